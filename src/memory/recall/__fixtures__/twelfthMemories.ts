// The twelfth blind aboutness set's memories: Hsu Ya-chu, 34, a Taiwanese specialty-coffee roaster in Taichung, written
// before the recall rules were read; about half in the traditional Chinese she mostly writes. Lines:
// `type | tags | subject | text` (`*` on the type: applies to every answer).

export const TWELFTH_MEMORY_LINES = `
stable_user_context | 烘豆師, 焙煎所, 台中 | roaster | 用戶是咖啡烘豆師，在台中西區經營一家小烘焙坊「小山焙煎所」。
stable_user_context | Q Grader, 杯測, 證照 | Q grader | 用戶有阿拉比卡Q Grader證照，每週二下午在店裡做杯測。
stable_user_context | 嘉義, 出生, 食品科學 | Chiayi roots | 用戶在嘉義出生長大，高中畢業後去高雄讀食品科學系。
stable_user_context | 先生, Diego, 西班牙語老師 | husband Diego | 用戶的先生Diego來自墨西哥瓦哈卡，在台中一所語言學校教西班牙語。
stable_user_context | 痛風, Diego, 藥 | Diego gout | Diego有痛風，長期吃安樂普利諾（allopurinol），發作時不能吃海鮮、不能喝啤酒。
project_context | 語言學校, Diego, DELE | Diego classes | Diego在語言學校負責成人西語班，正在設計DELE檢定的衝刺課程。
stable_user_context | 女兒, 小米, 幼兒園 | daughter Xiaomi | 用戶的女兒叫小米，五歲，讀家附近的公立幼兒園中班。
stable_user_context | 異位性皮膚炎, 小米, 藥膏 | Xiaomi eczema | 小米有異位性皮膚炎，晚上會抓癢，皮膚科開了弱效類固醇藥膏。
standing_instruction | 蝦, 過敏, 小米 | Xiaomi shrimp allergy | 推薦食譜或餐廳時不要有蝦：小米對蝦子過敏。
standing_instruction | 小米, 睡前故事, 雙語 | bilingual stories | 幫小米寫睡前故事時，要中文和西班牙文對照。
stable_user_context | 狗, 豆花, 柴犬 | dog Douhua | 用戶養了一隻柴犬，名字叫豆花，七歲。
stable_user_context | 豆花, 耳朵, 發炎 | Douhua ears | 豆花常常外耳炎，獸醫說要每週用洗耳液清一次耳朵。
stable_user_context | 貓, Frida, 腎臟 | Frida kidneys | 貓咪Frida有慢性腎病，吃腎臟處方飼料，每三個月驗一次血。
stable_user_context | 爸爸, 阿里山, 茶農 | father tea farmer | 用戶的爸爸六十八歲，在嘉義阿里山種高山烏龍茶。
stable_user_context | 糖尿病, 爸爸, 二甲雙胍 | father diabetes | 爸爸有第二型糖尿病，吃二甲雙胍，但還是很愛喝全糖的手搖飲。
project_context | 咖啡樹, 阿里山, 茶園 | Alishan coffee plot | 用戶和爸爸在阿里山茶園的一角試種了三百棵咖啡樹，預計2028年第一次採收。
stable_user_context | 媽媽, 早餐店, 嘉義 | mother breakfast shop | 用戶的媽媽在嘉義市開了三十年的早餐店，賣蛋餅和米漿。
stable_user_context | 弟弟, 阿偉, 竹科 | brother Wei | 弟弟阿偉在新竹科學園區當半導體工程師，常常加班到半夜。
stable_user_context | 胃食道逆流, 耐適恩 | reflux | 用戶有胃食道逆流，每天早上吃耐適恩（esomeprazole），杯測時只啜吸、吐掉不喝。
recurring_constraint | 咖啡因, 失眠, 下午 | no caffeine after 2 | 因為容易失眠，用戶下午兩點以後不喝含咖啡因的飲料。
stable_user_context | 腰椎, 椎間盤, 復健 | back disc | 用戶搬生豆麻袋傷到腰，有腰椎椎間盤突出，每週四去做一次復健。
workflow_preference | Giesen, 烘豆機, 15公斤 | Giesen roaster | 焙煎所用的是一台荷蘭Giesen W15烘豆機。
workflow_preference | 烘焙曲線, 一爆, 發展時間 | roast profiles | 淺焙豆的發展時間她控制在一爆後九十秒到兩分鐘。
project_context | 烘豆比賽, 台灣賽, 三月 | roasting championship | 用戶報名了台灣咖啡烘豆師大賽，一直在練習生豆評鑑。
project_context | 台南, 二號店, 老屋 | Tainan shop | 用戶正在籌備焙煎所的第二家店，店面是台南神農街的一棟日式老屋。
risk_preference | 貸款, 青創, 利率 | startup loan | 開二號店她只申請政府的青年創業貸款，不考慮民間借貸。
recurring_constraint | 生豆, 美元, 匯率 | green coffee payments | 每季要用美元付生豆款給進口商，新台幣匯率一波動成本就跟著變。
stable_user_context | 衣索比亞, 耶加雪菲, 水洗站 | Ethiopia trip | 用戶2024年去過衣索比亞耶加雪菲，拜訪當地的水洗處理站。
stable_user_context | 巴拿馬, 藝伎, 競標 | Panama Geisha | 她每年跟巴拿馬波奎特的一個莊園買藝伎（Geisha）競標批次。
stable_user_context | 墨西哥城, 咖啡師, 羅馬區 | Mexico City years | 用戶2016到2019年住在墨西哥城，在羅馬區的咖啡館當咖啡師，在那裡認識了Diego。
user_preference | 衝浪, 宜蘭, 外澳 | surfing | 夏天週末她會去宜蘭外澳衝浪，用一塊七呎二的中長板。
user_preference | 麻將, 阿姨, 過年 | mahjong | 過年回嘉義時她會跟阿姨們打台灣十六張麻將。
user_preference | 火雞肉飯, 嘉義 | turkey rice | 她最愛吃的是嘉義的火雞肉飯。
user_preference | 手沖, V60, 淺焙 | pour-over | 在家她用Hario V60手沖淺焙豆，不加糖也不加奶。
workflow_preference | Comandante, 磨豆機, 出差 | Comandante grinder | 出差時她都帶一台Comandante C40手搖磨豆機。
stable_user_context | Gogoro, 電動機車, 電池 | Gogoro | 她騎Gogoro電動機車通勤，電池資費方案每月499元。
workflow_preference | 記帳, 週日, Excel | bookkeeping | 焙煎所的帳她每週日晚上用Excel記。
workflow_preference | IG, 貼文, 文案 | Instagram captions | 店裡的IG貼文她要繁體中文、語氣輕鬆，最後加一句英文。
*communication_preference | 繁體中文, 台灣用語 | traditional Chinese | 用繁體中文和台灣用語回答，不要用簡體字。
*communication_preference | 新台幣, 公克 | NTD and grams | 金額用新台幣，重量用公克。
communication_preference | 條列, 簡短 | short answers | 她喜歡簡短、條列式的回答。
standing_instruction | 痛風, 食譜, 普林 | low-purine recipes | 給晚餐建議時要避開高普林的食物，因為Diego有痛風。
risk_preference | 投資, 0050, 定期定額 | ETF investing | 用戶只定期定額買0050，不買個股。
project_context | 書, 烘豆, 出版社 | roasting book | 她在跟出版社寫一本給初學者的家庭烘豆書，第一稿年底要交。
project_context | 訂閱制, Shopify, 網站 | subscription | 她打算在Shopify上推出每月咖啡豆訂閱制。
stable_user_context | 員工, 阿凱, 兼職 | employee Kai | 店裡唯一的員工阿凱是兼職烘豆助理，週四到週六上班。
recurring_constraint | 公休, 週一 | closed Mondays | 小山焙煎所每週一公休。
stable_user_context | 房子, 北屯, 房貸 | apartment | 他們住在台中北屯的一間三房公寓，房貸還剩十八年。
recurring_constraint | 颱風, 生豆, 淹水 | typhoon storage | 颱風警報一發布，她就把倉庫的生豆搬到二樓，怕淹水。
project_context | 瓦哈卡, 婚禮, 七月 | Oaxaca wedding | 全家計畫去瓦哈卡參加Diego妹妹的婚禮，會在當地住三週。
user_preference | 露營, 南投 | camping | 全家一年會去南投露營兩三次。
stable_user_context | 勞保, 健保, 自營 | labour insurance | 她以自營業主身分透過咖啡職業工會投保勞保和健保。
workflow_preference | 生豆, 評分, 試算表 | green coffee scoring | 評估生豆樣品時她用SCA的杯測表，分數記在Google試算表。
project_context | 發票, 電子發票, 會計師 | e-invoices | 今年起店裡改開電子發票，報稅交給一位會計師處理。
stable_user_context | 鼻子, 過敏性鼻炎 | allergic rhinitis | 她有過敏性鼻炎，換季時會吃抗組織胺，鼻塞時杯測很吃力。
stable_user_context | Melbourne, working holiday, latte art | Melbourne | At 23 she spent a working-holiday year in Melbourne, where she learned latte art in a Fitzroy café.
workflow_preference | Cropster, roast logs | Cropster | She logs every roast in Cropster and exports the curves to compare batches.
user_preference | podcasts, roasting | podcasts | She listens to true-crime podcasts while she roasts.
risk_preference | wholesale, payment terms, cafés | wholesale terms | She only supplies cafés on 30-day payment terms after a hotel left a large bill unpaid in 2023.
communication_preference | English, importers, emails | English emails | Emails to foreign green-coffee importers should be in plain English and signed "Ya-chu Hsu, Xiaoshan Roastery".
user_preference | Kenya, SL28 | Kenyan coffee | Her favourite coffee is a washed Kenyan SL28.
stable_user_context | penicillin, allergy | penicillin allergy | She is allergic to penicillin; amoxicillin gave her hives.
stable_user_context | suegra, Lupe, Oaxaca | mother-in-law Lupe | La suegra de la usuaria, doña Lupe, vive en Oaxaca y tiene artritis reumatoide.
recurring_constraint | transferencia, Lupe, pesos | transfer to Lupe | Cada mes le mandan 4000 pesos a doña Lupe por Wise.
user_preference | lucha libre, Diego, Místico | lucha libre | Con Diego ve lucha libre; los dos son fans de Místico.
stable_user_context | gata, Frida, tricolor | cat Frida | La gata de la familia se llama Frida; es una tricolor de doce años.
user_preference | mole, Oaxaca, domingo | mole | Diego cocina mole negro los domingos con chiles que trae de Oaxaca.
stable_user_context | cuñada, Ximena, boda | sister-in-law Ximena | La hermana de Diego, Ximena, es dentista en Oaxaca y se casa en julio.
communication_preference | español, México | Mexican Spanish | Cuando la usuaria escribe en español, quiere respuestas en español de México.
user_preference | フィルムカメラ, OM-1, ポートラ | film photography | 彼女はOlympus OM-1でフィルム写真を撮り、Kodak Portra 400をよく使う。
user_preference | 日本語, JLPT, N2 | Japanese study | 12月のJLPT N2に向けて日本語を勉強している。
stable_user_context | 京都, 焙煎所, 研修 | Kyoto training | 2021年に京都の焙煎所で二週間の研修を受けた。
user_preference | 温泉, 家族旅行 | onsen trips | 家族旅行では日本の温泉宿に泊まるのが好きだ。
workflow_preference | カッピング, ノート, 手書き | cupping notes | カッピングのメモはいつも紙のノートに手書きする。
risk_preference | ガス, 検知器, 焙煎機 | gas safety | 焙煎機のガス漏れが怖いので、毎朝ガス検知器を確認してから火を入れる。
stable_user_context | 친구, 지은, 부산 | friend Jieun | 가장 친한 친구 지은은 부산에서 카페를 하는 한국인 바리스타이고, 멜버른에서 만났다.
stable_user_context | 샤오미, 로봇청소기, 개털 | robot vacuum | 집에서 샤오미 로봇청소기를 쓰는데, 개털 때문에 매일 돌린다.
project_context | 부산, 커피쇼, 부스 | Busan coffee show | 사용자는 부산 커피쇼에 자기 로스터리 부스를 낸다.
recurring_constraint | 허리, 무게, 생두 | lifting limit | 허리 때문에 20킬로가 넘는 생두 자루는 혼자 들지 않는다.
workflow_preference | 영수증, 세금, 구글 드라이브 | receipts | 세금 신고용 영수증은 사진으로 찍어 구글 드라이브에 올린다.
user_preference | 드라마, 넷플릭스, Diego | K-dramas | 사용자는 Diego와 함께 넷플릭스로 한국 드라마를 본다.
stable_user_context | Röstmaschine, Raten | roaster instalments | Die Giesen-Röstmaschine zahlt sie noch in 36 Monatsraten ab.
user_preference | Brettspiele, Catan, Azul | board games | Mit Freunden spielt sie gern Brettspiele, am liebsten Catan und Azul.
stable_user_context | Kopenhagen, Berlin, Messe | Copenhagen trip | Sie war 2023 bei der World of Coffee in Kopenhagen und danach eine Woche in Berlin.
risk_preference | Versicherung, Feuer, Rösterei | fire insurance | Für die Rösterei hat sie eine Feuerversicherung, weil Röstmaschinen Brände auslösen können.
workflow_preference | Wasserfilter, BWT | water filter | In der Rösterei läuft das Wasser für die Espressomaschine durch einen BWT-Filter.
stable_user_context | Espressomaschine, La Marzocco | La Marzocco | Zu Hause steht eine La Marzocco Linea Mini, die Diego zur Hochzeit geschenkt bekam.
stable_user_context | cousine, Paris, pâtissière | cousin Yiling | Sa cousine Yi-ling est pâtissière à Paris, dans le 11e arrondissement.
user_preference | cinéma, Wong Kar-wai | films | Elle adore les films de Wong Kar-wai, surtout « In the Mood for Love ».
project_context | anniversaire, Xiaomi, mars | Xiaomi birthday | Pour les six ans de Xiaomi en mars, elle prépare un goûter au parc avec sa classe.
user_preference | fermentation anaérobie, lots | anaerobic lots | Elle achète peu de cafés à fermentation anaérobie : ses clients les trouvent trop vineux.
standing_instruction | fiches produit, origine, altitude | product sheets | Sur les fiches produit, toujours indiquer l'origine, l'altitude, le procédé et la date de torréfaction.
stable_user_context | fazenda, Minas Gerais, Cerrado | Brazil supplier | Ela compra o café base do blend da casa de uma fazenda no Cerrado Mineiro.
user_preference | blend, Montanha, Guatemala | house blend | O blend da casa, "Montanha", leva 60 % Brasil e 40 % Guatemala.
recurring_constraint | vacina, Douhua, outubro | Douhua vaccine | O Douhua toma a vacina anual em outubro.
risk_preference | reserva, emergência, torrefação | emergency fund | Ela mantém uma reserva de três meses de despesas da torrefação numa conta separada.
user_preference | bossa nova, João Gilberto | bossa nova | Na torrefação ela ouve bossa nova, principalmente João Gilberto.
stable_user_context | импортёр, Артём, Тайбэй | importer Artyom | Её поставщик зелёного кофе — Артём, русский импортёр из Тайбэя.
user_preference | бег, полумарафон, декабрь | half marathon | Каждый декабрь она бежит полумарафон в Тайчжуне.
workflow_preference | обжарка, вторник, пятница | roasting days | Она всегда обжаривает по вторникам и пятницам, начиная в шесть утра.
recurring_constraint | детский сад, Сяоми, 17:00 | kindergarten pickup | Она забирает Сяоми из детского сада в 17:00, поэтому не назначает встречи после 16:30.
stable_user_context | зрение, очки, близорукость | myopia | У неё сильная близорукость (−6), она носит очки, а не линзы.
stable_user_context | viaggio, Milano, Napoli | Italy trip | Nel 2022 è andata alla fiera Host di Milano e poi a Napoli per assaggiare l'espresso.
user_preference | carbonara, cucina, venerdì | carbonara | Il venerdì sera le piace cucinare la carbonara (senza panna).
stable_user_context | moka, Bialetti, collezione | moka collection | Ha una collezione di dodici moke Bialetti.
risk_preference | guida, autostrada, scooter | no highway driving | Non guida in autostrada: usa lo scooter in città e il treno ad alta velocità.
stable_user_context | cane, Douhua, toelettatura | Douhua grooming | Douhua va dal toelettatore ogni due mesi; in primavera perde tantissimo pelo.
communication_preference | fonti, salute | health sources | Per le domande di salute vuole fonti affidabili citate.
standing_instruction | 豆花, 散步, 夏天 | Douhua walks | 建議帶豆花散步的時間時，夏天只排清晨六點前或晚上八點後，柏油路太燙。
stable_user_context | Toyota, car, Chiayi | family car | The family car is a seven-seat Toyota Sienta, mostly used for trips down to Chiayi.
`;
