import { BADA, CARMEN, DUBU, FATHER, GOUT, HANEUL, LAB, LUCIA, NAPOLEON, PONY } from './seventeenthSubjects';

// The seventeenth blind aboutness set's questions in Spanish, German and French, written before the recall rules were
// read. Lines: `category | language | expected subjects (;) or - | question`.

export const SEVENTEENTH_ES_LINES = `
direct | es | ${CARMEN} | ¿Qué le regalo a mi suegra por sus 80 años?
direct | es | ${CARMEN} | Ayúdame a escribir un brindis en español para el cumpleaños de Carmen
direct | es | ${CARMEN} | ¿Wise o Remitly para mandar pesos a mi suegra cada mes?
direct | es | ${CARMEN} | ¿Cuánto tiempo de escala necesitamos en Los Ángeles para llegar a Guadalajara?
direct | es | ${CARMEN} | ¿Qué ropa llevamos a Guadalajara en enero?
direct | es | ${PONY} | ¿Qué le pregunto a Javier sobre el carburador del Pony?
direct | es | ${PONY} | Mi cuñado dice que cambie los segmentos del motor, ¿es necesario?
direct | es | mole; ${LUCIA} | ¿Cómo hago que el mole de Navidad pique menos?
direct | es | learning Spanish; Spanish corrections | Dame un ejercicio de comprensión lectora para el DELE B2
direct | es | learning Spanish | ¿Cuántas horas al día debo estudiar para aprobar el DELE en mayo?
direct | es | Spanish corrections; learning Spanish | Ayer yo he ido al mercado con mi esposa, ¿está bien dicho?
direct | es | ${LUCIA} | ¿Dónde puedo llevar a Lucía a bailar salsa en Daegu un sábado?
direct | es | ${LUCIA} | Ideas para nuestro aniversario de bodas en octubre
direct | es | ${LUCIA} | Mi esposa toma levotiroxina, ¿puede tomar café con leche después?
direct | es | ${LUCIA}; family cookbook | Una receta de tacos de kimchi para el libro de cocina familiar
direct | es | ${BADA} | ¿Qué merienda sin camarones le preparo a mi hijo para el partido?
direct | es | ${BADA} | Mi hijo tiene diabetes tipo 1, ¿puede comer tamales en Guadalajara?
direct | es | ${HANEUL} | ¿Cómo le mando dinero a mi hija en Alemania sin comisiones?
direct | es | ${DUBU} | ¿Cuántos minutos puedo pasear a Dubu con su rodilla mala?
direct | es | ${NAPOLEON} | ¿Quién cuida a Napoleón y le pone el suero mientras estamos en México?
direct | es | ${GOUT} | ¿Puedo tomar tequila con la gota?
direct | es | ${FATHER} | ¿Qué hago con mi padre en Andong mientras viajamos a México?
direct | es | Netflix; ${LUCIA} | Recomiéndame una serie española para ver con mi esposa el fin de semana
direct | es | ${LAB} | Escribe un correo a un dentista mexicano ofreciendo coronas de zirconio de mi laboratorio
implicit | es | ${CARMEN} | ¿Cómo organizar una fiesta de 80 años en Jalisco desde Corea?
implicit | es | ${GOUT} | Se me hinchó otra vez el dedo gordo del pie, ¿qué no debo comer?
implicit | es | ${BADA} | ¿Cómo guardar la insulina en un vuelo largo a México?
personal_none | es | - | Mi lavadora hace mucho ruido al centrifugar
personal_none | es | - | ¿Qué le regalo a un amigo que se jubila?
personal_none | es | - | Quiero aprender a hacer pan de masa madre
personal_none | es | - | ¿Cómo quito una mancha de vino de mi camisa blanca?
personal_none | es | - | Necesito ideas para decorar mi balcón
homograph | es | - | ¿Qué es la gota fría en meteorología?
homograph | es | - | ¿Cómo se hace el tofu?
homograph | es | - | ¿Qué significa "corona" en la pandemia?
homograph | es | - | ¿Por qué el mar es salado?
name | es | - | ¿Quién fue Napoleón Bonaparte?
name | es | - | ¿En qué películas sale Javier Bardem?
name | es | - | ¿Quién fue Santa Lucía?
name | es | - | ¿Quién escribió la novela Carmen?
place | es | - | ¿Qué ver en Guadalajara en un día?
place | es | - | ¿Cuál es la historia de Monterrey?
place | es | - | ¿Qué ver en Aquisgrán?
brand | es | - | ¿Cuánto cuesta un Hyundai Ioniq 5 en México?
brand | es | - | ¿Wise es una empresa segura?
brand | es | - | ¿Dónde se fabrican las bicicletas Specialized?
topic | es | - | ¿Qué es el mole poblano y de dónde viene?
topic | es | - | ¿Qué nivel de español certifica el DELE B2?
topic | es | - | ¿Qué es el hipotiroidismo?
topic | es | - | ¿Cómo funciona una bomba de insulina?
subword | es | - | ¿Qué es un caballito de mar?
subword | es | - | ¿Qué es la pantomima?
subword | es | - | ¿Qué es el tequila reposado?
function | es | - | ¿Cuándo se usa el subjuntivo después de "ojalá"?
function | es | - | ¿Cuál es la diferencia entre "ser" y "estar"?
stem | es | - | ¿Cuánto gana un mecánico en Monterrey?
stem | es | - | ¿Qué estudian los técnicos dentales en México?
generic | es | - | ¿Cuál es la esperanza de vida en México?
generic | es | - | ¿Cuántos idiomas se hablan en México?
idiom | es | - | ¿Qué significa "la gota que colmó el vaso"?
idiom | es | - | ¿De dónde viene "ponerse las botas"?
idiom | es | - | ¿Qué significa "estar en el séptimo cielo"?
mixed | es | - | ¿Los coreanos y los mexicanos comen igual de picante?
`;

export const SEVENTEENTH_DE_LINES = `
direct | de | ${HANEUL} | Wie viel muss Haneul für die Visumverlängerung aufs Sperrkonto einzahlen?
direct | de | ${HANEUL} | Schreib für Haneul ein Anschreiben für ein Praktikum bei ZF
direct | de | ${HANEUL} | Welche Nachweise braucht meine Tochter für die Verlängerung des Aufenthaltstitels in Aachen?
direct | de | ${HANEUL} | Welches Mittel gegen Heuschnupfen kann meine Tochter neben Cetirizin nehmen?
direct | de | ${HANEUL} | Meine Tochter streitet in ihrer WG ums Putzen, was rate ich ihr?
direct | de | ${HANEUL}; Paris stopover | Was unternehmen wir an Weihnachten in Aachen mit unserer Tochter?
direct | de | ${HANEUL} | Soll Haneul nach dem Bachelor den Master an der RWTH machen?
direct | de | ${HANEUL} | Wie überweise ich meiner Tochter am günstigsten 900 Euro im Monat?
direct | de | ${LAB} | Wann ist die nächste Wartung meiner Ceramill-Fräse fällig?
direct | de | ${LAB} | Warum bricht meine Zirkonkrone nach dem Sintern?
direct | de | alcohol-free beer; ${GOUT} | Ist alkoholfreies Weizen bei Gicht wirklich unbedenklich?
direct | de | ${GOUT} | Was kann ich bei meiner Gicht auf dem Aachener Weihnachtsmarkt essen?
direct | de | ${BADA} | Mein Sohn hat Typ-1-Diabetes, was packen wir für den Flug nach Frankfurt ein?
direct | de | ${FATHER} | Mein Vater nimmt Levodopa, verträgt sich das mit Eisentabletten?
direct | de | ${DUBU} | Ist Schwimmen gut für das Knie meines Hundes?
direct | de | ${NAPOLEON} | Wie wärme ich die Infusion für meinen Kater Napoleon richtig an?
direct | de | IDS fair | Welche Hallen mit 5-Achs-Fräsen muss ich auf der IDS in Köln ansehen?
direct | de | ${PONY} | Wo bekomme ich Ersatzteile für meinen Hyundai Pony von 1986?
direct | de | ${LUCIA} | Was schenke ich meiner Frau zum Hochzeitstag?
implicit | de | ${HANEUL} | Reichen 900 Euro im Monat für eine Studentin in Aachen?
implicit | de | ${GOUT} | Der große Zeh ist wieder heiß und geschwollen, was darf ich heute nicht essen?
personal_none | de | - | Mein Fahrradschloss klemmt, was tun?
personal_none | de | - | Wie räume ich meinen Kleiderschrank am besten auf?
personal_none | de | - | Ich möchte mit dem Joggen anfangen
personal_none | de | - | Was koche ich heute Abend schnell?
personal_none | de | - | Mein Drucker druckt nur noch Streifen
homograph | de | - | Was ist Tofu und wie wird er gemacht?
homograph | de | - | Warum ist der Himmel bei Sonnenuntergang rot?
homograph | de | - | Was ist eine Krone im Zahnradgetriebe?
homograph | de | - | Was bedeutet Gicht im Mittelalter als Sammelbegriff?
name | de | - | Wann wurde Napoleon in Waterloo besiegt?
name | de | - | Wer war Karl der Große?
name | de | - | Wer hat die Oper Carmen geschrieben?
place | de | - | Warum ist der Aachener Dom Weltkulturerbe?
place | de | - | Was sieht man in Köln an einem Tag?
place | de | - | Wie groß ist Guadalajara?
place | de | - | Was gibt es in der Pontstraße in Aachen zu essen?
brand | de | - | Wie gut ist der Hyundai Ioniq 5 im Test?
brand | de | - | Wo baut Bosch seine Werkzeuge?
brand | de | - | Was macht die Firma Amann Girrbach?
topic | de | - | Was ist ein Sperrkonto für Studenten?
topic | de | - | Wie entsteht Heuschnupfen?
topic | de | - | Was ist Zirkonoxid?
topic | de | - | Wie funktioniert eine Insulinpumpe?
subword | de | - | Was ist ein Seepferdchen-Abzeichen?
subword | de | - | Was ist ein Ponyhof?
subword | de | - | Was ist eine Kronkorken-Sammlung?
function | de | - | Wann sagt man "seit" und wann "seid"?
function | de | - | Was ist der Unterschied zwischen "das" und "dass"?
stem | de | - | Wie wird man Zahntechniker in Deutschland?
stem | de | - | Wie viele Studenten hat die RWTH?
generic | de | - | Wie hoch ist die durchschnittliche Miete in Deutschland?
generic | de | - | Wie viele Hunde gibt es in Deutschland?
idiom | de | - | Was bedeutet "Das ist nicht das Gelbe vom Ei"?
idiom | de | - | Woher kommt die Redewendung "jemandem einen Bären aufbinden"?
idiom | de | - | Was bedeutet "im siebten Himmel sein"?
mixed | de | - | Ist deutsches Bier gesünder als koreanischer Soju?
`;

export const SEVENTEENTH_FR_LINES = `
direct | fr | ${NAPOLEON} | Napoléon ne mange plus sa croquette rénale, que faire ?
direct | fr | ${NAPOLEON} | Comment faire la perfusion sous-cutanée à mon chat sans qu'il se débatte ?
direct | fr | ${NAPOLEON} | Mon chat boit énormément depuis une semaine, c'est ses reins ?
direct | fr | ${LUCIA} | Un restaurant à Daegu où ma femme pourra parler français
direct | fr | ${LUCIA} | Écris un petit mot en français pour l'anniversaire de mariage de ma femme
direct | fr | Paris stopover; ${HANEUL} | Que faire à Paris en deux jours en décembre avant Aix-la-Chapelle ?
direct | fr | Paris stopover | Train ou avion entre Paris et Aix-la-Chapelle pour notre escale ?
direct | fr | sleep hours | Je me lève à 5 h 30, à quelle heure faire du sport ?
direct | fr | red wine; ${GOUT} | Quel bordeaux léger choisir avec ma goutte ?
direct | fr | ${GOUT} | Un menu de Noël sans abats ni fruits de mer pour ma goutte
direct | fr | ${BADA} | Mon fils diabétique peut-il manger une bûche de Noël ?
direct | fr | ${DUBU} | Dubu perd ses poils partout, quelle brosse acheter ?
direct | fr | ${FATHER} | Mon père tremble de plus en plus, faut-il changer son traitement ?
direct | fr | ${LAB} | Comment expliquer à un dentiste français la différence entre zircone et e.max ?
direct | fr | ${PONY} | Quelle huile pour le moteur refait de ma Pony ?
implicit | fr | ${NAPOLEON} | Un vieux chat insuffisant rénal qui refuse ses croquettes, que faire ?
implicit | fr | ${LUCIA} | Quand prendre le petit-déjeuner après la lévothyroxine ?
personal_none | fr | - | Ma machine à café fuit par le bas
personal_none | fr | - | Je cherche un cadeau pour un collègue qui part
personal_none | fr | - | Comment ranger mon garage ?
personal_none | fr | - | J'aimerais apprendre à dessiner
personal_none | fr | - | Je dois repeindre ma cuisine, quelle couleur ?
homograph | fr | - | Combien de gouttes y a-t-il dans un millilitre ?
homograph | fr | - | Comment fabrique-t-on le tofu ?
homograph | fr | - | Pourquoi le ciel devient-il rouge au coucher du soleil ?
homograph | fr | - | Qu'est-ce qu'une couronne suédoise ?
name | fr | - | Où Napoléon est-il enterré ?
name | fr | - | Qu'est-ce que le code Napoléon ?
name | fr | - | Qui a écrit Carmen, Mérimée ou Bizet ?
name | fr | - | Qui était Lucie, l'australopithèque ?
place | fr | - | Que visiter à Toulouse ?
place | fr | - | Pourquoi Aix-la-Chapelle s'appelle-t-elle ainsi ?
place | fr | - | Quelle est l'histoire de Bordeaux ?
brand | fr | - | La Hyundai Ioniq 5 est-elle fiable ?
brand | fr | - | Le Galaxy Z Fold vaut-il le coup ?
brand | fr | - | Qui fabrique les vélos Specialized ?
topic | fr | - | Qu'est-ce que l'insuffisance rénale chronique chez le chat ?
topic | fr | - | Comment se forme l'acide urique ?
topic | fr | - | Qu'est-ce qu'une prothèse dentaire en zircone ?
subword | fr | - | Qu'est-ce qu'un hippocampe ?
subword | fr | - | D'où vient le mot "poney" ?
subword | fr | - | Qu'est-ce qu'un napoléon en numismatique ?
function | fr | - | Quand utiliser "en" et "y" ?
function | fr | - | Quelle différence entre "a" et "à" ?
stem | fr | - | Combien gagne un prothésiste dentaire en France ?
stem | fr | - | Comment devenir cycliste professionnel ?
generic | fr | - | Quelle est l'espérance de vie en Corée du Sud ?
generic | fr | - | Combien de chats y a-t-il en France ?
idiom | fr | - | Que veut dire "c'est la goutte d'eau qui fait déborder le vase" ?
idiom | fr | - | Que veut dire "la nuit, tous les chats sont gris" ?
idiom | fr | - | Que veut dire "remuer ciel et terre" ?
mixed | fr | - | Napoléon a-t-il souffert de la goutte ?
`;
