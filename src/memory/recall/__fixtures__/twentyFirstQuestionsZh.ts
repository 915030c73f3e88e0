import { BACK, BOHAN, DOUHUA, FATHER, GRANDMA, GUITAR, IN_LAWS, MISAKI, MOCHI, MOTHER, SHOP, XIAOMI } from './twentyFirstSubjects';

// The twenty-first blind aboutness set's direct Traditional Chinese questions, written before the recall rules were
// read; typed as people in Taiwan type (啦, 喔, 欸, 齁, der, 484, XD, ㄇㄉ, Hokkien words, no punctuation, typos).
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_FIRST_ZH_DIRECT_LINES = `
direct | zh | ${XIAOMI} | 小米的異位性皮膚炎又發作了，晚上一直抓怎麼辦
direct | zh | ${XIAOMI} | 類固醇藥膏擦太久會不會有副作用啊？女兒擦快一年了
direct | zh | ${XIAOMI}; onsen | 小米可以泡溫泉嗎？她皮膚很敏感欸
direct | zh | ${XIAOMI} | 女兒對花生過敏，去同學生日派對要注意什麼
direct | zh | ${XIAOMI} | 小米不小心吃到有花生粉的豆花怎麼辦 急!!
direct | zh | ${XIAOMI} | 幫我想小米八歲生日派對的點心，不能有花生喔
direct | zh | ${XIAOMI} | 小米游泳課下課後皮膚好乾，要擦什麼
direct | zh | ${XIAOMI} | 小米說想學蛙式，一直學不會換氣 484 太緊張
direct | zh | ${XIAOMI} | 小米畫的蠟筆小新超可愛XD 要怎麼讓她去上畫畫課
direct | zh | ${XIAOMI} | 我家小米鋼琴練不下去，要不要讓她停一陣子？
direct | zh | ${XIAOMI} | 過敏兒的營養午餐要怎麼跟學校講
direct | zh | ${XIAOMI} | 小米的抗組織胺可以天天吃嗎
direct | zh | ${BOHAN} | 柏翰吃專思達之後都吃不下午餐，怎麼辦
direct | zh | ${BOHAN} | 兒子週末沒上課，專思達要不要停？
direct | zh | ${BOHAN} | 柏翰投球投到手肘痛，還要繼續練嗎
direct | zh | ${BOHAN} | 國一投手一週投幾球比較安全
direct | zh | ${BOHAN} | 柏翰明年少棒選拔要準備什麼？
direct | zh | ${BOHAN} | 角膜塑型片要多久換一次？柏翰戴兩年了
direct | zh | ${BOHAN} | 柏翰戴角膜塑型片眼睛紅紅的 要先停嗎
direct | zh | ${BOHAN} | 過動的小孩寫功課一直分心，有什麼方法
direct | zh | ${BOHAN} | 兒子想買新的棒球手套，投手用哪一種好
direct | zh | ${BOHAN} | 柏翰腳踝扭到還沒好，可以去比賽嗎
direct | zh | ${BOHAN} | 柏翰的英文家教是菲律賓人，一堂課多少錢算合理
direct | zh | ${BOHAN} | 柏翰的日文補習校作業太多了，他都不想去
direct | zh | ${BOHAN}; Lions fan | 帶柏翰去看統一獅，台南棒球場哪一區位子最好
direct | zh | ${MISAKI} | 美咲的昂特欣可以跟早餐一起吃嗎
direct | zh | ${MISAKI} | 老婆有橋本氏甲狀腺炎，最近一直很累，要回診嗎
direct | zh | ${MISAKI} | 我老婆是日本人，結婚十五週年送什麼好
direct | zh | ${MISAKI} | 美咲想在台南開日文教室，要申請什麼
direct | zh | ${MISAKI} | 美咲補習班下課很晚，晚餐幫她留什麼比較好
direct | zh | ${MISAKI} | 煮三杯雞可以不要放香菜嗎？美咲很討厭
direct | zh | ${MISAKI} | 美咲說想學做馬卡龍，家裡烤箱夠嗎
direct | zh | ${MISAKI} | 老婆一直看韓劇到半夜，推薦我們一起看的
direct | zh | ${MISAKI} | 妳覺得美咲生日該帶她去哪裡吃飯？台南的
direct | zh | ${FATHER} | 阿爸的庫魯化吃了會拉肚子，正常嗎
direct | zh | ${FATHER} | 糖尿病的老人家可以吃文旦嗎？阿爸很愛
direct | zh | ${FATHER} | 阿爸回診的糖化血色素 7.8，這樣算高嗎
direct | zh | ${FATHER} | 慢箋第二次領藥可以提早幾天去領？
direct | zh | ${FATHER} | 幫阿爸領藥要帶誰的健保卡？
direct | zh | ${MOTHER} | 阿母換人工膝關節半年了，可以去爬山了嗎
direct | zh | ${MOTHER} | 我媽膝蓋復健要做到什麼時候
direct | zh | ${MOTHER} | 初一拜媽祖要準備什麼供品
direct | zh | ${MOTHER} | 阿母說要去大天后宮拜拜，膝蓋可以走那麼久嗎
direct | zh | ${GRANDMA} | 阿嬤失智越來越嚴重，晚上都不睡覺一直叫
direct | zh | ${GRANDMA} | 阿嬤一直說要回家，明明就在家裡，要怎麼回她
direct | zh | ${GRANDMA} | 印尼看護的薪水明年要調漲嗎？
direct | zh | ${GRANDMA} | Siti 想回印尼放假一個月，阿嬤誰顧
direct | zh | ${GRANDMA} | 麻豆老家浴室改無障礙大概要花多少
direct | zh | ${GRANDMA} | 浴室扶手要裝多高才適合阿嬤？
direct | zh | ${GRANDMA}; ${FATHER}; ${MOTHER} | 長照 2.0 可以申請什麼補助給阿嬤
direct | zh | pomelo orchard; ${FATHER}; ${MOTHER} | 麻豆文旦今年什麼時候採收比較好
direct | zh | pomelo orchard | 文旦園的果樹要怎麼施肥
direct | zh | brother Jianzhi; grandma's carer | 弟弟一直不回台南，看護費都拖著不付，怎麼跟他講
direct | zh | ${DOUHUA} | 豆花一直抓耳朵，是不是又發炎了
direct | zh | ${DOUHUA} | 心絲蟲預防藥忘記餵一個月，豆花要去驗血嗎
direct | zh | ${DOUHUA} | 豆花晚上散步一直暴衝，要怎麼教
direct | zh | ${DOUHUA} | 我家狗狗可以吃豆花嗎 哈哈 狗吃狗
direct | zh | ${DOUHUA} | 豆花六歲了，要換老犬飼料了嗎
direct | zh | ${MOCHI} | Mochi 打皮下輸液一直躲，怎麼抓比較好
direct | zh | ${MOCHI} | 麻糬的腎指數又升高了，處方飼料要換牌子嗎
direct | zh | ${MOCHI} | 我家橘貓都不吃腎臟處方飼料，怎麼辦
direct | zh | ${MOCHI} | Mochi 最近喝水變超多欸 要擔心嗎
direct | zh | ${MOCHI}; ${DOUHUA} | 豆花跟 Mochi 一直打架怎麼辦
direct | zh | scooter Xiaobai | 小白的電池最近掉很快，要去換嗎
direct | zh | scooter Xiaobai | Gogoro 資費方案哪個比較划算？我每天騎去工地
direct | zh | scooter Xiaobai | 我的機車後輪一直有怪聲
direct | zh | scooter Xiaobai | 機車被拖吊了，去哪裡領？
direct | zh | work truck | 菱利的冷氣不冷了，修要多少錢
direct | zh | work truck; carpentry shop | 發財車載夾板要怎麼綁才不會飛出去
direct | zh | work truck | 我的發財車要驗車了，要準備什麼
direct | zh | ${GUITAR} | 阿信的弦很久沒換了，木吉他用哪種弦好
direct | zh | ${GUITAR} | 溫柔的和弦好難 F 按不下去 救命
direct | zh | ${GUITAR}; karaoke | 尾牙唱歌怎麼不緊張
direct | zh | ${GUITAR}; house in Yongkang | 吉他放在倉庫會不會太潮濕
direct | zh | ${SHOP} | 黑輪一直遲到，要怎麼講他比較好
direct | zh | ${SHOP} | 學徒做兩年了，薪水要調多少
direct | zh | ${SHOP} | 幫我算一下 25 坪木作天花板的估價
direct | zh | ${SHOP} | 系統櫃跟木作櫃怎麼跟客人解釋差別
direct | zh | ${SHOP} | 神農街老屋的木地板下面有白蟻，要怎麼處理
direct | zh | ${SHOP} | 老屋翻修的木作預算會超支，怎麼跟設計師講
direct | zh | ${SHOP} | 阿忠師排不出時間，油漆要另外找誰
direct | zh | ${SHOP} | 水電跟木作誰先進場？
direct | zh | ${SHOP} | 歸仁的鐵皮廠房一個月三萬合理嗎
direct | zh | ${SHOP} | 工作室搬到仁德要辦什麼登記
direct | zh | ${SHOP} | 工班團保要保多少才夠
direct | zh | ${SHOP} | Jessica 的案子付款一直拖，要怎麼催
direct | zh | ${SHOP} | 牧田 18V 的電池可以用在別牌的機器嗎
direct | zh | ${SHOP} | 大樓午休不能開電鋸，那我中午可以做什麼工
direct | zh | ${SHOP}; client messages | 幫我寫一則 LINE 跟客戶說工期要延一週
direct | zh | ${SHOP}; client messages | 客人嫌估價太貴，要怎麼回比較不會得罪人
direct | zh | ${SHOP}; quote units | 一片矽酸鈣板可以封幾坪的天花板
direct | zh | ${SHOP}; ${BACK} | 我腰不好，搬夾板有什麼輔具可以用
direct | zh | cypress wood; cypress tea table; oil finish | 檜木茶几要上什麼油才不會蓋掉香味
direct | zh | cypress tea table; ${IN_LAWS} | 檜木茶几要怎麼寄到大阪？還是帶上飛機
direct | zh | cypress wood | 台灣檜木現在一才多少錢
direct | zh | Shopee shop | 蝦皮賣場的砧板要怎麼拍照比較好賣
direct | zh | Shopee shop | 我的檜木砧板在蝦皮要定多少錢
direct | zh | Shopee shop | 賣場一個月多一萬要報稅嗎
direct | zh | ${BACK} | 椎間盤突出拉腰真的有用嗎
direct | zh | ${BACK} | 我腰痛到不能彎，今天還要去工地
direct | zh | acid reflux; oolong tea | 胃食道逆流可以喝烏龍茶嗎
direct | zh | acid reflux | 晚上收工很晚想吃宵夜，逆流怎麼辦
direct | zh | dental implant | 植牙的地方牙齦腫起來了
direct | zh | house mortgage | 台銀青安貸款寬限期結束後每月會多繳多少
direct | zh | house mortgage | 房貸還剩 22 年，要不要提前還一部分
direct | zh | savings | 0050 定期定額要不要加碼到一萬
direct | zh | savings | 同事都在買比特幣，我該跟嗎
direct | zh | Lions fan | 統一獅今年季後賽有機會嗎
direct | zh | Lions fan | 台南棒球場週末的比賽票怎麼買
direct | zh | fishing | 安平夜釣這個季節釣什麼
direct | zh | fishing | 漁港夜釣要帶什麼餌
direct | zh | beef soup | 早餐的牛肉湯哪一家最好喝？不要觀光客那種
direct | zh | oolong tea | 阿里山烏龍要用幾度的水泡
direct | zh | oolong tea | 高山茶放冰箱可以放多久
direct | zh | camping | 東山的營地哪個有雨棚？下週要帶小孩去
direct | zh | camping; ${XIAOMI} | 露營的時候小米的藥膏要怎麼保存
direct | zh | learning Japanese | 日檢 N3 的文法要怎麼準備
direct | zh | learning Japanese | 考 N3 要背多少單字才夠
direct | zh | Osaka trip; ${IN_LAWS} | 二月去大阪環球影城，小孩要買快速通關嗎
direct | zh | Osaka trip; ${IN_LAWS}; mango boxes | 回堺市要帶什麼伴手禮給岳父母
direct | zh | ${MISAKI}; Japanese curry | 今天晚餐要煮什麼 簡單的就好
direct | zh | site lunch | 每天吃排骨便當會不會太油
direct | zh | HSR trips | 我每個月去台北見客戶兩三次，高鐵有沒有比較省的票
direct | zh | night market | 花園夜市週四有什麼必吃
direct | zh | garbage truck; ${BOHAN} | 柏翰又忘了倒垃圾，垃圾車錯過了要去哪裡丟
direct | zh | house in Yongkang; typhoon season | 透天厝一樓當倉庫，颱風天淹水要怎麼防
direct | zh | house in Yongkang; typhoon season | 颱風要來了 一樓的木料要搬上去嗎
direct | zh | solar roof | 透天屋頂裝太陽能板，台電收購一度多少
direct | zh | phone | iPhone 的照片太多了，怎麼整理工地照片
direct | zh | family worship | 農曆十五拜拜的時間是幾點比較好
direct | zh | grandfather carpenter | 阿公留下來的刨刀要怎麼保養
direct | zh | home languages; ${MISAKI} | 在家講台語、中文、日文，小孩會不會搞混
`;
