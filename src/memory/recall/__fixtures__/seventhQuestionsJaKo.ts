// The seventh blind aboutness set, Japanese and Korean questions. Written before the recall rules were read.
// Lines as in seventhQuestionsEnZh.ts. Japanese compounds that hold a memory word (パンダ holds パン, 韓国料理 holds
// 韓国), names in katakana (カネラ, ティアゴ, ルイ) and hangul (카넬라, 티아고), and direct questions asked in Japanese or
// Korean about memories written in Portuguese or English.

export const SEVENTH_JA_LINES = `
direct | ja | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | うちのオウム、カネラが羽を抜くのをやめない
direct | ja | Canela food; parrot Canela; Canela feathers; Canela cage; neighbour cat | ヨウムにアボカドをあげても大丈夫？
direct | ja | neighbour cat; parrot Canela; Canela feathers; Canela food; Canela cage | 隣の猫が来るとカネラが叫ぶ。どうすればいい？
direct | ja | learning Korean; Korean pronunciation; Korean teacher; languages spoken | 韓国語の勉強、パッチムの発音がどうしても苦手
direct | ja | learning Korean; Korean teacher; Korean pronunciation; languages spoken | 韓国語能力試験の2級に一年で受かるには？
direct | ja | Busan trip | 釜山のチャガルチ市場でおすすめの食べ物は？
direct | ja | Busan trip; anniversary | 銀婚式で釜山に行くけど、どのホテルがいい？
direct | ja | back pain; back stretches | 腰痛に効くストレッチをもっと教えて
direct | ja | sleep apnoea; CPAP mask; CPAP travel; weight goal | CPAPのマスクで鼻が痛い
direct | ja | sleep apnoea; weight goal; CPAP mask; CPAP travel | 睡眠時無呼吸で体重をあと3キロ減らしたい
direct | ja | son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | 息子は読字障害がある。勉強法のアドバイスを
direct | ja | Tiago handball; son Tiago; Tiago dyslexia; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | 息子のハンドボールの練習の後、何を食べさせればいい？
direct | ja | Rui gout; husband Rui; Rui cavaquinho; Rui birthday; Rui fishing; scooter | 夫の痛風にいい食事は？
direct | ja | Rui cavaquinho; husband Rui; Rui gout; Rui birthday; Rui fishing; scooter | 夫がカヴァキーニョを弾く。新しい弦は何がいい？
direct | ja | sourdough starter | 天然酵母のボロタが酸っぱい匂いがする
direct | ja | pastel de nata | エッグタルトの生地をもっとサクサクにしたい
direct | ja | rooftop; basil | 屋上のハーブがすぐ枯れる
direct | ja | vegetable garden; garden snails | 家庭菜園のナメクジ対策、農薬なしで
direct | ja | fig tree | イチジクの木の葉が黄色くなった
direct | ja | enka | 配達中に聴く演歌のおすすめ
direct | ja | bakery tax; accountant Pinto | パン屋の消費税の申告、次はいつ？
direct | ja | lactose intolerance | 乳糖不耐症でもカスタードを味見する方法
direct | ja | mother Viseu; mother care home; sister Fátima; mother recipes | 母が認知症の初期。介護施設を考えるタイミングは？
direct | ja | K-dramas | 「愛の不時着」みたいな韓国ドラマを教えて
direct | ja | Korean cinema | ポン・ジュノ監督の映画で次に見るべきは？
direct | ja | kimchi | キムチにカタクチイワシの魚醤を入れるのはあり？
direct | ja | sourdough starter | ボロタの餌は？
implicit | ja | CPAP travel; sleep apnoea; CPAP mask; weight goal | 旅行用CPAPは機内持ち込みできる？
personal_none | ja | - | 明日の会議の資料をまとめて
personal_none | ja | - | 年賀状の書き方を教えて
homograph | ja | - | シナモンロールの作り方
homograph | ja | - | 星の一生について説明して
homograph | ja | - | クジラはどうやって眠るの？
homograph | ja | - | クレーン車の免許の取り方
name | ja | - | ローザ・パークスとは誰？
name | ja | - | ルイ・ヴィトンの創業者は？
name | ja | - | サラマーゴの代表作は？
place | ja | - | ポルトのおすすめ観光地
place | ja | - | 釜山国際映画祭について教えて
place | ja | - | トロントの人口は？
brand | ja | - | ボルボの新型EVの評判
brand | ja | - | ルノーの日産との関係は？
topic | ja | - | ハングルは誰が作った？
topic | ja | - | オウムが言葉をまねる仕組み
topic | ja | - | 睡眠時無呼吸症候群の原因は？
subword | ja | - | パンダの赤ちゃんの体重は？
subword | ja | - | パンフレットの作り方
subword | ja | - | 韓国料理のおすすめレシピ
subword | ja | - | 星座占いは当たる？
subword | ja | - | 猫背を治す方法
function | ja | - | 「の」と「が」の使い分け
function | ja | - | 韓国語の「은」と「는」の違い
stem | ja | - | パン粉の代わりになるものは？
generic | ja | - | 週末のおすすめの過ごし方
generic | ja | - | 朝ごはんの簡単なレシピ
generic | ja | - | 家族で楽しめるボードゲーム
`;

export const SEVENTH_KO_LINES = `
direct | ko | learning Korean; Korean teacher; Korean pronunciation; languages spoken | 토픽 2급 준비는 어떻게 하면 좋을까요?
direct | ko | Korean pronunciation; learning Korean; Korean teacher; languages spoken | 받침 ㄹ 발음을 연습하는 방법을 알려 주세요
direct | ko | Korean teacher; learning Korean; Korean pronunciation; languages spoken | 목요일 수업을 못 간다고 선생님께 어떻게 말해요?
direct | ko | Busan trip | 부산 자갈치 시장에서 뭘 먹어야 해요?
direct | ko | Busan trip; anniversary | 은혼식 여행으로 부산에 가는데 좋은 식당 추천해 주세요
direct | ko | Tiago K-pop; son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago driving; Tiago tutoring; Tiago bike | 아들이 스트레이 키즈 콘서트에 가고 싶어 해요
direct | ko | Tiago exchange; son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | 아들이 17살에 한국으로 교환학생을 가고 싶어 해요
direct | ko | son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | 티아고가 난독증이 있는데 시험 공부를 어떻게 도와줄까요?
direct | ko | Tiago gaming; son Tiago; Tiago dyslexia; Tiago handball; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | 티아고가 밤늦게까지 게임을 해요
direct | ko | weight goal; sleep apnoea; morning weigh-in; CPAP mask; CPAP travel | 3킬로 더 빼야 하는데 요즘 체중이 안 줄어요
direct | ko | sleep apnoea; CPAP mask; CPAP travel; weight goal | 양압기 마스크 때문에 코가 아파요
direct | ko | swimming; back pain | 허리에 좋은 수영 영법이 뭐예요?
direct | ko | oven burn | 오븐에 덴 흉터에 뭘 바르면 돼요?
direct | ko | kimchi | 멸치액젓을 넣은 김치는 언제 익어요?
direct | ko | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | 우리 앵무새가 깃털을 뽑아요
direct | ko | Canela food; parrot Canela; Canela feathers; Canela cage; neighbour cat | 앵무새한테 호두를 하루에 몇 개 줘도 돼요?
direct | ko | husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing; scooter | 남편이 통풍이 있는데 맥주 대신 뭘 마시면 좋아요?
direct | ko | bakery owner; bakery hours | 빵집을 새벽에 여는데 잠이 부족해요
direct | ko | pastel de nata | 에그타르트 바닥을 바삭하게 하려면?
direct | ko | sourdough starter | 사워도우 스타터에 호밀가루 말고 밀가루를 줘도 돼요?
direct | ko | vegetable garden; garden snails | 텃밭 민달팽이를 약 없이 없애는 법
direct | ko | mother Viseu; mother care home; sister Fátima; mother recipes | 치매 초기인 엄마와 통화할 때 주의할 점
direct | ko | K-dramas | 사랑의 불시착 같은 드라마 추천해 줘
direct | ko | Korean cinema | 봉준호 영화 중에 기생충 다음으로 볼 만한 거
direct | ko | Canela food; parrot Canela; Canela feathers; Canela cage; neighbour cat | 카넬라 밥은?
implicit | ko | sleep apnoea; CPAP mask; CPAP travel; weight goal | 수면무호흡 환자에게 좋은 베개
personal_none | ko | - | 이메일 답장 좀 써 줘
personal_none | ko | - | 새 노트북 추천해 줘
homograph | ko | - | 시나몬 롤 만드는 법
homograph | ko | - | 별은 어떻게 생겨요?
homograph | ko | - | 도토리묵 만드는 법
homograph | ko | - | 고래는 어떻게 잠을 자요?
name | ko | - | 로자 파크스는 누구예요?
name | ko | - | 루이 암스트롱 대표곡
place | ko | - | 포르투 여행 코스 추천
place | ko | - | 부산 인구는 몇 명이에요?
place | ko | - | 토론토 날씨
brand | ko | - | 볼보 XC60 가격
brand | ko | - | 망고 매장은 어디에 있어요?
topic | ko | - | 한글은 누가 만들었어요?
topic | ko | - | 앵무새는 어떻게 말을 배워요?
topic | ko | - | 수면무호흡증의 원인은?
subword | ko | - | 빵집 창업 비용은 보통 얼마예요?
subword | ko | - | 한국어학당 순위
topic | ko | - | 털이 많이 빠지는 고양이 품종
subword | ko | - | 트럭 운전사 평균 연봉
function | ko | - | "의"는 언제 [에]로 발음해요?
function | ko | - | 영어 관사 a와 the의 차이
stem | ko | - | 빵빵하다는 무슨 뜻이에요?
generic | ko | - | 주말에 뭐 하지?
generic | ko | - | 아침 메뉴 추천
generic | ko | - | 가족 여행지 추천
`;
