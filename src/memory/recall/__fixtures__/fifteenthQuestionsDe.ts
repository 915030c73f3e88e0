// The fifteenth blind aboutness set's questions in German, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const FIFTEENTH_DE_LINES = `
direct | de | dog Bach; Bach back; dog walks | Wie lange darf ich mit Bach am Sonntag spazieren gehen?
direct | de | dog Bach; Bach back; dog walks | Darf der Dackel die Treppe zum Keller runterlaufen?
direct | de | dog Bach; Bach back; dog walks | Bach humpelt seit gestern wieder hinten links, was soll ich tun?
direct | de | dog Bach; Bach back; dog walks | Welches Geschirr passt für einen Rauhaardackel mit Rückenproblemen?
direct | de | dog Bach; Bach back; dog walks | Kann ich Bach auf die Wanderung zum Feldberg mitnehmen?
direct | de | cat Kugel; Kugel kidney diet | Kugel frisst ihr Nierenfutter nicht mehr, was kann ich machen?
direct | de | cat Kugel; Kugel kidney diet | Wie viel Wasser sollte meine Katze am Tag trinken?
direct | de | cat Kugel; Kugel kidney diet | Ich habe vergessen, Kugel heute Morgen ihr Semintra zu geben
direct | de | cat Kugel; Kugel kidney diet | Darf die Katze ab und zu ein Stück Thunfisch bekommen?
direct | de | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | Was koche ich für Takeshi, wenn sein Gichtanfall wiederkommt?
direct | de | Takeshi gout; husband Takeshi | Darf mein Mann mit Gicht alkoholfreies Bier trinken?
direct | de | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | Takeshi hat nächsten Monat Geburtstag, hast du eine Geschenkidee?
direct | de | Takeshi kiln; husband Takeshi | Der Gasofen im Garten riecht komisch, ist das gefährlich?
direct | de | Takeshi exhibition; husband Takeshi | Hilf mir, einen Einladungstext für Takeshis Ausstellung in Basel zu schreiben
direct | de | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | Wie spät ist es jetzt bei Jonas?
direct | de | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | Was kann ich Jonas zum Geburtstag nach Seoul schicken, das nicht verzollt werden muss?
direct | de | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | Was schenkt man in Korea zum ersten Geburtstag eines Kindes?
direct | de | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | Ab wann darf meine Enkelin Brei mit Ei essen?
direct | de | Seoul trip; son Jonas; granddaughter Hana | Was muss ich für die drei Wochen in Seoul im Oktober einpacken?
direct | de | Seoul trip; playing Go; son Jonas | Wie lange fliegt man von Frankfurt nach Seoul, und welche Airline ist bequem für meinen Rücken?
direct | de | daughter Lena; Lena coeliac | Lena kommt über Ostern, was backe ich ohne Gluten?
direct | de | daughter Lena; Lena coeliac | Welche Nudeln kann meine Tochter essen?
direct | de | daughter Lena | Lena läuft im April den Hamburg-Marathon, wie kann ich sie unterstützen?
direct | de | mother Ilse; care home costs; visits to Ilse; brother Uwe | Meine Mutter erkennt mich beim Besuch manchmal nicht mehr, wie gehe ich damit um?
direct | de | mother Ilse; care home costs; visits to Ilse; brother Uwe | Was bringe ich Mama ins Pflegeheim mit?
direct | de | care home costs; mother Ilse | Kann ich den Eigenanteil fürs Pflegeheim von der Steuer absetzen?
direct | de | visits to Ilse; mother Ilse | Welche Bahnverbindung ist am besten von Freiburg nach Dresden?
direct | de | brother Uwe; mother Ilse | Soll Uwe die Vorsorgevollmacht für Mutter übernehmen?
direct | de | rheumatoid arthritis; blood tests | Darf ich mit Methotrexat ein Glas Wein trinken?
direct | de | rheumatoid arthritis; blood tests | Meine Hände sind morgens so steif, was hilft?
direct | de | blood tests; rheumatoid arthritis | Wann muss ich wieder zum Blutbild?
direct | de | rheumatoid arthritis; blood tests | Ich habe die Spritze am Montag vergessen, kann ich sie am Mittwoch nachholen?
direct | de | tinnitus | Das Pfeifen im linken Ohr ist heute besonders laut
direct | de | hay fever; hay fever Japan | Die Birken blühen, soll ich schon mit den Tabletten anfangen?
direct | de | cataract | Was muss ich vor der Augen-OP im Februar beachten?
direct | de | knee pain | Mein Knie tut nach dem Tag in der Orgel wieder weh
direct | de | Endingen restoration; windchest repair; heritage office | Schreib einen Zwischenbericht für den Kirchengemeinderat in Endingen
direct | de | windchest repair; Endingen restoration | Wie behandle ich Holzwurm in einer Schleiflade, ohne die Belederung zu beschädigen?
direct | de | heritage office; Endingen restoration | Wie formuliere ich das Gutachten über die originalen Pfeifen fürs Denkmalamt?
direct | de | Kanazawa organ; Kanazawa quote | Wie verschiffe ich eine ganze Orgel nach Japan?
direct | de | Kanazawa organ; Kanazawa quote | Der Yen ist schon wieder gefallen, was heißt das für das Angebot?
direct | de | voicing | Die Vox humana schnarrt zu stark, wie korrigiere ich das beim Intonieren?
direct | de | pipe metal | Welche Gusstemperatur für meine Zinnlegierung?
direct | de | tuning rounds | Plan mir die Stimmtour im Dezember so, dass ich wenig fahre
direct | de | apprentice Mia | Was soll Mia für die Zwischenprüfung im zweiten Lehrjahr wiederholen?
direct | de | journeyman Konstantin; Konstantin family; Konstantin language | Konstantin möchte seine Eltern nach Deutschland holen, was braucht er?
direct | de | workshop loan | Lohnt sich eine Sondertilgung beim Werkstattkredit?
direct | de | pension savings | Ist mein ETF-Sparplan für die Rente zu klein?
direct | de | VAT returns | Bis wann muss die Umsatzsteuer fürs dritte Quartal raus?
direct | de | VW Crafter | Der Crafter braucht neue Winterreifen, welche Größe?
direct | de | Peterson tuner | Mein Stimmgerät zeigt eine falsche Frequenz an, wie kalibriere ich es?
direct | de | Festool saw | Welches Sägeblatt für die Tauchsäge bei Eichenholz?
direct | de | Miele washer | Meine Waschmaschine pumpt nicht mehr ab
direct | de | beekeeping; beeswax use | Wann soll ich die Varroa-Behandlung bei meinen Völkern machen?
direct | de | beeswax use; beekeeping | Wie reinige ich mein eigenes Wachs für die Bälge?
direct | de | playing Go; husband Takeshi | Wie komme ich im Go von 5 Kyu weiter?
direct | de | choir | Bis Donnerstag muss ich die Altstimme der Matthäus-Passion können, wie übe ich am besten?
direct | de | Rhine swimming | Ist der Rhein bei Breisach im Juni schon warm genug?
direct | de | garden | Wann säe ich Shiso aus?
direct | de | heat pump; home | Lohnt sich eine Wärmepumpe in einem alten Winzerhaus?
direct | de | workshop insurance | Ist Orgelmaterial beim Kunden auch über meine Werkstattversicherung gedeckt?
direct | de | e-bike | Der Akku vom E-Bike hält im Winter nur noch halb so lang
direct | de | Fairphone | Wie tausche ich beim Fairphone den Akku selbst?
direct | de | book project | Gliedere mir das dritte Kapitel meines Buches über Orgelbauerinnen
direct | de | Iceland trip; husband Takeshi | Welche Route für zwei Wochen Island mit dem Wohnmobil?
direct | de | letters to parishes; Endingen restoration | Schreib der Gemeinde in Endingen, dass sich die Arbeiten um zwei Wochen verschieben
direct | de | hiking | Eine Wanderung für Samstag, nicht zu weit von Freiburg
direct | de | audiobooks | Ein Hörbuch für die lange Fahrt nach Dresden
direct | de | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | Wie kann ich Fumiko von hier aus helfen, nachdem sie gestürzt ist?
direct | de | Chinese student; Wang Lei visa | Was braucht Wang Lei, um sein Visum zu verlängern?
direct | de | learning Japanese; kanji | Wie lerne ich Kanji schreiben, ohne dass es langweilig wird?
direct | de | learning Korean; Korean app | Welche koreanischen Höflichkeitsformen brauche ich bei der Familie meiner Schwiegertochter?
direct | de | wine; husband Takeshi | Welchen Wein soll ich heute zum Spargel mit Takeshi aufmachen?
implicit | de | Lena coeliac; daughter Lena | Meine Tochter kommt am Wochenende, welchen Kuchen backe ich?
implicit | de | diet; Takeshi gout | Schlag mir drei Abendessen für diese Woche vor
implicit | de | dog walks; dog Bach; Bach back | Wir fahren morgen mit dem Hund ins Elsass, worauf muss ich achten?
implicit | de | rheumatoid arthritis; blood tests | Ich habe eine Erkältung, soll ich die Wochenspritze trotzdem nehmen?
implicit | de | metric units; answer style; language of answers | Wie viel Liter fasst ein Standardfass?
implicit | de | tuning rounds | Kann ich am 10. Dezember einen Termin für ein Fotoshooting annehmen?
implicit | de | choir | Am Donnerstagabend ist ein Elternabend, habe ich Zeit?
implicit | de | coffee | Welche Kaffeemaschine soll ich mir kaufen?
personal_none | de | - | Ich muss meinen Reisepass verlängern, was brauche ich dafür?
personal_none | de | - | Wie kündige ich mein Zeitungsabo?
personal_none | de | - | Ich suche ein Geschenk für die Nachbarin zum Einzug
personal_none | de | - | Mein Fernseher hat kein Bild mehr, nur Ton
personal_none | de | - | Ich will lernen, Schach zu spielen, wo fange ich an?
homograph | de | - | Wie tief ist ein typischer Bach im Schwarzwald?
homograph | de | - | Wie weit stößt man die Kugel beim Kugelstoßen der Frauen im Weltrekord?
homograph | de | - | Was ist die Funktion der Orgel im menschlichen Körper? Gibt es das Wort überhaupt?
homograph | de | - | Warum heißt die Tabakpfeife eigentlich Pfeife?
homograph | de | - | Welche Stimmung herrscht vor der Bundestagswahl?
homograph | de | - | Wie melde ich ein Gewerbe im Handelsregister an?
homograph | de | - | Was bedeutet Intonation in der Sprachwissenschaft?
name | de | - | Welche Kantaten hat Johann Sebastian Bach in Leipzig geschrieben?
name | de | - | Wer war Ilse Aichinger?
name | de | - | Wie viele Tore hat Uwe Seeler für den HSV geschossen?
name | de | - | Welche Filme hat Takeshi Kitano gedreht?
name | de | - | Was hat Kaiser Konstantin für das Christentum getan?
name | de | - | Wer singt das Lied von Lena beim Eurovision 2010?
place | de | - | Was kann man in Dresden an einem Wochenende anschauen?
place | de | - | Wann ist der Weihnachtsmarkt in Freiburg?
place | de | - | Wie komme ich vom Flughafen Incheon in die Innenstadt von Seoul?
place | de | - | Welche Weingüter gibt es am Kaiserstuhl?
place | de | - | Was ist in Kanazawa sehenswert?
brand | de | - | Ist der neue VW Crafter als Elektroversion erhältlich?
brand | de | - | Wie hoch ist der Aktienkurs von Miele? Ist das Unternehmen börsennotiert?
brand | de | - | Welche Festool-Akkus passen zu welchen Geräten?
brand | de | - | Was kostet das neue Fairphone 6?
topic | de | - | Wie wird eine Orgelpfeife eigentlich gebaut?
topic | de | - | Woher kommt Gicht und warum ist sie häufiger bei Männern?
topic | de | - | Wie funktioniert eine Wärmepumpe im Altbau grundsätzlich?
topic | de | - | Warum sterben im Winter so viele Bienen?
topic | de | - | Wie entsteht Tinnitus?
subword | de | - | Wie lange dauert ein Bachelorstudium in Deutschland?
subword | de | - | Warum schreiben Kugelschreiber manchmal nicht mehr?
subword | de | - | Wie macht man Bienenstich?
subword | de | - | Was ist ein Zinnsoldat?
function | de | - | Was bedeutet „ohne Gewähr“ auf einem Lottoschein?
function | de | - | Wann sagt man „immer“ und wann „stets“?
function | de | - | Wie benutzt man „jeden“ und „jedes“ richtig?
stem | de | - | Ab welchem Alter darf man bei Kommunalwahlen abstimmen?
stem | de | - | Wie stimmt man eine Gitarre ohne Stimmgerät?
stem | de | - | Wie schwimmt eine Ente, ohne unterzugehen?
generic | de | - | Wie viele Tage hat der Februar im Schaltjahr?
generic | de | - | Was ist der Unterschied zwischen Werkstatt und Manufaktur?
generic | de | - | Wie schreibt man einen guten Lebenslauf?
idiom | de | - | Woher kommt die Redensart „etwas geht den Bach runter“?
idiom | de | - | Was heißt „alle Register ziehen“?
idiom | de | - | Was bedeutet „eine ruhige Kugel schieben“?
idiom | de | - | Woher kommt „die Katze im Sack kaufen“?
idiom | de | - | Was meint man mit „auf dem letzten Loch pfeifen“?
mixed | de | - | Was heißt „Go for it“ auf Deutsch?
mixed | de | - | Was bedeutet das koreanische Wort „hana“ beim Zählen?
`;
