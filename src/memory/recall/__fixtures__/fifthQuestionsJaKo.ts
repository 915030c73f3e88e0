// The fifth blind aboutness set, Japanese and Korean questions (categories as in fifthQuestionsEnZh.ts), typed
// the way people type: dropped subjects, casual endings, English words in Latin letters. Written before the
// recall rules were read.

export const FIFTH_JA_KO_LINES = `
direct | ja | mother Keiko; health answers | 母の糖尿病、食事で気をつけることを教えて
direct | ja | Neve vet; cat Neve | うちの猫、動物病院で暴れるんだけどどうしたらいい？
direct | ja | weekend bread; sourdough starter Bolota | 私のサワードウ、ライ麦を3割にしたらどうなる？
direct | ja | onsen travel; mother's 70th gift; mother Keiko | 母と行く温泉旅館、おすすめある？
direct | ja | JLPT N2; Japanese furigana; languages spoken | N2の読解、どう勉強すればいい？
direct | ja | son Leo; Leo bedtime | 息子が寝てくれない…どうしよう
direct | ja | Hana peanut allergy; daughter Hana | 娘の遠足のおやつ、何がいい？
direct | ja | dog Mate; Mate walking routes; Mate hip dysplasia | うちの犬、雨の日の散歩どうしよう
direct | ja | Go player; Go study | 囲碁、5級から伸び悩んでる。何をすればいい？
direct | ja | project Lumen; code style; Lumen release | lumenのパーサーをストリーミングにしたい、rustでどう書く？
direct | ja | pescatarian; lactose intolerance; spicy food; no cilantro; Chinese diet note | 今日の晩ご飯なに作ろう
direct | ja | genmaicha; no caffeine after 2 pm | 夕方に飲むお茶、何がいいかな
direct | ja | Busan trip; Busan food | 10月の釜山旅行、3日目のプランを考えて
direct | ja | tortoise Donna | うちのカメの冬眠、冷蔵庫で大丈夫？
direct | ja | Ghibli films; son Leo; daughter Hana | 雨の日曜日、子どもとジブリ見るなら次はどれ？
direct | ja | music taste | 作業用にシティポップのおすすめ教えて
direct | ja | balcony chilies | ベランダの唐辛子に虫がついた
direct | ja | Framework laptop | 私のノートパソコン、Fedoraでスリープ中に電池が減る
direct | ja | half marathon; asthma; running watch | ハーフマラソンまであと8週、練習メニュー作って
direct | ja | Rust talk | カンファレンスの発表スライド、構成を一緒に考えて
direct | ja | partner Mirko; pescatarian | 夜勤明けのパートナーに何を作ってあげたらいい？
direct | ja | Japanese furigana; JLPT N2 | ふりがな付けてもう一回説明して
homograph | ja | - | Go言語の特徴は？
homograph | ja | - | アトラスってギリシャ神話の誰？
homograph | ja | - | Kafkaの『変身』ってどんな話？
name | ja | - | マテ茶ってどんな味？
name | ja | - | シャチのケイコはその後どうなったの？
name | ja | - | ネーヴェってイタリア語でどういう意味？
place | ja | - | クリチバってどんな都市？歴史を教えて
place | ja | - | 釜山はなぜ港町として発展したの？
place | ja | - | リスボン大地震は何年？
brand | ja | - | ピクセルって何？
brand | ja | - | フレームワークとライブラリの違い
brand | ja | - | パタゴニア地方の気候は？
topic | ja | - | 2型糖尿病と1型の違いは？
topic | ja | - | サワードウはなぜ酸っぱいの？
topic | ja | - | ライ麦パンの歴史
topic | ja | - | ふりがなはいつから使われている？
topic | ja | - | 温泉旅館の女将ってどんな仕事？
subword | ja | - | パンダはなぜ竹を食べるの？
subword | ja | - | パンクロックの起源は？
subword | ja | - | 温泉卵はなぜ白身が固まらないの？
subword | ja | - | 日本海の名前の由来は？
subword | ja | - | 猫背になる原因は？
function | ja | - | 英語の come と go の使い分け
function | ja | - | フランス語の pour ってどういう意味？
generic | ja | - | 週末という言葉はいつから使われた？
generic | ja | - | 日曜日が休みになった理由は？
personal_none | ja | - | 上司への謝罪メール書いて
personal_none | ja | - | もっと短く
personal_none | ja | - | 引っ越しの挨拶、何を渡せばいい？
direct | ko | Korean politeness; Korean vocabulary; Korean tutor Min-seo | 제가 쓴 이 문장 자연스러워요? "저는 포르투에 살아요"
direct | ko | Korean tutor Min-seo | 민서 선생님 수업 전에 뭘 준비하면 좋을까?
direct | ko | Busan food; Busan trip; pescatarian; restaurant suggestions | 부산에서 해산물 맛집 추천해줘
direct | ko | Korean vocabulary; K-dramas | 드라마로 단어 외우는 방법 좀 알려줘
direct | ko | Busan trip; hotel budget | 부산 숙소 어디로 잡을까?
direct | ko | daughter Hana; Hana peanut allergy | 딸 생일 파티 간식 뭐가 좋을까
direct | ko | son Leo; Leo bedtime | 아들이 밤에 안 자요 ㅠㅠ
direct | ko | dog Mate; Mate hip dysplasia | 우리 강아지 고관절이 안 좋은데 산책 얼마나 해도 돼?
direct | ko | spicy food; balcony chilies; pescatarian | 청양고추로 뭐 만들까
direct | ko | Go player; Go study | 바둑 5급인데 어떻게 실력을 올려?
direct | ko | project Atlas; Atlas stack | atlas 마이그레이션 일정 좀 짜줘
direct | ko | half marathon; asthma; running watch | 하프 마라톤 준비 계획 세워줘
direct | ko | K-dramas; Korean vocabulary | 요즘 볼 만한 드라마 추천해 줘
direct | ko | cat Neve; Neve vet | 고양이가 밥을 안 먹어
direct | ko | left knee; bouldering | 무릎 수술한 적 있는데 스쿼트 해도 될까?
direct | ko | mother's 70th gift; mother Keiko | 엄마 칠순 선물 뭐가 좋을까
direct | ko | no caffeine after 2 pm; genmaicha | 오후 네 시에 커피 마셔도 될까?
direct | ko | Rust talk | 내 발표 자료 목차 좀 봐줘
homograph | ko | - | 러스트 언어는 누가 만들었어?
homograph | ko | - | 아틀라스는 그리스 신화에서 누구야?
homograph | ko | - | 카프카의 변신은 무슨 내용이야?
name | ko | - | 마테차는 어떤 맛이야?
name | ko | - | 범고래 케이코는 어떻게 됐어?
name | ko | - | 민서라는 이름은 무슨 뜻이야?
place | ko | - | 부산은 한국전쟁 때 왜 임시 수도였어?
place | ko | - | 부산 국제영화제는 언제 시작됐어?
place | ko | - | 리스본 대지진은 언제 일어났어?
brand | ko | - | 픽셀이 뭐야?
brand | ko | - | 파타고니아는 어느 나라에 있어?
topic | ko | - | 돼지국밥은 언제부터 먹었어?
topic | ko | - | 존댓말은 언제부터 생겼어?
topic | ko | - | 해산물 알레르기는 왜 생겨?
topic | ko | - | 한국어 단어는 모두 몇 개야?
topic | ko | - | 온라인 수업은 언제 처음 시작됐어?
subword | ko | - | 국회 해산은 어떻게 해?
subword | ko | - | 부산물이 뭐야?
subword | ko | - | 드라마틱하다는 게 무슨 뜻이야?
subword | ko | - | 하나님이라는 말은 어디서 왔어?
function | ko | - | 영어 on이랑 in 차이가 뭐야?
generic | ko | - | 목요일은 왜 목요일이라고 불러?
generic | ko | - | 한국 사람들은 저녁에 주로 뭐 먹어?
personal_none | ko | - | 자기소개서 좀 다듬어 줘
personal_none | ko | - | 더 짧게
personal_none | ko | - | 이사 선물로 뭐 사 가면 좋을까?
`;
