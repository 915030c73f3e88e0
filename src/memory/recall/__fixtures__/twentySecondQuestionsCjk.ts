import { BAKERY, CANELA, CHIQUIS, FATHER, GIULIA, IN_LAWS, LEO, MOLE, MOTHER, VAN, WEEKEND } from './twentySecondSubjects';

// The twenty-second blind aboutness set's Japanese, Korean and Chinese questions, written before the recall rules
// were read; the user's bread and names inside longer CJK words (食パン, 메론빵, 面包机) and as everyday words there
// (シナモン, モグラ, 고양이, 猫, 乐队), and world questions on bread, Puebla, Italy and the family's illnesses.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_SECOND_JA_LINES = `
direct | ja | shokupan; ${BAKERY} | 生食パンをメキシコの粉で作るには、どの配合がいい？
direct | ja | shokupan; ${BAKERY} | 食パンの湯種はどうやって作る？店で出したい
direct | ja | shokupan; ${BAKERY} | 高地で食パンの窯伸びが悪い、原因は？
direct | ja | client Sato; ${BAKERY} | 佐藤さんがメロンパンのクッキー生地が割れると言っていた、どうすれば？
direct | ja | client Sato | 常連の佐藤さんへの年末の贈り物、何がいい？
direct | ja | Leo anime; ${LEO} | 息子がドラゴンボールの漫画を全部ほしがっている、何巻から買えばいい？
direct | ja | Leo anime; ${LEO} | レオの誕生日ケーキをドラゴンボール風にしたい
direct | ja | ${LEO} | 息子は1型糖尿病、コンチャ一個で炭水化物は何グラム？
direct | ja | ${LEO} | レオのセンサーが夜中に低血糖アラームを鳴らす、どうする？
direct | ja | ${GIULIA} | 妻はセリアック病、グルテンフリーのパンの配合を教えて
direct | ja | ${GIULIA} | ジュリアの片頭痛がひどい、病院に行くべき？
direct | ja | ${CHIQUIS} | 娘が喘息で夜に咳が止まらない
direct | ja | ${CHIQUIS} | 6歳の娘に吸入器をうまく使わせるコツは？
direct | ja | ${FATHER} | 父が白内障の手術を受ける、術後に気をつけることは？
direct | ja | ${MOTHER} | 母は2型糖尿病、甘いパンはどれくらいなら大丈夫？
direct | ja | ${CANELA} | うちの犬が股関節形成不全、散歩はどれくらい？
direct | ja | ${MOLE} | 猫が療法食の尿路ケアを食べない
direct | ja | ${BAKERY} | うちのパン屋のロスを減らすには？
direct | ja | ${BAKERY} | 見習いにボリージョの成形を教えるコツ
direct | ja | ${VAN} | 配達用のバンのブレーキから音がする
direct | ja | learning Italian | スペイン語話者がイタリア語B1に受かる勉強法
direct | ja | Turin trip; ${IN_LAWS} | 7月のトリノで子ども連れに何がおすすめ？
direct | ja | gout | 痛風持ちだけどビールは飲んでいい？
implicit | ja | shokupan | 湯種は何パーセント入れる？ふわふわにしたい
implicit | ja | ${LEO} | 血糖値60で練習前、ジュースとブドウ糖どっち？
personal_none | ja | - | 早起きのコツを教えて
personal_none | ja | - | おすすめの推理小説は？
personal_none | ja | - | 絵を習いたい、何から始める？
personal_none | ja | - | 貯金が続かない、どうすればいい？
homograph | ja | - | シナモンは体にいい？
homograph | ja | - | モグラは何を食べる？
homograph | ja | - | 猫は何年生きる？
homograph | ja | - | 化学のモルとは？
name | ja | - | レオナルド・ダ・ヴィンチは何をした人？
name | ja | - | 鳥山明の代表作は？
name | ja | - | 佐藤は日本で一番多い苗字？
place | ja | - | トリノは何で有名？
place | ja | - | プエブラはどこにある？
place | ja | - | ラパスはなぜ標高が高い？
brand | ja | - | ビンボーというパン会社はどこの国？
brand | ja | - | フィアットはいつできた？
topic | ja | - | メロンパンの由来は？
topic | ja | - | 1型糖尿病とは？
topic | ja | - | セリアック病とは？
topic | ja | - | 天然酵母とイーストの違いは？
topic | ja | - | メキシコのパン文化の歴史
subword | ja | - | シナモンロールの作り方
subword | ja | - | 分子とは何か、モル質量とは
function | ja | - | 「は」と「が」の違いは？
function | ja | - | 「の」と「こと」の使い分け
stem | ja | - | パン粉の作り方
stem | ja | - | 猫背を直す方法
generic | ja | ${WEEKEND} | 週末に何をしよう？
generic | ja | - | 健康的な朝ごはんは？
idiom | ja | - | 「猫の手も借りたい」の意味は？
idiom | ja | - | 「パンがなければケーキを食べればいい」は誰の言葉？
mixed | ja | - | 「ahorita」はメキシコでどういう意味？
mixed | ja | ${BAKERY} | うちのコンチャをもっとふわふわにしたい、neta
`;

export const TWENTY_SECOND_KO_LINES = `
direct | ko | salt bread; ${BAKERY} | 소금빵 버터가 다 녹아 나와요, 어떻게 해야 하나요?
direct | ko | salt bread; ${BAKERY} | 멕시코 밀가루로 소금빵 반죽 비율 알려줘
direct | ko | salt bread; ${BAKERY} | 소금빵 하나 가격을 얼마로 해야 할까?
direct | ko | Korean restaurant; ${BAKERY} | 김 사장님 한식당에 식빵 납품 가격을 올리고 싶은데 어떻게 말하지?
direct | ko | Korean restaurant; ${BAKERY} | 김 사장님이 식빵을 더 부드럽게 해 달래요
direct | ko | Leo ramen; ${LEO} | 레오가 불닭볶음면 먹을 때 인슐린은 얼마나?
direct | ko | Leo ramen; ${LEO} | 아들이 매운 라면만 찾는데 혈당에 덜 나쁜 대안은?
direct | ko | ${LEO} | 아들이 1형 당뇨인데 축구 전에 뭘 먹여야 해?
direct | ko | ${LEO} | 레오 센서가 수영장에서 떨어졌어요
direct | ko | ${GIULIA} | 아내가 셀리악병이에요, 글루텐 없는 빵 추천해 줘
direct | ko | ${GIULIA} | 줄리아가 편두통이 심해요, 뭘 해 줄 수 있을까?
direct | ko | ${CHIQUIS} | 딸이 천식이라 밤에 기침을 해요
direct | ko | ${CHIQUIS} | 여섯 살 딸이 민속춤 수업에서 숨이 차대요
direct | ko | ${FATHER} | 아버지가 백내장 수술을 받으세요, 수술 후 주의할 점은?
direct | ko | ${MOTHER} | 어머니가 당뇨인데 빵을 드셔도 될까?
direct | ko | ${CANELA} | 우리 개가 고관절 이형성증이에요, 산책은 얼마나?
direct | ko | ${MOLE} | 우리 고양이가 요로 사료를 안 먹어요
direct | ko | ${BAKERY} | 우리 빵집 로스를 줄이려면?
direct | ko | ${BAKERY} | 조수가 오븐에서 빵을 자꾸 태워요
direct | ko | ${VAN} | 배달 밴에서 브레이크 소리가 나요
direct | ko | learning Italian | 이탈리아어 B1 시험 공부법 알려줘
direct | ko | Turin trip; ${IN_LAWS} | 7월에 아이들과 토리노에서 뭘 하면 좋을까?
direct | ko | gout | 통풍이 있는데 맥주 마셔도 돼?
implicit | ko | salt bread | 롤 안에 버터 몇 그램 넣어야 안 새요?
implicit | ko | ${LEO} | 혈당 60인데 연습 전에 주스 줘도 돼?
personal_none | ko | - | 아침에 일찍 일어나는 법
personal_none | ko | - | 재미있는 추리 소설 추천해 줘
personal_none | ko | - | 그림을 배우고 싶어요, 어디서 시작하죠?
personal_none | ko | - | 돈을 모으는 습관 만드는 법
homograph | ko | - | 시나몬은 건강에 좋나요?
homograph | ko | - | 두더지는 뭘 먹어요?
homograph | ko | - | 고양이 수명은 얼마나 돼요?
homograph | ko | - | 밴드 음악의 역사
name | ko | - | 레오나르도 다빈치는 누구인가요?
name | ko | - | 김씨는 한국에서 왜 이렇게 많아요?
name | ko | - | 줄리아 로버츠 대표작은?
place | ko | - | 토리노는 뭐로 유명해요?
place | ko | - | 푸에블라는 어디에 있어요?
place | ko | - | 라파스는 왜 고도가 높아요?
brand | ko | - | 빔보는 어느 나라 회사예요?
brand | ko | - | 불닭볶음면은 어느 회사에서 만들어요?
topic | ko | - | 소금빵은 어디서 유래했어요?
topic | ko | - | 1형 당뇨병이란?
topic | ko | - | 셀리악병이란?
topic | ko | - | 천연 발효종이란?
topic | ko | - | 멕시코 빵 문화의 역사
subword | ko | - | 시나몬롤 만드는 법
subword | ko | - | 메론빵은 왜 메론빵이라고 해요?
function | ko | - | '은/는'과 '이/가'의 차이는?
function | ko | - | '에'와 '에서'의 차이는?
stem | ko | - | 빵빵하다는 무슨 뜻이에요?
stem | ko | - | 고양이과 동물에는 뭐가 있어요?
generic | ko | ${WEEKEND} | 주말에 뭐 하지?
generic | ko | - | 건강한 아침 식사는?
idiom | ko | - | '고양이 목에 방울 달기'는 무슨 뜻?
idiom | ko | - | '그림의 떡'은 무슨 뜻이에요?
mixed | ko | - | 멕시코에서 'ahorita'는 무슨 뜻이에요?
mixed | ko | ${BAKERY} | 우리 콘차(concha)를 더 폭신하게 만드는 법
`;

export const TWENTY_SECOND_ZH_LINES = `
direct | zh | dough mixer; ${BAKERY} | 我的和面机最近声音很大，是不是轴承坏了？
direct | zh | dough mixer; ${BAKERY} | 和面机的皮带多久换一次？
direct | zh | dough mixer; ${BAKERY} | 想再从阿里巴巴买一台和面机，运到墨西哥要注意什么？
direct | zh | Don Beto tai chi; ${FATHER} | 我爸七十二岁有高血压，每天打太极拳可以吗？
direct | zh | Don Beto tai chi; ${FATHER} | 唐贝托白内障手术后还能打太极吗？
direct | zh | Chiquis spring pollen; ${CHIQUIS} | 春天花粉多，怎么减少女儿哮喘发作？
direct | zh | Chiquis spring pollen; ${CHIQUIS} | 奇基斯春天总是咳嗽，要不要换药？
direct | zh | ${LEO} | 儿子有一型糖尿病，踢球前吃什么？
direct | zh | ${LEO} | 莱奥的血糖传感器晚上总是报警
direct | zh | ${GIULIA} | 我老婆是乳糜泻，无麸质面包怎么做？
direct | zh | ${GIULIA} | 朱莉娅偏头痛又犯了，怎么办？
direct | zh | ${CHIQUIS} | 女儿晚上咳嗽，沙丁胺醇要喷几下？
direct | zh | ${MOTHER} | 我妈妈有糖尿病，可以吃甜面包吗？
direct | zh | ${CANELA} | 我家狗有髋关节发育不良，每天散步多久？
direct | zh | ${MOLE} | 我家猫吃泌尿处方粮，可以喂鱼吗？
direct | zh | ${BAKERY} | 我的面包店怎么减少剩下的面包？
direct | zh | ${BAKERY} | 面包店的学徒老是把面包烤焦
direct | zh | ${VAN} | 送货的面包车刹车有异响
direct | zh | learning Italian | 说西班牙语的人怎么快速学意大利语B1？
direct | zh | Turin trip; ${IN_LAWS} | 七月带孩子去都灵玩什么？
direct | zh | gout | 我有痛风，可以喝啤酒吗？
direct | zh | half marathon; runner's knee | 跑半马的时候右膝盖疼，要继续练吗？
implicit | zh | dough mixer | 二十公斤面团的和面机转速开几档？
implicit | zh | ${LEO} | 血糖六十，训练前给果汁还是葡萄糖片？
personal_none | zh | - | 怎么早起？
personal_none | zh | - | 推荐一本好看的推理小说
personal_none | zh | - | 我想学画画，从哪里开始？
personal_none | zh | - | 怎么养成存钱的习惯？
homograph | zh | - | 肉桂对身体好吗？
homograph | zh | - | 鼹鼠吃什么？
homograph | zh | - | 猫能活多少年？
homograph | zh | - | 乐队和管弦乐团有什么区别？
name | zh | - | 达芬奇是谁？
name | zh | - | 太极拳是谁发明的？
name | zh | - | 莱昂纳多·迪卡普里奥演过什么？
place | zh | - | 都灵有什么有名的？
place | zh | - | 普埃布拉在哪里？
place | zh | - | 拉巴斯为什么海拔那么高？
brand | zh | - | 宾堡集团是哪个国家的？
brand | zh | - | 阿里巴巴是谁创立的？
topic | zh | - | 面包是怎么发明的？
topic | zh | - | 一型糖尿病是什么？
topic | zh | - | 乳糜泻是什么病？
topic | zh | - | 什么是天然酵种？
topic | zh | - | 墨西哥的亡灵节有什么传统？
subword | zh | - | 面包机怎么用？
subword | zh | - | 肉桂卷怎么做？
function | zh | - | “的”“地”“得”怎么区分？
function | zh | - | “了”什么时候用？
stem | zh | - | 猫头鹰是猫吗？
stem | zh | - | 面条是谁发明的？
generic | zh | ${WEEKEND} | 这个周末我做什么好？
generic | zh | - | 健康的早餐吃什么？
idiom | zh | - | “画饼充饥”是什么意思？
idiom | zh | - | “猫哭耗子”是什么意思？
mixed | zh | - | 墨西哥人说的 ahorita 是什么意思？
mixed | zh | ${BAKERY} | 我的 concha 怎么做得更松软？
`;
