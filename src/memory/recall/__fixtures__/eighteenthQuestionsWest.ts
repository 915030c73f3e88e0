import { BACK, CHAIKA, LIZA, PUSHKIN, RUI, TAMARA, THYROID, TYOMA, YAKOR } from './eighteenthSubjects';

// The eighteenth blind aboutness set's questions in German, French and Spanish, written before the recall rules were
// read. Lines: `category | language | expected subjects (;) or - | question`.

export const EIGHTEENTH_DE_LINES = `
direct | de | German client; client letters | Schreib Herrn Brandt, dass seine Segel gewaschen und geprüft abholbereit sind
direct | de | German client | Was soll ich Herrn Brandt für die jährliche Segelprüfung berechnen?
direct | de | thread; sewing machines | Welche Nadelstärke brauche ich für Tenara-Garn auf der Pfaff?
direct | de | thread | Mein Tenara-Garn reißt ständig, woran liegt das?
direct | de | boot fair; sailcloth | Welche Tuchlieferanten sollte ich auf der boot treffen?
direct | de | boot fair | Wo übernachte ich am besten in Düsseldorf während der Messe im Januar?
direct | de | ${TYOMA} | Was braucht Tjoma für sein Erasmus-Semester in Kiel?
direct | de | ${TYOMA} | Wie findet mein Sohn ein WG-Zimmer in Kiel?
direct | de | hiking Lovcen; ${YAKOR} | Eine leichte Tour auf dem Lovćen für mich und meinen Hund mit dem schlechten Knie
direct | de | ${YAKOR} | Darf Jakor mit seiner lockeren Kniescheibe noch lange wandern?
direct | de | accountant | Zahle ich meinem Steuerberater mit 80 € im Monat zu viel?
direct | de | accountant; taxes | Welche Belege braucht Herr Vuković für meine Steuererklärung?
direct | de | ${RUI} | Mein Mann hat Diabetes, was packe ich ihm für den Charter ein?
direct | de | ${LIZA} | Meine Tochter hat Neurodermitis, welche Sonnencreme verträgt sie?
direct | de | ${LIZA} | Lisa braucht ein neues Band für die Gymnastik, welche Länge?
direct | de | ${TAMARA} | Meine Mutter nimmt Warfarin, darf sie Grapefruit essen?
direct | de | ${PUSHKIN} | Wie viel Flüssigkeit bekommt unser Kater pro Infusion?
direct | de | ${CHAIKA} | Welches Antifouling nehmen wir für unsere Bavaria in der Adria?
direct | de | Vega sails | Wie viele Reffreihen brauchen die Gaffelsegel der Vega?
direct | de | sewing machines | Meine Pfaff 545 macht Fehlstiche, was tun?
direct | de | ${BACK} | Übungen für meinen Bandscheibenvorfall L5/S1
direct | de | ${THYROID} | Wann nehme ich mein Euthyrox am besten?
direct | de | car Duster | Welche Winterreifen passen auf meinen Duster?
direct | de | Yachtmaster exam | Lernplan für meine Yachtmaster-Prüfung im April
implicit | de | thread | die Nähte am Bimini sind nach zwei Sommern von der Sonne zerfressen
implicit | de | German client | der Hamburger Kunde will seine Segel dieses Jahr früher zurück
implicit | de | ${TYOMA} | das Semester in Kiel fängt im September an, und er hat noch keine Wohnung
direct | de | Azores passage; ${CHAIKA} | Welche Route nehmen wir im Juni zu den Azoren?
direct | de | penicillin allergy | Ich habe eine Penicillinallergie, welches Antibiotikum geht bei Angina?
direct | de | reading | Was soll ich nach Dowlatow lesen?
personal_none | de | - | Ich brauche eine neue Regenjacke
personal_none | de | - | Wie werde ich meine Kopfschmerzen los?
personal_none | de | - | Mein Wasserhahn tropft
personal_none | de | - | Meine Fahrradkette springt ständig ab
personal_none | de | - | Wie räume ich meinen Kleiderschrank auf?
homograph | de | - | Was bedeutet „booten" beim Computer?
homograph | de | - | Wie läuft eine katholische Messe ab?
homograph | de | - | Was ist der Kiel einer Vogelfeder?
name | de | - | Wer war Puschkin?
name | de | - | Worum geht es in Tschechows „Die Möwe"?
name | de | - | Wofür bekam Willy Brandt den Friedensnobelpreis?
name | de | - | Was hat Al Gore für den Klimaschutz getan?
place | de | - | Was kann man in Kiel an einem Wochenende machen?
place | de | - | Sehenswürdigkeiten in Düsseldorf
place | de | - | Wie hoch ist der Lovćen?
place | de | - | Wie kommt man von Hamburg nach Podgorica?
brand | de | - | Ist Gore-Tex wirklich wasserdicht?
brand | de | - | Sind Pfaff-Nähmaschinen gut für Anfänger?
brand | de | - | Was kostet ein neuer Dacia Duster?
topic | de | - | Wie funktioniert Erasmus?
topic | de | - | Was ist Neurodermitis?
topic | de | - | Wie werden Segel hergestellt?
topic | de | - | Was macht ein Steuerberater?
subword | de | - | Was macht man in einem Bootcamp?
subword | de | - | Wie bereitet man Garnelen richtig zu?
subword | de | - | Wer hat das Hundertwasserhaus gebaut?
function | de | - | Wann schreibt man „seit" und wann „seid"?
function | de | - | Was ist der Unterschied zwischen „um" und „für"?
stem | de | - | Wer hat die Waschmaschine erfunden?
stem | de | - | Wie wandert man nach Kanada aus?
generic | de | - | Wie viele Menschen leben in Montenegro?
generic | de | - | Wie funktioniert das Schulsystem in Deutschland?
idiom | de | - | Was bedeutet „Seemannsgarn spinnen"?
idiom | de | - | Was bedeutet „da liegt der Hund begraben"?
mixed | de | - | Was heißt „sail loft" auf Deutsch?
`;

export const EIGHTEENTH_FR_LINES = `
direct | fr | French client; client letters | Écris à Jean-Marc que son spi sera prêt fin avril
direct | fr | French client; sailcloth | Quel grammage de tissu pour le spi asymétrique de Jean-Marc ?
direct | fr | French client | Comment prendre les mesures du First 40 de Jean-Marc pour son spi ?
direct | fr | wine | Quel Vranac puis-je offrir à un bon client ?
direct | fr | wine | Avec quel plat je sers mon Vranac ce soir ?
direct | fr | La Rochelle training | Je voudrais refaire un stage en voilerie à La Rochelle, qui contacter ?
direct | fr | ${LIZA} | L'appareil dentaire de Lisa lui fait mal, que faire ?
direct | fr | ${LIZA} | Ma fille a de l'eczéma, quelle lessive utiliser ?
direct | fr | ${LIZA} | Quel justaucorps choisir pour le concours de Lisa à Belgrade ?
direct | fr | lemon tree | Mon citronnier a les feuilles qui jaunissent
direct | fr | lemon tree | Quand dois-je tailler les tomates dans la cour de l'atelier ?
direct | fr | Sunday closed; client letters | Un client insiste pour passer dimanche, comment lui dire non poliment ?
direct | fr | ${RUI} | Quel dessert sans sucre pour mon mari diabétique ?
direct | fr | ${TYOMA} | Mon fils veut faire un master en France après Porto, comment ça marche ?
direct | fr | ${TAMARA} | Ma mère prend de la warfarine, peut-elle prendre du paracétamol ?
direct | fr | ${YAKOR} | Mon jack russell a une luxation de la rotule, quel harnais lui acheter ?
direct | fr | ${PUSHKIN} | Pushkin boude ses croquettes rénales, que faire ?
direct | fr | ${CHAIKA} | Quel antifouling pour Chaika cet été ?
direct | fr | Vega sails | Combien de laizes pour la grand-voile aurique de la Vega ?
direct | fr | Pomor sails book | Comment faire traduire mon livre sur les voiles pomores en français ?
direct | fr | thread | Quel fil anti-UV dois-je commander pour mes coutures ?
direct | fr | ${BACK} | Quels exercices faire le matin pour ma hernie discale ?
direct | fr | learning Portuguese | Des podcasts pour améliorer mon portugais niveau B1 ?
implicit | fr | ${LIZA} | les bagues lui font mal depuis septembre
implicit | fr | lemon tree | les fruits tombent avant de mûrir dans la cour
implicit | fr | French client | le spi du First 40 doit être livré avant la saison
direct | fr | ${TAMARA} | À quelle heure j'appelle maman d'habitude ?
direct | fr | Azores passage; ${CHAIKA} | Quel itinéraire pour notre traversée vers les Açores ?
direct | fr | winter swimming | Je nage dans la mer en hiver, comment éviter le choc thermique ?
personal_none | fr | - | Je cherche un bon aspirateur sans fil
personal_none | fr | - | Comment organiser mon dressing ?
personal_none | fr | - | J'ai le hoquet, comment l'arrêter ?
personal_none | fr | - | Quelle montre m'offrir pour mes 50 ans ?
personal_none | fr | - | Comment ranger mes câbles de bureau ?
homograph | fr | - | Comment choisir un appareil photo reflex ?
homograph | fr | - | Que juge la Cour de cassation ?
homograph | fr | - | Comment fonctionne le bus SPI en électronique ?
homograph | fr | - | Comment fonctionne une voile solaire dans l'espace ?
name | fr | - | Qui était Pouchkine ?
name | fr | - | De quoi parle « La Mouette » de Tchekhov ?
name | fr | - | Quel âge a Lisa Simpson ?
name | fr | - | Qu'a fait Jean-Marc Ayrault comme Premier ministre ?
place | fr | - | Que voir à La Rochelle en un week-end ?
place | fr | - | Quel temps fait-il à Kotor en avril ?
place | fr | - | Comment aller de Paris à Porto en train ?
brand | fr | - | Le Bénéteau First 40 est-il un bon bateau de course ?
brand | fr | - | Les liseuses Kindle sont-elles recyclables ?
brand | fr | - | Xiaomi ou Oppo, lequel est le plus fiable ?
brand | fr | - | La Dacia Duster est-elle fiable ?
topic | fr | - | Comment fonctionne un spi asymétrique ?
topic | fr | - | Qu'est-ce que l'orthodontie invisible ?
topic | fr | - | Comment fait-on le vin rouge ?
topic | fr | - | Quand fleurit le citronnier ?
subword | fr | - | Comment cuisiner la courgette ?
subword | fr | - | Comment fonctionne un vinaigrier ?
function | fr | - | Quand utiliser « dont » ou « que » ?
function | fr | - | Quelle différence entre « depuis » et « pendant » ?
stem | fr | - | Comment devenir stagiaire dans la fonction publique ?
stem | fr | - | Qui étaient les voiliers de la Compagnie des Indes ?
generic | fr | - | Combien d'habitants compte le Monténégro ?
generic | fr | - | Comment fonctionne l'école primaire en France ?
idiom | fr | - | Que veut dire « mettre les voiles » ?
idiom | fr | - | Que veut dire « c'est la cour des grands » ?
mixed | fr | - | Que signifie « genoa » dans le vocabulaire nautique anglais ?
`;

export const EIGHTEENTH_ES_LINES = `
direct | es | Tyoma girlfriend; ${TYOMA} | ¿Qué le regalo a Inés, la novia de Tioma, por su cumpleaños?
direct | es | Tyoma girlfriend; ${TYOMA} | Inés viene a Tivat en verano, ¿qué planes hacemos con ella?
direct | es | tango | ¿Qué zapatos de tango me compro para las clases de los jueves?
direct | es | tango; ${RUI} | A Rui le cuesta el ocho atrás en el tango, ¿cómo lo practicamos?
direct | es | vitamin D | ¿Tomo la vitamina D con la comida o en ayunas?
direct | es | vitamin D; winter swimming | ¿Sigo con 2000 UI en verano si nado cada día?
direct | es | awning order | ¿Qué lona uso para los toldos del Galion?
direct | es | awning order | Hazme un plan de producción para entregar los toldos en junio
direct | es | music | Canciones de Vysotski para escuchar en el taller
direct | es | music | ¿Qué discos de Zemfira me faltan por escuchar?
direct | es | deposit rule; client letters | Un cliente no quiere pagar el anticipo, ¿qué le respondo?
direct | es | deposit rule | ¿Cómo redacto la condición del 50 % por adelantado en mis presupuestos?
direct | es | ${LIZA} | ¿Cómo ayudo a Liza con el eccema en invierno?
direct | es | ${LIZA} | Mi hija quiere dejar la gimnasia rítmica, ¿qué hago?
direct | es | ${TAMARA} | ¿Mi madre puede tomar ibuprofeno con la warfarina?
direct | es | ${YAKOR} | Mi perro tiene luxación de rótula, ¿puede nadar?
direct | es | ${PUSHKIN} | ¿Cuánto suero subcutáneo le pongo a mi gato Pushkin?
direct | es | ${CHAIKA} | ¿Cuándo cambiamos la jarcia firme de Chaika?
direct | es | Vega sails | ¿Cuántas horas me llevará coser las velas cangrejas de la Vega?
direct | es | ${RUI} | Recetas bajas en carbohidratos para mi marido diabético
direct | es | ${THYROID}; coffee | ¿Puedo tomar el Eutirox con café?
direct | es | savings | ¿Dónde pongo mis ahorros sin riesgo?
implicit | es | Tyoma girlfriend; ${TYOMA} | la chica de Vigo que estudia biología marina viene a cenar
implicit | es | awning order | el restaurante de Kotor quiere adelantar la entrega de los toldos a mayo
implicit | es | vitamin D | los análisis de enero salieron con 18 ng/ml otra vez
direct | es | ${TYOMA} | ¿Cuánto dinero le mando a mi hijo a Oporto este mes?
direct | es | Azores passage; ${CHAIKA} | ¿Qué ruta seguimos con nuestro velero hasta las Azores?
direct | es | sewing machines | Mi Sailrite hace nudos por debajo, ¿qué ajusto?
direct | es | superyacht clients | ¿Cuánto cobro por tapizar los cojines de un superyate?
direct | es | ${BACK} | ¿Qué ejercicios de pilates me van bien para la hernia?
personal_none | es | - | Necesito unas zapatillas para correr
personal_none | es | - | ¿Cómo quito una mancha de aceite de mi camisa?
personal_none | es | - | Quiero aprender a hacer pan de masa madre en casa
personal_none | es | - | ¿Qué plancha de pelo me compro?
personal_none | es | - | Quiero organizar mejor mi armario
homograph | es | - | ¿Qué letra es «tango» en el alfabeto de la OTAN?
homograph | es | - | ¿Qué es una tela de araña y cómo la tejen?
name | es | - | ¿Quién fue Vladímir Vysotski?
name | es | - | ¿Quién fue Inés de Castro?
name | es | - | ¿Qué era el Galeón de Manila?
name | es | - | ¿Cuáles son las canciones más famosas de Zemfira?
place | es | - | ¿Qué ver en Vigo en un día?
place | es | - | ¿Qué hacer en Kotor con niños?
place | es | - | ¿Qué ver en Oporto en dos días?
brand | es | - | ¿Es buena la marca Xiaomi?
brand | es | - | ¿Cuánto cuesta un Dacia Duster nuevo en España?
brand | es | - | ¿Qué es el Eutirox y para qué se receta?
topic | es | - | ¿Para qué sirve la vitamina D?
topic | es | - | ¿De dónde viene el tango?
topic | es | - | ¿Qué estudia la biología marina?
topic | es | - | ¿Cómo se cose una vela de barco?
subword | es | - | ¿Qué es el vigor híbrido en genética?
subword | es | - | ¿Cómo se calcula la tangente de un ángulo?
function | es | - | ¿Cuándo se usa «por» y cuándo «para»?
function | es | - | ¿Qué diferencia hay entre «antes de» y «antes que»?
stem | es | - | ¿Qué hace un cortador de jamón profesional?
stem | es | - | ¿Qué es un anticipo de tesorería?
generic | es | - | ¿Cuántos idiomas se hablan en Montenegro?
generic | es | - | ¿Cómo funciona la sanidad pública en España?
generic | es | - | ¿Cuál es el salario medio en Montenegro?
idiom | es | - | ¿Qué significa «cortar el bacalao»?
idiom | es | - | ¿Qué significa «hay tela que cortar»?
mixed | es | - | ¿Qué significa «loft» en inglés?
`;
