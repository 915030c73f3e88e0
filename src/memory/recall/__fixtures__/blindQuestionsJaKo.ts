// The blind aboutness set's Japanese and Korean questions (line format and categories: blindQuestionsEnZh.ts).

export const BLIND_JA_KO_LINES = `
direct | ja | 京都 | 実家の京都に帰るとき、お土産は何がいいですか？
direct | ja | 京都 | 京都の実家の近くでおすすめの紅葉スポットを教えて
direct | ja | モモ | うちの猫のモモが最近ご飯を残すんだけど、どうしたらいい？
direct | ja | モモ | モモにおすすめのキャットフードはありますか？
direct | ja | 日本酒 | 私に合う日本酒を選んでください
direct | ja | 朝活 | 朝の英語の勉強を続けるコツを教えて
direct | ja | ニコン | 私のニコンで夜景をきれいに撮るには？
direct | ja | 家計簿アプリ | 私の家計簿アプリにグラフ機能を追加したい。どう設計すればいい？
direct | ja | さくら | 娘のさくらの誕生日プレゼントを選んで
direct | ja | さくら | 小学三年生の娘におすすめの本は？
direct | ja | 腰痛 | 腰痛があってもできる筋トレメニューを作って
direct | ja | 温泉 | 今度の連休に行く温泉を提案して
direct | ja | 日本酒 | 日本酒に合うおつまみを教えてほしい。週末に飲むので
generic | ja | 温泉 | 次の旅行先、どこがいいと思う？
subword | ja | - | 東京都の人口は何人ですか？
subword | ja | - | 東京都庁はいつ建てられましたか？
subword | ja | - | モモンガはどこに住んでいますか？
subword | ja | - | 英語圏の国はいくつありますか？
place | ja | - | 京都はいつ日本の首都になりましたか？
place | ja | - | 京都議定書とは何ですか？
place | ja | - | 金閣寺を建てたのは誰ですか？
name | ja | - | ミヒャエル・エンデの『モモ』はどんな話ですか？
name | ja | - | さくらの開花はどうやって予想するのですか？
topic | ja | - | 日本酒はどうやって造られますか？
topic | ja | - | 日本酒の歴史を教えて
topic | ja | - | 腰痛の主な原因は何ですか？
topic | ja | - | 温泉はどうやってできるのですか？
topic | ja | - | 家計簿を最初に考えたのは誰ですか？
brand | ja | - | ニコンはいつ創業しましたか？
brand | ja | - | ニコンの最初のカメラは何ですか？
generic | ja | - | 日本人は週末に何をしますか？
generic | ja | - | 旅行保険とは何ですか？
generic | ja | - | 運動不足になると体はどうなりますか？
personal_none | ja | - | 転職の面接でよく聞かれる質問を教えて
personal_none | ja | - | 私にピアノの練習方法を教えて
personal_none | ja | - | 引っ越しの手続きのリストを作って
personal_none | ja | - | 私に似合う髪型を提案して
direct | ko | 부산 | 부산 고향에 내려갈 때 부모님 선물 뭐가 좋을까?
direct | ko | 부산 | 명절에 고향 가는 KTX 표 예매 팁 알려줘
direct | ko | 사과 | 우리 강아지 사과가 산책을 싫어해요. 어떻게 하죠?
direct | ko | 사과 | 사과한테 먹여도 되는 간식 추천해줘
direct | ko | 등산 | 이번 주말에 갈 만한 등산 코스 추천해줘
direct | ko | 요리 채널 | 내 유튜브 요리 채널 구독자를 늘리는 방법은?
direct | ko | 갤럭시 | 내 갤럭시 폰 배터리 오래 쓰는 법 알려줘
direct | ko | 채식 | 나한테 맞는 저녁 메뉴 추천해줘
direct | ko | 채식 | 채식 도시락 레시피 좀 알려줘
direct | ko | 지민 | 아내 생일 선물로 뭐가 좋을까?
direct | ko | 토익 | 토익 리스닝 점수 올리는 공부 계획 세워줘
direct | ko | 지민 | 지민이랑 결혼기념일에 갈 식당 추천해줘
generic | ko | 등산 | 이번 주말에 뭐 하면 좋을까?
subword | ko | - | 부산물이란 무엇인가요?
subword | ko | - | 사과문은 어떻게 쓰나요?
place | ko | - | 부산은 한국전쟁 때 왜 임시수도였나요?
place | ko | - | 부산항은 언제 개항했나요?
homograph | ko | - | 사과에는 어떤 영양소가 들어 있나요?
homograph | ko | - | 사과 품종 중 가장 단 것은 무엇인가요?
name | ko | - | BTS 지민의 생일은 언제인가요?
brand | ko | - | 삼성은 언제 설립되었나요?
brand | ko | - | 은하수 갤럭시는 몇 개의 별로 이루어져 있나요?
topic | ko | - | 토익 시험은 누가 만들었나요?
topic | ko | - | 등산 스틱은 누가 발명했나요?
topic | ko | - | 유튜브는 언제 만들어졌나요?
topic | ko | - | 채식주의의 역사는 어떻게 되나요?
topic | ko | - | 간호사라는 직업은 언제 생겼나요?
generic | ko | - | 한국 사람들은 주말에 보통 뭘 하나요?
generic | ko | - | 공부를 오래 하면 왜 머리가 아픈가요?
personal_none | ko | - | 자기소개서 쓰는 것 좀 도와줘
personal_none | ko | - | 이사할 때 체크리스트 만들어줘
personal_none | ko | - | 나한테 어울리는 향수 추천해줘
`;
