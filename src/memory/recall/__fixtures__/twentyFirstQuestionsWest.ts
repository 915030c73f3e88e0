import { BACK, BOHAN, DOUHUA, FATHER, GRANDMA, IN_LAWS, MISAKI, MOCHI, SHOP, XIAOMI } from './twentyFirstSubjects';

// The twenty-first blind aboutness set's German and French questions, written before the recall rules were read;
// the user's names as everyday words there (Mochi, Catan, Tintin, huile) and articles and pronouns that look like
// memory words. Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_FIRST_DE_LINES = `
direct | de | Festool saw | Welches Sägeblatt für meine Festool-Tauchsäge bei Sperrholz?
direct | de | Festool saw | Meine Führungsschiene verrutscht beim Schneiden, was tun?
direct | de | Roubo workbench | Wie dick muss die Platte meiner Roubo-Hobelbank aus Eiche sein?
direct | de | Roubo workbench | Welche Vorderzange passt zu einer Roubo-Hobelbank?
direct | de | Roubo workbench | Eiche für die Hobelbank ist in Taiwan teuer, gibt es eine Alternative?
direct | de | board games | Welches Brettspiel nach Catan für Kinder von 8 und 13 Jahren?
direct | de | board games | Catan-Erweiterung für vier Spieler, lohnt sich Seefahrer?
direct | de | brother-in-law Kenta | Was kann ich meinem Schwager in Düsseldorf aus Taiwan mitbringen?
direct | de | brother-in-law Kenta; ${MISAKI} | Misaki will ihren Bruder Kenta in Düsseldorf besuchen, wie lange fliegt man von Kaohsiung?
direct | de | dust mask; ${BACK}; cypress wood | Reicht eine FFP2-Maske beim Schleifen von Zypresse?
direct | de | dust mask; ${BACK} | Meine Holzstauballergie wird schlimmer, welche Absaugung hilft?
direct | de | ${XIAOMI} | Meine Tochter hat Neurodermitis, welche Creme nach dem Schwimmen?
direct | de | ${XIAOMI} | Erdnussfreie Snacks für ein Kind mit schwerer Allergie
direct | de | ${BOHAN} | Mein Sohn nimmt Concerta und hat keinen Appetit mittags
direct | de | ${BOHAN} | Trainingsplan für einen 13-jährigen Pitcher
direct | de | ${MISAKI} | Meine Frau hat Hashimoto, was sollte sie frühstücken?
direct | de | ${FATHER} | Mein Vater nimmt Metformin, darf er Pomelo essen?
direct | de | ${GRANDMA} | Oma hat Demenz und erkennt die Pflegerin nicht mehr
direct | de | ${DOUHUA} | Douhua kratzt sich ständig am Ohr, was kann das sein?
direct | de | ${MOCHI} | Nierendiät für meine Katze Mochi, nass oder trocken?
direct | de | ${SHOP} | Wie kalkuliere ich eine Holzdecke für 80 Quadratmeter?
direct | de | ${SHOP} | Mein Lehrling kommt ständig zu spät
direct | de | house mortgage | Soll ich meinen Hauskredit bei der Bank of Taiwan früher tilgen?
implicit | de | Roubo workbench | die Hobelbank wackelt noch, Zapfen zu locker?
implicit | de | ${MOCHI} | Katze mit Nierenwerten, Infusion zu Hause, wie viel ml?
personal_none | de | - | Wie lerne ich schneller lesen?
personal_none | de | - | Ich möchte mit dem Rauchen aufhören
personal_none | de | - | Empfiehl mir einen guten Krimi
personal_none | de | - | Wie werde ich morgens wacher?
homograph | de | - | Was ist Mochi und wie schmeckt es?
subword | de | - | Wie funktioniert eine Tauchpumpe?
homograph | de | - | Welche Masken trägt man im venezianischen Karneval?
brand | de | - | Wer hat die Siedler von Catan erfunden?
name | de | - | Wer war Kenta Kobashi?
name | de | - | Was ist der Roubo-Stil in der Möbelgeschichte?
place | de | - | Wofür ist Düsseldorf bekannt?
place | de | - | Wo liegt Tainan?
place | de | - | Wie groß ist die japanische Gemeinde in Düsseldorf?
brand | de | - | Wem gehört Festool?
brand | de | - | Seit wann gibt es Makita-Akkus?
topic | de | - | Wie entsteht Neurodermitis?
topic | de | - | Was ist Hashimoto-Thyreoiditis?
topic | de | - | Warum ist taiwanische Zypresse geschützt?
topic | de | - | Wie wird Sperrholz hergestellt?
subword | de | - | Was ist ein Eichhörnchen für ein Tier?
subword | de | - | Wie funktioniert ein Eichamt?
function | de | - | Wann benutzt man "die" und wann "der"?
function | de | - | Wann sagt man 'seine' und wann 'ihre'?
stem | de | - | Was ist eine Schleife in der Programmierung?
stem | de | - | Wie funktioniert eine Schleifmaschine beim Auto?
generic | de | - | Was essen Deutsche am Wochenende?
generic | de | - | Warum sind Montage so anstrengend?
idiom | de | - | Was heißt "auf dem Holzweg sein"?
idiom | de | - | Was bedeutet "Holz vor der Hütte"?
mixed | de | - | Was heißt "gemütlich" auf Chinesisch?
mixed | de | - | Was bedeutet "XD" in Chats?
`;

export const TWENTY_FIRST_FR_LINES = `
direct | fr | Misaki pastry course; ${MISAKI} | Misaki veut réussir ses macarons au cours de pâtisserie, des conseils ?
direct | fr | Misaki pastry course; ${MISAKI} | Quel four acheter pour que ma femme pratique la pâtisserie à la maison ?
direct | fr | French café client; ${SHOP} | Julien veut un comptoir en bois pour son café à Anping, quelle essence choisir ?
direct | fr | French café client; ${SHOP} | Comment facturer les meubles du café de Julien en deux fois ?
direct | fr | French café client; ${SHOP} | Quelles chaises robustes pour le café de mon client français ?
direct | fr | ${BOHAN} | Quel album de Tintin offrir à Bohan, il les a presque tous ?
direct | fr | ${BOHAN} | Mon fils lit Tintin en chinois, existe-t-il une version bilingue ?
direct | fr | oil finish; cypress wood | Huile dure ou vernis pour une table de cuisine en cyprès ?
direct | fr | oil finish | Combien de couches d'huile dure sur un plateau de chêne ?
direct | fr | ${MOCHI} | Mochi déteste les perfusions du samedi, comment la calmer chez le vétérinaire ?
direct | fr | ${MOCHI} | Ma chatte a une insuffisance rénale, combien de temps peut-elle vivre ?
direct | fr | ${XIAOMI} | Ma fille a de l'eczéma atopique, quels vêtements choisir ?
direct | fr | ${XIAOMI} | Allergie à l'arachide : quels desserts taïwanais éviter pour ma fille ?
direct | fr | ${MISAKI} | Ma femme prend de la lévothyroxine, peut-elle boire du thé le matin ?
direct | fr | ${FATHER} | Mon père est diabétique, quel petit-déjeuner lui conseiller ?
direct | fr | ${GRANDMA} | Ma grand-mère atteinte de démence ne dort plus la nuit
direct | fr | ${DOUHUA} | Mon chien a encore une otite, faut-il changer sa nourriture ?
direct | fr | ${SHOP} | Comment calculer le devis d'un faux plafond en bois de 30 ping ?
direct | fr | ${SHOP} | Mon apprenti veut lancer sa propre activité
direct | fr | ${IN_LAWS}; mango boxes | Ma belle-mère a de l'hypertension, que lui rapporter de Taïwan ?
direct | fr | Osaka trip; ${IN_LAWS} | Que faire à Osaka en février avec deux enfants ?
direct | fr | learning Japanese | Comment réviser le JLPT N3 en travaillant toute la journée ?
implicit | fr | French café client; ${SHOP} | le café d'Anping ouvre dans un mois et le comptoir n'est pas fini
implicit | fr | Misaki pastry course | le cours du samedi matin, les choux sont retombés
implicit | fr | ${BOHAN} | il a lu Les Bijoux de la Castafiore trois fois, lequel ensuite ?
personal_none | fr | - | Comment arrêter de procrastiner ?
personal_none | fr | - | Je veux apprendre à nager le crawl
personal_none | fr | - | Un bon roman policier à lire ?
personal_none | fr | - | Comment mieux dormir ?
homograph | fr | - | Qu'est-ce qu'un mochi glacé ?
homograph | fr | - | Comment nettoyer les pinceaux après une peinture à l'huile ?
name | fr | - | Qui est Julien Doré ?
homograph | fr | - | Combien de calories dans un macaron ?
name | fr | - | Qui a créé Tintin ?
name | fr | - | Qui est le capitaine Haddock ?
place | fr | - | Qu'est-ce qu'Anping à Taïwan ?
place | fr | - | Où se trouve Tainan ?
place | fr | - | Quelle est l'histoire du fort Zeelandia ?
brand | fr | - | Gogoro est-elle une marque taïwanaise ?
brand | fr | - | Qui fabrique les scies Festool ?
topic | fr | - | Qu'est-ce que l'ébénisterie ?
topic | fr | - | Comment se forme l'eczéma atopique ?
topic | fr | - | Qu'est-ce que le diabète de type 2 ?
topic | fr | - | Qui a inventé le macaron parisien ?
subword | fr | - | Qu'est-ce que le cafouillage ?
subword | fr | - | Qu'est-ce qu'un huilier ?
function | fr | - | Quand utiliser "le" ou "la" ?
function | fr | - | Que signifie "ma" dans "ma foi" ?
stem | fr | - | Qu'est-ce que la tintinnabulation ?
generic | fr | - | Que mangent les Français le dimanche ?
generic | fr | - | Pourquoi le lundi est-il si dur ?
idiom | fr | - | Que veut dire "touchons du bois" ?
idiom | fr | - | Que veut dire "avoir la gueule de bois" ?
mixed | fr | - | Que veut dire "kawaii" ?
mixed | fr | - | Que signifie "bubble tea" en français ?
`;
