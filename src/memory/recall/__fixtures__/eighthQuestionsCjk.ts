// The eighth blind aboutness set, Chinese, Japanese and Korean questions. Written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`; the categories of the seventh set (implicit,
// mixed and quote as there). A direct question about Paçoca, Mochi, Marina, Yoko, Ayrton, Haruko, the Japan trip or
// the Fusca may get any memory about that one. Many questions ask in another language than the memory, name a
// namesake of the user's people, or use a word of the user's life (Paçoca, Mochi, Marina, Jabuti) in its everyday sense.

export const EIGHTH_ZH_LINES = `
direct | zh | dog Paçoca; Paçoca skin | Paçoca一直抓耳朵，要换洗发水吗？
direct | zh | Paçoca skin; dog Paçoca | 狗狗能吃火鸡肉代替鸡肉吗？
direct | zh | cat Mochi; Mochi kidneys | Mochi的肾病要多久验一次血？
direct | zh | wife Marina; Marina diabetes; Marina choir; Marina birthday; Marina K-drama | 给糖尿病的太太做什么甜点好？
direct | zh | Marina birthday; wife Marina; Marina diabetes; Marina choir; Marina K-drama | 今年七月送Marina哪种玫瑰？
direct | zh | Ayrton wedding; son Ayrton; Ayrton marathon; football | 儿子婚礼上父亲讲话讲五分钟，讲什么好？
direct | zh | Ayrton wedding; son Ayrton; Ayrton marathon; football | 婚礼致辞怎么开头比较自然？
direct | zh | son Ayrton; Ayrton marathon; Ayrton wedding; football | Ayrton马拉松前三周怎么减量训练？
direct | zh | daughter Yoko; Yoko pregnancy; Yoko vegetarian; baby name; son-in-law Felipe | 第一次当外公要准备什么？
direct | zh | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | 母亲晚上老忘记关煤气，装什么报警器好？
direct | zh | blood pressure | 氯沙坦早上和绿茶一起吃可以吗？
direct | zh | blood pressure | 降压药漏吃一次怎么办？
direct | zh | tai chi | 巴里吉公园冬天早上打太极拳要注意什么？
direct | zh | NHK news; mother Haruko; Haruko memory; Haruko hearing; films | NHK国际频道在巴西用什么盒子能看？
direct | zh | hive building; beekeeper | 做蜂箱用松木还是桉木？
direct | zh | hive building; beekeeper | 十个蜂箱大概要多少木板？
direct | zh | honey certificate | SIF检验一般要多长时间？
direct | zh | honey certificate; honey sales | 拿到证书以后怎么跟超市谈价格？
direct | zh | varroa treatment; beekeeper | 草酸治螨一年做几次合适？
direct | zh | honey extractor | 十六框的摇蜜机值得买吗？
direct | zh | sting reaction | 被蜜蜂蜇了以后肾上腺素笔怎么用？
direct | zh | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | 十月去熊本和滨松天气怎么样？
personal_none | zh | - | 巴西护照在库里蒂巴续签要多久？
direct | zh | Fusca Jabuti; Fusca parts | 老款甲壳虫1300发动机要不要换成1600？
direct | zh | memoir; engine fire | 回忆录里机舱着火那一章怎么写？
direct | zh | friend Rodel | 星期天早上八点打给宿务的Rodel，那边几点？
direct | zh | cataract surgery; night driving | 白内障手术后多久能开车？
direct | zh | solar panels | 屋顶太阳能两万两千雷亚尔贵不贵？
direct | zh | Yoko vegetarian; daughter Yoko; Yoko pregnancy; baby name; son-in-law Felipe | 女儿吃素，周日午饭做什么主菜？
direct | zh | kimchi; neighbour Kim | 辣白菜两天就太酸了怎么办？
implicit | zh | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | 糖尿病人能吃蜂蜜吗？
implicit | zh | Mochi kidneys; cat Mochi | 肾不好的老猫吃什么处方粮？
mixed | zh | beekeeper; hive notebook; hive scale; hive building; apiary land; varroa treatment; queen bees; frost; swarm calls; bracatinga honey; stingless bees | 冬天库里蒂巴有什么花能产蜜？
personal_none | zh | - | 帮我写一封给客户的道歉信
personal_none | zh | - | 我想学书法，从哪里开始？
homograph | zh | - | 麻糬怎么做？
homograph | zh | - | 花生糖怎么做才酥？
homograph | zh | - | 码头游艇泊位一个月多少钱？
homograph | zh | - | 银河系有多大？
homograph | zh | - | 蜂鸟吃什么？
name | zh | - | 塞纳拿过几次世界冠军？
name | zh | - | 小野洋子最有名的作品是什么？
name | zh | - | 宫本茂做过哪些游戏？
name | zh | - | 保罗·柯艾略的《牧羊少年奇幻之旅》讲什么？
place | zh | - | 库里蒂巴的人口有多少？
place | zh | - | 库里蒂巴的公交系统为什么有名？
place | zh | - | 熊本城地震后修好了吗？
place | zh | - | 宿务有什么好玩的？
brand | zh | - | 三星Galaxy S25值得买吗？
brand | zh | - | 本田新款摩托车哪个省油？
brand | zh | - | 大众新甲壳虫还生产吗？
topic | zh | - | 蜜蜂是怎么酿蜜的？
topic | zh | - | 日本人移民巴西的历史
topic | zh | - | 船用柴油机怎么启动？
subword | zh | - | 蜜月去哪里好？
subword | zh | - | 猫头鹰晚上为什么不睡觉？
subword | zh | - | 船长和大副有什么区别？
subword | zh | - | 热狗的由来
function | zh | - | "的"和"地"怎么区分？
stem | zh | - | 养蜂人一年赚多少钱？
generic | zh | - | 周末去哪里玩？
generic | zh | - | 推荐一部好看的电影
`;

export const EIGHTH_JA_LINES = `
direct | ja | dog Paçoca; Paçoca skin | パソカが耳をかいてばかりいる、シャンプーを変えるべき？
direct | ja | Paçoca skin; dog Paçoca | 犬に鶏肉の代わりに七面鳥をあげてもいい？
direct | ja | cat Mochi; Mochi kidneys | モチの腎臓の血液検査はどのくらいの頻度？
direct | ja | cat Mochi; Mochi kidneys | 腎臓病の猫にツナの汁をあげてもいい？
direct | ja | Marina birthday; wife Marina; Marina diabetes; Marina choir; Marina K-drama | マリーナの誕生日に今年はどんなバラを贈ろう？
direct | ja | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | 母が夜ガスを消し忘れる、どんな警報器がいい？
direct | ja | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | 母と金曜日に見る黒澤の映画、次は何がいい？
direct | ja | Haruko hearing; mother Haruko; Haruko memory; films; NHK news | 補聴器の電池が毎週切れるのは普通？
direct | ja | homemade miso | 味噌20キロに塩は何キロ必要？
direct | ja | homemade miso | 今年の味噌、カビが出たらどうする？
direct | ja | taiko teaching | 中学生でも叩ける太鼓のリズムを教えて
direct | ja | Beppu onsen; Japan trip; Kumamoto roots; flights; brother Shigeru | 別府で三泊は長すぎる？
direct | ja | Kumamoto roots; grandfather letters; Japan trip; Beppu onsen; flights; brother Shigeru | 熊本の村の古い戸籍はどうやって取り寄せる？
direct | ja | grandfather letters; kanji study | 祖父の手紙のくずし字が読めない、どうしたらいい？
direct | ja | kanji study | 漢字を800から1000に増やすいい方法は？
direct | ja | bonsai | ジャボチカバの盆栽の植え替えの時期は？
direct | ja | bonsai | 盆栽の葉が黄色くなってきた
direct | ja | brother Shigeru; Japan trip; Kumamoto roots; Beppu onsen; flights | 浜松の弟に何を持っていけば喜ぶ？
direct | ja | daughter Yoko; Yoko pregnancy; Yoko vegetarian; baby name; son-in-law Felipe | 初孫が三月に生まれる、何を用意すればいい？
direct | ja | baby name; Yoko pregnancy; daughter Yoko; Yoko vegetarian; son-in-law Felipe | 「ハナ」と「ルナ」、日系の名字に合うのはどっち？
direct | ja | varroa treatment; beekeeper | シュウ酸でダニ対策、七月にやってもいい？
direct | ja | stingless bees; beekeeper | ジャタイの巣箱を春に分けるには？
direct | ja | former ship engineer; memoir | 機関長時代の話を本にしたい、どう始める？
direct | ja | cataract surgery | 白内障の手術のあと気をつけることは？
direct | ja | genmaicha | 玄米茶のカフェインは多い？
direct | ja | hearing loss | うるさいレストランで会話が聞き取れない
implicit | ja | Haruko memory; mother Haruko; Haruko hearing; films; NHK news | 認知症の親と暮らすときの台所の安全対策
implicit | ja | Beppu onsen; Japan trip; Kumamoto roots; flights; brother Shigeru | 十月の別府のおすすめの宿
mixed | ja | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | 熊本の移民の資料はどこで見られる？
quote | ja | Yoko pregnancy; daughter Yoko; baby name; Yoko vegetarian; son-in-law Felipe | 「娘が三月に出産します」をポルトガル語にして
personal_none | ja | - | お客さんへのお詫びの手紙を書いて
personal_none | ja | - | 週末にのんびりする計画を立てて
homograph | ja | - | 餅の美味しい焼き方は？
homograph | ja | - | ハナミズキの花言葉は？
homograph | ja | - | マリーナでヨットを借りるには？
homograph | ja | - | 銀河鉄道の夜のあらすじ
name | ja | - | アイルトン・セナは何回優勝した？
name | ja | - | オノ・ヨーコの代表作は？
name | ja | - | 宮本茂の作ったゲーム一覧
name | ja | - | 金正恩の最新ニュース
place | ja | - | クリチバの人口は？
place | ja | - | 浜松の餃子が有名な理由
place | ja | - | 熊本城の修復はいつ終わる？
brand | ja | - | サムスンの新しいスマホの評判
brand | ja | - | ホンダの新しいバイク
brand | ja | - | フィアットの軽トラ
topic | ja | - | 蜂蜜はどうやってできる？
topic | ja | - | 日本からブラジルへの移民の歴史
subword | ja | - | 蜂の巣状の模様とは
subword | ja | - | 船便と航空便の違い
subword | ja | - | 母屋とは何ですか
function | ja | - | 「は」と「が」の違い
stem | ja | - | 養蜂家になるには
generic | ja | - | 今夜の夕食のおすすめ
generic | ja | - | おすすめの映画
`;

export const EIGHTH_KO_LINES = `
direct | ko | dog Paçoca; Paçoca skin | 파소카가 계속 귀를 긁어요, 샴푸를 바꿔야 할까요?
direct | ko | Paçoca skin; dog Paçoca | 강아지한테 닭고기 대신 칠면조 줘도 돼요?
direct | ko | cat Mochi; Mochi kidneys | 모찌 신장 검사는 얼마나 자주 해야 해요?
direct | ko | cat Mochi; Mochi kidneys | 처방 사료를 안 먹으면 어떻게 해요?
direct | ko | Marina K-drama; wife Marina; Marina diabetes; Marina choir; Marina birthday | 마리나가 볼 만한 한국 드라마 추천해 주세요
direct | ko | Marina K-drama; wife Marina; Marina diabetes; Marina choir; Marina birthday | 아내에게 쉬운 한국어 인사말 가르치는 방법
direct | ko | wife Marina; Marina diabetes; Marina choir; Marina birthday; Marina K-drama | 당뇨 있는 아내 생일 케이크는 뭐가 좋아요?
direct | ko | kimchi; neighbour Kim | 배추김치가 이틀 만에 너무 시어졌어요
direct | ko | kimchi | 김치 담글 때 젓갈 대신 뭐 넣어요?
direct | ko | neighbour Kim; kimchi | 김 씨가 산 벌통에서 벌이 도망갔대요
direct | ko | night driving; cataract surgery | 백내장 수술 후에는 밤에 운전해도 돼요?
direct | ko | YouTube channel | 양봉 유튜브 다음 영상 주제 추천
direct | ko | YouTube channel | 구독자 1,200명에서 더 늘리려면?
direct | ko | varroa treatment; beekeeper | 옥살산으로 응애 치료는 언제 해요?
direct | ko | honey extractor | 16틀 채밀기 살 만해요?
direct | ko | sting reaction | 벌에 쏘였을 때 에피펜 쓰는 법
direct | ko | son Ayrton; Ayrton marathon; Ayrton wedding; football | 아들 마라톤 3시간 30분 안에 뛰려면?
direct | ko | Ayrton wedding; son Ayrton; Ayrton marathon; football | 아들 결혼식 아버지 축사 어떻게 써요?
direct | ko | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | 어머니가 밤에 가스를 자꾸 안 잠가요
direct | ko | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | 10월 일본 여행 구마모토 날씨
direct | ko | blood pressure | 로사르탄 아침에 녹차랑 먹어도 돼요?
direct | ko | knee | 무릎 수술한 사람이 무거운 상자 드는 법
direct | ko | sauna | 마당 사우나 온도는 몇 도가 적당해요?
direct | ko | Fusca Jabuti; Fusca parts | 1972년 비틀 카뷰레터 어디서 구해요?
implicit | ko | Mochi kidneys; cat Mochi | 신장이 약한 고양이 사료 추천
implicit | ko | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | 당뇨 환자가 꿀 먹어도 돼요?
mixed | ko | beekeeper; hive notebook; hive scale; hive building; apiary land; varroa treatment; queen bees; frost; swarm calls; bracatinga honey; stingless bees | 겨울에 쿠리치바에서 꿀이 나는 꽃
personal_none | ko | - | 손님에게 사과 편지 써 줘
personal_none | ko | - | 주말에 푹 쉬는 계획 세워 줘
homograph | ko | - | 찹쌀떡 모찌 만드는 법
homograph | ko | - | 마리나 요트 정박 비용
homograph | ko | - | 은하수는 어떻게 생겼어요?
homograph | ko | - | 하나은행 환율 우대
name | ko | - | 아일톤 세나 우승 횟수
name | ko | - | 김정은 최근 소식
name | ko | - | 오노 요코 대표작
name | ko | - | 미야모토 시게루가 만든 게임
place | ko | - | 쿠리치바 인구는?
place | ko | - | 세부 여행 추천 코스
place | ko | - | 하마마쓰 맛집
brand | ko | - | 삼성 갤럭시 S25 후기
brand | ko | - | 혼다 오토바이 추천
topic | ko | - | 꿀벌은 꿀을 어떻게 만들어요?
topic | ko | - | 브라질 일본인 이민 역사
subword | ko | - | 꿀팁 모음
subword | ko | - | 선박 보험이란?
function | ko | - | "은"과 "는"의 차이
stem | ko | - | 양봉업자 연봉
generic | ko | - | 오늘 저녁 메뉴 추천
generic | ko | - | 재미있는 영화 추천
`;
