import { BACK, BOHAN, DOUHUA, FATHER, GRANDMA, GUITAR, MISAKI, MOCHI, SHOP, XIAOMI } from './twentyFirstSubjects';

// The twenty-first blind aboutness set's other Traditional Chinese questions, written before the recall rules were
// read: implicit ones with no name and no first-person word, Bopomofo shorthand and Hokkien, homographs of the
// user's names (機車, 小米, 豆花, 麻糬, 小白, 阿信, 黑輪, 統一, 蝦皮), memory words inside longer words, and world
// questions on carpentry, Tainan, the family's illnesses and Japan. Lines:
// `category | language | expected subjects (;) or - | question`.

export const TWENTY_FIRST_ZH_MORE_LINES = `
implicit | zh | ${BOHAN} | 國一的孩子吃過動症的藥長不高ㄇ
implicit | zh | ${XIAOMI} | 女兒皮膚又紅又癢，藥膏擦了也沒用
implicit | zh | ${GRANDMA} | 老人家半夜一直起來找阿公，看護也沒辦法
implicit | zh | ${MOCHI} | 皮下輸液的針頭要多久換一次
implicit | zh | ${SHOP} | 天花板封板完發現有一條縫，要重做嗎
implicit | zh | ${SHOP} | 客人說下週要驗收，收尾還沒做完 QQ
implicit | zh | ${DOUHUA} | 白色狗狗的淚痕好嚴重，要怎麼弄乾淨
implicit | zh | ${FATHER} | 老爸的血糖飯後 250 欸 要掛急診嗎
implicit | zh | ${MISAKI} | 甲狀腺的藥跟咖啡要隔多久
implicit | zh | ${BACK} | 拉腰拉完反而更痛，是不是拉太重
implicit | zh | scooter Xiaobai | 換電站的電池一直只有八成滿
implicit | zh | ${GUITAR} | 尾牙要唱的歌副歌一直破音
direct | zh | ${SHOP} | ㄇㄉ 天花板的料又漲價了，估價單要重算嗎
direct | zh | ${BOHAN} | 柏翰der 手套線斷了 可以自己縫嗎
direct | zh | ${XIAOMI} | 小米齁 又把藥膏擦到衣服上了 怎麼洗掉
direct | zh | ${DOUHUA} | 豆花好古錐喔 幫牠想一個 IG 帳號名稱
direct | zh | ${SHOP} | 歹勢 再問一次 木作天花板一坪現在行情多少
direct | zh | ${GRANDMA} | 阿嬤都講台語，看護聽不懂，有什麼台語印尼文對照的嗎
direct | zh | ${MOCHI} | 天氣真燒（sio），Mochi 整天躺地板，腎臟病的貓要開冷氣嗎
direct | zh | ${SHOP} | 黑輪說想自己出去接案，我要怎麼留他
direct | zh | learning Japanese | 「ように」跟「ために」我一直搞不懂，N3 會考嗎
direct | zh | ${MISAKI} | 美咲一直說「もう無理」，她是在生氣嗎 XD
direct | zh | Shopee shop | 蝦皮的運費要自己吸收嗎 我的賣場小小的
generic | zh | Misaki evening classes; ${MISAKI}; Japanese curry | 今天晚餐煮啥好
personal_none | zh | - | 我最近很常失眠，要怎麼睡得好一點
personal_none | zh | - | 我想學游泳，成人從哪裡開始
personal_none | zh | - | 推薦我一本好看的推理小說
personal_none | zh | - | 我的字很醜，要怎麼練
personal_none | zh | - | 我想戒掉滑手機的習慣
homograph | zh | - | 你很機車欸 是什麼意思
homograph | zh | - | 「機車」這個詞為什麼會變成罵人的話
homograph | zh | - | 小米手機跟蘋果哪個比較好用
homograph | zh | - | 小米粥要怎麼煮才會稠
homograph | zh | - | 豆花是用什麼做的？
homograph | zh | - | 台南哪裡的豆花最有名
homograph | zh | - | 麻糬要怎麼做才會QQ的
homograph | zh | - | 黑輪跟甜不辣有什麼不一樣
homograph | zh | - | 蝦皮要怎麼煮湯才好喝
homograph | zh | - | 「阿信」這部日劇在講什麼
homograph | zh | - | 「大丈夫」在日文是什麼意思
homograph | zh | - | 日文的「勉強」跟中文一樣嗎
homograph | zh | - | 「手紙」在日文裡是什麼
name | zh | - | 五月天的阿信幾歲了
name | zh | - | 蠟筆小新的小白是什麼狗
name | zh | - | 美咲這個日文名字是什麼意思
name | zh | - | 柏翰這個名字筆畫好嗎
place | zh | - | 台南神農街有什麼歷史
place | zh | - | 大天后宮是哪一年蓋的
place | zh | - | 麻豆這個地名是怎麼來的
place | zh | - | 安平古堡是荷蘭人蓋的嗎
place | zh | - | 永康為什麼叫永康
brand | zh | - | 統一企業有哪些產品
brand | zh | - | Gogoro 是哪一年成立的
brand | zh | - | 牧田是日本哪裡的公司
brand | zh | - | 蝦皮購物是哪一國的公司
topic | zh | - | 台灣檜木為什麼這麼貴
topic | zh | - | 異位性皮膚炎會遺傳嗎
topic | zh | - | 失智症有幾種
topic | zh | - | 糖尿病第一型跟第二型差在哪
topic | zh | - | 過動症是怎麼診斷的
topic | zh | - | 系統櫃是哪一年開始流行的
topic | zh | - | 榫卯結構是誰發明的
topic | zh | - | 心絲蟲是怎麼傳染的
topic | zh | - | 文旦跟柚子差在哪
topic | zh | - | 台南為什麼叫府城
topic | zh | - | 台灣的垃圾車為什麼要放給愛麗絲
topic | zh | - | 椎間盤突出一定要開刀嗎
topic | zh | - | 橋本氏甲狀腺炎是什麼病
topic | zh | - | 大阪腔跟東京腔差在哪
place | zh | - | 玉井的芒果為什麼有名
brand | zh | - | 大同電鍋是哪一年出的
subword | zh | - | 釣魚台是誰的
subword | zh | - | 統一發票怎麼對獎
subword | zh | - | 小白菜要炒多久
homograph | zh | - | 麻豆在台灣網路用語是什麼意思
subword | zh | - | 烏龍派出所的作者是誰
subword | zh | - | 夜市人生一共有幾集
subword | zh | - | 小米酒是哪個原住民族的傳統
subword | zh | - | 花生醬是誰發明的
function | zh | - | 「著」和「着」差在哪
function | zh | - | 「妳」跟「你」什麼時候用
function | zh | - | 「的」「得」「地」怎麼分
stem | zh | - | 木星有幾個衛星
stem | zh | - | 木馬病毒怎麼清
generic | zh | - | 台灣有多少人口
generic | zh | - | 週末去哪裡玩比較不會塞車
generic | zh | - | 中秋節為什麼要烤肉
generic | zh | - | 台灣人週末都去哪裡玩
personal_none | zh | - | 我想換一個髮型，什麼比較適合
stem | zh | - | 木棉花什麼時候開
idiom | zh | - | 「吃果子拜樹頭」是什麼意思
idiom | zh | - | 「朽木不可雕也」是誰說的
idiom | zh | - | 「班門弄斧」是什麼意思
idiom | zh | - | 「歹竹出好筍」是什麼意思
mixed | zh | - | 484 是什麼意思
mixed | zh | - | XD 是什麼表情
mixed | zh | - | 「かわいい」中文怎麼說
mixed | zh | - | DIY 是什麼的縮寫
`;
