// The tenth blind aboutness set's questions in German, French and Spanish, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TENTH_DE_LINES = `
direct | de | cat Tal; Tal kidneys | Mein alter Kater frisst sein Nierendiätfutter nicht mehr, was kann ich tun?
direct | de | Tal kidneys; cat Tal | Ist es normal, dass eine nierenkranke Katze so viel trinkt?
direct | de | dog Canela; Canela leishmaniasis; Canela walks | Welche Leckerlis darf meine Galga bekommen, wenn sie Allopurinol nimmt?
direct | de | husband Santiago; Santiago diabetes; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | Ein zuckerarmes Abendessen für meinen Mann mit Diabetes
direct | de | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | Plane eine Überraschungsreise zum 72. Geburtstag meines Mannes
direct | de | daughter Vera; Vera second baby; Vera flat; son-in-law Jonas; learning German; granddaughter Mila; Mila eczema; Mila tournament; Mila Chinese | Was soll ich einpacken, wenn ich nach der Geburt einen Monat bei meiner Tochter in München bleibe?
direct | de | Vera flat; daughter Vera; son-in-law Jonas; granddaughter Mila; Vera second baby; Mila eczema; Mila tournament; Mila Chinese | Wie komme ich vom Münchner Flughafen am besten nach Schwabing zu Vera?
direct | de | son-in-law Jonas; learning German; daughter Vera; Vera second baby; Vera flat | Schreib mir einen kurzen Geburtstagsgruß auf Deutsch für meinen Schwiegersohn
direct | de | granddaughter Mila; Mila tournament; chess coach; chess notation; chess explanations; Mila eczema; Mila Chinese | Wie bereite ich meine Enkelin auf ihr erstes Schachturnier im Februar vor?
direct | de | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | Welche Stoffe sind gut für Milas Neurodermitis?
direct | de | son Lev; Lev epilepsy; Lev visit | Darf mein Sohn mit Levetiracetam ein Glas Wein trinken?
direct | de | sister Roza; Roza glaucoma; Roza care | Meine Schwester vergisst ihre Augentropfen gegen grünen Star, was hilft?
direct | de | atrial fibrillation; no NSAIDs; check interactions; knee arthritis | Welches Schmerzmittel darf ich mit Eliquis gegen Knieschmerzen nehmen?
direct | de | hearing aids | Meine Hörgeräte pfeifen, wenn ich einen Schal trage
direct | de | learning German | Wie lerne ich die deutschen Artikel am schnellsten für meinen A1-Kurs?
direct | de | student Blanca; Blanca repertoire; chess coach; chess notation; chess explanations; Blanca fees | Erstelle einen Trainingsplan für meine Schülerin Blanca vor der spanischen U16-Meisterschaft
direct | de | rook endgame book; chess notation; chess coach; chess explanations | Hilf mir, die Philidor-Stellung für mein Buch über Turmendspiele zu erklären
direct | de | Jávea camp; chess coach | Tagesplan für mein Kinder-Schachcamp in Jávea
direct | de | bathroom renovation; knee arthritis | Welcher rutschfeste Boden eignet sich für meine neue bodengleiche Dusche?
direct | de | Seat Ibiza | Die Kupplung meines Ibiza fühlt sich weich an, ist das teuer?
direct | de | Russian pension; pension papers | Wie bekomme ich meine russische Rente auf mein spanisches Konto?
direct | de | allotment; tomato seeds | Wann säe ich die Tomaten in meinem Gemüsegarten aus?
implicit | de | summer insomnia | Im August ist mein Schlafzimmer so heiß, dass ich nicht schlafen kann
implicit | de | lactose intolerance; lactose-free recipes; Comté | Von Milch bekomme ich Bauchweh, welchen Käse kann ich essen?
implicit | de | travel aisle seat; knee arthritis | Worauf soll ich bei der Flugbuchung nach München achten?
personal_none | de | - | Was schenke ich meiner Nachbarin zum Einzug?
personal_none | de | - | Wie mache ich den verstopften Abfluss in der Küche frei?
personal_none | de | - | Ich verliere ständig meine Lesebrille
homograph | de | - | Wie entstand das Tal der Könige in Ägypten?
homograph | de | - | Warum sind Valencia-Orangen so süß?
homograph | de | - | Wie heiß wird ein Brennofen für Steinzeug?
name | de | - | Warum nannte man Michail Tal den Magier aus Riga?
name | de | - | Worum geht es in Lew Tolstois Anna Karenina?
name | de | - | Welche Brautkleider hat Vera Wang entworfen?
name | de | - | Wer war Olga von Kiew?
place | de | - | Wie lang ist der Jakobsweg nach Santiago de Compostela?
place | de | - | Die besten Strände auf Ibiza
place | de | - | Geschichte des Kasaner Kremls
place | de | - | Warum beginnt das Oktoberfest in München schon im September?
brand | de | - | Lohnt sich die Xiaomi-Aktie dieses Jahr?
brand | de | - | Wie viel kostet bei Lufthansa ein Sitz mit mehr Beinfreiheit?
brand | de | - | Warum ist der Thermomix in Deutschland so beliebt?
topic | de | - | Was ist grüner Star?
topic | de | - | Wie wirkt Metformin?
topic | de | - | Wer gewann die Schacholympiade 1986 in Dubai?
stem | de | - | Wer sind die schnellsten Schwimmer der Geschichte?
stem | de | - | Wie glasieren Keramiker Porzellan?
function | de | - | Also, welches ist das höchste Gebäude der Welt?
function | de | - | Wie viele Zeitzonen hat Russland eigentlich?
generic | de | - | Schreib ein Haiku über den Herbst
generic | de | - | Was ist die Hauptstadt von Australien?
generic | de | - | Wie wandle ich ein PDF in Word um?
idiom | de | - | Was bedeutet "die Katze im Sack kaufen"?
idiom | de | - | Woher kommt "da liegt der Hund begraben"?
idiom | de | - | Was heißt "jemanden schachmatt setzen" im übertragenen Sinn?
mixed | de | - | Was heißt "qué tal" auf Deutsch?
direct | de | opera | Welche Opern laufen in dieser Saison in meinem Abo im Palau de les Arts?
direct | de | Lev visit; son Lev; Lev epilepsy | Welche Unterlagen braucht Lew für ein Schengen-Visum zu Ostern?
name | de | - | In welchen Opern hat Jonas Kaufmann gesungen?
homograph | de | - | Was ist eine Conga und woher kommt der Tanz?
stem | de | - | Wer waren die besten Trainer der sowjetischen Schachschule?
name | de | - | Worum geht es in Schostakowitschs Leningrader Sinfonie?
homograph | de | - | Woher kommt der Ausdruck "Tal der Ahnungslosen"?
`;

export const TENTH_FR_LINES = `
direct | fr | cat Tal; Tal kidneys | Mon vieux chat ne mange plus sa pâtée rénale, que faire ?
direct | fr | Tal kidneys; cat Tal | Est-ce normal qu'un chat insuffisant rénal boive autant ?
direct | fr | dog Canela; Canela leishmaniasis; Canela walks | Quelles friandises pour ma lévrière sous allopurinol ?
direct | fr | Canela leishmaniasis; dog Canela; Canela walks | Tous les combien faut-il refaire la prise de sang de leishmaniose de Canela ?
direct | fr | husband Santiago; Santiago diabetes; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | Un dessert peu sucré pour mon mari diabétique
direct | fr | Santiago kiln; husband Santiago; Santiago diabetes; Santiago birthday; Santiago tiles | Mon mari veut cuire du grès dans son petit four électrique, à quelle température ?
direct | fr | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | Organise un voyage surprise pour les 72 ans de mon mari
direct | fr | daughter Vera; Vera second baby; Vera flat | Ma fille est pilote enceinte de cinq mois, peut-elle encore voler ?
direct | fr | granddaughter Mila; Mila tournament; chess notation; chess coach; chess explanations; Mila eczema; Mila Chinese | Cinq problèmes de mat en un pour ma petite-fille
direct | fr | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | Quelle crème pour l'eczéma de Mila quand la cortisone ne suffit pas ?
direct | fr | son Lev; Lev epilepsy; Lev visit | Mon fils épileptique peut-il passer le permis de conduire en Russie ?
direct | fr | sister Roza; Roza glaucoma; Roza care | Ma sœur oublie son collyre pour le glaucome, des astuces ?
direct | fr | atrial fibrillation; no NSAIDs; check interactions | J'ai mal à la tête, que puis-je prendre avec mon anticoagulant ?
direct | fr | check interactions; atrial fibrillation; cholesterol; osteopenia; no grapefruit | Puis-je prendre du millepertuis ?
direct | fr | hearing aids | Mes appareils auditifs sifflent quand je porte une écharpe
direct | fr | student Blanca; Blanca repertoire; Blanca fees; chess coach; chess notation; chess explanations | Prépare un plan d'entraînement de six semaines pour mon élève Blanca
direct | fr | Blanca repertoire; student Blanca; chess coach; chess notation; chess explanations; Blanca fees | Quelle ligne de la Nimzo-Indienne enseigner à une joueuse de 14 ans ?
direct | fr | rook endgame book; chess notation; chess coach; chess explanations | Aide-moi à expliquer la position de Lucena pour mon livre sur les finales de tours
direct | fr | Paris open | En quelle année ai-je gagné l'open féminin de Paris ?
direct | fr | Jávea camp; chess coach | Un programme quotidien pour mon stage d'échecs pour enfants à Jávea
direct | fr | Spanish citizenship | Comment réviser l'examen CCSE pour ma naturalisation espagnole ?
direct | fr | bathroom renovation; knee arthritis | Quel sol antidérapant pour ma nouvelle douche à l'italienne ?
direct | fr | Seat Ibiza | L'embrayage de ma Seat Ibiza est mou, c'est cher à réparer ?
direct | fr | Comté; lactose intolerance; lactose-free recipes | Combien de temps se garde mon comté 24 mois une fois entamé ?
direct | fr | Russian pension; pension papers | Comment faire virer ma retraite russe sur mon compte espagnol ?
implicit | fr | summer insomnia | En août ma chambre est une fournaise et je ne dors plus
implicit | fr | lactose intolerance; lactose-free recipes; Comté | Le lait me donne mal au ventre, quels fromages puis-je manger ?
implicit | fr | evening screens; Kindle | Le soir, les écrans me donnent mal à la tête
personal_none | fr | - | Qu'offrir à ma voisine pour sa pendaison de crémaillère ?
personal_none | fr | - | Comment déboucher l'évier de la cuisine ?
personal_none | fr | - | Je perds sans arrêt mes lunettes de lecture
homograph | fr | - | Pourquoi les oranges de Valence sont-elles si sucrées ?
homograph | fr | - | Quels sont les bienfaits de l'aloe vera ?
homograph | fr | - | Comment fonctionne un four à pain traditionnel ?
name | fr | - | Pourquoi Mikhaïl Tal était-il surnommé le magicien de Riga ?
name | fr | - | De quoi parle Anna Karénine de Léon Tolstoï ?
name | fr | - | Qui était sainte Olga de Kiev ?
name | fr | - | Quels films a tournés Mila Kunis ?
place | fr | - | Combien de temps dure le chemin de Saint-Jacques-de-Compostelle ?
place | fr | - | Les plus belles plages d'Ibiza
place | fr | - | Histoire du kremlin de Kazan
place | fr | - | Que visiter à Munich en deux jours ?
brand | fr | - | L'action Xiaomi est-elle un bon placement ?
brand | fr | - | Pourquoi le Thermomix coûte-t-il si cher ?
brand | fr | - | Combien coûte un siège avec plus d'espace chez Lufthansa ?
topic | fr | - | Qu'est-ce que le glaucome ?
topic | fr | - | Comment agit la metformine ?
topic | fr | - | Qui a gagné l'Olympiade d'échecs de 1986 ?
stem | fr | - | Qui sont les nageurs les plus rapides de l'histoire ?
stem | fr | - | Comment les céramistes émaillent-ils la porcelaine ?
function | fr | - | Alors, quel est le plus haut bâtiment du monde ?
function | fr | - | Combien de fuseaux horaires compte la Russie ?
generic | fr | - | Écris un haïku sur l'automne
generic | fr | - | Quelle est la capitale de l'Australie ?
generic | fr | - | Comment convertir un PDF en Word ?
idiom | fr | - | Que veut dire "avoir d'autres chats à fouetter" ?
idiom | fr | - | D'où vient l'expression "être échec et mat" au sens figuré ?
idiom | fr | - | Que signifie "donner sa langue au chat" ?
mixed | fr | - | Comment dit-on "échec et mat" en russe ?
mixed | fr | - | Que veut dire "qué tal" en espagnol ?
name | fr | - | Que raconte la symphonie Leningrad de Chostakovitch ?
place | fr | - | Que voir à Belgrade en deux jours ?
`;

export const TENTH_ES_LINES = `
direct | es | cat Tal; Tal kidneys | Mi gato viejo ya no quiere su comida renal, ¿qué hago?
direct | es | Tal kidneys; cat Tal | ¿Es normal que un gato con insuficiencia renal beba tanta agua?
direct | es | dog Canela; Canela leishmaniasis; Canela walks | ¿Qué premios puede comer mi galga si toma alopurinol?
direct | es | Canela leishmaniasis; dog Canela; Canela walks | ¿Cada cuánto hay que repetir la analítica de leishmania a Canela?
direct | es | Canela walks; dog Canela; Canela leishmaniasis | ¿A qué hora es mejor pasear a la perra por el cauce del Turia en julio?
direct | es | husband Santiago; Santiago diabetes; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | Una cena baja en azúcar para mi marido diabético
direct | es | Santiago tiles; husband Santiago; Santiago kiln; Santiago diabetes; Santiago birthday | Ayúdame a escribir el texto de la exposición de azulejos de Manises con mi marido
direct | es | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | Organiza un viaje sorpresa para el cumpleaños 72 de Santiago
direct | es | daughter Vera; Vera second baby; Vera flat; son-in-law Jonas; granddaughter Mila; learning German; Mila eczema; Mila tournament; Mila Chinese | ¿Qué llevo para pasar un mes en Múnich cuando nazca el bebé de mi hija?
direct | es | granddaughter Mila; Mila tournament; chess notation; chess coach; chess explanations; Mila eczema; Mila Chinese | Cinco problemas de mate en uno para mi nieta
direct | es | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | ¿Qué tejidos le van bien a mi nieta con dermatitis atópica?
direct | es | son Lev; Lev epilepsy; Lev visit | ¿Mi hijo puede tomar melatonina con el Keppra?
direct | es | Lev visit; son Lev; Lev epilepsy | ¿Qué papeles necesita Lev para el visado Schengen de Semana Santa?
direct | es | sister Roza; Roza glaucoma; Roza care | Mi hermana se olvida del colirio del glaucoma, ¿algún truco?
direct | es | Roza care; sister Roza; Kazan roots; Roza glaucoma | ¿Cuánto cuesta una cuidadora en Kazán tres días a la semana para mi hermana?
direct | es | atrial fibrillation; no NSAIDs; check interactions; knee arthritis | ¿Qué analgésico puedo tomar para la rodilla si tomo Eliquis?
direct | es | check interactions; atrial fibrillation; cholesterol; osteopenia; no grapefruit | ¿Puedo tomar cúrcuma en cápsulas?
direct | es | hearing aids | Los audífonos me pitan cuando llevo bufanda
direct | es | student Blanca; Blanca repertoire; Blanca fees; chess coach; chess notation; chess explanations | Prepara un plan de seis semanas para Blanca antes del campeonato de Salobreña
direct | es | Blanca fees; student Blanca; chess coach; Blanca repertoire | Redacta un mensaje a los padres de mi alumna para subir la tarifa por hora
direct | es | rook endgame book; chess notation; chess coach; chess explanations | Ayúdame con el capítulo sobre la posición de Philidor de mi libro de finales de torres
direct | es | manual translation; Dvoretsky student; chess coach | ¿Cómo traduzco "позиционное давление" en los apuntes de Dvoretsky que estoy traduciendo?
direct | es | Jávea camp; chess coach | Haz un horario diario para el campamento de ajedrez de Jávea
direct | es | Spanish citizenship; learning Valencian | ¿Qué preguntas caen en el examen CCSE de la nacionalidad?
direct | es | Fallas simul; chess coach | ¿Cómo me organizo para las simultáneas de treinta tableros en Fallas?
direct | es | YouTube channel; chess coach | Ideas para el próximo vídeo de mi canal
direct | es | bathroom renovation; knee arthritis | ¿Qué plato de ducha antideslizante me conviene?
direct | es | allotment; tomato seeds | ¿Cuándo siembro los tomates en el huerto de Benimaclet?
direct | es | Seat Ibiza | El embrague de mi Ibiza está blando, ¿sale caro arreglarlo?
direct | es | Conga vacuum; dog Canela; Canela leishmaniasis; Canela walks | La Conga se queda atascada en la cama de la perra
direct | es | Thermomix; lactose-free recipes; lactose intolerance | Una bechamel sin lactosa en la Thermomix
direct | es | paella; lactose-free recipes; lactose intolerance | ¿Cuánto arroz por persona para la paella del domingo para seis?
direct | es | horchata; Santiago diabetes; Valencia home; husband Santiago; Santiago kiln; Santiago birthday; Santiago tiles | ¿Dónde compro horchata sin azúcar cerca de Ruzafa?
direct | es | GP Ruzafa | ¿Cómo pido cita con mi médica de cabecera por internet?
direct | es | lesson reminders; online lessons; chess coach | Recuérdame qué tengo que enviar a mis alumnos el domingo
direct | es | Valencia CF; husband Santiago; Santiago diabetes; Santiago kiln; Santiago birthday; Santiago tiles | ¿Cuándo juega el Valencia en Mestalla este mes? Quiero ir con mi marido
implicit | es | summer insomnia | En agosto el dormitorio es un horno y no duermo
implicit | es | lactose intolerance; lactose-free recipes; Comté | La leche me sienta mal, ¿qué quesos puedo comer?
implicit | es | travel aisle seat; knee arthritis | ¿Qué pido al reservar el vuelo a Múnich?
implicit | es | banya | Echo de menos un buen baño de vapor, ¿dónde hay uno en Valencia?
personal_none | es | - | ¿Qué le regalo a mi vecina por la casa nueva?
personal_none | es | - | ¿Cómo desatasco el fregadero?
personal_none | es | - | Siempre pierdo las gafas de cerca
homograph | es | - | ¿Qué propiedades tiene la canela en rama?
homograph | es | - | ¿Por qué las naranjas de Valencia son tan dulces?
homograph | es | - | ¿Qué significa "a la vera del camino"?
name | es | - | ¿Por qué llamaban a Mijaíl Tal el mago de Riga?
name | es | - | ¿De qué trata Ana Karénina de León Tolstói?
name | es | - | ¿Quién fue Santiago Ramón y Cajal?
name | es | - | ¿Qué vestidos de novia ha diseñado Vera Wang?
place | es | - | ¿Cuánto se tarda en hacer el Camino de Santiago desde Sarria?
place | es | - | Las mejores calas de Ibiza
place | es | - | ¿Qué ver en la Costa Blanca en tres días?
place | es | - | Historia del kremlin de Kazán
brand | es | - | ¿Conviene comprar acciones de Xiaomi este año?
brand | es | - | ¿Por qué la Thermomix es tan cara?
brand | es | - | ¿Cuánto cobra Lufthansa por un asiento con más espacio?
topic | es | - | ¿Qué es el glaucoma?
topic | es | - | ¿Cómo actúa la metformina?
topic | es | - | ¿Qué es la leishmaniasis y cómo se transmite?
stem | es | - | ¿Quiénes son los nadadores más rápidos de la historia?
stem | es | - | ¿Cómo esmaltan los ceramistas la porcelana?
function | es | - | ¿Qué tal se vive en Noruega?
function | es | - | Hace tal calor en Sevilla que no se puede salir, ¿por qué?
generic | es | - | Escribe un haiku sobre el otoño
generic | es | - | ¿Cuál es la capital de Australia?
idiom | es | - | ¿Qué significa "dar gato por liebre"?
idiom | es | - | ¿De dónde viene "quedarse en blanco"?
mixed | es | - | ¿Cómo se dice "jaque mate" en ruso?
direct | es | Najdorf; chess coach; chess notation; chess explanations | ¿Qué juego contra la Alapin si siempre juego la Najdorf?
direct | es | balcony geraniums | Las hojas de los geranios del balcón se me ponen amarillas
direct | es | daily puzzles; chess coach; chess notation; chess explanations | Quiero un problema más difícil que el diario de Lichess para por la mañana
direct | es | calendar; online lessons; chess club; chess coach; chess notation; chess explanations | ¿Cómo pongo mis clases de los jueves como evento repetido en Google Calendar?
brand | es | - | ¿Cuánto cuesta la Thermomix TM7?
name | es | - | ¿Quién fue Blanca de Navarra?
topic | es | - | ¿Qué es la horchata y de dónde viene?
function | es | - | ¿Tal vez llueva mañana en Madrid?
place | es | - | ¿Qué ver en Salobreña?
idiom | es | - | ¿Qué significa "ser un peón" en política?
`;
