// The twelfth blind aboutness set's questions in Chinese (traditional script, as she writes), written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWELFTH_ZH_LINES = `
direct | zh | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 豆花最近一直甩頭抓耳朵，是不是又發炎了
direct | zh | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 我家柴犬夏天掉毛很嚴重，要剃毛嗎
direct | zh | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 豆花可以吃芭樂嗎
direct | zh | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 幫豆花洗耳朵時他一直反抗怎麼辦
direct | zh | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 七月帶豆花去散步，幾點比較不會燙腳
direct | zh | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks; cat Frida; Frida kidneys | 下個月出國一週，豆花和Frida要怎麼安排
direct | zh | cat Frida; Frida kidneys | 我家貓有腎病，可以吃一般的貓罐頭當零食嗎
direct | zh | cat Frida; Frida kidneys | Frida的血檢報告肌酸酐2.8，代表什麼
direct | zh | cat Frida; Frida kidneys | 我家老貓不太吃處方飼料，有什麼辦法
direct | zh | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 小米晚上一直抓癢睡不好，有什麼方法
direct | zh | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 小米的類固醇藥膏可以擦在臉上嗎
direct | zh | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | 幼兒園校外教學要幫女兒準備什麼便當
direct | zh | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 幫小米寫一個關於海龜的睡前故事
direct | zh | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 女兒六歲生日派對要準備哪些遊戲
direct | zh | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | 帶小米去吃日本料理，點什麼比較安全
direct | zh | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | Diego痛風又發作了，今天晚餐可以吃什麼
direct | zh | husband Diego; Diego gout; Diego classes; low-purine recipes | 我先生吃安樂普利諾可以同時吃止痛藥嗎
direct | zh | husband Diego; Diego gout; Diego classes; low-purine recipes | Diego永久居留要補的財力證明要怎麼準備
direct | zh | husband Diego; Diego gout; Diego classes; low-purine recipes | Diego的居留證明年到期，要提前多久辦
direct | zh | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | 幫我規劃這週五天的晚餐菜單
direct | zh | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | 家裡三個人，週末想煮個火鍋，湯底和料怎麼配
direct | zh | father tea farmer; father diabetes; Alishan coffee plot | 爸爸血糖很高還一直喝全糖珍奶，怎麼勸他
direct | zh | father tea farmer; father diabetes; Alishan coffee plot | 爸爸的二甲雙胍要飯前吃還是飯後吃
direct | zh | father tea farmer; father diabetes; Alishan coffee plot | 爸爸茶園的咖啡樹冬天會不會被凍傷
direct | zh | Alishan coffee plot; father tea farmer; father diabetes | 我們茶園旁邊種的咖啡要施什麼肥
direct | zh | Alishan coffee plot; father tea farmer; father diabetes | 我們的咖啡樹第一次採收，咖啡果要怎麼處理，日曬還是水洗
direct | zh | mother breakfast shop; Chiayi roots | 媽媽的早餐店想加一款新的飲品，有什麼建議
direct | zh | brother Wei | 弟弟在竹科天天加班，過年要送他什麼禮物
direct | zh | reflux | 我有胃食道逆流，早上空腹可以喝咖啡嗎
direct | zh | reflux | 我的耐適恩吃多久可以停藥
direct | zh | no caffeine after 2; reflux | 下午想喝點東西提神但不能有咖啡因，有什麼選擇
direct | zh | back disc; lifting limit; surfing | 我腰椎間盤突出，還可以去衝浪嗎
direct | zh | back disc; lifting limit | 烘豆時一直彎腰，有什麼伸展可以做
direct | zh | roast profiles; Giesen roaster; Cropster | 我烘淺焙衣索比亞，發展時間抓多少比較好
direct | zh | Giesen roaster; roast profiles; roaster instalments | 我的烘豆機排煙管多久要清一次
direct | zh | roasting championship; green coffee scoring | 三月的烘豆師大賽，我的生豆評鑑要怎麼練
direct | zh | Tainan shop; startup loan | 我要在台南老屋開二號店，裝修預算怎麼抓
direct | zh | Tainan shop; startup loan | 我要申請青創貸款，要準備哪些文件
direct | zh | Tainan shop | 神農街那間日式老屋，租約要注意什麼
direct | zh | green coffee payments; importer Artyom | 美元最近升值，我這一季的生豆款要不要先換匯
direct | zh | Panama Geisha; green coffee payments | 今年藝伎競標我該出多少價
direct | zh | Ethiopia trip | 我想再去耶加雪菲一次，有什麼要準備的
direct | zh | surfing | 我的七呎二中長板適合外澳的浪嗎
direct | zh | mahjong | 過年要跟阿姨打麻將，幫我複習台數怎麼算
direct | zh | pour-over; Kenyan coffee | 在家用V60手沖淺焙，水溫和粉水比建議
direct | zh | Comandante grinder; pour-over | 我的手搖磨豆機刻度要怎麼調才適合手沖
direct | zh | Gogoro | 我的電池方案每月499元，划算嗎，要不要換方案
direct | zh | bookkeeping; e-invoices; receipts | 焙煎所的帳想從Excel換成記帳軟體，推薦哪個
direct | zh | Instagram captions | 幫店裡寫一篇新豆上市的IG貼文
direct | zh | ETF investing; emergency fund | 每個月定期定額0050要不要加碼
direct | zh | roasting book | 幫我的烘豆書寫一段前言
direct | zh | subscription; house blend | 我的Shopify訂閱制要怎麼設定運費
direct | zh | employee Kai; labour insurance | 阿凱想多排一天班，兼職的勞健保怎麼算
direct | zh | apartment | 我們北屯的房貸要不要提前還一部分
direct | zh | typhoon storage; green coffee payments | 颱風要來了，我倉庫的生豆要怎麼保護
direct | zh | Oaxaca wedding; sister-in-law Ximena; husband Diego; mother-in-law Lupe; transfer to Lupe | 七月去瓦哈卡參加婚禮，小孩的機票和行程怎麼安排
direct | zh | camping; daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 我們帶五歲的女兒去南投露營，要帶哪些東西
direct | zh | labour insurance | 我透過職業工會保勞保，老了可以領多少
direct | zh | allergic rhinitis; Q grader | 鼻子過敏塞住，明天還要杯測怎麼辦
direct | zh | penicillin allergy | 醫生要開盤尼西林類的抗生素給我，要提醒什麼
direct | zh | mother-in-law Lupe; transfer to Lupe; husband Diego | 每個月寄錢給婆婆，用Wise還是銀行電匯比較便宜
direct | zh | Busan coffee show; friend Jieun | 我去釜山咖啡展擺攤要準備什麼
direct | zh | film photography | 我的底片過期兩年還能拍嗎
direct | zh | husband Diego; Diego gout; Diego classes; low-purine recipes | 幫Diego想一下DELE衝刺班前四週的課程大綱
implicit | zh | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | 今晚吃什麼好
implicit | zh | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 孩子皮膚乾癢又紅，冬天怎麼保養
implicit | zh | back disc; lifting limit | 一袋六十公斤的東西怎麼搬比較不傷身
implicit | zh | no caffeine after 2 | 晚上一直睡不著，該怎麼調整作息
implicit | zh | roast profiles; Giesen roaster | 這批豆子烘出來有點烤麵包味，是哪裡出問題
personal_none | zh | - | 我上次說我最喜歡的顏色是什麼
personal_none | zh | - | 我有沒有說過我要搬去台北
personal_none | zh | - | 我的身分證字號是多少
personal_none | zh | - | 我跟你說過我哥哥住哪裡嗎
homograph | zh | - | 小米粥要煮多久才會軟爛
homograph | zh | - | 豆花的糖水怎麼煮才香
homograph | zh | - | 花生豆花和粉圓豆花哪個熱量比較高
homograph | zh | - | 藝伎在日本是什麼樣的職業
name | zh | - | 芙烈達·卡蘿畫過哪些自畫像
name | zh | - | 馬拉度納的上帝之手是哪一場比賽
name | zh | - | 迪亞哥·里維拉是誰
place | zh | - | 阿里山的日出要幾點到祝山
place | zh | - | 嘉義有什麼必吃的小吃
place | zh | - | 台南神農街晚上還熱鬧嗎
brand | zh | - | 小米手機跟三星哪個好
brand | zh | - | Gogoro這家公司是誰創立的
brand | zh | - | Hario是哪一國的品牌
topic | zh | - | 痛風為什麼會在半夜發作
topic | zh | - | 咖啡烘焙的一爆和二爆有什麼差別
topic | zh | - | 糖尿病的人為什麼要少吃精緻澱粉
topic | zh | - | 米漿是怎麼做的
subword | zh | - | 小米椒有多辣
function | zh | - | 一公斤等於幾磅
function | zh | - | 現在墨西哥幾點
stem | zh | - | 烘焙蛋糕時烤箱要預熱多久
stem | zh | - | 衝浪運動是什麼時候成為奧運項目的
generic | zh | - | 怎麼寫一份好的履歷
generic | zh | - | 睡前該做什麼比較好入睡
idiom | zh | - | 「小米加步槍」是什麼意思
idiom | zh | - | 「茶餘飯後」這個成語怎麼用
mixed | zh | - | 衝浪板和咖啡杯可以一起上飛機嗎
`;
