// The tenth blind aboutness set's questions in Chinese, Japanese and Korean, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TENTH_ZH_LINES = `
direct | zh | cat Tal; Tal kidneys | 我家老猫得了慢性肾病，最近不肯吃处方湿粮，怎么办？
direct | zh | Tal kidneys; cat Tal | 塔尔一天喝好多水，是肾病加重了吗？
direct | zh | dog Canela; Canela leishmaniasis; Canela walks | 我的灵缇犬在吃别嘌醇，可以给她吃什么零食？
direct | zh | Canela leishmaniasis; dog Canela; Canela walks | 狗的利什曼病要多久复查一次血？
direct | zh | husband Santiago; Santiago diabetes; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | 我老公有二型糖尿病，晚饭做什么好？
direct | zh | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | 帮我给丈夫策划一个七十二岁生日的惊喜旅行
direct | zh | daughter Vera; Vera second baby; son-in-law Jonas; Vera flat; granddaughter Mila; learning German; Mila eczema; Mila tournament; Mila Chinese | 女儿三月份生二胎，我去慕尼黑住一个月要准备什么？
direct | zh | granddaughter Mila; Mila tournament; chess notation; chess coach; chess explanations; Mila eczema; Mila Chinese | 给我孙女出五道简单的一步杀习题
direct | zh | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | 米拉的湿疹又犯了，可以穿什么衣服？
direct | zh | Mila Chinese; granddaughter Mila; Mila eczema; Mila tournament | 帮我孙女找一个适合九岁孩子的网上中文课
direct | zh | son Lev; Lev epilepsy; Lev visit | 我儿子吃左乙拉西坦，能喝酒吗？
direct | zh | Lev visit; son Lev; Lev epilepsy | 列夫复活节要来西班牙，申根签证需要哪些材料？
direct | zh | sister Roza; Roza glaucoma; Roza care | 姐姐的青光眼眼药水晚上忘了点怎么办？
direct | zh | Roza care; sister Roza; Kazan roots; Roza glaucoma | 在喀山给我姐姐请个护工一周三天大概多少钱？
direct | zh | atrial fibrillation; no NSAIDs; check interactions | 我在吃抗凝药，牙疼可以吃布洛芬吗？
direct | zh | check interactions; atrial fibrillation; cholesterol; osteopenia; no grapefruit | 我能吃鱼油保健品吗？会不会和我的药冲突？
direct | zh | hearing aids | 我的助听器在餐厅里听不清，怎么调？
direct | zh | student Blanca; Blanca repertoire; chess explanations; chess coach; chess notation; Blanca fees | 给我的学生布兰卡准备全国少年赛前的六周训练计划
direct | zh | Blanca repertoire; student Blanca; chess notation; chess coach; chess explanations; Blanca fees | 卡罗-康防御的推进变例主线是什么？我要教我的学生
direct | zh | rook endgame book; chess coach; chess notation; chess explanations | 帮我写车兵残局那本书第三章的引言
direct | zh | Jávea camp; chess coach | 给哈维亚的儿童国际象棋夏令营排一个每天的日程
direct | zh | Spanish citizenship; learning Valencian | 入籍考试CCSE一般考哪些内容？
direct | zh | bathroom renovation; knee arthritis | 浴缸改淋浴，地面用什么防滑材料好？
direct | zh | allotment; tomato seeds | 我菜园里的番茄什么时候播种？
direct | zh | Seat Ibiza | 我的西雅特伊比萨离合器发软，修起来贵吗？
direct | zh | Xiaomi phone; hearing aids | 我的红米Note 12怎么连接助听器？
direct | zh | Russian pension; pension papers | 我的俄罗斯养老金现在怎么才能转到西班牙的银行？
direct | zh | paella; lactose-free recipes; lactose intolerance | 星期天做六人份的瓦伦西亚海鲜饭要多少米？
direct | zh | xiangqi | 中国象棋的马和国际象棋的马走法有什么不同？我想学
direct | zh | cholesterol; no grapefruit; check interactions | 吃他汀的时候能吃西柚吗？
implicit | zh | summer insomnia | 八月卧室太热睡不着，没有空调怎么办？
implicit | zh | lactose intolerance; lactose-free recipes | 喝牛奶肚子不舒服，哪些奶酪可以吃？
implicit | zh | travel aisle seat; knee arthritis | 订去慕尼黑的机票时我应该要求什么服务？
personal_none | zh | - | 邻居搬新家送什么礼物好？
personal_none | zh | - | 厨房水槽堵了怎么疏通？
personal_none | zh | - | 我总是找不到老花镜，有什么办法？
homograph | zh | - | 小米粥怎么熬才好喝？
homograph | zh | - | 肉桂有哪些药用价值？
homograph | zh | - | 保加利亚列弗和欧元的汇率是多少？
name | zh | - | 列夫·托尔斯泰的《战争与和平》讲了什么？
name | zh | - | 米哈伊尔·塔尔为什么被称为“里加魔术师”？
name | zh | - | 罗莎·帕克斯为什么有名？
name | zh | - | 王薇薇（Vera Wang）设计过哪些名人婚纱？
place | zh | - | 智利首都圣地亚哥有哪些景点？
place | zh | - | 伊维萨岛夏天的夜生活怎么样？
place | zh | - | 喀山克里姆林宫有什么历史？
place | zh | - | 慕尼黑啤酒节为什么在九月开始？
brand | zh | - | 小米汽车SU7卖得怎么样？
brand | zh | - | 汉莎航空的经济舱加座多少钱？
brand | zh | - | 美善品为什么在中国这么贵？
topic | zh | - | 利什曼病在全世界是怎么传播的？
topic | zh | - | 二甲双胍的作用原理是什么？
topic | zh | - | 国际象棋的卢塞纳局面是什么？
subword | zh | - | 大熊猫一天吃多少竹子？
subword | zh | - | 热狗是哪个国家发明的？
subword | zh | - | 番茄工作法怎么用？
subword | zh | - | 女儿红是什么酒？
subword | zh | - | 肾上腺素有什么作用？
stem | zh | - | 世界上游泳最快的人是谁？
function | zh | - | 那么世界上最高的楼是哪一座？
function | zh | - | 你能告诉我俄罗斯有几个时区吗？
generic | zh | - | 写一首关于秋天的短诗
generic | zh | - | 澳大利亚的首都是哪里？
idiom | zh | - | “塞翁失马”是什么意思？
idiom | zh | - | “猫哭耗子”这个成语怎么用？
mixed | zh | - | checkmate用俄语怎么说？
subword | zh | - | 车厘子和樱桃有什么区别？
subword | zh | - | 客厅的茶几选多高合适？
subword | zh | - | 猫头鹰晚上为什么看得清？
`;

export const TENTH_JA_LINES = `
direct | ja | cat Tal; Tal kidneys | うちの老猫が腎臓病の療法食を食べなくなりました。どうすればいい？
direct | ja | Tal kidneys; cat Tal | 慢性腎臓病の猫がよく水を飲むのは悪化のサインですか？
direct | ja | dog Canela; Canela leishmaniasis; Canela walks | アロプリノールを飲んでいるうちのグレイハウンドにあげてもいいおやつは？
direct | ja | Canela leishmaniasis; dog Canela; Canela walks | カネラのリーシュマニア症の検査は次いつ？
direct | ja | husband Santiago; Santiago diabetes; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | 糖尿病の夫のために甘さ控えめのデザートを教えて
direct | ja | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | 夫の72歳の誕生日にサプライズ旅行を計画して
direct | ja | daughter Vera; Vera second baby; Vera flat; son-in-law Jonas; granddaughter Mila; learning German; Mila eczema; Mila tournament; Mila Chinese | 娘の出産に合わせてミュンヘンに一か月滞在するとき、何を持っていけばいい？
direct | ja | Vera second baby; daughter Vera; Vera flat | 妊娠中期の娘は長距離フライトの乗務を続けても大丈夫？
direct | ja | granddaughter Mila; Mila tournament; chess notation; chess coach; chess explanations; Mila eczema; Mila Chinese | 孫娘のために簡単なメイト問題を五つ作って
direct | ja | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | ミラの湿疹が悪化しないセーターの素材は？
direct | ja | son Lev; Lev epilepsy; Lev visit | 息子はてんかんの薬を飲んでいますが、運転免許は取れますか？
direct | ja | Lev visit; son Lev; Lev epilepsy | レフがイースターにスペインへ来るためのシェンゲンビザの書類は？
direct | ja | sister Roza; Roza glaucoma; Roza care | 姉が緑内障の目薬をさし忘れないようにする方法は？
direct | ja | atrial fibrillation; no NSAIDs; check interactions; knee arthritis | 抗凝固薬を飲んでいるけど、膝の痛みに何を飲めばいい？
direct | ja | check interactions; atrial fibrillation; cholesterol; osteopenia; no grapefruit | ウコンのサプリを始めてもいいですか？
direct | ja | hearing aids | 補聴器がマフラーをするとピーピー鳴るのはなぜ？
direct | ja | student Blanca; Blanca repertoire; chess explanations; chess coach; chess notation; Blanca fees | 教え子のブランカのためにスペイン選手権までの練習計画を立てて
direct | ja | Blanca repertoire; student Blanca; chess notation; chess coach; chess explanations; Blanca fees | カロカン・ディフェンスのアドバンス・バリエーションの本手順を教えて、生徒に教えるので
direct | ja | rook endgame book; chess notation; chess coach; chess explanations | 私の本の第三章のためにルセナ・ポジションの説明を手伝って
direct | ja | student Haruto; online lessons; lesson plan format; chess coach; chess notation; chess explanations | ハルトくんに将棋の経験を活かしたチェスのレッスンを準備して
direct | ja | Jávea camp; chess coach | ハベアの子ども向けチェス合宿の一日のスケジュールを作って
direct | ja | Spanish citizenship | スペイン国籍取得のためのDELE A2の勉強法は？
direct | ja | bathroom renovation; knee arthritis | 浴槽をウォークインシャワーに替えるとき、滑りにくい床材は？
direct | ja | allotment; tomato seeds | 市民農園のトマトはいつ種をまけばいい？
direct | ja | Seat Ibiza | 私のセアト・イビサのクラッチが柔らかい。修理は高い？
direct | ja | Thermomix; lactose-free recipes; lactose intolerance | サーモミックスで乳糖なしのベシャメルソースを作りたい
direct | ja | Russian pension; pension papers | ロシアの年金をスペインの口座で受け取る方法はありますか？
direct | ja | matcha; tea | 朝の抹茶、一日何杯までなら大丈夫？
direct | ja | YouTube channel; chess coach | 私のチャンネルの来週の動画のネタを考えて
implicit | ja | summer insomnia | 八月は寝室が暑すぎて眠れない。エアコンなしで何ができる？
implicit | ja | lactose intolerance; lactose-free recipes; Comté | 牛乳でお腹をこわすけど、食べられるチーズは？
implicit | ja | evening screens; Kindle | 夜に画面を見ると頭が痛くなる。どうしたらいい？
personal_none | ja | - | 近所の人の引っ越し祝いに何を贈ればいい？
personal_none | ja | - | 台所の排水口の詰まりを直すには？
personal_none | ja | - | 老眼鏡をすぐなくしてしまう
homograph | ja | - | バレンシアオレンジはどうして甘いの？
homograph | ja | - | 窯で焼く陶芸の温度は何度くらい？
homograph | ja | - | アロエベラの効能は？
name | ja | - | ミハイル・タリはなぜ「リガの魔術師」と呼ばれたの？
name | ja | - | レフ・トルストイの代表作は？
name | ja | - | ミラ・ジョヴォヴィッチの出演作を教えて
place | ja | - | サンティアゴ・デ・コンポステーラの巡礼路は何日かかる？
place | ja | - | イビサ島のおすすめのビーチは？
place | ja | - | カザンのクレムリンの歴史
place | ja | - | ミュンヘンのオクトーバーフェストはなぜ九月に始まるの？
brand | ja | - | シャオミの株は今年買いですか？
brand | ja | - | Kindle Scribeとリマーカブルはどっちがいい？
brand | ja | - | ルフトハンザの機内食は美味しい？
topic | ja | - | 緑内障とはどんな病気ですか？
topic | ja | - | メトホルミンはどう効くの？
topic | ja | - | リーシュマニア症は世界でどこに多い？
subword | ja | - | 肝腎なのは何ですか、という言い方は正しい？
subword | ja | - | 猫背を直すストレッチを教えて
subword | ja | - | 茶番劇の語源は？
subword | ja | - | 将棋倒し事故を防ぐには？
subword | ja | - | 看板娘という言葉はいつから使われている？
stem | ja | - | 世界で一番速い水泳選手は誰？
function | ja | - | ところで、世界で一番高いビルはどこ？
function | ja | - | ロシアにはいくつの時間帯がありますか？
generic | ja | - | 秋についての俳句を作って
generic | ja | - | PDFをWordに変換する方法は？
idiom | ja | - | 「犬も歩けば棒に当たる」の意味は？
idiom | ja | - | 「猫に小判」はどういう意味？
mixed | ja | - | 「checkmate」はロシア語で何と言う？
subword | ja | - | 狛犬はなぜ神社の入り口にいるの？
subword | ja | - | 茶碗蒸しの作り方を教えて
subword | ja | - | 姉妹都市はどうやって決まるの？
`;

export const TENTH_KO_LINES = `
direct | ko | cat Tal; Tal kidneys | 우리 늙은 고양이가 신장 처방식을 안 먹어요. 어떻게 하죠?
direct | ko | Tal kidneys; cat Tal | 만성 신장병 고양이가 물을 많이 마시면 나빠진 건가요?
direct | ko | dog Canela; Canela leishmaniasis; Canela walks | 알로푸리놀 먹는 우리 그레이하운드에게 줄 간식은?
direct | ko | Canela walks; dog Canela; Canela leishmaniasis | 카넬라랑 투리아 공원 산책할 때 여름엔 몇 시가 좋을까?
direct | ko | husband Santiago; Santiago diabetes; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | 당뇨가 있는 남편을 위한 저녁 메뉴 추천해 줘
direct | ko | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | 남편 72번째 생일 깜짝 여행 계획 좀 짜 줘
direct | ko | daughter Vera; Vera second baby; Vera flat; son-in-law Jonas; granddaughter Mila; learning German; Mila eczema; Mila tournament; Mila Chinese | 딸이 3월에 둘째를 낳는데 뮌헨에서 한 달 지내려면 뭘 챙겨야 해?
direct | ko | granddaughter Mila; Mila tournament; chess notation; chess coach; chess explanations; Mila eczema; Mila Chinese | 손녀에게 줄 쉬운 체크메이트 문제 다섯 개 만들어 줘
direct | ko | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | 밀라 습진에 안 좋은 옷감은 뭐야?
direct | ko | son Lev; Lev epilepsy; Lev visit | 아들이 레비티라세탐을 먹는데 술을 마셔도 돼?
direct | ko | Lev visit; son Lev; Lev epilepsy | 레프가 부활절에 스페인에 오려면 셍겐 비자 서류가 뭐가 필요해?
direct | ko | sister Roza; Roza glaucoma; Roza care | 언니가 녹내장 안약을 자꾸 잊어버려. 좋은 방법 없을까?
direct | ko | atrial fibrillation; no NSAIDs; check interactions | 항응고제를 먹고 있는데 두통약은 뭘 먹어야 해?
direct | ko | check interactions; atrial fibrillation; cholesterol; osteopenia; no grapefruit | 오메가3 영양제를 먹어도 될까?
direct | ko | hearing aids | 보청기가 식당에서 잘 안 들려. 어떻게 설정해?
direct | ko | student Ji-ho; online lessons; lesson plan format; chess explanations; chess coach; chess notation | 지호에게 마이너리티 어택 수업을 준비해 줘
direct | ko | baduk; student Ji-ho; chess coach; chess notation; chess explanations | 바둑에서 축이 뭔지 쉽게 설명해 줘, 지호한테 배우는 중이야
direct | ko | kimchi; student Ji-ho; chess coach; chess notation; chess explanations | 배추김치가 너무 시어졌는데 어떻게 살리지?
direct | ko | student Blanca; Blanca repertoire; chess coach; chess notation; chess explanations; Blanca fees | 블랑카를 위한 스페인 선수권 대비 6주 훈련 계획을 짜 줘
direct | ko | rook endgame book; chess notation; chess coach; chess explanations | 내 책 3장에 들어갈 루세나 포지션 설명을 도와줘
direct | ko | Jávea camp; chess coach | 하베아 어린이 체스 캠프 하루 일정표를 만들어 줘
direct | ko | Spanish citizenship | 스페인 국적 시험 CCSE에는 어떤 문제가 나와?
direct | ko | bathroom renovation; knee arthritis | 욕조를 워크인 샤워로 바꿀 때 미끄럽지 않은 바닥재는?
direct | ko | allotment; tomato seeds | 텃밭 토마토는 언제 씨를 뿌려야 해?
direct | ko | Seat Ibiza | 내 세아트 이비자 클러치가 물렁해. 수리비 비쌀까?
direct | ko | Russian pension; pension papers | 러시아 연금을 스페인 계좌로 받을 방법이 있을까?
direct | ko | Conga vacuum; dog Canela; Canela leishmaniasis; Canela walks | 로봇청소기가 개 방석에 자꾸 걸려. 어떻게 막지?
implicit | ko | summer insomnia | 8월엔 침실이 너무 더워서 잠을 못 자. 에어컨 없이 어떻게 해?
implicit | ko | lactose intolerance; lactose-free recipes; Comté | 우유 마시면 배가 아픈데 먹을 수 있는 치즈는?
implicit | ko | travel aisle seat; knee arthritis | 뮌헨행 비행기 예약할 때 뭘 요청해야 할까?
personal_none | ko | - | 이웃 집들이 선물 뭐가 좋을까?
personal_none | ko | - | 부엌 싱크대가 막혔어. 어떻게 뚫어?
personal_none | ko | - | 돋보기를 자꾸 잃어버려
homograph | ko | - | 신장이 180센티미터면 평균보다 큰 편이야?
homograph | ko | - | 발렌시아 오렌지는 왜 달아?
homograph | ko | - | 불가리아 레프 환율은?
name | ko | - | 미하일 탈은 왜 리가의 마술사라고 불렸어?
name | ko | - | 레프 톨스토이의 대표작은?
name | ko | - | 밀라 쿠니스가 나온 영화 알려 줘
place | ko | - | 산티아고 순례길은 며칠 걸려?
place | ko | - | 이비자 섬 여름 클럽 추천
place | ko | - | 카잔 크렘린의 역사는?
place | ko | - | 뮌헨 옥토버페스트는 왜 9월에 시작해?
brand | ko | - | 샤오미 주식 올해 사도 될까?
brand | ko | - | 루프트한자 이코노미 좌석 추가 요금은?
brand | ko | - | 킨들 스크라이브와 리마커블 비교
topic | ko | - | 녹내장은 어떤 병이야?
topic | ko | - | 메트포르민은 어떻게 작용해?
topic | ko | - | 리슈마니아증은 어디에서 많이 생겨?
subword | ko | - | 딸기는 언제가 제철이야?
subword | ko | - | 개나리는 언제 피어?
subword | ko | - | 개구리는 겨울잠을 어떻게 자?
subword | ko | - | 부산 수영구에 가 볼 만한 곳은?
subword | ko | - | 차이나타운은 인천 어디에 있어?
stem | ko | - | 세계에서 가장 빠른 수영 선수는 누구야?
function | ko | - | 그런데 세계에서 제일 높은 건물은 어디야?
function | ko | - | 러시아에는 시간대가 몇 개 있어?
generic | ko | - | 가을에 관한 짧은 시를 써 줘
generic | ko | - | 호주의 수도는 어디야?
idiom | ko | - | "고양이 목에 방울 달기"는 무슨 뜻이야?
idiom | ko | - | "개천에서 용 난다"의 뜻은?
mixed | ko | - | checkmate를 러시아어로 뭐라고 해?
subword | ko | - | 개미는 어떻게 길을 찾아?
subword | ko | - | 아들러 심리학의 핵심은 뭐야?
subword | ko | - | 바둑이는 어떤 개야?
`;
