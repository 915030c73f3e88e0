import { BIA, BREWERY, GOUT, JUNINHO, NANDO, RANIA, TOSTAO } from './twentiethSubjects';

// The twentieth blind aboutness set's German and French questions, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTIETH_DE_LINES = `
direct | de | Bamberg internship | Welche Brauerei in Bamberg macht das Rauchbier, das ich 2014 gelernt habe, heute noch?
direct | de | Bamberg internship | Wie räuchere ich Malz für ein Rauchbier wie in Bamberg?
direct | de | Munich trip; partner Marcelao | Wo übernachten Marcelão und ich zum Oktoberfest am günstigsten?
direct | de | Munich trip | Wie bekomme ich einen Tisch im Festzelt für September 2027?
direct | de | alcohol-free beer; ${GOUT} | Welches alkoholfreie Weißbier hat am wenigsten Purine?
direct | de | alcohol-free beer | Kann ich selbst ein alkoholfreies Weißbier brauen?
direct | de | brewhouse; ${BREWERY} | Mein gebrauchtes 500-Liter-Sudhaus heizt ungleichmäßig, was tun?
direct | de | brewhouse; ${BREWERY} | Lohnt es sich, das alte Sudhaus zu automatisieren?
direct | de | hop supplier; brewery Capivara | Welche Hallertauer Sorten passen zu einem Pils aus Blumenau-Hopfen?
direct | de | hop supplier; Capivara IPA; brewery Capivara | Ist Hallertau Blanc ein guter Ersatz für Mosaic in meiner IPA?
direct | de | CIP cleaning; ${BREWERY} | Welche Laugenkonzentration für die CIP-Reinigung am Freitag?
direct | de | CIP cleaning; brewery Capivara | Wie oft muss ich die Tanks zusätzlich mit Säure reinigen?
direct | de | ${TOSTAO} | Mein Hund Tostão hatte Leishmaniose, darf er nach Europa reisen?
direct | de | ${BIA} | Welches glutenfreie Mehl eignet sich für Bias Geburtstagskuchen?
direct | de | ${JUNINHO} | Darf Juninho mit seinem Asthmaspray Hallenfußball spielen?
direct | de | ${NANDO} | Mein Vater hat Parkinson, welche Hilfsmittel gibt es für zu Hause?
direct | de | ${RANIA} | Was schenke ich meiner libanesischen Frau zum Hochzeitstag?
direct | de | ${GOUT} | Welche Lebensmittel sind bei Gicht verboten?
direct | de | Italian citizenship | Welche Unterlagen brauche ich für die italienische Staatsbürgerschaft über meinen Urgroßvater?
direct | de | Beetle Jabuti; Jabuti restoration | Wo finde ich Ersatzteile für meinen VW Käfer von 1974?
direct | de | learning Arabic | Wie lerne ich am besten libanesisches Arabisch?
direct | de | sleep apnea | Mein CPAP-Gerät ist laut, ist das normal?
direct | de | pequi sour; brewery Capivara | Wie säuere ich meine Sour mit Pequi am besten, Kettle Sour oder Mischgärung?
direct | de | savings | Soll ich mein Geld in Aktien stecken?
implicit | de | ${GOUT} | Der große Zeh ist wieder geschwollen, wie lange dauert der Anfall?
implicit | de | Bamberg internship | Der Meister in Franken hat uns damals Buchenholz für das Malz empfohlen, warum Buche?
personal_none | de | - | Wie lerne ich, schneller zu tippen?
personal_none | de | - | Welcher Laptop passt zu mir?
personal_none | de | - | Wie lerne ich besser Gitarre? Ich bin Anfänger
personal_none | de | - | Hilf mir, eine Kündigung zu schreiben
homograph | de | - | Wann ist Mangosaison in Brasilien?
homograph | de | - | Wie eröffne ich ein Bankkonto in Deutschland?
homograph | de | - | Wie lange brennt eine Kerze aus Sojawachs?
name | de | - | Wer war Tostão als Fußballer?
name | de | - | Wer ist Königin Rania?
name | de | - | Was hat Zico in Japan gemacht?
place | de | - | Was kann man in Bamberg an einem Tag sehen?
place | de | - | Wie groß ist Belo Horizonte?
place | de | - | Was ist die Hallertau?
brand | de | - | Gehört Brahma zu AB InBev?
brand | de | - | Wie zuverlässig ist ein VW Käfer heute noch?
brand | de | - | Wird die Vespa in Italien gebaut?
topic | de | - | Was ist das Reinheitsgebot?
topic | de | - | Wie entsteht Gicht?
topic | de | - | Was ist Zöliakie?
topic | de | - | Wie wird Rauchbier hergestellt?
subword | de | - | Was ist ein Mangold?
subword | de | - | Wer hat die Bankenkrise 2008 ausgelöst?
function | de | - | Wann sagt man „seit“ und wann „seid“?
function | de | - | Was ist der Unterschied zwischen „wenn“ und „falls“?
stem | de | - | Was macht ein Braunbär im Winter?
generic | de | - | Wie viele Menschen leben in Brasilien?
generic | de | - | Wann sind in Bayern Schulferien?
idiom | de | - | Was bedeutet „das ist nicht mein Bier“?
idiom | de | - | Was heißt „Hopfen und Malz verloren“?
mixed | de | - | Was heißt „cervejaria“ auf Deutsch?
`;

export const TWENTIETH_FR_LINES = `
direct | fr | Rania teaching; ${RANIA} | Comment Rania peut-elle rendre ses cours du soir à l'Alliance plus vivants ?
direct | fr | Rania teaching; ${RANIA}; Juninho French | Ma femme veut enseigner aussi le samedi à l'Alliance, c'est trop ?
direct | fr | Rania wine; ${RANIA} | Où acheter du Château Ksara à Belo Horizonte pour Rania ?
direct | fr | Rania wine; ${RANIA} | Quel vin libanais offrir à ma femme pour notre anniversaire ?
direct | fr | Rania master; ${RANIA} | Aide Rania à trouver un sujet de mémoire en didactique du FLE
direct | fr | Rania master; ${RANIA} | Comment ma femme peut-elle organiser son master à distance avec Lyon ?
direct | fr | sister-in-law Nour | Que peut-on faire à Montréal avec Nour et ses enfants en hiver ?
direct | fr | sister-in-law Nour | Quel cadeau envoyer aux enfants de ma belle-sœur à Montréal ?
direct | fr | saison; brewery Capivara | Quelle levure pour une saison comme la Saison Dupont ?
direct | fr | saison; brewery Capivara | Ma saison finit trop sucrée, comment la rendre plus sèche ?
direct | fr | Juninho French; ${JUNINHO} | Des livres en français pour Juninho, 14 ans, niveau débutant
direct | fr | Juninho French; ${JUNINHO} | Comment motiver mon fils à faire du français le samedi matin ?
direct | fr | ${RANIA} | Rania a une migraine avec aura, que faire en attendant le sumatriptan ?
direct | fr | ${RANIA} | Comment Rania peut-elle vendre ses bougies en France ?
direct | fr | ${BIA} | Un goûter sans gluten pour Bia, 8 ans ?
direct | fr | ${TOSTAO} | Mon chien Tostão boite de la patte arrière, que faire ?
direct | fr | Lebanon trip; mother-in-law Mona | Que voir à Zahlé en décembre avec les enfants ?
direct | fr | Lebanon trip | Faut-il un visa pour des Brésiliens au Liban ?
direct | fr | mother-in-law Mona; ${RANIA} | La mère de Rania a de l'ostéoporose, quels exercices pour elle ?
direct | fr | Belgian beers | Comment visiter l'abbaye de Westvleteren ?
direct | fr | ${GOUT} | Est-ce que le vin est aussi mauvais que la bière pour ma goutte ?
direct | fr | Capivara IPA; brewery Capivara | Comment garder l'arôme du houblon de mon IPA plus longtemps ?
direct | fr | ${NANDO} | Mon père parkinsonien tombe la nuit, que faire ?
direct | fr | ${BREWERY} | Comment fixer le prix de mon chope pour les bars ?
implicit | fr | Rania master | le mémoire sur l'enseignement du FLE doit être rendu en juin, comment planifier ?
implicit | fr | ${RANIA} | les élèves du soir à l'Alliance se plaignent de la grammaire, une idée d'activité ?
personal_none | fr | - | Comment choisir un bon parapluie ?
personal_none | fr | - | Aide-moi à écrire un discours de mariage
personal_none | fr | - | Comment apprendre à dessiner à 44 ans ?
personal_none | fr | - | Comment ranger mon garage ?
homograph | fr | - | Quelle est la différence entre une manche et un manchon ?
homograph | fr | - | Comment fabriquer une bougie d'allumage ?
homograph | fr | - | Où s'asseoir sur un banc à Paris ?
name | fr | - | Qui est la reine Rania ?
name | fr | - | Qui était Nour Inayat Khan ?
name | fr | - | Qui est Thomas Dupont ?
place | fr | - | Que visiter à Zahlé ?
place | fr | - | Que faire à Lyon un week-end ?
place | fr | - | Quelle est la population de Montréal ?
brand | fr | - | Où acheter la Saison Dupont en France ?
brand | fr | - | Le Château Ksara est-il un bon vin ?
brand | fr | - | Qui fabrique le sumatriptan générique ?
topic | fr | - | Comment brasse-t-on une saison belge ?
topic | fr | - | Qu'est-ce que la migraine avec aura ?
topic | fr | - | Qu'est-ce que le FLE ?
topic | fr | - | Quelle est l'histoire de l'Alliance française ?
subword | fr | - | Qu'est-ce qu'un mangoustan ?
subword | fr | - | Comment fonctionne une banquise ?
function | fr | - | Quand utilise-t-on « dont » ?
function | fr | - | Quelle différence entre « depuis » et « il y a » ?
stem | fr | - | Qui a inventé la bougeotte ?
stem | fr | - | Comment fonctionne une brasserie industrielle ?
generic | fr | - | Combien d'habitants au Liban ?
generic | fr | - | Quand sont les vacances scolaires en France ?
idiom | fr | - | Que veut dire « ce n'est pas de la petite bière » ?
idiom | fr | - | Que veut dire « brasser du vent » ?
mixed | fr | - | Que veut dire « saudade » ?
mixed | fr | - | Comment dit-on « brasserie » en portugais ?
`;
