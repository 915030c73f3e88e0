// The sixth blind aboutness set, Japanese and Korean questions, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`; categories as sixthQuestionsEnZh.ts says.

export const SIXTH_JA_KO_LINES = `
direct | ja | friend Yuki; Yuki nurse; Kyoto trip memory | ゆきの誕生日に何を送ればいいかな
direct | ja | Kyoto trip memory; friend Yuki; Yuki nurse | 今度ゆきとまた京都に行くなら、どこを回ればいい?
direct | ja | wagashi; lactose intolerance | 乳製品を使わない和菓子を教えて
direct | ja | Japanese basics; friend Yuki; Yuki nurse; Kyoto trip memory | ひらがなを早く覚えるコツは?友だちと話したいから
direct | ja | winter constellations; telescope; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | 子どもたちに冬の星座を見せたい、何時ごろがいい?
direct | ja | Yuki nurse; friend Yuki; night shifts; Kyoto trip memory | ゆきも夜勤があるけど、時差があっても話せる時間は?
direct | ja | dog Clio; Clio coat; Clio muzzle | うちのグレイハウンドに冬用のコートは必要?
direct | ja | father diabetes; father hypos; father driving; father visits | 父は1型糖尿病で一人暮らし。夜の低血糖が心配です
direct | ja | Iris asthma; twins Jules and Iris; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris drawing; Iris peanuts; Iris glasses | 娘のぜんそく、運動会の前に気をつけることは?
direct | ja | Jules space and judo; Jules Lego; Jules screens; planets project; twins Jules and Iris; chess | 息子は柔道と宇宙が好き。誕生日プレゼントは何がいい?
direct | ja | telescope; astrophotography | 私の望遠鏡で土星の写真を撮るコツ
direct | ja | night shifts; daytime sleep | 夜勤明けにぐっすり眠る方法
direct | ja | flat feet; 10 km race | 偏平足でも走りやすい靴はどれ?
direct | ja | Korean lessons; TOPIK exam; Japanese basics | 韓国語と日本語を同時に勉強するのは無理かな
direct | ja | Ciel de Lyon; star map printing; shop taxes; shop Instagram | 私の星図のお店、日本のお客さん向けに何を変えればいい?
direct | ja | pescatarian; no meat recipes; lactose intolerance | 今夜の夕飯、肉なしで簡単なものは?
direct | ja | partner Emmanuel; Emmanuel coeliac; Emmanuel climbing; anniversary; gluten-free baking; gluten-free pizza | 夫はグルテンがだめなので、週末の料理を考えて
direct | ja | rabbit Tesla; Tesla diet; neighbour Roux | うちのうさぎがにんじんを食べない
implicit | ja | Jules space and judo; Jules Lego; planets project; twins Jules and Iris; Jules screens; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | 宇宙好きの7歳の男の子へのプレゼント
mixed | ja | night shifts; daytime sleep | 夜勤は体に悪いって本当?
quote | ja | - | 「月が綺麗ですね」ってどういう意味?
subword | ja | - | ゆきだるまの作り方
subword | ja | - | 京都議定書とは何ですか
subword | ja | - | 星座占いは当たるの?
subword | ja | - | 雪国の作者は誰?
homograph | ja | - | アイリスの花言葉は?
homograph | ja | - | 虹彩の色はどうやって決まるの?
name | ja | - | テスラはどこの国の人?
name | ja | - | マクロン大統領の経歴
place | ja | - | 大阪万博はいつ開かれた?
place | ja | - | リヨンの旧市街はなぜ世界遺産なの?
brand | ja | - | ニコンとキヤノンの歴史の違い
brand | ja | - | ルノーと日産の関係は?
topic | ja | - | 抹茶と煎茶の違いは?
topic | ja | - | オリオン座のベテルギウスはいつ爆発する?
topic | ja | - | 看護師不足はなぜ起きている?
topic | ja | - | 和菓子の歴史を教えて
topic | ja | - | すばるはなぜ六連星と呼ばれるの?
stem | ja | - | 勉強机の選び方
function | ja | - | 「は」と「が」の違い
generic | ja | - | 日本の冬の行事は何がある?
personal_none | ja | - | 最近、歯ぐきから血が出る
personal_none | ja | - | 引っ越しの手続きを教えて
personal_none | ja | - | 私のパソコンが遅い
direct | ko | TOPIK exam; Korean lessons | 토픽 시험까지 다섯 달 남았는데 어떻게 공부하면 좋을까요?
direct | ko | tutor Min-ji; Korean lessons | 민지 선생님께 드릴 작은 선물 뭐가 좋을까요?
direct | ko | Korean food; pescatarian | 고기 없이 만들 수 있는 한국 요리 알려 주세요
direct | ko | drama phrases; K-dramas | 드라마에서 들은 존댓말 표현을 정리하고 싶어요
direct | ko | Seoul observatory; Seoul trip; astronomy club; monthly budget | 서울에서 별을 볼 수 있는 곳이 있나요?
direct | ko | Seoul trip; monthly budget; Seoul observatory | 서울 여행 예산을 짜 주세요
direct | ko | K-dramas; drama phrases | 자막 없이 보기 좋은 드라마 추천해 주세요
direct | ko | dog Clio; Clio muzzle; Clio coat | 우리 개가 고양이를 쫓아가요, 어떻게 해요?
direct | ko | father diabetes; father hypos; father driving; father visits | 아버지가 당뇨병이 있어서 밤에 저혈당이 와요
direct | ko | Iris asthma; Iris peanuts; Iris drawing; Iris glasses; twins Jules and Iris | 딸이 천식이 있는데 캠프에 보내도 될까요?
direct | ko | twins Jules and Iris; twins birthday; Jules space and judo; Jules screens; Jules Lego; planets project; chess; Iris asthma; Iris drawing; Iris peanuts; Iris glasses | 쌍둥이 생일 파티 아이디어 주세요
direct | ko | night shifts; daytime sleep; tea on nights | 야간 근무 끝나고 잠이 안 와요
direct | ko | flat feet; 10 km race | 평발인데 10킬로 달리기 연습은 어떻게 하죠?
direct | ko | lactose intolerance; wagashi | 우유를 못 먹는데 디저트 뭐가 좋아요?
direct | ko | back pain | 환자를 들다가 허리가 아파요
direct | ko | partner Emmanuel; anniversary; Emmanuel coeliac; Emmanuel climbing; gluten-free baking; gluten-free pizza | 남편 결혼기념일 선물 추천해 줘
direct | ko | telescope | 제 망원경으로 목성 줄무늬가 보일까요?
direct | ko | Korean lessons; tutor Min-ji; TOPIK exam | 화요일 수업 전에 뭘 복습하면 좋을까요?
implicit | ko | flat feet | 평발에 좋은 운동화 추천
mixed | ko | father diabetes; father driving; father hypos; father visits | 당뇨 망막병증이 있으면 밤 운전이 위험한가요?
quote | ko | - | "가는 말이 고와야 오는 말이 곱다"는 무슨 뜻이에요?
subword | ko | - | 시험관 아기 시술은 어떻게 하나요?
subword | ko | - | 서울대학교는 언제 세워졌어요?
subword | ko | - | 해물파전의 유래는?
homograph | ko | - | 오늘의 토픽은 뭐예요?
homograph | ko | - | 홍채 인식은 안전한가요?
name | ko | - | 뉴진스 민지는 몇 살이에요?
name | ko | - | 마크롱 대통령은 언제 당선됐나요?
place | ko | - | 서울의 옛 이름은 무엇인가요?
place | ko | - | 리옹은 어떤 도시예요?
brand | ko | - | 테슬라 주가가 왜 올랐어요?
brand | ko | - | 르노 조에는 어떤 차예요?
topic | ko | - | 한글은 누가 만들었어요?
topic | ko | - | 천문대는 왜 산 위에 있어요?
topic | ko | - | 존댓말은 언제부터 쓰였나요?
topic | ko | - | 한국 드라마가 세계적으로 인기 있는 이유
topic | ko | - | 순두부찌개의 역사
stem | ko | - | 선생님의 날은 언제예요?
function | ko | - | 은/는 과 이/가 차이가 뭐예요?
generic | ko | - | 한국 사람들은 여름에 뭘 먹어요?
personal_none | ko | - | 제 노트북이 너무 느려요
personal_none | ko | - | 이사 갈 집을 어떻게 고르죠?
personal_none | ko | - | 요즘 머리카락이 많이 빠져요
`;
