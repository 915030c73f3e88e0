// The twelfth blind aboutness set's questions in Japanese and Korean, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWELFTH_JA_LINES = `
direct | ja | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 豆花が耳をよく掻いているけど、また外耳炎かな
direct | ja | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | うちの柴犬の換毛期、ブラッシングは毎日したほうがいい？
direct | ja | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 真夏に豆花の散歩をするなら何時がいい？
direct | ja | cat Frida; Frida kidneys | Fridaが療法食を食べてくれない
direct | ja | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 娘のアトピーがひどくて夜眠れない、どうしたらいい？
direct | ja | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 小米の誕生日パーティーで公園でできるゲームを考えて
direct | ja | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 小米のために、ペンギンが出てくる寝る前のお話を書いて
direct | ja | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | 娘の幼稚園の遠足のお弁当、何を入れたらいい？
direct | ja | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | 夫の痛風が出たとき、夕飯は何を作ればいい？
direct | ja | husband Diego; Diego gout; Diego classes; low-purine recipes | 夫がアロプリノールを飲んでいるけど、お酒は一緒にだめ？
direct | ja | husband Diego; Diego gout; Diego classes; low-purine recipes | 夫の永住権の申請で追加書類を出すとき、翻訳は必要？
direct | ja | Alishan coffee plot; father tea farmer; father diabetes | 父の茶畑の隣でコーヒーの木を育てるときの注意点
direct | ja | roasting championship; green coffee scoring | 三月の焙煎大会に向けて、私の生豆評価の練習方法を考えて
direct | ja | Tainan shop; startup loan | 台南で借りる古い日本家屋を二号店にするとき、改装で気をつけることは？
direct | ja | reflux | 私は逆流性食道炎だけど、カッピングは続けられる？
direct | ja | Japanese study | N2の読解が苦手、どう勉強すればいい？
direct | ja | Japanese study | 日本語能力試験まであと一か月、何を優先すべき？
direct | ja | film photography | 期限切れのポートラ400を持っているけど、一段オーバーで撮るべき？
direct | ja | film photography | 私のOM-1のシャッターが重くなった、修理に出すべき？
direct | ja | Kyoto training; roasting book | 京都で研修したときのことを本の一章にまとめたい
direct | ja | onsen trips; daughter Xiaomi; Xiaomi eczema | 娘を連れて泊まれる九州の温泉宿を教えて
direct | ja | cupping notes; Q grader | 私のカッピングのメモを整理する良い方法は？
direct | ja | gas safety; Giesen roaster | 焙煎機のガスの匂いがする気がする、どうすればいい？
direct | ja | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 豆花のトリミング、次はいつ行けばいい？
direct | ja | Busan coffee show; friend Jieun | 釜山のコーヒーショーのブースに何を持っていくべき？
direct | ja | surfing; back disc | 腰が痛いけど週末サーフィンに行っても大丈夫？
direct | ja | penicillin allergy | 歯医者で抗生物質を出されるとき、何を伝えればいい？
direct | ja | Gogoro | 毎月のバッテリー料金プラン、もっと安くできる？
direct | ja | Tainan shop; startup loan | 二号店の開店までのスケジュールを作って
direct | ja | Oaxaca wedding; sister-in-law Ximena; husband Diego; mother-in-law Lupe; transfer to Lupe | 七月のオアハカの結婚式、五歳児連れの長旅の準備
direct | ja | subscription; house blend | うちの店の月額コーヒー豆の定期便、値段はいくらにすべき？
direct | ja | allergic rhinitis; Q grader | 鼻炎で鼻が詰まっていて、明日カッピングがある
direct | ja | Mexico City years; husband Diego | メキシコシティで住んでいたローマ地区に家族で行くならおすすめは？
implicit | ja | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | 今夜は何を作ろう
implicit | ja | Japanese study | 文法の問題集を一冊選ぶならどれ？
implicit | ja | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 子どもの肌がかゆくて赤い、冬はどうケアする？
personal_none | ja | - | 私の好きな花は何だっけ？
personal_none | ja | - | 私、前に引っ越しの話をしたっけ？
personal_none | ja | - | 私の車の色を覚えてる？
homograph | ja | - | 小米ってどんな穀物？
homograph | ja | - | 京都の芸者と舞妓の違いは？
homograph | ja | - | 豆花という台湾スイーツの作り方
homograph | ja | - | 永住権と帰化の違いは？
name | ja | - | フリーダ・カーロの代表作は？
name | ja | - | ディエゴ・マラドーナの神の手ゴール
name | ja | - | ミスティコというルチャドールは誰？
place | ja | - | 京都で紅葉がきれいな時期は？
place | ja | - | 台中でおすすめの観光地
place | ja | - | 阿里山鉄道の予約方法
place | ja | - | オアハカの見どころは？
brand | ja | - | シャオミのスマホの評判は？
brand | ja | - | オリンパスはなぜカメラ事業を売却したの？
brand | ja | - | コダックは今でもフィルムを作っている？
topic | ja | - | 痛風はなぜ足の親指に起きやすい？
topic | ja | - | JLPTは年に何回ある？
topic | ja | - | 焙煎度によってカフェインの量は変わる？
topic | ja | - | ガス検知器の仕組みを簡単に教えて
subword | ja | - | 大豆花粉症ってある？
subword | ja | - | 温泉卵の作り方
function | ja | - | 1ポンドは何グラム？
function | ja | - | 今日の日本の天気は？
stem | ja | - | 焙煎ごまの香りを長持ちさせるには
stem | ja | - | 研修医の一日のスケジュール
generic | ja | - | 良い自己紹介の書き方
generic | ja | - | 旅行の荷造りのコツ
generic | ja | - | 安く結婚式を挙げるには？
idiom | ja | - | 「犬も歩けば棒に当たる」ってどんな場面で使う？
idiom | ja | - | 「猫に小判」とはどういう意味？
mixed | ja | - | 京都の芸者をフィルムカメラで撮るのはマナー違反？
mixed | ja | - | アラビカとロブスタの違いは？
`;

export const TWELFTH_KO_LINES = `
direct | ko | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 두화가 자꾸 귀를 긁는데 또 외이염일까?
direct | ko | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 한여름에 두화 산책은 몇 시에 하는 게 좋아?
direct | ko | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | 우리 개 광견병 백신은 언제 맞혀야 해?
direct | ko | cat Frida; Frida kidneys | 우리 고양이가 신장병인데 물을 더 먹이는 방법
direct | ko | cat Frida; Frida kidneys | Frida가 처방 사료를 안 먹어
direct | ko | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 딸이 아토피 때문에 밤에 계속 긁어, 어떻게 해야 해?
direct | ko | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 샤오미 여섯 살 생일 파티 놀이 아이디어
direct | ko | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 샤오미한테 읽어 줄 고래 이야기 하나 써 줘
direct | ko | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | 딸 유치원 소풍 도시락 메뉴 추천해 줘
direct | ko | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | 남편 통풍이 도졌을 때 저녁은 뭘 해야 해?
direct | ko | husband Diego; Diego gout; Diego classes; low-purine recipes | 남편이 알로푸리놀 먹는 중인데 맥주 한 잔은 괜찮아?
direct | ko | husband Diego; Diego gout; Diego classes; low-purine recipes | 남편 영주권 서류 보완은 어떻게 준비해?
direct | ko | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | 세 식구 평일 저녁 메뉴 일주일 치 짜 줘
direct | ko | father tea farmer; father diabetes; Alishan coffee plot | 아빠가 당뇨인데 단 버블티를 매일 마셔
direct | ko | roast profiles; Giesen roaster; Cropster | 내가 볶는 에티오피아 약배전 디벨롭 타임은 얼마나 잡아야 해?
direct | ko | roasting championship; green coffee scoring | 3월 로스팅 대회 생두 평가, 나 어떻게 연습하지?
direct | ko | reflux | 역류성 식도염인데 커핑을 계속해도 될까?
direct | ko | back disc; lifting limit | 내 허리 디스크에 좋은 스트레칭 알려 줘
direct | ko | back disc; lifting limit | 60킬로 생두 자루를 옮겨야 하는데 어떻게 하지?
direct | ko | friend Jieun | 지은이 생일인데 부산으로 뭘 보내면 좋을까?
direct | ko | friend Jieun; Busan coffee show | 부산 커피쇼에 갈 때 지은이 카페에 들러도 될까?
direct | ko | Busan coffee show | 내 커피쇼 부스 디스플레이 아이디어 줘
direct | ko | robot vacuum; dog Douhua | 로봇청소기 브러시에 개털이 자꾸 감겨
direct | ko | robot vacuum | 우리 집 샤오미 로봇청소기 필터는 얼마나 자주 바꿔야 해?
direct | ko | receipts; bookkeeping; e-invoices | 내 세금 신고용 영수증 정리하는 좋은 방법 있어?
direct | ko | K-dramas; husband Diego | 남편이랑 같이 볼 넷플릭스 한국 드라마 추천해 줘
direct | ko | lifting limit; back disc; employee Kai | 혼자 일하는 날 생두 자루 옮기는 요령
direct | ko | Panama Geisha; green coffee payments | 올해 게이샤 경매 입찰가는 얼마가 적당할까?
direct | ko | penicillin allergy | 페니실린 알레르기가 있는데 아목시실린은 먹어도 돼?
direct | ko | Gogoro | 내 고고로 배터리 요금제 바꾸는 게 나을까?
direct | ko | Japanese study | JLPT N2 문법 공부 계획 세워 줘
direct | ko | Oaxaca wedding; sister-in-law Ximena; husband Diego; mother-in-law Lupe; transfer to Lupe | 시누이 결혼식 선물로 뭘 가져가면 좋을까?
implicit | ko | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | 오늘 저녁 뭐 먹지?
implicit | ko | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | 아이 피부가 빨갛고 가려워, 겨울엔 어떻게 관리해?
implicit | ko | no caffeine after 2 | 밤에 잠이 안 와, 생활 습관을 어떻게 바꿀까?
personal_none | ko | - | 내가 좋아하는 꽃이 뭐였지?
personal_none | ko | - | 내 혈액형 기억해?
personal_none | ko | - | 내가 전에 이사 얘기 했었나?
homograph | ko | - | 좁쌀죽은 어떻게 끓여?
homograph | ko | - | 교토 게이샤는 어떤 일을 해?
homograph | ko | - | 두부푸딩 더우화 만드는 법
homograph | ko | - | 이 소설의 지은이는 누구야?
name | ko | - | 프리다 칼로의 대표작은?
name | ko | - | 디에고 마라도나 신의 손 골
name | ko | - | 미스테리오와 미스티코 중 누가 더 유명해?
place | ko | - | 부산 해운대 가기 좋은 계절
place | ko | - | 타이중 여행 코스 추천
place | ko | - | 멜버른 카페 거리 추천
place | ko | - | 오악사카 여행 명소
brand | ko | - | 샤오미 스마트폰 가성비 어때?
brand | ko | - | 넷플릭스 요금제 종류
brand | ko | - | 구글 드라이브 용량 늘리는 법
brand | ko | - | 고고로 스쿠터 한국에서도 팔아?
topic | ko | - | 통풍은 왜 엄지발가락에 잘 생겨?
topic | ko | - | 커피 로스팅 1차 크랙이 뭐야?
topic | ko | - | 외이염은 왜 생겨?
topic | ko | - | 아토피 피부염은 왜 생겨?
subword | ko | - | 부산물 재활용 방법
subword | ko | - | 개털모자는 어디서 유래했어?
function | ko | - | 1파운드는 몇 그램이야?
function | ko | - | 지금 멕시코는 몇 시야?
stem | ko | - | 로스터리 카페 창업 비용
stem | ko | - | 드라마 작가가 되는 법
generic | ko | - | 자기소개서 잘 쓰는 법
generic | ko | - | 여행 짐 싸는 요령
generic | ko | - | 저렴하게 결혼식 올리는 방법
idiom | ko | - | '개밥에 도토리'는 무슨 뜻이야?
idiom | ko | - | '그림의 떡'의 유래
mixed | ko | - | 넷플릭스에서 볼 수 있는 커피 다큐멘터리 추천
mixed | ko | - | 아라비카와 로부스타 차이
`;
