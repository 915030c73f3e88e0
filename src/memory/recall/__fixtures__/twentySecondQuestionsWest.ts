import { BAKERY, CANELA, CHIQUIS, FATHER, GIULIA, IN_LAWS, LEO, MOLE, MOTHER, VAN, WEEKEND } from './twentySecondSubjects';

// The twenty-second blind aboutness set's German and French questions, written before the recall rules were read;
// the user's bread and names as German and French words (Brezel, Zimt, Maulwurf, Wagenheber, Band, levain, taupe,
// cric, bande) and articles and pronouns that look like memory words. Lines: `category | language | expected subjects
// (;) or - | question`.

export const TWENTY_SECOND_DE_LINES = `
direct | de | VW canteen; ${BAKERY} | Die Kantine will 200 Brötchen mehr pro Woche, schafft das mein Ofen?
direct | de | VW canteen; ${BAKERY} | Wie schreibe ich der Kantine eine Preiserhöhung für die Brötchen?
direct | de | neighbor Jurgen | Was backe ich für Jürgen zum Geburtstag, etwas aus Wolfsburg?
direct | de | neighbor Jurgen; rye bread | Jürgen sagt, mein Roggenbrot ist zu feucht, woran liegt das?
direct | de | pretzels; ${BAKERY} | Wie stark muss die Natronlauge für Laugenbrezeln sein?
direct | de | pretzels | Meine Brezeln werden nicht braun genug, was mache ich falsch?
direct | de | pretzels | Brauche ich Handschuhe für die Lauge? Sicherheitstipps bitte
direct | de | rye bread | Wie lange muss mein Roggensauerteig reifen?
direct | de | rye bread; ${BAKERY} | Welches Roggenmehl bekomme ich in Mexiko für dunkles Brot?
direct | de | ${GIULIA} | Meine Frau hat Zöliakie, welches glutenfreie Mehl ist am besten?
direct | de | ${GIULIA} | Giulia hat Migräne, hilft Kaffee?
direct | de | ${LEO} | Mein Sohn hat Typ-1-Diabetes, wie viel Insulin für ein Stück Kuchen?
direct | de | ${LEO} | Leo will Schach im Turnier spielen, wie bereite ich ihn vor?
direct | de | ${CHIQUIS} | Meine Tochter hat Asthma, was tun bei Husten nachts?
direct | de | ${CHIQUIS} | Im Frühling hustet die Kleine immer mehr, ist das der Pollen?
direct | de | ${FATHER} | Mein Vater wird am grauen Star operiert, was muss er danach beachten?
direct | de | ${MOTHER} | Meine Mutter nimmt Metformin, darf sie Pan de muerto essen?
direct | de | ${CANELA} | Meine Hündin hat Hüftdysplasie, wie lange darf sie spazieren?
direct | de | ${MOLE} | Mein Kater hatte Harnkristalle, welches Futter ist gut?
direct | de | ${BAKERY} | Wie berechne ich den Preis für ein Brötchen in meiner Bäckerei?
direct | de | ${BAKERY} | Mein Gehilfe verbrennt ständig die Bleche, wie bringe ich es ihm bei?
direct | de | ${VAN} | Mein Lieferwagen verliert Öl, was kann das sein?
direct | de | learning Italian | Wie lerne ich schneller Italienisch für die B1-Prüfung?
direct | de | Turin trip; ${IN_LAWS} | Was kann man in Turin mit Kindern im Juli machen?
direct | de | gout | Ich habe Gicht, darf ich Bier trinken?
implicit | de | pretzels | Lauge 4 % oder 3 %, und wie lange eintauchen?
implicit | de | VW canteen; ${BAKERY} | 500 Brötchen pro Woche, wie viele Säcke Mehl brauche ich?
personal_none | de | - | Wie werde ich geduldiger mit Kollegen?
personal_none | de | - | Empfiehl mir einen Roman über Seefahrer
personal_none | de | - | Wie höre ich auf zu rauchen?
personal_none | de | - | Wie lerne ich, besser zu zeichnen?
homograph | de | - | Wie gesund ist Zimt wirklich?
homograph | de | - | Wie wird man Maulwürfe im Garten los?
homograph | de | - | Wie benutzt man einen Wagenheber richtig?
homograph | de | - | Welche Band hat "Wind of Change" gesungen?
homograph | de | - | Was ist ein Mol in der Chemie?
name | de | - | Wer war Leonardo da Vinci?
name | de | - | Wer war Jürgen Klopp als Spieler?
name | de | - | Was bedeutet der Name Giulia?
place | de | - | Wofür ist Wolfsburg bekannt?
place | de | - | Wann wurde das VW-Werk in Puebla gebaut?
place | de | - | Wo liegt Turin?
brand | de | - | Wem gehört Bimbo?
brand | de | - | Seit wann gibt es den VW Käfer in Mexiko?
brand | de | - | Wer hat Rappi gegründet?
topic | de | - | Wie entsteht Typ-1-Diabetes?
topic | de | - | Was ist Zöliakie?
topic | de | - | Warum ist deutsches Brot so vielfältig?
topic | de | - | Wie funktioniert Sauerteig?
topic | de | - | Was ist Gicht?
subword | de | - | Was ist eine Zimtschnecke?
subword | de | - | Was ist ein Molekül?
function | de | - | Wann benutzt man den Dativ nach 'mit'?
function | de | - | Was ist der Unterschied zwischen 'das' und 'dass'?
stem | de | - | Was ist eine Bandscheibe?
stem | de | - | Was bedeutet "brotlose Kunst"?
generic | de | - | Was macht man am Wochenende in Berlin?
generic | de | - | Warum ist man nach dem Mittagessen so müde?
idiom | de | - | Was heißt "die Katze im Sack kaufen"?
idiom | de | - | Was bedeutet "sein Brot verdienen"?
mixed | de | - | Was heißt "Feierabend" auf Spanisch?
mixed | de | - | Was bedeutet "güey" in Mexiko?
`;

export const TWENTY_SECOND_FR_LINES = `
direct | fr | croissants; ${BAKERY} | Mes croissants perdent leur beurre au four, pourquoi ?
direct | fr | croissants; ${BAKERY} | Quel beurre sec trouver au Mexique pour le feuilletage ?
direct | fr | croissants | Trois tours simples ou un double et un simple pour mes croissants ?
direct | fr | bread contest; ${BAKERY} | Comment m'inscrire au Mondial du Pain depuis le Mexique ?
direct | fr | bread contest | Que présenter au concours du Mondial du Pain pour se démarquer ?
direct | fr | baguette | Ma baguette de tradition au levain n'a pas de grigne, que faire ?
direct | fr | baguette; ${BAKERY} | Quelle hydratation pour une baguette au levain à 2 100 m d'altitude ?
direct | fr | friend Mathieu | Que puis-je envoyer à Mathieu à Lyon pour le remercier du stage ?
direct | fr | friend Mathieu; bread contest | Mathieu pourrait-il m'aider à préparer le concours ?
direct | fr | ${LEO} | Quel album d'Astérix offrir à Leo, il a déjà les premiers ?
direct | fr | ${LEO} | Mon fils est diabétique de type 1, peut-il faire un camp de foot ?
direct | fr | ${GIULIA} | Ma femme est cœliaque, comment faire une galette des rois sans gluten ?
direct | fr | ${GIULIA} | Giulia a des migraines fréquentes, faut-il consulter un neurologue ?
direct | fr | ${CHIQUIS} | Ma fille de 6 ans a de l'asthme, peut-elle faire de la danse ?
direct | fr | ${CHIQUIS} | Quel dessin animé comme Bluey pour ma fille ?
direct | fr | ${FATHER} | Mon père prend du losartan, peut-il boire du pamplemousse ?
direct | fr | ${MOTHER} | Ma mère est diabétique, quel pain lui faire ?
direct | fr | ${CANELA} | Ma chienne a une dysplasie de la hanche, quel complément ?
direct | fr | ${MOLE} | Mon chat a eu des cristaux urinaires, combien de fois par jour le nourrir ?
direct | fr | ${BAKERY} | Comment réduire les invendus de ma boulangerie ?
direct | fr | ${BAKERY} | Un four rotatif ou un four à sole pour ma boulangerie ?
direct | fr | ${VAN} | Ma camionnette de livraison consomme trop, que vérifier ?
direct | fr | learning Italian | Comment apprendre l'italien vite quand on parle espagnol ?
direct | fr | Turin trip; ${IN_LAWS} | Que faire à Turin en juillet avec des enfants ?
direct | fr | gout | J'ai de la goutte, quels aliments éviter ?
implicit | fr | baguette | levain liquide ou levain dur pour la tradition du samedi ?
implicit | fr | croissants | détrempe trop élastique, je la laisse reposer combien de temps ?
personal_none | fr | - | Comment arrêter de procrastiner ?
personal_none | fr | - | Conseille-moi un bon roman policier
personal_none | fr | - | Comment mieux dormir la nuit ?
personal_none | fr | - | Je veux apprendre à peindre, par où commencer ?
homograph | fr | - | Quels sont les bienfaits de la cannelle ?
homograph | fr | - | Comment se débarrasser des taupes dans le jardin ?
homograph | fr | - | Comment utiliser un cric pour changer une roue ?
homograph | fr | - | Qu'est-ce qu'une bande dessinée franco-belge ?
homograph | fr | - | Qu'est-ce qu'une goutte d'eau en physique ?
name | fr | - | Qui a créé Astérix ?
name | fr | - | Qui était Léonard de Vinci ?
name | fr | - | Qui est Mathieu Kassovitz ?
place | fr | - | Pourquoi Lyon est la capitale de la gastronomie ?
place | fr | - | Où se trouve Puebla au Mexique ?
place | fr | - | Qu'est-ce que La Paz en Bolivie ?
brand | fr | - | Qui possède Bimbo ?
brand | fr | - | Le Cordon Bleu, c'est quoi comme école ?
brand | fr | - | Qui fabrique le beurre Président ?
topic | fr | - | Comment est née la baguette ?
topic | fr | - | Qu'est-ce que le levain ?
topic | fr | - | Qu'est-ce que la maladie cœliaque ?
topic | fr | - | Qu'est-ce que l'asthme chez l'enfant ?
topic | fr | - | Qu'est-ce que le Mondial du Pain ?
subword | fr | - | Comment faire des cannelés bordelais ?
subword | fr | - | Qu'est-ce qu'une molécule ?
function | fr | - | Quand utilise-t-on "le" ou "la" ?
function | fr | - | Quelle différence entre "du" et "des" ?
stem | fr | - | Qu'est-ce qu'un bandeau ?
stem | fr | - | Qu'est-ce qu'une panade ?
generic | fr | ${WEEKEND} | Qu'est-ce que je fais ce week-end ?
generic | fr | - | Qu'est-ce qu'un petit-déjeuner équilibré ?
idiom | fr | - | Que veut dire "avoir du pain sur la planche" ?
idiom | fr | - | Que veut dire "donner sa langue au chat" ?
mixed | fr | - | Que veut dire "ahorita" au Mexique ?
mixed | fr | ${BAKERY} | Comment faire mes conchas plus moelleuses, la neta ?
`;
