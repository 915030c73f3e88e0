// The fourth blind aboutness set's store: 108 memories of a fourth invented user, written in ten languages
// before the recall rules were read, with none of the first three sets' words. Each carries a word that also
// means something else: a programming language that is an island or an Italian staircase, pets named after
// comets, desserts and soy foods, children named after a zodiac sign, a nut and a country, a mother named after
// a month, cars whose names are a desert, a flower's petals, a word for "one", a Korean word for hunger, a car
// that is a field and a woman's name, a city that is also a cement, a carpenter's cabinets and a government's,
// a bass that is a fish, a football club named after a letter of Saint Paul. Line format:
// type | tags | subject | text (`*` marks "applies to every answer").

export const FOURTH_MEMORY_LINES = `
user_preference | kotlin, android | Kotlin | The user writes Android apps in Kotlin.
project_context | scala, spark, data pipeline | Scala | The user maintains a data pipeline in Scala on Spark at work.
stable_user_context | comet, dog, border collie | Comet | The user's border collie is called Comet.
stable_user_context | tofu, cat | Tofu | The user has a grey cat named Tofu.
stable_user_context | son, leo | Leo | The user's son Leo is eight and does karate.
stable_user_context | daughter, hazel | Hazel | The user's daughter Hazel is fourteen and wants to be a vet.
stable_user_context | partner, jordan | Jordan | The user's partner Jordan is a high-school librarian.
stable_user_context | mother, june, florida | June | The user's mother June is 71 and lives alone in Florida.
user_preference | subaru, outback, car | Outback | The user drives a 2019 Subaru Outback.
project_context | raspberry pi, weather station | Raspberry Pi | The user is building a weather station on a Raspberry Pi.
recurring_constraint | psoriasis, skin | psoriasis | The user has psoriasis on both elbows.
recurring_constraint | keto, low carb diet | keto | The user follows a keto diet.
stable_user_context | portland, oregon, home | Portland | The user lives in Portland, Oregon.
stable_user_context | carpenter, cabinets, work | carpentry | The user is a carpenter who builds custom kitchen cabinets.
user_preference | beekeeping, hives, bees | beekeeping | The user keeps two beehives in the back yard.
user_preference | bass guitar, band | bass guitar | The user plays bass guitar in a cover band.
user_preference | triumph, motorcycle, bonneville | Triumph | The user rides a Triumph Bonneville motorcycle.
user_preference | davinci resolve, video editing | DaVinci Resolve | The user edits videos in DaVinci Resolve.
recurring_constraint | colorblind, red-green | colorblind | The user is red-green colorblind.
stable_user_context | sister, sierra, pilot | Sierra | The user's sister Sierra is an airline pilot.
workflow_preference | todoist, tasks | Todoist | The user keeps every task in Todoist.
*communication_preference | short answers, words | short answers | Keep answers under 150 words.
*standing_instruction | british spelling | British spelling | Use British spelling.
stable_user_context | 可乐, 狗, 金毛 | 可乐 | 用户的金毛叫可乐。
stable_user_context | 苏州, 家 | 苏州 | 用户住在苏州。
stable_user_context | 女儿, 朵朵 | 朵朵 | 用户的女儿叫朵朵，今年六岁，在学跳舞。
user_preference | 特斯拉, 车 | 特斯拉 | 用户开一辆特斯拉 Model 3。
recurring_constraint | 颈椎病, 颈椎 | 颈椎病 | 用户有颈椎病，不能久坐。
user_preference | 围棋, 下棋 | 围棋 | 用户喜欢下围棋，业余五段。
user_preference | 古筝, 乐器 | 古筝 | 用户在学古筝。
user_preference | 多肉, 植物 | 多肉 | 用户在阳台养了很多多肉植物。
project_context | 跨境电商, 亚马逊 | 跨境电商 | 用户在做跨境电商，在亚马逊上卖灯具。
stable_user_context | 妈妈, 哈尔滨 | 妈妈 | 用户的妈妈住在哈尔滨。
recurring_constraint | 不吃辣, 口味 | 不吃辣 | 用户不吃辣。
workflow_preference | 钉钉, 工作 | 钉钉 | 用户公司用钉钉开会和打卡。
*communication_preference | 简短, 回答 | 简短回答 | 用户希望回答简短，先说结论。
stable_user_context | きなこ, 猫 | きなこ | ユーザーは猫のきなこを飼っている。
stable_user_context | 札幌, 自宅 | 札幌 | ユーザーは札幌に住んでいる。
user_preference | ホンダ, フィット, 車 | フィット | ユーザーはホンダのフィットに乗っている。
stable_user_context | 息子, リク | リク | ユーザーの息子はリクという名前で、中学一年生。
user_preference | 卓球, コーチ | 卓球 | ユーザーは週末に卓球のコーチをしている。
recurring_constraint | アトピー, 肌 | アトピー | ユーザーはアトピー性皮膚炎がある。
stable_user_context | 保育士, 仕事 | 保育士 | ユーザーは保育士として働いている。
user_preference | 盆栽, 趣味 | 盆栽 | ユーザーの趣味は盆栽。
user_preference | スイッチ, ゲーム | スイッチ | ユーザーは夜にニンテンドースイッチで遊ぶ。
*communication_preference | 敬語 | 敬語 | 日本語で答えるときは敬語を使う。
stable_user_context | 보리, 강아지 | 보리 | 사용자는 보리라는 푸들을 키운다.
stable_user_context | 인천, 집 | 인천 | 사용자는 인천에 산다.
user_preference | 기아, 쏘렌토, 차 | 쏘렌토 | 사용자는 기아 쏘렌토를 탄다.
stable_user_context | 아들, 준호 | 준호 | 사용자의 아들 준호는 고등학생이다.
recurring_constraint | 통풍, 요산 | 통풍 | 사용자는 통풍이 있어서 맥주와 내장을 피한다.
stable_user_context | 공무원, 구청 | 공무원 | 사용자는 구청에서 일하는 공무원이다.
user_preference | 뜨개질, 취미 | 뜨개질 | 사용자는 뜨개질을 좋아한다.
user_preference | 트윈스, 야구 | 트윈스 | 사용자는 LG 트윈스 팬이다.
workflow_preference | 간헐적 단식, 식사 | 간헐적 단식 | 사용자는 간헐적 단식을 해서 오후 1시 전에는 먹지 않는다.
stable_user_context | freiburg, wohnort | Freiburg | Der Nutzer wohnt in Freiburg im Breisgau.
stable_user_context | brezel, katze | Brezel | Die Katze des Nutzers heißt Brezel.
stable_user_context | sohn, emil | Emil | Der Sohn des Nutzers heißt Emil und ist elf.
user_preference | opel, astra, auto | Astra | Der Nutzer fährt einen Opel Astra Kombi.
recurring_constraint | gicht, harnsäure | Gicht | Der Nutzer hat Gicht.
user_preference | posaune, posaunenchor | Posaune | Der Nutzer spielt Posaune im Posaunenchor.
stable_user_context | lokführer, bahn, beruf | Lokführer | Der Nutzer arbeitet als Lokführer bei der Bahn.
project_context | modelleisenbahn, keller | Modelleisenbahn | Der Nutzer baut im Keller eine Modelleisenbahn.
recurring_constraint | vegan, ernährung | vegan | Der Nutzer ernährt sich vegan.
*standing_instruction | duzen | duzen | Den Nutzer auf Deutsch immer duzen.
stable_user_context | nantes, domicile | Nantes | L'utilisateur habite à Nantes.
stable_user_context | nougat, chien | Nougat | Le chien de l'utilisateur s'appelle Nougat.
stable_user_context | fille, margaux | Margaux | La fille de l'utilisateur s'appelle Margaux et a neuf ans.
user_preference | citroën, berlingo, voiture | Berlingo | L'utilisateur conduit un Citroën Berlingo.
recurring_constraint | insomnie, sommeil | insomnie | L'utilisateur souffre d'insomnie.
stable_user_context | pâtissier, métier | pâtissier | L'utilisateur est pâtissier.
user_preference | pétanque, boules | pétanque | L'utilisateur joue à la pétanque le dimanche.
project_context | péniche, rénovation | péniche | L'utilisateur rénove une péniche pour y vivre.
user_preference | ocaml, programmation | OCaml | L'utilisateur programme en OCaml le soir.
stable_user_context | málaga, casa | Málaga | El usuario vive en Málaga.
stable_user_context | churro, gato | Churro | El gato del usuario se llama Churro.
stable_user_context | hijo, mateo | Mateo | El hijo del usuario se llama Mateo y tiene seis años.
user_preference | toyota, corolla, coche | Corolla | El usuario conduce un Toyota Corolla híbrido.
recurring_constraint | fibromialgia, dolor | fibromialgia | El usuario tiene fibromialgia.
stable_user_context | abogado, laboralista, trabajo | abogado | El usuario es abogado laboralista.
user_preference | pádel, deporte | pádel | El usuario juega al pádel tres veces por semana.
project_context | huerto urbano, terraza | huerto | El usuario cultiva un huerto urbano en la terraza.
stable_user_context | recife, cidade | Recife | O usuário mora em Recife.
stable_user_context | paçoca, cadela | Paçoca | A cadela do usuário se chama Paçoca.
stable_user_context | filho, davi | Davi | O filho do usuário se chama Davi e tem doze anos.
user_preference | fiat, uno, carro | Uno | O usuário dirige um Fiat Uno.
recurring_constraint | labirintite, tontura | labirintite | O usuário tem labirintite.
stable_user_context | motorista de aplicativo, trabalho | motorista | O usuário trabalha como motorista de aplicativo.
user_preference | vôlei de praia, esporte | vôlei de praia | O usuário joga vôlei de praia.
user_preference | crochê, artesanato | crochê | O usuário faz crochê.
user_preference | corinthians, futebol | Corinthians | O usuário torce pelo Corinthians.
stable_user_context | екатеринбург, дом | Екатеринбург | Пользователь живёт в Екатеринбурге.
stable_user_context | муся, кошка | Муся | Кошку пользователя зовут Муся.
stable_user_context | дочь, алиса | Алиса | Дочь пользователя зовут Алиса, ей пятнадцать.
user_preference | нива, машина | Нива | Пользователь ездит на Ниве.
recurring_constraint | диабет, сахар | диабет | У пользователя диабет второго типа.
stable_user_context | сварщик, работа | сварщик | Пользователь работает сварщиком на заводе.
user_preference | баян, музыка | баян | Пользователь играет на баяне.
project_context | ремонт, квартира | ремонт | Пользователь делает ремонт в квартире.
stable_user_context | verona, casa | Verona | L'utente vive a Verona.
stable_user_context | tartufo, cane | Tartufo | Il cane dell'utente si chiama Tartufo.
stable_user_context | figlio, lorenzo | Lorenzo | Il figlio dell'utente si chiama Lorenzo.
user_preference | alfa romeo, giulietta, auto | Giulietta | L'utente guida un'Alfa Romeo Giulietta.
recurring_constraint | vertigini | vertigini | L'utente soffre di vertigini.
stable_user_context | farmacista, farmacia | farmacista | L'utente fa il farmacista.
user_preference | fisarmonica, musica | fisarmonica | L'utente suona la fisarmonica.
user_preference | calcetto, giovedì | calcetto | L'utente gioca a calcetto il giovedì.
project_context | olio, uliveto | olio | L'utente produce olio d'oliva nel suo uliveto.
`;
