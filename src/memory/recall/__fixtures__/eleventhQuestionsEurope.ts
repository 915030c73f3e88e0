// The eleventh blind aboutness set's questions in German, French, Spanish, Portuguese, Russian and Italian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const ELEVENTH_DE_LINES = `
direct | de | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Was soll Florian in den Rucksack packen, wenn er nachts zur Bergrettung muss und der Zucker fällt?
direct | de | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Mein Mann hat Typ-1-Diabetes: wie viele Kohlenhydrate hat ein Stück Apfelstrudel?
direct | de | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes; ski touring | Wie passt man den Insulinpumpen-Basalwert bei einer langen Skitour an?
direct | de | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Erstelle Hana einen Lernplan für die Mathe-Schularbeit nächste Woche
direct | de | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Wie kann ich meine Tochter mit ADHS morgens ohne Streit aus dem Haus bringen?
direct | de | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Braucht meine Tochter für ein Austauschjahr in Korea ein Visum?
direct | de | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Hana will mit dem E-Scooter zur Schule, wie sage ich ihr nein?
direct | de | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Wie lange dauert eine Hyposensibilisierung gegen Bienengift normalerweise?
direct | de | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Otto hat Fußball am Donnerstag und die Spritze am Freitag, ist das ein Problem?
direct | de | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Was muss die Lehrerin von Otto über seinen Notfall-Pen wissen?
direct | de | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Darf meine Schwiegermutter mit ihrem Blutverdünner Kalzium nehmen?
direct | de | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Welche Hilfsmittel gibt es für Rosa, damit sie nicht mehr stürzt?
direct | de | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Wie bringe ich meiner Mutter in Jeonju bei, Untertitel bei Videoanrufen einzuschalten?
direct | de | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip | Was schenkt man in Korea zum 80. Geburtstag der eigenen Mutter?
direct | de | brother Tae-yang; Tae-yang wedding | Was zieht man zu einer Hochzeit in Toronto im Oktober an?
direct | de | friend Soledad; Seville trip | Ein Geburtstagsgeschenk für Soledad, das man gut nach Sevilla schicken kann
direct | de | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Der Hund hatte heute einen Anfall, soll ich den Tierarzt in Meran anrufen?
direct | de | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Darf Tartufo mit seiner Epilepsie Feuerwerk an Silvester hören?
direct | de | cat Mozart; Mozart fluids | Wie viel Infusion bekommt ein Kater mit Niereninsuffizienz pro Woche?
direct | de | back pain; physio | Welche Übungen machen den unteren Rücken stärker, ohne die Bandscheibe zu belasten?
direct | de | workshop Mondays; piano technician; technical answers | Ein Kunde will nur montags, wie sage ich ihm höflich ab?
direct | de | customer reminders; piano technician; technical answers | Schreib die Erinnerung ans Klavierstimmen für meine Stammkunden
direct | de | Instagram; piano technician; technical answers | Ideen für Reels aus der Werkstatt diese Woche
direct | de | laptop | Mein ThinkPad wird beim Exportieren der Kundenkartei heiß
direct | de | apprentice Lukas; piano training; piano technician; technical answers | Wie bereite ich Lukas auf die Gesellenprüfung im Klavierbau vor?
direct | de | ski touring; avalanche rule; Garmin | Welche Skitour im Ultental geht bei Lawinenwarnstufe 2?
direct | de | thermal baths; back pain; physio | Ist die Therme gut für meinen Bandscheibenvorfall?
direct | de | storm rule; hut hikes | Plane eine Tagestour auf den Vigiljoch, die vor den Gewittern endet
direct | de | choir | Wie übe ich als Altstimme die Mittelstimme sicherer?
direct | de | Bechstein restoration; piano technician; technical answers | Welchen Leim nimmt man für den neuen Resonanzboden des Bechstein-Flügels?
implicit | de | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Der Sensor am Oberarm hält beim Skifahren nicht, was kann man tun?
implicit | de | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Was packe ich für einen Ausflug mit einem Kind mit Wespengiftallergie ein?
implicit | de | tinnitus | Das Pfeifen im linken Ohr stört mich beim Stimmen der Oktaven
implicit | de | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Kann ein Lagotto Trüffel suchen, obwohl er Phenobarbital bekommt?
personal_none | de | - | Mein Fahrrad quietscht beim Bremsen
personal_none | de | - | Schreib eine Absage für die Einladung zum Klassentreffen
personal_none | de | - | Ich habe seit gestern Halsweh, was hilft schnell?
personal_none | de | - | Wie kündige ich meinen Handyvertrag?
homograph | de | - | Wie hebt man die Stimmung im Team nach einer Kündigungswelle?
homograph | de | - | Wie tief ist ein Bach im Durchschnitt?
homograph | de | - | Was bedeutet Rosa in der Farbpsychologie?
homograph | de | - | Was ist ein Flügel bei einem Flugzeug genau?
name | de | - | Was hat Rosa Luxemburg geschrieben?
name | de | - | Wer war Otto Waalkes' erster Filmpartner?
name | de | - | Welche Tore hat Florian Wirtz für Leverkusen geschossen?
name | de | - | Wie viele Kinder hatte Johann Sebastian Bach?
name | de | - | Warum heißen Mozartkugeln so?
place | de | - | Wann wurde die Kurpromenade in Meran angelegt?
place | de | - | Wie alt ist die Burg in Lana?
place | de | - | Wann wurde das Schloss in Ludwigsburg gebaut?
place | de | - | Welche Sehenswürdigkeiten hat Seoul?
brand | de | - | Seit wann gibt es den Otto-Versand?
brand | de | - | Ist der Thermomix sein Geld wert?
brand | de | - | Welcher Brother-Drucker ist am günstigsten im Verbrauch?
brand | de | - | Wer hat Instagram gegründet?
topic | de | - | Wie funktioniert die Hyposensibilisierung bei Pollenallergie?
topic | de | - | Was ist der Unterschied zwischen Flügel und Klavier?
topic | de | - | Warum ist der Kammerton heute 440 Hertz?
topic | de | - | Wie entstehen Lawinen?
function | de | - | Wann benutzt man im Englischen "also" und wann "too"?
function | de | - | Was heißt "per" auf Italienisch?
stem | de | - | Wie stimme ich bei einer Bundestagswahl per Brief ab?
stem | de | - | Was ist eine Meisterschaft im Fußball?
generic | de | - | Wie viele Familien in Deutschland haben drei Kinder?
generic | de | - | Wann beginnt astronomisch der Winter?
generic | de | - | Wie viele Schulen gibt es in Südtirol?
idiom | de | - | Woher kommt "etwas geht den Bach runter"?
idiom | de | - | Was bedeutet "Der Ton macht die Musik"?
mixed | de | - | Heißt "lana" auf Italienisch wirklich Wolle?
`;

export const ELEVENTH_FR_LINES = `
direct | fr | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Une recette de gâteau aux pommes pour l'anniversaire de Florian, avec les glucides
direct | fr | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Mon mari diabétique part en intervention de secours en montagne la nuit : que doit-il emporter ?
direct | fr | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Idées de petit-déjeuner pauvre en sucres pour mon mari avant une journée de ski
direct | fr | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Comment aider ma fille TDAH à réviser son brevet sans crises ?
direct | fr | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Hana veut partir un an à Séoul : quelle assurance santé prendre ?
direct | fr | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Un morceau d'accordéon facile que ma fille pourrait jouer à la fête du village
direct | fr | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Mon fils a une allergie au venin d'abeille : peut-il aller en colonie cet été ?
direct | fr | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Que faire si Otto oublie son stylo d'adrénaline à l'école ?
direct | fr | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Ma belle-mère prend de l'Eliquis : peut-elle prendre de l'aspirine pour un mal de tête ?
direct | fr | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Rosa a peur de retomber sur le verglas cet hiver, que lui proposer ?
direct | fr | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Quel téléphone pour une personne âgée malentendante en Corée ?
direct | fr | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip | Organise le programme de la fête des 80 ans de ma mère à Jeonju
direct | fr | brother Tae-yang; Tae-yang wedding | Que dire dans un toast au mariage de mon petit frère à Toronto ?
direct | fr | friend Soledad; Seville trip | Écris un message d'anniversaire à Soledad en espagnol
direct | fr | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Le chien a eu une crise cette nuit : combien de temps attendre avant de le promener ?
direct | fr | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Tartufo peut-il manger des restes de pâtes avec son traitement ?
direct | fr | cat Mozart; Mozart fluids | Mozart ne boit plus assez, faut-il augmenter ses perfusions ?
direct | fr | cat Mozart; Mozart fluids | Quelles friandises pour un chat insuffisant rénal ?
direct | fr | tinnitus | Mes acouphènes empirent après une journée d'accord, que faire ?
direct | fr | Bechstein restoration; TV documentary; piano technician; technical answers | Quel bois d'épicéa commander pour la table d'harmonie du Bechstein ?
direct | fr | Bechstein restoration; piano technician; technical answers | Faut-il refaire le sommier du piano à queue de l'hôtel ou le garder ?
direct | fr | Korea trip; mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Que visiter à Séoul en trois jours avec deux enfants en juillet ?
direct | fr | reading | Quel roman lire après La Végétarienne ?
direct | fr | reading | Un polar dans le style de Fred Vargas, mais traduit de l'italien
direct | fr | investing | Un ETF monde capitalisant ou distribuant pour mon épargne ?
direct | fr | e-MTB | Une boucle en VTT électrique de 30 km au départ de Lana
direct | fr | diabetic recipes; husband Florian; Florian diabetes; Florian mountain rescue; Korean cooking | Calcule les glucides de mon bibimbap pour mon mari
direct | fr | tuning pitch; piano technician; technical answers | Un orchestre me demande 443 Hz au lieu de 442, est-ce risqué pour le piano ?
direct | fr | quote format; Bechstein restoration; piano technician; technical answers | Rédige un devis pour la restauration d'un piano droit avec TVA
direct | fr | Busoni competition; piano technician; technical answers | Combien d'accordeurs faut-il pour un concours comme le Busoni ?
implicit | fr | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Le capteur de glycémie de mon mari se décolle dans la neige
implicit | fr | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Elle s'est cassé le poignet l'an dernier, quels exercices pour la rééduquer ?
implicit | fr | cat Mozart; Mozart fluids | Un chat de quinze ans qui vomit après ses croquettes spéciales reins
implicit | fr | Korean cooking; kimchi; cookbook | Quels légumes de la vallée remplacent bien le radis coréen ?
personal_none | fr | - | Ma machine à café fuit par en dessous, que vérifier ?
personal_none | fr | - | Rédige une lettre de réclamation à ma banque pour un prélèvement en double
personal_none | fr | - | J'ai souvent des crampes la nuit, est-ce grave ?
personal_none | fr | - | Quel aspirateur robot acheter pour un petit appartement ?
homograph | fr | - | Comment accorder le participe passé avec avoir ?
homograph | fr | - | Comment dit-on « faire la queue » en anglais ?
homograph | fr | - | Que signifie le mot « rosa » en latin ?
homograph | fr | - | Comment entretenir un sommier à lattes ?
name | fr | - | De quoi parle Le Tartuffe de Molière ?
name | fr | - | Quand Mozart est-il venu à Paris ?
name | fr | - | Pourquoi Mario Vargas Llosa a-t-il reçu le prix Nobel ?
name | fr | - | Quel est le meilleur film avec Otto Preminger comme réalisateur ?
name | fr | - | Qui était saint Florian ?
place | fr | - | Combien d'habitants compte Séoul ?
place | fr | - | Quelle est la spécialité culinaire de Jeonju ?
place | fr | - | Quand a été fondée la ville de Toronto ?
place | fr | - | Quels sont les cols du Tyrol du Sud les plus hauts ?
brand | fr | - | Eliquis ou Xarelto : quelle différence ?
brand | fr | - | Quand Bechstein a-t-il été fondé ?
brand | fr | - | Quel est le prix d'un Fiat Ducato neuf ?
brand | fr | - | Netflix augmente-t-il encore ses prix ?
topic | fr | - | Comment fonctionne un piano à queue ?
topic | fr | - | Qu'est-ce que la fibrillation auriculaire ?
topic | fr | - | Pourquoi le sapin des Alpes sert-il à faire des instruments ?
topic | fr | - | Qui a inventé le VTT ?
function | fr | - | Quelle est la différence entre « mit » et « bei » en allemand ?
function | fr | - | Comment utiliser « per » et « da » en italien ?
function | fr | - | Quand employer « en » ou « a » en espagnol ?
stem | fr | - | Comment accorder une guitare à l'oreille ?
stem | fr | - | Quels sont les métiers de la restauration collective ?
generic | fr | - | Combien de langues parle-t-on en Europe ?
generic | fr | - | Quelles activités les Français font-ils le plus le week-end ?
idiom | fr | - | D'où vient l'expression « voir la vie en rose » ?
idiom | fr | - | Que veut dire « accorder ses violons » ?
mixed | fr | - | Pourquoi dit-on « piano » en italien pour parler doucement ?
`;

export const ELEVENTH_ES_LINES = `
direct | es | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | ¿Qué debería llevar mi marido en la mochila de rescate por si le baja el azúcar?
direct | es | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Una cena ligera con los hidratos contados para Florian
direct | es | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | ¿Cómo le explico a Hana que no puede dejar el Medikinet en época de exámenes?
direct | es | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Mi hija quiere estudiar un año en Corea: ¿qué becas hay?
direct | es | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana; Seville trip; friend Soledad | ¿Qué puede ver Hana en Sevilla durante la Semana Santa?
direct | es | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | ¿Cuánto cuesta la vacuna de veneno de abeja para mi hijo si la pago aparte?
direct | es | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Otto quiere ir a un campamento de verano, ¿qué le digo al monitor sobre su alergia?
direct | es | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | ¿Puede mi suegra tomar cúrcuma con el apixabán?
direct | es | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | ¿Qué calzado es mejor para una señora de 78 años con osteoporosis?
direct | es | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Rosa se queja de palpitaciones por la noche, ¿cuándo hay que llamar al médico?
direct | es | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | Mi madre no oye bien por teléfono, ¿le compro unos audífonos con bluetooth?
direct | es | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip | ¿Qué regalo le llevo a mi madre por su 80 cumpleaños?
direct | es | brother Tae-yang; Tae-yang wedding | ¿Cuánto dinero se regala en una boda en Canadá? Se casa mi hermano
direct | es | friend Soledad; Seville trip | Planifica cuatro días en Sevilla con mi amiga Soledad en Semana Santa
direct | es | friend Soledad; Seville trip | Soledad me pide una canción coreana para una coreografía de flamenco, ¿alguna idea?
direct | es | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | ¿Es normal que el perro tenga más sed desde que toma fenobarbital?
direct | es | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | ¿Puedo llevar a Tartufo a la montaña en verano con su epilepsia?
direct | es | cat Mozart; Mozart fluids | ¿Cada cuánto se le hace análisis de sangre a un gato con insuficiencia renal?
direct | es | voicing; piano technician; technical answers | Las notas graves del Steinway suenan apagadas, ¿cómo entono los macillos?
direct | es | kids piano workshop; piano technician; technical answers | Prepara el guion de un taller para niños de ocho años sobre el piano por dentro
direct | es | vegetable garden | ¿Cuándo siembro la perilla en el huerto a 900 metros?
direct | es | vegetable garden | Los calabacines del huerto tienen oídio, ¿qué hago?
direct | es | languages; bilingual exam | ¿Cómo mejoro mi italiano para el examen de bilingüismo?
direct | es | Rosa interactions; mother-in-law Rosa; Rosa heart; Rosa osteoporosis | ¿Qué remedio natural para el insomnio puede tomar mi suegra?
direct | es | back pain; physio | ¿Qué colchón me conviene con una hernia discal L5-S1?
direct | es | Hashimoto; thyroid checks | ¿Puedo tomar la levotiroxina con el café con leche?
direct | es | sister-in-law Veronika | Escribe un correo a mi cuñada para pedirle dos habitaciones de su hotel en agosto
direct | es | workshop move; no loans; craft grant | ¿Cuánto cuesta aislar un granero para usarlo de taller?
direct | es | Busoni competition; piano technician; technical answers | Lista de herramientas para llevar al concurso Busoni
direct | es | humidity advice; piano technician; technical answers | ¿Qué humedad debe tener el salón donde está el piano de un cliente?
implicit | es | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | Una anciana con anticoagulantes se golpeó la cabeza, ¿qué vigilar?
implicit | es | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Mi lagotto tuvo una convulsión en el lago, ¿qué hago la próxima vez?
implicit | es | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Una adolescente con TDAH que no se concentra en sus deberes de chino
implicit | es | piano training; piano technician | ¿Me sirve mi título alemán de maestra artesana para trabajar en España?
personal_none | es | - | ¿Cómo quito las manchas de óxido de mi fregadero?
personal_none | es | - | Escribe una carta de presentación para un puesto de recepcionista
personal_none | es | - | Me duele la muela desde ayer, ¿qué puedo tomar?
personal_none | es | - | ¿Qué seguro de viaje me conviene para un fin de semana en Londres?
homograph | es | - | ¿Qué significa el color rosa en la cultura japonesa?
homograph | es | - | ¿Cómo se lava un jersey de lana sin que encoja?
homograph | es | - | ¿Qué es la soledad no deseada según la psicología?
homograph | es | - | ¿Cómo se entona bien una canción en un karaoke?
name | es | - | ¿De qué trata Cien años de soledad?
name | es | - | ¿Quién fue Rosa Chacel?
name | es | - | ¿Cuántas óperas compuso Mozart?
name | es | - | ¿En qué equipos jugó Lukas Podolski?
name | es | - | ¿Quién fue Otto Frank?
place | es | - | ¿Cuántos años tardaron en construir la catedral de Sevilla?
place | es | - | ¿Cuál es la mejor época para visitar Granada?
place | es | - | ¿Qué comer en Toronto?
place | es | - | ¿Dónde está el Tirol del Sur exactamente?
brand | es | - | ¿Qué impresora Brother es mejor para una oficina?
brand | es | - | ¿Vale la pena la Thermomix TM7?
brand | es | - | ¿Cuándo salió el primer Fiat 500?
brand | es | - | ¿Qué Garmin es mejor para correr?
topic | es | - | ¿Cómo se fabrican las cuerdas de un piano?
topic | es | - | ¿Qué es el TDAH?
topic | es | - | ¿Por qué se usa el apixabán en la fibrilación auricular?
topic | es | - | ¿Qué es la Semana Santa y por qué cambia de fecha?
function | es | - | ¿Cuándo se usa "con" en italiano?
function | es | - | ¿Qué significa "und" en alemán?
stem | es | - | ¿Cómo afinar el motor de un coche antiguo?
stem | es | - | ¿Qué estudia la restauración de arte?
generic | es | - | ¿Cuántos colegios hay en España?
generic | es | - | ¿Qué porcentaje de familias tiene perro en Europa?
idiom | es | - | ¿Qué significa "no hay rosa sin espinas"?
idiom | es | - | ¿De dónde viene "dar la nota"?
mixed | es | - | ¿Es verdad que "otto" en italiano significa ocho?
direct | es | workshop Mondays; piano technician; technical answers | Un cliente solo puede los lunes, ¿cómo le contesto?
idiom | es | - | ¿Qué quiere decir "tocar de oído" en la vida diaria?
`;

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
