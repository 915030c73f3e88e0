// The twelfth blind aboutness set's questions in Portuguese, Russian and Italian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWELFTH_PT_LINES = `
direct | pt | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | O Douhua não para de coçar a orelha, será otite de novo?
direct | pt | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Qual vacina o Douhua toma em outubro?
direct | pt | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | A que horas passear com o Douhua em julho sem queimar as patas?
direct | pt | cat Frida; Frida kidneys | Como fazer minha gata com doença renal beber mais água?
direct | pt | cat Frida; Frida kidneys | A Frida não quer comer a ração renal, o que faço?
direct | pt | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Minha filha coça a pele à noite por causa da dermatite, o que ajuda?
direct | pt | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Ideias de brincadeiras para o aniversário de seis anos da Xiaomi
direct | pt | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | O que colocar na lancheira da minha filha para o passeio da escola?
direct | pt | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | O que meu marido pode jantar durante uma crise de gota?
direct | pt | husband Diego; Diego gout; Diego classes; low-purine recipes | Meu marido toma alopurinol, pode tomar anti-inflamatório junto?
direct | pt | husband Diego; Diego gout; Diego classes; low-purine recipes | Que documentos faltam para a residência permanente do Diego?
direct | pt | Brazil supplier; house blend | Qual peneira pedir à fazenda do Cerrado para o próximo contêiner?
direct | pt | house blend; Brazil supplier | Quero deixar o Montanha mais achocolatado, mudo a proporção?
direct | pt | house blend; subscription | Escreve uma descrição curta do nosso blend da casa para o site
direct | pt | emergency fund; startup loan | Uso a reserva de emergência da torrefação para a segunda loja?
direct | pt | bossa nova | Uma playlist de bossa nova para eu ouvir enquanto torro de manhã
direct | pt | roasting championship; green coffee scoring | Como eu treino a avaliação de café verde para o campeonato de março?
direct | pt | reflux | Posso tomar café em jejum com refluxo?
direct | pt | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Escreve uma história para dormir sobre uma tartaruga para a Xiaomi
direct | pt | Brazil supplier; green coffee payments | Escreve uma mensagem à fazenda pedindo amostras da nova safra
direct | pt | Douhua vaccine; dog Douhua; Douhua ears; Douhua grooming; Douhua walks | O Douhua pode tomar a vacina e dar banho no mesmo dia?
direct | pt | emergency fund; ETF investing | Quanto da minha reserva de emergência posso pôr em ETF?
implicit | pt | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | O que eu faço para o jantar hoje?
implicit | pt | bossa nova | Que música eu coloco para trabalhar de manhã?
implicit | pt | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | A pele da minha criança fica vermelha e coçando no inverno
personal_none | pt | - | Qual é o meu número de sapato?
personal_none | pt | - | Já te falei do meu vizinho?
personal_none | pt | - | Qual era o nome da minha professora preferida?
homograph | pt | - | Como cozinhar painço?
homograph | pt | - | O que é uma gueixa?
homograph | pt | - | O que é a "reserva" num vinho português?
homograph | pt | - | O que significa "crack" no futebol brasileiro?
homograph | pt | - | Como funciona a residência médica no Brasil?
name | pt | - | Quais discos João Gilberto gravou com Stan Getz?
name | pt | - | Quem foi Diego Armando Maradona?
name | pt | - | Onde fica a casa de Frida Kahlo?
name | pt | - | Quem foi Diego Rivera?
name | pt | - | Onde jogou o lutador Místico?
place | pt | - | O que visitar em Minas Gerais?
place | pt | - | Melhor época para ir ao Cerrado
place | pt | - | O que ver na Guatemala em uma semana?
place | pt | - | O que fazer em Oaxaca num fim de semana?
place | pt | - | Vale a pena visitar Taiwan no inverno?
brand | pt | - | Celular Xiaomi vale a pena?
brand | pt | - | A Toyota vende o Sienta no Brasil?
brand | pt | - | Quanto custa uma máquina La Marzocco?
brand | pt | - | A Olympus ainda fabrica câmeras?
brand | pt | - | Como funciona o Wise para transferências internacionais?
topic | pt | - | O que é a bossa nova e como surgiu?
topic | pt | - | O que é gota e como se trata?
topic | pt | - | Como funciona um blend de café?
topic | pt | - | O que é dermatite atópica?
topic | pt | - | Como é feita a torra de café numa grande indústria?
subword | pt | - | O que é uma montanha-russa invertida?
subword | pt | - | O que é um cardume de peixe-gato?
subword | pt | - | O que é um gatilho mental em marketing?
function | pt | - | Que horas são em Taiwan?
function | pt | - | Quantos gramas tem uma libra?
function | pt | - | Quantos quilos são 60 libras?
stem | pt | - | Como se faz uma vacinação em massa?
stem | pt | - | Como torrar amendoim no forno?
stem | pt | - | O que faz um fazendeiro de soja?
stem | pt | - | Como fazer torradas crocantes na frigideira?
generic | pt | - | Como escrever um bom currículo?
generic | pt | - | Dicas para dormir melhor
generic | pt | - | Como organizar uma festa de casamento barata?
idiom | pt | - | O que significa "pagar o pato"?
idiom | pt | - | De onde vem o ditado "cão que ladra não morde"?
idiom | pt | - | O que significa "procurar pelo em ovo"?
mixed | pt | - | Bossa nova combina com café brasileiro? Qual a história?
mixed | pt | - | Qual a diferença entre café arábica e robusta?
`;

export const TWELFTH_RU_LINES = `
direct | ru | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Доухуа постоянно чешет ухо, это опять отит?
direct | ru | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Во сколько гулять с Доухуа в июле, чтобы не обжечь лапы?
direct | ru | cat Frida; Frida kidneys | Фрида не ест почечный корм, что делать?
direct | ru | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Дочь по ночам расчёсывает кожу из-за атопического дерматита, чем помочь?
direct | ru | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Игры для шестого дня рождения Сяоми в парке
direct | ru | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Во сколько мне нужно выйти, чтобы успеть забрать Сяоми из садика?
direct | ru | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | Что положить дочке в ланч-бокс на экскурсию детского сада?
direct | ru | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | Что приготовить мужу на ужин во время приступа подагры?
direct | ru | husband Diego; Diego gout; Diego classes; low-purine recipes | Можно ли мужу пить пиво, если он принимает аллопуринол?
direct | ru | husband Diego; Diego gout; Diego classes; low-purine recipes | Какие документы ещё нужны Диего для постоянного вида на жительство?
direct | ru | Alishan coffee plot; father tea farmer; father diabetes | Как обработать первый урожай кофе с участка отца?
direct | ru | importer Artyom; green coffee payments; English emails | Напиши Артёму, что следующую партию зелёного кофе нужно отложить на месяц
direct | ru | importer Artyom | Артём предлагает новую Колумбию, какие вопросы ему задать?
direct | ru | half marathon | Составь мне план тренировок к декабрьскому полумарафону
direct | ru | half marathon; back disc | Можно ли мне бежать полумарафон с грыжей диска?
direct | ru | roasting days; roast profiles | Перенести обжарку со вторника на среду на этой неделе?
direct | ru | kindergarten pickup; daughter Xiaomi; importer Artyom | Можно ли назначить встречу с поставщиком на 17:00 в четверг?
direct | ru | myopia | Стоит ли мне делать лазерную коррекцию при близорукости −6?
direct | ru | mother-in-law Lupe; transfer to Lupe; husband Diego | Как дешевле всего каждый месяц переводить деньги свекрови в Мексику?
direct | ru | penicillin allergy | У меня аллергия на пенициллин, можно ли амоксициллин?
direct | ru | Oaxaca wedding; sister-in-law Ximena; husband Diego; mother-in-law Lupe; transfer to Lupe | Что подарить золовке на свадьбу в июле?
direct | ru | Panama Geisha; green coffee payments | Сколько предложить за лот гейши на аукционе в этом году?
direct | ru | importer Artyom; Panama Geisha | Спроси у Артёма, сможет ли он привезти лот гейши из Панамы
direct | ru | roasting days; kindergarten pickup | Составь мне расписание на неделю: обжарка, садик, каппинг
direct | ru | myopia; film photography | Какой видоискатель удобнее для близоруких на плёночной камере?
implicit | ru | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | Что приготовить сегодня на ужин?
implicit | ru | half marathon | Как мне распределить темп на 21 километр?
implicit | ru | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | У ребёнка зимой краснеет и чешется кожа
personal_none | ru | - | Какой у меня размер обуви?
personal_none | ru | - | Я рассказывала тебе про своего соседа?
personal_none | ru | - | Как звали мою любимую учительницу?
homograph | ru | - | Как варить пшённую кашу?
homograph | ru | - | Кто такие гейши?
homograph | ru | - | Сколько очков даёт тачдаун в американском футболе?
homograph | ru | - | Что такое крэк в программировании?
homograph | ru | - | Что такое ординатура и резидентура?
name | ru | - | Где находится дом-музей Фриды Кало?
name | ru | - | Кто такой Диего Марадона?
name | ru | - | За какие клубы играл Артём Дзюба?
name | ru | - | Кто такой Диего Ривера?
name | ru | - | Что известно о рестлере Мистико?
place | ru | - | Что посмотреть на Тайване за неделю?
place | ru | - | Лучшие кофейни Москвы
place | ru | - | Какая погода в Тайчжуне в декабре?
place | ru | - | Что посмотреть в Оахаке?
place | ru | - | Как добраться до гор Алишань?
brand | ru | - | Стоит ли брать телефон Xiaomi?
brand | ru | - | Кто производит кофемашины La Marzocco?
brand | ru | - | Как работает Wise?
brand | ru | - | Надёжны ли электроскутеры Gogoro?
brand | ru | - | Что лучше, Toyota или Honda?
topic | ru | - | Что такое подагра?
topic | ru | - | Как обжаривают кофе на фабриках?
topic | ru | - | Почему развивается близорукость у детей?
topic | ru | - | Что такое атопический дерматит?
topic | ru | - | Как делают кофейные смеси для эспрессо?
subword | ru | - | Как начать заниматься фридайвингом?
subword | ru | - | Что такое импортозамещение?
subword | ru | - | Что такое сыроедение?
function | ru | - | Который час в Тайбэе?
function | ru | - | Сколько граммов в фунте?
function | ru | - | Сколько килограммов в 60 фунтах?
stem | ru | - | Как обжарить семечки на сковороде?
stem | ru | - | Чему учат на курсах садоводства?
stem | ru | - | Как правильно бегать трусцой?
generic | ru | - | Как написать хорошее резюме?
generic | ru | - | Советы, как лучше спать
generic | ru | - | Как устроить недорогую свадьбу?
idiom | ru | - | Что значит «как кошка с собакой»?
idiom | ru | - | Откуда выражение «собаку съел»?
idiom | ru | - | Что значит «не в коня корм»?
mixed | ru | - | Сколько кофеина в чае и кофе для бегуна?
mixed | ru | - | Чем арабика отличается от робусты?
`;

export const TWELFTH_IT_LINES = `
direct | it | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Douhua si gratta sempre l'orecchio, sarà di nuovo otite?
direct | it | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Ogni quanto porto Douhua dal toelettatore in primavera?
direct | it | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | A che ora portare fuori Douhua a luglio senza bruciargli i polpastrelli?
direct | it | cat Frida; Frida kidneys | Frida non mangia le crocchette renali, che faccio?
direct | it | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Mia figlia si gratta di notte per la dermatite atopica, come aiutarla?
direct | it | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Giochi per la festa dei sei anni di Xiaomi al parco
direct | it | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | Cosa metto nel pranzo al sacco di mia figlia per la gita dell'asilo?
direct | it | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | Cosa può mangiare mio marito durante un attacco di gotta?
direct | it | husband Diego; Diego gout; Diego classes; low-purine recipes | Diego prende l'allopurinolo: può bere una birra?
direct | it | husband Diego; Diego gout; Diego classes; low-purine recipes | Quali documenti mancano per la residenza permanente di Diego?
direct | it | carbonara; low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; daughter Xiaomi; husband Diego | La mia carbonara viene sempre a frittata, dove sbaglio?
direct | it | carbonara; husband Diego; Diego gout; Diego classes; low-purine recipes | Venerdì faccio la carbonara, ma Diego ha la gotta: va bene lo stesso?
direct | it | moka collection | Come pulire una delle mie vecchie moke Bialetti senza rovinarla?
direct | it | moka collection | Dove trovo una Bialetti degli anni Cinquanta per la mia collezione?
direct | it | Italy trip | Vorrei tornare a Napoli: quali bar per l'espresso non ho ancora provato?
direct | it | no highway driving; Gogoro; family car; Alishan coffee plot; father tea farmer | Come arrivo da Taichung ad Alishan senza prendere l'autostrada?
direct | it | reflux | Con il reflusso posso bere il caffè a stomaco vuoto?
direct | it | back disc; lifting limit | Esercizi per la mia ernia del disco tra una tostatura e l'altra
direct | it | Panama Geisha; green coffee payments | Quanto offrire per il lotto di Geisha all'asta quest'anno?
direct | it | subscription; house blend | Cosa mettere nella prima scatola del mio abbonamento al caffè?
direct | it | health sources; reflux | Il caffè peggiora il mio reflusso? Citami le fonti
direct | it | Italy trip; Copenhagen trip | Quest'anno torno all'Host di Milano: quali stand vedere?
direct | it | moka collection; pour-over | Che caffè macinare per le mie moke: lo stesso del V60?
direct | it | no highway driving; Oaxaca wedding | Per il viaggio in Messico posso evitare di guidare in autostrada?
implicit | it | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | Cosa preparo per cena stasera?
implicit | it | moka collection | Come riconosco una caffettiera d'epoca originale prima di comprarla?
implicit | it | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | La pelle della bambina d'inverno è rossa e prude
personal_none | it | - | Qual è il mio numero di scarpe?
personal_none | it | - | Ti ho parlato del mio vicino di casa?
personal_none | it | - | Come si chiamava la mia maestra preferita?
homograph | it | - | Come si cucina il miglio?
homograph | it | - | Chi sono le geishe?
homograph | it | - | Cos'è un "crack" in borsa?
homograph | it | - | Cosa significa "residenza" per l'anagrafe italiana?
homograph | it | - | Cos'è il miglio marino?
name | it | - | Dove si trova la Casa Azul di Frida Kahlo?
name | it | - | Chi era Diego Armando Maradona?
name | it | - | Quali film ha girato Wong Kar-wai?
name | it | - | Chi era Diego Velázquez?
name | it | - | Chi è il wrestler Místico?
place | it | - | Cosa vedere a Napoli in due giorni?
place | it | - | Quando si tiene la fiera Host a Milano?
place | it | - | Com'è il clima a Taiwan in estate?
place | it | - | Cosa visitare a Oaxaca?
place | it | - | Come si arriva ad Alishan da Taipei?
brand | it | - | Chi ha inventato la moka Bialetti?
brand | it | - | Xiaomi è un marchio affidabile?
brand | it | - | Quanto costa una Toyota usata?
brand | it | - | Gogoro vende scooter in Europa?
brand | it | - | La Marzocco è un'azienda di Firenze?
topic | it | - | Come si prepara la vera carbonara romana?
topic | it | - | Cos'è la gotta?
topic | it | - | Come si tosta il caffè in modo industriale?
topic | it | - | Cosa fa un toelettatore professionista?
topic | it | - | Cos'è la dermatite atopica?
topic | it | - | Come nasce una miscela di caffè per espresso?
subword | it | - | Come si fa il mokaccino?
subword | it | - | Cos'è un autostoppista?
subword | it | - | Cos'è il fermentatore di una birra?
function | it | - | Che ore sono a Taipei?
function | it | - | Quanti grammi ci sono in una libbra?
function | it | - | Quanti chili sono 60 libbre?
stem | it | - | Come tostare le nocciole in forno?
stem | it | - | Quali sono le autostrade più trafficate d'Italia?
stem | it | - | Come si corre una maratona senza allenamento?
generic | it | - | Come scrivere un buon curriculum?
generic | it | - | Consigli per dormire meglio
generic | it | - | Come organizzare un matrimonio economico?
idiom | it | - | Cosa significa "non c'è trippa per gatti"?
idiom | it | - | Da dove viene "cane che abbaia non morde"?
idiom | it | - | Cosa significa "essere come cane e gatto"?
mixed | it | - | Il caffè napoletano si fa con la moka o con la cuccuma?
mixed | it | - | Che differenza c'è tra arabica e robusta?
`;
