// The blind aboutness set's German, French, Spanish, Portuguese, Russian and Italian questions (line format
// and categories: blindQuestionsEnZh.ts).

export const BLIND_EUROPE_LINES = `
direct | de | Hamburg | Welches Restaurant in Altona kannst du mir empfehlen?
direct | de | Hamburg;Marie | Wo kann ich in Hamburg am Wochenende mit meiner Tochter hin?
direct | de | Marie | Was schenke ich meiner Tochter zum fünften Geburtstag?
direct | de | Puma | Welche Puma-Laufschuhe soll ich mir als Nächstes kaufen?
direct | de | Jupiter | Mein Hund Jupiter bellt nachts, was soll ich tun?
direct | de | Jupiter | Wie oft sollte ich Jupiter entwurmen?
direct | de | Gartenhaus | Welches Holz eignet sich für mein Gartenhaus?
direct | de | Gartenhaus | Hilf mir, das Fundament für das Gartenhaus zu planen.
direct | de | Weizenbier | Welches Weizenbier empfiehlst du mir zum Grillen?
direct | de | Zöliakie | Kannst du mir ein Rezept für Pfannkuchen geben, das ich trotz Zöliakie essen darf?
direct | de | Zöliakie | Welche Nudeln kann ich glutenfrei essen?
direct | de | Trello | Wie organisiere ich meine Boards in Trello besser?
direct | de | Steuerberater | Wie kann ich als Steuerberater mehr Mandanten gewinnen?
place | de | - | Wann wurde der Hamburger Hafen gegründet?
place | de | - | Welche Rolle spielte Hamburg in der Hanse?
name | de | - | Wer war Marie Curie?
name | de | - | Wie groß ist der Jupiter im Vergleich zur Erde?
name | de | - | Welche Monde hat Jupiter?
homograph | de | - | Wo leben Pumas in freier Wildbahn?
brand | de | - | Wer hat die Firma Puma gegründet?
brand | de | - | Wer hat Trello entwickelt?
topic | de | - | Woher kommt das Weizenbier ursprünglich?
topic | de | - | Was ist Zöliakie und wie wird sie festgestellt?
topic | de | - | Wie wird man in Deutschland Steuerberater?
stem | de | - | Wie viel Weizen produziert Deutschland pro Jahr?
subword | de | - | Wie alt ist das älteste Haus in Europa?
generic | de | - | Was essen die Deutschen typischerweise zum Frühstück?
function | de | - | Warum ist die Banane krumm?
function | de | - | Wer hat das Auto erfunden?
function | de | - | Was ist ein Gift und wie wirkt es?
personal_none | de | - | Hilf mir, einen Brief an meinen Vermieter zu schreiben.
personal_none | de | - | Welches Buch soll ich als Nächstes lesen?
personal_none | de | - | Ich möchte Gitarre lernen, wie fange ich an?
direct | fr | Toulouse | Quel marché de Toulouse me conseilles-tu pour samedi ?
direct | fr | Toulouse | Trouve-moi une balade à faire près de chez moi à Toulouse.
direct | fr | Caramel | Mon chat Caramel vomit souvent, que dois-je faire ?
direct | fr | Caramel | Quelle litière choisir pour mon chat ?
direct | fr | comté | Avec quel vin servir mon comté préféré ?
direct | fr | bande dessinée | Quel logiciel de dessin me conseilles-tu pour ma bande dessinée ?
direct | fr | bande dessinée | Aide-moi à écrire le prochain chapitre de ma bande dessinée.
direct | fr | Martin | Quel sport proposer à mon fils Martin ?
direct | fr | Renault | Ma Renault Zoé perd de l'autonomie en hiver, que faire ?
direct | fr | vélo | Quel antivol acheter pour mon vélo ?
direct | fr | migraine | J'ai encore une migraine, comment me détendre ce soir sans écran ?
direct | fr | opéra | Quel opéra me recommandes-tu de voir cette saison ?
place | fr | - | Quand Toulouse est-elle devenue la capitale de l'aéronautique ?
place | fr | - | Qui a construit la basilique Saint-Sernin de Toulouse ?
homograph | fr | - | Comment faire un caramel au beurre salé ?
homograph | fr | - | Qu'est-ce qu'un comté en Angleterre ?
name | fr | - | Qui était saint Martin de Tours ?
name | fr | - | Qui était Martin Luther King ?
topic | fr | - | Comment fabrique-t-on le comté dans le Jura ?
topic | fr | - | Qui a inventé la bande dessinée ?
topic | fr | - | Qui a inventé le vélo ?
topic | fr | - | Quelle est la différence entre migraine et céphalée ?
topic | fr | - | Qui a composé le premier opéra ?
brand | fr | - | Quand Louis Renault a-t-il fondé son entreprise ?
function | fr | - | Quelle est la capitale du Canada ?
function | fr | - | Pourquoi le ciel est-il bleu ?
generic | fr | - | Que mangent les Français au petit-déjeuner ?
generic | fr | - | Combien d'heures par semaine travaille-t-on en France ?
personal_none | fr | - | Aide-moi à rédiger une lettre de motivation.
personal_none | fr | - | Je veux apprendre le piano, par où commencer ?
personal_none | fr | - | Donne-moi une idée de cadeau pour un collègue.
direct | es | Sevilla | ¿Qué le llevo a mi familia cuando vaya a Sevilla?
direct | es | Canela | Mi gata Canela no quiere comer, ¿qué hago?
direct | es | Canela | ¿Qué juguetes me recomiendas para Canela?
direct | es | tenis | Recomiéndame una raqueta de tenis para mi nivel.
direct | es | tenis | ¿Cómo mejoro mi revés para el partido del martes?
direct | es | app de recetas | ¿Qué base de datos uso para mi app de recetas?
direct | es | Paloma | ¿Qué regalo le hago a mi hija Paloma?
direct | es | SEAT | Mi SEAT hace un ruido raro al frenar, ¿qué puede ser?
direct | es | marisco | ¿Qué puedo pedir en un restaurante gallego con mi alergia?
direct | es | oposiciones | Hazme un plan de estudio para las oposiciones.
direct | es | rioja | ¿Qué vino me recomiendas para la cena de esta noche?
place | es | - | ¿Cuándo se construyó la Giralda de Sevilla?
place | es | - | ¿Qué pasó en la Exposición Universal de Sevilla de 1992?
place | es | - | ¿Qué es La Rioja y dónde está?
homograph | es | - | ¿De dónde viene la canela?
homograph | es | - | ¿La canela baja el azúcar en sangre?
homograph | es | - | ¿Qué simboliza la paloma de la paz?
homograph | es | - | ¿Cómo funciona una receta médica electrónica?
name | es | - | ¿Quién es Paloma Picasso?
topic | es | - | ¿Quién inventó el tenis?
topic | es | - | ¿Cuánto tiempo dura el marisco en la nevera?
brand | es | - | ¿Cuándo se fundó SEAT?
function | es | - | ¿Por qué el cielo es azul?
function | es | - | ¿Quién escribió Don Quijote de la Mancha?
generic | es | - | ¿Qué comen los españoles los domingos?
personal_none | es | - | Ayúdame a escribir mi currículum.
personal_none | es | - | ¿Qué serie me recomiendas ver?
personal_none | es | - | Quiero aprender a nadar, ¿por dónde empiezo?
direct | pt | Porto | Qual restaurante no Porto você me recomenda para um jantar especial?
direct | pt | Saturno | Meu cachorro Saturno não para de latir, o que eu faço?
direct | pt | Saturno | Que ração é melhor para o Saturno?
direct | pt | surf | Qual prancha de surf devo comprar para mim?
direct | pt | surf | Me ajude a escolher a melhor praia para surfar neste fim de semana.
direct | pt | loja de artesanato | Como aumento as vendas da minha loja online?
direct | pt | Beatriz | O que dou de presente para minha esposa?
direct | pt | açaí | Me dá uma receita de tigela de açaí.
direct | pt | hipertensão | Quais temperos posso usar para cozinhar sem sal?
direct | pt | fado | Recomende-me uma casa de fado para ir hoje.
place | pt | - | Quando foi construída a Ponte Dom Luís I no Porto?
homograph | pt | - | Qual é o maior porto do Brasil?
topic | pt | - | Como é feito o vinho do Porto?
name | pt | - | Quantos anéis tem Saturno?
name | pt | - | Quem foi Saturno na mitologia romana?
name | pt | - | Quem foi Beatriz na Divina Comédia?
topic | pt | - | Quem inventou a prancha de surf?
topic | pt | - | Qual é a origem do açaí?
topic | pt | - | O que causa a hipertensão?
topic | pt | - | Qual é a história do fado?
function | pt | - | Qual é a capital da Austrália?
function | pt | - | Por que o mar é salgado?
generic | pt | - | O que os brasileiros comem no fim de semana?
personal_none | pt | - | Me ajude a escrever um e-mail para o meu chefe.
personal_none | pt | - | Quero aprender violão, como começo?
personal_none | pt | - | Que livro você me recomenda?
direct | ru | Казань | Куда мне сходить в Казани в эти выходные?
direct | ru | Марс | Мой кот Марс царапает мебель, что делать?
direct | ru | Марс | Какой корм выбрать для Марса?
direct | ru | хоккей | Посоветуй мне клюшку для хоккея.
direct | ru | диплом | Помоги мне написать введение к диплому.
direct | ru | диплом | Как мне построить структуру своего диплома о нейросетях?
direct | ru | Вера | Что подарить моей дочери Вере на день рождения?
direct | ru | Лада | Моя Лада плохо заводится зимой, что проверить?
direct | ru | орехи | Какой десерт мне приготовить без орехов?
direct | ru | баня | Как мне правильно париться в бане?
place | ru | - | Когда Казань вошла в состав России?
place | ru | - | Кто построил Казанский кремль?
name | ru | - | Сколько времени лететь до Марса?
name | ru | - | Есть ли вода на Марсе?
name | ru | - | Кто такая Вера Засулич?
homograph | ru | - | Что такое вера в философии?
topic | ru | - | Кто изобрёл хоккей?
brand | ru | - | Когда был выпущен первый автомобиль Лада?
topic | ru | - | Какие орехи самые полезные?
topic | ru | - | Какова история русской бани?
function | ru | - | Почему небо голубое?
function | ru | - | Что такое фотосинтез?
generic | ru | - | Что обычно едят русские на завтрак?
personal_none | ru | - | Помоги мне написать резюме.
personal_none | ru | - | Какой фильм мне посмотреть сегодня?
personal_none | ru | - | Я хочу научиться плавать, с чего начать?
direct | it | Torino | Che museo mi consigli di visitare a Torino questo sabato?
direct | it | Biscotto | Il mio cane Biscotto tira al guinzaglio, cosa posso fare?
direct | it | Biscotto | Che crocchette mi consigli per Biscotto?
direct | it | risotto | Dammi una variante del mio risotto per la cena di stasera.
direct | it | tesi | Aiutami a scrivere l'introduzione della mia tesi.
direct | it | Francesco | Cosa posso regalare a mio figlio Francesco?
direct | it | Vespa | La mia Vespa non parte, cosa controllo?
direct | it | ginocchio | Suggeriscimi un allenamento che non mi carichi il ginocchio.
direct | it | moka | Come pulisco la mia moka?
place | it | - | Quando Torino è stata capitale d'Italia?
place | it | - | Chi ha costruito la Mole Antonelliana di Torino?
homograph | it | - | Come si fanno i biscotti al burro?
homograph | it | - | Perché la puntura di vespa fa male?
homograph | it | - | Cos'è una tesi in filosofia?
name | it | - | Chi era San Francesco d'Assisi?
name | it | - | Quando è stato eletto Papa Francesco?
brand | it | - | Chi ha progettato la prima Vespa Piaggio?
topic | it | - | Chi ha inventato la moka?
topic | it | - | Qual è l'origine del risotto alla milanese?
function | it | - | Perché il cielo è azzurro?
function | it | - | Chi ha scritto la Divina Commedia?
generic | it | - | Cosa mangiano gli italiani a colazione?
personal_none | it | - | Aiutami a scrivere una lettera di presentazione.
personal_none | it | - | Che libro mi consigli di leggere?
personal_none | it | - | Voglio imparare a nuotare, da dove comincio?
direct | de | Jupiter | Welches Futter empfiehlst du für meinen Hund?
direct | de | Puma | Ich brauche neue Laufschuhe, welche passen zu mir?
stem | de | - | Was ist der Unterschied zwischen Bier und Wein bei der Gärung?
place | de | - | Wie viele Einwohner hat Altona?
function | de | - | Wie funktioniert ein Chat im Internet?
direct | fr | Martin | Mon fils s'ennuie le mercredi, tu as des idées d'activités pour lui ?
place | fr | - | Combien d'habitants compte Toulouse ?
function | fr | - | Qui a écrit Le Petit Prince ?
stem | fr | - | Qu'est-ce que le travail des enfants au XIXe siècle ?
direct | es | Sevilla | Recomiéndame un sitio para cenar con mi familia en Sevilla.
direct | es | Paloma | ¿Qué actividades extraescolares le convienen a mi hija?
name | es | - | ¿Por qué las palomas mueven la cabeza al caminar?
topic | es | - | ¿Quién inventó la aplicación de recetas más famosa?
function | es | - | ¿Cuál es la capital de Chile?
direct | pt | Porto | Onde posso correr perto de casa no Porto?
direct | pt | Beatriz | Me ajude a planejar um jantar romântico para a Beatriz.
direct | pt | fado | Que disco de fado você me recomenda?
name | pt | - | Quem foi Beatriz de Portugal?
stem | pt | - | O que é a música clássica barroca?
generic | pt | - | Por que o sal faz mal à saúde?
direct | ru | Казань | Посоветуй мне кафе в Казани для работы.
direct | ru | Вера | Помоги мне выбрать кружок для дочери.
direct | ru | хоккей | Как мне улучшить бросок в хоккее?
brand | ru | - | Кто основал АвтоВАЗ, где делают Ладу?
topic | ru | - | Кто придумал нейросети?
generic | ru | - | Почему спорт полезен для здоровья?
direct | it | Torino | Dove posso mangiare bene vicino a casa mia a Torino?
direct | it | tesi | Come posso organizzare i capitoli della mia tesi di architettura?
direct | it | risotto | Che vino abbino al mio risotto?
direct | it | Vespa | Che casco mi consigli per girare in scooter?
name | it | - | Chi era Francesco Petrarca?
topic | it | - | Chi ha inventato lo scooter?
stem | it | - | Come si cura una corsa al ginocchio nei cavalli?
generic | it | - | Perché il caffè fa bene?
function | it | - | Che cosa è la fotosintesi?
`;
