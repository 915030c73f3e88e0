// The fifteenth blind aboutness set's questions in Chinese, Japanese and Korean, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const FIFTEENTH_ZH_LINES = `
direct | zh | Chinese student; Wang Lei visa | 王磊的实习签证快到期了，续签要准备什么材料？
direct | zh | Chinese student | 给王磊写一份实习评语，说明他学了哪些管风琴制造的技术
direct | zh | Chinese student; Wang Lei visa | 我的上海实习生明年还能继续留在工作室吗？
direct | zh | oolong | 冻顶乌龙茶用多少度的水泡最好？
direct | zh | oolong | 帮我推荐几款和冻顶乌龙差不多的台湾茶
direct | zh | Shanghai organ | 上次在上海给音乐厅的管风琴调音，能帮我写一段回顾吗？
direct | zh | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | 我丈夫痛风又犯了，晚饭吃什么好？
direct | zh | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | 武的生日快到了，送什么礼物好？
direct | zh | dog Bach; Bach back; dog walks | 我的腊肠犬巴赫腰不好，散步多久合适？
direct | zh | cat Kugel; Kugel kidney diet | 猫咪库格尔不吃肾病处方粮怎么办？
direct | zh | rheumatoid arthritis; blood tests | 用甲氨蝶呤期间可以喝酒吗？
direct | zh | rheumatoid arthritis; blood tests | 早上手指僵硬，有什么缓解办法？
direct | zh | tinnitus | 我左耳的耳鸣越来越严重了
direct | zh | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | 孙女一周岁，送什么礼物好？
direct | zh | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | 给在首尔的儿子寄包裹要注意什么？
direct | zh | mother Ilse; care home costs; visits to Ilse; brother Uwe | 我妈妈有老年痴呆，去养老院看她时该怎么和她说话？
direct | zh | care home costs; mother Ilse | 养老院每月的自付费用能抵税吗？
direct | zh | Endingen restoration; windchest repair; heritage office | 帮我整理一下恩丁根管风琴修复的进度
direct | zh | Kanazawa organ; Kanazawa quote | 金泽那台新管风琴怎么运到日本？
direct | zh | voicing | 小号簧管整音时声音太刺耳怎么办？
direct | zh | pipe metal | 铸造含锡75%的管风琴合金，温度多少合适？
direct | zh | tuning rounds | 帮我安排十二月的调音路线
direct | zh | beekeeping; beeswax use | 我的蜂箱什么时候治螨？
direct | zh | playing Go; husband Takeshi | 我下围棋总输给丈夫，怎么提高？
direct | zh | daughter Lena; Lena coeliac | 女儿来的时候我想做无麸质蛋糕
direct | zh | cataract | 白内障手术前要注意什么？
direct | zh | Iceland trip; husband Takeshi | 帮我规划冰岛房车自驾两周的路线
direct | zh | workshop loan | 工作室的贷款要不要提前还？
direct | zh | pension savings | 我每个月定投400欧元的ETF，退休够吗？
implicit | zh | Takeshi gout; diet | 今晚我们两个人吃什么？
implicit | zh | Lena coeliac; daughter Lena | 周末女儿回家，烤什么面包好？
implicit | zh | Wang Lei visa; Chinese student | 明年二月前工作室有什么手续要办？
personal_none | zh | - | 护照过期了怎么换新的？
personal_none | zh | - | 帮我挑一件冬天的大衣
personal_none | zh | - | 我的电视没有画面只有声音
homograph | zh | - | 器官捐献是怎么进行的？
name | zh | - | 巴赫是哪个国家的作曲家？
homograph | zh | - | 金泽这个姓氏在中国常见吗？
name | zh | - | 王磊是哪部电视剧的演员？
name | zh | - | 北野武有哪些代表作？
name | zh | - | 君士坦丁大帝做了什么？
place | zh | - | 上海有哪些值得去的音乐厅？
place | zh | - | 德累斯顿有什么好玩的？
place | zh | - | 首尔十月的天气怎么样？
brand | zh | - | 美诺洗衣机在中国贵吗？
brand | zh | - | 大众Crafter房车改装要多少钱？
brand | zh | - | 费斯托工具值得买吗？
topic | zh | - | 管风琴是怎么发声的？
topic | zh | - | 痛风是怎么引起的？
topic | zh | - | 猫的慢性肾病能治好吗？
topic | zh | - | 台湾乌龙茶有哪些种类？
subword | zh | - | 上海话和普通话差别大吗？
subword | zh | - | 蜂蜜柚子茶怎么做？
function | zh | - | "每个月"和"每月"有什么区别？
stem | zh | - | 钢琴调音师怎么考证？
generic | zh | - | 一年有多少周？
idiom | zh | - | "对牛弹琴"是什么意思？
idiom | zh | - | "猫哭老鼠"是什么意思？
idiom | zh | - | "蜂拥而至"怎么用？
mixed | zh | - | 德语"Orgel"是什么意思？
direct | zh | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | 婆婆在金泽骨折后，我们能怎么帮她？
direct | zh | VW Crafter | 我的Crafter刹车时有怪声
direct | zh | journeyman Konstantin; Konstantin family; Konstantin language | 康斯坦丁想把父母从利沃夫接到德国，需要什么手续？
name | zh | - | 莉娜这个名字是什么意思？
brand | zh | - | Fairphone手机值得买吗？
`;

export const FIFTEENTH_JA_LINES = `
direct | ja | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | 夫の痛風がまた出た、今夜の夕食は何がいい？
direct | ja | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | 武の誕生日に金沢風の料理を作りたい
direct | ja | Takeshi kiln; husband Takeshi | 窯焚きの日に雨が降りそう、延期したほうがいい？
direct | ja | Takeshi exhibition; husband Takeshi | バーゼルの個展の案内状を日本語で書いて
direct | ja | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | 義母が杖で歩いているけど、家の中で転ばない工夫は？
direct | ja | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | 文子さんに送るお見舞いの品は何がいい？
direct | ja | money to Fumiko; mother-in-law Fumiko | 金沢への仕送りを一番安く送る方法は？
direct | ja | mother-in-law Fumiko; husband Takeshi | 日曜の朝、義母との電話で何を話せばいい？
direct | ja | hay fever Japan; hay fever | 花粉の季節が始まった、セチリジンはいつから飲む？
direct | ja | tea ceremony | 久しぶりにお点前をしたい、薄茶の手順を思い出させて
direct | ja | lived in Kanazawa; husband Takeshi | 金沢に住んでいた頃の友達に年賀状を書きたい
direct | ja | kanji | 漢字を書くのが苦手なんだけど、いい練習方法は？
direct | ja | learning Japanese; kanji | B1から上に行くには何を勉強すればいい？
direct | ja | oden; husband Takeshi | 金沢おでんの車麩はどうやって作る？
direct | ja | Kanazawa organ; Kanazawa quote | 金沢の教会のオルガン、輸送はどうすればいい？
direct | ja | Kanazawa organ; Kanazawa quote | 円安で金沢の契約はどうなる？
direct | ja | Kanazawa organ | 金沢の教会に送る仕様書を日本語で書いて
direct | ja | dog Bach; Bach back; dog walks | バッハの散歩は何分までなら大丈夫？
direct | ja | dog Bach; Bach back; dog walks | ダックスの椎間板ヘルニア、再発を防ぐには？
direct | ja | cat Kugel; Kugel kidney diet | 猫のクーゲルが腎臓病の餌を食べない
direct | ja | cat Kugel; Kugel kidney diet | うちの猫は水をどれくらい飲めばいい？
direct | ja | rheumatoid arthritis; blood tests | メトトレキサートを飲んでいる間、お酒は飲める？
direct | ja | rheumatoid arthritis; blood tests | 朝、手がこわばって仕事にならない
direct | ja | tinnitus | 左耳の耳鳴りがひどい日の対処法
direct | ja | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | ソウルの息子に荷物を送りたい
direct | ja | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | 孫娘の一歳の誕生日プレゼント、何がいい？
direct | ja | Seoul trip; son Jonas; granddaughter Hana | 10月のソウル旅行の持ち物リストを作って
direct | ja | daughter Lena; Lena coeliac | 娘が来るので、グルテンフリーのお菓子を作りたい
direct | ja | mother Ilse; care home costs; visits to Ilse; brother Uwe | 認知症の母に会いに行くとき、何を持っていけばいい？
direct | ja | voicing | トランペットのリードの整音のコツを教えて
direct | ja | pipe metal | オルガンパイプ用の錫合金を鋳造するときの温度は？
direct | ja | Endingen restoration; windchest repair; heritage office | エンディンゲンのオルガン修復の進捗を日本語でまとめて
direct | ja | playing Go; husband Takeshi | 夫に囲碁で勝つにはどうすればいい？
direct | ja | beekeeping; beeswax use | ミツバチのダニ対策はいつやる？
direct | ja | garden | 庭の大根はいつ収穫すればいい？
direct | ja | choir | マタイ受難曲のアルトパートを木曜までに覚えたい
direct | ja | Iceland trip; husband Takeshi | アイスランドのキャンピングカー旅行のルートを考えて
direct | ja | cataract | 白内障の手術の前に気をつけることは？
direct | ja | Chinese student; Wang Lei visa | 上海から来た実習生のビザ更新に必要な書類は？
implicit | ja | Takeshi gout; diet | 二人の夕食の献立を一週間分考えて
implicit | ja | Lena coeliac; daughter Lena | 娘とパスタを食べに行くならどこがいい？
implicit | ja | hay fever; hay fever Japan | 4月に金沢に行くけど、外で気をつけることは？
personal_none | ja | - | パスポートの更新に必要なものは？
personal_none | ja | - | スマホの写真をパソコンに移す方法
personal_none | ja | - | 明日の会議の議事録のテンプレートを作って
homograph | ja | - | 花見の名所を教えて
homograph | ja | - | 碁石の白と黒はどちらが多い？
homograph | ja | - | 風鈴の音はなぜ涼しく感じる？
name | ja | - | バッハの「トッカータとフーガ」の解説をして
name | ja | - | 北野武の映画のおすすめは？
name | ja | - | 樋口文子という作家はいる？
place | ja | - | 金沢の兼六園の見どころは？
place | ja | - | ソウルの明洞でおすすめの屋台は？
place | ja | - | ドレスデンのフラウエン教会の歴史
brand | ja | - | フェアフォンはどこで買える？
brand | ja | - | ミーレの食洗機は日本で買える？
topic | ja | - | パイプオルガンの仕組みを教えて
topic | ja | - | 痛風の原因は何？
topic | ja | - | 楽焼とはどんな焼き物？
subword | ja | - | 花火大会の歴史
subword | ja | - | 窯業とはどんな産業？
function | ja | - | 「毎月」と「月ごと」の違いは？
stem | ja | - | 調律師になるにはどうすればいい？
generic | ja | - | 一年は何週間ある？
idiom | ja | - | 「花より団子」の意味は？
idiom | ja | - | 「猫の額ほどの庭」ってどのくらいの広さ？
idiom | ja | - | 「犬猿の仲」の意味は？
mixed | ja | - | 「Stimmung」はドイツ語でどういう意味？
direct | ja | VW Crafter | 私のクラフターがブレーキで変な音がする
direct | ja | pension savings | 毎月400ユーロのETF積立で老後は足りる？
`;

export const FIFTEENTH_KO_LINES = `
direct | ko | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | 손녀 하나 돌잔치 선물로 뭐가 좋을까?
direct | ko | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | 하나가 이유식을 잘 안 먹는다는데 뭐라고 조언하지?
direct | ko | first birthday; granddaughter Hana | 돌잔치에서 할머니가 할 인사말을 한국어로 써 줘
direct | ko | first birthday; granddaughter Hana; Seoul trip | 내년 3월 돌잔치 때 서울 가는 비행기 언제 예약해야 해?
direct | ko | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | 아들 요나스에게 생일 카드 한국어로 써 줘
direct | ko | Jonas football; son Jonas | 요나스랑 FC서울 경기 보러 가려면 표를 어떻게 사?
direct | ko | daughter-in-law Seoyeon; Seoyeon clinic; son Jonas | 며느리 서연에게 고맙다는 문자를 보내고 싶어
direct | ko | Seoyeon clinic; daughter-in-law Seoyeon | 서연의 치과 개원 기념일에 뭘 보내면 좋을까?
direct | ko | Seoul trip; son Jonas; granddaughter Hana | 10월 서울 여행 3주 일정 짜 줘
direct | ko | kimchi | 올해 배추김치 담글 때 소금은 얼마나 넣어?
direct | ko | kimchi; daughter-in-law Seoyeon | 서연이 알려 준 김치 양념 비율 다시 정리해 줘
direct | ko | learning Korean; Korean app | 한국어 공부를 더 빨리 하려면 어떻게 해야 해?
direct | ko | Korean app; learning Korean | 듀오링고 말고 다른 한국어 앱 추천해 줘
direct | ko | learning Korean | 시댁 식구한테 쓰는 높임말 알려 줘
direct | ko | dog Bach; Bach back; dog walks | 우리 닥스훈트 산책 얼마나 시켜도 돼?
direct | ko | dog Bach; Bach back; dog walks | 바흐가 계단을 뛰어내리면 어떻게 해?
direct | ko | cat Kugel; Kugel kidney diet | 고양이 쿠겔이 신장 사료를 안 먹어
direct | ko | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | 남편 통풍에 좋은 저녁 메뉴 알려 줘
direct | ko | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | 다케시 생일 선물 추천해 줘
direct | ko | rheumatoid arthritis; blood tests | 메토트렉세이트 맞는 날 술 마셔도 돼?
direct | ko | rheumatoid arthritis; blood tests | 아침에 손가락이 너무 뻣뻣해
direct | ko | tinnitus | 왼쪽 귀 이명이 심해졌어
direct | ko | cataract | 백내장 수술 후 언제부터 운전해도 돼?
direct | ko | mother Ilse; care home costs; visits to Ilse; brother Uwe | 치매 어머니와 대화할 때 팁 있어?
direct | ko | Endingen restoration; windchest repair; heritage office | 엔딩겐 오르간 복원 진행 상황을 정리해 줘
direct | ko | Kanazawa organ; Kanazawa quote | 가나자와 교회 오르간 운송 계획 세워 줘
direct | ko | voicing | 트럼펫 리드 정음할 때 소리가 너무 거칠어
direct | ko | tuning rounds | 12월 조율 일정 짜 줘
direct | ko | playing Go; husband Takeshi | 바둑 5급에서 실력 늘리는 법
direct | ko | beekeeping; beeswax use | 꿀벌 응애 방제는 언제 해?
direct | ko | Iceland trip; husband Takeshi | 아이슬란드 캠핑카 여행 코스 추천해 줘
direct | ko | daughter Lena; Lena coeliac | 딸이 오면 글루텐 없는 빵을 굽고 싶어
direct | ko | workshop loan | 공방 대출을 미리 갚는 게 나을까?
direct | ko | Fairphone | 내 페어폰 배터리 교체 방법
direct | ko | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | 시어머니가 넘어지지 않게 집을 어떻게 고치지?
implicit | ko | first birthday; granddaughter Hana; Seoul trip | 내년 봄에 서울 갈 때 뭘 준비해야 해?
implicit | ko | Takeshi gout; diet | 오늘 저녁 둘이 먹을 메뉴 추천해 줘
implicit | ko | dog walks; dog Bach; Bach back | 토요일에 개랑 산에 가도 될까?
personal_none | ko | - | 여권 갱신은 어떻게 해?
personal_none | ko | - | 이웃집 공사 소음 때문에 잠을 못 자
personal_none | ko | - | 새 겨울 코트 고르는 것 좀 도와줘
homograph | ko | - | 하나부터 열까지 세는 법을 알려 줘
homograph | ko | - | 오르간 기증이 아니라 장기 기증은 어떻게 해?
homograph | ko | - | 피리 부는 사나이 이야기 줄거리
name | ko | - | 바흐의 평균율 클라비어곡집은 몇 곡이야?
name | ko | - | 기타노 다케시 영화 추천해 줘
name | ko | - | 조나스 브라더스 신곡 나왔어?
place | ko | - | 서울 강남에서 가 볼 만한 곳
place | ko | - | 드레스덴 여행 코스
place | ko | - | 가나자와 겐로쿠엔 입장료
brand | ko | - | 하나은행 환전 수수료는 얼마야?
brand | ko | - | 미엘레 세탁기 한국에서 AS 돼?
brand | ko | - | 폭스바겐 크래프터 캠핑카 개조 비용
topic | ko | - | 파이프 오르간은 어떻게 소리를 내?
topic | ko | - | 통풍은 왜 생겨?
topic | ko | - | 돌잔치의 유래가 뭐야?
subword | ko | - | 하나님이라는 말의 어원
subword | ko | - | 김치볶음밥 만드는 법
function | ko | - | '매달'과 '매월'의 차이
stem | ko | - | 조율사 자격증은 어떻게 따?
generic | ko | - | 1년은 몇 주야?
idiom | ko | - | '하나를 보면 열을 안다'는 무슨 뜻이야?
idiom | ko | - | '꿀 먹은 벙어리'의 뜻
idiom | ko | - | '고양이 목에 방울 달기'는 무슨 뜻?
mixed | ko | - | 독일어 'Bach'는 무슨 뜻이야?
`;
