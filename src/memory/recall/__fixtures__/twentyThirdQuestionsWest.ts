import {
  BERLIN,
  CAR,
  FATHER,
  HUAJUAN,
  IN_LAWS,
  KELE,
  MOTHER,
  TANGTANG,
  TANGYUAN,
  WEEKEND,
  WIFE,
  WORK,
  XUANXUAN,
  ZHIMA,
} from './twentyThirdSubjects';

// The twenty-third blind aboutness set's German and French questions, written before the recall rules were read;
// most direct ones ask about a memory written in Chinese or English with no word in common, and the friends' zoos and
// cities (Zoo Berlin, Beauval, Lisbon) as world questions. Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_THIRD_DE_LINES = `
direct | de | friend Jonas; ${BERLIN} | Was soll ich Jonas vor meiner Ankunft über die Handaufzucht von Zwillingen fragen?
direct | de | ${BERLIN} | Wie finde ich für drei Monate eine möblierte Wohnung in Charlottenburg?
direct | de | ${BERLIN} | Welche deutschen Sätze brauche ich in der ersten Woche im Zoo?
direct | de | ${BERLIN} | Was muss ich für den dreimonatigen Austausch im Berliner Zoo einpacken?
direct | de | ${ZHIMA} | Unsere Pandabärin frisst kaum Bambus und läuft unruhig herum, kommt sie in die Brunst?
direct | de | ${ZHIMA} | Der Ultraschall bei unserer Pandabärin zeigt seit Wochen nichts, ist es eine Scheinträchtigkeit?
direct | de | ${TANGYUAN} | Das Jungtier, das ich großgezogen habe, verliert beim Abstillen Gewicht
direct | de | ${WORK} | Wie halte ich in der Geburtensaison die Nachtschichten durch?
direct | de | ${WORK} | Wie bleibt Bambus nach dem Kühltransport länger frisch?
direct | de | ${WIFE} | Meine Frau nimmt L-Thyroxin wegen Hashimoto, darf sie es mit dem Frühstück nehmen?
direct | de | ${WIFE} | Meine Frau läuft im Oktober ihren ersten Marathon, was soll sie in der letzten Woche essen?
direct | de | ${XUANXUAN} | Mein Sohn hat rote Augen von seinen Ortho-K-Linsen
direct | de | ${XUANXUAN} | Mein Sohn niest jeden Morgen wegen Hausstaubmilben
direct | de | ${XUANXUAN} | Welches Lego-Set für einen Neunjährigen, der Ultraman liebt?
direct | de | ${TANGTANG} | Meine Tochter hat 38,5 Fieber und hatte schon einmal einen Fieberkrampf
direct | de | ${TANGTANG} | Kuhmilchallergie bei meiner Dreijährigen, was kann sie im Kindergarten essen?
direct | de | ${FATHER} | Mein Vater hat COPD, verträgt er eine Reise auf 4000 Meter?
direct | de | ${MOTHER} | Wie lange dauert die Reha nach einer Knieprothese bei meiner Mutter?
direct | de | ${IN_LAWS} | Meine Schwiegermutter nimmt seit drei Jahren Tamoxifen, welche Nebenwirkungen gibt es?
direct | de | ${KELE} | Mein Corgi hat einen Bandscheibenvorfall und kann nicht laufen
direct | de | ${HUAJUAN} | Unser dicker roter Kater nimmt mit Diätfutter nicht ab
direct | de | lumbar disc | Mein Bandscheibenvorfall L4/L5 ist zurück und das Bein kribbelt
direct | de | fatty liver | Kann meine leichte Fettleber wieder verschwinden?
direct | de | penicillin allergy | Ich bin gegen Penicillin allergisch, darf ich Amoxicillin nehmen?
direct | de | ${CAR} | Ist ein hoher Verbrauch bei unserem BYD Song im Winter normal?
direct | de | drone | Wo darf ich in Chengdu meine DJI-Drohne fliegen lassen?
direct | de | friend Ivan; Moscow trip | Iwan lädt mich nach Moskau ein, wie warm muss ich mich im Januar anziehen?
implicit | de | ${TANGTANG} | Fast 39 Grad, Ibuprofen oder Paracetamol für eine Dreijährige?
implicit | de | ${BERLIN} | Wie stelle ich mich auf Deutsch als Tierpfleger aus China vor?
personal_none | de | - | Wie höre ich auf, alles aufzuschieben?
personal_none | de | - | Empfiehl mir einen guten Science-Fiction-Roman
personal_none | de | - | Ich möchte Gitarre lernen, wo fange ich an?
personal_none | de | - | Wie werde ich vor Präsentationen ruhiger?
homograph | de | - | Ist Sesam gesund?
homograph | de | - | Wie kocht man Hirse?
homograph | de | - | Wie lang ist die Chinesische Mauer?
homograph | de | - | Wie viel Zucker ist in einer Dose Cola?
name | de | - | Wer war Iwan der Schreckliche?
name | de | - | Was erlebte der Prophet Jona im Bauch des Fisches?
name | de | - | Worum geht es in "Emily in Paris"?
place | de | - | Warum heißt der Bahnhof Zoologischer Garten so?
place | de | - | Was kann man in Chengdu besichtigen?
place | de | - | Wie alt ist das Bewässerungssystem von Dujiangyan?
brand | de | - | Wer hat DJI gegründet?
brand | de | - | Baut BYD ein Werk in Europa?
brand | de | - | Ist Xiaomi ein chinesischer Konzern?
topic | de | - | Warum sind Pandas schwarz-weiß?
topic | de | - | Was ist eine Hashimoto-Thyreoiditis?
topic | de | - | Wie gefährlich sind Fieberkrämpfe bei Kindern?
topic | de | - | Seit wann gibt es Pandas im Berliner Zoo?
subword | de | - | Wie backt man Berliner Pfannkuchen?
subword | de | - | Was ist eine Wohnungsbaugenossenschaft?
function | de | - | Wann schreibt man "dass" und wann "das"?
function | de | - | Was ist der Unterschied zwischen "seit" und "seid"?
stem | de | - | Woher kommt das Wort "Zoologie"?
stem | de | - | Was macht eine Arzthelferin?
generic | de | ${WEEKEND} | Was soll ich am Wochenende machen?
generic | de | - | Was ist ein gesundes Abendessen?
idiom | de | - | Was bedeutet "Da steppt der Bär"?
idiom | de | - | Was bedeutet "die Katze im Sack kaufen"?
mixed | de | ${TANGTANG} | Tangtang hat wieder 发烧 38,5, 医院 oder abwarten?
mixed | de | - | Was heißt "yyds" im chinesischen Slang?
`;

export const TWENTY_THIRD_FR_LINES = `
direct | fr | friend Camille; Beauval talk | Camille me demande quel thème choisir pour ma présentation à Beauval
direct | fr | Beauval talk; red panda duty | Aide-moi à structurer mon exposé sur l'élevage des pandas roux
direct | fr | ${WIFE} | Quel coffret Chanel N°5 offrir à ma femme cette année ?
direct | fr | ${ZHIMA} | Notre femelle panda ne mange plus son bambou et tourne en rond, elle entre en chaleur ?
direct | fr | ${ZHIMA} | L'échographie de notre panda ne montre toujours rien, grossesse nerveuse ?
direct | fr | ${TANGYUAN} | Le petit panda que j'ai élevé au biberon perd du poids au sevrage
direct | fr | ${TANGYUAN} | Trame d'un album jeunesse sur la première année de notre bébé panda
direct | fr | ${WORK} | Comment tenir les gardes de nuit pendant la saison des naissances ?
direct | fr | ${WORK} | Écris un petit discours pour des écoliers sur pourquoi les pandas mangent du bambou
direct | fr | ${WIFE} | Ma femme prend de la lévothyroxine, peut-elle la prendre avec le petit-déjeuner ?
direct | fr | ${WIFE} | Ma femme court son premier marathon en octobre, que manger la dernière semaine ?
direct | fr | ${XUANXUAN} | Mon fils a les yeux rouges avec ses lentilles d'orthokératologie
direct | fr | ${TANGTANG} | Ma fille a 38,5 de fièvre et a déjà fait une convulsion fébrile
direct | fr | ${TANGTANG} | Allergie aux protéines de lait de vache chez ma fille de trois ans, quoi lui donner au goûter ?
direct | fr | ${FATHER} | Mon père a une BPCO, peut-il monter à 4000 mètres ?
direct | fr | ${MOTHER} | Combien de temps de rééducation après une prothèse de genou pour ma mère ?
direct | fr | ${IN_LAWS} | Ma belle-mère prend du tamoxifène depuis trois ans, quels effets secondaires ?
direct | fr | ${KELE} | Mon corgi a une hernie discale et ne marche plus
direct | fr | ${HUAJUAN} | Notre chat roux ne maigrit pas avec ses croquettes light
direct | fr | lumbar disc | Ma hernie discale L4-L5 est revenue et j'ai la jambe engourdie
direct | fr | fatty liver; hotpot | Une fondue chinoise par semaine, c'est trop avec ma stéatose ?
direct | fr | penicillin allergy | Je suis allergique à la pénicilline, puis-je prendre de l'amoxicilline ?
direct | fr | ${BERLIN} | Que mettre dans ma valise pour trois mois au zoo de Berlin ?
direct | fr | friend Lucas; photo exhibition | Lucas veut exposer nos photos de pandas à Lisbonne, comment choisir les tirages ?
direct | fr | Italy anniversary; ${WIFE} | Idées pour nos dix ans de mariage à Rome et Venise
direct | fr | fund investing | Mon fonds indiciel CSI 300 a perdu 15 %, je continue à investir chaque mois ?
implicit | fr | ${TANGTANG} | Presque 39, ibuprofène ou paracétamol pour une enfant de 3 ans ?
implicit | fr | ${ZHIMA} | Progestérone fécale élevée mais rien à l'échographie, c'est normal ?
personal_none | fr | - | Comment arrêter de procrastiner ?
personal_none | fr | - | Conseille-moi un bon roman de science-fiction
personal_none | fr | - | Je veux apprendre la guitare, par où commencer ?
personal_none | fr | - | Comment être moins stressé avant un entretien ?
homograph | fr | - | Le sésame est-il bon pour la santé ?
homograph | fr | - | Le coca est-il mauvais pour les dents ?
homograph | fr | - | Quelle est la longueur de la Grande Muraille ?
homograph | fr | - | Comment cuire le millet ?
name | fr | - | Qui était Camille Claudel ?
name | fr | - | Qui était Ivan le Terrible ?
name | fr | - | Marco Polo est-il vraiment allé en Chine ?
place | fr | - | Où se trouve le ZooParc de Beauval ?
place | fr | - | Que visiter à Chengdu en deux jours ?
place | fr | - | Pourquoi appelle-t-on Lisbonne la ville aux sept collines ?
brand | fr | - | Qui a créé la maison Chanel ?
brand | fr | - | BYD vend-il des voitures en France ?
brand | fr | - | Xiaomi est-elle une entreprise chinoise ?
topic | fr | - | Pourquoi les pandas sont-ils noir et blanc ?
topic | fr | - | Qu'est-ce que la thyroïdite de Hashimoto ?
topic | fr | - | Les convulsions fébriles sont-elles dangereuses ?
topic | fr | - | Combien de pandas géants vivent en France ?
subword | fr | - | Comment entretenir une bambouseraie ?
subword | fr | - | Comment ouvrir une parfumerie en France ?
function | fr | - | Quand utiliser « dont » et quand « que » ?
function | fr | - | Quelle est la différence entre « à » et « a » ?
stem | fr | - | Que signifie « zoologique » ?
stem | fr | - | D'où vient le verbe « soigner » ?
generic | fr | ${WEEKEND} | Qu'est-ce que je fais ce week-end ?
generic | fr | - | C'est quoi un dîner équilibré ?
idiom | fr | - | Que veut dire « avoir un chat dans la gorge » ?
idiom | fr | - | Que veut dire « un coup de bambou » ?
mixed | fr | ${TANGTANG} | Tangtang a encore 发烧, 38,5, 医院 ou pas ?
mixed | fr | - | Que veut dire « yyds » en argot chinois ?
`;
