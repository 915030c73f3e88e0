// The fourteenth blind aboutness set's questions in German, French, Spanish, Portuguese and Russian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const FOURTEENTH_DE_LINES = `
direct | de | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Jonas hat wieder einen Gichtanfall im Zeh, was hilft sofort?
direct | de | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years; Leone carbs; lactose intolerance; Leone diabetes; recipe book; Christmas seadas; Efisio meds timing; Thermomix | Was kann ich für meinen Mann kochen, der Gicht hat und keinen Fisch essen darf?
direct | de | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Wie viel Wasser sollte Jonas bei Allopurinol trinken?
direct | de | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Jonas ist zwei Wochen im Windpark, wie organisiere ich das Melken allein?
direct | de | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Welches Holz nehme ich für die neuen Spanten am Folkeboot?
direct | de | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Wann spielt Werder das nächste Mal, damit Jonas frei nimmt?
direct | de | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Der Amarok braucht neue Reifen, welche für Schotterwege?
direct | de | mother-in-law Helga; Helga flights; Stella German | Schreib eine Nachricht an Helga, dass wir sie im Juli in Olbia abholen
direct | de | mother-in-law Helga; Helga flights; Stella German | Was kann Helga mit 71 in Sardinien unternehmen, ohne viel zu laufen?
direct | de | mother-in-law Helga; Helga flights; Stella German | Günstigste Flüge von Hamburg nach Olbia für meine Schwiegermutter
direct | de | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Kinderbücher über Pferde auf Deutsch für Stella
direct | de | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Wie übt Stella am besten Deutsch mit Oma am Telefon?
direct | de | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Neurodermitis bei meiner Tochter: Welche Reithandschuhe sind gut?
direct | de | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Wie berechne ich den Bolus für Leone bei einer Pizza?
direct | de | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Darf Leone mit dem Omnipod ins Meer?
direct | de | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Mein Sohn hat nach dem Torwarttraining immer Unterzucker, was tun?
direct | de | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Mein Vater hat Parkinson und schluckt schlecht, wie nimmt er die Tabletten?
direct | de | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Brauchen wir einen Treppenlift für Efisio?
direct | de | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Wie viele Stunden Schlaf bekomme ich in der Lammzeit, Tipps?
direct | de | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Was tun, wenn ein Mutterschaf sein Lamm nicht annimmt?
direct | de | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Ab wann impfe ich die Herde gegen die Blauzungenkrankheit?
direct | de | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall; Allgäu summer | Kann ich Bergkäse wie auf der Alpe auch aus Schafmilch machen?
direct | de | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall; Bremen deli | Was schreibe ich dem Käse-Kontor zur nächsten Lieferung?
direct | de | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall; Bremen deli | Wie verschicke ich Pecorino im Sommer gekühlt nach Bremen?
direct | de | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Warum wird mein Pecorino im Keller schmierig?
direct | de | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Wie lange reift Fiore Sardo mindestens?
direct | de | Hashimoto; thyroid pill timing | Darf ich Eutirox zusammen mit Kaffee nehmen?
direct | de | Hashimoto; thyroid pill timing | Hashimoto: Soll ich glutenfrei essen?
direct | de | dog Pepe; Pepe leishmaniasis; Pepe collar | Pepe hat wieder Schuppen und Haarausfall an den Ohren, ist das die Leishmaniose?
direct | de | dog Pepe; Pepe leishmaniasis; Pepe collar | Bis wann muss das Scalibor-Halsband dranbleiben?
direct | de | cat Dante; Dante kidneys | Welches Nierenfutter ist besser für Dante, Royal Canin oder Hill's?
direct | de | donkey Vespa; Vespa hooves | Wie erkenne ich Hufrehe bei unserer Eselin?
direct | de | mortgage; savings | Soll ich den Kredit beim Banco di Sardegna vorzeitig tilgen?
direct | de | Japan export; Hokkaido trip | Welche Zollregeln gelten für Käse nach Japan?
direct | de | Hokkaido trip | Reiseplan für zehn Tage Hokkaido im Februar mit Kindern
direct | de | home languages; daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings; son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip | Wie erziehe ich die Kinder dreisprachig mit Sardisch, Italienisch und Deutsch?
direct | de | Selvaggio Blu | Wie trainiere ich für den Selvaggio Blu im September?
direct | de | Thermomix | Brotrezept für den Thermomix mit Hartweizen
direct | de | chainsaw | Welche Kette passt auf meine Stihl MS 261?
direct | de | Bremen years; husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir | Was hat sich in Bremen seit 2012 verändert, wir wollen hinfahren
direct | de | back disc | Rückenschonend Käselaibe wenden, wie?
implicit | de | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Harnsäure bei 9, welche Lebensmittel meiden?
implicit | de | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Wie viel Traubenzucker bei einem Wert von 60 für einen Zwölfjährigen?
implicit | de | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Zellzahl über einer Million in der Schafmilch, was nun?
implicit | de | mother-in-law Helga; Helga flights; Stella German | Was kann eine 71-jährige Bremerin im Juli bei 35 Grad anziehen?
personal_none | de | - | Hilf mir, eine Kündigung für mein Fitnessstudio zu schreiben
personal_none | de | - | Ich habe Kopfschmerzen seit dem Aufstehen
personal_none | de | - | Welches Handy soll ich mir für 300 Euro kaufen?
personal_none | de | - | Wie bekomme ich Kalk aus dem Wasserkocher?
homograph | de | - | Wie schnell fliegt eine Wespe?
homograph | de | - | Was bedeutet Stella auf Lateinisch?
homograph | de | - | Was ist ein Widder im Horoskop?
name | de | - | Wer war Jonas Kaufmann als Sänger?
name | de | - | Wann lebte Dante Alighieri?
name | de | - | Welche Filme hat Sergio Leone mit Clint Eastwood gedreht?
name | de | - | Wer ist Helga Schmidt?
place | de | - | Sehenswürdigkeiten in Bremen-Vegesack
place | de | - | Beste Wanderungen im Allgäu im Herbst
place | de | - | Wie komme ich von Hamburg nach Olbia mit der Fähre?
brand | de | - | Ist der VW Amarok ein Ford Ranger?
brand | de | - | Stihl Akku oder Benzin für den Garten?
brand | de | - | Wer stellt Royal Canin her?
topic | de | - | Wie funktioniert eine Windkraftanlage?
topic | de | - | Was ist Gicht und woher kommt sie?
topic | de | - | Wie wird Emmentaler hergestellt?
topic | de | - | Was ist ein Folkeboot?
subword | de | - | Was ist ein Käsekuchen ohne Boden?
subword | de | - | Was ist Hundekuchen?
subword | de | - | Wie baut man ein Vogelhaus?
function | de | - | Wann schreibt man "dass" und wann "das"?
function | de | - | Unterschied zwischen "seit" und "seitdem"
stem | de | - | Was heißt melken auf Englisch?
stem | de | - | Warum sagt man Käseblatt?
generic | de | - | Wie viel kostet ein Kredit im Durchschnitt?
generic | de | - | Wie lange sollte ein Kind schlafen?
idiom | de | - | Was bedeutet "das ist doch Käse" als Redewendung?
idiom | de | - | Was heißt "schwarzes Schaf"?
idiom | de | - | Was bedeutet "den Löwenanteil bekommen"?
mixed | de | - | Wie sagt man "Käse" auf Italienisch?
mixed | de | - | Was heißt "Pecorino" wörtlich?
`;

export const FOURTEENTH_FR_LINES = `
direct | fr | brother Gavino; Gavino lobster | Quand commence la saison de la langouste pour Gavino à Alghero ?
direct | fr | brother Gavino; Gavino lobster | Mon frère veut des conseils pour vendre sa langouste à des restaurants
direct | fr | brother Gavino; Gavino lobster | Recette de langouste à l'algéroise que Gavino pourrait nous cuisiner
direct | fr | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Stella veut faire un concours avec Biscotto, à quel âge peut-elle commencer ?
direct | fr | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Comment soigner l'eczéma de ma fille après l'équitation ?
direct | fr | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Idées de cadeau pour Stella qui adore les poneys
direct | fr | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Leone part à Rome en avril, combien de capteurs de rechange emporter ?
direct | fr | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Lettre au professeur qui accompagne mon fils diabétique en voyage scolaire
direct | fr | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Mon fils fait une hypo pendant le match, que doit faire l'entraîneur ?
direct | fr | Selvaggio Blu; Garmin watch | Le Selvaggio Blu en quatre jours, quel entraînement en juillet ?
direct | fr | Selvaggio Blu | Faut-il un guide pour le Selvaggio Blu ?
direct | fr | lactose intolerance | Je suis intolérante au lactose : la ricotta, c'est possible ?
direct | fr | lactose intolerance; Hashimoto; thyroid pill timing | La lactase en comprimés gêne-t-elle mon traitement thyroïdien ?
direct | fr | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Mon mari a la goutte, quels fromages peut-il manger ?
direct | fr | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Comment aider mon père parkinsonien à s'habiller seul ?
direct | fr | dog Pepe; Pepe leishmaniasis; Pepe collar | Pepe se gratte beaucoup, faut-il refaire un test de leishmaniose ?
direct | fr | cat Dante; Dante kidneys | Dante a une maladie rénale, combien de temps peut-elle vivre ?
direct | fr | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Comment repérer une mammite chez une brebis ?
direct | fr | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Mon Fiore Sardo est trop salé, combien de temps en saumure ?
direct | fr | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Comment présenter notre pecorino à un fromager de Lyon ?
direct | fr | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Quelle température pour la cave d'affinage de mes fromages ?
direct | fr | agriturismo | Combien coûte la rénovation d'une bergerie en chambres d'hôtes ?
direct | fr | Stella riding; daughter Stella; Stella eczema; Stella German; Stella pony; children's savings | 120 euros par mois pour l'équitation, c'est cher pour ma fille ?
direct | fr | Japan export; Hokkaido trip | Comment exporter mon fromage au Japon ?
direct | fr | olive trees | Quand récolter mes oliviers Bosana ?
implicit | fr | brother Gavino; Gavino lobster | Quelle taille minimale pour pêcher la langouste rouge en Sardaigne ?
implicit | fr | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Un poney pour une enfant de 8 ans allergique à la poussière ?
implicit | fr | Selvaggio Blu | Trek côtier de quatre jours en Sardaigne, combien d'eau par jour ?
personal_none | fr | - | Aide-moi à écrire une lettre de réclamation à mon opérateur
personal_none | fr | - | J'ai mal aux genoux en descendant les escaliers
personal_none | fr | - | Que regarder ce soir sur Netflix ?
personal_none | fr | - | Comment enlever le tartre de la bouilloire ?
homograph | fr | - | Comment reconnaître une guêpe d'une abeille ?
homograph | fr | - | Combien de temps vit un lion en liberté ?
homograph | fr | - | Qu'est-ce qu'une étoile filante ?
name | fr | - | Qui était Dante Alighieri ?
name | fr | - | Pavarotti a-t-il chanté avec Johnny Hallyday ?
name | fr | - | Qui est Jonas dans la Bible ?
place | fr | - | Que voir à Alghero en deux jours ?
place | fr | - | Bremen ou Hambourg pour un week-end ?
place | fr | - | Comment aller à Nuoro depuis Olbia ?
brand | fr | - | Le Thermomix TM7 vaut-il le prix ?
brand | fr | - | Garmin Fenix 8 ou Coros Vertix ?
brand | fr | - | Qui fabrique le collier Scalibor ?
topic | fr | - | Comment fabrique-t-on le roquefort ?
topic | fr | - | Qu'est-ce que la fièvre catarrhale ovine ?
topic | fr | - | Comment fonctionne une éolienne en mer ?
subword | fr | - | Qu'est-ce qu'un chat-huant ?
subword | fr | - | Comment faire un pain perdu ?
function | fr | - | Quand utiliser le subjonctif après "bien que" ?
function | fr | - | Différence entre "depuis" et "pendant"
stem | fr | - | Que veut dire "fromager" comme verbe ?
generic | fr | - | Quel est le prix moyen d'un poney ?
generic | fr | - | Combien d'heures un enfant doit-il dormir ?
idiom | fr | - | Que veut dire "en faire tout un fromage" ?
idiom | fr | - | D'où vient "revenons à nos moutons" ?
idiom | fr | - | Que veut dire "quand le chat n'est pas là, les souris dansent" ?
mixed | fr | - | Comment dit-on "fromage" en sarde ?
`;

export const FOURTEENTH_ES_LINES = `
direct | es | donkey Vespa; Vespa hooves | ¿Cada cuánto hay que recortar los cascos de Vespa en verano?
direct | es | donkey Vespa; Vespa hooves | Mi burra cojea después de que vino el herrador, ¿qué hago?
direct | es | donkey Vespa; Vespa hooves | ¿Cuánta paja come al día una burra sarda como Vespa?
direct | es | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Leone quiere ser portero titular, ¿cómo mejora los reflejos?
direct | es | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | ¿Puede mi hijo jugar con la bomba de insulina puesta?
direct | es | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Merienda para Leone antes del entrenamiento del jueves, con los carbohidratos
direct | es | Cannonau vineyard | ¿Cuándo vendimiar nuestra viña de Cannonau?
direct | es | Cannonau vineyard; husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | ¿Puede Jonas beber nuestro vino de casa con la gota?
direct | es | Cannonau vineyard | La viña tiene oídio, ¿qué le echo?
direct | es | cousin Marta | ¿Qué le regalo a mi prima Marta, que es enfermera en Barcelona?
direct | es | cousin Marta; father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Marta es enfermera, ¿le pregunto por el Parkinson de mi padre?
direct | es | Galicia trip; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | ¿Puedo hacer un queso tipo tetilla con leche de oveja?
direct | es | Galicia trip | Quiero volver a Galicia, ¿qué queserías visitar?
direct | es | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | ¿Por qué mi ricotta ahumada sale amarga?
direct | es | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | ¿Cómo preparar el cuajo de cordero en pasta?
direct | es | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | ¿Cuántas ovejas puede ordeñar una sola persona en la sala de doce puestos?
direct | es | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Pavarotti ya tiene siete años, ¿lo vendo?
direct | es | dog Pepe; Pepe leishmaniasis; Pepe collar | ¿Puede Pepe trabajar con el rebaño si tiene leishmaniasis?
direct | es | cat Dante; Dante kidneys | ¿Qué snacks son seguros para mi gata con enfermedad renal?
direct | es | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Mi padre con Parkinson se atraganta, ¿qué comidas le doy?
direct | es | Hashimoto; thyroid pill timing | ¿Puedo tomar el Eutirox con el café de la mañana?
direct | es | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Mi hija tiene eczema, ¿le afecta el cloro de la piscina?
direct | es | fire risk | ¿Cuánta agua hace falta para defender la granja de un incendio?
direct | es | wild boar fence | Los jabalíes rompen mi valla eléctrica, ¿qué hago?
implicit | es | donkey Vespa; Vespa hooves | ¿Cada cuántas semanas se arreglan los cascos de un burro?
implicit | es | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Un niño con diabetes tipo 1 de portero: ¿le baja el azúcar?
implicit | es | Cannonau vineyard | Poda en verde de la garnacha en Cerdeña
personal_none | es | - | Ayúdame a escribir una queja al casero
personal_none | es | - | Llevo dos días con la nariz tapada
personal_none | es | - | ¿Qué libro me recomiendas para las vacaciones?
personal_none | es | - | ¿Cómo quito el moho del baño?
homograph | es | - | ¿Cuánto cuesta una Vespa eléctrica?
homograph | es | - | ¿Por qué el león es el rey de la selva?
homograph | es | - | ¿Qué es una estrella de neutrones?
name | es | - | ¿Quién fue Dante Alighieri?
name | es | - | ¿Qué cantó Pavarotti en el Mundial de 1990?
name | es | - | Películas de Sergio Leone con Ennio Morricone
place | es | - | ¿Qué ver en Barcelona en tres días?
place | es | - | ¿Qué comer en Galicia?
place | es | - | ¿Cómo llegar a Cerdeña desde Barcelona?
brand | es | - | ¿Qué tal es la Fiat Panda híbrida?
brand | es | - | ¿Cuánto cuesta una motosierra Stihl?
brand | es | - | ¿Starlink funciona en España?
topic | es | - | ¿Cómo se hace el queso manchego?
topic | es | - | ¿Qué es la leishmaniasis canina?
topic | es | - | ¿Cómo se cuidan los burros?
subword | es | - | ¿Qué es un perrito caliente?
subword | es | - | ¿Qué es el gatillo fácil?
function | es | - | ¿Cuándo se usa "por" y cuándo "para"?
function | es | - | Diferencia entre "ser" y "estar"
stem | es | - | ¿Qué significa quesero?
generic | es | - | ¿Cuánto cuesta mantener un burro?
generic | es | - | ¿Cuántas horas debe dormir un niño?
idiom | es | - | ¿De dónde viene "buscarle tres pies al gato"?
idiom | es | - | ¿Qué quiere decir "estar como una cabra"?
mixed | es | - | ¿Cómo se dice "queso" en italiano?
`;

export const FOURTEENTH_PT_LINES = `
direct | pt | Thermomix | Receita de pão de sêmola na Bimby
direct | pt | Thermomix; son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Sopa na Bimby para o Leone, com os hidratos de carbono por porção
direct | pt | Thermomix | A minha Bimby TM6 faz um barulho estranho na velocidade 10
direct | pt | vegetable garden | Quando plantar as favas na horta?
direct | pt | vegetable garden | As alcachofras espinhosas da minha horta têm pulgões, o que faço?
direct | pt | vegetable garden; wild boar fence | Os javalis entram na horta, como protejo os tomates?
direct | pt | vacuum packer | Que máquina de vácuo comprar por 3.000 euros para os queijos?
direct | pt | vacuum packer; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Embalar pecorino a vácuo estraga a casca?
direct | pt | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | A senhora Rosa pode vir mais uma manhã por semana para o meu pai?
direct | pt | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Como dar banho a um idoso com Parkinson em segurança?
direct | pt | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | A Stella tem uma crise de dermatite, quanto tempo posso usar a hidrocortisona?
direct | pt | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Roupa de montar para a minha filha com pele atópica
direct | pt | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | O meu filho vai a Roma, como levar a insulina no avião?
direct | pt | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | O meu marido tem gota, pode comer presunto?
direct | pt | dog Pepe; Pepe leishmaniasis; Pepe collar | O Pepe precisa de dieta especial por causa da leishmaniose?
direct | pt | cat Dante; Dante kidneys | A gata Dante pode comer atum?
direct | pt | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Como tosquiar ovelhas em maio sem as stressar?
direct | pt | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Quanto tempo deve curar o Fiore Sardo?
direct | pt | Hashimoto; thyroid pill timing | Tiroidite de Hashimoto: posso beber leite de ovelha?
direct | pt | Japan export | Quero exportar queijo para o Japão, por onde começo?
direct | pt | savings; mortgage | Devo investir o meu fundo de emergência?
implicit | pt | Thermomix | Quanto tempo amassar pão de sêmola na Bimby?
implicit | pt | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Uma cuidadora três vezes por semana chega para um doente de Parkinson?
implicit | pt | vegetable garden | Favas e alcachofras no mesmo canteiro?
personal_none | pt | - | Ajuda-me a escrever uma mensagem de pêsames
personal_none | pt | - | Tenho dor de costas desde ontem
personal_none | pt | - | Que série devo ver este fim de semana?
personal_none | pt | - | Como limpar o forno sem químicos?
homograph | pt | - | Quanto custa uma Vespa em Portugal?
homograph | pt | - | Quantas estrelas tem a bandeira do Brasil?
homograph | pt | - | Como se cultiva pimenta-do-reino?
name | pt | - | Quem foi Dante Alighieri?
name | pt | - | Qual é a ária mais famosa de Pavarotti?
name | pt | - | Quem é Stella McCartney?
place | pt | - | O que ver em Bolonha?
place | pt | - | Como chegar à Sardenha de Lisboa?
brand | pt | - | A Bimby vale a pena?
brand | pt | - | O Garmin Fenix é à prova de água?
brand | pt | - | Samsung Galaxy A54 ou A55?
topic | pt | - | Como se faz o queijo da Serra da Estrela?
topic | pt | - | O que é a dermatite atópica?
topic | pt | - | Como funciona uma máquina de vácuo?
subword | pt | - | O que é um cachorro-quente?
subword | pt | - | O que é um gatilho?
function | pt | - | Quando usar "por" e "para"?
function | pt | - | Diferença entre "há" e "à"
stem | pt | - | O que é um queijeiro?
generic | pt | - | Quanto custa uma máquina de café?
generic | pt | - | Quantas horas deve dormir uma criança?
idiom | pt | - | O que significa "vender gato por lebre"?
idiom | pt | - | O que quer dizer "a ovelha negra da família"?
mixed | pt | - | Como se diz "queijo" em italiano?
`;

export const FOURTEENTH_RU_LINES = `
direct | ru | worker Oleg; instructions for Oleg | Напиши Олегу инструкцию, как мыть доильный зал
direct | ru | worker Oleg; instructions for Oleg | Как объяснить Олегу, когда молоко надо выливать из-за мастита?
direct | ru | worker Oleg; instructions for Oleg | Олег хочет прибавку к зарплате, сколько платят дояру в Сардинии?
direct | ru | worker Oleg; instructions for Oleg | Составь для Олега график дойки на время окота
direct | ru | worker Oleg; instructions for Oleg; flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele | Переведи на русский правила гигиены в доильном зале для работника
direct | ru | solar panels | Какой аккумулятор выбрать для солнечных панелей на сыроварне?
direct | ru | solar panels | Сколько окупается батарея для 20 кВт панелей?
direct | ru | penicillin allergy | У меня аллергия на пенициллин, какой антибиотик можно от ангины?
direct | ru | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | У Леоне сахар 3,2 после тренировки, что дать?
direct | ru | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Сколько глюкозных таблеток носить сыну в рюкзаке?
direct | ru | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Стелла учит немецкий, какие мультфильмы ей посмотреть?
direct | ru | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Как помочь дочке не бросить немецкий?
direct | ru | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Отец с Паркинсоном плохо спит, что можно сделать?
direct | ru | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Муж с подагрой, можно ли ему пиво?
direct | ru | dog Pepe; Pepe leishmaniasis; Pepe collar | Собака пьёт аллопуринол, нужна ли особая диета?
direct | ru | cat Dante; Dante kidneys | Кошка с болезнью почек отказывается есть, что делать?
direct | ru | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Когда вакцинировать овец от блютанга?
direct | ru | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Почему мой пекорино трескается при созревании?
direct | ru | Hashimoto; thyroid pill timing | Можно ли пить кофе сразу после Эутирокса?
direct | ru | Japan export; Hokkaido trip | Как отправить сыр в Японию?
direct | ru | mortgage | Стоит ли досрочно гасить ипотеку с фиксированной ставкой?
implicit | ru | worker Oleg; instructions for Oleg | Как объяснить работнику из Молдовы правила ХАССП?
implicit | ru | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Какая норма сахара у ребёнка 12 лет с диабетом первого типа?
implicit | ru | solar panels | Что лучше для фермы: литиевые или свинцовые аккумуляторы?
personal_none | ru | - | Помоги написать письмо в управляющую компанию
personal_none | ru | - | У меня болит голова уже третий день
personal_none | ru | - | Что посмотреть вечером?
personal_none | ru | - | Как почистить духовку от жира?
homograph | ru | - | Сколько живёт лев в зоопарке?
homograph | ru | - | Почему звёзды мерцают?
homograph | ru | - | Чем отличается оса от пчелы?
name | ru | - | Кем был Данте Алигьери?
name | ru | - | Какие фильмы снял Серджо Леоне?
name | ru | - | Где пел Паваротти в последний раз?
place | ru | - | Что посмотреть в Кишинёве?
place | ru | - | Как добраться до Сардинии из Москвы?
brand | ru | - | Какая бензопила лучше, Stihl или Husqvarna?
brand | ru | - | Работает ли Starlink в России?
topic | ru | - | Как делают сыр?
topic | ru | - | Что такое мастит у коров?
topic | ru | - | Как работают солнечные батареи?
subword | ru | - | Что такое кошелёк на телефоне?
subword | ru | - | Как приготовить сырники?
function | ru | - | Когда писать "не" слитно?
function | ru | - | Разница между "в" и "на"
stem | ru | - | Что значит слово "сыроварня"?
generic | ru | - | Сколько стоит ипотека в среднем?
generic | ru | - | Сколько часов должен спать ребёнок?
idiom | ru | - | Что значит "как баран на новые ворота"?
idiom | ru | - | Откуда выражение "кот наплакал"?
mixed | ru | - | Как по-итальянски "сыр"?
`;
