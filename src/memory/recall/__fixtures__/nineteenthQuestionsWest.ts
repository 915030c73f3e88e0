import { BOMBA, CELINE, FIDDLE, FLO, HOON, MATHIS, PIERRETTE, REJEAN } from './nineteenthSubjects';

// The nineteenth blind aboutness set's questions in German and Spanish, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const NINETEENTH_DE_LINES = `
direct | de | German intern | Was soll Lukas in seiner ersten Woche in der Zuckerhütte lernen?
direct | de | German intern; seasonal workers | Wie teile ich die Arbeit zwischen Lukas und den zwei Guatemalteken auf?
direct | de | German intern; workers housing | Wo kann mein Praktikant aus Freiburg im März wohnen?
direct | de | Florence exchange; ${FLO} | Welche Gastfamilie in Bayern passt zu einem Mädchen mit Typ-1-Diabetes?
direct | de | Hamburg deli; email style | Schreib dem Feinkostladen in Hamburg, dass die Ahornbutter im Dezember kommt
direct | de | Hamburg deli | Wie verschicke ich Ahornbutter gekühlt nach Hamburg?
direct | de | gluten-free bread; celiac | Mein glutenfreies Brot aus dem Backautomaten wird immer zu feucht
direct | de | gluten-free bread | Welches Mehl nehme ich für glutenfreies Brot in meinem Automaten?
direct | de | ${HOON} | Was darf mein Mann mit Gicht grillen?
direct | de | ${MATHIS} | Mein Sohn mit ADHS kann beim Geigenüben nicht still sitzen
direct | de | ${FLO} | Meine Tochter will in Bayern Ringette spielen, gibt es das dort?
direct | de | ${REJEAN} | Mein Vater hat Asbestose, darf er im Winter raus?
direct | de | ${PIERRETTE} | Was hilft meiner Mutter mit feuchter Makuladegeneration beim Lesen?
direct | de | ${BOMBA} | Welches Orthopädie-Hundebett für meinen Berner Sennenhund mit Hüftdysplasie?
direct | de | ${CELINE} | Unsere Katze bekommt Thiamazol, wie oft muss sie zum Tierarzt?
direct | de | evaporator | Wie oft reinige ich die Pfannen meines Verdampfers?
direct | de | syrup quota | Was passiert mit meinem Sirup über dem Kontingent?
direct | de | Kyoto stopover; Korea trip | Lohnt sich auf dem Rückweg aus Korea ein Abstecher nach Kyoto?
direct | de | woodturning | Welche Drehzahl für eine Ahornschale auf meiner Drechselbank?
direct | de | ${FIDDLE} | Meine alte Geige hat einen Riss am Hals, was kostet die Reparatur?
direct | de | truck | Welches Öl für meinen Tacoma bei minus 30 Grad?
direct | de | learning Korean; Korean messages | Wie lerne ich die koreanischen Höflichkeitsformen schneller?
direct | de | savings | Soll ich dieses Jahr in mein CELI oder mein REER einzahlen?
direct | de | celiac | Welche Biersorten sind für mich als Zöliakie-Patientin sicher?
direct | de | ${FLO} | Wie spricht man den koreanischen Namen meiner Tochter, 서연, richtig aus?
implicit | de | German intern | der Praktikant kommt am 10. März und hat noch keine Winterstiefel
implicit | de | gluten-free bread | das Brot ist schon wieder in der Mitte eingefallen
personal_none | de | - | Ich brauche einen neuen Wintermantel
personal_none | de | - | Wie werde ich meinen Schluckauf los?
personal_none | de | - | Mein Fahrrad quietscht beim Bremsen
personal_none | de | - | Wie lerne ich besser zeichnen?
homograph | de | - | Was wurde in einer Eisenhütte hergestellt?
homograph | de | - | Was war die neunschwänzige Katze?
homograph | de | - | Was ist ein Kontingent im Außenhandel?
name | de | - | Worum geht es in Hindemiths Oper „Mathis der Maler"?
name | de | - | Wer war Florence Nightingale?
name | de | - | Wie viele Alben hat Céline Dion verkauft?
name | de | - | Was kostet eine echte Stradivari?
place | de | - | Was kann man in Freiburg im Breisgau unternehmen?
place | de | - | Wie viele Einwohner hat Hamburg?
place | de | - | Lohnt sich Québec-Stadt im Winter?
brand | de | - | Baut Bombardier noch Züge?
brand | de | - | Ist der Toyota Tacoma in Deutschland erhältlich?
brand | de | - | Was kostet ein Omnipod ohne Krankenkasse?
topic | de | - | Wie wird Ahornsirup hergestellt?
topic | de | - | Was ist Zöliakie?
topic | de | - | Was ist Gicht?
topic | de | - | Wie funktioniert Umkehrosmose?
topic | de | - | Was ist Hüftdysplasie beim Hund?
subword | de | - | Wie funktioniert ein Katzenauge am Fahrrad?
subword | de | - | Woraus besteht Zuckerwatte?
subword | de | - | Was kann man in Biberach an der Riß sehen?
function | de | - | Wann sagt man „der", „die" oder „das" bei Fremdwörtern?
function | de | - | Was heißt „la" auf Französisch?
stem | de | - | Was macht ein praktischer Arzt?
stem | de | - | Wie schreibt man ein Drehbuch?
generic | de | - | Was machen Deutsche am Wochenende?
generic | de | cooking; celiac; gluten-free bread | Was koche ich heute Abend?
idiom | de | - | Was bedeutet „jemandem Zucker in den Hintern blasen"?
idiom | de | - | Was heißt „die Katze im Sack kaufen"?
mixed | de | - | Was bedeutet „cabane à sucre"?
mixed | de | - | Was heißt „Gicht" auf Französisch?
`;

export const NINETEENTH_ES_LINES = `
direct | es | seasonal workers | qué documentos necesitan Jorge y Edwin para volver en marzo
direct | es | seasonal workers | cuánto debo pagar por hora a mis trabajadores guatemaltecos
direct | es | workers housing | la casa rodante de Jorge se congela, cómo la aíslo
direct | es | workers housing | cuánto cuesta la luz de la casa rodante de mis trabajadores en invierno
direct | es | learning Spanish; seasonal workers; tubing expansion | frases en español para explicarle la tubería a Jorge
direct | es | learning Spanish | se me rompió la racha de Duolingo, cómo me motivo
direct | es | Oaxaca dream | cuándo es mejor ir a Oaxaca después de mi temporada
direct | es | Oaxaca dream; celiac | qué puedo comer sin gluten en Oaxaca
direct | es | ${FLO} | mi hija tiene diabetes tipo 1, qué llevar al torneo de ringuette
direct | es | ${MATHIS} | mi hijo con TDAH no quiere hacer la tarea
direct | es | ${HOON} | mi esposo tiene gota, qué cenamos
direct | es | ${REJEAN}; house | mi padre usa oxígeno en casa, es seguro cerca de la estufa de leña
direct | es | ${PIERRETTE} | a mi madre le ponen inyecciones de Eylea, duelen?
direct | es | ${BOMBA} | mi boyero de Berna cojea de la cadera
direct | es | ${CELINE} | mi gata con hipertiroidismo vomita la pastilla
direct | es | evaporator; organic certification | mi evaporador hace demasiada espuma, qué antiespumante uso
direct | es | sugar shack meals; celiac | menú sin gluten para mis grupos en la cabaña de azúcar
direct | es | Korea trip | qué llevar a Corea en julio
direct | es | running | plan para mis 10 km de octubre
direct | es | curling | cómo ser mejor skip en curling
direct | es | cross-country skiing | qué cera para mi esquí de fondo a -15
direct | es | snowmobile | mi Ski-Doo no arranca con el frío
direct | es | ${FIDDLE} | qué cuerdas le pongo a mi violín viejo
direct | es | syrup theft | cómo evitar otro robo de barriles de jarabe en mi almacén
implicit | es | seasonal workers; workers housing | Edwin dice que no tiene internet en la casa rodante desde ayer
implicit | es | learning Spanish | el búho verde me sigue mandando notificaciones
personal_none | es | - | recomiéndame una buena serie de misterio
personal_none | es | - | cómo quito una mancha de vino de la alfombra
personal_none | es | - | quiero aprender a bailar salsa
personal_none | es | - | cómo organizo mejor mi correo
homograph | es | - | qué es una gota fría en meteorología
homograph | es | - | cuántas gotas tiene un mililitro
homograph | es | - | qué es la savia bruta y la savia elaborada
name | es | - | quién fue Jorge Luis Borges
name | es | - | canciones de Celine Dion en español
name | es | - | qué pintó Henri Matisse
name | es | - | qué ver en Florencia en dos días
place | es | - | qué ver en Oaxaca
place | es | - | cuánta gente vive en la Ciudad de Guatemala
place | es | - | Quebec es más grande que Francia?
brand | es | - | Duolingo es gratis?
brand | es | - | Bombardier sigue haciendo trenes?
brand | es | - | Toyota Tacoma o Ford Ranger
topic | es | - | cómo se hace el jarabe de arce
topic | es | - | qué es la enfermedad celíaca
topic | es | - | qué causa la gota
topic | es | - | qué es el programa de trabajadores agrícolas temporales de Canadá
topic | es | - | qué es el mezcal
subword | es | - | cómo funciona un gotero de hospital
subword | es | - | qué es un arcoíris lunar
function | es | - | cuándo se usa "le" y cuándo "lo"
function | es | - | qué significa "du" en francés
stem | es | - | qué es el trabajo de parto
stem | es | - | qué es un casamiento civil
generic | es | - | qué hacen los mexicanos el fin de semana
generic | es | cooking; celiac | qué hago de cenar hoy
idiom | es | - | qué significa "la gota que colma el vaso"
idiom | es | - | qué significa "ser pan comido"
mixed | es | - | qué es la "tire sur la neige"
mixed | es | - | cómo se dice "savia" en francés
`;
