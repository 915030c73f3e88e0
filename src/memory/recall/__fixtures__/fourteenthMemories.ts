// The fourteenth blind aboutness set's memories: Lucia, 44, a Sardinian cheesemaker in Oliena near Nuoro, written
// before the recall rules were read. Lines: `type | tags | subject | text` (`*` on the type: applies to every answer).

export const FOURTEENTH_MEMORY_LINES = `
stable_user_context | casara, caseificio, Nuoro | cheesemaker | L'utente è casara e gestisce un piccolo caseificio aziendale, "Su Pinnu", a Oliena, vicino a Nuoro.
stable_user_context | casa, Oliena, Supramonte | home in Oliena | Vive in una casa di campagna a Oliena, ai piedi del Supramonte, con la famiglia e il padre.
project_context | Fiore Sardo, DOP, consorzio | Fiore Sardo DOP | Sta preparando la domanda per entrare nel consorzio del Fiore Sardo DOP: latte crudo di pecora sarda e caglio di agnello.
project_context | grotta, stagionatura, granito | cheese cave | Sta scavando una grotta di stagionatura nel granito dietro il caseificio; servono 12 °C e 85 % di umidità.
recurring_constraint | latte, prezzo, cooperativa | milk price | Il latte di pecora che non trasforma lo vende alla cooperativa a 1,30 euro al litro.
project_context | PSR, contributo, mungitura | PSR grant | Ha chiesto un contributo PSR (misura 4.1) di 80.000 euro per rinnovare la sala di mungitura.
risk_preference | mutuo, tasso fisso, banca | mortgage | Ha un mutuo a tasso fisso di 120.000 euro con il Banco di Sardegna, fino al 2041, e non vuole variabile.
stable_user_context | Hashimoto, tiroide, Eutirox | Hashimoto | Ha la tiroidite di Hashimoto e prende Eutirox 75 microgrammi ogni mattina.
recurring_constraint | levothyroxine, morning, coffee | thyroid pill timing | She takes her levothyroxine at 6 am and waits 30 minutes before coffee or milk.
stable_user_context | lactose, intolérance, fromage | lactose intolerance | Ironie du métier : l'utilisatrice est intolérante au lactose, mais les fromages très affinés ne lui posent pas de problème.
stable_user_context | Ehemann, Jonas, Bremen, Windkraft | husband Jonas | Der Mann der Nutzerin heißt Jonas, kommt aus Bremen und ist Servicetechniker für Windkraftanlagen.
stable_user_context | Gicht, Allopurinol, Jonas | Jonas gout | Jonas hat Gicht und nimmt Allopurinol; Rotwein und Meeresfrüchte lösen bei ihm Schübe aus.
recurring_constraint | Schicht, Windpark, Ulassai | Jonas shifts | Jonas arbeitet in Zwei-Wochen-Schichten im Windpark bei Ulassai und ist dann kaum zu Hause.
stable_user_context | Schwiegermutter, Helga, Bremen | mother-in-law Helga | Jonas' Mutter Helga, 71, wohnt in Bremen-Vegesack und verbringt jedes Jahr den Sommer bei der Familie auf Sardinien.
recurring_constraint | Helga, Flug, Olbia | Helga flights | Helga fliegt jedes Jahr im Juli von Hamburg nach Olbia; jemand muss sie am Flughafen abholen.
project_context | Boot, Folkeboot, Scheune | Jonas boat | Jonas restauriert in der Scheune ein altes Folkeboot aus Holz, das er 2024 gekauft hat.
stable_user_context | Werder Bremen, Fußball, Jonas | Jonas Werder | Jonas ist seit seiner Kindheit Fan von Werder Bremen und schaut jedes Spiel.
stable_user_context | figlio, Leone, scuola | son Leone | Il figlio Leone ha 12 anni e fa la seconda media a Nuoro.
stable_user_context | type 1 diabetes, Leone, Omnipod | Leone diabetes | Leone has type 1 diabetes and wears an Omnipod pump with a Dexcom G7 sensor.
stable_user_context | fútbol, portero, Leone | Leone football | Leone juega de portero en el equipo infantil del Nuoro y entrena martes y jueves.
*standing_instruction | ricette, carboidrati, Leone | Leone carbs | Quando proponi ricette o pasti, indica sempre i grammi di carboidrati per porzione, per il bolo di Leone.
risk_preference | гипогликемия, Леоне, глюкоза | Leone hypos | У Леоне всегда с собой глюкозные таблетки и сок на случай гипогликемии.
project_context | voyage scolaire, Rome, Leone | Leone school trip | Leone part en voyage scolaire à Rome en avril ; il faut prévoir des pods et des capteurs de rechange.
stable_user_context | figlia, Stella, cavalli | daughter Stella | La figlia Stella ha 8 anni, adora i cavalli e fa equitazione al maneggio di Oliena.
stable_user_context | dermatite, Stella, creme | Stella eczema | Stella tem dermatite atópica e usa um creme de hidrocortisona nas crises.
project_context | немецкий, Стелла, бабушка | Stella German | Стелла учит немецкий, чтобы разговаривать с бабушкой Хельгой.
stable_user_context | poney, Stella, Biscotto | Stella pony | Le poney préféré de Stella au centre équestre s'appelle Biscotto.
recurring_constraint | equitazione, costo, Stella | Stella riding | Le lezioni di equitazione di Stella costano 120 euro al mese, il mercoledì e il sabato.
stable_user_context | padre, Efisio, pastore | father Efisio | Il padre dell'utente, Efisio, 79 anni, ex pastore, vive con loro.
stable_user_context | Parkinson, Efisio, Sinemet | Efisio Parkinson | Efisio ha il Parkinson e prende Sinemet (levodopa e carbidopa) tre volte al giorno.
recurring_constraint | エフィジオ, 薬, 時間 | Efisio meds timing | 父エフィジオの薬（シネメット）は7時、13時、19時。たんぱく質の多い食事とは時間をあける。
risk_preference | fall, stairs, Efisio | Efisio falls | After a fall last winter, Efisio must not use the outside stone stairs on his own.
recurring_constraint | cuidadora, Rosa, Efisio | Efisio caregiver | Uma cuidadora, a senhora Rosa, vem três manhãs por semana ajudar o Efisio a tomar banho.
project_context | accompagnamento, INPS, padre | Efisio allowance | Ha fatto domanda all'INPS per l'indennità di accompagnamento del padre; la pratica è in corso.
stable_user_context | madre, pane carasau, Maria Bonaria | late mother | La madre, Maria Bonaria, è morta nel 2019; faceva in casa il pane carasau.
stable_user_context | fratello, Gavino, Alghero, pescatore | brother Gavino | Il fratello Gavino fa il pescatore ad Alghero, con una barca chiamata "Nostra Signora".
stable_user_context | aragosta, Gavino, pêche | Gavino lobster | Gavino pêche surtout la langouste rouge d'Alghero, de mars à août.
stable_user_context | cane, Pepe, fonnese | dog Pepe | Il cane da pastore fonnese si chiama Pepe, ha 5 anni e lavora con il gregge.
stable_user_context | 개, Pepe, 리슈마니아 | Pepe leishmaniasis | 개 Pepe는 리슈마니아증이 있어서 알로푸리놀을 매일 먹는다.
recurring_constraint | collar, sandflies, Pepe | Pepe collar | Pepe wears a Scalibor collar from April to October against sandflies.
stable_user_context | gatta, Dante, topi | cat Dante | La gatta del caseificio si chiama Dante (sì, è femmina) e tiene lontani i topi.
stable_user_context | 猫, Dante, 肾病 | Dante kidneys | 猫Dante有慢性肾病，只吃皇家的肾脏处方粮。
stable_user_context | asina, Vespa, bambini | donkey Vespa | In azienda c'è un'asina sarda, Vespa, che porta a spasso i bambini.
recurring_constraint | herrador, cascos, Vespa | Vespa hooves | El herrador viene cada ocho semanas a recortar los cascos de Vespa.
stable_user_context | gregge, pecore sarde, mungitura | flock | Il gregge è di 200 pecore di razza sarda; la mungitura è alle 5 e alle 17.
stable_user_context | ariete, Pavarotti, riproduttore | ram Pavarotti | L'ariete riproduttore si chiama Pavarotti, perché bela fortissimo.
risk_preference | mastite, cellule somatiche, latte | mastitis | In primavera ci sono casi di mastite: sopra un milione di cellule somatiche scarta il latte.
risk_preference | bluetongue, vaccine, ewes | bluetongue | She vaccinates the flock against bluetongue every year; the 2024 outbreak killed 14 of her ewes.
recurring_constraint | tosatura, maggio, Fonni | shearing | La tosatura è a maggio e la fa una squadra di tosatori di Fonni.
recurring_constraint | Lammzeit, November, Lämmer | lambing | Die Lammzeit ist im November und Dezember; dann schläft sie kaum.
stable_user_context | caglio, agnello, formaggi freschi | rennet | Per il Fiore Sardo usa caglio in pasta di agnello fatto in casa, per i formaggi freschi caglio liquido.
stable_user_context | ricotta, affumicata, lentischio | smoked ricotta | Fa anche ricotta mustia, affumicata con legna di lentischio.
stable_user_context | casu marzu, zio, vietato | casu marzu | Non vende casu marzu perché è vietato, ma uno zio lo fa per la famiglia.
recurring_constraint | mercato, Nuoro, sabato | market stall | Vende al mercato contadino di Nuoro ogni sabato mattina e ad "Autunno in Barbagia".
project_context | Feinkost, Bremen, Pecorino | Bremen deli | Zweimal im Jahr liefert sie Pecorino an einen Feinkostladen in Bremen, das "Käse-Kontor".
project_context | 北海道, 輸出, チーズ工房 | Japan export | 北海道のチーズ工房と交流があり、2027年に日本へペコリーノを輸出したいと考えている。
project_context | 北海道, 十勝, 旅行 | Hokkaido trip | 十勝の酪農家と付き合いがあり、家族で冬の北海道を訪ねる旅行を準備している。
stable_user_context | Alpe, Allgäu, Bergkäse | Allgäu summer | Mit 24 hat sie einen Sommer lang auf einer Alpe im Allgäu Bergkäse gemacht.
stable_user_context | università, Bologna, tecnologie alimentari | Bologna studies | Ha studiato Scienze e tecnologie alimentari all'Università di Bologna.
stable_user_context | Bremen, lived, met Jonas | Bremen years | She lived in Bremen from 2009 to 2012, where she met Jonas.
stable_user_context | Galicia, queso, tetilla | Galicia trip | En 2023 viajó a Galicia para ver cómo se hace el queso de tetilla.
stable_user_context | launeddas, musica, lezioni | launeddas | Suona le launeddas da dieci anni e prende lezioni da un maestro di Villaputzu.
stable_user_context | canto a tenore, coro, Jonas | tenore choir | Jonas canta da "bassu" in un coro a tenore di Oliena.
project_context | trek, Selvaggio Blu, septembre | Selvaggio Blu | Elle court dans le Supramonte et prépare le trek du Selvaggio Blu pour septembre.
stable_user_context | Garmin, Strava, watch | Garmin watch | She owns a Garmin Fenix 7 and logs every run on Strava.
stable_user_context | Fiat Panda, 4x4, auto | Panda 4x4 | L'auto aziendale è una Fiat Panda 4x4 del 2008 con 310.000 km.
stable_user_context | VW Amarok, Auto, Jonas | Jonas truck | Jonas fährt einen VW Amarok, mit dem auch das Futter geholt wird.
stable_user_context | chainsaw, Stihl, firewood | chainsaw | She cuts lentisk and holm oak for the smoker with a Stihl MS 261 chainsaw.
stable_user_context | Bimby, Thermomix, pão | Thermomix | A usuária tem uma Bimby (Thermomix TM6) e usa-a para fazer pão e sopas.
user_preference | caffè, moka, Bialetti | moka coffee | Beve solo caffè fatto con la moka Bialetti da tre tazze, mai capsule.
stable_user_context | mungitura, DeLaval, spina di pesce | milking parlour | La sala di mungitura è una DeLaval a spina di pesce da 12 posti.
stable_user_context | 凝乳锅, 奶酪, 锅炉 | cheese vat | 奶酪作坊用一口500升的不锈钢双层凝乳锅，用柴油锅炉加热。
project_context | солнечные панели, аккумулятор, крыша | solar panels | На крыше сыроварни солнечные панели на 20 кВт; она хочет добавить аккумулятор.
recurring_constraint | HACCP, ASL, controllo | HACCP | Ogni anno a marzo c'è il controllo dell'ASL; tiene il registro HACCP su un quaderno.
project_context | labels, designer, Cagliari | new labels | She is redesigning the "Su Pinnu" cheese labels with a designer from Cagliari.
project_context | agriturismo, ovile, camere | agriturismo | Vuole trasformare il vecchio ovile in un agriturismo con quattro camere entro il 2028.
project_context | libro, ricette, madre | recipe book | Sta scrivendo un libro con le ricette della madre: culurgiones, seadas, pane carasau.
user_preference | Natale, seadas, miele di corbezzolo | Christmas seadas | A Natale prepara sempre le seadas con il miele amaro di corbezzolo.
stable_user_context | Instagram, videos, followers | Instagram | She posts cheese-making videos on Instagram for the dairy and has about 4,000 followers.
recurring_constraint | commercialista, IVA, regime agricolo | accountant | La commercialista, la dottoressa Sanna di Nuoro, tiene la contabilità in regime speciale IVA agricolo.
risk_preference | savings, emergency fund, shares | savings | She keeps an emergency fund of six months of costs and does not buy shares.
recurring_constraint | libretto postale, figli, risparmio | children's savings | Mette 50 euro al mese su un libretto postale per ciascuno dei due figli.
risk_preference | assicurazione, siccità, pascoli | drought insurance | Ha un'assicurazione agevolata contro la siccità sui pascoli.
risk_preference | incendi, cisterna, estate | fire risk | D'estate tiene pronta una cisterna da 5.000 litri per il rischio incendi.
stable_user_context | Sant'Efisio, Cagliari, festa | Sant'Efisio feast | Ogni 1° maggio la famiglia va a Cagliari per la festa di Sant'Efisio.
stable_user_context | lingue, sardo, tedesco | home languages | In casa si parla italiano e sardo nuorese; con Jonas e i bambini anche tedesco.
*standing_instruction | lingua, risposta, italiano | reply language | Rispondi in italiano, a meno che la domanda sia scritta in un'altra lingua.
*standing_instruction | units, metric, euros | units | Use metric units and euros in every answer.
project_context | 한국어, 듀오링고, 공부 | learning Korean | 사용자는 듀오링고로 한국어를 공부하고 있고 연속 300일째다.
stable_user_context | 친구, 지현, 치즈 수입 | friend Jihyun | 서울에 사는 친구 지현은 치즈 수입업자이고 볼로냐 대학에서 만났다.
project_context | 서울, 방문, 박람회 | Seoul visit | 서울의 지현을 방문하고 식품 박람회에 가는 여행을 준비하고 있다.
stable_user_context | 허리, 디스크, 치즈 | back disc | 사용자는 허리 디스크(L5-S1)가 있어서 무거운 치즈 통을 들 때 조심한다.
stable_user_context | аллергия, пенициллин | penicillin allergy | У пользовательницы аллергия на пенициллин.
stable_user_context | veterinario, Mele, Orune | vet Mele | Il veterinario dell'azienda è il dottor Mele di Orune.
stable_user_context | ulivi, Bosana, olio | olive trees | Ha 40 ulivi di varietà Bosana e fa l'olio al frantoio di Oliena.
stable_user_context | viña, Cannonau, vino | Cannonau vineyard | Tienen una pequeña viña de Cannonau para el vino de casa.
risk_preference | cinghiali, recinto elettrico, orto | wild boar fence | I cinghiali rovinano l'orto: ha messo un recinto elettrico Gallagher.
stable_user_context | horta, alcachofras, favas | vegetable garden | A horta tem tomates, favas e alcachofras espinhosas da Sardenha.
stable_user_context | 養蜂, 巣箱, 蜂蜜 | beekeeping | 養蜂も少ししていて巣箱は6つ。イチゴノキの苦い蜂蜜がとれる。
stable_user_context | premio, World Cheese Awards, bronzo | cheese award | Il suo Fiore Sardo ha vinto il bronzo ai World Cheese Awards 2024.
stable_user_context | Deledda, novels, Nuoro | Deledda novels | She is rereading Grazia Deledda's novels; her favourite is "Canne al vento".
stable_user_context | 手机, 三星, 信号 | phone | 用户用的是三星Galaxy A54，在山里信号常常不好。
stable_user_context | Starlink, 上网, 农场 | Starlink | 农场用Starlink卫星上网。
project_context | 中国游客, 介绍牌, 中文 | Chinese signs | 2025年有中国游客来农场参观，她想做中文的奶酪介绍牌。
recurring_constraint | 挤奶, 起床, 作息 | daily routine | 她每天早上4点半起床挤奶，晚上10点睡觉。
stable_user_context | работник, Олег, Молдова | worker Oleg | Работник фермы Олег из Молдовы помогает с дойкой с 2022 года.
recurring_constraint | Олег, инструкции, русский | instructions for Oleg | Она пишет Олегу инструкции по-русски через переводчик.
project_context | máquina de vácuo, queijos, orçamento | vacuum packer | Quer comprar uma máquina de vácuo nova para embalar os queijos, com orçamento de 3.000 euros.
stable_user_context | prima, Marta, Barcelona | cousin Marta | Su prima Marta vive en Barcelona y trabaja de enfermera.
`;
