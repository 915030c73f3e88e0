// The eleventh blind aboutness set's questions in German, French and Spanish, written before the recall rules were read.
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
