// The fourth blind aboutness set's Japanese and Korean questions (line format and categories:
// blindQuestionsEnZh.ts). Direct questions often drop the subject, as both languages do.

export const FOURTH_JA_KO_LINES = `
direct | ja | きなこ | きなこが最近よく吐くんだけど、病院に連れて行くべき？
direct | ja | きなこ | 猫のトイレ、うちの子に合うのはどのタイプかな
direct | ja | 札幌 | 札幌で冬に子どもと遊べる屋内施設は？
direct | ja | 札幌 | 今年の雪かき、腰を痛めないコツある？札幌の大雪に備えたい
direct | ja | フィット | フィットのタイヤ交換、自分でやっても大丈夫？
direct | ja | リク | 中一の息子が部活と勉強の両立に悩んでいる。親としてどう声をかければいい？
direct | ja | リク | リクのスマホの使いすぎが心配です
direct | ja | 卓球 | 卓球の練習メニュー、小学生向けに考えてくれる？
direct | ja | 卓球 | 週末教えている子たちのやる気を上げるには？
direct | ja | アトピー | 乾燥する季節、アトピー肌に合う保湿剤は？
direct | ja | アトピー | 肌が弱いので、洗剤選びのポイントを教えて
direct | ja | 保育士 | 保育園で子どもが喧嘩したとき、保護者にどう伝えればいい？
direct | ja | 盆栽; 札幌 | 盆栽の冬越し、札幌だと何に気をつければいい？
direct | ja | 盆栽; 札幌 | 寒い地域で盆栽を外に置いても平気？うちのあたりは氷点下になる
direct | ja | スイッチ | スイッチで家族みんなで遊べるソフトある？
personal_none | ja | - | 確定申告のやり方がわからない。手伝って
personal_none | ja | - | 来月の旅行、何を持っていけばいい？
personal_none | ja | - | 最近眠りが浅いんだけど、何かいい方法ある？
homograph | ja | - | きなこはどうやって作られますか？
homograph | ja | - | 電気のスイッチの仕組みを教えて
homograph | ja | - | フィットネスの効果は何ですか？
subword | ja | - | リクルートはどんな会社ですか？
subword | ja | - | 卓球台の大きさは何センチ？
subword | ja | - | 札幌雪まつりはいつ始まりましたか？
name | ja | - | 『ジャングル大帝』のリクはどんな役ですか？
brand | ja | - | ホンダはいつ創業しましたか？
brand | ja | - | ニンテンドースイッチは何台売れましたか？
place | ja | - | 札幌の人口はどれくらいですか？
topic | ja | - | 盆栽の歴史を教えて
topic | ja | - | アトピー性皮膚炎の原因は何ですか？
topic | ja | - | 保育士不足はなぜ起きているのですか？
topic | ja | - | 卓球はどこの国で生まれましたか？
generic | ja | - | 日本人は冬に何を食べますか？
function | ja | - | 「は」と「が」の違いは何ですか？
direct | ko | 보리 | 보리가 요즘 산책할 때 자꾸 멈춰 서요. 왜 그럴까요?
direct | ko | 보리 | 푸들 털 관리 어떻게 해야 돼? 우리 애 털이 자꾸 엉켜
direct | ko | 인천 | 인천에서 아이랑 주말에 갈 만한 곳 추천해 줘
direct | ko | 쏘렌토 | 쏘렌토 엔진오일 교환 주기가 어떻게 돼요?
direct | ko | 쏘렌토 | 내 차로 겨울에 캠핑 가도 괜찮을까?
direct | ko | 준호 | 고3 아들이 수능 스트레스가 심해요. 어떻게 도와줘야 할까요?
direct | ko | 준호 | 준호 생일 선물로 뭐가 좋을까
direct | ko | 통풍 | 통풍 있는 사람이 먹어도 되는 안주 알려줘
direct | ko | 통풍 | 회식 자리에서 맥주 대신 뭘 마시면 좋을까? 내 몸 상태 생각해서
direct | ko | 공무원 | 구청 민원 응대할 때 스트레스 줄이는 방법 있어?
direct | ko | 뜨개질 | 뜨개질 초보가 만들기 좋은 겨울 목도리 패턴 추천해줘
direct | ko | 트윈스 | 이번 시즌 트윈스 경기 보러 잠실 가려는데 좌석 추천해 줘
direct | ko | 간헐적 단식 | 오전에 배고플 때 어떻게 버텨요? 단식 중이라서
direct | ko | 간헐적 단식 | 점심 첫 끼로 뭘 먹으면 좋을까?
direct | ko | 보리; 인천 | 인천에 강아지랑 갈 수 있는 카페 있어?
personal_none | ko | - | 이사 준비 체크리스트 만들어 줘
personal_none | ko | - | 요즘 자꾸 두통이 있는데 왜 그럴까?
personal_none | ko | - | 자기소개서 첫 문장 어떻게 쓰지?
homograph | ko | - | 아프리카의 기아 문제는 왜 해결되지 않나요?
homograph | ko | - | 집 안 통풍이 잘 되게 하려면 어떻게 해야 하나요?
homograph | ko | - | 보리는 어떤 곡물인가요?
subword | ko | - | 보리차는 몸에 좋은가요?
subword | ko | - | 인천공항은 언제 개항했나요?
name | ko | - | 쌍둥이자리는 어떤 별자리인가요?
brand | ko | - | 기아는 언제 설립되었나요?
place | ko | - | 인천상륙작전은 언제 있었나요?
place | ko | - | 소렌토는 이탈리아 어디에 있나요?
topic | ko | - | 통풍은 왜 생기나요?
topic | ko | - | 공무원 시험 경쟁률은 얼마나 되나요?
topic | ko | - | 뜨개질은 언제부터 시작되었나요?
topic | ko | - | 간헐적 단식의 원리는 무엇인가요?
generic | ko | - | 한국 사람들은 주말에 보통 뭐 해요?
function | ko | - | 은 과 는 의 차이가 뭐예요?
direct | ja | フィット | 私の車で冬の北海道を走るとき、スタッドレスはどれがいい？
direct | ja | スイッチ | switch のコントローラーがドリフトする。どう直せばいい？
direct | ko | 쏘렌토 | 쏘렌토 타이어 공기압 경고등이 계속 떠요, why?
direct | ko | 뜨개질 | 요즘 뜨고 있는 스웨터 소매가 너무 길게 나왔어 어쩌지
`;
