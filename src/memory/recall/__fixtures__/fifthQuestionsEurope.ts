// The fifth blind aboutness set, German, French, Spanish, Portuguese, Russian and Italian questions (categories
// as in fifthQuestionsEnZh.ts), typed the way people type: lower case, no accents, slang ("pra", "tá", "porfa",
// "stp"), names that are common words in the question's own language. Written before the recall rules were read.

export const FIFTH_EUROPE_LINES = `
direct | de | dog Mate; Mate walking routes; Mate hip dysplasia | wo kann ich mit mate am wochenende laufen gehen?
direct | de | German lessons | welche kinderbücher helfen mir beim deutschlernen?
direct | de | Leo languages; son Leo | mein sohn mischt portugiesisch und italienisch, ist das schlimm?
direct | de | German lessons; job at Vela | wie schreibe ich meinen kollegen in hamburg eine höfliche mail auf deutsch
direct | de | project Lumen; code style; Lumen release | hilf mir den parser von lumen schneller zu machen
direct | de | pescatarian; lactose intolerance; spicy food; no cilantro | was koche ich heute abend?
direct | de | half marathon; asthma; running watch | trainingsplan für meinen halbmarathon bitte
direct | de | Hana peanut allergy; daughter Hana | was kann meine tochter zum kindergeburtstag mitbringen?
direct | de | car Zoe; home charger | wie lange lädt mein zoe an der wallbox?
direct | de | Go player; Go study | wie werde ich im go besser?
direct | de | tech lead Per; Atlas stack | wie überzeuge ich per von meinem vorschlag?
direct | de | kitchen renovation | induktionskochfeld für unsere küche, worauf achten?
direct | de | Framework laptop; editor Helix | welche linux distro passt zu meinem framework laptop?
direct | de | tortoise Donna | meine schildkröte soll zum winterschlaf in den kühlschrank, wie kalt?
direct | de | intermittent fasting; pour-over coffee | darf ich beim fasten morgens kaffee trinken?
homograph | de | - | wer war atlas in der griechischen mythologie
homograph | de | - | worum geht es in kafkas der prozess
homograph | de | - | was bedeutet das wort fado
homograph | de | - | warum ist das gift der kobra so stark?
name | de | - | was bedeutet der name leo
name | de | - | wer war rosa luxemburg
name | de | - | wie schmeckt mate tee
name | de | - | was heißt donna auf italienisch
place | de | - | wann wurde hamburg teil der hanse
place | de | - | warum heißt porto so
place | de | - | was ist 1755 in lissabon passiert
brand | de | - | was ist ein pixel
brand | de | - | wie entsteht obsidian
brand | de | - | was versteht man unter einem framework in der softwareentwicklung
topic | de | - | wie lernen kinder zwei sprachen gleichzeitig
topic | de | - | woher kommt der border collie
topic | de | - | was ist hüftdysplasie beim hund
topic | de | - | wie funktioniert intervallfasten
subword | de | - | wer war hundertwasser
function | de | - | kostet benzin fast überall in europa gleich viel?
function | de | - | wie viele tage hat ein jahr per definition
stem | de | - | wie funktioniert ein laufwerk
generic | de | - | warum hat man am wochenende frei
generic | de | - | was essen die deutschen zum frühstück
personal_none | de | - | hilf mir eine kündigung für mein fitnessstudio zu schreiben
personal_none | de | - | kürzer bitte
personal_none | de | - | wie entkalke ich meine waschmaschine
direct | fr | hard cheeses; lactose intolerance | je peux manger du brie ou pas ?
direct | fr | alcohol choices; no red wine pairings | quel vin je prends pour le dîner de samedi ?
direct | fr | pescatarian; lactose intolerance; hard cheeses; no cilantro; spicy food | une idée de plat pour ce soir ?
direct | fr | Mate hip dysplasia; dog Mate | mon chien a mal aux hanches, quels jeux éviter ?
direct | fr | Hana reading; daughter Hana | des livres de dinosaures pour ma fille qui apprend à lire
direct | fr | son Leo; Leo bedtime | mon fils refuse de dormir, je fais quoi
direct | fr | project Lumen; code style; Lumen release | aide-moi à écrire le parseur json en streaming pour lumen
direct | fr | bouldering; climbing partner Pau | programme d'escalade pour passer de V4 à V5
direct | fr | surfing | quelle planche prendre après ma mousse de 8 pieds ?
direct | fr | half marathon; asthma; running watch | plan d'entraînement pour mon semi en novembre
direct | fr | Busan trip; Busan food | on part à busan en octobre, que voir ?
direct | fr | ukulele; music taste | accords faciles pour mon ukulélé
direct | fr | Obsidian notes; weekly review | comment organiser mes notes dans obsidian
direct | fr | train travel; summers in Lecce; in-laws in Lecce | le trajet en train jusqu'à lecce avec les enfants, c'est faisable ?
homograph | fr | - | qui était atlas dans la mythologie grecque
homograph | fr | - | qu'est-ce que le fado portugais
homograph | fr | - | quelle est la différence entre un lumen et un lux
name | fr | - | pourquoi le maté est-il si populaire en argentine
name | fr | - | que veut dire leo en latin
name | fr | - | qui était rosa bonheur
name | fr | - | que signifie neve en italien
place | fr | - | pourquoi porto est célèbre pour son vin
place | fr | - | quand a été fondée curitiba
place | fr | - | quelle est l'histoire de lecce à l'époque baroque
brand | fr | - | qu'est-ce qu'un pixel
brand | fr | - | où se trouve la patagonie
topic | fr | - | comment fabrique-t-on le parmesan
topic | fr | - | pourquoi le vin rouge donne mal à la tête
topic | fr | - | qu'est-ce que l'intolérance au lactose
topic | fr | - | comment on fait le comté
function | fr | - | on dit que la lune influence les marées, c'est vrai ?
function | fr | - | pourquoi le ciel est bleu, car la lumière est blanche ?
function | fr | - | combien de temps pour cuire un œuf dur
function | fr | - | pourquoi victor hugo a-t-il quitté son pays
generic | fr | - | pourquoi le week-end dure deux jours
generic | fr | - | que mangent les français au petit-déjeuner
personal_none | fr | - | aide-moi à écrire une lettre de motivation
personal_none | fr | - | plus court stp
personal_none | fr | - | comment je règle mon problème de wifi à la maison
direct | es | hotel budget; Busan trip | búscame un hotel en seúl para nuestro viaje
direct | es | FC Porto; brother Rui | cuándo juega el porto en casa? quiero ir con mi hermano
direct | es | pescatarian; lactose intolerance; spicy food; no cilantro | qué hago de cena hoy
direct | es | Hana peanut allergy; daughter Hana | mi hija es alérgica al cacahuete, qué galletas puedo comprar?
direct | es | son Leo; Leo bedtime | mi hijo no quiere dormirse, ayuda
direct | es | dog Mate; Mate hip dysplasia; Mate walking routes | cuánto debe caminar mi perro con displasia?
direct | es | climbing partner Pau; bouldering | regalo para pau, mi compañero de escalada
direct | es | project Atlas; Atlas stack | ayúdame a planear la migración de atlas a rust
direct | es | no caffeine after 2 pm; genmaicha | puedo tomar un café a las cinco?
direct | es | left knee | ejercicios para mi rodilla operada
direct | es | Azores hiking | rutas en las azores para ir con mis niños en junio
direct | es | investing; no crypto | me conviene invertir en cripto?
direct | es | D&D campaign | ideas para la próxima sesión de mi partida de rol
direct | es | balcony chilies | mis chiles del balcón tienen pulgón
homograph | es | - | quién era atlas en la mitología griega
homograph | es | - | qué significa la palabra fado
name | es | - | qué es el mate y cómo se prepara
name | es | - | quién fue rosa luxemburgo
name | es | - | qué significa leo en latín
place | es | - | por qué el vino de oporto se llama así
place | es | - | cuándo se fundó curitiba
place | es | - | historia del estadio do dragão
brand | es | - | cómo se hace una vela aromática
brand | es | - | qué es un píxel
brand | es | - | dónde está la patagonia
topic | es | - | cuántos socios tiene el real madrid
topic | es | - | cuándo se inventó el fútbol
topic | es | - | qué es la intolerancia a la lactosa
function | es | - | cuáles son los planetas más grandes
function | es | - | por qué el café con leche se llama así
stem | es | - | qué comen los pandas
stem | es | - | cómo funciona un presupuesto participativo
generic | es | - | por qué el fin de semana tiene dos días
generic | es | - | qué se cena en españa por la noche
personal_none | es | - | ayúdame a escribir un correo a mi casero
personal_none | es | - | más corto porfa
personal_none | es | - | qué le regalo a mi jefa por navidad
direct | pt | Hana peanut allergy; daughter Hana; Hana reading | o que a hana pode levar de lanche pra escola?
direct | pt | cat Neve; Neve vet | a neve tá vomitando a ração, o que eu faço
direct | pt | neighbour Dona Rosa | o que eu dou pra dona rosa de natal?
direct | pt | JLPT N2; languages spoken | me ajuda a montar um cronograma pro n2
direct | pt | investing; no crypto; budget method | onde eu invisto o décimo terceiro?
direct | pt | Hana reading; daughter Hana | livros de dinossauro pra minha filha que tá aprendendo a ler
direct | pt | home charger; car Zoe | quanto custa carregar o zoe em casa por mês?
direct | pt | from Curitiba; pescatarian | saudade da comida de curitiba, como eu faço um barreado?
direct | pt | pescatarian; lactose intolerance; spicy food; no cilantro | o que eu faço pro jantar hoje
direct | pt | son Leo; Leo bedtime | o leo não dorme de jeito nenhum
direct | pt | dog Mate; Mate hip dysplasia; Mate walking routes | o mate pode correr na praia?
direct | pt | project Fado bot | meu bot do fado parou de mandar alertas
direct | pt | surfing | vale a pena surfar amanhã cedo em matosinhos com meu pranchão?
direct | pt | Go player; Go study | como eu subo de 5 kyu no go?
direct | pt | D&D campaign | preciso de um mapa pra próxima sessão de maré negra
direct | pt | sourdough starter Bolota; weekend bread | a bolota tá muito líquida
direct | pt | mother Keiko; mother's 70th gift | presente de 70 anos pra minha mãe
direct | pt | kitchen renovation | bancada de quartzo ou granito pra minha cozinha?
direct | pt | partner Mirko; pescatarian | o mirko chega do plantão às 8, o que eu preparo?
direct | pt | Azores hiking | trilhas em são miguel pra fazer com as crianças
direct | pt | bouldering; climbing partner Pau; left knee | treino de escalada pra sábado
homograph | pt | - | qual a origem do fado em lisboa
homograph | pt | - | quem foi atlas na mitologia grega
name | pt | - | como se prepara o chimarrão com erva-mate
name | pt | - | o que é uma bolota e quais árvores dão
name | pt | - | por que a neve é branca
name | pt | - | história do pau-brasil na colonização
name | pt | - | o que significa rosa dos ventos
place | pt | - | quando foi fundada curitiba
place | pt | - | por que o porto se chama porto
place | pt | - | história da ponte luís i no porto
place | pt | - | quem descobriu os açores
brand | pt | - | como funciona uma vela de barco
brand | pt | - | o que é um pixel
topic | pt | - | o que é alergia a amendoim e por que causa anafilaxia
topic | pt | - | como surgiu o jlpt
topic | pt | - | o que é um etf
topic | pt | - | por que gatos brancos são surdos
function | pt | - | o que significa on em inglês
stem | pt | - | o que foi a escolástica na idade média
stem | pt | - | o que é leitura dinâmica
generic | pt | - | por que o fim de semana tem dois dias
generic | pt | - | o que os portugueses comem no café da manhã
personal_none | pt | - | me ajuda a escrever um e-mail pro meu senhorio
personal_none | pt | - | mais curto
personal_none | pt | - | que roupa eu uso num casamento de dia?
personal_none | pt | - | como eu tiro mancha de vinho do sofá
direct | ru | board games; daughter Hana | во что поиграть с дочкой вечером?
direct | ru | time zones; focus mornings | во сколько мне ставить созвон с хельсинки?
direct | ru | Go player; Go study; board games | как мне улучшить игру в го
direct | ru | pescatarian; lactose intolerance; spicy food; no cilantro | что приготовить на ужин сегодня
direct | ru | son Leo; Leo bedtime | сын не хочет спать, что делать
direct | ru | dog Mate; Mate hip dysplasia | сколько гулять с моей собакой с дисплазией
direct | ru | project Lumen; code style; Lumen release | помоги ускорить парсер в lumen
direct | ru | half marathon; asthma; running watch | план тренировок на мой полумарафон
direct | ru | Busan trip; Busan food | что посмотреть в пусане в октябре? мы едем вдвоём
direct | ru | cat Neve; Neve vet | моя кошка не ест корм
direct | ru | kitchen renovation | как мне спланировать ремонт кухни на 9000 евро
homograph | ru | - | кто такой атлант в мифологии
homograph | ru | - | что такое мат в шахматах
homograph | ru | - | кто придумал язык программирования go
name | ru | - | что такое чай мате
name | ru | - | кто такая роза люксембург
place | ru | - | когда основан хельсинки
place | ru | - | почему лиссабон был разрушен в 1755 году
brand | ru | - | что такое пиксель
brand | ru | - | где находится патагония
topic | ru | - | кто изобрёл шахматы
topic | ru | - | зачем нужны часовые пояса
topic | ru | - | сколько игр в чемпионате мира по футболу
function | ru | - | что значит английское слово on
stem | ru | - | что такое графика в искусстве
stem | ru | - | как устроен пояс астероидов
generic | ru | - | что едят на завтрак в японии
personal_none | ru | - | помоги написать письмо арендодателю
personal_none | ru | - | короче, пожалуйста
personal_none | ru | - | как мне выбрать пылесос
direct | it | Apulian cooking; partner Mirko | come faccio le orecchiette come le fa mirko?
direct | it | in-laws in Lecce; summers in Lecce | cosa regalo ai miei suoceri ad agosto?
direct | it | in-laws in Lecce | come scrivo un messaggio di auguri a carmela in italiano semplice
direct | it | pescatarian; lactose intolerance; spicy food; no cilantro; Apulian cooking | cosa cucino stasera?
direct | it | Leo languages; son Leo | mio figlio mescola italiano e portoghese, è normale?
direct | it | dog Mate; Mate hip dysplasia | quanto posso far correre il mio cane con la displasia?
direct | it | summers in Lecce; train travel; in-laws in Lecce | treno o aereo per lecce ad agosto?
direct | it | no red wine pairings; alcohol choices; Apulian cooking; in-laws in Lecce | che vino porto a cena dai suoceri?
direct | it | Hana peanut allergy; daughter Hana | merenda per mia figlia senza arachidi
direct | it | project Atlas; Atlas stack | aiutami a pianificare la migrazione di atlas
direct | it | half marathon; asthma; running watch | tabella per la mia mezza maratona
direct | it | ukulele; music taste | canzoni facili per il mio ukulele
homograph | it | - | chi era atlante nella mitologia
homograph | it | - | cos'è il fado
homograph | it | - | come si prepara il mate
name | it | - | perché la neve è bianca
name | it | - | perché le donne vivono più a lungo degli uomini
name | it | - | cosa significa leo in latino
name | it | - | chi era rosa luxemburg
place | it | - | storia del barocco a lecce
place | it | - | quando è stata fondata porto
place | it | - | perché la puglia si chiama così
brand | it | - | cos'è un pixel
brand | it | - | come si forma l'ossidiana
brand | it | - | cos'è una vela latina
topic | it | - | qual è l'origine delle orecchiette
topic | it | - | come si fanno i taralli tradizionali
topic | it | - | cos'è la cucina pugliese
function | it | - | come funziona un motore a scoppio
function | it | - | per quale motivo il cielo è blu
function | it | - | quanti chilometri ci sono tra roma e milano per strada
subword | it | - | perché il mare è salato
generic | it | - | perché il fine settimana dura due giorni
generic | it | - | cosa mangiano gli italiani a colazione
personal_none | it | - | aiutami a scrivere una lettera al condominio
personal_none | it | - | più breve
personal_none | it | - | come scelgo un materasso nuovo
`;
