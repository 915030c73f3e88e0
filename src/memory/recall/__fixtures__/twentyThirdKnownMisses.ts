// The twentyThird set's questions the recall rules still get wrong, with what happens (written by the run, not by hand).

export const TWENTYTHIRD_KNOWN_MISSES: ReadonlyMap<string, string> = new Map([
  [
    '芝麻B超做了三周还是看不清 假孕一般持续多久',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    '俺们那只母熊猫体检的时候只认苹果片 胡萝卜一口不吃 咋训练她配合',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper; gets fatty liver',
  ],
  [
    '明年五月考证 现在开始复习来得及不',
    'recalls none of keeper certificate, panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    '粪便孕酮监测的论文 讨论部分咋写',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    '抖音涨粉卡在8万了 熊猫视频咋拍才能火',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    '周末替班照顾小熊猫 要注意些啥',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    '奥数题儿子老是做不出来 他妈教也没用 咋办',
    'recalls none of son Xuanxuan, Xuanxuan myopia, Xuanxuan rhinitis, Xuanxuan go, Xuanxuan toys, Xuanxuan math, Xuanxuan football, hamster Xiaomi, school district house; gets mother Huang Xiuying',
  ],
  [
    '孩子发烧38度5要不要去医院 之前抽过一次',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    '佩奇主题的生日派对咋布置 三岁半的女娃',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    '我爸晚上用制氧机 氧流量开多少合适',
    "recalls none of father Liu Deming, father fishing, father oxygen, father's Haval, Beijing trip, Daocheng trip, Zigong hometown",
  ],
  ['丈母娘吃他莫昔芬三年了 副作用有哪些', 'recalls none of father-in-law Chen, mother-in-law Wang, Leshan visits, wife Chen Jing'],
  ['花卷减肥粮吃了两个月一点没瘦', 'recalls none of cat Huajuan'],
  ['小区充电桩老被油车占 咋办', 'recalls none of family car, car charging, Daocheng trip, Leshan visits'],
  ['沪深300定投亏了15% 还要继续投吗', 'gets fund investing, payday'],
  ['腰突又犯了 腿麻 要不要去医院', 'recalls none of lumbar disc'],
  ['轻度脂肪肝能逆转不 要戒酒吗', 'recalls none of fatty liver'],
  ['大疆mini4pro在成都哪些地方能飞', 'recalls none of drone'],
  [
    '春节回自贡 灯会门票咋买',
    "recalls none of Zigong hometown, father Liu Deming, father fishing, father oxygen, father's Haval, Beijing trip, Daocheng trip, Zigong hometown",
  ],
  ['去柏林动物园交流三个月 要带啥', 'recalls none of Berlin exchange, friend Jonas, learning German, Berlin housing, IELTS'],
  ['雅思6分 口语咋练 打工人没时间', 'recalls none of Berlin exchange, friend Jonas, learning German, Berlin housing, IELTS'],
  ['伊万下个月来成都 带他吃啥', 'recalls none of friend Ivan, chess with Ivan'],
  [
    '约纳斯在柏林照顾过双胞胎熊猫 想问他人工哺育的事 咋开口',
    'recalls none of friend Jonas, Berlin exchange, friend Jonas, learning German, Berlin housing, IELTS; gets panda Zhima, friend Camille',
  ],
  ['卡米尔邀请我去博瓦勒讲小熊猫饲养 讲稿咋写', 'recalls none of friend Camille, Beauval talk'],
  ['马可的纪录片字幕 熊猫术语咋翻', 'recalls none of friend Marco, documentary subtitles'],
  ['韩国粉丝每年给我寄零食 回寄点啥好', 'recalls none of fan Minji'],
  ['夜班下来褪黑素吃多少', 'recalls none of night shift sleep'],
  ['推荐几个喜马拉雅上的历史播客 地铁上听', 'recalls none of podcasts; gets e-bike, home Pidu'],
  ['回锅肉咋炒才香 周末给家里做', 'recalls none of cooking'],
  [
    '羽毛球拍推荐 两口子周末打',
    'recalls none of badminton, wife Chen Jing, Chen Jing thyroid, Chen Jing late duty, badminton, Chen Jing dramas, Chen Jing running, wife perfume, Italy anniversary, brother-in-law, balcony plants, Leshan visits',
  ],
  ['冬天去莫斯科看熊猫 要穿多厚', 'recalls none of Moscow trip, friend Ivan'],
  [
    '结婚十周年去罗马威尼斯 预算要多少',
    'recalls none of Italy anniversary, wife Chen Jing, Chen Jing thyroid, Chen Jing late duty, badminton, Chen Jing dramas, Chen Jing running, wife perfume, Italy anniversary, brother-in-law, balcony plants, Leshan visits',
  ],
  [
    '38度9了 布洛芬还是对乙酰氨基酚',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    '孕酮一直高但是B超啥也没有 正常吗',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  ['早上起床腰僵 弯不下去', 'recalls none of lumbar disc'],
  ['每月4800还到啥时候能少点', 'gets payday, mortgage'],
  [
    '塑形镜片上有划痕还能戴吗',
    'recalls none of son Xuanxuan, Xuanxuan myopia, Xuanxuan rhinitis, Xuanxuan go, Xuanxuan toys, Xuanxuan math, Xuanxuan football, hamster Xiaomi, school district house',
  ],
  ['白天睡不着 遮光窗帘买啥样的', 'recalls none of night shift sleep'],
  ['给我推荐几首适合唱k的歌', 'gets Tangtang Peppa'],
  ['黑芝麻补钙吗', 'gets panda Zhima'],
  ['汤圆煮多久能熟', 'gets cub Tangyuan'],
  ['苹果一天吃几个合适', 'gets mother-in-law Wang'],
  ['竹叶青蛇有毒吗', 'gets tea'],
  ['汤圆是哪个节日吃的', 'gets cub Tangyuan'],
  ['乔治卢卡斯拍过啥电影', 'gets friend Lucas'],
  ['犀浦 美食 推荐', 'gets home Pidu, hotpot'],
  ['雅迪和爱玛哪个卖得多', 'gets e-bike'],
  ['芝麻信用是哪个公司的', 'gets panda Zhima'],
  ['华为Mate70啥时候发布的', 'gets phone'],
  ['热性惊厥会影响智力吗', 'gets Tangtang febrile seizures'],
  ['慢阻肺是咋得的', 'gets father Liu Deming'],
  ['成都 火锅 推荐', 'gets hotpot'],
  ['小熊猫和大熊猫是亲戚吗', 'gets panda keeper job, panda Zhima, cub Tangyuan'],
  ['竹子开花了会死吗', 'gets bamboo supply, bamboo feeding'],
  ['芝麻酱和花生酱哪个热量高', 'gets panda Zhima'],
  ['汤圆粉还能做啥', 'gets cub Tangyuan'],
  [
    '周末干点啥好',
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants',
  ],
  [
    '这周末带娃去哪玩',
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants, son Xuanxuan, Xuanxuan myopia, Xuanxuan rhinitis, Xuanxuan go, Xuanxuan toys, Xuanxuan math, Xuanxuan football, hamster Xiaomi, school district house, daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  ['“芝麻开门”出自哪个故事', 'gets panda Zhima'],
  ['“捡了芝麻丢了西瓜”咋用', 'gets panda Zhima'],
  ['DJI mini4的ND滤镜有必要买不', 'recalls none of drone'],
  ['Chengdu 熊猫基地 门票多少', 'gets Chen Jing running'],
  [
    "Our female panda won't touch her bamboo and keeps pacing, is she coming into heat?",
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper; gets bamboo supply',
  ],
  [
    'How do we keep bamboo fresh after it comes off the refrigerated truck?',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    "What's on the senior animal keeper technician exam in China?",
    'recalls none of keeper certificate, panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    'My kid is stuck at amateur 3 dan in Go, should we change teachers?',
    'recalls none of son Xuanxuan, Xuanxuan myopia, Xuanxuan rhinitis, Xuanxuan go, Xuanxuan toys, Xuanxuan math, Xuanxuan football, hamster Xiaomi, school district house',
  ],
  ["How do I help my son with olympiad math when even his mom can't?", 'gets Xuanxuan math, mother Huang Xiuying, son Xuanxuan'],
  [
    'Peppa Pig party ideas for a three-and-a-half-year-old girl',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    'How long is recovery from a knee replacement for a 60-year-old woman?',
    'recalls none of mother Huang Xiuying, mother helps, Beijing trip',
  ],
  ["My corgi with IVDD is crying and won't move, is it an emergency?", 'recalls none of dog Kele, Kele back'],
  ['How do I get better battery life on my Xiaomi 14?', 'gets phone, hamster Xiaomi'],
  ['Where can I legally fly my DJI Mini 4 Pro around Chengdu?', 'recalls none of drone; gets Chen Jing running'],
  ['Help me structure my red panda husbandry talk for Beauval', 'gets Beauval talk, red panda duty'],
  ['Plan a 7-day Osaka and Wakayama itinerary with two kids', 'recalls none of Japan trip, friend Tanaka'],
  [
    '38.9 now, ibuprofen or paracetamol for a 3-year-old?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    'how long after her morning pill can she drink soy milk',
    'recalls none of wife Chen Jing, Chen Jing thyroid, Chen Jing late duty, badminton, Chen Jing dramas, Chen Jing running, wife perfume, Italy anniversary, brother-in-law, balcony plants, Leshan visits',
  ],
  ['lower back locks up every morning after carrying heavy bundles', 'recalls none of lumbar disc'],
  ['best hotpot Chengdu', 'gets hotpot'],
  [
    'うちの雌のパンダ、エコーで妊娠か偽妊娠かわからない、いつ判断できる？',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    'ジーマが健康チェックでリンゴしか受け付けない、ニンジンに慣れさせるには？',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    '人工哺育した子パンダが離乳中に体重が落ちた',
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job; gets friend Tanaka',
  ],
  [
    '子パンダの一年目を描いた絵本の構成を考えて',
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job',
  ],
  [
    '小学生向けにパンダが竹を食べる理由を3分で説明する原稿',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    '牛乳アレルギーの3歳の娘、幼稚園のおやつはどうする？',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    '義母がタモキシフェンを3年飲んでいる、副作用は？',
    'recalls none of father-in-law Chen, mother-in-law Wang, Leshan visits, wife Chen Jing',
  ],
  ['うちのコーギーが椎間板ヘルニアで歩けない', 'recalls none of dog Kele, Kele back; gets lumbar disc'],
  ['腰椎ヘルニアが再発して足がしびれる', 'recalls none of lumbar disc'],
  [
    'ベルリン動物園での3か月の研修に何を持っていく？',
    'recalls none of Berlin exchange, friend Jonas, learning German, Berlin housing, IELTS',
  ],
  ['イワンが成都に来る、どこに連れて行けばいい？', 'recalls none of friend Ivan, chess with Ivan'],
  ['成都でドローンを飛ばせる場所は？', 'recalls none of drone'],
  [
    '39度近い、イブプロフェンとアセトアミノフェンどっち？',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    '糞中プロゲステロンが高いのにエコーに何も映らない',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  ['イワン雷帝はどんな人？', 'gets chess with Ivan'],
  [
    '週末は何をしよう？',
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants',
  ],
  [
    '우리 암컷 판다가 초음파로 임신인지 위임신인지 모르겠어요',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    '새끼 판다가 젖을 떼는 중에 체중이 줄었어요',
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job',
  ],
  [
    '출산 시즌 야간 근무를 버티는 방법',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday; gets late-night ramyeon',
  ],
  [
    '초등학생에게 판다가 대나무를 먹는 이유를 설명하는 원고 써 줘',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  ['장모님이 타목시펜을 3년째 드세요, 부작용은?', 'recalls none of father-in-law Chen, mother-in-law Wang, Leshan visits, wife Chen Jing'],
  ['우리 코기가 디스크 때문에 못 걸어요', 'recalls none of dog Kele, Kele back'],
  ['베를린 동물원 연수 3개월, 뭘 챙겨야 해?', 'recalls none of Berlin exchange, friend Jonas, learning German, Berlin housing, IELTS'],
  ['하비에르랑 일요일에 영상통화하는데 마드리드는 지금 몇 시야?', 'recalls none of friend Javier, Javier calls'],
  ['청두에서 드론 날릴 수 있는 곳', 'recalls none of drone'],
  [
    '39도 가까운데 이부프로펜이랑 아세트아미노펜 중에 뭐?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    '주말에 뭐 하지?',
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants',
  ],
  [
    'Unsere Pandabärin frisst kaum Bambus und läuft unruhig herum, kommt sie in die Brunst?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    'Der Ultraschall bei unserer Pandabärin zeigt seit Wochen nichts, ist es eine Scheinträchtigkeit?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    'Das Jungtier, das ich großgezogen habe, verliert beim Abstillen Gewicht',
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job',
  ],
  [
    'Wie bleibt Bambus nach dem Kühltransport länger frisch?',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    'Welches Lego-Set für einen Neunjährigen, der Ultraman liebt?',
    'recalls none of son Xuanxuan, Xuanxuan myopia, Xuanxuan rhinitis, Xuanxuan go, Xuanxuan toys, Xuanxuan math, Xuanxuan football, hamster Xiaomi, school district house',
  ],
  [
    'Meine Schwiegermutter nimmt seit drei Jahren Tamoxifen, welche Nebenwirkungen gibt es?',
    'recalls none of father-in-law Chen, mother-in-law Wang, Leshan visits, wife Chen Jing',
  ],
  ['Mein Corgi hat einen Bandscheibenvorfall und kann nicht laufen', 'recalls none of dog Kele, Kele back; gets lumbar disc'],
  ['Kann meine leichte Fettleber wieder verschwinden?', 'recalls none of fatty liver'],
  ['Wo darf ich in Chengdu meine DJI-Drohne fliegen lassen?', 'recalls none of drone; gets Chen Jing running'],
  ['Iwan lädt mich nach Moskau ein, wie warm muss ich mich im Januar anziehen?', 'gets chess with Ivan, friend Ivan'],
  [
    'Fast 39 Grad, Ibuprofen oder Paracetamol für eine Dreijährige?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  ['Baut BYD ein Werk in Europa?', 'gets car charging'],
  ['Seit wann gibt es Pandas im Berliner Zoo?', 'gets friend Javier, friend Emily'],
  [
    'Was soll ich am Wochenende machen?',
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants',
  ],
  [
    'Tangtang hat wieder 发烧 38,5, 医院 oder abwarten?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    'Notre femelle panda ne mange plus son bambou et tourne en rond, elle entre en chaleur ?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    "L'échographie de notre panda ne montre toujours rien, grossesse nerveuse ?",
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    "Le petit panda que j'ai élevé au biberon perd du poids au sevrage",
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job',
  ],
  [
    "Trame d'un album jeunesse sur la première année de notre bébé panda",
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job',
  ],
  [
    'Écris un petit discours pour des écoliers sur pourquoi les pandas mangent du bambou',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    'Mon père a une BPCO, peut-il monter à 4000 mètres ?',
    "recalls none of father Liu Deming, father fishing, father oxygen, father's Haval, Beijing trip, Daocheng trip, Zigong hometown",
  ],
  [
    'Ma belle-mère prend du tamoxifène depuis trois ans, quels effets secondaires ?',
    'recalls none of father-in-law Chen, mother-in-law Wang, Leshan visits, wife Chen Jing',
  ],
  ['Mon corgi a une hernie discale et ne marche plus', 'recalls none of dog Kele, Kele back; gets friend Marco'],
  [
    'Idées pour nos dix ans de mariage à Rome et Venise',
    'recalls none of Italy anniversary, wife Chen Jing, Chen Jing thyroid, Chen Jing late duty, badminton, Chen Jing dramas, Chen Jing running, wife perfume, Italy anniversary, brother-in-law, balcony plants, Leshan visits',
  ],
  ['Mon fonds indiciel CSI 300 a perdu 15 %, je continue à investir chaque mois ?', 'gets payday, fund investing'],
  [
    'Presque 39, ibuprofène ou paracétamol pour une enfant de 3 ans ?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    "Progestérone fécale élevée mais rien à l'échographie, c'est normal ?",
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    "Qu'est-ce que je fais ce week-end ?",
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants',
  ],
  [
    'Tangtang a encore 发烧, 38,5, 医院 ou pas ?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  ['¿Qué le puedo regalar a Javier cuando venga a Chengdu?', 'gets Javier calls, friend Javier'],
  [
    'Nuestra osa panda no come bambú y está inquieta, ¿entra en celo?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    'La ecografía de nuestra panda sigue sin mostrar nada, ¿es un embarazo psicológico?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    'El osezno que crié a biberón pierde peso en el destete',
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job',
  ],
  [
    'Escribe una charla de tres minutos para niños sobre por qué los pandas comen bambú',
    'recalls none of panda keeper job, panda Zhima, cub Tangyuan, breeding season shifts, bamboo feeding, bamboo supply, keeper certificate, colleague Lao Zhou, visitor talks, research paper, Tangyuan growth, Zhima diet, Zhima pregnancy check, Douyin account, red panda duty, night shift sleep, panda bite scar, payday',
  ],
  [
    'Mi papá tiene EPOC, ¿puede subir a 4000 metros?',
    "recalls none of father Liu Deming, father fishing, father oxygen, father's Haval, Beijing trip, Daocheng trip, Zigong hometown; gets podcasts",
  ],
  [
    'Mi suegra lleva tres años con tamoxifeno, ¿qué efectos secundarios vigilar?',
    'recalls none of father-in-law Chen, mother-in-law Wang, Leshan visits, wife Chen Jing',
  ],
  ['Mi corgi tiene una hernia discal y no puede caminar', 'recalls none of dog Kele, Kele back; gets lumbar disc'],
  ['¿Se puede revertir mi hígado graso leve?', 'recalls none of fatty liver'],
  [
    'Casi 39, ¿ibuprofeno o paracetamol para una niña de 3 años?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  ['¿Le compro una rampa para que suba al sofá?', 'recalls none of dog Kele, Kele back'],
  ['¿Son peligrosas las convulsiones febriles?', 'gets Tangtang febrile seizures'],
  [
    '¿Qué hago este fin de semana?',
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants',
  ],
  ['Vale a pena trocar a minha Sony A7 IV por uma A7R V para fotografar pandas?', 'gets camera, photo exhibition'],
  [
    'A nossa panda fêmea não come bambu e anda inquieta, está no cio?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    'O filhote que eu criei na mamadeira está perdendo peso no desmame',
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job',
  ],
  [
    'Meu pai tem DPOC, ele aguenta 4000 metros de altitude?',
    "recalls none of father Liu Deming, father fishing, father oxygen, father's Haval, Beijing trip, Daocheng trip, Zigong hometown; gets podcasts",
  ],
  [
    'Minha sogra toma tamoxifeno há três anos, que efeitos colaterais observar?',
    'recalls none of father-in-law Chen, mother-in-law Wang, Leshan visits, wife Chen Jing',
  ],
  ['Meu corgi tem hérnia de disco e não anda', 'recalls none of dog Kele, Kele back; gets lumbar disc'],
  ['A minha esteatose leve tem volta?', 'recalls none of fatty liver'],
  [
    'O que levar para três meses de intercâmbio no zoológico de Berlim?',
    'recalls none of Berlin exchange, friend Jonas, learning German, Berlin housing, IELTS',
  ],
  ['Meu fundo do índice CSI 300 caiu 15%, continuo aportando todo mês?', 'gets payday, fund investing'],
  ['Roteiro de uma semana em Osaka e Wakayama com duas crianças', 'recalls none of Japan trip, friend Tanaka'],
  [
    'Quase 39, ibuprofeno ou paracetamol para uma criança de 3 anos?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    'Progesterona fecal alta mas nada no ultrassom, é normal?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  ['A BYD tem fábrica no Brasil?', 'gets car charging'],
  ['A Xiaomi é chinesa?', 'gets hamster Xiaomi'],
  [
    'O que eu faço no fim de semana?',
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants',
  ],
  [
    'Quanto costa un giro in gondola a Venezia per due?',
    'recalls none of Italy anniversary, wife Chen Jing, Chen Jing thyroid, Chen Jing late duty, badminton, Chen Jing dramas, Chen Jing running, wife perfume, Italy anniversary, brother-in-law, balcony plants, Leshan visits',
  ],
  [
    'La nostra panda femmina non mangia bambù ed è agitata, è in calore?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    'Il cucciolo che ho allevato col biberon perde peso durante lo svezzamento',
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job',
  ],
  [
    'Mio padre ha la BPCO, può salire a 4000 metri?',
    "recalls none of father Liu Deming, father fishing, father oxygen, father's Haval, Beijing trip, Daocheng trip, Zigong hometown",
  ],
  [
    'Mia suocera prende il tamoxifene da tre anni, quali effetti collaterali?',
    'recalls none of father-in-law Chen, mother-in-law Wang, Leshan visits, wife Chen Jing',
  ],
  ["Il mio corgi ha un'ernia del disco e non cammina", 'recalls none of dog Kele, Kele back; gets lumbar disc'],
  ['Con la steatosi posso mangiare il hot pot una volta a settimana?', 'recalls none of fatty liver, hotpot'],
  [
    'Cosa portare per tre mesi di scambio allo zoo di Berlino?',
    'recalls none of Berlin exchange, friend Jonas, learning German, Berlin housing, IELTS',
  ],
  [
    'Quasi 39, ibuprofene o paracetamolo per una bimba di 3 anni?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    "Progesterone fecale alto ma niente all'ecografia, è normale?",
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  ['Ci sono panda giganti negli zoo italiani?', 'gets friend Javier, friend Emily'],
  [
    'Cosa faccio questo fine settimana?',
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants',
  ],
  [
    'Tangtang ha di nuovo 发烧 38,5, 医院 o aspetto?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    'Наша самка панды не ест бамбук и беспокоится, это течка?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    'УЗИ нашей панды три недели ничего не показывает, это ложная беременность?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  [
    'Детёныш, которого я выкормил, худеет при отъёме от матери',
    'recalls none of cub Tangyuan, Tangyuan growth, picture book, panda Zhima, panda keeper job; gets mother Huang Xiuying',
  ],
  [
    'У дочки 38,5, и раньше уже были фебрильные судороги',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    'У отца ХОБЛ, можно ли ему на высоту 4000 метров?',
    "recalls none of father Liu Deming, father fishing, father oxygen, father's Haval, Beijing trip, Daocheng trip, Zigong hometown",
  ],
  [
    'Сколько длится реабилитация после эндопротезирования колена у мамы?',
    'recalls none of mother Huang Xiuying, mother helps, Beijing trip',
  ],
  [
    'Тёща три года принимает тамоксифен, какие побочные эффекты?',
    'recalls none of father-in-law Chen, mother-in-law Wang, Leshan visits, wife Chen Jing',
  ],
  ['У моего корги грыжа диска, он не ходит', 'recalls none of dog Kele, Kele back; gets lumbar disc'],
  ['Мой лёгкий жировой гепатоз обратим?', 'recalls none of fatty liver'],
  [
    'Что взять с собой на три месяца стажировки в Берлинском зоопарке?',
    'recalls none of Berlin exchange, friend Jonas, learning German, Berlin housing, IELTS; gets friend Ivan',
  ],
  ['Что подарить Танаке, когда летом приедем в Вакаяму?', 'recalls none of friend Tanaka, Japan trip'],
  ['Помоги написать письмо Эмили о питательности бамбука', 'recalls none of friend Emily'],
  ['Нормально ли, что наш BYD Song зимой больше расходует?', 'gets Moscow trip, car charging'],
  [
    'Почти 39, ибупрофен или парацетамол для трёхлетки?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
  [
    'Фекальный прогестерон высокий, а на УЗИ пусто, это нормально?',
    'recalls none of panda Zhima, Zhima diet, Zhima pregnancy check, cub Tangyuan, panda keeper job, research paper',
  ],
  ['Где в Москве зоопарк и как туда доехать?', 'gets Moscow trip'],
  ['Продаётся ли BYD в России?', 'gets car charging'],
  ['Когда панды появились в Московском зоопарке?', 'gets friend Ivan'],
  [
    'Чем заняться на выходных?',
    'recalls none of badminton, drone, cooking, father fishing, hotpot, Rongcheng fan, Tangtang Peppa, Xuanxuan go, camera, gaming, red panda duty, Leshan visits, Javier calls, balcony plants',
  ],
  [
    'У Тантан опять 发烧 38,5, ехать в 医院?',
    'recalls none of daughter Tangtang, Tangtang febrile seizures, Tangtang milk allergy, Tangtang Peppa, Tangtang kindergarten, mother helps',
  ],
]);
