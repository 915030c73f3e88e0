// The thirteenth blind aboutness set's questions in Chinese, Japanese and Korean, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const THIRTEENTH_ZH_LINES = `
direct | zh | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | Pipoca今天在猫砂盆外面尿了两次，要不要去看兽医
direct | zh | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | 我的猫能吃一点煮鸡胸肉吗
direct | zh | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | 出门旅行十天，邻居能照顾好Pipoca吗，要交代什么
direct | zh | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | 我家狗的利什曼病复查要查哪些指标
direct | zh | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | Pelé的驱虫项圈多久换一次
direct | zh | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | 房东要求给狗买责任险，葡萄牙哪家保险公司好
direct | zh | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | 帮我给Luca计划一个周一的惊喜
direct | zh | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | 男朋友乳糖不耐受，生日蛋糕怎么做
direct | zh | mother Socorro; Socorro diabetes; transfer to mother | 我妈空腹血糖一百八，吃着二甲双胍，要紧吗
direct | zh | mother Socorro; Socorro diabetes; transfer to mother | 每月给巴西的妈妈汇钱，Wise和别的平台哪个手续费低
direct | zh | father Severino; Severino hearing | 爸爸总是不戴助听器，我该怎么劝他
direct | zh | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | 给住在东京的小侄女选什么生日礼物
direct | zh | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | 十一月和姐姐一家去京都看红叶，行程怎么排
direct | zh | Luca's mother Rosa; Rosa arthritis | 男朋友的妈妈手有类风湿关节炎，送什么礼物实用
direct | zh | hypothyroidism; health caveat | 左甲状腺素能和咖啡一起吃吗
direct | zh | ADHD; health caveat | 哌甲酯让我没胃口，怎么办
direct | zh | migraine; health caveat | 经期前的偏头痛除了布洛芬还有什么办法
direct | zh | dust mite allergy | 对尘螨过敏，床单多久洗一次
direct | zh | wrist tendinitis; split keyboard | 我的手腕腱鞘炎又犯了，有什么拉伸动作
direct | zh | wrist tendinitis; split keyboard | 分体键盘的倾斜角度怎么调才不伤手腕
direct | zh | Kafka migration; developer | 支付系统从RabbitMQ迁到Kafka，怎么保证同一账户的消息顺序
direct | zh | on-call week | 下周轮到我值班，周三晚上还能去听音乐会吗
direct | zh | January incident | 帮我写一月份重复扣款事故的复盘提纲
direct | zh | caju library; caju 2.0 | 帮我写caju 2.0的发布说明
direct | zh | staff promotion; manager Ingrid | 升staff工程师的材料要准备什么
direct | zh | Berlin talk; Berlin hotel | 九月柏林会议的演讲大纲，题目是支付幂等性
direct | zh | citizenship; residence permit | 我的葡萄牙国籍申请一般要等多久
direct | zh | buying a flat; flat budget | 按我们的预算在阿尔马达买房，月供大概多少
direct | zh | wedding; wedding guests | 在博洛尼亚办小型婚礼，要提前多久准备
direct | zh | ETF investing; emergency fund | 每个月定投的全球ETF要不要加仓
direct | zh | no crypto | 同事劝我买比特币，我该怎么回
direct | zh | Portuguese tax | 我今年报IRS能抵扣哪些
direct | zh | surfing; no car | 周六去Ericeira冲浪，浪况怎么样
direct | zh | crochet; niece Yuki | 给侄女钩的章鱼玩偶，触手怎么钩才不歪
direct | zh | running | 十月的半程马拉松，帮我排十二周训练
direct | zh | photography | 我的富士X100V拍夜景用什么胶片模拟
direct | zh | Japanese study; kanji | 离N3考试还有三个月，汉字怎么背
direct | zh | Mandarin at university | 我大学学过两年中文，现在想捡起来，从哪开始
direct | zh | oolong tea; no coffee after lunch | 铁观音泡几分钟最好
direct | zh | deposit dispute; São Paulo years | 圣保罗的前房东还欠我押金，人在葡萄牙能追回来吗
direct | zh | tai chi | 周日在公园打太极，冬天早上太冷怎么办
direct | zh | pescatarian; meatless recipes; cooking with Luca | 周日给我们俩做什么菜
direct | zh | scooter | 我的小米滑板车刹车有咔哒声
direct | zh | reading | 读完勒古恩还能看什么科幻小说
direct | zh | Seoul trip; Korean basics | 明年四月首尔釜山两周怎么玩
implicit | zh | no coffee after lunch; ADHD; oolong tea | 下午四点开会前能来杯浓缩咖啡吗
implicit | zh | Pipoca urinary; cat Pipoca; no human food for Pipoca | 她一直蹲在猫砂盆里却尿不出来
implicit | zh | no sauna | 健身房新开了桑拿，跑步后可以去吗
personal_none | zh | - | 我想给牙医送个新年礼物，送什么好
personal_none | zh | - | 我把伞忘在火车上了，找谁
personal_none | zh | - | 表弟找我借钱，怎么拒绝
homograph | zh | - | 爆米花用平底锅怎么做
homograph | zh | - | 卡夫卡式的官僚是什么意思
homograph | zh | - | 医院值班医生一晚能睡几个小时
name | zh | - | 贝利一共进了多少球
name | zh | - | 英格丽·褒曼演过哪些电影
name | zh | - | 陀思妥耶夫斯基的生平
place | zh | - | 里斯本有哪些值得去的博物馆
place | zh | - | 京都清水寺几点开门
place | zh | - | 累西腓在巴西哪里
brand | zh | - | 小米新出的手机怎么样
brand | zh | - | Kindle在中国还能买到吗
brand | zh | - | 富士相机为什么总缺货
topic | zh | - | 利什曼病是怎么传播的
topic | zh | - | 甲状腺功能减退有哪些症状
topic | zh | - | Kafka和RabbitMQ有什么区别
subword | zh | - | 小熊猫是熊还是浣熊
subword | zh | - | 茶几放在客厅哪里合适
function | zh | - | 婴儿一天要喝几次奶
stem | zh | - | 冲浪板是谁发明的
generic | zh | - | 夏天小房子怎么保持凉快
idiom | zh | - | 挂羊头卖狗肉是什么意思
idiom | zh | - | “狗拿耗子多管闲事”是什么意思
mixed | zh | - | 什么是 idempotency key，用中文解释一下
`;

export const THIRTEENTH_JA_LINES = `
direct | ja | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | ピポカがトイレ以外でおしっこをした、病院に行くべき？
direct | ja | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | 猫に人間のおやつを少しあげてもいい？
direct | ja | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | 旅行中、隣のおばあさんにピポカの世話を頼むときの注意点
direct | ja | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | うちの犬のリーシュマニア症、半年ごとの検査で何を見る？
direct | ja | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | ペレの首輪はいつ替えればいい？
direct | ja | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | アロプリノールを飲んでいる犬のごはんで気をつけること
direct | ja | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | ルカの休みの月曜日にどこへ行こう
direct | ja | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | 乳糖不耐症の彼のために誕生日ケーキを作りたい
direct | ja | mother Socorro; Socorro diabetes; transfer to mother | 母の血糖値が高い、メトホルミンを飲んでいるのに
direct | ja | mother Socorro; Socorro diabetes; transfer to mother | レシフェの母への仕送り、Wiseより安い方法は？
direct | ja | father Severino; Severino hearing | 父が補聴器をつけてくれない、どう話せばいい？
direct | ja | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | 姪のユキの誕生日に何を送ろう
direct | ja | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | 義兄ケンジへの手紙を日本語で書くのを手伝って
direct | ja | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | 姉の家族と十一月に京都へ、紅葉の名所と宿の予約
direct | ja | sister Camila; niece Yuki; Kyoto trip; letter to Kenji; kanji; Japanese study | カミラに送るメッセージ、漢字が正しいか見て
direct | ja | Luca's mother Rosa; Rosa arthritis | ルカのお母さんの手の関節炎に役立つプレゼント
direct | ja | hypothyroidism; health caveat | レボチロキシンはコーヒーと一緒に飲んでもいい？
direct | ja | ADHD; health caveat | メチルフェニデートの効き目が午後に切れる
direct | ja | migraine; health caveat | 生理前の片頭痛、イブプロフェン以外の対策
direct | ja | dust mite allergy | ダニアレルギーにいい布団の洗い方
direct | ja | wrist tendinitis; split keyboard | 長時間のコーディングで右手首が痛い
direct | ja | Kafka migration; developer | 決済システムをKafkaに移すとき、順序をどう保証する？
direct | ja | on-call week | 来週はオンコール当番、金曜の飲み会に行っていい？
direct | ja | January incident | 一月の二重決済障害のポストモーテムの構成
direct | ja | caju library; caju 2.0; Kotlin examples | cajuをKotlin Multiplatformにする手順
direct | ja | staff promotion; manager Ingrid | スタッフエンジニア昇進のためにイングリッドと何を話す？
direct | ja | Berlin talk; Berlin hotel | ベルリンでの冪等性の発表の構成を考えて
direct | ja | citizenship; residence permit | ポルトガル国籍の申請はどのくらいかかる？
direct | ja | buying a flat; flat budget | 予算内でアルマダにマンションを買えるか
direct | ja | wedding; wedding guests | ボローニャでの結婚式の準備リスト
direct | ja | ETF investing; emergency fund | 毎月のETF積立を増やすべき？
direct | ja | Portuguese tax | ポルトガルの確定申告IRSで控除できるもの
direct | ja | surfing; no car | 土曜のエリセイラの波はどう？
direct | ja | crochet; niece Yuki | 姪に編んでいるタコのあみぐるみ、足がねじれる
direct | ja | running | 十月のハーフマラソンに向けた練習計画
direct | ja | photography | X100Vで夜のスナップを撮る設定
direct | ja | Japanese study; kanji | N3まであと三か月、漢字をどう覚える？
direct | ja | ramen | リスボンで魚介系の塩ラーメンが食べられる店
direct | ja | reading | ル＝グウィンの次に読むSF
direct | ja | Seoul trip; Korean basics | 四月のソウルと釜山、二週間の旅程
direct | ja | scooter | シャオミのキックボードのブレーキがカチカチ鳴る
direct | ja | pescatarian; meatless recipes; cooking with Luca | 日曜日に二人で作る夕食のアイデア
direct | ja | oolong tea; no coffee after lunch | 鉄観音のおいしい淹れ方
direct | ja | kimchi | 味噌で漬けたキムチがしょっぱすぎる
implicit | ja | no coffee after lunch; ADHD; oolong tea | 夕方五時にエスプレッソを飲んでも大丈夫？
implicit | ja | Pipoca urinary; cat Pipoca; no human food for Pipoca | 彼女が何度もトイレに行くのにほとんど出ない
implicit | ja | wrist tendinitis; split keyboard | 会社の普通のキーボードだと手が痛くなる
personal_none | ja | - | 歯医者さんへのお歳暮は何がいい？
personal_none | ja | - | 電車に傘を忘れた、どこに連絡する？
personal_none | ja | - | いとこにお金を貸してと言われた、どう断る？
homograph | ja | - | ポップコーンをフライパンで作る方法
homograph | ja | - | 当直の医師は一晩に何時間寝られる？
name | ja | - | カフカの『変身』のあらすじ
name | ja | - | ペレはワールドカップで何ゴール決めた？
name | ja | - | イングリッド・バーグマンの代表作
name | ja | - | ドストエフスキーの『罪と罰』は何年に書かれた？
place | ja | - | 京都の紅葉の見頃はいつ？
place | ja | - | リスボンの路面電車28番の路線
place | ja | - | ボローニャの名物料理
brand | ja | - | 富士フイルムのX100VIの価格
brand | ja | - | キンドルとKoboはどちらがいい？
topic | ja | - | 甲状腺機能低下症の症状
topic | ja | - | JLPTの合格点は何点？
topic | ja | - | リーシュマニア症はどうやってうつる？
subword | ja | - | ユキヒョウはどこに住んでいる？
subword | ja | - | 東京都の人口は？
function | ja | - | 赤ちゃんは一日に何回ミルクを飲む？
stem | ja | - | サーフボードの歴史
generic | ja | - | 狭い部屋を夏に涼しくする方法
idiom | ja | - | 「猫の額ほどの庭」とはどのくらいの広さ？
idiom | ja | - | 「犬も歩けば棒に当たる」の由来
mixed | ja | - | idempotencyって日本語で何と言う？
`;

export const THIRTEENTH_KO_LINES = `
direct | ko | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | 피포카가 화장실 밖에 소변을 봤어, 병원 가야 할까?
direct | ko | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | 우리 고양이한테 참치 조금 줘도 돼?
direct | ko | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | 여행 가는 동안 이웃에게 피포카 밥을 부탁할 때 적어 둘 것
direct | ko | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | 우리 개 리슈마니아 검사 결과에서 뭘 봐야 해?
direct | ko | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | 펠레 목줄형 구충제는 언제 바꿔야 해?
direct | ko | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | 집주인이 개 배상책임보험을 요구하는데 어디가 좋아?
direct | ko | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | 루카가 쉬는 월요일에 뭐 하면 좋을까
direct | ko | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | 유당불내증 남자친구를 위한 생일 디저트
direct | ko | mother Socorro; Socorro diabetes; transfer to mother | 엄마 공복 혈당이 180이야, 메트포르민 먹는데 괜찮아?
direct | ko | mother Socorro; Socorro diabetes; transfer to mother | 헤시피에 계신 엄마한테 송금할 때 수수료 싼 방법
direct | ko | father Severino; Severino hearing | 아빠가 보청기를 안 끼셔, 어떻게 설득하지
direct | ko | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | 도쿄에 사는 조카 유키 생일 선물 추천
direct | ko | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | 언니네 가족이랑 11월에 교토 가는데 일정 짜 줘
direct | ko | Luca's mother Rosa; Rosa arthritis | 루카 어머니 손 관절염에 도움이 되는 선물
direct | ko | hypothyroidism; health caveat | 레보티록신을 커피랑 같이 먹어도 돼?
direct | ko | ADHD; health caveat | 메틸페니데이트 때문에 입맛이 없어
direct | ko | migraine; health caveat | 생리 전 편두통에 이부프로펜 말고 뭐가 좋아?
direct | ko | migraine | 편두통이 올 것 같을 때 미리 할 수 있는 것
direct | ko | dust mite allergy | 집먼지진드기 알레르기가 있는데 침구 관리법
direct | ko | wrist tendinitis; split keyboard | 코딩을 오래 하면 오른쪽 손목이 아파
direct | ko | Kafka migration; developer | 결제 시스템을 카프카로 옮길 때 계정별 순서 보장하는 법
direct | ko | on-call week | 다음 주 온콜인데 수요일 밤 공연 가도 될까
direct | ko | January incident | 1월 중복 결제 장애 포스트모템 목차
direct | ko | caju library; caju 2.0 | caju 2.0 릴리스 노트 써 줘
direct | ko | staff promotion; manager Ingrid | 스태프 엔지니어 승진 자료에 뭘 넣어야 해?
direct | ko | Berlin talk; Berlin hotel | 9월 베를린 발표 개요, 결제 멱등성
direct | ko | citizenship; residence permit | 포르투갈 국적 신청은 보통 얼마나 걸려?
direct | ko | buying a flat; flat budget | 우리 예산으로 알마다에 집을 살 수 있을까
direct | ko | wedding; wedding guests | 볼로냐 결혼식 준비 체크리스트
direct | ko | ETF investing; emergency fund | 매달 넣는 ETF 금액을 늘려야 할까
direct | ko | Portuguese tax | 포르투갈 IRS 신고 때 공제되는 것
direct | ko | surfing; no car | 토요일 에리세이라 파도 어때?
direct | ko | crochet; niece Yuki | 조카 주려고 뜨는 문어 인형 다리가 꼬여
direct | ko | running | 10월 하프 마라톤 12주 훈련 계획
direct | ko | photography | X100V로 밤거리 찍을 때 설정
direct | ko | Japanese study; kanji | N3까지 석 달 남았는데 한자 외우는 법
direct | ko | Seoul trip; Korean basics | 4월 서울 부산 2주 여행 일정 짜 줘
direct | ko | Seoul trip; Korean basics | 서울 여행 전에 꼭 알아야 할 한국어 표현
direct | ko | Korean basics; Seoul trip | 한글 받침 읽는 법 쉽게 설명해 줘
direct | ko | K-dramas | 김태리 나오는 드라마 중에 아직 안 본 거 추천
direct | ko | kimchi | 된장으로 담근 내 김치가 너무 짜
direct | ko | kimchi; pescatarian | 비건 김치 익히는 데 며칠 걸려?
direct | ko | scooter | 샤오미 킥보드 브레이크에서 딸깍 소리가 나
direct | ko | pescatarian; meatless recipes; cooking with Luca | 일요일에 둘이 만들 저녁 메뉴
direct | ko | oolong tea; no coffee after lunch | 철관음 맛있게 우리는 법
implicit | ko | no coffee after lunch; ADHD; oolong tea | 오후 다섯 시에 에스프레소 마셔도 될까
implicit | ko | Pipoca urinary; cat Pipoca; no human food for Pipoca | 그 애가 화장실에 계속 가는데 거의 안 나와
implicit | ko | no sauna | 헬스장에 사우나가 새로 생겼는데 달리기 후에 가도 돼?
personal_none | ko | - | 치과 선생님께 연말 선물로 뭐가 좋을까
personal_none | ko | - | 기차에 우산을 두고 내렸어, 어디에 연락해?
personal_none | ko | - | 사촌이 돈을 빌려 달래, 어떻게 거절하지
homograph | ko | - | 팝콘을 프라이팬으로 만드는 법
homograph | ko | - | 당직 의사는 하룻밤에 몇 시간 자?
name | ko | - | 펠레는 월드컵에서 몇 골 넣었어?
name | ko | - | 카프카의 변신 줄거리
name | ko | - | 김태리 나이
name | ko | - | 잉그리드 버그만 대표작
place | ko | - | 부산 해운대 근처 맛집
place | ko | - | 리스본 28번 트램 노선
place | ko | - | 교토 단풍 명소
brand | ko | - | 샤오미 새 휴대폰 어때?
brand | ko | - | 넷플릭스 광고형 요금제는 어떤 나라에서 돼?
topic | ko | - | 갑상선 기능 저하증은 유전돼?
topic | ko | - | 김치 담그는 기본 방법
topic | ko | - | 리슈마니아는 어떻게 전염돼?
subword | ko | - | 김치찌개 끓이는 법
subword | ko | - | 서울대 입학 조건
function | ko | - | 아기는 하루에 몇 번 분유를 먹어?
stem | ko | - | 서핑 보드는 누가 만들었어?
generic | ko | - | 좁은 방을 여름에 시원하게 하는 법
idiom | ko | - | '고양이 목에 방울 달기'의 뜻
idiom | ko | - | '개구리 올챙이 적 생각 못 한다'는 무슨 뜻?
mixed | ko | - | idempotency를 한국어로 뭐라고 해?
`;
