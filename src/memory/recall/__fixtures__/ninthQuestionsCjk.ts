// The ninth blind aboutness set's questions in Chinese, Japanese and Korean, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const NINTH_ZH_LINES = `
direct | zh | dog Kola; Kola hips; dog walks | 狗能吃葡萄吗？Kola刚才偷吃了几颗
direct | zh | cat Mistral; Mistral thyroid; Mistral pills | 猫吃了甲亢药以后吐了，要不要再喂一颗
direct | zh | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | 给我老公做什么无麸质早餐比较好
direct | zh | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy; gluten-free recipes; Thibault coeliac; jollof rice; egusi soup; gluten-free baking | 女儿对花生过敏，学校野餐带什么吃的
direct | zh | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | 儿子打篮球前要喷几下沙丁胺醇
direct | zh | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | 我妈妈血压高，吃氨氯地平要注意什么
direct | zh | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | 每个月给尼日利亚汇钱，哪个平台手续费最低
direct | zh | jollof rice; gluten-free recipes; peanut allergy; Thibault coeliac; egusi soup; gluten-free baking | jollof饭怎么做才不会糊底
direct | zh | pottery | 拉坯的时候泥总是甩歪怎么办
direct | zh | knee surgery; running limit; no lead climbing | 膝盖做过十字韧带手术，还能跑半马吗
direct | zh | migraine; no coffee after 3 | 偏头痛的先兆来了，在办公室该怎么办
direct | zh | building permit; canut renovation | 里昂的建筑许可一般多久能批下来
direct | zh | ArchiCAD; MacBook | ArchiCAD在我的Mac上很卡，怎么优化
direct | zh | email drafts; canut renovation | 帮我给客户写封邮件，说工期要推迟两周
direct | zh | fixed-rate loan; no crypto; conservative investing | 现在贷款买房选浮动利率划算吗
direct | zh | scholarship | 奖学金申请人的作品集该怎么打分
direct | zh | late father; Enugu roots | 父亲去世十年了，想在埃努古为他做个纪念，有什么建议
direct | zh | house in Enugu; mother Ngozi; Ngozi blood pressure; transfer to mother; Igbo | 给妈妈在埃努古盖的房子，屋顶用什么材料隔热好
direct | zh | website | 事务所网站首页放几个项目比较合适
direct | zh | reading | 读完阿迪契的小说，还有什么类似的可以推荐
direct | zh | Lagos talk | 拉各斯的讲座用英文讲，开场白怎么写
direct | zh | anaemia | 铁片和茶要隔多久吃
direct | zh | bouldering; no lead climbing; knee surgery | 抱石怎么练指力
direct | zh | husband Thibault; Thibault coeliac; Thibault trail | 老公要跑SaintéLyon，夜跑要准备哪些装备
direct | zh | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | 女儿六月考小提琴，这几个月怎么安排练琴
direct | zh | brother Emeka; twin nieces; calls with Emeka | 弟弟在休斯顿，周日几点给他打电话合适
direct | zh | sewing wax print | 用非洲蜡染布做连衣裙，布边怎么处理
direct | zh | fig tree | 阳台上的无花果树冬天要怎么包
direct | zh | no scooter for Chidi; son Chidi; Chidi asthma; Chidi studies; Chidi matches; football OL | 儿子十六岁想买摩托车，我该怎么拒绝
direct | zh | Pidgin replies | 我用皮钦语问问题的时候你会怎么回答
direct | zh | pisé school competition; book on pisé | 维尼雪的学校竞赛，夯土墙要做多厚
implicit | zh | cat Mistral; Mistral thyroid; Mistral pills | 甲亢的猫能吃普通猫粮吗，体重一直在掉
implicit | zh | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | 法国的工程师预科怎么申请，明年就要考bac了
implicit | zh | dog Kola; Kola hips; dog walks | 伯恩山犬髋关节不好，每天散步多久合适
personal_none | zh | - | 我的洗衣机有股怪味怎么办
personal_none | zh | - | 我想换个新手机，预算三千左右
personal_none | zh | - | 帮我写一条请假的微信
personal_none | zh | - | 我最近总是掉头发，要看医生吗
homograph | zh | - | 法国的mistral风是怎么形成的
homograph | zh | - | 可乐果kola含有多少咖啡因
homograph | zh | - | 英语里的 canut 和 canute 有什么区别
name | zh | - | 恩戈齐·奥孔乔-伊维拉是谁
name | zh | - | Thibaut Courtois是哪国的门将
name | zh | - | 雨果的《悲惨世界》讲了什么
name | zh | - | 奥古斯特·佩雷设计了哪些建筑
name | zh | - | 艾美卡这个名字在伊博语里是什么意思
place | zh | - | 埃努古的煤矿有什么历史
place | zh | - | 休斯顿的飓风季是几月
place | zh | - | 都灵有哪些值得看的博物馆
place | zh | - | 里昂的灯光节是几月
place | zh | - | 格勒诺布尔冬天冷吗
brand | zh | - | 雷诺Zoe停产了吗
brand | zh | - | MacBook Air M4多少钱
brand | zh | - | 徕卡相机为什么这么贵
brand | zh | - | Notion和飞书哪个好用
brand | zh | - | Mistral AI的大模型开源吗
topic | zh | - | 乳糜泻是什么病
topic | zh | - | 哮喘为什么晚上更严重
topic | zh | - | 甲状腺功能亢进有哪些症状
topic | zh | - | 夯土建筑的优缺点是什么
topic | zh | - | 尼日利亚的官方语言是什么
topic | zh | - | 固定利率和浮动利率有什么区别
subword | zh | - | 老师傅修鞋的手艺怎么学
subword | zh | - | 微信电脑客户端怎么截图
subword | zh | - | 热狗为什么叫热狗
subword | zh | - | 全家便利店的关东煮几点打折
subword | zh | - | 父亲节是几月几号
subword | zh | - | 北京饭店是哪年建的
subword | zh | - | 大丈夫能屈能伸是什么意思
subword | zh | - | 固定资产折旧怎么算
subword | zh | - | 网站备案需要多长时间
subword | zh | - | 花生油和菜籽油哪个更健康
function | zh | - | 法语里的 en 和 y 怎么用
function | zh | - | 德语的 die、der、das 怎么区分
function | zh | - | 意大利语 per 和 da 有什么区别
generic | zh | - | 中国政府的预算是怎么审批的
generic | zh | - | 什么是语言学
generic | zh | - | 世界上最古老的大学是哪一所
`;

export const NINTH_JA_LINES = `
direct | ja | dog Kola; Kola hips; dog walks | うちのKolaがぶどうを食べちゃった、大丈夫？
direct | ja | dog Kola; Kola hips; dog walks; apartment | 股関節が悪い大型犬を5階まで階段で運ぶいい方法は？
direct | ja | cat Mistral; Mistral thyroid; Mistral pills | 猫が甲状腺の薬を吐いたら、もう一錠あげるべき？
direct | ja | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | 母の血圧を下げる食事を教えて
direct | ja | Nigeria trip; travel safety | ナイジェリアに帰省する前に子どもに必要な予防接種は？
direct | ja | learning Italian; Turin project | イタリア語の建築用語を覚えるいい方法は？
direct | ja | running limit; knee surgery | 膝の手術のあと、週に何キロまで走っていい？
direct | ja | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | 夫がセリアック病なので、外食で気をつけることは？
direct | ja | canut renovation; building permit | 古い絹織工の建物を六戸のアパートにするときの防音対策
direct | ja | pisé school competition; book on pisé | ピセ（版築）で小学校を建てるときの構造の注意点
direct | ja | sewing wax print | ワックスプリントの布でワンピースを縫うコツ
direct | ja | music | 仕事中に聴くアフロビートのおすすめは？
direct | ja | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | 息子の喘息、冬のバスケの練習で気をつけることは？
direct | ja | fee dispute; email drafts | 未払いの設計料について、開発業者に送る督促状を書いて
direct | ja | conservative investing; no crypto; savings goal | 子どもの学費の貯金、インデックスファンドに回すべき？
direct | ja | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | 娘のバイオリンの試験、本番で緊張しない方法
direct | ja | brother Emeka; twin nieces; calls with Emeka | ヒューストンにいる弟の双子の娘に誕生日プレゼントを送りたい
direct | ja | pottery | ろくろで土がうまく中心に来ない
direct | ja | Leica Disto | 屋外でレーザー距離計の測定がぶれるのはなぜ？
direct | ja | renders; ArchiCAD | Twinmotionで夕景のレンダリングをきれいにする設定
implicit | ja | zobo | ハイビスカスのドリンク、生姜はどれくらい入れる？
implicit | ja | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | ディスレクシアの子に読みやすいフォントは？
implicit | ja | cat Mistral; Mistral thyroid; Mistral pills | 夜8時の薬を飲ませ忘れたら、朝まで待つ？
personal_none | ja | - | 冷蔵庫の霜取りのやり方を教えて
personal_none | ja | - | 来週の出張に持っていく服を考えて
personal_none | ja | - | 最近肩こりがひどいけど、どうしたらいい？
homograph | ja | - | ミストラルという風はどこで吹くの？
homograph | ja | - | コーラナッツとは何ですか
homograph | ja | - | 「猫の手も借りたい」の意味は？
name | ja | - | ンゴジ・オコンジョ＝イウェアラはWTOで何をした？
name | ja | - | ヴィクトル・ユゴーの代表作は？
name | ja | - | ティボー・クルトワの身長は？
name | ja | - | オーギュスト・ペレの代表作は？
place | ja | - | エヌグの人口はどれくらい？
place | ja | - | トリノの冬季オリンピックはいつだった？
place | ja | - | ヒューストンのNASA見学ツアーの料金は？
place | ja | - | ナイジェリアの首都はどこ？
place | ja | - | リヨンの旧市街はなぜ世界遺産なの？
brand | ja | - | ルノーの新しいR5の航続距離は？
brand | ja | - | ライカM11の評判は？
brand | ja | - | シンガーのミシンは日本で買える？
brand | ja | - | MacBook ProとMacBook Airの違いは？
topic | ja | - | 甲状腺機能亢進症の原因は？
topic | ja | - | 版築とはどんな工法ですか
topic | ja | - | セリアック病はなぜ日本で少ないの？
topic | ja | - | 指数ファンドとは何か
subword | ja | - | 天然酵母とドライイーストの違い
subword | ja | - | 日本語の母音はいくつある？
subword | ja | - | 切り株の取り除き方
subword | ja | - | 週刊誌の発行部数ランキング
subword | ja | - | 膝枕の文化はいつからあるの？
subword | ja | - | エレベーターの保守点検の頻度は？
subword | ja | - | 株式会社と合同会社の違い
subword | ja | - | 勉強会の司会のコツ
function | ja | - | フランス語の de と du の違いは？
function | ja | - | ドイツ語の die と das の使い分け
function | ja | - | スペイン語の que はどう使う？
generic | ja | - | 日本の家族の平均人数は？
generic | ja | - | 投資信託の歴史を教えて
generic | ja | - | 世界でいちばん話されている言語は？
`;

export const NINTH_KO_LINES = `
direct | ko | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL; peanut allergy | 아들 농구 경기 전에 먹이면 좋은 간식 추천해 줘
direct | ko | cat Mistral; Mistral thyroid; Mistral pills | 고양이 갑상선 약을 아침에 깜빡했어
direct | ko | no coffee after 3; migraine | 오후에 졸릴 때 커피 말고 뭘 마시면 좋을까
direct | ko | insomnia; pisé school competition | 공모전 마감 전날인데 잠이 안 와
direct | ko | no lead climbing; bouldering; knee surgery | 볼더링 할 때 무릎 보호하는 방법
direct | ko | Turin project; learning Italian | 토리노 공장 복원에서 오래된 벽돌은 어떻게 세척해?
direct | ko | honest design feedback; direct tone | 내 설계안 솔직하게 평가해 줘
direct | ko | dog Kola; Kola hips; dog walks | 우리 개가 고관절이 안 좋은데 산책은 얼마나 시켜야 돼?
direct | ko | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | 남편 생일 케이크를 글루텐 없이 만들고 싶어
direct | ko | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy; gluten-free recipes; Thibault coeliac; jollof rice; egusi soup; gluten-free baking | 딸 학교 소풍 도시락, 땅콩 없이 뭘 싸지?
direct | ko | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | 나이지리아로 매달 송금할 때 수수료 싼 방법
direct | ko | wine | 크리스마스에 마실 모르공 와인 추천
direct | ko | Leica Disto | 레이저 거리 측정기가 밖에서 잘 안 잡혀
direct | ko | brother Emeka; twin nieces; calls with Emeka | 휴스턴에 사는 동생한테 보낼 생일 선물
direct | ko | ArchiCAD | 아키캐드에서 IFC 내보내기 설정 알려 줘
direct | ko | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | 딸이 난독증인데 프랑스어 받아쓰기 연습은 어떻게 시키지?
direct | ko | husband Thibault; Thibault coeliac; Thibault trail | 남편이 야간 트레일 러닝 대회에 나가는데 헤드램프 추천
direct | ko | jollof rice; gluten-free recipes; peanut allergy; Thibault coeliac; egusi soup; gluten-free baking | 졸로프 라이스를 오븐으로 만들 수 있어?
implicit | ko | cat Mistral; Mistral thyroid; Mistral pills | 갑상선 항진증 고양이한테 요오드 제한 사료가 좋아?
implicit | ko | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | 운동 전에 흡입기는 몇 번 뿌려야 해?
implicit | ko | dog Kola; Kola hips; dog walks | 버니즈 마운틴 독한테 관절 영양제 뭐가 좋아?
personal_none | ko | - | 겨울 코트를 집에서 세탁해도 돼?
personal_none | ko | - | 이번 주말에 볼 만한 한국 드라마 추천해 줘
personal_none | ko | - | 내 방 습기 제거하는 방법
homograph | ko | - | 미스트랄 바람은 왜 겨울에 강해?
homograph | ko | - | 콜라 열매는 어디에 쓰여?
name | ko | - | 티보 쿠르투아 연봉은 얼마야?
name | ko | - | 빅토르 위고의 레 미제라블 줄거리
name | ko | - | 아마라 라 네그라는 누구야?
name | ko | - | 솔랑주 놀스는 비욘세와 무슨 관계야?
place | ko | - | 나이지리아 에누구의 기후는 어때?
place | ko | - | 휴스턴 우주센터 입장료
place | ko | - | 토리노 2박 3일 여행 코스 짜 줘
place | ko | - | 리옹 빛의 축제는 언제야?
brand | ko | - | 미스트랄 AI의 르 샤는 무료야?
brand | ko | - | 르노 조에는 왜 단종됐어?
brand | ko | - | 브롬톤 자전거는 왜 이렇게 비싸?
brand | ko | - | 라이카 카메라 입문용 추천
topic | ko | - | 고양이 갑상선 기능 항진증의 원인은?
topic | ko | - | 천식은 유전돼?
topic | ko | - | 셀리악병이란 뭐야?
topic | ko | - | 볼더링과 리드 클라이밍의 차이
subword | ko | - | 면접에서 약점 질문에 대답하는 법
subword | ko | - | 욕실 마감재 종류 알려 줘
subword | ko | - | 고양시 일산 호수공원 가는 법
subword | ko | - | 무릎팍도사는 언제 방송했어?
subword | ko | - | 커피콩 로스팅 단계 설명
subword | ko | - | 농구화와 배구화의 차이
function | ko | - | 프랑스어 de와 du의 차이
function | ko | - | 스페인어 que 용법
function | ko | - | 독일어 die는 언제 써?
generic | ko | - | 회사 사무실 인테리어 트렌드
generic | ko | - | 세계에서 가장 큰 공장은 어디야?
`;
