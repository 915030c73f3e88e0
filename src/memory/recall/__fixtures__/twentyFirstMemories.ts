// The twenty-first blind aboutness set's memories: Lin Chien-hung (林建宏, 「阿宏」), 42, a carpenter from Tainan with his
// own fit-out workshop, married to a Japanese teacher from Sakai; written before the recall rules were read, half of
// them in Traditional Chinese as typed in Taiwan. Lines: `type | tags | subject | text` (`*` on the type: applies to
// every answer).

export const TWENTY_FIRST_MEMORY_LINES = `
stable_user_context | 木作, 裝潢, 工作室 | carpentry shop | 使用者是木作師傅，在台南永康開了一間「宏木作」室內裝修工作室，專做木作天花板、櫃子和系統櫃。
stable_user_context | 台南, 永康, 透天厝 | house in Yongkang | 建宏一家住在台南永康的三樓透天厝，一樓當木工倉庫。
stable_user_context | 老婆, 美咲, 日本人 | wife Misaki | 老婆美咲是日本大阪堺市人，在台南一家補習班教日文。
stable_user_context | 美咲, 甲狀腺, 昂特欣 | Misaki thyroid | 美咲有橋本氏甲狀腺炎，每天早上空腹吃昂特欣（甲狀腺素）。
stable_user_context | 兒子, 柏翰, 棒球 | son Bohan | 兒子林柏翰（日文名 Haruto）13 歲，讀國一，是學校棒球隊的投手。
stable_user_context | 柏翰, 過動, 專思達 | Bohan ADHD | 柏翰有注意力不足過動症，上學日早上吃專思達 18 毫克，在成大醫院兒童心智科追蹤。
stable_user_context | 柏翰, 近視, 角膜塑型片 | Bohan ortho-k | 柏翰近視 400 度，晚上睡覺戴角膜塑型片。
project_context | 柏翰, 棒球, 選拔 | Bohan baseball goal | 柏翰的目標是進有棒球隊的高中，要在 2027 年參加台南市的少棒選拔。
stable_user_context | 女兒, 小米, 國小 | daughter Xiaomi | 女兒林米亞，小名叫小米，8 歲，讀國小二年級。
stable_user_context | 小米, 異位性皮膚炎, 藥膏 | Xiaomi eczema | 小米有異位性皮膚炎，晚上擦醫生開的類固醇藥膏，洗澡只能用溫水。
recurring_constraint | 小米, 花生, 過敏 | Xiaomi peanut allergy | 小米對花生嚴重過敏，家裡不煮花生，出門都帶著抗組織胺。
recurring_constraint | 小米, 游泳課, 週三 | Xiaomi swimming | 每週三傍晚建宏要載小米去永康國民運動中心上游泳課。
user_preference | 小米, 畫畫, 蠟筆小新 | Xiaomi drawing | 小米很愛畫畫，最喜歡畫蠟筆小新和他的狗小白。
stable_user_context | 阿爸, 糖尿病, 庫魯化 | father A-ba | 阿爸 71 歲，有第二型糖尿病，吃庫魯化，每三個月在奇美醫院回診。
recurring_constraint | 阿爸, 慢性處方箋, 藥局 | father refill | 阿爸的慢性處方箋每三個月由建宏去藥局幫他領藥。
stable_user_context | 阿母, 膝蓋, 人工關節 | mother A-bu | 阿母 68 歲，去年在奇美醫院換了右膝人工關節，現在還在做復健。
recurring_constraint | 阿母, 初一十五, 拜拜 | family worship | 阿母每逢初一、十五都要去大天后宮拜媽祖，家裡拜拜的供品由建宏去買。
stable_user_context | 阿嬤, 失智, 麻豆 | grandma dementia | 阿嬤 92 歲，中度失智，和爸媽住在麻豆老家。
recurring_constraint | 看護, 印尼, 薪水 | grandma's carer | 阿嬤的印尼看護 Siti 每月薪水 NT$20,000，由建宏和弟弟平分。
project_context | 麻豆, 老家, 無障礙 | Madou bathroom | 計畫在 2027 年把麻豆老家的浴室改成無障礙，裝扶手、拆門檻，給阿嬤用。
stable_user_context | 文旦, 麻豆, 果園 | pomelo orchard | 爸媽在麻豆有一小塊文旦園，中秋前全家都要回去幫忙採收。
stable_user_context | 弟弟, 建志, 新竹 | brother Jianzhi | 弟弟建志在新竹科學園區當工程師，週末很少回台南。
stable_user_context | 阿公, 木匠, 神桌 | grandfather carpenter | 阿公以前是麻豆的木匠，專做神桌，建宏的手藝是跟阿公學的。
stable_user_context | 狗, 豆花, 米克斯 | dog Douhua | 家裡的狗叫豆花，是一隻白色米克斯，6 歲，從台南市動物之家領養的。
stable_user_context | 豆花, 心絲蟲, 耳朵 | Douhua heartworm | 豆花每個月吃一次心絲蟲預防藥，去年耳朵發炎過，要定期清耳朵。
stable_user_context | 貓, Mochi, 橘貓 | cat Mochi | 橘貓 Mochi（麻糬）是美咲取的名字，今年 10 歲。
stable_user_context | Mochi, 腎臟病, 處方飼料 | Mochi kidney | Mochi 有慢性腎臟病第二期，只吃腎臟處方飼料，每兩週打一次皮下輸液。
stable_user_context | 機車, Gogoro, 小白 | scooter Xiaobai | 建宏騎一台白色 Gogoro 電動機車，全家叫它「小白」，每天騎去工地。
stable_user_context | 發財車, 菱利, 木料 | work truck | 載木料和工具用的是一台 2016 年的中華菱利發財車。
stable_user_context | 吉他, 阿信, Yamaha | guitar Axin | 他有一把 Yamaha 木吉他，因為很愛五月天，幫它取名「阿信」。
project_context | 吉他, 尾牙, 五月天 | year-end party song | 他的目標是在工班尾牙自彈自唱五月天的〈溫柔〉。
stable_user_context | 學徒, 黑輪, 阿賢 | apprentice Heilun | 工班的學徒阿賢 23 歲，大家都叫他「黑輪」，已經跟了兩年。
recurring_constraint | 油漆, 水電, 排工 | subcontractors | 油漆固定找阿忠師，水電找昌哥，排工都要提前兩週講。
recurring_constraint | 勞健保, 意外險, 工班 | crew insurance | 工班每個人都有勞健保和團體意外險，每月大約 NT$15,000。
stable_user_context | 設計師, Jessica, 案源 | designer Jessica | 主要案源是室內設計師 Jessica 的工作室，她負責台南和高雄的案子。
project_context | 廠房, 歸仁, 租金 | workshop expansion | 正在找歸仁或仁德的鐵皮廠房，想把工作室搬出家裡一樓，租金預算一個月 3 萬。
project_context | 老屋, 神農街, 翻修 | old house renovation | 他最大的案子是中西區神農街一間老屋翻修，木作預算 85 萬，要在 2026 年底完工。
recurring_constraint | 工地, 噪音, 午休 | site hours | 大樓工地規定早上八點前和中午十二點到一點半不能開電鋸。
stable_user_context | 電動工具, 牧田, 18V | power tools | 他的電動工具全是牧田 18V 系列，電池可以共用。
user_preference | 檜木, 木料, 香味 | cypress wood | 最喜歡用台灣檜木，聞起來很香，但太貴只拿來做小東西。
project_context | 檜木, 茶几, 岳父 | cypress tea table | 他的計畫是幫岳父做一張檜木茶几，2027 年去大阪時帶過去。
project_context | 蝦皮, 砧板, 賣場 | Shopee shop | 他在蝦皮開了一個小賣場，賣檜木砧板和筷架，一個月多賺大約一萬塊。
stable_user_context | 腰, 椎間盤突出, 復健 | back disc | 建宏有腰椎椎間盤突出，不能一個人搬整片夾板，每週去復健科拉腰。
stable_user_context | 胃食道逆流, 睡前, 宵夜 | acid reflux | 他有胃食道逆流，睡前三小時不吃東西，也不能喝太多咖啡。
stable_user_context | 植牙, 臼齒, 自費 | dental implant | 左下臼齒去年植牙，自費八萬，每半年回診。
stable_user_context | 房貸, 台銀, 青年安心成家 | house mortgage | 房子是跟台銀辦的青年安心成家貸款，每月還 NT$28,000，還剩 22 年。
risk_preference | 0050, 定期定額, 股票 | savings | 每月定期定額買 0050 五千元，不碰個股，也不碰虛擬貨幣。
user_preference | 棒球, 統一獅, 台南棒球場 | Lions fan | 是統一獅的死忠球迷，常帶柏翰去台南棒球場看球。
user_preference | 釣魚, 安平, 夜釣 | fishing | 喜歡週末晚上去安平漁港夜釣。
user_preference | 牛肉湯, 早餐, 肉燥飯 | beef soup | 早餐最愛喝溫體牛肉湯配肉燥飯。
user_preference | 茶, 烏龍, 阿里山 | oolong tea | 每天泡阿里山高山烏龍茶，不喝手搖飲。
user_preference | 露營, 東山, 帳篷 | camping | 每季會帶全家去東山區的營地露營。
project_context | 日文, 日檢, N3 | learning Japanese | 他在學日文，目標是 2027 年七月考過日檢 N3。
project_context | 大阪, 旅行, 岳父母 | Osaka trip | 2027 年 2 月全家要去大阪堺市看岳父母，順便去環球影城。
*standing_instruction | 語言, 回答, 繁體中文 | answer language | 回答一律用繁體中文和台灣用語，不要用簡體字。
standing_instruction | 估價, 單位, 坪 | quote units | 幫他算估價時，面積用坪、長度用公分、金額用新台幣。
standing_instruction | LINE, 客戶, 訊息 | client messages | 幫他寫給客戶的 LINE 訊息要客氣、簡短，不要放太多表情符號。
recurring_constraint | 美咲, 補習班, 晚餐 | Misaki evening classes | 美咲週一到週五晚上在補習班上課，晚餐都是建宏煮。
stable_user_context | 手機, iPhone, 相簿 | phone | 他用 iPhone 13，工地照片都存在 Google 相簿。
user_preference | 便當, 工地, 午餐 | site lunch | 在工地午餐都叫附近的便當，最愛排骨便當。
stable_user_context | 高鐵, 台北, 客戶 | HSR trips | 去台北見客戶都搭高鐵，一個月兩三次。
stable_user_context | 台語, 日文, 家裡 | home languages | 他和爸媽講台語，和美咲講中文夾日文。
user_preference | 夜市, 花園夜市, 週四 | night market | 週四晚上常帶小孩去花園夜市吃東西。
recurring_constraint | 垃圾車, 倒垃圾, 晚上 | garbage truck | 每天晚上七點半要追垃圾車倒垃圾，通常是柏翰去倒。
stable_user_context | joinery, Kyoto, sashimono | Kyoto joinery | He studied traditional Japanese joinery (sashimono) in Kyoto for six months in 2011, where he met Misaki.
user_preference | woodworking videos, YouTube | woodworking videos | He watches Paul Sellers and Ishitani Furniture on YouTube for joinery ideas.
project_context | CNC router, workshop, savings | CNC router | He is saving NT$600,000 to buy a small CNC router for the workshop.
stable_user_context | hearing, earplugs, table saw | hearing loss | He has mild hearing loss in his left ear from years of table saws and wears earplugs on site.
stable_user_context | SketchUp, MacBook, plans | design software | He draws his plans and cabinet drawings in SketchUp on an old MacBook Air.
recurring_constraint | typhoon, lumber, flood | typhoon season | In typhoon season he moves the lumber stock up to the second floor, because the ground floor flooded in 2018.
recurring_constraint | Misaki, coriander, cooking | no coriander | Misaki hates coriander, so he cooks everything without it.
user_preference | NBA, Warriors, Curry | NBA | He follows the NBA and is a Golden State Warriors fan.
stable_user_context | Bohan, English, tutor | Bohan English tutor | Bohan has an online English tutor from the Philippines twice a week.
project_context | solar panels, roof, Taipower | solar roof | He wants to put solar panels on the roof of the townhouse and sell the power to Taipower.
user_preference | Japanese curry, Sunday | Japanese curry | He cooks Japanese curry every Sunday with Misaki's mother's recipe.
stable_user_context | 義母, 恵子, 高血圧 | mother-in-law Keiko | 妻の母の恵子さんは堺市に住んでいて、高血圧でアムロジピンを飲んでいる。
stable_user_context | 義父, お好み焼き, 堺 | father-in-law | 義父は堺市で40年お好み焼き屋をやっていて、今年で店を閉める。
recurring_constraint | 美咲, 電話, 日曜 | Misaki calls Osaka | 美咲は毎週日曜の夜に大阪の実家にLINE電話をかける。
user_preference | 美咲, 阪神タイガース, 野球 | Misaki Tigers | 美咲は阪神タイガースの大ファンで、家でも甲子園の中継を流している。
project_context | 美咲, 日本語教室, 開業 | Misaki own school | 美咲は将来、台南で自分の小さな日本語教室を開きたいと思っている。
user_preference | 温泉, 有馬, 帰省 | onsen | 大阪に帰ると必ず家族で有馬温泉に行く。
recurring_constraint | ハルト, 補習校, 土曜日 | Bohan Japanese | 息子のハルト（柏翰）は毎週土曜日に台南の日本語補習校に通っている。
recurring_constraint | ミア, ピアノ, 火曜日 | Xiaomi piano | 娘のミア（小米）は毎週火曜日にピアノを習っている。
user_preference | 한국 드라마, 넷플릭스, 아내 | K-drama | 아내 미사키와 같이 넷플릭스에서 한국 드라마를 본다.
project_context | 부산, 목공 박람회, 출장 | Busan fair | 부산 목공 기계 박람회에 참가하는 것이 목표다.
user_preference | 떡볶이, 매운 음식, 역류 | spicy food | 매운 떡볶이를 좋아하지만 역류성 식도염 때문에 자주 못 먹는다.
stable_user_context | 친구, 민수, 가구 공방 | friend Minsu | 친구 민수는 서울에서 가구 공방을 하고 있고, 가끔 서로 도면을 봐 준다.
stable_user_context | Festool, Tauchsäge, Führungsschiene | Festool saw | Seine teuerste Maschine ist eine Festool-Tauchsäge mit Führungsschiene.
project_context | Hobelbank, Roubo, Eiche | Roubo workbench | Sein Projekt ist eine Roubo-Hobelbank aus Eiche für die eigene Werkstatt.
user_preference | Brettspiele, Catan, Kinder | board games | Mit den Kindern spielt er gern Brettspiele, am liebsten Catan.
stable_user_context | Schwager, Kenta, Düsseldorf | brother-in-law Kenta | Misakis Bruder Kenta arbeitet bei einer japanischen Firma in Düsseldorf.
recurring_constraint | Holzstaub, Allergie, FFP2 | dust mask | Wegen einer Holzstauballergie trägt er beim Schleifen immer eine FFP2-Maske.
recurring_constraint | Misaki, pâtisserie, samedi | Misaki pastry course | Misaki suit toujours un cours de pâtisserie française le samedi matin.
stable_user_context | client, café, Anping | French café client | Un client français, Julien, ouvre un café à Anping et lui a commandé tout le mobilier.
user_preference | Tintin, bandes dessinées, Bohan | Bohan Tintin | Bohan lit tous les albums de Tintin en chinois.
user_preference | finition, huile dure, vernis | oil finish | Pour ses meubles, il préfère une finition à l'huile dure plutôt qu'au vernis.
recurring_constraint | Mochi, vétérinaire, samedi | Mochi vet visits | Mochi va chez le vétérinaire un samedi sur deux pour ses perfusions.
user_preference | mango, Yujing, verano | mango boxes | Cada verano compra cajas de mango Irwin en Yujing para la familia de Misaki.
recurring_constraint | Douhua, paseo, noche | Douhua walks | Douhua sale a pasear todas las noches a las nueve por el parque del barrio.
project_context | viaje, Barcelona, Sagrada Familia | Barcelona dream | Sueña con ir a Barcelona a ver la Sagrada Familia y los talleres de carpintería.
stable_user_context | tobillo, esguince, béisbol | Bohan ankle | Bohan tiene el tobillo derecho débil por un esguince de béisbol y siempre juega con tobillera.
user_preference | karaoke, KTV, equipo | karaoke | Le encanta cantar en el KTV con su equipo los viernes de pago.
stable_user_context | ipê, importador, Kaohsiung | ipe supplier | Ele compra ipê brasileiro de um importador de Kaohsiung para fazer decks.
project_context | deck, ipê, terraço | rooftop deck | Está construindo um deck de ipê no terraço de casa.
user_preference | bossa nova, violão | bossa nova | Gosta de tocar bossa nova no violão.
stable_user_context | друг, Саша, Владивосток | friend Sasha | Его друг Саша из Владивостока заказывает у него столы из тайваньского кипариса.
project_context | ресторан, барная стойка, дуб | Russian bar counter | Русский ресторан в Тайнане заказал у него барную стойку из дуба.
recurring_constraint | сон, бессонница, мелатонин | insomnia | Он плохо спит и иногда принимает мелатонин.
user_preference | Formula 1, Ferrari | Formula 1 | Segue la Formula 1 e tifa Ferrari da quando era ragazzo.
stable_user_context | seghe giapponesi, dozuki, ryoba | Japanese saws | Per i tagli fini usa soprattutto seghe giapponesi, dozuki e ryoba.
project_context | Salone del Mobile, Milano, viaggio | Milan fair | Vorrebbe visitare il Salone del Mobile di Milano nel 2028.
`;
