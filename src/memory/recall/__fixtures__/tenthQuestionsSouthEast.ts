// The tenth blind aboutness set's questions in Portuguese, Russian and Italian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TENTH_PT_LINES = `
direct | pt | cat Tal; Tal kidneys | O meu gato velho já não come a ração renal, o que faço?
direct | pt | Tal kidneys; cat Tal | É normal um gato com doença renal crónica beber tanta água?
direct | pt | dog Canela; Canela leishmaniasis; Canela walks | Que petiscos pode comer a minha galga que toma alopurinol?
direct | pt | Canela leishmaniasis; dog Canela; Canela walks | De quanto em quanto tempo a Canela tem de repetir a análise da leishmaniose?
direct | pt | husband Santiago; Santiago diabetes; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | Uma sobremesa com pouco açúcar para o meu marido diabético
direct | pt | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | Planeia uma viagem surpresa para os 72 anos do meu marido
direct | pt | daughter Vera; Vera second baby; Vera flat; son-in-law Jonas; granddaughter Mila; learning German; Mila eczema; Mila tournament; Mila Chinese | O que levo para passar um mês em Munique quando nascer o bebé da minha filha?
direct | pt | granddaughter Mila; Mila tournament; chess notation; chess coach; chess explanations; Mila eczema; Mila Chinese | Cinco problemas de mate em um para a minha neta
direct | pt | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | Que tecidos são bons para o eczema da Mila?
direct | pt | son Lev; Lev epilepsy; Lev visit | O meu filho pode beber vinho se toma levetiracetam?
direct | pt | sister Roza; Roza glaucoma; Roza care | A minha irmã esquece-se das gotas para o glaucoma, alguma dica?
direct | pt | atrial fibrillation; no NSAIDs; check interactions | Dói-me a cabeça, o que posso tomar com o anticoagulante?
direct | pt | check interactions; atrial fibrillation; cholesterol; osteopenia; no grapefruit | Posso tomar suplementos de ómega 3?
direct | pt | hearing aids | Os meus aparelhos auditivos apitam quando uso cachecol
direct | pt | student Blanca; Blanca repertoire; Blanca fees; chess coach; chess notation; chess explanations | Faz um plano de treino de seis semanas para a minha aluna Blanca
direct | pt | rook endgame book; chess notation; chess coach; chess explanations | Ajuda-me a explicar a posição de Lucena para o meu livro de finais de torres
direct | pt | friend Teresa | Escreve uma mensagem de parabéns à minha amiga árbitra em Lisboa
direct | pt | Jávea camp; chess coach | Um horário diário para o campo de xadrez de crianças em Jávea
direct | pt | Spanish citizenship | Como estudo para o exame CCSE da nacionalidade espanhola?
direct | pt | bathroom renovation; knee arthritis | Que piso antiderrapante escolho para o novo duche?
direct | pt | allotment; tomato seeds | Quando semeio os tomates na minha horta?
direct | pt | Seat Ibiza | A embraiagem do meu Ibiza está mole, é caro arranjar?
direct | pt | Russian pension; pension papers | Como recebo a minha pensão russa numa conta espanhola?
direct | pt | sea swimming; atrial fibrillation | É seguro nadar no mar em outubro com o meu problema de coração?
implicit | pt | summer insomnia | Em agosto o quarto parece um forno e não consigo dormir
implicit | pt | lactose intolerance; lactose-free recipes; Comté | O leite faz-me mal à barriga, que queijos posso comer?
implicit | pt | travel aisle seat; knee arthritis | O que devo pedir ao reservar o voo para Munique?
personal_none | pt | - | Que presente dou à minha vizinha pela casa nova?
personal_none | pt | - | Como desentupo o lava-loiça?
personal_none | pt | - | Estou sempre a perder os óculos de ler
homograph | pt | - | Porque é que dói tanto bater com a canela na mesa?
homograph | pt | - | Para que serve a canela em pau na cozinha?
homograph | pt | - | Porque é que as laranjas de Valência são tão doces?
name | pt | - | Porque chamavam a Mikhail Tal o mágico de Riga?
name | pt | - | Sobre o que é Anna Karenina de Lev Tolstói?
name | pt | - | Que filmes fez Mila Kunis?
place | pt | - | Quantos dias leva o Caminho de Santiago português?
place | pt | - | As melhores praias de Ibiza
place | pt | - | História do kremlin de Kazan
brand | pt | - | As ações da Xiaomi são um bom investimento?
brand | pt | - | Quanto custa um lugar com mais espaço na Lufthansa?
brand | pt | - | Porque é que a Bimby é tão popular em Portugal?
topic | pt | - | O que é o glaucoma?
topic | pt | - | Como funciona a metformina?
topic | pt | - | O que é a leishmaniose e como se transmite?
stem | pt | - | Quem são os nadadores mais rápidos da história?
function | pt | - | Tal como no ano passado, quando começa o horário de verão?
function | pt | - | Que tal o clima da Noruega em maio?
generic | pt | - | Escreve um haiku sobre o outono
generic | pt | - | Qual é a capital da Austrália?
idiom | pt | - | O que significa "gato escaldado tem medo de água fria"?
idiom | pt | - | O que quer dizer "ficar em xeque"?
mixed | pt | - | Como se diz "xeque-mate" em russo?
direct | pt | Thermomix; lactose-free recipes; lactose intolerance | Um molho bechamel sem lactose na minha Bimby
direct | pt | Lev visit; son Lev; Lev epilepsy | Que documentos precisa o Lev para o visto Schengen na Páscoa?
direct | pt | YouTube channel; chess coach | Ideias para o próximo vídeo do meu canal
direct | pt | paella; lactose-free recipes; lactose intolerance | Quanto arroz por pessoa para a paella de domingo para seis?
name | pt | - | Quem foi Santiago Ramón y Cajal?
place | pt | - | O que visitar em Munique em dois dias?
stem | pt | - | Como é que os ceramistas vidram a porcelana?
generic | pt | - | Como converto um PDF em Word?
name | pt | - | Quem foi Santa Olga de Kiev?
function | pt | - | Como se usa a expressão "tal e qual"?
`;

export const TENTH_RU_LINES = `
direct | ru | cat Tal; Tal kidneys | Мой старый кот перестал есть ренальный корм, что делать?
direct | ru | Tal kidneys; cat Tal | Нормально ли, что кот с хронической почечной недостаточностью так много пьёт?
direct | ru | dog Canela; Canela leishmaniasis; Canela walks | Какие лакомства можно моей гальге, если она пьёт аллопуринол?
direct | ru | Canela leishmaniasis; dog Canela; Canela walks | Как часто Канеле сдавать анализ на лейшманиоз?
direct | ru | husband Santiago; Santiago diabetes; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | Что приготовить на ужин мужу-диабетику?
direct | ru | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | Придумай сюрприз-поездку на 72-летие Сантьяго
direct | ru | daughter Vera; Vera second baby; Vera flat; son-in-law Jonas; granddaughter Mila; learning German; Mila eczema; Mila tournament; Mila Chinese | Что взять с собой на месяц в Мюнхен, когда дочь родит?
direct | ru | Vera second baby; daughter Vera; Vera flat | Может ли дочь летать в дальние рейсы на пятом месяце беременности?
direct | ru | granddaughter Mila; Mila tournament; chess notation; chess coach; chess explanations; Mila eczema; Mila Chinese | Придумай пять простых задач на мат в один ход для внучки
direct | ru | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | Какую одежду носить Миле при атопическом дерматите?
direct | ru | son Lev; Lev epilepsy; Lev visit | Можно ли сыну пить мелатонин вместе с кеппрой?
direct | ru | Lev visit; son Lev; Lev epilepsy | Какие документы нужны Лёве для шенгенской визы на Пасху?
direct | ru | sister Roza; Roza glaucoma; Roza care | Сестра забывает закапывать капли от глаукомы, как ей напоминать?
direct | ru | Roza care; sister Roza; Kazan roots; Roza glaucoma | Сколько стоит сиделка в Казани три дня в неделю для Розы?
direct | ru | atrial fibrillation; no NSAIDs; check interactions | Болит голова, что можно выпить при приёме эликвиса?
direct | ru | check interactions; atrial fibrillation; cholesterol; osteopenia; no grapefruit | Можно ли мне пить зверобой?
direct | ru | hearing aids | Слуховые аппараты свистят, когда я ношу шарф
direct | ru | student Blanca; Blanca repertoire; Blanca fees; chess coach; chess notation; chess explanations | Составь план подготовки Бланки к чемпионату Испании до 16 лет
direct | ru | Blanca repertoire; student Blanca; chess explanations; chess coach; chess notation; Blanca fees | Какую систему против 1.d4 дать ученице, если она играет защиту Каро-Канн?
direct | ru | rook endgame book; chess notation; chess coach; chess explanations | Помоги объяснить позицию Лусены для моей книги о ладейных окончаниях
direct | ru | manual translation; Dvoretsky student; chess coach | Как лучше перевести на испанский термин «профилактика» из записей Дворецкого?
direct | ru | Olympiad 1986 | Напомни, в каком году я возила женскую сборную на олимпиаду в Дубай?
direct | ru | Tatar cooking | Рецепт чак-чака, как у мамы, только без сахара можно?
direct | ru | banya | Где в Валенсии найти настоящую баню с веником?
direct | ru | pension papers; Russian pension | Какие документы нужны, чтобы перевести пенсию из России в Испанию?
direct | ru | Petersburg flat; Russian pension | Как платить налог с аренды квартиры на Васильевском, если я живу в Испании?
direct | ru | dacha | За сколько мы продали дачу под Зеленогорском?
direct | ru | Spanish citizenship | Как подготовиться к экзамену CCSE для испанского гражданства?
direct | ru | bathroom renovation; knee arthritis | Какой нескользящий пол выбрать для новой душевой?
direct | ru | Seat Ibiza | У моей Ибицы мягкое сцепление, дорого ли чинить?
implicit | ru | summer insomnia | В августе в спальне как в печке, не могу уснуть
implicit | ru | lactose intolerance; lactose-free recipes; Comté | От молока болит живот, какие сыры мне можно?
implicit | ru | travel aisle seat; knee arthritis | Что попросить при бронировании рейса в Мюнхен?
personal_none | ru | - | Что подарить соседке на новоселье?
personal_none | ru | - | Как прочистить раковину на кухне?
personal_none | ru | - | Постоянно теряю очки для чтения
homograph | ru | - | Почему лев считается царём зверей?
homograph | ru | - | Как ухаживать за розой в горшке зимой?
homograph | ru | - | Что такое вера с точки зрения философии?
name | ru | - | Почему Михаила Таля называли рижским волшебником?
name | ru | - | О чём роман «Анна Каренина» Льва Толстого?
name | ru | - | Кем была княгиня Ольга?
name | ru | - | Чем знаменит Лев Яшин?
place | ru | - | Сколько идти по пути Сантьяго?
place | ru | - | История Казанского кремля
place | ru | - | Лучшие пляжи Ибицы
brand | ru | - | Стоит ли покупать акции Xiaomi?
brand | ru | - | Сколько стоит место с увеличенным пространством для ног в Lufthansa?
topic | ru | - | Что такое глаукома?
topic | ru | - | Как действует метформин?
topic | ru | - | Кто выиграл шахматную олимпиаду 1986 года?
stem | ru | - | Кто самые быстрые пловцы в истории?
function | ru | - | Она так мила, что все её любят — это правильная фраза?
function | ru | - | Сколько часовых поясов в России?
generic | ru | - | Напиши хайку про осень
generic | ru | - | Какая столица у Австралии?
idiom | ru | - | Что значит «кот наплакал»?
idiom | ru | - | Откуда выражение «вера горами двигает»?
mixed | ru | - | Как по-испански «шах и мат»?
place | ru | - | Что посмотреть в Мюнхене за два дня?
generic | ru | - | Как перевести PDF в Word?
direct | ru | Leningrad years; Petersburg flat | Хочу найти своих бывших учеников из Дворца шахмат в Петербурге, как их искать?
direct | ru | music; opera | Посоветуй хорошую запись Пятой симфонии Шостаковича
name | ru | - | О чём Седьмая «Ленинградская» симфония Шостаковича?
topic | ru | - | Кто такой Марк Дворецкий?
place | ru | - | Что посмотреть в Зеленогорске?
stem | ru | - | Кто лучшие шахматные тренеры советской школы?
`;

export const TENTH_IT_LINES = `
direct | it | cat Tal; Tal kidneys | Il mio gatto anziano non mangia più il cibo renale, cosa faccio?
direct | it | Tal kidneys; cat Tal | È normale che un gatto con insufficienza renale beva così tanto?
direct | it | dog Canela; Canela leishmaniasis; Canela walks | Che snack può mangiare la mia levriera che prende allopurinolo?
direct | it | Canela leishmaniasis; dog Canela; Canela walks | Ogni quanto Canela deve rifare gli esami per la leishmaniosi?
direct | it | husband Santiago; Santiago diabetes; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | Un dolce con poco zucchero per mio marito diabetico
direct | it | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | Organizza un viaggio a sorpresa per i 72 anni di mio marito
direct | it | daughter Vera; Vera second baby; Vera flat; son-in-law Jonas; granddaughter Mila; learning German; Mila eczema; Mila tournament; Mila Chinese | Cosa porto per un mese a Monaco di Baviera quando nasce il bimbo di mia figlia?
direct | it | granddaughter Mila; Mila tournament; chess notation; chess coach; chess explanations; Mila eczema; Mila Chinese | Cinque problemi di matto in una mossa per mia nipote
direct | it | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | Quali tessuti vanno bene per l'eczema di Mila?
direct | it | son Lev; Lev epilepsy; Lev visit | Mio figlio può bere vino se prende levetiracetam?
direct | it | sister Roza; Roza glaucoma; Roza care | Mia sorella dimentica il collirio per il glaucoma, qualche trucco?
direct | it | atrial fibrillation; no NSAIDs; check interactions | Ho mal di testa, cosa posso prendere con l'anticoagulante?
direct | it | check interactions; atrial fibrillation; cholesterol; osteopenia; no grapefruit | Posso prendere integratori di curcuma?
direct | it | hearing aids | Gli apparecchi acustici fischiano quando porto la sciarpa
direct | it | student Blanca; Blanca repertoire; Blanca fees; chess coach; chess notation; chess explanations | Prepara un piano di sei settimane per la mia allieva Blanca
direct | it | rook endgame book; chess notation; chess coach; chess explanations | Aiutami a spiegare la posizione di Lucena per il mio libro sui finali di torre
direct | it | Venice memories | Vorrei tornare a Venezia dove feci il viaggio di nozze, che hotel consigli vicino a San Marco?
direct | it | risotto; lactose-free recipes; lactose intolerance | Come rendo cremoso il mio risotto senza burro né parmigiano?
direct | it | Jávea camp; chess coach | Un programma giornaliero per il campo estivo di scacchi a Jávea
direct | it | Spanish citizenship | Come studio per l'esame CCSE per la cittadinanza spagnola?
direct | it | bathroom renovation; knee arthritis | Che pavimento antiscivolo scelgo per la nuova doccia a filo?
direct | it | allotment; tomato seeds | Quando semino i pomodori nel mio orto?
direct | it | Seat Ibiza | La frizione della mia Ibiza è morbida, costa cara la riparazione?
direct | it | Russian pension; pension papers | Come ricevo la pensione russa su un conto spagnolo?
direct | it | opera | Cosa danno quest'anno al Palau de les Arts nel mio abbonamento?
implicit | it | summer insomnia | Ad agosto la camera è un forno e non dormo
implicit | it | lactose intolerance; lactose-free recipes; Comté | Il latte mi fa male alla pancia, che formaggi posso mangiare?
implicit | it | travel aisle seat; knee arthritis | Cosa chiedo quando prenoto il volo per Monaco?
personal_none | it | - | Cosa regalo alla mia vicina per la casa nuova?
personal_none | it | - | Come sturo il lavandino della cucina?
personal_none | it | - | Perdo sempre gli occhiali da lettura
homograph | it | - | La storia è vera o è una leggenda metropolitana?
homograph | it | - | Perché le arance Valencia sono così dolci?
homograph | it | - | Come funziona un forno per ceramica?
name | it | - | Perché Mikhail Tal era chiamato il mago di Riga?
name | it | - | Di cosa parla Anna Karenina di Lev Tolstoj?
name | it | - | Quali film ha fatto Mila Kunis?
place | it | - | Quanto dura il cammino di Santiago?
place | it | - | Le spiagge più belle di Ibiza
place | it | - | Storia del Cremlino di Kazan
brand | it | - | Conviene comprare azioni Xiaomi?
brand | it | - | Perché il Bimby costa così tanto?
brand | it | - | Quanto costa un posto con più spazio su Lufthansa?
topic | it | - | Cos'è il glaucoma?
topic | it | - | Come agisce la metformina?
topic | it | - | Cos'è la leishmaniosi e come si trasmette?
stem | it | - | Chi sono i nuotatori più veloci della storia?
stem | it | - | Come smaltano la porcellana i ceramisti?
function | it | - | Il signor tal dei tali: da dove viene l'espressione?
function | it | - | Quanti sono tremila metri in miglia?
generic | it | - | Scrivi un haiku sull'autunno
generic | it | - | Qual è la capitale dell'Australia?
generic | it | - | Come converto un PDF in Word?
idiom | it | - | Cosa vuol dire "essere in scacco"?
idiom | it | - | Cosa significa "qui gatta ci cova"?
mixed | it | - | Come si dice "scacco matto" in russo?
mixed | it | - | Cosa vuol dire "qué tal" in spagnolo?
direct | it | Lev visit; son Lev; Lev epilepsy | Che documenti servono a Lev per il visto Schengen a Pasqua?
direct | it | Conga vacuum; dog Canela; Canela leishmaniasis; Canela walks | Il robot aspirapolvere si incastra sempre nella cuccia del cane, come evito?
name | it | - | Quali opere ha progettato Santiago Calatrava a Valencia?
name | it | - | Chi ha scritto Ventimila leghe sotto i mari?
place | it | - | Cosa vedere a Belgrado in due giorni?
direct | it | music; opera | Consigliami una registrazione della Quinta di Šostakovič
`;
