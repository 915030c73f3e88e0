// The thirteenth blind aboutness set's questions in German, French, Spanish, Italian and Russian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const THIRTEENTH_DE_LINES = `
direct | de | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | Pipoca pinkelt neben das Katzenklo, muss ich zum Tierarzt?
direct | de | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | darf meine Katze ein bisschen Thunfisch aus der Dose bekommen
direct | de | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | was schreibe ich der Nachbarin auf, wenn sie Pipoca zehn Tage füttert
direct | de | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | Pelés Blutwerte kommen nächste Woche, was soll ich den Tierarzt fragen
direct | de | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | wann muss das Scalibor-Halsband vom Hund gewechselt werden
direct | de | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | welche Hundehaftpflicht in Portugal nimmt einen Hund mit Leishmaniose
direct | de | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | plane einen freien Montag mit Luca
direct | de | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | ein laktosefreier Kuchen für Lucas Geburtstag
direct | de | mother Socorro; Socorro diabetes; transfer to mother | der Zucker meiner Mutter liegt morgens bei 180, trotz Metformin
direct | de | mother Socorro; Socorro diabetes; transfer to mother | wie schicke ich meiner Mutter in Recife günstiger Geld als mit Wise
direct | de | father Severino; Severino hearing | mein Vater trägt seine Hörgeräte nicht, wie spreche ich das an
direct | de | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | Geschenkidee für meine Nichte in Tokio
direct | de | Luca's mother Rosa; Rosa arthritis | ein nützliches Geschenk für Lucas Mutter mit Arthritis in den Händen
direct | de | hypothyroidism; health caveat | darf ich Levothyroxin mit Kaffee nehmen
direct | de | ADHD; health caveat | Methylphenidat nimmt mir den Appetit, was tun
direct | de | migraine; health caveat | was hilft gegen meine Migräne vor der Periode außer Ibuprofen
direct | de | dust mite allergy | wie oft Bettwäsche waschen bei meiner Hausstauballergie
direct | de | wrist tendinitis; split keyboard | mein rechtes Handgelenk schmerzt nach langem Programmieren
direct | de | split keyboard; wrist tendinitis | Übungen, um auf dem Moonlander mit Colemak schneller zu tippen
direct | de | split keyboard | welche Tastenbelegung auf der Moonlander für Kotlin-Klammern
direct | de | Kafka migration; developer | wie halte ich die Reihenfolge pro Konto bei der Migration auf Kafka
direct | de | on-call week | ich habe nächste Woche Rufbereitschaft, kann ich trotzdem ins Konzert
direct | de | January incident | gliedere mir das Postmortem zu den doppelten Zahlungen im Januar
direct | de | caju library; caju 2.0 | schreib die Release Notes für caju 2.0
direct | de | staff promotion; manager Ingrid | worauf achtet Ingrid bei einer Beförderung zur Staff Engineer
direct | de | Berlin talk; Berlin hotel | gliedere meinen Vortrag in Berlin über Idempotenz
direct | de | Berlin talk; Berlin hotel | wie komme ich vom Hotel in Kreuzberg zur Konferenz
direct | de | Berlin talk; Berlin hotel; Brompton | kann ich mein Brompton im Flugzeug nach Berlin mitnehmen
direct | de | German course; manager Ingrid | wie komme ich schneller von A2 auf B1
direct | de | Brompton | mein Faltrad quietscht beim Zusammenklappen
direct | de | dog insurance; dog Pelé; Pelé leishmaniasis; Pelé collar | der Vermieter will einen Versicherungsnachweis für den Hund bis Freitag
direct | de | citizenship; residence permit | wie lange dauert meine Einbürgerung in Portugal normalerweise
direct | de | buying a flat; flat budget | können wir uns mit unserem Budget eine Wohnung in Almada leisten
direct | de | wedding; wedding guests | eine Checkliste für unsere Hochzeit in Bologna
direct | de | ETF investing; emergency fund | soll ich meine monatliche ETF-Sparrate erhöhen
direct | de | surfing; no car | wie sind die Wellen am Samstag in Ericeira
direct | de | running | ein Trainingsplan für meinen Halbmarathon im Oktober
direct | de | photography | Einstellungen für Nachtfotos mit meiner X100V
direct | de | Japanese study; kanji | wie lerne ich die Kanji für N3 in drei Monaten
direct | de | Seoul trip; Korean basics | Reiseplan für zwei Wochen Seoul und Busan im April
direct | de | pescatarian; meatless recipes; cooking with Luca | was kochen wir beide am Sonntag
direct | de | scooter | mein Xiaomi-Roller klickt beim Bremsen
implicit | de | no coffee after lunch; ADHD; oolong tea | kann ich um 16 Uhr noch einen Espresso trinken
implicit | de | Pipoca urinary; cat Pipoca; no human food for Pipoca | sie hockt ständig im Klo und es kommt kaum etwas
implicit | de | no sauna | im Fitnessstudio gibt es jetzt eine Sauna, nach dem Laufen hingehen?
personal_none | de | - | was schenke ich meiner Zahnärztin zu Weihnachten
personal_none | de | - | ich habe meinen Schirm im Zug vergessen, wen rufe ich an
personal_none | de | - | mein Cousin will Geld leihen, wie sage ich nein
homograph | de | - | wie macht man Popcorn in der Pfanne
homograph | de | - | was ist ein Bereitschaftsdienst im Krankenhaus
name | de | - | wie viele Tore hat Pelé in seiner Karriere geschossen
name | de | - | Kafkas Verwandlung kurz zusammengefasst
name | de | - | Filme mit Ingrid Bergman
name | de | - | wann lebte Dostojewski
place | de | - | Sehenswürdigkeiten in Kreuzberg
place | de | - | wie weit ist Sintra von Lissabon
place | de | - | was isst man in Bologna
brand | de | - | ist Brompton besser als Birdy
brand | de | - | welcher Kindle ist wasserdicht
brand | de | - | Xiaomi-Handys mit guter Kamera
topic | de | - | wie wird Leishmaniose übertragen
topic | de | - | was ist Idempotenz in der Informatik
topic | de | - | wie wird man in Portugal eingebürgert
subword | de | - | was ist ein Kaffeekränzchen
subword | de | - | was bedeutet das Wort kafkaesk
function | de | - | wie oft am Tag soll ein Baby trinken
stem | de | - | wer hat das Surfbrett erfunden
generic | de | - | wie halte ich eine kleine Wohnung im Sommer kühl
idiom | de | - | was heißt "wie Hund und Katze leben" genau
idiom | de | - | was bedeutet "schlafende Hunde wecken"
mixed | de | - | was ist der Unterschied zwischen idempotent und safe bei HTTP-Methoden, in simple words
`;

export const THIRTEENTH_FR_LINES = `
direct | fr | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | Pipoca fait pipi à côté de la litière, faut-il aller chez le véto ?
direct | fr | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | est-ce que ma chatte peut manger un peu de jambon ?
direct | fr | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | quoi noter pour la voisine qui garde Pipoca dix jours
direct | fr | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | les analyses de Pelé arrivent la semaine prochaine, quoi demander au véto
direct | fr | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | quand changer le collier Scalibor du chien
direct | fr | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | une assurance responsabilité civile pour mon chien au Portugal
direct | fr | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | organise un lundi de repos avec Luca
direct | fr | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | un gâteau sans lactose pour l'anniversaire de Luca
direct | fr | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; cheese; meatless recipes | Luca peut-il manger de la raclette s'il prend sa lactase ?
direct | fr | wine; cooking with Luca; pescatarian; partner Luca; meatless recipes | quel vin vert servir avec la moqueca dimanche
direct | fr | mother Socorro; Socorro diabetes; transfer to mother | la glycémie de ma mère est à 1,80 g le matin malgré la metformine
direct | fr | mother Socorro; Socorro diabetes; transfer to mother | envoyer de l'argent à ma mère au Brésil moins cher que Wise
direct | fr | father Severino; Severino hearing | mon père ne porte pas ses appareils auditifs, comment lui en parler
direct | fr | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | un cadeau pour ma nièce qui vit à Tokyo
direct | fr | Luca's mother Rosa; Rosa arthritis | un cadeau utile pour la mère de Luca, qui a de l'arthrite aux mains
direct | fr | hypothyroidism; health caveat | puis-je prendre ma lévothyroxine avec un café
direct | fr | ADHD; health caveat | le méthylphénidate me coupe l'appétit
direct | fr | migraine; health caveat | ma migraine avant les règles, quoi d'autre que l'ibuprofène
direct | fr | dust mite allergy | comment laver la literie avec mon allergie aux acariens
direct | fr | wrist tendinitis; split keyboard | j'ai mal au poignet droit après une longue journée de code
direct | fr | Kafka migration; developer | comment garder l'ordre des messages par compte en passant à Kafka
direct | fr | on-call week | je suis d'astreinte la semaine prochaine, puis-je aller à un concert mercredi
direct | fr | January incident | plan du post-mortem de l'incident des paiements en double
direct | fr | caju library; caju 2.0 | rédige les notes de version de caju 2.0
direct | fr | staff promotion; manager Ingrid | que mettre dans mon dossier de promotion staff engineer
direct | fr | Berlin talk; Berlin hotel | le plan de ma conférence à Berlin sur l'idempotence
direct | fr | citizenship; residence permit | combien de temps prend ma demande de nationalité portugaise
direct | fr | buying a flat; flat budget | peut-on acheter à Almada avec notre budget
direct | fr | wedding; wedding guests | une liste de choses à faire pour notre mariage à Bologne
direct | fr | ETF investing; emergency fund | dois-je augmenter mon versement mensuel sur l'ETF
direct | fr | surfing; no car | quelles vagues samedi à Ericeira
direct | fr | running | un plan de douze semaines pour mon semi-marathon d'octobre
direct | fr | photography | réglages de nuit pour mon X100V
direct | fr | Japanese study; kanji | comment réviser les kanji du N3 en trois mois
direct | fr | Brittany holiday | que faire à Quiberon en août pendant notre semaine
direct | fr | Brittany holiday; no car | comment aller de Lisbonne à Quiberon sans voiture
direct | fr | wine; partner Luca | Luca veut découvrir d'autres vins verts, lesquels acheter
direct | fr | cheese; Luca lactose; partner Luca | un plateau de fromages pauvres en lactose pour Luca
direct | fr | French | comment entretenir mon français que j'ai appris à l'Alliance
direct | fr | bedtime | comment lâcher les écrans à 23 h
direct | fr | Seoul trip; Korean basics | itinéraire de deux semaines à Séoul et Busan en avril
direct | fr | pescatarian; meatless recipes; cooking with Luca | que cuisiner tous les deux dimanche
implicit | fr | no coffee after lunch; ADHD; oolong tea | je peux prendre un expresso à 16 h avant la rétro ?
implicit | fr | Pipoca urinary; cat Pipoca; no human food for Pipoca | elle va sans arrêt dans le bac et presque rien ne sort
implicit | fr | bedtime; ADHD | je tourne dans mon lit jusqu'à deux heures du matin
personal_none | fr | - | quel cadeau pour ma dentiste à Noël
personal_none | fr | - | j'ai oublié mon parapluie dans le train, qui appeler
personal_none | fr | - | mon cousin veut m'emprunter de l'argent, comment refuser
homograph | fr | - | comment faire du pop-corn à la poêle
homograph | fr | - | qu'est-ce qu'une astreinte administrative en droit
name | fr | - | combien de buts a marqué Pelé
name | fr | - | résumé de La Métamorphose de Kafka
name | fr | - | films avec Ingrid Bergman
place | fr | - | que voir à Quimper en une journée
place | fr | - | comment aller de Lisbonne à Sintra
place | fr | - | spécialités culinaires de Bologne
brand | fr | - | Kindle ou Kobo pour lire en français
brand | fr | - | les trottinettes Xiaomi sont-elles fiables
topic | fr | - | comment se transmet la leishmaniose
topic | fr | - | qu'est-ce que l'idempotence d'une API
topic | fr | - | quelle est la différence entre comté et beaufort
subword | fr | - | histoire du café-concert à Paris
function | fr | - | combien de fois par jour un bébé boit-il
stem | fr | - | qui a inventé la planche de surf
generic | fr | - | comment garder un petit appartement au frais l'été
idiom | fr | - | que veut dire "donner sa langue au chat"
idiom | fr | - | d'où vient "entre chien et loup"
mixed | fr | - | c'est quoi un deploy canary, explain simply
`;

export const THIRTEENTH_ES_LINES = `
direct | es | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | Pipoca hace pis fuera del arenero, ¿la llevo al veterinario?
direct | es | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | ¿puede mi gata comer un poco de atún de lata?
direct | es | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | qué le dejo anotado a la vecina que cuida a Pipoca diez días
direct | es | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | los análisis de Pelé llegan la semana que viene, qué le pregunto al veterinario
direct | es | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | cuándo cambiar el collar Scalibor del perro
direct | es | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | un seguro de responsabilidad civil para mi perro en Portugal
direct | es | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | planea un lunes libre con Luca
direct | es | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | una tarta sin lactosa para el cumpleaños de Luca
direct | es | mother Socorro; Socorro diabetes; transfer to mother | el azúcar de mi madre sale en 180 en ayunas aunque toma metformina
direct | es | mother Socorro; Socorro diabetes; transfer to mother | mandar dinero a mi madre en Recife más barato que con Wise
direct | es | father Severino; Severino hearing | mi padre no se pone los audífonos, cómo se lo digo
direct | es | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | un regalo para mi sobrina que vive en Tokio
direct | es | Luca's mother Rosa; Rosa arthritis | un regalo útil para la madre de Luca, que tiene artritis en las manos
direct | es | hypothyroidism; health caveat | ¿puedo tomar la levotiroxina con café?
direct | es | ADHD; health caveat | el metilfenidato me quita el hambre
direct | es | migraine; health caveat | mi migraña antes de la regla, qué más aparte del ibuprofeno
direct | es | dust mite allergy | cada cuánto lavar las sábanas con mi alergia a los ácaros
direct | es | wrist tendinitis; split keyboard | me duele la muñeca derecha después de programar todo el día
direct | es | Kafka migration; developer | cómo mantener el orden por cuenta al migrar los pagos a Kafka
direct | es | on-call week | estoy de guardia la semana que viene, ¿puedo ir a un concierto el miércoles?
direct | es | January incident | estructura del postmortem de los pagos duplicados de enero
direct | es | caju library; caju 2.0 | escribe las notas de versión de caju 2.0
direct | es | staff promotion; manager Ingrid | qué pongo en mi dossier de ascenso a staff engineer
direct | es | Berlin talk; Berlin hotel | el esquema de mi charla en Berlín sobre idempotencia
direct | es | citizenship; residence permit | cuánto tarda mi solicitud de nacionalidad portuguesa
direct | es | buying a flat; flat budget | ¿podemos comprar en Almada con nuestro presupuesto?
direct | es | wedding; wedding guests | una lista de tareas para nuestra boda en Bolonia
direct | es | wedding; wedding guests | ayúdame a recortar la lista de invitados de la boda a sesenta
direct | es | ETF investing; emergency fund | ¿subo mi aportación mensual al ETF?
direct | es | surfing; no car | ¿cómo están las olas el sábado en Ericeira?
direct | es | running | plan de doce semanas para mi media maratón de octubre
direct | es | photography | ajustes nocturnos para mi X100V
direct | es | Japanese study; kanji | cómo repasar los kanji del N3 en tres meses
direct | es | grandmother Elena | la receta de alfajores de mi abuela Elena, ayúdame a reconstruirla
direct | es | grandmother Elena; Recife roots | qué se sabe de la familia de mi abuela en Rosario, cómo busco sus papeles
direct | es | mate; no coffee after lunch | ¿la yerba Taragüí tiene más cafeína que un café?
direct | es | exchange in Buenos Aires | quiero volver a Buenos Aires, qué cambió desde mi intercambio de 2015
direct | es | Sport Recife | cuándo juega el Sport el próximo partido
direct | es | Seoul trip; Korean basics | itinerario de dos semanas por Seúl y Busan en abril
direct | es | pescatarian; meatless recipes; cooking with Luca | qué cocinamos los dos el domingo
direct | es | scooter | mi patinete Xiaomi hace clic al frenar
implicit | es | no coffee after lunch; ADHD; oolong tea; mate | ¿me tomo un cortado a las cinco de la tarde?
implicit | es | Pipoca urinary; cat Pipoca; no human food for Pipoca | ella va al arenero todo el rato y casi no sale nada
implicit | es | no sauna | el gimnasio tiene sauna nueva, ¿voy después de correr?
personal_none | es | - | qué le regalo a mi dentista por Navidad
personal_none | es | - | me dejé el paraguas en el tren, a quién llamo
personal_none | es | - | mi primo me pide dinero prestado, cómo le digo que no
homograph | es | - | cómo hacer palomitas en sartén
homograph | es | - | qué hace un médico de guardia en urgencias
name | es | - | cuántos goles marcó Pelé
name | es | - | resumen de La metamorfosis de Kafka
name | es | - | películas de Ingrid Bergman
place | es | - | qué ver en Rosario en un día
place | es | - | cómo ir de Lisboa a Sintra
place | es | - | barrios de Buenos Aires para alojarse
brand | es | - | ¿Kindle o Kobo para leer en español?
brand | es | - | ¿qué yerba mate es la más suave?
topic | es | - | cómo se transmite la leishmaniasis
topic | es | - | qué es la idempotencia en una API
topic | es | - | cómo se hacen los alfajores de maicena
subword | es | - | qué es el Camino de Santiago portugués
function | es | - | cuántas veces al día come un bebé
stem | es | - | quién inventó la tabla de surf
generic | es | - | cómo mantener fresco un piso pequeño en verano
idiom | es | - | qué significa "buscarle tres pies al gato"
idiom | es | - | de dónde viene "perro ladrador, poco mordedor"
mixed | es | - | qué es un canary deploy, explain it simply
`;

export const THIRTEENTH_IT_LINES = `
direct | it | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | Pipoca fa pipì fuori dalla lettiera, devo portarla dal veterinario?
direct | it | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | la mia gatta può mangiare un po' di tonno in scatola?
direct | it | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | cosa scrivo alla vicina che tiene Pipoca per dieci giorni
direct | it | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | le analisi di Pelé arrivano la settimana prossima, cosa chiedo al veterinario
direct | it | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | quando cambiare il collare Scalibor del cane
direct | it | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | un'assicurazione di responsabilità civile per il mio cane in Portogallo
direct | it | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | organizza un lunedì libero con Luca
direct | it | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | una torta senza lattosio per il compleanno di Luca
direct | it | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | Luca può mangiare la mozzarella se prende la lattasi?
direct | it | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | Luca lavora fino a tardi sei sere su sette, come troviamo tempo per noi
direct | it | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; wine; moka pot; cheese | regalo di Natale per il mio compagno
direct | it | Luca's mother Rosa; Rosa arthritis | un regalo utile per Rosa, che ha l'artrite alle mani
direct | it | Luca's mother Rosa; Rosa arthritis | il metotrexato di Rosa, è normale che le venga la nausea il giorno dopo?
direct | it | Luca's mother Rosa; Rosa arthritis | idee per aiutare Rosa in merceria quando siamo a Bologna
direct | it | Luca's mother Rosa; Rosa arthritis; wedding; wedding guests; partner Luca | come coinvolgere la mamma di Luca nei preparativi del matrimonio
direct | it | mother Socorro; Socorro diabetes; transfer to mother | la glicemia di mia madre è a 180 a digiuno nonostante la metformina
direct | it | mother Socorro; Socorro diabetes; transfer to mother | mandare soldi a mia madre in Brasile spendendo meno che con Wise
direct | it | father Severino; Severino hearing | mio padre non mette gli apparecchi acustici, come gliene parlo
direct | it | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | un regalo per mia nipote che vive a Tokyo
direct | it | hypothyroidism; health caveat | posso prendere la levotiroxina con il caffè?
direct | it | ADHD; health caveat | il metilfenidato mi toglie l'appetito
direct | it | migraine; health caveat | la mia emicrania prima del ciclo, cosa oltre all'ibuprofene
direct | it | dust mite allergy | ogni quanto lavare le lenzuola con la mia allergia agli acari
direct | it | wrist tendinitis; split keyboard | mi fa male il polso destro dopo una giornata di codice
direct | it | Kafka migration; developer | come mantenere l'ordine per conto migrando i pagamenti su Kafka
direct | it | on-call week | sono reperibile la settimana prossima, posso andare a un concerto mercoledì?
direct | it | January incident | struttura del postmortem dei pagamenti doppi di gennaio
direct | it | caju library; caju 2.0 | scrivi le note di rilascio di caju 2.0
direct | it | staff promotion; manager Ingrid | cosa metto nel dossier per la promozione a staff engineer
direct | it | Berlin talk; Berlin hotel | la scaletta del mio intervento a Berlino sull'idempotenza
direct | it | citizenship; residence permit | quanto ci mette la mia domanda di cittadinanza portoghese
direct | it | buying a flat; flat budget | possiamo comprare casa ad Almada con il nostro budget?
direct | it | wedding; wedding guests | una lista delle cose da fare per il nostro matrimonio a Bologna
direct | it | wedding; wedding guests; partner Luca | quale ristorante a Bologna per un pranzo di nozze di sessanta persone
direct | it | ETF investing; emergency fund | devo aumentare il versamento mensile sull'ETF?
direct | it | surfing; no car | come sono le onde sabato a Ericeira?
direct | it | running | piano di dodici settimane per la mia mezza maratona di ottobre
direct | it | photography | impostazioni notturne per la mia X100V
direct | it | Japanese study; kanji | come ripassare i kanji del N3 in tre mesi
direct | it | moka pot; partner Luca | la moka di Luca fa il caffè bruciato, perché?
direct | it | Seoul trip; Korean basics | itinerario di due settimane tra Seul e Busan ad aprile
direct | it | pescatarian; meatless recipes; cooking with Luca | cosa cuciniamo noi due domenica
direct | it | scooter | il mio monopattino Xiaomi fa clic quando freno
implicit | it | no coffee after lunch; ADHD; oolong tea | posso prendere un espresso alle cinque del pomeriggio?
implicit | it | Pipoca urinary; cat Pipoca; no human food for Pipoca | va di continuo nella lettiera e non esce quasi niente
implicit | it | Luca lactose; partner Luca; cheese | ieri sera lui ha mangiato una pizza quattro formaggi e ora sta male
personal_none | it | - | cosa regalo alla mia dentista per Natale
personal_none | it | - | ho dimenticato l'ombrello sul treno, chi chiamo
personal_none | it | - | mio cugino mi chiede soldi in prestito, come dico di no
homograph | it | - | come si fanno i popcorn in padella
homograph | it | - | cosa fa un medico reperibile di notte
name | it | - | quanti gol ha segnato Pelé
name | it | - | riassunto della Metamorfosi di Kafka
name | it | - | film con Ingrid Bergman
name | it | - | che lavoro faceva Rosa Parks prima del boicottaggio
place | it | - | cosa vedere a Bologna in un giorno
place | it | - | come arrivare da Lisbona a Sintra
place | it | - | via San Vitale a Bologna, storia della strada
brand | it | - | la Bialetti è ancora prodotta in Italia?
brand | it | - | Kindle o Kobo per leggere in italiano
topic | it | - | come si trasmette la leishmaniosi
topic | it | - | cos'è l'idempotenza di un'API
topic | it | - | perché la moka fa il caffè diverso dall'espresso
subword | it | - | cosa vedere a Lucca in un giorno
function | it | - | quante volte al giorno mangia un neonato
stem | it | - | chi ha inventato la tavola da surf
generic | it | - | come tenere fresca una casa piccola d'estate
idiom | it | - | cosa significa "non c'è rosa senza spine"
idiom | it | - | da dove viene "can che abbaia non morde"
mixed | it | - | cos'è un canary deploy, explain it simply
`;

export const THIRTEENTH_RU_LINES = `
direct | ru | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | Пипока писает мимо лотка, нужно ли к ветеринару?
direct | ru | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | можно ли моей кошке немного тунца из банки?
direct | ru | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | что написать соседке, которая будет кормить Пипоку десять дней
direct | ru | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | анализы Пеле придут на следующей неделе, что спросить у ветеринара
direct | ru | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | когда менять ошейник Scalibor у собаки
direct | ru | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | страховка ответственности для моей собаки в Португалии
direct | ru | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | спланируй свободный понедельник с Лукой
direct | ru | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | торт без лактозы на день рождения Луки
direct | ru | mother Socorro; Socorro diabetes; transfer to mother | у мамы сахар натощак 180, хотя она пьёт метформин
direct | ru | mother Socorro; Socorro diabetes; transfer to mother | как переводить деньги маме в Ресифи дешевле, чем через Wise
direct | ru | father Severino; Severino hearing | папа не носит слуховые аппараты, как с ним поговорить
direct | ru | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | подарок для племянницы, которая живёт в Токио
direct | ru | Luca's mother Rosa; Rosa arthritis | полезный подарок для мамы Луки с артритом рук
direct | ru | hypothyroidism; health caveat | можно ли пить левотироксин с кофе?
direct | ru | ADHD; health caveat | метилфенидат отбивает мне аппетит
direct | ru | migraine; health caveat | моя мигрень перед месячными, что кроме ибупрофена
direct | ru | dust mite allergy | как часто стирать постель при моей аллергии на клещей
direct | ru | wrist tendinitis; split keyboard | после дня за кодом болит правое запястье
direct | ru | Kafka migration; developer; colleague Oleg | как сохранить порядок сообщений по счёту при переходе платежей на Kafka
direct | ru | colleague Oleg; Kafka migration | напиши Олегу сообщение, чтобы он оценил размер кластера Kafka
direct | ru | colleague Oleg | что подарить Олегу на день рождения, он из Киева
direct | ru | on-call week | я дежурю на следующей неделе, можно ли пойти на концерт в среду?
direct | ru | January incident | структура постмортема по двойным платежам в январе
direct | ru | caju library; caju 2.0 | напиши заметки к выпуску caju 2.0
direct | ru | staff promotion; manager Ingrid | что включить в пакет на повышение до staff engineer
direct | ru | Berlin talk; Berlin hotel | план моего доклада в Берлине об идемпотентности
direct | ru | citizenship; residence permit | сколько обычно рассматривают моё заявление на португальское гражданство
direct | ru | buying a flat; flat budget | можем ли мы купить квартиру в Алмаде с нашим бюджетом
direct | ru | wedding; wedding guests | список дел для нашей свадьбы в Болонье
direct | ru | ETF investing; emergency fund | стоит ли увеличить ежемесячный взнос в ETF?
direct | ru | surfing; no car | какие волны в субботу в Эрисейре?
direct | ru | running | план на двенадцать недель к моему полумарафону в октябре
direct | ru | photography | ночные настройки для моей X100V
direct | ru | Japanese study; kanji | как повторить кандзи для N3 за три месяца
direct | ru | chess | какие дебюты учить, чтобы дойти до 1800 на Lichess
direct | ru | chess | я застряла на рейтинге 1600, как расти дальше
direct | ru | Dostoevsky; reading | что читать у Достоевского после «Идиота»
direct | ru | Russian alphabet | как быстрее читать по-русски, а не по слогам
direct | ru | no sauna; Berlin talk; Berlin hotel | в отеле в Берлине есть сауна, мне туда можно?
direct | ru | Seoul trip; Korean basics | маршрут на две недели по Сеулу и Пусану в апреле
direct | ru | pescatarian; meatless recipes; cooking with Luca | что нам вдвоём приготовить в воскресенье
direct | ru | scooter | мой самокат Xiaomi щёлкает при торможении
implicit | ru | no coffee after lunch; ADHD; oolong tea | можно мне эспрессо в пять вечера?
implicit | ru | Pipoca urinary; cat Pipoca; no human food for Pipoca | она всё время ходит в лоток и почти ничего не выходит
implicit | ru | no sauna | после бани у меня кружится голова, это опасно?
personal_none | ru | - | что подарить моему стоматологу на Новый год
personal_none | ru | - | я забыла зонт в поезде, куда звонить
personal_none | ru | - | двоюродный брат просит в долг, как отказать
homograph | ru | - | как сделать попкорн на сковороде
homograph | ru | - | что делает дежурный врач ночью
name | ru | - | сколько голов забил Пеле
name | ru | - | краткое содержание «Превращения» Кафки
name | ru | - | фильмы с Ингрид Бергман
name | ru | - | в каком году Достоевский написал «Идиота»
place | ru | - | что посмотреть в Болонье за день
place | ru | - | как доехать из Лиссабона в Синтру
place | ru | - | достопримечательности Киева
brand | ru | - | Kindle или PocketBook для чтения по-русски
brand | ru | - | надёжны ли самокаты Xiaomi
topic | ru | - | как передаётся лейшманиоз
topic | ru | - | что такое идемпотентность API
topic | ru | - | как поднять рейтинг в шахматах
subword | ru | - | как приготовить кофейное желе
function | ru | - | сколько раз в день ест младенец
stem | ru | - | кто изобрёл доску для сёрфинга
generic | ru | - | как сохранить прохладу в маленькой квартире летом
idiom | ru | - | что значит «жить как кошка с собакой»
idiom | ru | - | откуда выражение «собаке собачья смерть»
mixed | ru | - | что такое canary deploy, explain it simply
`;
