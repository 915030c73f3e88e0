// The third blind aboutness set's Japanese and Korean questions (line format and categories: blindQuestionsEnZh.ts).

export const THIRD_JA_KO_LINES = `
direct | ja | ソラ | ソラの散歩コースでおすすめはある？
direct | ja | ソラ | うちの柴犬が夏バテ気味です。どうすればいい？
direct | ja | 横浜 | 横浜で家族と行けるランチのお店を教えて
direct | ja | 将棋 | 将棋の序盤で私が覚えるべき定跡は？
direct | ja | 将棋 | 将棋がもっと強くなりたい。練習方法を考えて
direct | ja | 花粉症 | 花粉症の私でも春に楽しめる外出先はありますか？
direct | ja | プリウス | 私のプリウスの燃費を良くするコツは？
direct | ja | ハル | 息子の誕生日に何をあげたらいいかな
direct | ja | ハル | ハルが保育園に行きたがらない。どうしたらいい？
direct | ja | 陶芸 | 陶芸で初心者の私が作りやすい器は？
direct | ja | 夜勤 | 夜勤明けにぐっすり眠る方法を教えて
direct | ja | 夜勤 | 夜勤の日のお弁当、何を作ればいいと思う？
personal_none | ja | - | 私の履歴書の書き方を見てほしい
personal_none | ja | - | 最近肩こりがひどいんだけど、何かいい方法ある？
personal_none | ja | - | 引っ越しの準備、何から始めればいい？
subword | ja | - | ソラシドエアはどこの航空会社ですか？
subword | ja | - | ハルシネーションとは何ですか？
subword | ja | - | 将棋倒し事故はなぜ起きるのですか？
subword | ja | - | 横浜中華街はいつできましたか？
subword | ja | - | ハルマゲドンの語源は何ですか？
place | ja | - | 横浜港はいつ開港しましたか？
place | ja | - | 生麦事件は横浜のどこで起きましたか？
name | ja | - | 『キングダムハーツ』の主人公ソラはどんなキャラクターですか？
topic | ja | - | 将棋の駒は全部で何種類ありますか？
topic | ja | - | 花粉症はなぜ増えたのですか？
topic | ja | - | 陶芸の歴史を教えて
topic | ja | - | 夜勤は健康にどんな影響がありますか？
brand | ja | - | トヨタはいつ創業しましたか？
brand | ja | - | プリウスは何年に発売されましたか？
generic | ja | - | 春はなぜ風が強いのですか？
generic | ja | - | 週末に東京で人気のイベントは何ですか？
direct | ko | 호두 | 호두가 밥을 잘 안 먹어요. 어떻게 해야 하나요?
direct | ko | 호두 | 우리 고양이한테 좋은 장난감 추천해줘
direct | ko | 대구 | 대구에서 주말에 가족이랑 갈 만한 곳 추천해줘
direct | ko | 하늘 | 딸 하늘이 생일 선물 뭐가 좋을까?
direct | ko | 하늘 | 하늘이가 유치원에서 친구를 못 사귀어요. 어떻게 도와주죠?
direct | ko | 아반떼 | 내 아반떼 엔진오일 언제 갈아야 해?
direct | ko | 수영 | 수영 실력을 늘리려면 나는 뭘 연습해야 할까?
direct | ko | 허리 디스크 | 허리 디스크가 있는 나한테 맞는 운동 알려줘
direct | ko | 웹툰 | 내 웹툰 다음 화 아이디어 좀 줘
direct | ko | 민수 | 남편 생일에 뭘 해주면 좋을까?
direct | ko | 민수 | 민수랑 결혼기념일에 갈 식당 추천해줘
generic | ko | 수영 | 내일 아침에 운동 뭐 하면 좋을까?
generic | ko | - | 아침을 거르면 건강에 나쁜가요?
personal_none | ko | - | 나 요즘 잠이 안 와. 어떻게 하지?
personal_none | ko | - | 이력서 쓰는 것 좀 도와줘
personal_none | ko | - | 내 영어 발음 좋아지는 방법 있어?
homograph | ko | - | 대구는 어떤 생선인가요?
homograph | ko | - | 호두는 어디에서 많이 재배되나요?
homograph | ko | - | 하늘에 구름은 어떻게 생기나요?
homograph | ko | - | 현대 미술의 특징은 무엇인가요?
place | ko | - | 대구는 언제 광역시가 되었나요?
place | ko | - | 대구 10월 항쟁은 왜 일어났나요?
brand | ko | - | 현대자동차는 누가 창업했나요?
subword | ko | - | 하늘소는 어떤 곤충인가요?
subword | ko | - | 수영장 물은 왜 소독하나요?
subword | ko | - | 호두과자는 어느 지역 특산물인가요?
subword | ko | - | 대구탕은 어떻게 끓이나요?
topic | ko | - | 웹툰은 언제 처음 생겼나요?
topic | ko | - | 허리 디스크는 왜 생기나요?
direct | ja | 花粉症 | 今年の春、私が気をつけることは？
direct | ja | 横浜 | 休みの日に近所で行けるおすすめの公園はある？
direct | ko | 호두 | 호두 발톱은 얼마나 자주 깎아줘야 해?
direct | ko | 대구 | 대구에서 혼자 갈 만한 카페 알려줘
`;
