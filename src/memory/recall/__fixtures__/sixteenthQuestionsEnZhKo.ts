// The sixteenth blind aboutness set's questions in English, Chinese and Korean, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const SIXTEENTH_EN_LINES = `
direct | en | dog Daifuku; Daifuku allergy; Daifuku walks | what time should I take Daifuku out today, it's going to be 33 degrees
direct | en | dog Daifuku; Daifuku allergy; Daifuku walks | can I give Daifuku a bath more often for his itchy skin
direct | en | dog Daifuku; Daifuku allergy; Daifuku walks | my shiba keeps licking his paws even on Apoquel, what else can I try
direct | en | cat Totò; Toto stones | is it ok to give Totò a bit of tuna on top of his urinary food
direct | en | cat Totò; Toto stones | how do I get my cat to drink more water so the stones don't come back
direct | en | gout; no beer; no Weissbier | I have a gout flare before a tasting event, what can I do tonight
direct | en | gout; no beer; no Weissbier | which snacks are low in purines for my evening drink
direct | en | tinnitus | the ringing in my left ear got worse after a long day at the polishing machine
direct | en | blood pressure | can I take amlodipine in the evening instead of the morning
direct | en | hay fever | does bilastine make you drowsy if I drive the kei truck
direct | en | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | write a short birthday message in French for my daughter
direct | en | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | Hana wants to stay in Dijon for a master's, how much would two more years cost us
direct | en | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | how do I send money to my daughter in France cheaper than Wise
direct | en | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | what should Hana pack for the harvest internship in Burgundy
direct | en | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | my son can't get up for morning practice, how do I talk to his coach about his OD
direct | en | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | how to break in Daichi's new catcher's mitt
direct | en | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | study plan for my son for the Niigata University entrance exam
direct | en | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | gift ideas for my wife's birthday in June
direct | en | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | plan a weekend in Verona for Chiara and me around an opera night
direct | en | father-in-law Dante; Dante levodopa; Bologna calls | my father-in-law in Bologna is getting worse, how can we help from Japan
direct | en | mother Fumiko; Fumiko diabetes; Fumiko clinic | what should my mother eat for breakfast with her diabetes
direct | en | Hamburg importer | draft an email to Mr Vogel confirming the spring order
direct | en | Italy export | list of sake distributors in Italy I could contact
direct | en | ProWein; ProWein stand | what should we bring to our shared stand at ProWein
direct | en | IWC gold | write a press release about our IWC gold medal
direct | en | kimoto book; kimoto | help me outline the English chapter summary for my kimoto book
direct | en | kimoto; toji | explain our kimoto method to a foreign buyer in three sentences
direct | en | tasting room; subsidy | how should I lay out the tasting room in the old farmhouse
direct | en | tank loan | should I pay off the tank loan early or invest the money
direct | en | NISA; no crypto | is my monthly index fund plan enough for retirement at 65
direct | en | Moto Guzzi | how often should I change the oil on my V7
direct | en | fly fishing | which fly to use for char in May on the rivers near Uonuma
direct | en | shogi | openings to study to get to 4-dan on Shogi Wars
direct | en | jazz records | which Miles Davis pressing should I hunt for next
direct | en | Camino; learning Spanish | how fit do I need to be for the Camino with Chiara
direct | en | apprentice Minjun; Minjun visa | what does Minjun need for his visa renewal in May
direct | en | Taipei importer | write a thank-you note to Mr Lin for his order this year
direct | en | camera; Instagram | best settings for my X100V in a dark brewery
direct | en | car Forester | when should I switch the Forester to winter tyres
direct | en | Burgundy wine | a Gevrey-Chambertin for me under 60 euros
implicit | en | dog Daifuku; Daifuku allergy; Daifuku walks | the shiba was scratching all night again and has a bald spot
implicit | en | gout; no beer; no Weissbier | my big toe is red and hot again after the Tokyo event
implicit | en | koji room | the koji is growing too fast tonight, humidity is at 90
implicit | en | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | the rent in Dijon went up to 560 from January
implicit | en | Hamburg importer; Italy export; ProWein | the euro price list needs updating before March
personal_none | en | - | I need a new pair of running shoes
personal_none | en | - | help me write a complaint about a late parcel
personal_none | en | - | my laptop fan is very loud, what should I do
personal_none | en | - | what should I cook for dinner tonight with chicken
personal_none | en | - | I keep forgetting people's names, any tricks
homograph | en | - | how do you make daifuku mochi at home
homograph | en | - | who sang "Africa" in the band Toto
homograph | en | - | what does Dante's Inferno say about the ninth circle
homograph | en | - | what is the Hana highway in Maui like
homograph | en | - | how is Japanese rice wine different from rice vinegar
idiom | en | - | what does "cat got your tongue" mean
idiom | en | - | where does "the hair of the dog" come from
idiom | en | - | what does "it's raining cats and dogs" mean
idiom | en | - | what does "a storm in a teacup" mean
name | en | - | who is Chiara Ferragni
name | en | - | what is Sota Fujii's record
name | en | - | where was Miles Davis born
name | en | - | who was Totò, the Italian actor
name | en | - | what did Dante Alighieri write besides the Divine Comedy
place | en | - | what is Nagaoka famous for
place | en | - | best things to do in Bologna in two days
place | en | - | how far is Dijon from Paris by train
place | en | - | is Hamburg worth visiting in winter
place | en | - | what is Yuzhno-Sakhalinsk like
brand | en | - | is the Subaru Forester reliable
brand | en | - | Moto Guzzi V85 TT review
brand | en | - | what is the Google Pixel 9 camera like
brand | en | - | Fujifilm X100 series history
brand | en | - | TOTO washlet price in the US
topic | en | - | why does gout mostly hit the big toe
topic | en | - | how is sake made
topic | en | - | what is koji used for in Western cooking
topic | en | - | what is Parkinson's disease
topic | en | - | what is the International Wine Challenge
topic | en | - | how does ProWein work for visitors
subword | en | - | how do fireworks get their colours
subword | en | - | what is a tokamak
stem | en | - | how to become a brewer in Germany
stem | en | - | fishing regulations in Hokkaido
function | en | - | what's the difference between "who" and "whom"
function | en | - | when to use "since" versus "for"
generic | en | - | what's the population of Japan
generic | en | - | how do interest rates affect the yen
mixed | en | - | how to pronounce "Gevrey-Chambertin"
`;

export const SIXTEENTH_ZH_LINES = `
direct | zh | Taipei importer; Taipei trip | 帮我给台北的林先生写一封拜年邮件
direct | zh | Taipei importer | 林先生今年的订单比去年少了，我该怎么跟他谈
direct | zh | Shanghai fair | 明年四月上海的日本酒展会，我需要准备哪些中文资料
direct | zh | Shanghai fair | 去上海参展要办什么签证
direct | zh | learning Chinese | 我学中文半年了，怎么提高听力
direct | zh | learning Chinese; Taipei importer | 我跟代理商发微信时常用的商务中文有哪些
direct | zh | gout; no beer; no Weissbier | 我有痛风，去台湾出差吃什么比较安全
direct | zh | gout; no beer; no Weissbier | 非布司他要一直吃下去吗
direct | zh | blood pressure | 我在吃氨氯地平，可以喝西柚汁吗
direct | zh | hay fever | 我的花粉症每年二月就开始，有什么办法
direct | zh | dog Daifuku; Daifuku allergy; Daifuku walks | 我家柴犬大福老是抓痒，除了药还能怎么办
direct | zh | dog Daifuku; Daifuku allergy; Daifuku walks | 夏天什么时候遛大福比较好
direct | zh | cat Totò; Toto stones | 猫有结石病史，能不能吃普通猫粮
direct | zh | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | 女儿在法国读酿酒学，毕业后好找工作吗
direct | zh | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | 每个月给女儿汇六百欧元，怎么换汇最划算
direct | zh | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 儿子早上起不来，是体位性调节障碍，学校那边怎么沟通
direct | zh | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 儿子想考新潟大学农学部，怎么复习
direct | zh | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | 给我意大利太太过生日，做什么菜好
direct | zh | mother Fumiko; Fumiko diabetes; Fumiko clinic | 我妈81岁有糖尿病，冬天要注意什么
direct | zh | father-in-law Dante; Dante levodopa; Bologna calls | 岳父得了帕金森，左旋多巴的副作用有哪些
direct | zh | kimoto; kimoto book | 用中文简单介绍一下我们蔵的生酛酿法
direct | zh | daiginjo | 我们的大吟酿雪椿，怎么向台湾客人介绍
direct | zh | IWC gold | 把我们得IWC金奖的事写成一段中文宣传文字
direct | zh | tasting room; subsidy | 老房子改成试饮店，装修预算怎么做
direct | zh | tank loan | 银行贷款两千万日元，提前还款划算吗
direct | zh | Moto Guzzi; Vladivostok ride | 我想骑摩托从海参崴到贝加尔湖，需要准备什么
direct | zh | shogi; shogi fan | 我喜欢将棋，中国象棋和将棋有什么不同
direct | zh | fly fishing | 春天去鱼沼钓红点鲑用什么假饵
direct | zh | NISA; no crypto | 我每月定投全球股票指数基金，要不要加一点黄金
direct | zh | apprentice Minjun; Minjun visa | 韩国实习生的特定技能签证怎么续签
implicit | zh | gout; no beer; no Weissbier | 昨晚大脚趾又肿又痛，走不了路
implicit | zh | Taipei trip; Taipei importer | 上次去九份人太多了，下次去台北想去别的地方
implicit | zh | Shanghai fair; learning Chinese | 展会上要用中文做五分钟演讲，好紧张
personal_none | zh | - | 我想换一个新手机壳
personal_none | zh | - | 帮我写一封给房东的续租邮件
personal_none | zh | - | 我最近总是失眠怎么办
personal_none | zh | - | 推荐几部好看的电影
personal_none | zh | - | 我的自行车轮胎漏气了
homograph | zh | - | 大福是哪里的点心
homograph | zh | - | 花的种类有多少
homograph | zh | - | 大地震的震级是怎么计算的
homograph | zh | - | 鼻子流血怎么止住
homograph | zh | - | 桃花运是什么意思
idiom | zh | - | 花好月圆是什么意思
idiom | zh | - | “挂羊头卖狗肉”这个说法最早出自哪里
idiom | zh | - | 酒逢知己千杯少的下一句
name | zh | - | 但丁的《神曲》一共有多少首诗
name | zh | - | 藤井聪太为什么这么强
name | zh | - | 林志玲现在在做什么
name | zh | - | 托尔斯泰的代表作有哪些
place | zh | - | 台北有哪些必去的景点
place | zh | - | 上海外滩的历史
place | zh | - | 新潟县有什么特产
place | zh | - | 博洛尼亚大学是世界上最古老的大学吗
place | zh | - | 九份为什么这么有名
brand | zh | - | 斯巴鲁森林人值得买吗
brand | zh | - | 富士相机X100V为什么这么火
brand | zh | - | TOTO马桶盖怎么样
brand | zh | - | 谷歌Pixel手机在中国能用吗
topic | zh | - | 痛风发作一般持续几天
topic | zh | - | 日本清酒是怎么酿造的
topic | zh | - | 帕金森病能治好吗
topic | zh | - | 糖尿病人能吃水果吗
topic | zh | - | 日本的NISA制度是什么
topic | zh | - | 白酒和清酒有什么区别
subword | zh | - | 花生过敏的症状
subword | zh | - | 大地主是什么意思
subword | zh | - | 酒店和宾馆有什么区别
subword | zh | - | 母婴店一般卖什么
function | zh | - | 的、地、得怎么区分
function | zh | - | 把字句怎么用
stem | zh | - | 猫头鹰为什么晚上活动
stem | zh | - | 狗尾巴草是什么植物
generic | zh | - | 今天的汇率是多少
generic | zh | - | 世界上最高的山是哪座
mixed | zh | - | Koji是什么意思
`;

export const SIXTEENTH_KO_LINES = `
direct | ko | apprentice Minjun; Minjun visa; Minjun makgeolli; Minjun kimchi | 민준이 비자 갱신 서류 뭐 준비해야 해?
direct | ko | apprentice Minjun; Minjun visa; Minjun makgeolli; Minjun kimchi | 민준이 만든 막걸리, 양조장 안에서 만들어도 법적으로 괜찮아?
direct | ko | apprentice Minjun; Minjun visa; Minjun makgeolli; Minjun kimchi | 민준 어머니께 김치 감사 편지를 한국어로 써 줘
direct | ko | apprentice Minjun; Minjun visa; Minjun makgeolli; Minjun kimchi | 견습생 민준에게 누룩과 코지의 차이를 어떻게 설명하면 좋을까
direct | ko | apprentice Minjun; Minjun visa; Minjun makgeolli; Minjun kimchi | 민준 생일에 뭘 선물하면 좋을까
direct | ko | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 아들이 한국 드라마로 한국어를 배우는데 좋은 교재 추천해 줘
direct | ko | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 아들이 아침에 못 일어나. 기립성 조절장애에 좋은 생활 습관은?
direct | ko | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 다이치 포수 미트 길들이는 법
direct | ko | dog Daifuku; Daifuku allergy; Daifuku walks | 시바견 다이후쿠가 계속 발을 핥아
direct | ko | dog Daifuku; Daifuku allergy; Daifuku walks | 우리 개 여름 산책 시간 언제가 좋아?
direct | ko | cat Totò; Toto stones | 고양이 토토가 화장실을 자주 가. 결석 재발일까?
direct | ko | gout; no beer; no Weissbier | 통풍 때문에 맥주를 못 마시는데 대신 뭘 마실까
direct | ko | gout; no beer; no Weissbier | 페북소스타트를 먹는 중인데 술을 마셔도 돼?
direct | ko | hay fever | 삼나무 꽃가루 알레르기 약, 졸리지 않은 걸로 추천해 줘
direct | ko | blood pressure | 암로디핀 먹고 나서 다리가 부어
direct | ko | tinnitus | 왼쪽 귀 이명이 심해졌어, 병원에 가야 할까
direct | ko | mother Fumiko; Fumiko diabetes; Fumiko clinic | 어머니 당뇨 식단 일주일치 짜 줘
direct | ko | mother Fumiko; Fumiko diabetes; Fumiko clinic | 이번 달 어머니 병원 가는 날이 언제지?
direct | ko | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | 딸에게 보내는 송금 수수료 줄이는 법
direct | ko | daughter Hana; Hana rent; Hana internship; Hana flatmate; Hana asthma; allowance Hana; Hana yeast; Epoisses | 딸이 디종에서 천식 약을 새로 받으려면?
direct | ko | wife Chiara; Chiara pasta; Chiara birthday; Chiara opera; anniversary | 아내 생일 선물 추천해 줘
direct | ko | father-in-law Dante; Dante levodopa; Bologna calls | 장인어른 파킨슨병 약 시간 알려줘
direct | ko | kimoto; kimoto book | 기모토 방식을 한국어로 간단히 설명해 줘
direct | ko | koji room | 국실 습도가 너무 높을 때 어떻게 해?
direct | ko | brewing season; toji | 올해 양조 일정표를 만들어 줘
direct | ko | tank loan | 탱크 대출 조기 상환하는 게 나을까
direct | ko | NISA | 매달 3만 엔 적립하는 인덱스 펀드, 늘려야 할까?
direct | ko | shogi | 쇼기 3단에서 4단으로 올라가려면
direct | ko | Moto Guzzi | 모토구찌 V7 겨울 보관 방법
direct | ko | car Forester | 포레스터 스노우 타이어 언제 바꿔?
direct | ko | Italy export | 이탈리아 수입업자에게 보낼 첫 메일 써 줘
direct | ko | jazz records | 마일스 데이비스 LP 중에 다음에 살 만한 거
implicit | ko | apprentice Minjun; Minjun visa; Minjun makgeolli; Minjun kimchi | 견습생 비자가 5월에 끝나는데 아직 아무것도 안 했어
implicit | ko | gout; no beer; no Weissbier | 엄지발가락이 또 붓고 아파서 잠을 못 잤어
implicit | ko | dog Daifuku; Daifuku allergy; Daifuku walks | 시바가 밤새 긁어서 털이 빠졌어
implicit | ko | son Daichi; Daichi OD; Daichi exams; Daichi mitt; Daichi Koshien; Daichi Korean; coach Paulo | 아들이 또 아침에 학교를 못 갔어
personal_none | ko | - | 겨울 코트 하나 사고 싶어
personal_none | ko | - | 이사 가는데 짐 싸는 요령 알려줘
personal_none | ko | - | 요즘 목이 자주 뻐근해
personal_none | ko | - | 친구 결혼식 축사 써 줘
personal_none | ko | - | 노트북이 너무 느려졌어
homograph | ko | - | 대지 면적은 어떻게 계산해?
homograph | ko | - | 꽃말이 '사랑'인 꽃은?
homograph | ko | - | 다이후쿠 떡은 어디서 유래했어?
homograph | ko | - | 누룩 막걸리와 공장 막걸리의 차이
idiom | ko | - | '그림의 떡'은 무슨 뜻이야?
idiom | ko | - | '개천에서 용 난다'는 무슨 뜻?
idiom | ko | - | '고양이 목에 방울 달기'의 유래
name | ko | - | 단테 신곡의 지옥편은 몇 개의 원으로 되어 있어?
name | ko | - | 후지이 소타는 몇 살에 프로가 됐어?
name | ko | - | 배우 김민준이 나온 드라마
name | ko | - | 톨스토이는 왜 가출했어?
place | ko | - | 대구의 유명한 음식은?
place | ko | - | 니가타에서 가 볼 만한 곳
place | ko | - | 볼로냐에서 꼭 먹어야 할 음식은?
place | ko | - | 디종은 어떤 도시야?
brand | ko | - | 스바루 포레스터 신형 가격
brand | ko | - | 후지필름 X100V 중고 시세
brand | ko | - | 미즈노 야구 글러브 사이즈 고르는 법
brand | ko | - | 구글 픽셀 한국에서 살 수 있어?
topic | ko | - | 통풍 발작은 보통 며칠 가?
topic | ko | - | 막걸리는 어떻게 만들어?
topic | ko | - | 특정기능 비자란?
topic | ko | - | 일본 사케와 한국 청주의 차이
topic | ko | - | 기립성 조절장애란 무엇인가
subword | ko | - | 대지진이 오면 어떻게 대피해?
subword | ko | - | 꽃가루가 많은 날 마스크 고르는 법
subword | ko | - | 모국어 습득 과정
function | ko | - | '-는데'와 '-지만'의 차이
function | ko | - | 존댓말은 언제 써야 해?
stem | ko | - | 개구리는 겨울에 어디 있어?
stem | ko | - | 고양이과 동물 종류
generic | ko | - | 오늘 환율 얼마야?
generic | ko | - | 한국 인구는 몇 명이야?
mixed | ko | - | 사케를 영어로 뭐라고 해?
`;
