// The sixth blind aboutness set, French, German, Spanish, Portuguese, Russian and Italian questions, written
// before the recall rules were read. Lines: `category | language | expected subjects (;) or - | question`;
// categories as sixthQuestionsEnZh.ts says.

export const SIXTH_EUROPE_LINES = `
direct | fr | Clio coat; dog Clio; Clio muzzle | il fait 4 degrés, je mets le manteau à clio ?
direct | fr | Clio muzzle; dog Clio; Clio coat | clio peut-elle jouer sans muselière avec d'autres lévriers ?
direct | fr | dog Clio; Clio coat; Clio muzzle | ma levrette tremble la nuit, c'est normal ?
direct | fr | Iris asthma; Iris peanuts; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris drawing; Iris glasses | iris part en classe verte, je mets quoi dans son sac pour son asthme ?
direct | fr | Iris peanuts; Iris asthma; Iris drawing; Iris glasses; twins Jules and Iris | goûter d'anniversaire sans cacahuètes pour ma fille
direct | fr | Jules screens; Jules space and judo; Jules Lego; planets project; twins Jules and Iris; chess | jules veut regarder un film à 20h, je cède ?
direct | fr | Jules space and judo; Jules Lego; planets project; Jules screens; twins Jules and Iris; chess | quel cadeau pour jules qui adore l'espace ?
direct | fr | planets project; Jules space and judo; Jules screens; Jules Lego; twins Jules and Iris; chess | comment aider mon fils pour son exposé sur les planètes
direct | fr | father diabetes; father hypos; father driving; father visits | mon père a fait une hypo cette nuit, qu'est-ce que je dois surveiller ?
direct | fr | father driving; father diabetes; father visits; father hypos | papa ne peut plus conduire la nuit, comment il peut venir à lyon ?
direct | fr | father visits; car Zoe; father diabetes; father hypos; father driving | lyon annecy en zoé en hiver, je dois recharger où ?
direct | fr | car Zoe; hospital parking | ma voiture électrique perd de l'autonomie, c'est la batterie ?
direct | fr | night shifts; shift planning table; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | organise ma semaine : trois nuits, le judo du mercredi et les courses
direct | fr | night shifts; daytime sleep; tea on nights | comment tenir ma troisième nuit sans café ?
direct | fr | nurse at Herriot; ICU diploma; email drafts | écris un mail à ma cadre pour demander une formation
direct | fr | ICU diploma; nurse at Herriot | fiches de révision pour mon DU de réa
direct | fr | Ciel de Lyon; star map printing; shop Instagram; shop taxes | comment vendre plus de cartes du ciel pour la fête des mères ?
direct | fr | shop taxes; Ciel de Lyon; star map printing; shop Instagram | je dois déclarer combien à l'urssaf ce trimestre ?
direct | fr | star map printing; Ciel de Lyon; shop taxes; shop Instagram | mon imprimeur à villeurbanne augmente ses prix, je change ?
direct | fr | telescope; astrophotography; observing site | ce soir le ciel est dégagé, je sors le dobson ?
direct | fr | astrophotography; telescope; camera Nikon | mes images de saturne sont floues, que faire ?
direct | fr | astronomy club | idées d'animation pour la soirée publique du club
direct | fr | observing site; telescope | un site plus sombre que mon champ dans les monts du lyonnais ?
direct | fr | Korean lessons; TOPIK exam; tutor Min-ji | comment progresser en coréen avec une heure par semaine ?
direct | fr | Seoul trip; monthly budget; safe savings; Seoul observatory | combien on doit mettre de côté pour séoul ?
direct | fr | flat feet; 10 km race | quelles chaussures pour ma course de 10 km ?
direct | fr | 10 km race; flat feet; night shifts | plan d'entraînement pour le run in lyon avec mes gardes de nuit
direct | fr | lactose intolerance; pescatarian; no meat recipes; Emmanuel coeliac; partner Emmanuel; Emmanuel climbing; anniversary; gluten-free baking; gluten-free pizza | qu'est-ce que je cuisine ce soir pour toute la famille ?
direct | fr | Emmanuel coeliac; gluten-free baking; gluten-free pizza; partner Emmanuel; Emmanuel climbing; anniversary | une pâte à pizza sans gluten pour emmanuel
direct | fr | galettes; Emmanuel coeliac; partner Emmanuel; Emmanuel climbing; anniversary; gluten-free baking; gluten-free pizza | ma pâte à galettes est trop épaisse
direct | fr | back pain | exercices pour le dos après une nuit à tourner des patients
direct | fr | balcony garden | mes tomates cerises ne mûrissent pas sur le balcon
direct | fr | bathroom renovation; monthly budget; Seoul trip; Seoul observatory | combien coûte une douche à l'italienne pour ma salle de bain ?
direct | fr | safe savings; monthly budget; Seoul trip; Seoul observatory | je devrais ouvrir un PEA ou rester sur mon livret A ?
direct | fr | neighbour Roux; rabbit Tesla; Tesla diet | on part une semaine, que dois-je laisser à madame roux ?
direct | fr | rabbit Tesla; Tesla diet; neighbour Roux | tesla ne mange plus son foin
direct | fr | camping; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | un camping dans le vercors avec des enfants de sept ans
direct | fr | sister Chloé; Chloé job | quel décalage horaire avec ma sœur à montréal ?
direct | fr | mother Annick; from Brest | ma mère vieillit seule à brest, comment l'aider à distance ?
direct | fr | work vaccinations; nurse at Herriot | mon rappel hépatite b, c'est obligatoire pour le service ?
direct | fr | cycling commute | vélo'v ou voiture pour aller au boulot en novembre ?
direct | fr | migraine; night shifts | j'ai la migraine après chaque nuit, des idées ?
direct | fr | anniversary; partner Emmanuel; Emmanuel coeliac; Emmanuel climbing; gluten-free baking; gluten-free pizza | on fête nos dix ans le 2 juin, idée de week-end ?
direct | fr | in-laws Valencia; in-laws paella; Spanish practice; Pilar knee | qu'est-ce qu'on apporte à ses parents à valence ?
implicit | fr | Emmanuel coeliac; gluten-free baking; gluten-free pizza; partner Emmanuel; Emmanuel climbing; anniversary | un gâteau sans gluten pour un anniversaire
implicit | fr | Clio coat; dog Clio; Clio muzzle | manteau pour lévrier, quelle taille ?
mixed | fr | father diabetes; father hypos; father driving; father visits | le jeûne intermittent est-il dangereux pour un diabétique de type 1 ?
mixed | fr | night shifts; daytime sleep | le travail de nuit augmente-t-il le risque de cancer ?
direct | fr | twins Jules and Iris; Iris asthma; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris drawing; Iris peanuts; Iris glasses | et pour les enfants ?
quote | fr | Iris asthma; Korean lessons; Iris drawing; Iris peanuts; Iris glasses; twins Jules and Iris | comment on dit « ma fille a de l'asthme » en coréen ?
quote | fr | - | que veut dire « on ne voit bien qu'avec le cœur » ?
homograph | fr | - | à quoi sert l'iris de l'œil ?
homograph | fr | - | qui était clio, la muse de l'histoire ?
homograph | fr | - | la renault clio est-elle fiable ?
homograph | fr | - | c'est quoi une garde à vue ?
homograph | fr | - | qu'est-ce qu'un tesla en physique ?
name | fr | - | quel âge a emmanuel macron ?
name | fr | - | qui était jules ferry ?
name | fr | - | qui était bernard de clairvaux ?
name | fr | - | quels sont les films de chloé zhao ?
place | fr | - | pourquoi lyon est la capitale des gaules ?
place | fr | - | que s'est-il passé à brest pendant la seconde guerre mondiale ?
place | fr | - | la révolte des canuts de la croix-rousse
place | fr | - | histoire du lac d'annecy
brand | fr | - | qui a fondé orion optique ?
brand | fr | - | la zoé a-t-elle été remplacée par la r5 ?
topic | fr | - | pourquoi les lévriers de course sont-ils abandonnés ?
topic | fr | - | comment fonctionne une pompe à insuline ?
topic | fr | - | qu'est-ce que la maladie cœliaque ?
topic | fr | - | pourquoi saturne a des anneaux ?
topic | fr | - | comment devient-on infirmière en réanimation en france ?
topic | fr | - | d'où vient la galette bretonne ?
function | fr | - | pourquoi le ciel est-il bleu, car la lumière se diffuse ?
function | fr | - | quand a eu lieu la révolution française ?
stem | fr | - | qu'est-ce que le décalage vers le rouge ?
stem | fr | - | d'où vient l'expression « garder la pêche » ?
generic | fr | - | comment fonctionne l'école en france ?
generic | fr | - | quelles sont les vacances scolaires en été ?
subword | fr | - | qu'est-ce qu'une iridectomie ?
personal_none | fr | - | mon lave-vaisselle fuit, je fais quoi ?
personal_none | fr | - | j'ai mal à une dent depuis hier
personal_none | fr | - | aide-moi à choisir un aspirateur
direct | de | hut hiking | welche Hütten in den Savoyer Alpen sind schön für drei Tage?
direct | de | migraine; night shifts | was hilft gegen meine Migräne nach dem Nachtdienst?
direct | de | gluten-free baking; Emmanuel coeliac; partner Emmanuel; Emmanuel climbing; anniversary; gluten-free pizza | ein glutenfreier Apfelkuchen für Sonntag
direct | de | German exchange | wie kann ich meinem Kollegen aus Freiburg beim Französisch helfen?
direct | de | Chloé job; sister Chloé | meine Schwester sucht Arbeit am Theater in Kanada, Tipps?
direct | de | father diabetes; father hypos; father driving; father visits | mein Vater hat Typ-1-Diabetes und lebt allein, was tun bei Unterzuckerung?
direct | de | dog Clio; Clio coat; Clio muzzle | mein Windhund friert, was soll ich tun?
direct | de | Iris asthma; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris drawing; Iris peanuts; Iris glasses | meine Tochter hat Asthma, darf sie beim Schwimmkurs mitmachen?
direct | de | telescope; astrophotography | welches Okular passt zu meinem Dobson?
direct | de | flat feet; 10 km race | welche Laufschuhe bei Plattfüßen für meinen 10-km-Lauf?
direct | de | night shifts; daytime sleep | wie schlafe ich tagsüber besser nach Nachtschichten?
direct | de | lactose intolerance; pescatarian; no meat recipes | was koche ich heute Abend ohne Milch und ohne Fleisch?
direct | de | Ciel de Lyon; star map printing; shop taxes; shop Instagram | wie verkaufe ich meine Sternkarten auch in Deutschland?
direct | de | Seoul trip; monthly budget; Seoul observatory | wie viel sollen wir für die Reise nach Seoul sparen?
implicit | de | flat feet | Laufschuhe für Plattfüße
mixed | de | father diabetes; father hypos; father driving; father visits | ist Intervallfasten bei Typ-1-Diabetes gefährlich?
homograph | de | - | was ist die Iris beim Auge?
homograph | de | - | wie funktioniert eine Tesla-Spule?
name | de | - | wann wurde Emmanuel Macron Präsident?
place | de | - | was geschah 1918 in Brest-Litowsk?
brand | de | - | wer hat Tesla gegründet?
topic | de | - | warum bekommt man Migräne?
topic | de | - | was ist Typ-1-Diabetes?
subword | de | - | was macht ein Hüttenwerk?
subword | de | - | wie schnell ist die Lichtgeschwindigkeit?
subword | de | - | woher kommt der Kuchenblechtrick im Mathe-Unterricht?
function | de | - | warum isst man gern Brezeln in Bayern?
stem | de | - | was bedeutet Nachtwache in der Malerei von Rembrandt?
generic | de | - | wie lange dauern die Sommerferien in Bayern?
quote | de | - | wer schrieb „Der Himmel über Berlin“?
personal_none | de | - | meine Waschmaschine piept ständig
personal_none | de | - | hilf mir, ein neues Handy auszusuchen
direct | es | in-laws paella; in-laws Valencia; pescatarian; Spanish practice; Pilar knee | ¿cómo hace Pilar la paella de marisco? quiero hacerla en casa
direct | es | Spanish practice; in-laws Valencia; in-laws paella; Pilar knee | ¿de qué puedo hablar con mi suegra en la videollamada del domingo?
direct | es | Pilar knee; in-laws Valencia; in-laws paella; Spanish practice | mi suegra no puede subir escaleras, ¿qué hotel en Valencia?
direct | es | anniversary; partner Emmanuel; Emmanuel coeliac; Emmanuel climbing; gluten-free baking; gluten-free pizza | ideas para nuestro aniversario en junio
direct | es | flamenco | ¿dónde puedo escuchar guitarra flamenca en Lyon?
direct | es | father diabetes; father hypos; father driving; father visits | mi padre tiene diabetes tipo 1, ¿qué desayuno le conviene?
direct | es | Iris peanuts; Iris asthma; Iris drawing; Iris glasses; twins Jules and Iris | mi hija es alérgica al cacahuete, ¿qué pastel para su cumple?
direct | es | dog Clio; Clio muzzle; Clio coat | mi galga persigue gatos, ¿cómo la entreno?
direct | es | flat feet; 10 km race | tengo pies planos, ¿puedo correr 10 km?
direct | es | night shifts; daytime sleep | ¿cómo duermo de día después del turno de noche?
direct | es | lactose intolerance; pescatarian | ¿qué ceno hoy sin lácteos?
direct | es | Emmanuel coeliac; gluten-free pizza; partner Emmanuel; Emmanuel climbing; anniversary; gluten-free baking | mi pareja es celíaco, ¿qué pizza sin gluten hago?
direct | es | Seoul trip; Korean lessons; Seoul observatory; monthly budget | vamos a Seúl en primavera, ¿qué ropa llevo?
direct | es | telescope | ¿qué puedo ver con mi telescopio esta noche?
implicit | es | Jules space and judo; Jules Lego; twins Jules and Iris; planets project; Jules screens; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | regalo para un niño de siete años que ama el espacio
mixed | es | Pilar knee; in-laws Valencia; in-laws paella; Spanish practice | ¿es buena la natación para la artrosis de rodilla en mayores?
homograph | es | - | ¿qué es el iris del ojo?
homograph | es | - | ¿cuánto es un tesla en gauss?
name | es | - | ¿quién fue Emmanuel Kant? ¿o era Immanuel?
name | es | - | ¿quién es Pilar Rubio?
place | es | - | ¿por qué Valencia es famosa por las naranjas?
place | es | - | historia de las Fallas de Valencia
brand | es | - | ¿quién fabrica el Renault Clio?
topic | es | - | ¿qué es el flamenco y de dónde viene?
topic | es | - | ¿por qué la paella lleva azafrán?
topic | es | - | ¿qué es la celiaquía?
function | es | - | ¿qué pasa con la luna cada mes?
function | es | - | ¿los galgos son rápidos o no?
stem | es | - | ¿qué es una rodillera ortopédica y cómo se inventó?
generic | es | - | ¿qué comen las familias españolas los domingos?
subword | es | - | ¿qué es el marisquero en la historia de Galicia?
quote | es | - | ¿quién dijo «caminante, no hay camino»?
personal_none | es | - | mi lavadora hace mucho ruido
personal_none | es | - | ayúdame a escribir una carta de reclamación a mi banco
direct | pt | fado; Portuguese course | onde posso ouvir fado em Lisboa sem ser para turistas?
direct | pt | Portuguese course; colleague Rita | como posso praticar português com a minha colega?
direct | pt | colleague Rita | que presente posso dar à Rita no Natal?
direct | pt | father diabetes; father hypos; father driving; father visits | o meu pai tem diabetes tipo 1, pode comer fruta à noite?
direct | pt | Iris asthma; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris drawing; Iris peanuts; Iris glasses | a minha filha tem asma, pode fazer natação?
direct | pt | dog Clio; Clio coat; Clio muzzle | a minha galga tem frio, que casaco compro?
direct | pt | night shifts; daytime sleep | como durmo melhor depois do turno da noite?
direct | pt | flat feet; 10 km race | sapatilhas para pés chatos para a minha corrida
direct | pt | lactose intolerance; pescatarian; no meat recipes | jantar rápido sem carne e sem lactose
direct | pt | telescope; astrophotography | como fotografar Saturno com o meu telescópio?
direct | pt | Seoul trip; monthly budget; Seoul observatory | quanto devemos poupar para a viagem a Seul?
direct | pt | rabbit Tesla; Tesla diet; neighbour Roux | o nosso coelho pode comer cenoura?
implicit | pt | Emmanuel coeliac; gluten-free baking; partner Emmanuel; Emmanuel climbing; anniversary; gluten-free pizza | bolo sem glúten que fique fofo
mixed | pt | night shifts; daytime sleep | trabalhar de noite faz mal à saúde?
homograph | pt | - | o que é a íris do olho?
homograph | pt | - | o que significa "chato" em português do Brasil?
name | pt | - | quem foi Emmanuel Macron antes de ser presidente?
name | pt | - | quem é Rita Pereira?
place | pt | - | o que aconteceu em Lisboa em 1755?
place | pt | - | porque é que o bairro da Mouraria é ligado ao fado?
brand | pt | - | quem fundou o Duolingo?
topic | pt | - | qual é a origem do fado?
topic | pt | - | o que é a doença celíaca?
function | pt | - | por que o céu é azul e não verde?
stem | pt | - | o que é um cursor do rato e quem o inventou?
generic | pt | - | como funciona a escola em Portugal?
subword | pt | - | quem pintou a Adoração dos Magos?
quote | pt | - | quem escreveu "navegar é preciso, viver não é preciso"?
personal_none | pt | - | o meu carro faz um barulho estranho ao travar
personal_none | pt | - | ajuda-me a escolher um portátil
direct | ru | Russian songs; mother Annick | какие русские песни можно спеть с мамой на концерте хора?
direct | ru | grandmother Russia | что посмотреть в Санкт-Петербурге, откуда родом моя бабушка?
direct | ru | chess; Jules space and judo; Jules screens; Jules Lego; planets project; twins Jules and Iris | как научить сына играть в шахматы?
direct | ru | father diabetes; father hypos; father driving; father visits | у моего отца диабет первого типа, что делать при гипогликемии ночью?
direct | ru | Iris asthma; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris drawing; Iris peanuts; Iris glasses | у дочери астма, можно ли ей заниматься танцами?
direct | ru | dog Clio; Clio muzzle; Clio coat | моя борзая гоняется за кошками, что делать?
direct | ru | night shifts; daytime sleep | как мне высыпаться днём после ночных смен?
direct | ru | flat feet; 10 km race | какие кроссовки мне нужны при плоскостопии?
direct | ru | lactose intolerance; pescatarian | что мне приготовить на ужин без молока и мяса?
direct | ru | telescope; astrophotography | как снять Сатурн в мой телескоп?
direct | ru | Korean lessons; TOPIK exam | как мне быстрее выучить корейский?
direct | ru | back pain | у меня болит поясница после работы
implicit | ru | Jules space and judo; Jules Lego; twins Jules and Iris; planets project; Jules screens; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | подарок семилетнему мальчику, который любит космос
mixed | ru | father diabetes; father hypos; father driving; father visits | опасно ли интервальное голодание при диабете первого типа?
homograph | ru | - | что такое радужка глаза?
homograph | ru | - | что такое тесла в физике?
name | ru | - | когда Макрон стал президентом?
name | ru | - | кто такой Никола Тесла?
place | ru | - | почему Санкт-Петербург называют северной столицей?
place | ru | - | что такое Брестская крепость?
brand | ru | - | кто основал компанию Tesla?
topic | ru | - | откуда пришли русские народные песни?
topic | ru | - | что такое диабет первого типа?
topic | ru | - | почему у Сатурна кольца?
function | ru | - | чем отличаются «с тех пор как» и «в то время как»?
stem | ru | - | что такое шахматная доска в архитектуре?
generic | ru | - | как в России празднуют Новый год в семье?
subword | ru | - | что такое хоровод?
quote | ru | - | кто написал «Мороз и солнце; день чудесный»?
personal_none | ru | - | у меня сломался холодильник
personal_none | ru | - | помоги мне выбрать ноутбук
direct | it | Turin chocolate | come faccio la cioccolata calda densa come a Torino?
direct | it | Italian evening course | come posso ripassare l'italiano che ho fatto al corso serale?
direct | it | gluten-free pizza; Emmanuel coeliac; partner Emmanuel; Emmanuel climbing; anniversary; gluten-free baking | pizzerie senza glutine a Lione per il mio compagno
direct | it | father diabetes; father hypos; father driving; father visits | mio padre ha il diabete di tipo 1, cosa può mangiare a colazione?
direct | it | Iris asthma; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris drawing; Iris peanuts; Iris glasses | mia figlia ha l'asma, può fare sport a scuola?
direct | it | dog Clio; Clio coat; Clio muzzle | il mio levriero ha freddo, che cappotto compro?
direct | it | night shifts; daytime sleep | come dormo di giorno dopo il turno di notte?
direct | it | flat feet; 10 km race | scarpe da corsa per i miei piedi piatti
direct | it | lactose intolerance; pescatarian; no meat recipes | cosa cucino stasera senza carne e senza latte?
direct | it | telescope; astrophotography | come fotografo Saturno con il mio telescopio?
direct | it | Seoul trip; monthly budget; Seoul observatory | quanto dobbiamo risparmiare per il viaggio a Seul?
direct | it | rabbit Tesla; Tesla diet; neighbour Roux | il nostro coniglio può mangiare il tarassaco?
implicit | it | flat feet | scarpe da corsa per piedi piatti
mixed | it | father diabetes; father hypos; father driving; father visits | il digiuno intermittente è sicuro con il diabete di tipo 1?
homograph | it | - | a cosa serve l'iride dell'occhio?
homograph | it | - | chi era Clio tra le muse?
name | it | - | quanti anni ha Emmanuel Macron?
name | it | - | chi era Nikola Tesla?
place | it | - | perché la Sindone è a Torino?
place | it | - | storia di Lione ai tempi dei romani
brand | it | - | chi produce la Renault Zoe?
topic | it | - | da dove viene il gianduiotto?
topic | it | - | cos'è la celiachia?
function | it | - | cosa significa "per aspera ad astra"?
stem | it | - | che cos'è la pizzica salentina?
generic | it | - | come funziona la scuola in Italia?
subword | it | - | che cos'è un corsaro?
quote | it | - | chi ha scritto "e quindi uscimmo a riveder le stelle"?
personal_none | it | - | la mia lavatrice perde acqua
personal_none | it | - | aiutami a scegliere un aspirapolvere
`;
