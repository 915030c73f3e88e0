// The third blind aboutness set's store: about 90 memories of a third invented user, written in ten languages
// before the recall rules were read (nor the first two sets' words reused). Each carries a word that also means
// something else: a programming language that is an English verb or a first name, pets and children named after
// stars, spices, stones, flowers, the sky, history's chancellors and sauces, cars named after horses and animals,
// a beer named after the sun's crown, home towns that history questions name, words inside longer CJK words,
// one language's word that is another's function word. Line format: type | tags | subject | text
// (`*` marks "applies to every answer").

export const THIRD_MEMORY_LINES = `
user_preference | go, cli tools | Go | The user writes command-line tools in Go.
project_context | julia, simulations | Julia | The user runs fluid simulations in Julia for research.
stable_user_context | orion, dog, husky | Orion | The user's husky is called Orion.
stable_user_context | pepper, rabbit | Pepper | The user has a rabbit named Pepper.
stable_user_context | son, jasper | Jasper | The user's son Jasper is ten and plays the trumpet.
stable_user_context | daughter, iris | Iris | The user's daughter Iris is three and goes to nursery.
user_preference | mustang, car | Mustang | The user drives a 1968 Ford Mustang.
user_preference | pixel, phone | Pixel | The user's phone is a Google Pixel 8.
user_preference | corona, beer | Corona | The user drinks Corona at barbecues.
stable_user_context | boston, home | Boston | The user lives in Boston.
stable_user_context | troy, hometown | Troy | The user grew up in Troy, New York.
recurring_constraint | asthma, inhaler | asthma | The user has asthma and carries an inhaler.
recurring_constraint | kosher, food | kosher | The user keeps kosher.
project_context | mechanical keyboard, build | keyboard | The user is building a mechanical keyboard with hand-wired switches.
project_context | sailboat, albatross, restoration | Albatross | The user is restoring a 1970s sailboat named Albatross.
stable_user_context | ux designer, figma, work | Figma | The user works as a UX designer in Figma.
user_preference | cello, music | cello | The user plays the cello in a community orchestra.
stable_user_context | brother, max | Max | The user's brother Max is a firefighter.
stable_user_context | partner, robin | Robin | The user's partner Robin is a nurse.
workflow_preference | morning, meditation | meditation | The user meditates for twenty minutes every morning.
user_preference | board games, friday | board games | The user hosts a board game night every Friday.
*communication_preference | emoji | no emoji | Never use emoji in answers.
*standing_instruction | time zone, eastern | eastern time | Give times in US Eastern time.
stable_user_context | 黄油, 猫 | 黄油 | 用户的猫叫黄油。
stable_user_context | 杭州, 家 | 杭州 | 用户住在杭州。
user_preference | 钢琴, 练琴 | 钢琴 | 用户每天晚上练钢琴。
recurring_constraint | 鼻炎, 过敏 | 鼻炎 | 用户有过敏性鼻炎，春天容易发作。
user_preference | 比亚迪, 车 | 比亚迪 | 用户开比亚迪汉。
stable_user_context | 儿子, 小龙 | 小龙 | 用户的儿子叫小龙，上初中。
user_preference | 麻将, 周末 | 麻将 | 用户周末和朋友打麻将。
project_context | 考研, 复习 | 考研 | 用户在准备考研，目标是计算机专业。
stable_user_context | 飞书, 工作 | 飞书 | 用户公司用飞书办公。
stable_user_context | 外婆, 上海 | 外婆 | 用户的外婆住在上海，八十多岁。
stable_user_context | ソラ, 犬, 柴犬 | ソラ | ユーザーは柴犬のソラを飼っている。
stable_user_context | 横浜, 自宅 | 横浜 | ユーザーは横浜に住んでいる。
user_preference | 将棋, 趣味 | 将棋 | ユーザーの趣味は将棋。
recurring_constraint | 花粉症, 春 | 花粉症 | ユーザーは花粉症がひどい。
user_preference | プリウス, トヨタ, 車 | プリウス | ユーザーはトヨタのプリウスに乗っている。
stable_user_context | 息子, ハル | ハル | ユーザーの息子はハルという名前で、五歳。
project_context | 陶芸, 教室 | 陶芸 | ユーザーは週末に陶芸教室に通っている。
stable_user_context | 看護師, 夜勤 | 夜勤 | ユーザーは看護師で夜勤がある。
stable_user_context | 호두, 고양이 | 호두 | 사용자는 호두라는 고양이를 키운다.
stable_user_context | 대구, 집 | 대구 | 사용자는 대구에 산다.
stable_user_context | 딸, 하늘 | 하늘 | 사용자의 딸 이름은 하늘이다.
user_preference | 현대, 아반떼, 차 | 아반떼 | 사용자는 현대 아반떼를 탄다.
user_preference | 수영, 아침 | 수영 | 사용자는 매일 아침 수영을 한다.
recurring_constraint | 허리 디스크 | 허리 디스크 | 사용자는 허리 디스크가 있다.
project_context | 웹툰, 연재 | 웹툰 | 사용자는 웹툰을 연재하고 있다.
stable_user_context | 남편, 민수 | 민수 | 사용자의 남편 민수는 요리사다.
stable_user_context | dresden, wohnort | Dresden | Der Nutzer wohnt in Dresden.
stable_user_context | bismarck, hund, dackel | Bismarck | Der Dackel des Nutzers heißt Bismarck.
user_preference | golf, auto | Golf | Der Nutzer fährt einen VW Golf.
user_preference | skat, kartenspiel | Skat | Der Nutzer spielt jeden Donnerstag Skat.
recurring_constraint | tinnitus | Tinnitus | Der Nutzer hat Tinnitus und meidet laute Orte.
stable_user_context | sohn, konrad | Konrad | Der Sohn des Nutzers heißt Konrad und geht in die zweite Klasse.
stable_user_context | sap, arbeit | SAP | Der Nutzer arbeitet als SAP-Berater.
project_context | fachwerkhaus, renovierung | Fachwerkhaus | Der Nutzer renoviert ein altes Fachwerkhaus.
stable_user_context | lyon, domicile | Lyon | L'utilisateur habite à Lyon.
stable_user_context | bijou, chien | Bijou | L'utilisateur a une chienne qui s'appelle Bijou.
stable_user_context | fille, capucine | Capucine | La fille de l'utilisateur s'appelle Capucine.
user_preference | peugeot, voiture | Peugeot | L'utilisateur roule en Peugeot 208.
user_preference | escalade, salle | escalade | L'utilisateur fait de l'escalade en salle deux fois par semaine.
recurring_constraint | eczéma, peau | eczéma | L'utilisateur a de l'eczéma et évite les savons parfumés.
project_context | brasserie, bière | micro-brasserie | L'utilisateur monte une micro-brasserie artisanale.
stable_user_context | professeur, lycée, mathématiques | professeur | L'utilisateur est professeur de mathématiques au lycée.
stable_user_context | valencia, casa | Valencia | El usuario vive en Valencia.
stable_user_context | chispa, perro | Chispa | El perro del usuario se llama Chispa.
stable_user_context | hijo, santiago | Santiago | El hijo del usuario se llama Santiago.
user_preference | batería, música | batería | El usuario toca la batería en un grupo de rock.
recurring_constraint | colesterol | colesterol | El usuario tiene el colesterol alto.
project_context | club de lectura | club de lectura | El usuario organiza un club de lectura mensual.
stable_user_context | abuela, carmen | Carmen | La abuela del usuario, Carmen, vive con él.
stable_user_context | curitiba, casa | Curitiba | O usuário mora em Curitiba.
stable_user_context | pipoca, gato | Pipoca | O gato do usuário se chama Pipoca.
stable_user_context | filha, luz | Luz | A filha do usuário se chama Luz.
user_preference | flamengo, futebol | Flamengo | O usuário torce pelo Flamengo.
user_preference | capoeira | capoeira | O usuário treina capoeira.
recurring_constraint | tireoide, remédio | tireoide | O usuário toma remédio para a tireoide todas as manhãs.
stable_user_context | dentista, consultório | dentista | O usuário é dentista e tem um consultório.
stable_user_context | новосибирск, дом | Новосибирск | Пользователь живёт в Новосибирске.
stable_user_context | лайка, собака | Лайка | Собаку пользователя зовут Лайка.
stable_user_context | сын, мирон | Мирон | Сына пользователя зовут Мирон.
user_preference | рыбалка, зима | рыбалка | Пользователь любит зимнюю рыбалку.
recurring_constraint | гастрит, диета | гастрит | У пользователя гастрит, ему нельзя острое.
project_context | дача, строительство | дача | Пользователь строит дачу под Новосибирском.
stable_user_context | бухгалтер, 1с | бухгалтер | Пользователь работает бухгалтером в 1С.
stable_user_context | bologna, casa | Bologna | L'utente vive a Bologna.
stable_user_context | pesto, gatto | Pesto | Il gatto dell'utente si chiama Pesto.
stable_user_context | figlia, aurora | Aurora | La figlia dell'utente si chiama Aurora.
user_preference | panda, auto | Panda | L'utente guida una Fiat Panda.
user_preference | vela, barca | vela | L'utente fa vela sul lago di Garda.
recurring_constraint | reflusso | reflusso | L'utente soffre di reflusso ed evita il caffè.
project_context | agriturismo | agriturismo | L'utente sta aprendo un agriturismo.
`;
