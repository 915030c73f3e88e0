// The fourteenth blind aboutness set's questions in Chinese, Japanese and Korean, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const FOURTEENTH_ZH_LINES = `
direct | zh | cat Dante; Dante kidneys | Dante最近不爱吃肾脏处方粮了，可以换别的牌子吗
direct | zh | cat Dante; Dante kidneys | 我的猫慢性肾病，要不要给她打皮下补液
direct | zh | cat Dante; Dante kidneys | 猫咪肾病晚期会有什么症状，我想提前准备
direct | zh | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | 我儿子有一型糖尿病，去罗马春游要带多少备用耗材
direct | zh | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Leone踢完球血糖太低，吃什么最快
direct | zh | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings; Jonas gout; lactose intolerance; recipe book; Christmas seadas; Efisio meds timing; Thermomix | 帮我算一下一碗意面的碳水，给儿子打胰岛素用
direct | zh | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | 女儿湿疹又犯了，骑马的时候怎么保护皮肤
direct | zh | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Stella想要一匹自己的小马，怎么跟她说
direct | zh | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | 我爸爸有帕金森，吃药和吃肉要隔多久
direct | zh | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | 帕金森的老人在家里怎么防摔
direct | zh | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | 我老公痛风，哪些海鲜完全不能吃
direct | zh | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Jonas在风电场上班两周，怎么帮他准备行李
direct | zh | dog Pepe; Pepe leishmaniasis; Pepe collar | 狗狗利什曼病吃别嘌醇，有什么副作用
direct | zh | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | 羊群蓝舌病疫苗什么时候打最好
direct | zh | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | 母羊乳房炎早期怎么发现
direct | zh | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | 凝乳锅的温度总是升得太慢，是锅炉的问题吗
direct | zh | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | 帮我写一段中文介绍，讲我们的撒丁岛羊奶酪
direct | zh | Chinese signs; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | 给中国游客做的奶酪介绍牌应该写哪些内容
direct | zh | Chinese signs; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | 把"Fiore Sardo"翻译成中文，放在农场的牌子上
direct | zh | Starlink | 农场的Starlink下雨天断网怎么办
direct | zh | phone; Starlink | 山里手机没信号，怎么用Wi-Fi打电话
direct | zh | daily routine | 每天四点半起床挤奶，怎么睡好觉
direct | zh | Hashimoto; thyroid pill timing | 桥本甲状腺炎可以喝羊奶吗
direct | zh | lactose intolerance | 乳糖不耐受的人吃陈年奶酪会不舒服吗，我自己就是
direct | zh | Japan export | 往日本出口奶酪需要什么证明
direct | zh | Seoul visit; friend Jihyun | 去首尔看朋友，带什么奶酪当礼物好
direct | zh | solar panels | 奶酪作坊屋顶装了20千瓦太阳能，要不要加储能电池
direct | zh | mortgage | 我的固定利率房贷还剩15年，要不要提前还
direct | zh | back disc | 腰椎间盘突出，搬奶酪模具怎么用力
direct | zh | penicillin allergy | 我对青霉素过敏，牙医开了阿莫西林能吃吗
implicit | zh | cat Dante; Dante kidneys | 肾病猫一天该喝多少水
implicit | zh | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | 胰岛素泵半夜报警堵管怎么办
implicit | zh | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | 左旋多巴药效变短正常吗
personal_none | zh | - | 帮我给房东写一条续租的消息
personal_none | zh | - | 我最近睡不着，怎么办
personal_none | zh | - | 推荐一部好看的电视剧
personal_none | zh | - | 我家的洗碗机漏水了
homograph | zh | - | 狮子一天睡几个小时
homograph | zh | - | 星星为什么会眨眼
homograph | zh | - | 黑胡椒和白胡椒有什么区别
homograph | zh | - | 黄蜂和蜜蜂怎么区分
name | zh | - | 帕瓦罗蒂唱过哪些有名的歌
name | zh | - | 但丁的神曲讲的是什么
name | zh | - | 塞尔吉奥·莱昂内拍过哪些西部片
place | zh | - | 撒丁岛自由行怎么安排
place | zh | - | 不来梅有什么好玩的
place | zh | - | 巴塞罗那圣家堂门票多少钱
brand | zh | - | 三星Galaxy S24和iPhone哪个好
brand | zh | - | 皇家猫粮是哪个国家的牌子
brand | zh | - | 菲亚特熊猫这款车怎么样
topic | zh | - | 奶酪是怎么发酵的
topic | zh | - | 痛风是怎么引起的
topic | zh | - | 风力发电的原理是什么
subword | zh | - | 狗尾草能吃吗
subword | zh | - | 猫眼石是什么石头
subword | zh | - | 羊毛衫怎么洗不缩水
function | zh | - | "了"和"过"有什么区别
function | zh | - | 中文的"把"字句怎么用
stem | zh | - | 挤牙膏式回答是什么意思
generic | zh | - | 一般房贷利率是多少
generic | zh | - | 小孩每天该睡几个小时
idiom | zh | - | 羊入虎口是什么意思
idiom | zh | - | 亡羊补牢的故事
idiom | zh | - | 狗拿耗子多管闲事什么意思
mixed | zh | - | 意大利语"formaggio"怎么读
mixed | zh | - | Pecorino是什么意思
`;

export const FOURTEENTH_JA_LINES = `
direct | ja | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | 父のシネメットの時間、朝7時に飲み忘れたらどうする？
direct | ja | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | パーキンソン病の父に、たんぱく質の多い夕食をいつ出せばいい？
direct | ja | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | エフィジオが夜中にトイレで転ばないようにするには
direct | ja | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | 父の介護ヘルパーの回数を増やすべき？
direct | ja | Japan export; Hokkaido trip | 十勝のチーズ工房へのお土産は何がいい？
direct | ja | Japan export; Hokkaido trip | 2月の北海道、子どもたちの防寒着はどうする？
direct | ja | Japan export; Hokkaido trip | 日本にペコリーノを輸出するのに必要な検疫の手続きは？
direct | ja | Japan export; Hokkaido trip | 北海道の酪農家に見せる自己紹介を日本語で書いて
direct | ja | Japan export; Hokkaido trip; son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | 北海道旅行でレオーネのインスリンポンプは飛行機に持ち込める？
direct | ja | beekeeping | イチゴノキの蜂蜜がにがいのはなぜ？うちの巣箱の分
direct | ja | beekeeping | 冬の間、巣箱6つのミツバチに何をしてあげればいい？
direct | ja | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | 息子の血糖値がサッカーの後に下がりすぎる、対策は？
direct | ja | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings; Jonas gout; lactose intolerance; recipe book; Christmas seadas; Efisio meds timing; Thermomix | 糖尿病の息子のお弁当、炭水化物の量を書いて
direct | ja | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | 娘のアトピーに乗馬の後のスキンケアは？
direct | ja | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | ステラがドイツ語を楽しく覚えるアプリを教えて
direct | ja | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | 夫の痛風の発作、冷やすのと温めるのどっち？
direct | ja | dog Pepe; Pepe leishmaniasis; Pepe collar | 犬のリーシュマニア症、アロプリノールはいつまで続ける？
direct | ja | cat Dante; Dante kidneys | 腎臓病の猫ダンテに水を飲ませる工夫
direct | ja | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | 羊の乳房炎、体細胞数が上がったときの対処
direct | ja | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | 11月の分娩シーズンに備えて準備すること
direct | ja | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | 熟成庫の湿度を85%に保つ方法
direct | ja | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | うちのフィオーレ・サルドの説明を日本語で書いて
direct | ja | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | 子羊のレンネットペーストの作り方を確認したい
direct | ja | Hashimoto; thyroid pill timing | 橋本病の薬を飲んだあと、コーヒーは何分待てばいい？
direct | ja | lactose intolerance | 乳糖不耐症だけど、自分の熟成チーズは食べても大丈夫？
direct | ja | Seoul visit; friend Jihyun | ソウルの友達を訪ねるとき、チーズを持って行ける？
direct | ja | back disc | 椎間板ヘルニアがあるけど、チーズを運ぶときの姿勢は？
direct | ja | Selvaggio Blu; Garmin watch | セルヴァッジョ・ブルーのトレッキングの準備リストを作って
implicit | ja | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | レボドパは食事の前と後、どちらがいい？
implicit | ja | Japan export; Hokkaido trip | 十勝の2月の最低気温は？子連れで行く予定
implicit | ja | beekeeping | ミツバチの越冬にどれくらい蜜を残すべき？
personal_none | ja | - | 明日のプレゼンの資料を見直して
personal_none | ja | - | 最近目が疲れるけど、どうしたらいい？
personal_none | ja | - | 引っ越しの挨拶状を書いて
personal_none | ja | - | 友達の結婚祝い、何がいい？
homograph | ja | - | ライオンの寿命はどれくらい？
homograph | ja | - | ベスパとはどんな蜂？
homograph | ja | - | 一番明るい星の名前は？
name | ja | - | パヴァロッティの「誰も寝てはならぬ」について教えて
name | ja | - | ダンテの神曲はどんな話？
name | ja | - | セルジオ・レオーネの代表作は？
place | ja | - | ローマのおすすめ観光地
place | ja | - | サルデーニャ島への行き方
place | ja | - | ボローニャで食べるべき料理
brand | ja | - | ガーミンとアップルウォッチの違い
brand | ja | - | サムスンのスマホは日本で人気？
brand | ja | - | テスラの太陽光パネルの価格
topic | ja | - | チーズの熟成とは何か
topic | ja | - | パーキンソン病の原因は？
topic | ja | - | 養蜂を始めるのに必要な資格は？
subword | ja | - | 猫舌ってどういう意味？
subword | ja | - | 羊羹の作り方
subword | ja | - | 犬小屋の作り方
function | ja | - | 「に」と「へ」はどう使い分ける？
function | ja | - | 「から」と「ので」の使い分け
stem | ja | - | 搾りたてジュースの保存方法
generic | ja | - | 住宅ローンの平均的な金利は？
generic | ja | - | 子どもの平均睡眠時間は？
idiom | ja | - | 「猫をかぶる」の由来は？
idiom | ja | - | 「羊頭狗肉」とはどういう意味？
idiom | ja | - | 「獅子奮迅」の使い方
mixed | ja | - | イタリア語で「チーズ」は何と言う？
mixed | ja | - | 「ペコリーノ」の語源は？
`;

export const FOURTEENTH_KO_LINES = `
direct | ko | dog Pepe; Pepe leishmaniasis; Pepe collar | Pepe가 요즘 털이 많이 빠지는데 리슈마니아가 재발한 걸까?
direct | ko | dog Pepe; Pepe leishmaniasis; Pepe collar | 개가 알로푸리놀을 오래 먹으면 신장 결석이 생길 수 있어?
direct | ko | dog Pepe; Pepe leishmaniasis; Pepe collar | 우리 개 목걸이는 10월 이후에도 계속 채워야 해?
direct | ko | learning Korean; friend Jihyun; Seoul visit | 지현에게 가을에 서울 가겠다고 한국어로 메시지 써 줘
direct | ko | learning Korean; friend Jihyun; Seoul visit | 서울 식품 박람회에 치즈 샘플을 가져가도 돼?
direct | ko | learning Korean; friend Jihyun; Seoul visit | 듀오링고 300일 했는데 한국어 말하기는 어떻게 늘려?
direct | ko | learning Korean; friend Jihyun; Seoul visit; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | 지현 회사에 우리 페코리노를 소개하는 이메일을 써 줘
direct | ko | back disc | 허리 디스크가 있는데 아침 착유 전에 할 스트레칭 알려 줘
direct | ko | back disc | 디스크 때문에 치즈 통을 들 때 허리 보호대를 써야 할까?
direct | ko | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | 아들이 골키퍼 훈련 후에 저혈당이 와, 간식은 뭐가 좋아?
direct | ko | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | 1형 당뇨 아이가 수학여행 갈 때 선생님께 뭘 알려야 해?
direct | ko | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | 딸 아토피에 좋은 보습제 추천해 줘
direct | ko | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Stella가 좋아하는 조랑말 Biscotto 그림 그리는 법
direct | ko | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | 파킨슨병 아버지가 계단을 혼자 내려가려고 해, 어떻게 막지?
direct | ko | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | 남편이 통풍인데 맥주는 마셔도 돼?
direct | ko | cat Dante; Dante kidneys | 신장병 고양이 Dante 사료를 바꿔도 될까?
direct | ko | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | 양 블루텅 백신은 언제 맞혀야 해?
direct | ko | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | 양젖 치즈 숙성 동굴 온도는 몇 도가 좋아?
direct | ko | Hashimoto; thyroid pill timing | 하시모토 갑상선염 약 먹고 얼마나 있다가 커피 마셔?
direct | ko | lactose intolerance | 유당불내증인데 내가 만든 숙성 치즈 먹어도 될까?
direct | ko | penicillin allergy | 페니실린 알레르기가 있는데 세팔로스포린은 괜찮아?
direct | ko | Japan export; Hokkaido trip | 2월 홋카이도 가족 여행 짐 목록 만들어 줘
direct | ko | Instagram | 인스타그램 치즈 영상 조회수를 늘리는 방법
direct | ko | mortgage; savings | 고정금리 대출을 조기 상환할지 비상금을 모을지 고민이야
direct | ko | solar panels | 치즈 공방 지붕 태양광에 배터리를 달면 얼마나 절약돼?
implicit | ko | dog Pepe; Pepe leishmaniasis; Pepe collar | 모래파리 시즌에 목걸이 말고 다른 예방법 있어?
implicit | ko | learning Korean; friend Jihyun; Seoul visit | 한국 식품 박람회에서 유럽 치즈 수입 규정은?
implicit | ko | back disc | L5-S1 디스크 환자가 피해야 할 동작
personal_none | ko | - | 회사 동료 생일 축하 문자 써 줘
personal_none | ko | - | 요즘 소화가 잘 안 되는데 왜 그럴까?
personal_none | ko | - | 이번 주말에 볼 영화 추천해 줘
personal_none | ko | - | 에어컨 필터 청소하는 법
homograph | ko | - | 사자는 하루에 얼마나 먹어?
homograph | ko | - | 별똥별은 언제 볼 수 있어?
homograph | ko | - | 후추는 어디서 처음 재배됐어?
name | ko | - | 파바로티의 대표곡은?
name | ko | - | 단테의 신곡은 어떤 내용이야?
name | ko | - | 조나스 브라더스 멤버는 누구야?
place | ko | - | 서울에서 가 볼 만한 시장
place | ko | - | 볼로냐 여행 코스 추천
place | ko | - | 사르데냐 섬 날씨는 어때?
brand | ko | - | 삼성 갤럭시 A55 출시일
brand | ko | - | 듀오링고 유료 버전은 가치가 있어?
brand | ko | - | 가민 시계 배터리는 얼마나 가?
topic | ko | - | 치즈는 어떻게 만들어?
topic | ko | - | 통풍의 원인은 뭐야?
topic | ko | - | 리슈마니아증은 사람에게도 옮아?
subword | ko | - | 고양이과 동물에는 뭐가 있어?
subword | ko | - | 개구리는 겨울에 어디서 지내?
subword | ko | - | 양배추 요리 추천
function | ko | - | '은/는'과 '이/가'의 차이
function | ko | - | '-아서'와 '-니까'는 어떻게 달라?
stem | ko | - | 치즈케이크 만드는 법
generic | ko | - | 대출 금리 평균은 얼마야?
generic | ko | - | 아이들은 몇 시간 자야 해?
idiom | ko | - | '양의 탈을 쓴 늑대'는 무슨 뜻이야?
idiom | ko | - | '고양이 목에 방울 달기' 유래
idiom | ko | - | '개밥에 도토리'는 무슨 뜻?
mixed | ko | - | 이탈리아어로 치즈는 뭐라고 해?
mixed | ko | - | 'Grazie'는 어떻게 발음해?
`;
