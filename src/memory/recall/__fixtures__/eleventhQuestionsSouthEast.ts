// The eleventh blind aboutness set's questions in Portuguese, Russian and Italian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const ELEVENTH_PT_LINES = `
direct | pt | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | O que o meu marido deve comer antes de um dia inteiro a dar aulas de esqui?
direct | pt | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | O Florian quer ir à sauna com a bomba de insulina, é seguro?
direct | pt | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Como ajudo a minha filha a preparar o intercâmbio em Seul?
direct | pt | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | A Hana esquece-se dos trabalhos de casa, que truques funcionam com PHDA?
direct | pt | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Que presente dar à minha filha que toca concertina na banda?
direct | pt | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | O meu filho alérgico a abelhas pode ir a uma quinta pedagógica?
direct | pt | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Quantas canetas de adrenalina o Otto deve levar numa viagem?
direct | pt | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Que suplementos de cálcio são seguros para a minha sogra?
direct | pt | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | A Rosa caiu outra vez, que sinais indicam uma fratura?
direct | pt | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Como posso ligar à minha mãe em Jeonju se ela quase não ouve?
direct | pt | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Qual a forma mais barata de mandar dinheiro todos os meses para a Coreia?
direct | pt | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip | Sugere um roteiro de três semanas na Coreia em julho, com a festa da minha mãe
direct | pt | brother Tae-yang; Tae-yang wedding | O meu irmão casa em Toronto, que presente levo?
direct | pt | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | O cão teve uma convulsão no carro, o que faço?
direct | pt | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Quando é a próxima análise do fenobarbital do Tartufo?
direct | pt | cat Mozart; Mozart fluids | O gato tem de levar soro duas vezes por semana, como o acalmo?
direct | pt | cat Mozart; Mozart fluids | O Mozart está a perder peso apesar da ração renal
direct | pt | music school clients; piano technician; technical answers | Escreve uma proposta de contrato anual de afinação para a escola de música de Merano
direct | pt | December tunings; piano technician; technical answers | Um cliente quer um restauro em dezembro, como lhe explico que não dá?
direct | pt | biology degree | Posso usar o meu diploma de biologia de Seul para dar aulas em Itália?
direct | pt | barley tea | Onde compro chá de cevada coreano no Tirol do Sul?
direct | pt | barley tea | O chá de cevada tem cafeína?
direct | pt | back pain; physio | Exercícios de alongamento para fazer na oficina entre duas afinações
direct | pt | tinnitus | O zumbido no ouvido esquerdo pode piorar com o barulho da oficina?
direct | pt | Hashimoto; thyroid checks | A levotiroxina deve ser tomada com o estômago vazio?
direct | pt | medical terms; Florian diabetes; husband Florian; Florian mountain rescue; diabetic recipes | Explica-me em palavras simples o que é a hemoglobina glicada do meu marido
direct | pt | kimchi; Korean cooking | O meu kimchi ficou mole, o que correu mal?
direct | pt | photography; camera | Que definições da X-T5 uso para fotografar flores alpinas com vento?
direct | pt | workshop move; craft grant; no loans | Faz uma lista do que falta para a mudança da oficina para o celeiro
direct | pt | Bechstein restoration; TV documentary; piano technician; technical answers | Quanto tempo leva a trocar o tampo harmónico de um piano de cauda?
implicit | pt | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Um miúdo de nove anos com alergia a vespas pode ir acampar?
implicit | pt | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Aparelhos auditivos que funcionam bem com videochamadas
implicit | pt | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Uma senhora de 78 anos com anticoagulante pode tomar chá de gengibre?
implicit | pt | December tunings; piano technician; technical answers | Os concertos de Natal enchem-me a agenda, como organizo as afinações?
personal_none | pt | - | Como limpo o forno sem produtos químicos?
personal_none | pt | - | Escreve um email a pedir férias ao meu chefe
personal_none | pt | - | Tenho as mãos sempre frias, devo preocupar-me?
personal_none | pt | - | Qual é o melhor tarifário de internet para casa?
homograph | pt | - | O que significa a cor rosa nas campanhas de outubro?
stem | pt | - | Como se afina um violão de seis cordas?
homograph | pt | - | O que é um celeiro na agricultura medieval?
homograph | pt | - | Qual é a origem da palavra "oficina"?
name | pt | - | Quem foi Rosa Mota?
name | pt | - | Quantos filhos teve Mozart?
name | pt | - | Quem foi o rei Otto da Grécia?
name | pt | - | Qual a melhor música da Soledad Pastorutti?
name | pt | - | Quem é Florian Zeller e que peças escreveu?
place | pt | - | Qual é o prato típico de Jeonju?
place | pt | - | Toronto ou Vancouver, qual cidade é maior?
place | pt | - | O que visitar em Sevilha num dia?
place | pt | - | Quando foi fundada Merano?
brand | pt | - | A Fujifilm ainda fabrica filme fotográfico?
brand | pt | - | Quem fabrica os sensores Dexcom?
brand | pt | - | Quanto custa um Fiat Ducato usado em Portugal?
brand | pt | - | Como apagar uma conta do Instagram?
topic | pt | - | Como funciona a afinação de um piano?
topic | pt | - | O que é a osteoporose?
topic | pt | - | Porque é que os gatos idosos têm problemas renais?
topic | pt | - | Quem inventou o chá de cevada?
function | pt | - | Como se usa "em" e "num" em português europeu?
function | pt | - | O que significa "am" em alemão?
stem | pt | - | Como restaurar as definições de fábrica de um telemóvel?
stem | pt | - | O que faz um afinador de motores?
generic | pt | - | Quantas escolas de música existem em Portugal?
generic | pt | - | Qual é a língua mais falada do mundo?
idiom | pt | - | O que quer dizer "cão que ladra não morde"?
idiom | pt | - | De onde vem a expressão "tocar de ouvido"?
mixed | pt | - | O que quer dizer "Tartufo" em italiano?
`;

export const ELEVENTH_RU_LINES = `
direct | ru | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Что мужу взять в горы на ночной вызов спасателей, если упадёт сахар?
direct | ru | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Флориан опять забыл запасной сенсор, что делать на склоне?
direct | ru | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Составь для дочери план подготовки к контрольной по-китайски
direct | ru | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Стоит ли Хане брать с собой Medikinet в Сеул на год?
direct | ru | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Сын боится уколов от аллергии на пчёл, как его подбодрить?
direct | ru | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Отто хочет поехать с командой на футбольный турнир, что сказать тренеру про адреналин?
direct | ru | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Помоги Отто с домашним заданием по математике для третьего класса
direct | ru | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Можно ли свекрови с фибрилляцией предсердий пить кофе?
direct | ru | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Какие упражнения для запястья после перелома подойдут Розе?
direct | ru | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Маме трудно слышать по телефону, может, лучше писать ей в KakaoTalk?
direct | ru | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | В субботу связь с мамой всё время обрывается, как улучшить видеозвонок?
direct | ru | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip | Что подарить маме на восьмидесятилетие?
direct | ru | brother Tae-yang; Tae-yang wedding | Напиши тост на свадьбу младшего брата
direct | ru | brother Tae-yang; Tae-yang wedding | Как дешевле долететь в Торонто в октябре одной?
direct | ru | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Собаку после приступа трясёт, это нормально?
direct | ru | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Тартуфо стал много есть на фенобарбитале, как не дать ему растолстеть?
direct | ru | cat Mozart; Mozart fluids | Кот после капельницы вялый, это нормально?
direct | ru | tuning manual; piano technician; technical answers | Как перевести на корейский немецкий термин «Stimmstock»?
direct | ru | tuning manual | Сколько страниц в день мне нужно переводить, чтобы закончить учебник к лету?
direct | ru | playing Bach | Какую прелюдию Баха мне разучить следующей?
direct | ru | playing Bach | Моё старое пианино Petrof не держит строй, что проверить?
direct | ru | choir | Как мне, альту, не сбиваться на партию сопрано?
direct | ru | wine | Какой лагрейн взять к оленине?
direct | ru | light humour; back pain; physio; moving insurance | Объясни с юмором, почему мне нельзя поднимать рояль одной
direct | ru | back pain; physio; moving insurance | Как безопасно перевезти рояль клиента?
direct | ru | Hashimoto; thyroid checks | Что будет, если пропустить левотироксин на один день?
direct | ru | tinnitus | Звон в левом ухе мешает мне настраивать, к какому врачу идти?
direct | ru | Busoni competition; tuning pitch; piano technician; technical answers | Сколько раз за день перестраивать рояль на конкурсе Бузони?
direct | ru | Korea trip; mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Что посмотреть в Чонджу с детьми за два дня?
direct | ru | Instagram; piano technician; technical answers | Придумай подписи к видео из мастерской для Instagram
implicit | ru | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | У диабетика первого типа на морозе не работает помпа, что делать?
implicit | ru | cat Mozart; Mozart fluids | Старому коту с больными почками можно давать курицу?
implicit | ru | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Лаготто после приступа не узнаёт нас несколько минут
implicit | ru | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Пожилой женщине на антикоагулянтах можно пить зверобой?
personal_none | ru | - | Как отмыть пригоревшую кастрюлю?
personal_none | ru | - | Напиши поздравление коллеге с выходом на пенсию
personal_none | ru | - | У меня часто болит голова по утрам, почему?
personal_none | ru | - | Какой пылесос выбрать для квартиры с коврами?
homograph | ru | - | Как сделать настройку роутера TP-Link?
homograph | ru | - | Что такое хор в греческой трагедии?
homograph | ru | - | Почему школа Анналов так важна для истории?
homograph | ru | - | Что означает «бах» в комиксах?
name | ru | - | Сколько детей было у Иоганна Себастьяна Баха?
name | ru | - | Почему Розу Люксембург называли «красной Розой»?
name | ru | - | Когда Моцарт написал «Реквием»?
name | ru | - | Кто такой Отто Шмидт?
name | ru | - | Чем известна Роза Сябитова?
place | ru | - | Сколько людей живёт в Торонто?
place | ru | - | Что посмотреть в Сеуле за один день?
place | ru | - | Где находится Мерано?
place | ru | - | Чем знаменит Ультенталь?
brand | ru | - | Где производят пианино Petrof?
brand | ru | - | Кто придумал Netflix?
brand | ru | - | Сколько стоит Thermomix в России?
brand | ru | - | Когда основали компанию Garmin?
topic | ru | - | Как устроен рояль?
topic | ru | - | Что такое эпилепсия у собак?
topic | ru | - | Как работает инсулиновая помпа?
topic | ru | - | Откуда пошла традиция церковных хоров?
function | ru | - | Как использовать «per» в итальянском языке?
function | ru | - | Что значит «mit» по-немецки?
stem | ru | - | Как настроить гитару без тюнера?
stem | ru | - | Что значит перевод денег через SWIFT?
generic | ru | - | Сколько школ в Москве?
generic | ru | - | Какие виды спорта популярны зимой?
idiom | ru | - | Что значит выражение «школа жизни»?
idiom | ru | - | Откуда выражение «как по нотам»?
mixed | ru | - | Как будет «вино» по-итальянски и по-немецки?
direct | ru | e-MTB | Посоветуй маршрут на электровелосипеде вокруг Ланы на субботу
personal_none | ru | - | Помоги выбрать подарок коллеге на день рождения
`;

export const ELEVENTH_IT_LINES = `
direct | it | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Cosa deve mangiare mio marito prima di una giornata di lezioni di sci?
direct | it | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Una ricetta di canederli con i carboidrati per porzione, per Florian
direct | it | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Florian è stato chiamato dal soccorso alpino di notte: come regola il basale?
direct | it | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Mia figlia vuole smettere con l'organetto, come la convinco a continuare fino all'estate?
direct | it | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Fai un piano di studio per Hana per la verifica di tedesco
direct | it | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Hana può prendere il Medikinet se ha l'influenza?
direct | it | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Otto deve fare l'iniezione per l'allergia la settimana della gita, è un problema?
direct | it | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Cosa scrivo all'allenatore di mio figlio sulla penna di adrenalina?
direct | it | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Mia suocera ha la fibrillazione atriale: può bere un bicchiere di vino a cena?
direct | it | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions; K-dramas | Un K-drama nuovo da guardare stasera con Rosa
direct | it | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Come rendere più sicuro il bagno di una signora con l'osteoporosi?
direct | it | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Come posso fare una videochiamata con mia madre che ha l'apparecchio acustico?
direct | it | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip | Cosa regalo a mia madre per i suoi ottant'anni a Jeonju?
direct | it | brother Tae-yang; Tae-yang wedding | Scrivi un biglietto di auguri per il matrimonio di mio fratello
direct | it | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Il cane ha avuto due crisi in una settimana, devo portarlo dal veterinario?
direct | it | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Posso portare Tartufo a cercare tartufi nel bosco con la sua epilessia?
direct | it | cat Mozart; Mozart fluids | Come faccio la fleboclisi sottocutanea al gatto da sola?
direct | it | cat Mozart; Mozart fluids | Mozart non mangia più le crocchette renali, cosa gli do?
direct | it | bilingual exam; languages | Fammi un esercizio di comprensione per il patentino B2
direct | it | bilingual exam | Quanto tempo mi serve per prepararmi al patentino di bilinguismo?
direct | it | craft grant; workshop move | Scrivi la relazione tecnica per la domanda di contributo provinciale
direct | it | invoicing | Ricordami cosa mandare al commercialista lunedì
direct | it | printer | La stampante Brother si inceppa di nuovo, come la sistemo?
direct | it | physio; back pain | Esercizi da fare a casa tra una seduta di fisioterapia e l'altra
direct | it | neighbour Gruber | Cosa regalo al signor Gruber per Natale per ringraziarlo delle mele?
direct | it | sister-in-law Veronika | Veronika cerca un pianista per il suo hotel, chi le consiglio?
direct | it | moving insurance; piano technician; technical answers; back pain; physio | Devo spostare un pianoforte a coda da Merano a Bolzano: cosa controllare?
direct | it | Busoni competition; piano technician; technical answers | Prepara il programma di lavoro per il Concorso Busoni
direct | it | Hana music lessons; daughter Hana; Hana ADHD; Hana exchange year; Hana Chinese; Hana study plans; no e-scooter for Hana | Il mercoledì ho un cliente alle 16, chi può portare Hana a lezione?
direct | it | K-dramas | Un K-drama con sottotitoli in tedesco su Netflix
implicit | it | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Un bambino allergico alle vespe può fare il campo estivo in montagna?
implicit | it | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Una signora anziana con l'anticoagulante ha un livido enorme sul braccio
implicit | it | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Il mio lagotto prende il fenobarbitale, posso dargli un antiparassitario?
implicit | it | Korean cooking; kimchi; cookbook | Con cosa sostituisco il cavolo cinese nei miei piatti coreani d'inverno?
personal_none | it | - | Come tolgo il calcare dalla doccia?
personal_none | it | - | Scrivi una mail per disdire la palestra
personal_none | it | - | Ho spesso il mal di testa la sera, può essere la vista?
personal_none | it | - | Quale lavatrice comprare per una famiglia di quattro persone?
homograph | it | - | Come si lava un maglione di lana?
homograph | it | - | Quanto fa otto per otto?
homograph | it | - | Quanto costa il tartufo bianco d'Alba al chilo?
homograph | it | - | Qual è la scena più famosa di Romeo e Giulietta?
homograph | it | - | Quanto valeva un ducato veneziano?
name | it | - | Chi era Ferruccio Busoni?
name | it | - | Chi era Rosa Parks?
name | it | - | Quando è morto Mozart?
name | it | - | Chi è Lukas Podolski?
name | it | - | Che cosa ha scritto Otto Weininger?
place | it | - | Cosa vedere a Merano in un giorno?
place | it | - | Quanti abitanti ha Lana?
place | it | - | Qual è la città più grande del Canada?
place | it | - | Come si arriva a Seul dall'Italia?
brand | it | - | Quando è nata la Fiat?
brand | it | - | Quanto costa un pianoforte Steinway?
brand | it | - | Quanto consuma un Fiat Ducato?
brand | it | - | Chi produce l'Eliquis?
topic | it | - | Come si accorda un pianoforte?
topic | it | - | Che cos'è il patentino di bilinguismo in Alto Adige?
topic | it | - | Che cos'è la fibrillazione atriale?
topic | it | - | Chi ha inventato il pianoforte?
function | it | - | Come si usa "am" in tedesco?
function | it | - | Cosa vuol dire "in" in inglese?
stem | it | - | Come si restaura un mobile antico?
stem | it | - | Come si accordano gli aggettivi in italiano?
generic | it | - | Quante scuole ci sono in Italia?
generic | it | - | Quali sono le lingue ufficiali in Svizzera?
idiom | it | - | Da dove viene "questione di lana caprina"?
idiom | it | - | Cosa significa "piano piano si va lontano"?
mixed | it | - | Come si dice "pianoforte a coda" in tedesco e in coreano?
`;
