import { BADA, CARMEN, DUBU, FATHER, GOUT, HANEUL, LAB, LUCIA, NAPOLEON, PONY } from './seventeenthSubjects';

// The seventeenth blind aboutness set's questions in Chinese and Japanese, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const SEVENTEENTH_ZH_LINES = `
direct | zh | ${BADA} | 儿子踢球前胰岛素泵要怎么调
direct | zh | ${BADA} | 孩子对虾过敏，去同学家吃饭要注意什么
direct | zh | ${BADA} | 儿子夜里血糖低了，喝多少果汁合适
direct | zh | ${HANEUL} | 每个月给在德国读书的女儿汇900欧，哪种方式手续费最低
direct | zh | ${HANEUL} | 女儿明年夏天要在德国找实习，简历怎么写
direct | zh | ${LUCIA} | 我太太吃左甲状腺素，早饭要隔多久
direct | zh | ${LUCIA} | 结婚纪念日带老婆去哪里吃饭
direct | zh | ${FATHER} | 我爸吃左旋多巴，能和蛋白质一起吃吗
direct | zh | ${FATHER} | 父亲帕金森越来越严重，家里要装什么扶手
direct | zh | ${DUBU} | 我家狗膝盖骨脱位，可以爬楼梯吗
direct | zh | ${DUBU} | 豆腐（我家的狗）换毛期掉毛太厉害怎么办
direct | zh | ${NAPOLEON} | 我的猫拿破仑肾病，皮下补液一次打多少
direct | zh | ${GOUT} | 我有痛风，晚上聚餐点什么菜
direct | zh | ${GOUT} | 我在吃非布司他，能喝一点红酒吗
direct | zh | back disc; acupuncture | 针灸对我的腰椎间盘突出到底有没有用
direct | zh | acupuncture; back disc | 下次针灸前要注意什么
direct | zh | pu-erh | 我用紫砂壶泡普洱茶，水温多少合适
direct | zh | pu-erh; decaf after noon; sleep hours | 下午喝普洱茶会不会影响睡眠
direct | zh | Shanghai dental fair | 我去上海口腔展要提前多久订酒店
direct | zh | zirconia supplier; ${LAB} | 爱尔创的氧化锆瓷块最近涨价了，怎么跟供应商谈
direct | zh | ${LAB} | 我做的氧化锆牙冠烧结后发白，怎么调整
direct | zh | ${LAB} | 我的技工所要搬家，铣床怎么运输比较安全
direct | zh | ${PONY} | 修复老款现代Pony，化油器去哪里买
direct | zh | ${CARMEN} | 岳母八十大寿，从韩国带什么礼物好
direct | zh | baduk; go records | 我现在围棋三段，怎么提高官子
direct | zh | conservative investing; pension savings | 我不买股票，存款和债券怎么分配
direct | zh | mortgage | 我的房贷是浮动利率，现在要不要转固定
implicit | zh | ${BADA} | 一型糖尿病的初中生参加修学旅行要带什么
implicit | zh | ${NAPOLEON} | 十二岁的猫慢性肾病，处方粮吃不下怎么办
implicit | zh | ${FATHER} | 住在乡下的帕金森老人独居，子女每两周去一次够吗
personal_none | zh | - | 我的洗碗机总是有水渍怎么办
personal_none | zh | - | 我想学做蛋糕，从哪里开始
personal_none | zh | - | 我的耳机左边没声音了
personal_none | zh | - | 周末想去爬山，带什么零食
personal_none | zh | - | 我家的窗帘该怎么清洗
homograph | zh | - | 豆腐是谁发明的
homograph | zh | - | 为什么天空是蓝色的
homograph | zh | - | 大海为什么是咸的
homograph | zh | - | 通风良好的房子怎么设计
homograph | zh | - | 硬盘和固态硬盘有什么区别
name | zh | - | 拿破仑是怎么当上皇帝的
name | zh | - | 拿破仑蛋糕为什么叫这个名字
name | zh | - | 井山裕太拿过几个世界冠军
name | zh | - | 卡门这部歌剧讲的是什么
place | zh | - | 安东河回村有什么特色
place | zh | - | 大邱有什么好玩的地方
place | zh | - | 瓜达拉哈拉有哪些景点
place | zh | - | 亚琛大教堂有多少年历史
brand | zh | - | 现代Ioniq 5的续航是多少
brand | zh | - | 三星折叠屏手机哪一代最好
brand | zh | - | 德康血糖仪在中国能买到吗
topic | zh | - | 帕金森病有哪些早期症状
topic | zh | - | 痛风和尿酸有什么关系
topic | zh | - | 什么是慢性肾病
topic | zh | - | 氧化锆和二硅酸锂哪个更透明
subword | zh | - | 豆腐脑是甜的还是咸的
subword | zh | - | 海豹和海狮怎么区分
subword | zh | - | 天空之城是谁导演的
function | zh | - | "的""地""得"怎么区分
function | zh | - | "被"字句和"把"字句可以互换吗
stem | zh | - | 牙科医生的平均收入
stem | zh | - | 自行车是谁发明的
generic | zh | - | 韩国人平均寿命是多少
generic | zh | - | 中国有多少种方言
idiom | zh | - | "天下没有不散的筵席"是什么意思
idiom | zh | - | "猫哭耗子"是什么意思
mixed | zh | - | 韩国泡菜和墨西哥辣椒哪个更辣
`;

export const SEVENTEENTH_JA_LINES = `
direct | ja | Osaka years; mentor Tanaka | 大阪で修行していた頃の技工所、今も北区にあるか調べて
direct | ja | mentor Tanaka | 田中先生への年賀状の文面を考えて
direct | ja | mentor Tanaka; Osaka years | 恩師に韓国の土産を送るなら何がいい？
direct | ja | porcelain seminar | 11月の大阪のセミナー、持っていく道具のリストを作って
direct | ja | porcelain seminar; Osaka years | セミナーの後に大阪で一泊するならどこがいい？
direct | ja | Noritake porcelain | いつも使っているノリタケCZRのエナメル色が濁るのはなぜ？
direct | ja | onsen | 来年の日本旅行でまた有馬温泉に行きたい、おすすめの宿は？
direct | ja | go records | 井山裕太の最近の対局で並べる価値があるものを教えて
direct | ja | baduk; go records | 私が三段から四段に上がるための詰碁の練習法
direct | ja | ${BADA} | 息子のインスリンポンプ、サッカーの試合中は外すべき？
direct | ja | ${BADA} | 息子がエビアレルギーなので、日本旅行で注意する料理は？
direct | ja | ${HANEUL} | 娘がドイツで花粉症の薬を買うならどれがいい？
direct | ja | ${LUCIA} | 妻の甲状腺の薬を朝飲むなら朝食は何分後？
direct | ja | ${FATHER} | 父のレボドパを飲む時間と食事の間隔は？
direct | ja | ${DUBU} | うちの犬の膝蓋骨脱臼、手術するか迷っている
direct | ja | ${NAPOLEON} | 猫のナポレオンに皮下輸液をするとき嫌がらないコツ
direct | ja | ${GOUT} | 痛風の私でも飲めるお酒を教えて
direct | ja | ${LAB} | ジルコニアクラウンのシンタリング後の色調が白すぎる
direct | ja | e.max; ${LAB} | うちのe.maxのプレスで気泡が入る原因
direct | ja | ${LAB} | 技工所のミリングマシンのバーはどのくらいで替える？
direct | ja | ${PONY} | ポニー2のエンジンオーバーホール、部品はどこで手に入る？
direct | ja | back disc; acupuncture | 腰椎ヘルニアの私でも長時間座って作業できる椅子
direct | ja | ${CARMEN} | 義母の80歳の誕生日にメキシコへ行く、機内で何を持っていくべき？
direct | ja | IDS fair | 3月に行くケルンのIDSで5軸ミリングマシンを比べるポイント
direct | ja | tinnitus | 耳鳴りがひどくなってきた、仕事中の対策は？
direct | ja | lab staff | うちのスタッフ2人の夏休みの調整を考えて
implicit | ja | ${BADA} | 1型糖尿病の中学生が修学旅行に行くときの準備
implicit | ja | ${NAPOLEON} | 慢性腎臓病の12歳の猫、処方食を食べない
implicit | ja | ${GOUT} | 尿酸値を下げる薬を飲んでいるけど、焼肉は食べていい？
personal_none | ja | - | 私のスニーカーの臭いを取る方法
personal_none | ja | - | 友達の結婚式のスピーチを考えて
personal_none | ja | - | 家の鍵をなくしたらどうすればいい？
personal_none | ja | - | 家のエアコンから変な音がする
personal_none | ja | - | 新しい財布を買いたい、予算は2万円
homograph | ja | - | 豆腐の作り方を教えて
homograph | ja | - | 空はなぜ青いの？
homograph | ja | - | 海の水はなぜしょっぱい？
homograph | ja | - | 部屋の通風をよくする家具の配置
homograph | ja | - | 気功はどんな効果があるの？
name | ja | - | ナポレオンはどこで生まれた？
name | ja | - | 井山裕太は何冠を達成した？
name | ja | - | カルメンの「ハバネラ」は誰が作曲した？
name | ja | - | 田中角栄はどんな政治家だった？
place | ja | - | 大阪城は誰が建てた？
place | ja | - | 有馬温泉の金泉と銀泉の違い
place | ja | - | 安東ってどんな町？
place | ja | - | グアダラハラはメキシコのどこにある？
brand | ja | - | ノリタケの食器はどこで作られている？
brand | ja | - | ヒュンダイのアイオニック5は日本で売っている？
brand | ja | - | ギャラクシーとiPhoneのカメラの違い
topic | ja | - | パーキンソン病はなぜ手が震える？
topic | ja | - | 痛風の発作はなぜ夜に起こる？
topic | ja | - | 歯科技工士の国家試験の合格率
topic | ja | - | ジルコニアはなぜ白い？
subword | ja | - | 湯豆腐のおいしい食べ方
subword | ja | - | 海豚はなんと読む？
subword | ja | - | 空手の起源はどこ？
function | ja | - | 「より」と「から」の違いは？
function | ja | - | 「ので」と「から」の使い分け
stem | ja | - | 自転車の保険は義務なの？
stem | ja | - | 技工とはどういう意味？
generic | ja | - | 日本の平均年収はいくら？
generic | ja | - | 犬の平均寿命は何歳？
idiom | ja | - | 「犬も歩けば棒に当たる」の本来の意味
idiom | ja | - | 「豆腐の角に頭をぶつけて死ね」の由来
idiom | ja | - | 「井の中の蛙大海を知らず」の続きは？
mixed | ja | - | 大阪と安東はどちらが古い町？
`;
