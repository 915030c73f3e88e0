import { BOHAN, DOUHUA, FATHER, GRANDMA, IN_LAWS, MISAKI, MOCHI, SHOP, XIAOMI } from './twentyFirstSubjects';

// The twenty-first blind aboutness set's Japanese and Korean questions, written before the recall rules were read;
// the wife's family in Japanese, the user's names in other scripts (ミア, ハルト, ドウファ, 샤오미, 미사키) and
// Japanese words written with the same characters as Chinese ones (手紙, 勉強, 大丈夫). Lines:
// `category | language | expected subjects (;) or - | question`.

export const TWENTY_FIRST_JA_LINES = `
direct | ja | ${IN_LAWS} | 義母の血圧が高いけど、アムロジピンとグレープフルーツは大丈夫？
direct | ja | ${IN_LAWS}; mango boxes | お義母さんに台湾から送れる減塩のお土産は？
direct | ja | ${IN_LAWS} | 義父のお好み焼き屋の閉店祝いに何を贈ればいい？
direct | ja | ${IN_LAWS} | 40年続いた店を閉める義父に手紙を書きたい、文例を教えて
direct | ja | ${IN_LAWS}; cypress wood | 檜の茶几を飛行機で大阪に持っていける？
direct | ja | ${MISAKI} | 美咲が日曜の夜に実家と電話してる間、子どもたちに何をさせよう
direct | ja | ${MISAKI} | 阪神の試合がある日は美咲の機嫌がいい、今年の優勝の可能性は？
direct | ja | ${MISAKI} | 台南で日本語教室を開くなら、生徒はどうやって集める？
direct | ja | ${MISAKI} | 妻の橋本病、疲れやすいときの食事は？
direct | ja | ${MISAKI} | 妻は甲子園の中継を台湾で見たいらしい、どうすればいい？
direct | ja | onsen; Osaka trip | 2月に有馬温泉、子ども連れでおすすめの宿は？
direct | ja | onsen; ${XIAOMI} | 娘はアトピーだけど、有馬の金泉に入っても平気？
direct | ja | ${BOHAN} | ハルトが補習校に行きたがらない、どう説得する？
direct | ja | ${BOHAN} | 息子の漢字の勉強、台湾にいながら日本の学年に追いつける？
direct | ja | ${XIAOMI} | ミアのピアノの発表会、曲は何がいい？
direct | ja | ${XIAOMI} | 娘がピーナッツアレルギー、日本のお菓子で気をつけるものは？
direct | ja | learning Japanese | N3の聴解がいつも時間切れになる
direct | ja | learning Japanese; ${IN_LAWS} | 日本語の敬語、義父母と話すときはどこまで使えばいい？
direct | ja | ${DOUHUA} | ドウファ（豆花）の耳掃除はどのくらいの頻度でやるべき？
direct | ja | ${MOCHI} | 腎臓病の猫、皮下輸液は家でやっても大丈夫？
direct | ja | Kyoto joinery | 京都で習った指物の技法、また練習したい、何から始める？
direct | ja | Japanese saws; ${SHOP} | 両刃のこぎりの目立ては自分でできる？
direct | ja | ${SHOP}; cypress wood | 檜の天井を頼まれた、台湾檜と日本の檜はどう違う？
direct | ja | ${FATHER} | 父が糖尿病、台湾の文旦は食べても大丈夫？
direct | ja | ${GRANDMA} | 認知症の祖母がインドネシア人の介護者を怖がる
implicit | ja | ${IN_LAWS} | 堺の実家の店、最後の日にみんなで何かしたい
implicit | ja | ${IN_LAWS}; ${MISAKI} | 日曜の夜のLINE電話、子どもも顔を出したほうがいい？
implicit | ja | ${BOHAN} | 土曜の補習校の宿題が多すぎる
personal_none | ja | - | 部屋の片付けのコツを教えて
personal_none | ja | - | おすすめのミステリー小説は？
personal_none | ja | - | 早起きできるようになりたい
personal_none | ja | - | 字をきれいに書くには？
homograph | ja | - | 「手紙」は中国語で何の意味？
homograph | ja | - | 大丈夫は中国語でどういう意味？
homograph | ja | - | 餅と麻糬はどう違う？
homograph | ja | - | 勉強という言葉は中国語だと何の意味？
homograph | ja | - | シャオミのスマホは日本でも買える？
name | ja | - | ミサキという名前の有名人は？
name | ja | - | 五月天の阿信は日本でも人気？
name | ja | - | クレヨンしんちゃんのシロは何犬？
place | ja | - | 台南はどんな街？
place | ja | - | 堺市は何で有名？
place | ja | - | 有馬温泉はどこにある？
brand | ja | - | マキタはどこの会社？
brand | ja | - | 阪神タイガースの親会社は？
topic | ja | - | 指物とは何？
topic | ja | - | 橋本病とは何か
topic | ja | - | お好み焼きの起源は？
topic | ja | - | 台湾ヒノキはなぜ高い？
subword | ja | - | 温泉卵の作り方は？
place | ja | - | 甲子園球場の収容人数は？
subword | ja | - | ピアノ線とは何？
function | ja | - | 「の」と「こと」の違いは？
function | ja | - | 「てにをは」とは何？
stem | ja | - | 大工と工大の違いは？
generic | ja | - | 台湾の人口は？
generic | ja | - | 日本の冬休みはいつから？
idiom | ja | - | 「木を見て森を見ず」の意味は？
idiom | ja | - | 「猫に小判」の意味は？
mixed | ja | - | 「歹勢」は日本語で何と言う？
mixed | ja | - | 「ㄅㄆㄇ」とは何？
`;

export const TWENTY_FIRST_KO_LINES = `
direct | ko | K-drama; ${MISAKI} | 아내랑 같이 볼 만한 한국 드라마 추천해 줘
direct | ko | K-drama | 넷플릭스 한국 드라마 중에 목수가 나오는 거 있어?
direct | ko | Busan fair | 부산 목공 기계 박람회는 언제 열려?
direct | ko | Busan fair; CNC router | 부산 박람회 가면 CNC 라우터 가격 비교할 수 있을까?
direct | ko | spicy food; acid reflux | 역류성 식도염인데 떡볶이 먹어도 돼?
direct | ko | spicy food | 덜 매운 떡볶이 소스 만드는 법
direct | ko | friend Minsu; design software | 민수한테 내 수납장 도면 보여 주려는데 어떤 파일로 보내야 해?
direct | ko | friend Minsu | 서울에 있는 친구 공방에 놀러 가면 선물 뭐가 좋아?
direct | ko | ${XIAOMI} | 딸이 땅콩 알레르기인데 한국 과자 중에 조심할 게 뭐야?
direct | ko | ${XIAOMI} | 샤오미 아토피 연고를 얼마나 오래 발라도 돼?
direct | ko | ${BOHAN} | 아들이 ADHD 약을 먹고 밥을 안 먹어
direct | ko | ${BOHAN} | 중학생 투수 팔꿈치 보호하는 훈련 방법
direct | ko | ${MISAKI} | 미사키가 갑상선 약을 먹는데 커피는 언제 마셔야 해?
direct | ko | ${DOUHUA} | 우리 개가 귀를 계속 긁어
direct | ko | ${MOCHI} | 신장병 있는 고양이 사료 추천
direct | ko | ${SHOP} | 목공소에서 견습생 월급은 얼마가 적당해?
direct | ko | ${SHOP} | 목공 천장 견적서 양식 만들어 줘
direct | ko | ${GRANDMA} | 치매 할머니가 밤에 잠을 안 자
direct | ko | Osaka trip | 2월 오사카 유니버설 스튜디오 아이들이랑 가면 몇 시간 걸려?
direct | ko | savings | 0050 ETF를 매달 사는데 더 늘려야 할까?
direct | ko | ${BOHAN} | 하루토가 일본어 보습학교에 가기 싫대
direct | ko | scooter Xiaobai | 고고로 배터리가 빨리 닳아, 교체해야 해?
implicit | ko | K-drama | 새벽까지 드라마 보다가 같이 잠을 못 자
implicit | ko | friend Minsu | 서울 가구 공방 하는 친구가 도면을 봐 달래
personal_none | ko | - | 아침에 일찍 일어나는 방법
personal_none | ko | - | 책 한 권 추천해 줘
personal_none | ko | - | 운동을 꾸준히 하고 싶어
personal_none | ko | - | 글씨를 예쁘게 쓰고 싶어
homograph | ko | - | 샤오미 공기청정기 어때?
homograph | ko | - | 모찌 만드는 법 알려 줘
homograph | ko | - | 떡볶이는 언제부터 빨간색이었어?
homograph | ko | - | 더우화(豆花)는 어떤 디저트야?
stem | ko | - | 목재와 목제의 차이는?
name | ko | - | 메이데이 아신은 어떤 가수야?
name | ko | - | 짱구의 흰둥이는 무슨 종이야?
place | ko | - | 타이난은 어떤 도시야?
place | ko | - | 부산 벡스코는 언제 지어졌어?
brand | ko | - | 고고로는 어느 나라 회사야?
brand | ko | - | 마키타 공구는 일본 거야?
topic | ko | - | 아토피는 왜 생겨?
topic | ko | - | 치매 초기 증상은 뭐야?
topic | ko | - | 대만 편백나무는 왜 비싸?
subword | ko | - | 목공풀은 뭐로 만들어?
subword | ko | - | 떡국은 언제 먹어?
function | ko | - | '은'과 '는'의 차이는?
function | ko | - | '의'는 언제 써?
stem | ko | - | 목성은 얼마나 커?
generic | ko | - | 한국 인구는 몇 명이야?
generic | ko | - | 한국 사람들은 주말에 보통 뭐 해?
idiom | ko | - | '원숭이도 나무에서 떨어진다'는 무슨 뜻이야?
idiom | ko | - | '가는 날이 장날'은 무슨 뜻이야?
mixed | ko | - | 'der'는 대만 인터넷에서 무슨 뜻이야?
mixed | ko | - | 'sio'는 대만어로 무슨 뜻이야?
`;
