import { BOMBA, CELINE, FIDDLE, FLO, HOON, MATHIS, PIERRETTE, REJEAN, SOONJA } from './nineteenthSubjects';

// The nineteenth blind aboutness set's questions in Chinese, Japanese and Korean, written before the recall rules were
// read. Lines: `category | language | expected subjects (;) or - | question`.

export const NINETEENTH_ZH_LINES = `
direct | zh | Shanghai client | 陈女士要的枫糖浆，出口到中国需要什么证书？
direct | zh | Shanghai client; email style | 帮我给上海的陈女士写一封报价邮件
direct | zh | Shanghai client; email style | 陈女士说价格太高，我该怎么回她
direct | zh | tea | 推荐几款适合我下午喝的乌龙茶
direct | zh | migraine | 偏头痛又犯了，针灸多久做一次比较好？
direct | zh | migraine | 除了针灸，我的偏头痛还有什么缓解办法
direct | zh | ${FLO} | 弗洛的牙套磨嘴，怎么办
direct | zh | ${FLO} | 女儿有一型糖尿病，打冰上比赛前吃什么好
direct | zh | mahjong | 周四打麻将，教我几个赢牌的技巧
direct | zh | ${HOON} | 我老公痛风发作，能喝什么
direct | zh | ${MATHIS} | 儿子有多动症，写作业总坐不住，怎么办
direct | zh | ${MATHIS} | 儿子对花生过敏，学校午餐要注意什么
direct | zh | ${REJEAN} | 我爸爸有石棉肺，冬天要注意什么
direct | zh | ${PIERRETTE} | 我妈妈得了湿性黄斑变性，吃什么对眼睛好
direct | zh | ${BOMBA} | 我家伯恩山犬髋关节发育不良，能游泳吗
direct | zh | ${CELINE} | 我的猫甲亢，喂药总吐出来
direct | zh | evaporator; syrup grading; sugar bush | 我的枫糖浆熬得颜色太深，是什么原因
direct | zh | celiac | 我有乳糜泻，吃中餐要避开哪些酱料
direct | zh | Korea trip; mother-in-law Soonja | 七月带两个孩子去釜山，住哪里好
direct | zh | learning Korean | 怎么准备我的韩语TOPIK二级考试
direct | zh | savings | 我有一万五加元，放CELI还是REER
direct | zh | sleep apnea | 我的呼吸机面罩漏气怎么办
direct | zh | Japanese importer | 给东京的佐藤先生寄枫糖浆，海运还是空运划算
direct | zh | ${FIDDLE} | 我的旧小提琴琴颈裂了，能修吗
direct | zh | woodturning | 我用车床车枫木碗，转速多少合适
direct | zh | menopause | 更年期夜里潮热，不想用激素，怎么办
direct | zh | ${FLO} | 我女儿的韩国名字“서연”用中文怎么写
implicit | zh | ${FLO} | 比赛前血糖才3.1，现在给她喝什么
implicit | zh | migraine | 头又一跳一跳地疼，针灸师这周休息
implicit | zh | ${CELINE} | 她又把藏在零食里的药片吐出来了
subword | zh | - | 枫叶卡怎么续签
subword | zh | - | 糖葫芦是怎么做的
subword | zh | - | 茶叶蛋怎么煮
subword | zh | - | 麻婆豆腐怎么做
subword | zh | - | 针叶林分布在哪里
homograph | zh | - | 足球里的乌龙球是什么意思
homograph | zh | - | 牙套在篮球里指什么
name | zh | - | 席琳·迪翁最有名的歌是什么
name | zh | - | 马蒂斯的代表作有哪些
name | zh | - | 佛罗伦萨有哪些博物馆
place | zh | - | 魁北克城有哪些景点
place | zh | - | 釜山国际电影节是什么时候
place | zh | - | 上海外滩的历史
brand | zh | - | 庞巴迪公司是做什么的
brand | zh | - | 丰田塔科马在中国有卖吗
brand | zh | - | Shopify 是哪国公司
topic | zh | - | 枫糖浆是怎么做出来的
topic | zh | - | 乳糜泻是什么病
topic | zh | - | 针灸是怎么起源的
topic | zh | - | 痛风是怎么引起的
topic | zh | - | 乌龙茶属于什么茶
topic | zh | - | 麻将是谁发明的
topic | zh | - | 加拿大为什么产那么多枫糖
function | zh | - | 法语里的“le”和“la”有什么区别
function | zh | - | 日语的“の”有几种用法
stem | zh | - | 糖醋排骨怎么做
generic | zh | - | 加拿大人周末一般做什么
generic | zh | cooking; celiac | 今晚我做什么菜好
generic | zh | - | 为什么冬天容易胖
idiom | zh | - | “甜言蜜语”是什么意思
idiom | zh | - | “对牛弹琴”出自哪里
idiom | zh | - | “塞翁失马”是什么意思
mixed | zh | - | “cabane à sucre”是什么意思
mixed | zh | - | 韩语“막걸리”是什么酒
personal_none | zh | - | 帮我写一份简历
personal_none | zh | - | 我想学游泳，有什么建议
personal_none | zh | - | 给我推荐一部电视剧
personal_none | zh | - | 我的洗衣机有异味怎么办
`;

export const NINETEENTH_JA_LINES = `
direct | ja | Japanese importer; email style | 佐藤さんに今年のシロップの納期が遅れるとメールを書いて
direct | ja | Japanese importer | 佐藤さんへの缶の送料を安くする方法は？
direct | ja | Kyoto stopover; Korea trip | 釜山から京都への一番安い行き方は？
direct | ja | Kyoto stopover | 京都で三日間、子供と一緒に回るおすすめのコースを教えて
direct | ja | miso | 私の味噌にカビが生えた、まだ食べられる？
direct | ja | miso; celiac | グルテンフリーの味噌を仕込みたい、麦麹の代わりは？
direct | ja | ${CELINE} | セリーヌが薬入りのおやつを残すようになった、どうしよう
direct | ja | ${CELINE} | うちの猫の甲状腺の薬、朝と夜は何時間空ければいい？
direct | ja | bonsai | カエデの盆栽の葉が夏に焼けてしまう
direct | ja | bonsai | 冬のケベックでうちのカエデの盆栽を外に置いて大丈夫？
direct | ja | ${FLO} | 娘の1型糖尿病、試合中の低血糖対策は？
direct | ja | ${MATHIS} | 息子のADHDの薬、週末は休んでいいの？
direct | ja | ${HOON} | 夫の痛風にいい食事を教えて
direct | ja | ${REJEAN} | 父が石綿肺で在宅酸素、旅行はできる？
direct | ja | ${PIERRETTE} | 母の加齢黄斑変性、注射の後に気をつけることは？
direct | ja | ${BOMBA} | うちのバーニーズの股関節形成不全、散歩はどれくらい？
direct | ja | evaporator | 私の蒸発器の煙突から火の粉が出る、どうすればいい
direct | ja | syrup grading | 私のシロップがつぼみの味で格下げされた、原因は？
direct | ja | learning Korean | 韓国語能力試験TOPIK IIの勉強計画を立てて
direct | ja | ${FIDDLE} | 私の古いバイオリンの弦を替えたい、おすすめは？
direct | ja | woodturning | 木工旋盤でカエデのボウルを削るコツ
direct | ja | celiac; Kyoto stopover | セリアック病の私が京都で外食するときの注意点
direct | ja | sleep apnea | CPAPをつけると眠れない
direct | ja | cookbook | 私のメープルレシピ本の「はじめに」を一緒に考えて
direct | ja | husband Hoon; learning Korean | 夫の名前「박훈」はカタカナでどう書く？
direct | ja | Korea trip; mother-in-law Soonja | 7月の韓国旅行、子供二人とプサンで何をする？
implicit | ja | ${CELINE} | また薬を吐き出した、おやつに混ぜても無理
implicit | ja | miso | 今年の仕込み、大豆を何キロ用意すればいい？
personal_none | ja | - | 新しいパソコンを買いたい
personal_none | ja | - | 肩こりがひどい
personal_none | ja | - | おすすめの映画を教えて
personal_none | ja | - | 部屋の片付け方を教えて
homograph | ja | - | もみじ狩りの名所はどこ？
homograph | ja | - | 人間蒸発とは何ですか
name | ja | - | セリーヌ・ディオンの代表曲は？
name | ja | - | マティスの「ダンス」はどこにある？
name | ja | - | ストラディバリウスはなぜ高い？
name | ja | - | フローレンス・ナイチンゲールは何をした人？
place | ja | - | ケベックシティの冬祭りはいつ？
place | ja | - | 釜山の名物料理は？
place | ja | - | 京都の紅葉の見頃はいつ？
brand | ja | - | ボンバルディアはどんな会社？
brand | ja | - | トヨタのタコマは日本で買える？
brand | ja | - | スキードゥーの電動モデルはある？
topic | ja | - | メープルシロップはどうやって作る？
topic | ja | - | セリアック病とは？
topic | ja | - | 痛風の原因は？
topic | ja | - | 味噌の歴史を教えて
topic | ja | - | 盆栽の起源は？
subword | ja | - | 味噌汁の出汁の取り方
subword | ja | - | 盆踊りの由来は？
subword | ja | - | 猫背を直す方法
subword | ja | - | 韓国海苔の作り方
function | ja | - | フランス語の「du」と「de la」の違い
function | ja | - | 「は」と「が」の違いは？
stem | ja | - | 薬局と薬店の違い
generic | ja | - | 日本人は週末に何をする？
generic | ja | cooking; celiac | 今夜の夕飯、何を作ろう
idiom | ja | - | 「猫の手も借りたい」の意味
idiom | ja | - | 「手前味噌」の意味は？
idiom | ja | - | 「猫に小判」とは
mixed | ja | - | 「cabane à sucre」って何？
mixed | ja | - | 「김장」とは何ですか
`;

export const NINETEENTH_KO_LINES = `
direct | ko | ${SOONJA} | 시어머니 고혈압에 좋은 음식 추천해 줘
direct | ko | ${SOONJA} | 시어머니께 생신 축하 메시지 좀 존댓말로 써 줘
direct | ko | ${SOONJA} | 어머님께 "다음 주에 전화드릴게요"가 맞는 표현이야?
direct | ko | kimchi; husband Hoon | 올해 김장 배추 몇 포기 하면 될까? 네 식구야
direct | ko | kimchi; celiac | 글루텐 없는 김치 양념 만들려면 뭘 조심해야 해?
direct | ko | ${HOON} | 남편 생일에 등산화 선물하려는데 추천해 줘
direct | ko | ${HOON} | 남편이 통풍인데 막걸리 마셔도 돼?
direct | ko | ${FLO} | 서연이 한국 이름 한자로 어떻게 써?
direct | ko | ${FLO}; Korea trip | 딸이 1형 당뇨인데 한국 여행 때 인슐린 어떻게 챙겨?
direct | ko | ${MATHIS} | 마티스가 노란 띠인데 다음 띠 심사는 언제 봐?
direct | ko | ${MATHIS}; Korea trip | 아들이 땅콩 알레르기인데 한국 음식 중 조심할 거 있어?
direct | ko | Korea trip; mother-in-law Soonja | 7월에 부산에서 해수욕하기 좋은 곳 알려 줘
direct | ko | Korea trip | 서울에서 부산까지 KTX 가족 할인 있어?
direct | ko | learning Korean | 내 토픽 2 쓰기 연습 좀 봐 줘
direct | ko | learning Korean; Korean messages | 화요일 한국어 수업 숙제로 존댓말 연습 문제 만들어 줘
direct | ko | makgeolli; ${HOON} | 남편이 좋아하는 막걸리 집에서 만드는 법
direct | ko | ${REJEAN} | 아버지가 석면폐증이라 산소를 쓰시는데 비행기 탈 수 있어?
direct | ko | ${PIERRETTE} | 엄마가 황반변성 주사 맞고 눈이 빨개졌어
direct | ko | ${BOMBA} | 우리 개 봄바가 고관절이 안 좋은데 계단 괜찮아?
direct | ko | ${CELINE} | 고양이 셀린 갑상선 약을 간식에 숨기는 방법
direct | ko | sugar bush; grandfather Lucien | 우리 메이플 농장 소개글 한국어로 써 줘
direct | ko | sleep apnea | 양압기 쓰고 자면 입이 말라
direct | ko | Hoon clinic; ${HOON} | 남편이 물리치료 클리닉 개업하려는데 이름 추천해 줘
direct | ko | Kyoto stopover; Korea trip | 한국 여행 끝나고 교토에 사흘 들르려는데 뭐 보면 좋아?
implicit | ko | ${HOON} | 발가락이 또 퉁퉁 부었대, 어젯밤 맥주 마셨거든
implicit | ko | kimchi | 배추 절인 게 너무 짜게 됐어
personal_none | ko | - | 노트북 하나 추천해 줘
personal_none | ko | - | 머리 염색 집에서 하는 법
personal_none | ko | - | 목 스트레칭 알려 줘
personal_none | ko | - | 영어 회화 어떻게 늘려?
homograph | ko | - | 2027년은 무슨 띠야?
homograph | ko | - | 올해 첫눈은 언제 와?
homograph | ko | - | 전기차 보조금은 얼마야?
name | ko | - | 셀린 디온 대표곡 알려 줘
name | ko | - | 마티스 그림 전시 서울에서 언제 해?
name | ko | - | 배우 박훈 출연작
name | ko | - | 피렌체 여행 코스 짜 줘
place | ko | - | 퀘벡 시티 겨울 축제는 언제야?
place | ko | - | 해운대 해수욕장은 언제 개장해?
place | ko | - | 토론토에서 가볼 만한 곳
brand | ko | - | 봄바디어 회사는 뭘 만들어?
brand | ko | - | 토요타 타코마 한국 출시했어?
brand | ko | - | 스키두 설상차 가격
topic | ko | - | 메이플 시럽은 어떻게 만들어?
topic | ko | - | 통풍은 왜 생겨?
topic | ko | - | 제1형 당뇨와 제2형 당뇨 차이
topic | ko | - | 막걸리의 역사
topic | ko | - | 태권도는 언제 올림픽 종목이 됐어?
topic | ko | - | 김장 문화가 유네스코 유산이 된 해는?
subword | ko | - | 김밥 싸는 법
subword | ko | - | 띠동갑이 뭐야?
subword | ko | - | 막국수 맛집 추천
function | ko | - | 영어 관사 a와 the 차이
function | ko | - | 프랑스어 l' 은 언제 써?
generic | ko | - | 한국 사람들은 주말에 뭐 해?
generic | ko | cooking; celiac; kimchi | 오늘 저녁 뭐 해 먹지?
idiom | ko | - | "그림의 떡" 뜻이 뭐야
idiom | ko | - | "누워서 떡 먹기" 뜻
mixed | ko | - | "tire sur la neige"가 뭐야?
mixed | ko | - | "sugar shack" 한국어로 뭐라고 해?
`;
