// The sixteenth blind aboutness set's questions in German, French, Spanish, Portuguese, Russian and Italian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const SIXTEENTH_DE_LINES = `
direct | de | Hamburg importer | Schreib Herrn Vogel eine Mail, dass die Frühjahrslieferung zwei Wochen später kommt
direct | de | Hamburg importer | Herr Vogel will Rabatt auf 600 Flaschen, was soll ich ihm anbieten?
direct | de | ProWein; ProWein stand | Was muss ich für unseren Gemeinschaftsstand auf der ProWein noch erledigen?
direct | de | ProWein; ProWein stand | Hotel in Düsseldorf während der ProWein, wo sollte ich buchen?
direct | de | sake judge | Worauf achte ich als Juror beim Sake-Wettbewerb in München dieses Jahr?
direct | de | gout; no beer; no Weissbier | Was kann ich in München trinken statt Weißbier, wegen meiner Gicht?
direct | de | gout; no beer; no Weissbier | Darf ich mit Febuxostat ab und zu ein Glas Wein trinken?
direct | de | blood pressure | Ich nehme Amlodipin, darf ich in die Sauna?
direct | de | hay fever | Mein Heuschnupfen beginnt im Februar, wann sollte ich mit Bilastin anfangen?
direct | de | dog Daifuku; Daifuku allergy; Daifuku walks | Mein Shiba kratzt sich dauernd, was hilft außer Apoquel?
direct | de | cat Totò; Toto stones | Darf Totò ab und zu normales Katzenfutter fressen?
direct | de | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Meine Tochter braucht ein neues Asthmaspray in Frankreich, wie geht das?
direct | de | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | Mein Sohn kommt morgens wegen seiner Kreislaufstörung nicht aus dem Bett, was tun?
direct | de | father-in-law Dante; Dante levodopa; Bologna calls | Mein Schwiegervater hat Parkinson, welche Übungen helfen ihm?
direct | de | mother Fumiko; Fumiko diabetes; Fumiko clinic | Meine Mutter hat Diabetes, was soll sie im Winter beachten?
direct | de | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | Geschenkideen für meine Frau zum Geburtstag im Juni
direct | de | kimoto; kimoto book | Erklär unser Kimoto-Verfahren auf Deutsch für einen Händler
direct | de | IWC gold | Schreib einen deutschen Text über unsere IWC-Goldmedaille für die Website
direct | de | Italy export; Hamburg importer | Wie verzolle ich Sake für die EU, wenn ich nach Italien exportiere?
direct | de | tank loan | Lohnt es sich, meinen Kredit für die Tanks früher zurückzuzahlen?
direct | de | Moto Guzzi | Wie oft muss ich bei meiner Guzzi die Ventile einstellen?
direct | de | fly fishing | Welche Fliege nehme ich im Mai für Saiblinge in Uonuma?
direct | de | Burgundy wine | Empfiehl mir einen Gevrey-Chambertin unter 60 Euro
direct | de | jazz records | Welche Miles-Davis-Platte fehlt noch in meiner Sammlung?
direct | de | shogi | Wie komme ich bei Shogi Wars vom dritten auf den vierten Dan?
implicit | de | gout; no beer; no Weissbier | Der große Zeh ist wieder dick und rot, ausgerechnet vor der Messe
implicit | de | ProWein; ProWein stand; Hamburg importer | Die Preisliste in Euro muss bis März fertig sein
personal_none | de | - | Ich brauche eine neue Winterjacke
personal_none | de | - | Wie entkalke ich meine Kaffeemaschine?
personal_none | de | - | Hilf mir, eine Absage für ein Vorstellungsgespräch zu schreiben
personal_none | de | - | Mein WLAN ist abends so langsam
homograph | de | - | Welcher Vogel singt am frühesten am Morgen?
homograph | de | - | Woher kommt der Name des Hamburger?
homograph | de | - | Was bedeutet das Wort Stand in der Physik?
idiom | de | - | Was bedeutet "den Vogel abschießen"?
idiom | de | - | Was heißt "die Katze im Sack kaufen"?
idiom | de | - | Woher kommt "Hopfen und Malz verloren"?
name | de | - | Wer war Hans-Jochen Vogel?
name | de | - | Was hat Dante Alighieri in Florenz gemacht?
name | de | - | Wie viele Titel hat Sota Fujii?
place | de | - | Was kann man in Düsseldorf an einem Tag sehen?
place | de | - | Wie alt ist der Hamburger Hafen?
place | de | - | Was ist das Oktoberfest in München?
place | de | - | Sehenswürdigkeiten in Bologna
brand | de | - | Ist Moto Guzzi eine gute Motorradmarke?
brand | de | - | Subaru Forester oder Toyota RAV4?
brand | de | - | Wie gut ist die Kamera im Pixel 9?
topic | de | - | Was ist Gicht?
topic | de | - | Wie wird Sake gebraut?
topic | de | - | Was ist die ProWein?
topic | de | - | Was ist Parkinson?
subword | de | - | Wie funktioniert ein Feuerwerk?
subword | de | - | Was ist ein Vogelbeerbaum?
function | de | - | Wann benutzt man "dass" und wann "das"?
stem | de | - | Welche Brauereien gibt es in Bamberg?
stem | de | - | Wie lange lebt ein Hund im Durchschnitt?
generic | de | - | Wie hoch ist die Inflation in Deutschland?
mixed | de | - | Was heißt "Kampai" auf Deutsch?
`;

export const SIXTEENTH_FR_LINES = `
direct | fr | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Écris un message d'anniversaire en français pour ma fille Hana
direct | fr | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Le loyer de Hana à Dijon augmente, combien ça fait en yens ?
direct | fr | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Qu'est-ce que ma fille doit emporter pour les vendanges en Côte de Nuits ?
direct | fr | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Ma fille a besoin d'un nouvel inhalateur de Ventoline, comment faire en France ?
direct | fr | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Un cadeau pour Claire, la colocataire de ma fille ?
direct | fr | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Quel master d'œnologie après la licence pour Hana ?
direct | fr | Epoisses; daughter Hana | Quel saké servir avec l'Époisses que Hana m'a fait découvrir ?
direct | fr | Burgundy wine | Un bon Gevrey-Chambertin pour moi à moins de 60 euros ?
direct | fr | Hana yeast; daughter Hana | Notre saké à la levure de vin avec Hana : quelle levure choisir ?
direct | fr | gout; no beer; no Weissbier | J'ai une crise de goutte, je peux quand même goûter du vin à Dijon ?
direct | fr | blood pressure | Je prends de l'amlodipine, est-ce que je peux boire du pamplemousse ?
direct | fr | dog Daifuku; Daifuku allergy; Daifuku walks | Mon chien a des démangeaisons tout l'été, que faire en plus de l'Apoquel ?
direct | fr | cat Totò; Toto stones | Mon chat a eu des calculs, combien doit-il boire par jour ?
direct | fr | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | Mon fils n'arrive pas à se lever le matin, comment l'aider ?
direct | fr | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | Idée de dîner pour mon anniversaire de mariage le 3 octobre
direct | fr | father-in-law Dante; Dante levodopa; Bologna calls | Mon beau-père a Parkinson, comment l'aider de loin ?
direct | fr | mother Fumiko; Fumiko diabetes; Fumiko clinic | Ma mère diabétique vit seule, comment la surveiller à distance ?
direct | fr | kimoto; kimoto book | Présente notre méthode kimoto en français pour un caviste
direct | fr | IWC gold | Rédige un communiqué sur notre médaille d'or à l'IWC
direct | fr | Italy export; ProWein | Comment exporter notre saké en France après la ProWein ?
direct | fr | tank loan | Dois-je rembourser plus tôt mon prêt pour les cuves ?
direct | fr | Moto Guzzi | Comment hiverner ma Moto Guzzi V7 ?
direct | fr | Camino; learning Spanish | Combien de temps pour faire le Camino avec ma femme ?
implicit | fr | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | La colocataire part en juin, il faudra trouver quelqu'un d'autre pour le studio
implicit | fr | gout; no beer; no Weissbier | Le gros orteil est encore rouge et gonflé ce matin
personal_none | fr | - | J'ai besoin de nouvelles lunettes de soleil
personal_none | fr | - | Aide-moi à écrire une lettre de réclamation à ma banque
personal_none | fr | - | Mon ordinateur est très lent, que faire ?
personal_none | fr | - | Que cuisiner ce soir avec des poireaux ?
homograph | fr | - | Qu'est-ce qu'une fleur de sel ?
homograph | fr | - | Pourquoi la moutarde de Dijon pique-t-elle le nez ?
homograph | fr | - | Qu'est-ce qu'une levure chimique ?
idiom | fr | - | Que veut dire "avoir un chat dans la gorge" ?
idiom | fr | - | Que signifie "mettre de l'eau dans son vin" ?
idiom | fr | - | D'où vient "il fait un froid de canard" ?
name | fr | - | Qui était Dante et pourquoi est-il célèbre ?
name | fr | - | Quel est le meilleur album de Miles Davis ?
name | fr | - | Qui est Claire Chazal ?
place | fr | - | Que voir à Dijon en un week-end ?
place | fr | - | Quels sont les grands crus de la Côte de Nuits ?
place | fr | - | Comment aller de Lyon à Dijon en train ?
place | fr | - | Que visiter à Niigata ?
brand | fr | - | La Subaru Forester est-elle fiable ?
brand | fr | - | Fujifilm X100VI : vaut-il son prix ?
brand | fr | - | Ventoline ou Bricanyl, quelle différence ?
topic | fr | - | Qu'est-ce que la goutte ?
topic | fr | - | Comment fabrique-t-on le saké ?
topic | fr | - | Qu'est-ce que l'œnologie ?
topic | fr | - | Comment se déroulent les vendanges en Bourgogne ?
subword | fr | - | Qu'est-ce qu'un feu d'artifice ?
subword | fr | - | D'où vient le mot "chatouille" ?
function | fr | - | Quand utiliser "dont" et "duquel" ?
stem | fr | - | Comment devenir vigneron en France ?
stem | fr | - | Quelle est la durée de vie d'un chat ?
generic | fr | - | Quel temps fera-t-il demain à Paris ?
mixed | fr | - | Que veut dire "kanpai" en français ?
`;

export const SIXTEENTH_ES_LINES = `
direct | es | Camino; learning Spanish | ¿Qué ruta del Camino de Santiago nos conviene a Chiara y a mí?
direct | es | Camino; learning Spanish | ¿En qué mes es mejor hacer el Camino cuando me jubile?
direct | es | Camino; learning Spanish | ¿Cuántos kilómetros al día puedo caminar a mis 54 años en el Camino?
direct | es | learning Spanish; Camino | ¿Cómo puedo practicar español entre mis clases de los jueves?
direct | es | learning Spanish | Corrígeme esta frase: "yo estoy toji en una bodega de sake"
direct | es | gout; no beer; no Weissbier | Tengo gota, ¿qué tapas puedo comer en España?
direct | es | blood pressure | ¿La amlodipina me da calor en los pies?
direct | es | hay fever | Mi alergia al polen de cedro empieza en febrero, ¿qué hago?
direct | es | dog Daifuku; Daifuku allergy; Daifuku walks | Mi perro shiba se rasca mucho, ¿qué champú le compro?
direct | es | cat Totò; Toto stones | ¿Cómo hago que mi gato beba más agua por sus cálculos?
direct | es | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | ¿Cómo envío dinero a mi hija en Francia sin comisiones?
direct | es | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | Mi hijo no puede levantarse por la mañana, ¿qué puedo hacer?
direct | es | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | Regalo de cumpleaños para mi esposa italiana
direct | es | father-in-law Dante; Dante levodopa; Bologna calls | Mi suegro tiene párkinson, ¿qué ejercicios le ayudan?
direct | es | mother Fumiko; Fumiko diabetes; Fumiko clinic | Mi madre tiene diabetes, ¿qué desayuno le conviene?
direct | es | kimoto; kimoto book | Explica en español nuestro método kimoto
direct | es | Italy export | Escribe un correo a un distribuidor italiano para nuestro sake
direct | es | Moto Guzzi | ¿Cada cuánto cambio el aceite de mi Moto Guzzi?
direct | es | fly fishing | ¿Qué mosca uso para truchas en primavera en los ríos de Uonuma?
direct | es | NISA | ¿Debo subir mi aportación mensual al fondo indexado?
implicit | es | Camino; learning Spanish | Ya compramos las botas para Santiago, ahora falta entrenar
implicit | es | gout; no beer; no Weissbier | El dedo gordo otra vez hinchado y rojo
personal_none | es | - | Necesito unas zapatillas nuevas para correr
personal_none | es | - | Ayúdame a escribir una carta de renuncia
personal_none | es | - | Mi móvil se calienta mucho, ¿por qué?
personal_none | es | - | ¿Qué película veo esta noche?
homograph | es | - | ¿Qué significa "flor de un día"?
homograph | es | - | ¿Qué es un camino real en la historia de España?
idiom | es | - | ¿De dónde viene la expresión "dar gato por liebre"?
idiom | es | - | ¿Qué significa "perro ladrador, poco mordedor"?
idiom | es | - | ¿De dónde viene "estar en la luna"?
name | es | - | ¿Por qué Dante Alighieri fue exiliado de Florencia?
name | es | - | ¿Cuándo murió Miles Davis?
name | es | - | ¿Quién es Paulo Coelho?
place | es | - | ¿Qué ver en Santiago de Compostela?
place | es | - | ¿Cómo es Bolonia para estudiar?
place | es | - | ¿Qué comer en Oporto?
brand | es | - | ¿Es fiable la Subaru Forester?
brand | es | - | ¿Qué tal el Google Pixel 8?
brand | es | - | ¿Cuánto cuesta una Moto Guzzi nueva?
topic | es | - | ¿Qué es la gota?
topic | es | - | ¿Cómo se hace el sake?
topic | es | - | ¿Qué es la credencial del peregrino?
topic | es | - | ¿Qué es el párkinson?
subword | es | - | ¿Qué es un floreo en el flamenco?
subword | es | - | ¿Qué es el perrito caliente y de dónde viene?
function | es | - | ¿Cuándo se usa "sino" y cuándo "si no"?
stem | es | - | ¿Cuánto vive un gato?
stem | es | - | ¿Qué bodegas se pueden visitar en La Rioja?
generic | es | - | ¿Cuál es el río más largo de Europa?
mixed | es | - | ¿Cómo se dice "salud" en japonés?
`;

export const SIXTEENTH_PT_LINES = `
direct | pt | coach Paulo; son Daichi | Escreve uma mensagem de agradecimento ao Paulo, o treinador do meu filho
direct | pt | churrasco; coach Paulo | Que saquê levo para o churrasco do Paulo este verão?
direct | pt | churrasco; coach Paulo | Que petiscos japoneses combinam com churrasco para o time?
direct | pt | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | O meu filho quer ser receptor titular, como pode treinar em casa?
direct | pt | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | O Daichi não consegue levantar de manhã, o que o treinador deve saber?
direct | pt | Porto trip | Quero voltar ao Porto com a família, que caves não visitámos em 2018?
direct | pt | gout; no beer; no Weissbier | Com gota, posso comer picanha no churrasco?
direct | pt | blood pressure | Tomo anlodipino, posso tomar café?
direct | pt | dog Daifuku; Daifuku allergy; Daifuku walks | O meu shiba coça muito no verão, o que fazer?
direct | pt | cat Totò; Toto stones | O meu gato já teve cálculos, que ração devo dar?
direct | pt | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Como mando dinheiro para a minha filha na França?
direct | pt | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | Ideia de presente para a minha esposa italiana
direct | pt | mother Fumiko; Fumiko diabetes; Fumiko clinic | A minha mãe tem diabetes, que lanche ela pode comer?
direct | pt | kimoto; kimoto book | Explica o nosso método kimoto em português
direct | pt | Moto Guzzi | Como guardo a minha Moto Guzzi no inverno?
direct | pt | tank loan | Vale a pena amortizar já o empréstimo dos tanques?
direct | pt | Italy export | Escreve um e-mail para um distribuidor italiano do nosso saquê
implicit | pt | churrasco; coach Paulo | O time vai fazer aquele churrasco de novo em agosto
implicit | pt | gout; no beer; no Weissbier | O dedão do pé está inchado outra vez
personal_none | pt | - | Preciso de uma mochila nova
personal_none | pt | - | Ajuda-me a escrever um e-mail ao senhorio
personal_none | pt | - | O meu computador não liga, o que faço?
personal_none | pt | - | Que série vejo este fim de semana?
homograph | pt | - | O que é uma flor de lótus?
homograph | pt | - | O que é vinho do Porto e como se faz?
idiom | pt | - | O que significa "quem não tem cão caça com gato"?
idiom | pt | - | O que significa "pisar no tomate"?
idiom | pt | - | O que quer dizer "engolir sapos"?
name | pt | - | Quem é Paulo Coelho?
name | pt | - | Em que ano Dante Alighieri morreu?
name | pt | - | Quem é o jogador Paulo Henrique Ganso?
place | pt | - | Por que Oizumi tem tantos brasileiros?
place | pt | - | O que ver no Porto em dois dias?
place | pt | - | Como é Niigata no inverno?
brand | pt | - | A Subaru Forester vale a pena?
brand | pt | - | A Mizuno é uma boa marca de tênis?
brand | pt | - | O Google Pixel é bom?
topic | pt | - | O que é a gota?
topic | pt | - | Como se faz o saquê?
topic | pt | - | Como funciona o beisebol?
topic | pt | - | Como se faz um bom churrasco gaúcho?
subword | pt | - | O que é um florete na esgrima?
subword | pt | - | O que é o gatilho de uma arma?
function | pt | - | Quando usar "por que" e "porque"?
stem | pt | - | Quanto tempo vive um cachorro?
stem | pt | - | Quais são as caves mais antigas de Gaia?
generic | pt | - | Qual é a capital do Canadá?
mixed | pt | - | Como se diz "saúde" em japonês?
`;

export const SIXTEENTH_RU_LINES = `
direct | ru | friend Igor | Напиши поздравление с Новым годом моему другу Игорю на Сахалин
direct | ru | friend Igor | Игорь зовёт в гости в Южно-Сахалинск, как туда добраться из Ниигаты?
direct | ru | Tolstoy | Что почитать у Толстого после «Анны Карениной»?
direct | ru | Vladivostok ride; Moto Guzzi | Сколько дней ехать на мотоцикле от Владивостока до Байкала?
direct | ru | Vladivostok ride; Moto Guzzi | Какие документы нужны, чтобы ввезти мой мотоцикл во Владивосток?
direct | ru | gout; no beer; no Weissbier | У меня подагра, что можно есть на русском застолье?
direct | ru | blood pressure | Я пью амлодипин, можно ли мне в баню?
direct | ru | hay fever | Как пережить сезон пыльцы кедра, если я работаю на складе?
direct | ru | dog Daifuku; Daifuku allergy; Daifuku walks | Мой сиба всё время чешется, что делать?
direct | ru | cat Totò; Toto stones | У моего кота были камни, сколько ему нужно пить?
direct | ru | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Как перевести деньги дочери во Францию дешевле?
direct | ru | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | Сын не может утром встать с кровати, как ему помочь?
direct | ru | father-in-law Dante; Dante levodopa; Bologna calls | У тестя болезнь Паркинсона, как помочь ему из Японии?
direct | ru | mother Fumiko; Fumiko diabetes; Fumiko clinic | У мамы диабет, что ей есть на завтрак?
direct | ru | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | Что подарить жене-итальянке на день рождения?
direct | ru | kimoto; kimoto book | Объясни по-русски наш метод кимото
direct | ru | Italy export | Напиши письмо итальянскому дистрибьютору о нашем сакэ
direct | ru | shogi | Как мне подняться с третьего на четвёртый дан в сёги?
implicit | ru | friend Igor | Игорь опять прислал фото рыбы с Сахалина
implicit | ru | gout; no beer; no Weissbier | Большой палец ноги опять распух и горит
personal_none | ru | - | Мне нужна новая зимняя шапка
personal_none | ru | - | Помоги написать письмо соседу про шум
personal_none | ru | - | Мой ноутбук сильно греется
personal_none | ru | - | Что приготовить на ужин из гречки?
homograph | ru | - | Что такое собачий вальс?
homograph | ru | - | Почему цветок называют цветком?
idiom | ru | - | Откуда взялось выражение «кот наплакал»?
idiom | ru | - | Что значит «не в своей тарелке»?
idiom | ru | - | Что значит «вот где собака зарыта»?
name | ru | - | Кто такой Игорь Стравинский?
name | ru | - | Сколько детей было у Льва Толстого?
name | ru | - | О чём «Божественная комедия» Данте?
place | ru | - | Что посмотреть во Владивостоке?
place | ru | - | Какая глубина у Байкала?
place | ru | - | Что интересного на Сахалине?
brand | ru | - | Надёжна ли Subaru Forester?
brand | ru | - | Хороший ли телефон Google Pixel?
topic | ru | - | Почему подагру называют болезнью королей?
topic | ru | - | Как делают сакэ?
topic | ru | - | Что такое сёги?
topic | ru | - | Чем болезнь Паркинсона опасна?
subword | ru | - | Что такое цветная металлургия?
subword | ru | - | Как устроен котёл отопления?
function | ru | - | Когда писать «не» слитно?
stem | ru | - | Сколько живут кошки?
stem | ru | - | Как ловить рыбу зимой?
generic | ru | - | Какое население России?
mixed | ru | - | Как по-японски «на здоровье»?
`;

export const SIXTEENTH_IT_LINES = `
direct | it | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | Scrivi un biglietto d'auguri per il compleanno di Chiara
direct | it | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | Chiara vuole tornare all'Arena di Verona: quale opera di Verdi vediamo quest'estate?
direct | it | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | Che vino giapponese abbino ai tortellini di Chiara?
direct | it | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | Un regalo per il nostro anniversario di matrimonio
direct | it | father-in-law Dante; Dante levodopa; Bologna calls | Come sta andando la levodopa di Dante? Che effetti collaterali controllare?
direct | it | father-in-law Dante; Dante levodopa; Bologna calls | Mio suocero ha il Parkinson: che esercizi può fare a casa?
direct | it | father-in-law Dante; Dante levodopa; Bologna calls | A che ora è la videochiamata con Dante domenica?
direct | it | father-in-law Dante; Dante levodopa; Bologna calls | La badante di mio suocero chiede un aumento, quanto è giusto?
direct | it | Italy export | Scrivi una mail a un distributore di Bologna per il nostro sake
direct | it | Italy export | Quali enoteche di Milano potrebbero vendere il nostro sake?
direct | it | Italy export; Hamburg importer | Che dazi pago per esportare sake in Italia?
direct | it | Makoto Italian | Come passo dal B1 al B2 in italiano?
direct | it | Makoto Italian | Correggi il mio italiano: "ieri sono andato al cantina per fare il koji"
direct | it | Milan years; wife Chiara | Il ristorante dove lavoravo a Milano esiste ancora?
direct | it | cat Totò; Toto stones | Totò va in bagno spesso, saranno di nuovo i calcoli?
direct | it | cat Totò; Toto stones | Il mio gatto può mangiare il tonno ogni tanto?
direct | it | dog Daifuku; Daifuku allergy; Daifuku walks | Il mio shiba si gratta tanto, cosa faccio oltre all'Apoquel?
direct | it | gout; no beer; no Weissbier | Ho la gotta: che antipasti posso mangiare a Bologna?
direct | it | blood pressure | Prendo l'amlodipina, posso bere il pompelmo?
direct | it | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Come mando soldi a mia figlia in Francia senza commissioni?
direct | it | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | Mio figlio non riesce ad alzarsi la mattina, come lo aiuto?
direct | it | mother Fumiko; Fumiko diabetes; Fumiko clinic | Mia madre ha il diabete, cosa può mangiare a colazione?
direct | it | kimoto; kimoto book | Spiega in italiano il nostro metodo kimoto
direct | it | Moto Guzzi | Quando devo fare il tagliando alla mia Guzzi V7?
direct | it | vegetable garden | Il basilico nel nostro orto fa subito i fiori, cosa faccio?
implicit | it | father-in-law Dante; Dante levodopa; Bologna calls | La badante dice che le mani tremano di più la sera
implicit | it | Italy export; wife Chiara | Sarebbe bello vedere il nostro sake in un'enoteca di Bologna
implicit | it | gout; no beer; no Weissbier | L'alluce è di nuovo gonfio e rosso
personal_none | it | - | Mi serve un nuovo paio di scarpe
personal_none | it | - | Aiutami a scrivere una mail all'amministratore per una perdita d'acqua
personal_none | it | - | Il mio computer è lentissimo, perché?
personal_none | it | - | Che serie guardo stasera?
name | it | - | Chi era Totò e quali sono i suoi film migliori?
homograph | it | - | Cos'è la pasta di mandorle?
homograph | it | - | Che differenza c'è tra arena e sabbia?
homograph | it | - | Che cos'è un fiore all'occhiello?
idiom | it | - | Cosa significa "cane non mangia cane"?
idiom | it | - | Cosa vuol dire "essere come cane e gatto"?
idiom | it | - | Da dove viene "in vino veritas"?
name | it | - | Chi è Chiara Ferragni?
name | it | - | Quali sono le opere più famose di Verdi?
name | it | - | Chi era Dante Alighieri?
place | it | - | Cosa vedere a Bologna in un giorno?
place | it | - | Quando inizia la stagione dell'Arena di Verona?
place | it | - | Cosa mangiare a Milano?
brand | it | - | La Moto Guzzi V7 è affidabile?
brand | it | - | Quanto costa una Subaru Forester in Italia?
brand | it | - | Il Google Pixel è meglio dell'iPhone?
topic | it | - | Perché la gotta colpisce di solito l'alluce?
topic | it | - | Come si fa il sake?
topic | it | - | Cos'è il morbo di Parkinson?
topic | it | - | Come si fanno i tortellini?
subword | it | - | Cos'è un gattopardo?
subword | it | - | Cos'è un fioraio?
function | it | - | Quando si usa il congiuntivo?
stem | it | - | Quanto vive un gatto?
stem | it | - | Cos'è una cantina sociale?
generic | it | - | Qual è il lago più grande d'Italia?
mixed | it | - | Come si dice "salute" in giapponese?
`;
