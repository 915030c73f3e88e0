// The twelfth blind aboutness set's questions in German, French and Spanish, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWELFTH_DE_LINES = `
direct | de | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Douhua kratzt sich ständig am Ohr, ist das wieder eine Entzündung?
direct | de | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Wie oft sollte ich meinen Shiba im Fellwechsel bürsten?
direct | de | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Um wie viel Uhr kann ich im Juli mit dem Hund raus, ohne dass der Asphalt zu heiß ist?
direct | de | cat Frida; Frida kidneys | Was hilft meiner Katze mit Nierenkrankheit, mehr zu trinken?
direct | de | cat Frida; Frida kidneys | Frida frisst ihr Nierendiätfutter nicht mehr
direct | de | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Meine Tochter kratzt sich nachts wegen ihrer Neurodermitis blutig
direct | de | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Spiele für den sechsten Geburtstag von Xiaomi im Park
direct | de | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | Was packe ich meiner Tochter für den Kindergartenausflug ein?
direct | de | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | Was kann mein Mann bei einem Gichtanfall zu Abend essen?
direct | de | husband Diego; Diego gout; Diego classes; low-purine recipes | Verträgt sich Diegos Allopurinol mit Ibuprofen?
direct | de | husband Diego; Diego gout; Diego classes; low-purine recipes | Welche Unterlagen fehlen noch für Diegos Daueraufenthalt?
direct | de | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | Plane fünf Abendessen unter der Woche für uns drei
direct | de | Giesen roaster; roaster instalments; fire insurance | Wie oft muss ich das Abluftrohr meiner Röstmaschine reinigen?
direct | de | roaster instalments; Giesen roaster | Lohnt es sich, die restlichen Raten für die Röstmaschine auf einmal zu zahlen?
direct | de | fire insurance; Giesen roaster; gas safety | Was deckt meine Feuerversicherung ab, wenn der Röster brennt?
direct | de | water filter | Wann muss die BWT-Kartusche in meiner Rösterei gewechselt werden?
direct | de | La Marzocco | Wie entkalke ich meine Linea Mini richtig?
direct | de | La Marzocco; pour-over | Welcher Mahlgrad passt für Espresso auf meiner Linea Mini zu Hause?
direct | de | board games; husband Diego | Ich suche ein Brettspiel wie Catan für Diego und mich
direct | de | Copenhagen trip | Ich will wieder zur World of Coffee, welche Vorträge lohnen sich?
direct | de | no caffeine after 2; reflux | Was kann ich nachmittags ohne Koffein trinken, wenn ich müde bin?
direct | de | Panama Geisha; green coffee payments | Wie viel sollte ich dieses Jahr bei der Geisha-Auktion bieten?
direct | de | mother-in-law Lupe; transfer to Lupe; husband Diego | Wie überweise ich am günstigsten jeden Monat Geld an meine Schwiegermutter in Mexiko?
direct | de | penicillin allergy | Der Arzt will mir Amoxicillin geben, ich bin doch gegen Penicillin allergisch
direct | de | film photography | Mein Portra 400 ist zwei Jahre abgelaufen, wie belichte ich ihn?
direct | de | subscription; house blend | Was kommt in die erste Box meines Kaffee-Abos?
direct | de | Xiaomi shrimp allergy; daughter Xiaomi; low-purine recipes; Diego gout; mole; carbonara; husband Diego | Kann meine Tochter Frühlingsrollen im Restaurant essen?
implicit | de | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | Was soll ich heute Abend bloß kochen?
implicit | de | board games | Was spielen wir am Samstag mit Freunden?
implicit | de | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Die Haut meines Kindes ist im Winter rot und juckt
personal_none | de | - | Welche Farbe hat mein Fahrrad?
personal_none | de | - | Habe ich dir meine Schuhgröße gesagt?
personal_none | de | - | Wie hieß mein Lieblingslehrer?
homograph | de | - | Was ist eine Geisha in Japan?
homograph | de | - | Wie kocht man Hirsebrei?
homograph | de | - | Was bedeutet „Crack“ in der Computersicherheit?
homograph | de | - | Was ist eine Residenzpflicht?
name | de | - | Welche Bilder hat Frida Kahlo in Paris ausgestellt?
name | de | - | Wer war Diego Velázquez?
name | de | - | Wer ist Diego Simeone?
name | de | - | Wer ist der Wrestler Místico?
place | de | - | Was kann man in Kopenhagen an einem Wochenende machen?
place | de | - | Beste Museen in Berlin
place | de | - | Wie kalt wird es im Winter in Taichung?
place | de | - | Wie komme ich von Taipeh nach Alishan?
brand | de | - | Wer hat die Firma Olympus gegründet?
brand | de | - | Ist BWT ein österreichisches Unternehmen?
brand | de | - | Wie viel kostet eine neue La Marzocco GS3?
brand | de | - | Verkauft Gogoro Roller in Deutschland?
topic | de | - | Welche Rolle spielt Harnsäure bei Gicht?
topic | de | - | Was macht ein Kaffeeröster?
topic | de | - | Wie funktioniert eine Feuerversicherung für Gewerbe?
topic | de | - | Was ist atopische Dermatitis?
subword | de | - | Was ist ein Ratenkredit?
subword | de | - | Woher kommt das Wort Brettspielcafé?
subword | de | - | Was ist ein Gichtknoten?
function | de | - | Wie viel Uhr ist es in Mexiko-Stadt?
function | de | - | Wie viele Gramm sind ein Pfund?
function | de | - | Wie viel Kilo sind 60 Pfund?
stem | de | - | Wie röstet man Kastanien im Backofen?
stem | de | - | Was ist ein Filterkaffee?
stem | de | - | Wie röstet man Zwiebeln knusprig?
generic | de | - | Wie schreibe ich eine gute Bewerbung?
generic | de | - | Tipps für einen besseren Schlaf
idiom | de | - | Was bedeutet „Kaffeesatzleserei“?
idiom | de | - | Woher kommt „da liegt der Hund begraben“?
idiom | de | - | Was bedeutet „das ist kalter Kaffee“?
mixed | de | - | Kann man Kaffee und Tee in derselben Maschine rösten?
mixed | de | - | Was ist der Unterschied zwischen Arabica und Robusta?
`;

export const TWELFTH_FR_LINES = `
direct | fr | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Douhua se gratte sans arrêt l'oreille, c'est encore une otite ?
direct | fr | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | À quelle heure promener Douhua en juillet sans qu'il se brûle les coussinets ?
direct | fr | cat Frida; Frida kidneys | Comment faire boire davantage ma chatte insuffisante rénale ?
direct | fr | cat Frida; Frida kidneys | Frida boude ses croquettes rénales, que faire ?
direct | fr | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Ma fille se gratte la nuit à cause de son eczéma, comment la soulager ?
direct | fr | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Des idées de jeux pour le goûter d'anniversaire de Xiaomi au parc
direct | fr | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Que servir au goûter des six ans de Xiaomi sans crevettes ?
direct | fr | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Écris une histoire du soir avec un petit dauphin pour Xiaomi
direct | fr | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | Que mettre dans la boîte à goûter de ma fille pour la sortie de l'école ?
direct | fr | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | Que peut manger mon mari pendant une crise de goutte ?
direct | fr | husband Diego; Diego gout; Diego classes; low-purine recipes | Mon mari prend de l'allopurinol : un verre de vin, c'est possible ?
direct | fr | husband Diego; Diego gout; Diego classes; low-purine recipes | Quels papiers faut-il encore pour la résidence permanente de Diego ?
direct | fr | father tea farmer; father diabetes; Alishan coffee plot | Mon père diabétique boit du thé aux perles sucré tous les jours
direct | fr | roasting championship; green coffee scoring | Comment m'entraîner à l'évaluation du café vert pour le championnat de mars ?
direct | fr | product sheets; subscription | Rédige la fiche produit de notre nouveau Kenya
direct | fr | product sheets; Ethiopia trip | Fais la fiche produit d'un Yirgacheffe lavé à 2000 m
direct | fr | anaerobic lots | Je propose quand même un lot anaérobie pour Noël ?
direct | fr | films | Un film à regarder ce soir si j'ai aimé « Chungking Express » ?
direct | fr | cousin Yiling | Ma cousine pâtissière à Paris vient en avril, on lui fait visiter quoi ?
direct | fr | cousin Yiling | Quel cadeau envoyer à Yi-ling pour son anniversaire ?
direct | fr | reflux | Mon reflux empire-t-il si je bois du café à jeun ?
direct | fr | back disc; lifting limit | Des étirements pour ma hernie discale entre deux torréfactions
direct | fr | Tainan shop; startup loan | Fais-moi un budget pour l'aménagement de la boutique de Tainan
direct | fr | mother-in-law Lupe; transfer to Lupe; husband Diego | Quel est le moyen le moins cher d'envoyer de l'argent à ma belle-mère au Mexique ?
direct | fr | penicillin allergy | Puis-je prendre de l'amoxicilline malgré mon allergie à la pénicilline ?
direct | fr | Japanese study | Un planning de révision pour le JLPT N2 en décembre
direct | fr | film photography | Ma pellicule Portra 400 est périmée depuis deux ans, je la surexpose de combien ?
direct | fr | Busan coffee show; friend Jieun | Quoi emporter pour mon stand au salon du café de Busan ?
direct | fr | Gogoro | Mon forfait batterie à 499 dollars par mois est-il le bon ?
implicit | fr | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | Qu'est-ce que je fais à dîner ce soir ?
implicit | fr | films | Un film romantique de Hong Kong pour ce soir ?
implicit | fr | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | La peau de mon enfant est rouge et le démange en hiver
personal_none | fr | - | Quelle est ma pointure déjà ?
personal_none | fr | - | T'ai-je parlé de mon voisin ?
personal_none | fr | - | Quel est mon plat préféré au restaurant indien ?
homograph | fr | - | Comment cuisiner le millet ?
homograph | fr | - | Que fait une geisha lors d'une cérémonie du thé ?
homograph | fr | - | Que signifie « crack » dans le rap français ?
homograph | fr | - | Qu'est-ce qu'une résidence secondaire au sens fiscal ?
name | fr | - | Quelles œuvres de Frida Kahlo sont au Centre Pompidou ?
name | fr | - | Qui était Diego Rivera ?
name | fr | - | Quels sont les films de Wong Kar-wai en compétition à Cannes ?
name | fr | - | Qui est le catcheur Místico ?
place | fr | - | Les meilleures pâtisseries du 11e arrondissement de Paris
place | fr | - | Que voir à Oaxaca en trois jours ?
place | fr | - | Quel temps fait-il à Taichung en octobre ?
place | fr | - | Comment aller de Taipei à Alishan ?
brand | fr | - | Xiaomi est-elle une entreprise chinoise ?
brand | fr | - | Combien coûte une Toyota Sienta neuve ?
brand | fr | - | Kodak fait-il encore des appareils photo ?
brand | fr | - | Gogoro vend-il des scooters en France ?
topic | fr | - | Qu'est-ce que la fermentation anaérobie en viticulture ?
topic | fr | - | Comment se forme une hernie discale ?
topic | fr | - | Qu'est-ce que l'eczéma atopique ?
subword | fr | - | Qu'est-ce qu'un crevettier ?
subword | fr | - | D'où vient le mot « pâtisserie » ?
subword | fr | - | Qu'est-ce qu'un goutte-à-goutte en jardinage ?
function | fr | - | Quelle heure est-il à Mexico ?
function | fr | - | Combien de grammes dans une once ?
function | fr | - | Combien de kilos font 60 livres ?
stem | fr | - | Comment torréfier des noisettes au four ?
stem | fr | - | Pourquoi les films argentiques reviennent à la mode ?
generic | fr | - | Comment écrire une bonne lettre de motivation ?
generic | fr | - | Des conseils pour mieux dormir
generic | fr | - | Comment organiser un mariage pas cher ?
idiom | fr | - | Que veut dire « ce n'est pas ma tasse de thé » ?
idiom | fr | - | D'où vient « avoir d'autres chats à fouetter » ?
mixed | fr | - | Peut-on torréfier du café dans une poêle à crêpes ?
mixed | fr | - | Quelle différence entre arabica et robusta ?
`;

export const TWELFTH_ES_LINES = `
direct | es | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | Douhua se rasca mucho la oreja, ¿será otra otitis?
direct | es | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | ¿Cada cuánto cepillo a mi shiba cuando muda el pelo?
direct | es | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | ¿A qué hora saco al perro en julio para que no se queme las patas?
direct | es | cat Frida; Frida kidneys | ¿Qué le doy a Frida si no quiere su croqueta renal?
direct | es | cat Frida; Frida kidneys | ¿Es normal que Frida duerma casi todo el día?
direct | es | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | A mi hija le pica mucho la piel en la noche por la dermatitis, ¿qué hago?
direct | es | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Escríbele a Xiaomi un cuento para dormir de un ajolote, en chino y en español
direct | es | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Ideas de juegos para la fiesta de seis años de Xiaomi
direct | es | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | ¿Qué le pongo de lonche a mi hija para la excursión del kínder?
direct | es | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | ¿Qué puede cenar Diego si tiene un ataque de gota?
direct | es | husband Diego; Diego gout; Diego classes; low-purine recipes | ¿Diego puede tomarse una cerveza con el alopurinol?
direct | es | husband Diego; Diego gout; Diego classes; low-purine recipes | ¿Qué papeles le faltan a mi esposo para la residencia permanente en Taiwán?
direct | es | husband Diego; Diego gout; Diego classes; low-purine recipes; mole | Receta de mole negro que mi esposo pueda comer con gota
direct | es | mole; husband Diego; low-purine recipes; Xiaomi shrimp allergy; Diego gout; carbonara; daughter Xiaomi | ¿Cómo guardo los chiles que Diego trae de Oaxaca para que no se llenen de bichos?
direct | es | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | Planea cinco cenas entre semana para los tres
direct | es | mother-in-law Lupe; transfer to Lupe | Mi suegra tiene artritis reumatoide, ¿qué le puedo mandar que le ayude?
direct | es | mother-in-law Lupe; transfer to Lupe | ¿Wise o Western Union para mandarle los 4000 pesos a doña Lupe?
direct | es | mother-in-law Lupe; transfer to Lupe; husband Diego | ¿Cómo hablar por videollamada con la abuela si el internet en Oaxaca es malo?
direct | es | sister-in-law Ximena; Oaxaca wedding; husband Diego; mother-in-law Lupe; transfer to Lupe | ¿Qué le regalamos a Ximena para su boda?
direct | es | Oaxaca wedding; sister-in-law Ximena; husband Diego; mother-in-law Lupe; transfer to Lupe | Arma un itinerario para el viaje a Oaxaca en julio con una niña de cinco años
direct | es | lucha libre; husband Diego | ¿Cuándo lucha Místico en la Arena México? Quiero llevar a Diego
direct | es | lucha libre; daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Ideas para un disfraz de luchador para la niña
direct | es | Mexico City years; husband Diego | Quiero volver a la Roma Norte con la familia, ¿qué cafés nuevos hay?
direct | es | father tea farmer; father diabetes; Alishan coffee plot | Mi papá es diabético y toma té de burbujas bien dulce a diario
direct | es | Alishan coffee plot; father tea farmer; father diabetes | ¿Cómo proceso la primera cosecha de café de la finca de mi papá?
direct | es | roast profiles; Giesen roaster; Cropster | ¿Cuánto tiempo de desarrollo le doy a mi etíope claro después del primer crack?
direct | es | reflux | Me dieron omeprazol en vez de mi esomeprazol, ¿es lo mismo?
direct | es | no caffeine after 2; reflux | ¿Qué tomo en la tarde sin cafeína cuando tengo sueño?
direct | es | Tainan shop; startup loan | Hazme un presupuesto para la tienda nueva en Tainan
direct | es | penicillin allergy | Soy alérgica a la penicilina, ¿puedo tomar amoxicilina?
direct | es | Mexican Spanish; husband Diego; mother-in-law Lupe; transfer to Lupe | Corrige este mensaje para mi suegra para que suene más mexicano
direct | es | Japanese study | Hazme un plan de estudio para el JLPT N2 de diciembre
direct | es | surfing; back disc | ¿Puedo surfear este fin de semana con la espalda así?
direct | es | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks; cat Frida; Frida kidneys; Oaxaca wedding | Nos vamos a Oaxaca tres semanas, ¿con quién dejamos al perro y a la gata?
direct | es | husband Diego; Diego gout; Diego classes; low-purine recipes | Ayuda a Diego con el temario de su curso intensivo para el DELE B2
implicit | es | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | ¿Qué hago de cenar hoy?
implicit | es | mother-in-law Lupe; transfer to Lupe | La abuela no puede abrir frascos por el dolor en las manos
implicit | es | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | A la niña le sale la piel roja y con comezón en invierno
personal_none | es | - | ¿Cuál es mi talla de zapatos?
personal_none | es | - | ¿Te conté de mi vecino?
personal_none | es | - | ¿Qué número de celular te di?
homograph | es | - | ¿Cómo se prepara el mijo?
homograph | es | - | ¿Qué significa "crack" en el fútbol?
homograph | es | - | ¿Cómo funciona una residencia universitaria en Madrid?
name | es | - | ¿Dónde está la Casa Azul de Frida Kahlo?
name | es | - | ¿Cuántos goles metió Diego Maradona con Argentina?
name | es | - | ¿Quién es Diego Luna?
place | es | - | ¿Qué ver en Oaxaca en tres días?
place | es | - | ¿Es seguro caminar por la Roma Norte de noche?
place | es | - | Los mejores mercados de Ciudad de México
place | es | - | ¿Cómo llegar de Taipéi a Alishan?
brand | es | - | ¿Cuánto cobra Wise por enviar dólares a México?
brand | es | - | ¿Xiaomi es mejor que Motorola?
brand | es | - | ¿Qué es Netflix?
brand | es | - | ¿Gogoro vende motos en México?
topic | es | - | ¿Qué es la gota y por qué da?
topic | es | - | ¿Cómo se hace la lucha libre mexicana, está arreglada?
topic | es | - | ¿Qué es la artritis reumatoide?
subword | es | - | ¿Qué es la moledora de maíz?
subword | es | - | ¿Cómo se usa un gotero de tintura?
subword | es | - | ¿Qué es un gatillo fácil?
function | es | - | ¿Qué hora es en Taiwán?
function | es | - | ¿Cuántos gramos tiene una libra?
stem | es | - | ¿Cómo tostar pepitas de calabaza?
stem | es | - | ¿Qué estudia un residente de medicina?
generic | es | - | ¿Cómo escribo una buena carta de presentación?
generic | es | - | Consejos para dormir mejor
idiom | es | - | ¿Qué significa "ser la gota que derrama el vaso"?
idiom | es | - | ¿Qué quiere decir "echar perros"?
mixed | es | - | ¿El mole lleva café o chocolate?
mixed | es | - | ¿Qué diferencia hay entre arábica y robusta?
`;
