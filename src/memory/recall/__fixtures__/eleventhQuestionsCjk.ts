// The eleventh blind aboutness set's questions in Chinese, Japanese and Korean, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const ELEVENTH_ZH_LINES = `
direct | zh | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | 老公滑雪的时候血糖掉得快，口袋里该备什么
direct | zh | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Florian的Dexcom传感器老是掉，有什么固定的办法
direct | zh | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes; table tennis | 周五打完乒乓球回来，老公晚饭的胰岛素要不要减量
direct | zh | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | 女儿想考HSK二级，帮我排一个三个月的复习计划
direct | zh | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Hana去首尔当交换生，要准备哪些材料
direct | zh | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | 女儿周三学手风琴，路上二十分钟可以让她做点什么
direct | zh | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | 儿子被蜜蜂蛰了，打完肾上腺素笔以后还要做什么
direct | zh | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Otto周二踢完球总说累，要不要给他加点心
direct | zh | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | 婆婆在吃抗凝药，能不能喝姜茶
direct | zh | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | 骨质疏松的老人冬天出门怎么防滑
direct | zh | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | 妈妈戴着助听器还是听不清电话，有什么办法
direct | zh | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | 给全州的妈妈汇钱，哪家银行手续费低
direct | zh | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip | 七月回全州给妈妈过八十大寿，订什么样的饭店好
direct | zh | brother Tae-yang; Tae-yang wedding | 弟弟十月在多伦多结婚，我一个人飞过去要怎么安排
direct | zh | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | 狗吃了苯巴比妥以后走路摇摇晃晃正常吗
direct | zh | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Tartufo癫痫发作的时候我该怎么做
direct | zh | cat Mozart; Mozart fluids | 给猫做皮下输液，针头总是扎不进去怎么办
direct | zh | cat Mozart; Mozart fluids | Mozart肾不好，能吃点金枪鱼吗
direct | zh | Kursaal Steinway; piano technician; technical answers | Kursaal那台施坦威的踏板有杂音，先查哪里
direct | zh | humidity advice; piano technician; technical answers | 客户家冬天暖气太干，钢琴加湿器怎么选
direct | zh | TV documentary; Bechstein restoration | 电视台要来拍修复过程，我该提前准备什么
direct | zh | conservatory Tuesdays; piano technician; technical answers | 周二去音乐学院调琴，一上午能调几台
direct | zh | Bechstein restoration; piano technician; technical answers | 1905年的贝希斯坦，音板换新还是修旧
direct | zh | Thermomix; Korean cooking | 用我的美善品做韩式辣酱，步骤怎么写
direct | zh | table tennis | 打乒乓球反手总是下网，怎么练
direct | zh | money to mother; mother Mi-sook; Mi-sook hearing; mother's 80th; calls with mother | 韩元最近贬值，每月给妈妈的钱要不要多汇一点
direct | zh | Hashimoto; thyroid checks | 桥本甲状腺炎能不能吃海带
direct | zh | back pain; physio | 腰椎间盘突出，搬琴凳这种重物应该怎么发力
direct | zh | workshop move; no loans; craft grant | 工作坊搬到谷仓，预算怎么排
direct | zh | kimchi; Korean cooking | 今年腌泡菜，白菜要腌多久
implicit | zh | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | 一型糖尿病的人去蒸桑拿要注意什么，我想周日一起去
implicit | zh | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | 孩子对蜂毒过敏，夏天去山上野餐要带什么
implicit | zh | cat Mozart; Mozart fluids | 十五岁的老猫肌酐升高，还能活多久
personal_none | zh | - | 我的手机电池掉电很快怎么办
personal_none | zh | - | 帮我写一条请同事代班的消息
personal_none | zh | - | 最近总是口腔溃疡，缺什么维生素
personal_none | zh | - | 我想学游泳，成年人多久能学会
topic | zh | - | 钢琴键为什么是黑白两种颜色
homograph | zh | - | 消费者怎么维护自己的合法权益
homograph | zh | - | 数据库文件损坏了怎么修复
name | zh | - | 莫扎特一生写了多少部歌剧
name | zh | - | 奥托·冯·俾斯麦是怎么统一德国的
name | zh | - | 罗莎·卢森堡是谁
name | zh | - | 巴赫的哥德堡变奏曲是为谁写的
place | zh | - | 多伦多的CN塔有多高
place | zh | - | 全州拌饭为什么有名
place | zh | - | 塞维利亚大教堂是哪年建成的
brand | zh | - | 施坦威钢琴为什么那么贵
brand | zh | - | 兄弟牌缝纫机是哪国的
brand | zh | - | 菲亚特500是哪一年推出的
topic | zh | - | 十二平均律是谁发明的
topic | zh | - | 胰岛素是怎么被发现的
topic | zh | - | 狗的癫痫会遗传吗
subword | zh | - | 钢琴家郎朗几岁开始学琴
subword | zh | - | 母亲节是几月几号
subword | zh | - | 湖南卫视是哪个电视台
subword | zh | - | 体育馆的木地板用什么材料
subword | zh | - | 中文系毕业能做什么工作
function | zh | - | 韩语里的"는"和"은"有什么区别
function | zh | - | 俄语前置词 в 和 на 怎么区分
stem | zh | - | 调音台怎么连接麦克风
generic | zh | - | 中国有多少所音乐学院
generic | zh | - | 世界上最早的学校是什么时候出现的
idiom | zh | - | 对牛弹琴是什么意思
idiom | zh | - | 猫哭耗子假慈悲出自哪里
mixed | zh | - | Netflix上最火的K-drama是哪部
direct | zh | Korean blog; piano technician; technical answers | 帮我给调音博客想五个新题目
direct | zh | Hamamatsu training; piano technician; technical answers | 去滨松雅马哈培训一周，要带哪些工具
direct | zh | friend Soledad; Seville trip | 复活节去塞维利亚看朋友Soledad，带什么礼物好
name | zh | - | 圣弗洛里安是哪里人
subword | zh | - | 输液港是什么，和普通输液有什么区别
subword | zh | - | 全过程工程咨询是什么意思
`;

export const ELEVENTH_JA_LINES = `
direct | ja | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | 夫がスキーレッスン中に低血糖になったら、何を食べさせればいい？
direct | ja | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | 山岳救助の夜間出動のとき、夫のインスリンポンプはどう管理する？
direct | ja | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | 娘のADHDの薬、夏休みの間はやめても大丈夫？
direct | ja | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Hanaがソウルに留学したいと言っている。何から始めればいい？
direct | ja | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | 娘の勉強の計画を20分ずつに分けて作って
direct | ja | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | 息子がハチに刺されたとき、エピペンはどこに打つの？
direct | ja | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Ottoの減感作療法はあと何年続ければいい？
direct | ja | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | 義母がアピキサバンを飲んでいるけど、グレープフルーツは食べていい？
direct | ja | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | 骨粗しょう症の義母のために、家の中の転倒対策を教えて
direct | ja | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip | 母の八十歳のお祝い、全州でどんな会場を予約すればいい？
direct | ja | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | 補聴器をつけた母とビデオ通話するときのコツは？
direct | ja | brother Tae-yang; Tae-yang wedding | 弟のトロントの結婚式に何を着ていけばいい？
direct | ja | brother Tae-yang; Tae-yang wedding | テヤンの店に送る開店祝いは何がいい？
direct | ja | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | 犬がてんかんの発作を起こした後、散歩はいつから再開していい？
direct | ja | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Tartufoを湖に連れて行きたいけど、泳がせても大丈夫？
direct | ja | cat Mozart; Mozart fluids | 腎臓の悪い猫の皮下輸液、量はどれくらい？
direct | ja | tuning tools; piano technician; technical answers | TuneLabで高音部のストレッチはどう設定する？
direct | ja | parts stock; piano technician; technical answers | 弦の在庫表をExcelで見やすくする方法
direct | ja | Hamamatsu training | 浜松の研修のあと、ヤマハの工場見学はできる？
direct | ja | used piano import; piano technician; technical answers | 日本から中古のアップライトを輸入するときの関税は？
direct | ja | Hashimoto; thyroid checks | 甲状腺の血液検査の前の日に、薬は飲んでいい？
direct | ja | trot music | 運転中に聴くのにいいトロットの新曲を教えて
direct | ja | photography; camera | 高山植物を撮るのにいい絞りはいくつ？
direct | ja | hut hikes; storm rule; daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana; son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | 夏休みに子ども二人と泊まれる山小屋のルートを考えて
direct | ja | Korean cooking; kimchi | テンジャンチゲをもっとおいしくするコツは？
direct | ja | technical answers; voicing; piano technician | ハンマーの整音の手順を簡単に教えて
direct | ja | workshop insurance; workshop move | 工房を納屋に移したら、保険はどう変わる？
direct | ja | Busoni competition; piano technician; technical answers | ブゾーニ・コンクールのピアノ、本番の何時間前に最終調律する？
direct | ja | Bechstein restoration; piano technician; technical answers | 1905年のベヒシュタインの響板の割れ、直すか替えるか
direct | ja | calligraphy | 書道で「忍」の字をきれいに書くコツ
implicit | ja | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | 一型糖尿病の人がスキー指導をするときの注意点は？
implicit | ja | cat Mozart; Mozart fluids | 十五歳の猫が最近ぜんぜん食べない
implicit | ja | tinnitus | 片耳の耳鳴りで、音の高さが聞き分けにくい日がある
implicit | ja | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | 14歳の子が水曜日のレッスンに行きたがらない、どうすれば
personal_none | ja | - | うちの電子レンジが急に温まらなくなった
personal_none | ja | - | 来週の会議の議事録のテンプレートを作って
personal_none | ja | - | 最近肩こりがひどいけど、枕を変えたほうがいい？
personal_none | ja | - | 自分の確定申告っていつまでに出せばいい？
homograph | ja | - | 「調律」と「調整」の違いは？
homograph | ja | - | 弦楽器の弦はなぜ金属なの？
homograph | ja | - | 日本語の「はな」は鼻と花でアクセントが違う？
name | ja | - | モーツァルトの「魔笛」のあらすじ
name | ja | - | バッハの平均律クラヴィーア曲集は何曲ある？
name | ja | - | 橋本環奈の出演作を教えて
place | ja | - | 漢江（ハンガン）の遊覧船はどこから乗れる？
place | ja | - | トロントで一番高い建物は？
place | ja | - | ソウルの景福宮はいつ建てられた？
place | ja | - | メラーノの競馬場は有名？
brand | ja | - | ヤマハのバイクで一番人気のモデルは？
brand | ja | - | 富士フイルムのチェキはいつ発売された？
brand | ja | - | ThinkPadの赤いポッチの名前は？
topic | ja | - | ピアノのハンマーは何でできているの？
topic | ja | - | 平均律はいつ広まったの？
topic | ja | - | 橋本病は遺伝するの？
subword | ja | - | 弦楽四重奏の有名な曲を教えて
subword | ja | - | 誕生日のパラドックスとは？
subword | ja | - | 写真週刊誌の歴史
subword | ja | - | 運転免許の更新に必要なもの
subword | ja | - | 音楽祭って日本にいくつある？
function | ja | - | 英語の "in" と "at" の使い分け
function | ja | - | ドイツ語の "mit" と "bei" の違いは？
topic | ja | - | 調律師になるにはどんな資格がいる？
generic | ja | - | 夏に一番人気の旅行先は？
generic | ja | - | 日本の料理の歴史を簡単に
idiom | ja | - | 「猫に小判」の意味は？
idiom | ja | - | 「琴線に触れる」の正しい使い方
mixed | ja | - | Mozartのレクイエムは誰が完成させたの？
direct | ja | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions; K-dramas | 義母と一緒に見られる、字幕付きの韓国ドラマを教えて
direct | ja | friend Soledad; Seville trip | ソレダッドのフラメンコ教室の発表会に送るお祝いは何がいい？
brand | ja | - | ブラザーのミシンは初心者向き？
subword | ja | - | 血液型占いに科学的な根拠はある？
subword | ja | - | 保険証はいつからマイナンバーカードに変わる？
`;

export const ELEVENTH_KO_LINES = `
direct | ko | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | 남편이 스키 강습 중에 저혈당이 오면 뭘 먹어야 돼?
direct | ko | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | 남편 인슐린 펌프를 사우나에서 빼 놔도 괜찮아?
direct | ko | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Florian이 산악구조대 야간 출동 나갈 때 챙길 간식 추천해 줘
direct | ko | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | 딸이 ADHD 약을 방학 때 끊어도 될까?
direct | ko | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | Hana가 서울로 교환학생 가려면 한국어 실력은 어느 정도 필요해?
direct | ko | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | 딸이 HSK 2급 단어를 외우는데 좋은 방법 있어?
direct | ko | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | 아들이 벌에 쏘였는데 에피펜 쓰고 나서 병원까지 얼마나 걸려도 돼?
direct | ko | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Otto 축구 훈련 끝나고 먹일 간식 뭐가 좋아?
direct | ko | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | 시어머니가 항응고제를 드시는데 홍삼을 드려도 될까?
direct | ko | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | 골다공증 있는 시어머니께 좋은 운동 알려 줘
direct | ko | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | 엄마가 보청기를 껴도 통화를 잘 못 알아들으셔, 방법이 없을까?
direct | ko | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip; Jeonju roots | 엄마 팔순 잔치 전주에서 어떻게 준비하면 좋을까?
direct | ko | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | 매달 엄마한테 보내는 돈, 수수료 싼 송금 앱 추천해 줘
direct | ko | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | 토요일 아침 엄마랑 영상통화할 때 화면이 자꾸 끊겨
direct | ko | brother Tae-yang; Tae-yang wedding | 동생 결혼식 축사 초안 좀 써 줘
direct | ko | brother Tae-yang; Tae-yang wedding | 태양이가 토론토에서 식당을 차리고 싶대, 뭐부터 알아봐야 해?
direct | ko | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | 개가 발작을 하면 시간을 어떻게 재야 해?
direct | ko | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | Tartufo 혈중 약물 농도 검사 전에 밥 굶겨야 해?
direct | ko | cat Mozart; Mozart fluids | 고양이 수액 맞힐 때 안 움직이게 하는 요령
direct | ko | workshop move; craft grant; no loans | 헛간 공방 공사 일정표 만들어 줘
direct | ko | Korean blog | 블로그에 쓸 '피아노 조율 주기' 글 개요 잡아 줘
direct | ko | Europiano member; piano technician; technical answers | Europiano 회의에서 발표할 자기소개 써 줘
direct | ko | price list; quote format; piano technician; technical answers | 조율 가격표를 새로 만들어 줘
direct | ko | calligraphy | 서예 붓을 오래 쓰려면 어떻게 관리해?
direct | ko | kimchi | 김장 김치가 너무 시어졌는데 어떻게 살리지?
direct | ko | Garmin; ski touring | 가민 시계로 스키 투어 고도 기록 보는 법
direct | ko | Italian tax; workshop move; craft grant | 공방 이전 비용도 세금 공제 돼?
direct | ko | Tartufo water rule; dog Tartufo; Tartufo epilepsy; Tartufo blood tests | 여름에 개 데리고 호숫가 가도 될까?
direct | ko | Hashimoto; thyroid checks | 갑상선 약 먹는데 두유 마셔도 돼?
direct | ko | Korea trip; mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | 7월 한국 여행, 서울에서 전주까지 KTX 타는 게 나아?
implicit | ko | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | 벌독 면역치료는 보통 몇 년 해?
implicit | ko | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | 손목 골절 뒤에 할머니가 혼자 계단 내려가는 게 겁난대
implicit | ko | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | 라고토 로마뇰로가 약 먹고 살이 쪘어
implicit | ko | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | 팔십 넘은 분이 귀가 어두우실 때 전화 말고 소통할 방법
personal_none | ko | - | 내 노트북 팬 소리가 너무 커
personal_none | ko | - | 이력서 자기소개서 첫 문장 좀 다듬어 줘
personal_none | ko | - | 요즘 잠이 안 오는데 멜라토닌 먹어도 돼?
personal_none | ko | - | 운동화 냄새 없애는 방법
homograph | ko | - | 태양은 왜 뜨거워?
homograph | ko | - | 전주 대비 매출 증가율 계산하는 법
homograph | ko | - | 하나부터 열까지 영어로 세는 법
topic | ko | - | 목줄 없이 다니는 개는 신고할 수 있어?
name | ko | - | 빅뱅 태양의 솔로 앨범 제목
name | ko | - | 모차르트는 몇 살에 죽었어?
name | ko | - | 하나은행 영업시간
homograph | ko | - | 한강 다리는 모두 몇 개야?
place | ko | - | 전주 한옥마을 가는 법
place | ko | - | 토론토 나이아가라 폭포 당일치기 되나?
place | ko | - | 세비야 스페인 광장은 언제 지어졌어?
brand | ko | - | 가민과 애플워치 중에 뭐가 더 정확해?
brand | ko | - | 스타인웨이 피아노 한 대 가격
brand | ko | - | 넷플릭스 요금제 비교
topic | ko | - | 피아노 조율은 왜 해야 해?
topic | ko | - | 김장 문화는 언제 유네스코에 등재됐어?
topic | ko | - | 갑상선 기능 저하증 증상
subword | ko | - | 미숙아는 몇 주에 태어난 아기를 말해?
subword | ko | - | 쇼팽 전주곡 중에 제일 유명한 곡
subword | ko | - | 공방전 뜻이 뭐야?
subword | ko | - | 태양계 행성 순서
subword | ko | - | 김치찌개는 언제부터 먹기 시작했어?
function | ko | - | 일본어 조사 は와 が의 차이
function | ko | - | 독일어 전치사 am, im 쓰는 법
topic | ko | - | 조율사라는 직업은 언제 생겼어?
generic | ko | - | 세계에서 제일 큰 음악 학교는?
generic | ko | - | 겨울 스포츠 종류
idiom | ko | - | 하나를 보면 열을 안다는 말의 뜻
idiom | ko | - | 김칫국부터 마신다는 말 어디서 나왔어?
mixed | ko | - | Mozart effect가 진짜 있는 거야?
direct | ko | apprentice Lukas; piano technician; technical answers | 견습생 Lukas한테 해머 정음 가르치는 순서 짜 줘
place | ko | - | 볼차노에서 돌로미티 가는 버스 있어?
subword | ko | - | 태양광 패널 효율은 보통 몇 퍼센트야?
subword | ko | - | 서예가 추사 김정희는 어떤 사람이야?
`;
