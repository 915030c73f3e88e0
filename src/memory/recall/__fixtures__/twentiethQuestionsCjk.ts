import { BIA, BREWERY, GOUT, JUNINHO, MANGA, NANDO, RANIA, TOSTAO } from './twentiethSubjects';

// The twentieth blind aboutness set's Chinese, Japanese and Korean questions, written before the recall rules were
// read; the user's names in other scripts (比娅, トスタン, 라니아, 주니뉴). Lines:
// `category | language | expected subjects (;) or - | question`.

export const TWENTIETH_ZH_LINES = `
direct | zh | malt supplier; brewery Capivara | 我的德国麦芽从圣保罗代理商订货，怎么才能更便宜？
direct | zh | malt supplier; brewery Capivara | 德国麦芽到巴西清关要多久？我得提前多久下单
direct | zh | hot pot | 下次去圣保罗出差，自由区哪家火锅最好？
direct | zh | hot pot; ${GOUT} | 我有痛风，吃火锅要注意什么？
direct | zh | Chinese tanks quote; brewery expansion; brewery Capivara | 中国工厂的不锈钢发酵罐质量靠得住吗？
direct | zh | Chinese tanks quote; brewery Capivara | 从中国运发酵罐到巴西，运费和关税大概多少？
direct | zh | ${BIA} | 比娅的眼镜度数又涨了，怎么办？
direct | zh | ${BIA} | 女儿近视，要不要试试角膜塑形镜？
direct | zh | ${NANDO} | 我父亲有帕金森，打太极拳真的有用吗？
direct | zh | ${NANDO} | 适合帕金森老人的太极动作有哪些？
direct | zh | neighbour Wang; brewery Capivara | 王先生的面馆想多进点我的啤酒，我给他什么价格？
direct | zh | neighbour Wang; brewery Capivara | 给邻居的面馆推荐一款配面条的啤酒
direct | zh | ${GOUT} | 痛风发作时能吃止痛药吗？
direct | zh | ${RANIA} | 我太太偏头痛有先兆，平时要注意什么？
direct | zh | ${JUNINHO} | 儿子有哮喘，冬天踢室内足球要注意什么？
direct | zh | ${TOSTAO} | 我的狗得过利什曼病，还能带它出国吗？
direct | zh | ${MANGA} | 我家猫甲亢，吃甲巯咪唑以后呕吐正常吗？
direct | zh | cholesterol | 我在吃瑞舒伐他汀，可以喝西柚汁吗？
direct | zh | Capivara IPA; brewery Capivara | 我的IPA干投酒花以后太浑浊了，怎么办？
direct | zh | learning Arabic | 零基础学黎巴嫩阿拉伯语，有什么好方法？
direct | zh | savings | 我应该把钱放在股票里吗？
direct | zh | ${BREWERY} | 帮我算一下我的精酿啤酒厂每升成本
implicit | zh | ${NANDO} | 老爷子每天早上在公园练拳，最近走路更慢了
implicit | zh | neighbour Wang; brewery Capivara | 隔壁面馆老板说啤酒卖得好，想要小桶装的
personal_none | zh | - | 我怎么才能坚持写日记？
personal_none | zh | - | 推荐一部好看的电影给我
personal_none | zh | - | 怎么练字写得更好看？
personal_none | zh | - | 我想学游泳，怎么开始？
homograph | zh | - | 芒果怎么切最方便？
homograph | zh | - | 银行存款利率是多少？
homograph | zh | - | 蜡烛是什么时候发明的？
name | zh | - | 球王贝利和托斯唐谁更厉害？
name | zh | - | 约旦王后拉尼娅是谁？
place | zh | - | 贝洛奥里藏特有什么好玩的？
place | zh | - | 圣保罗的自由区有什么特色？
place | zh | - | 黎巴嫩的扎赫勒在哪里？
brand | zh | - | 摩托罗拉手机现在是哪家公司的？
brand | zh | - | 百威英博有哪些啤酒品牌？
topic | zh | - | 痛风是什么原因引起的？
topic | zh | - | 啤酒是怎么酿造的？
topic | zh | - | 帕金森病能治好吗？
topic | zh | - | 太极拳起源于哪里？
subword | zh | - | 芒种是什么节气？
subword | zh | - | 面包是怎么发明的？
function | zh | - | “的”“地”“得”怎么区分？
function | zh | - | “了”什么时候用？
stem | zh | - | 酿酒和酿醋有什么区别？
generic | zh | - | 巴西有多少人口？
generic | zh | - | 中国的春节是几月？
idiom | zh | - | “醉翁之意不在酒”是什么意思？
idiom | zh | - | “对牛弹琴”是什么意思？
mixed | zh | - | IPA是什么意思？
mixed | zh | - | “saudade”这个葡萄牙语词怎么翻译？
`;

export const TWENTIETH_JA_LINES = `
direct | ja | sake | 日本の酒蔵見学、ブラジルから行くならどこがいい？
direct | ja | sake | 日本酒の酵母をビールに使えるかな
direct | ja | friend Kenji; hop garden | ケンジの農場のホップを自分の庭でも育てられる？
direct | ja | friend Kenji | 親友のケンジのホップ農場を手伝うなら何を持っていけばいい？
direct | ja | Tostao walks; ${TOSTAO} | トスタンの朝の散歩、寒い日は何時がいい？
direct | ja | ${TOSTAO} | 犬が散歩中に足を引きずる、股関節のせい？
direct | ja | ramen | 味噌ラーメンのスープを家で作るコツは？
direct | ja | ramen; ${GOUT} | 痛風でも味噌ラーメンを食べていい？
direct | ja | ukiyo-e label; label copy; brewery Capivara | 浮世絵風のカピバラのラベルに合うキャッチコピーを考えて
direct | ja | ukiyo-e label; brewery Capivara | 浮世絵風のイラストを描けるイラストレーターを探すには？
direct | ja | wrist tendinitis | 樽を運ぶと手首が痛い、サポーターは効く？
direct | ja | wrist tendinitis | 腱鞘炎の手首でも樽を持ち上げるコツは？
direct | ja | ${RANIA} | 妻のラニアが片頭痛のとき、何を作ってあげればいい？
direct | ja | ${BIA} | 娘はセリアック病、グルテンフリーのおやつを教えて
direct | ja | ${JUNINHO} | 息子は喘息だけど、フットサルの大会に出ても大丈夫？
direct | ja | ${MANGA} | うちのシャム猫が甲状腺の薬を嫌がる、どうすれば？
direct | ja | ${NANDO} | 父のパーキンソン病の薬はいつ飲むのがいい？
direct | ja | ${GOUT} | 痛風の発作が出たときに冷やすべき？
direct | ja | Capivara IPA; brewery Capivara | 自分のIPAにシトラとモザイク以外のホップを足すなら何？
direct | ja | ${BREWERY} | 私の醸造所の生産量を増やすには何が必要？
direct | ja | Lebanon trip | 12月のレバノン旅行、子どもの持ち物は？
implicit | ja | friend Kenji | 日系の友達の農場、今年のホップの収穫はいつ頃？
implicit | ja | Tostao walks | 毎朝6時の散歩がつらい、時間をずらしてもいい？
personal_none | ja | - | 部屋を片付けるコツを教えて
personal_none | ja | - | おすすめの小説はある？
personal_none | ja | - | 新しいスニーカーを買いたい
personal_none | ja | - | 英語の発音を良くしたい
homograph | ja | - | マンゴーの食べごろの見分け方は？
homograph | ja | - | 日本の漫画でいちばん売れたのは？
homograph | ja | - | 銀行口座の開き方は？
name | ja | - | ジーコは鹿島アントラーズで何をした？
name | ja | - | ラニア王妃はどんな人？
place | ja | - | ベロオリゾンテはどんな街？
place | ja | - | 伏見はどこにある？
brand | ja | - | ブラーマビールはどこの会社？
brand | ja | - | モトローラのスマホは日本で買える？
topic | ja | - | 日本酒はどうやって造るの？
topic | ja | - | 痛風の原因は何？
topic | ja | - | 浮世絵の歴史を教えて
topic | ja | - | 腱鞘炎とは何か
subword | ja | - | マンガン電池とアルカリ電池の違いは？
subword | ja | - | 散歩道という曲は誰の歌？
function | ja | - | 「は」と「が」の違いは？
function | ja | - | 「ので」と「から」の違いは？
stem | ja | - | 醸造学科ではどんなことを学ぶ？
generic | ja | - | ブラジルの人口は？
generic | ja | - | 日本の夏休みはいつから？
idiom | ja | - | 「猫の手も借りたい」の意味は？
idiom | ja | - | 「手前味噌」の意味は？
mixed | ja | - | 「cerveja」は日本語で何？
mixed | ja | - | IPAの略は何？
`;

export const TWENTIETH_KO_LINES = `
direct | ko | makgeolli | 막걸리 누룩은 어디서 구할 수 있을까?
direct | ko | makgeolli | 집에서 막걸리 빚을 때 온도는 몇 도가 좋아?
direct | ko | ${JUNINHO} | 주니뉴가 새벽까지 게임을 하는데 어떻게 줄이게 하지?
direct | ko | ${JUNINHO} | 아들이 천식이 있는데 풋살 경기 전에 흡입기를 써야 해?
direct | ko | ${RANIA} | 라니아가 사순절 동안 먹을 고기 없는 저녁 메뉴 추천해 줘
direct | ko | ${RANIA} | 아내가 편두통이 심할 때 뭘 해 주면 좋을까?
direct | ko | Seoul beer fair; brewery Capivara | 서울 맥주 박람회에 부스를 내려면 비용이 얼마나 들어?
direct | ko | Seoul beer fair; Capivara IPA; brewery Capivara | 한국 사람들 입맛에 내 IPA가 맞을까?
direct | ko | cholesterol | 로수바스타틴 먹는 중인데 자몽 먹어도 돼?
direct | ko | cholesterol | 콜레스테롤 낮추는 아침 식단 알려줘
direct | ko | kimchi | 김치가 너무 시어졌는데 어떻게 활용하지?
direct | ko | kimchi | 브라질 배추로 김치 담그는 요령은?
direct | ko | ${BIA} | 딸이 셀리악병인데 글루텐 없는 간식 뭐가 있어?
direct | ko | ${TOSTAO} | 우리 개 토스탕이 리슈만편모충증을 앓았는데 재발 증상은?
direct | ko | ${MANGA} | 우리 고양이 망가가 갑상선 약 먹고 토했어
direct | ko | ${NANDO} | 아버지 파킨슨병에 좋은 운동은?
direct | ko | ${GOUT} | 통풍인데 맥주 대신 뭘 마시면 좋아?
direct | ko | ${BREWERY} | 내 양조장 탭룸 손님을 늘리는 방법
direct | ko | Lebanon trip | 12월에 레바논 가면 날씨가 어때? 애들 옷 챙기려고
direct | ko | learning Arabic | 아랍어 알파벳 빨리 외우는 법
implicit | ko | kimchi | 올해 담근 김치가 물러졌어, 소금이 부족했나?
implicit | ko | ${JUNINHO} | 애가 새벽 세 시까지 게임하다가 학교에서 졸아
personal_none | ko | - | 방 정리하는 방법 알려줘
personal_none | ko | - | 나한테 맞는 향수 추천해 줘
personal_none | ko | - | 책 읽는 습관을 들이고 싶어
personal_none | ko | - | 자기소개서 쓰는 것 좀 도와줘
homograph | ko | - | 망고 빙수 만드는 법
homograph | ko | - | 은행 금리 비교하는 방법
homograph | ko | - | 향초 만들기 재료는?
name | ko | - | 요르단 라니아 왕비는 누구야?
name | ko | - | 지코는 어떤 가수야?
place | ko | - | 벨루오리존치는 어떤 도시야?
place | ko | - | 서울에서 수제 맥주 마시기 좋은 곳
brand | ko | - | 브라마 맥주는 어느 회사 거야?
brand | ko | - | 모토로라 폰 한국에서 살 수 있어?
topic | ko | - | 막걸리의 역사는?
topic | ko | - | 통풍은 왜 생겨?
topic | ko | - | 사순절이 뭐야?
topic | ko | - | 김치는 언제부터 먹었어?
subword | ko | - | 망가진 우산 고치는 법
subword | ko | - | 은행나무 열매 냄새는 왜 나?
function | ko | - | '은'과 '는'의 차이는?
function | ko | - | '에'와 '에서'는 어떻게 달라?
stem | ko | - | 양조간장과 진간장의 차이는?
generic | ko | - | 브라질 인구는 몇 명이야?
generic | ko | - | 한국의 겨울 방학은 언제야?
idiom | ko | - | '그림의 떡'은 무슨 뜻이야?
idiom | ko | - | '김칫국부터 마신다'는 무슨 뜻?
mixed | ko | - | 'saudade'는 한국어로 뭐야?
mixed | ko | - | IPA는 무슨 맥주야?
`;
