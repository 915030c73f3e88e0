// The blind aboutness set's store: about 100 memories of a second invented user, written in ten languages
// before the recall rules were read. Each memory carries a word that also means something else in the world:
// a programming language that is a potion, pets and children named after fruits, planets, saints, spices
// or birds, brands that are common nouns or animals, home towns that history questions name, words that
// sit inside longer Chinese, Japanese and Korean words, words whose stem is another word's. Same line
// format as impersonalSet.ts:  type | tags | subject | text   (`*` marks "applies to every answer").

export const BLIND_MEMORY_LINES = `
user_preference | elixir, phoenix | Elixir | The user builds web backends in Elixir with Phoenix.
stable_user_context | kiwi, parrot | Kiwi | The user has a green parrot named Kiwi.
stable_user_context | pluto, dog, beagle | Pluto | The user's beagle is called Pluto.
stable_user_context | daughter, clementine | Clementine | The user's daughter Clementine is seven and loves drawing.
stable_user_context | son, sebastian | Sebastian | The user's son Sebastian plays football on Saturdays.
user_preference | jaguar, car | Jaguar | The user drives an old Jaguar XJ.
user_preference | canon, camera | Canon | The user shoots photos with a Canon EOS R6.
stable_user_context | edinburgh, home | Edinburgh | The user lives in Edinburgh with his family.
user_preference | sourdough, baking | sourdough | The user bakes sourdough bread every Saturday.
workflow_preference | train, commute | train commute | The user commutes by train and works on the laptop during the ride.
user_preference | crossword, puzzles | crossword | The user solves the cryptic crossword every morning.
recurring_constraint | peanuts, allergy | peanut allergy | The user is allergic to peanuts.
project_context | podcast, gardening | gardening podcast | The user hosts a small podcast about urban gardening.
stable_user_context | oracle, database, work | Oracle | The user administers Oracle databases at work.
stable_user_context | wife, olive | Olive | The user's wife Olive teaches chemistry.
user_preference | weekend, cycling | weekend rides | The user rides a road bike on weekends.
project_context | discord, retro games | Discord | The user runs a Discord server for retro games.
stable_user_context | bernard, cat | Bernard | The user's cat is called Bernard.
*communication_preference | bullet points, answers | bullet points | The user prefers answers as bullet points.
*standing_instruction | metric units | metric units | Always use metric units.
stable_user_context | 花生, 狗, 柯基 | 花生 | 用户养了一只叫花生的柯基。
user_preference | 华为, 手机 | 华为 | 用户用华为手机。
stable_user_context | 西安, 老家 | 西安 | 用户的老家在西安。
user_preference | 火锅, 吃 | 火锅 | 用户最喜欢吃重庆火锅。
stable_user_context | 儿子, 乐乐 | 乐乐 | 用户的儿子乐乐今年五岁。
workflow_preference | 番茄钟, 学习 | 番茄钟 | 用户学习时用番茄钟，每25分钟休息一次。
stable_user_context | 周末, 钓鱼 | 周末钓鱼 | 用户周末喜欢去水库钓鱼。
project_context | 毕业论文, 机器学习 | 毕业论文 | 用户在写关于机器学习的毕业论文。
recurring_constraint | 糖尿病, 父亲, 饮食 | 糖尿病 | 用户的父亲有糖尿病，饮食要控制糖分。
user_preference | 太极, 晨练 | 太极 | 用户每天早上打太极拳。
stable_user_context | 米饭, 猫 | 米饭 | 用户的猫叫米饭。
*communication_preference | 简体中文, 回答 | 简体中文 | 用户希望中文回答用简体字。
stable_user_context | 京都, 実家 | 京都 | ユーザーの実家は京都にある。
stable_user_context | モモ, 猫 | モモ | ユーザーは猫のモモを飼っている。
user_preference | 日本酒, 酒 | 日本酒 | ユーザーは日本酒が好き。
workflow_preference | 朝活, 英語 | 朝活 | ユーザーは毎朝6時から英語を勉強している。
user_preference | ニコン, カメラ | ニコン | ユーザーはニコンのカメラを使っている。
project_context | アプリ, 家計簿 | 家計簿アプリ | ユーザーは家計簿アプリを個人開発している。
stable_user_context | 娘, さくら | さくら | ユーザーの娘はさくらという名前で、小学三年生。
recurring_constraint | 腰痛, 運動 | 腰痛 | ユーザーは腰痛持ちで、重い物を持てない。
user_preference | 温泉, 旅行 | 温泉 | ユーザーは温泉旅行が好き。
stable_user_context | 부산, 고향 | 부산 | 사용자의 고향은 부산이다.
stable_user_context | 사과, 강아지 | 사과 | 사용자는 사과라는 이름의 강아지를 키운다.
user_preference | 등산, 주말 | 등산 | 사용자는 주말마다 등산을 간다.
project_context | 유튜브, 요리 채널 | 요리 채널 | 사용자는 유튜브에서 요리 채널을 운영한다.
user_preference | 삼성, 갤럭시 | 갤럭시 | 사용자는 삼성 갤럭시 폰을 쓴다.
recurring_constraint | 채식, 식단 | 채식 | 사용자는 채식주의자다.
stable_user_context | 아내, 지민 | 지민 | 사용자의 아내 지민은 간호사다.
workflow_preference | 토익, 공부 | 토익 | 사용자는 토익 900점을 목표로 공부 중이다.
stable_user_context | hamburg, wohnung | Hamburg | Der Nutzer wohnt in Hamburg-Altona.
stable_user_context | tochter, marie | Marie | Die Tochter des Nutzers heißt Marie und ist vier.
user_preference | puma, laufschuhe | Puma | Der Nutzer läuft in Puma-Laufschuhen.
stable_user_context | jupiter, hund | Jupiter | Der Hund des Nutzers heißt Jupiter.
project_context | gartenhaus, bau | Gartenhaus | Der Nutzer baut ein Gartenhaus im eigenen Garten.
user_preference | weizenbier, bier | Weizenbier | Der Nutzer trinkt gern Weizenbier.
recurring_constraint | zöliakie, gluten | Zöliakie | Der Nutzer hat Zöliakie und isst glutenfrei.
workflow_preference | trello, aufgaben | Trello | Der Nutzer organisiert seine Aufgaben in Trello.
stable_user_context | steuerberater, beruf | Steuerberater | Der Nutzer arbeitet als Steuerberater.
stable_user_context | toulouse, ville | Toulouse | L'utilisateur habite à Toulouse.
stable_user_context | chat, caramel | Caramel | L'utilisateur a un chat qui s'appelle Caramel.
user_preference | fromage, comté | comté | L'utilisateur adore le comté.
project_context | bande dessinée, dessin | bande dessinée | L'utilisateur dessine une bande dessinée sur son quartier.
stable_user_context | fils, martin | Martin | Le fils de l'utilisateur s'appelle Martin.
user_preference | renault, voiture | Renault | L'utilisateur conduit une Renault Zoé.
workflow_preference | vélo, trajet | vélo | L'utilisateur va au travail à vélo.
recurring_constraint | migraine, écrans | migraine | L'utilisateur souffre de migraines et limite les écrans le soir.
user_preference | opéra, musique | opéra | L'utilisateur va souvent à l'opéra.
stable_user_context | sevilla, familia | Sevilla | La familia del usuario vive en Sevilla.
stable_user_context | gata, canela | Canela | El usuario tiene una gata llamada Canela.
user_preference | tenis, club | tenis | El usuario juega al tenis los martes.
project_context | app, recetas | app de recetas | El usuario está desarrollando una app de recetas.
stable_user_context | hija, paloma | Paloma | La hija del usuario se llama Paloma.
user_preference | seat, coche | SEAT | El usuario conduce un SEAT León.
recurring_constraint | marisco, alergia | marisco | El usuario es alérgico al marisco.
workflow_preference | oposiciones, estudio | oposiciones | El usuario prepara oposiciones de profesor.
user_preference | vino, rioja | rioja | El usuario prefiere el vino de Rioja.
stable_user_context | porto, cidade | Porto | O usuário mora no Porto.
stable_user_context | saturno, cachorro | Saturno | O cachorro do usuário se chama Saturno.
user_preference | surf, praia | surf | O usuário surfa todo fim de semana.
project_context | loja, artesanato | loja de artesanato | O usuário tem uma loja online de artesanato.
stable_user_context | esposa, beatriz | Beatriz | A esposa do usuário, Beatriz, é arquiteta.
user_preference | açaí, lanche | açaí | O usuário toma açaí todo dia.
recurring_constraint | hipertensão, sal | hipertensão | O usuário tem hipertensão e evita sal.
user_preference | fado, música | fado | O usuário gosta de ouvir fado.
stable_user_context | казань, город | Казань | Пользователь живёт в Казани.
stable_user_context | марс, кот | Марс | Кота пользователя зовут Марс.
user_preference | хоккей, спорт | хоккей | Пользователь играет в хоккей по выходным.
project_context | диплом, нейросети | диплом | Пользователь пишет диплом о нейросетях.
stable_user_context | дочь, вера | Вера | Дочь пользователя зовут Вера.
user_preference | лада, машина | Лада | Пользователь ездит на Ладе Весте.
recurring_constraint | орехи, аллергия | орехи | Пользователь не ест орехи из-за аллергии.
user_preference | баня, отдых | баня | Пользователь любит ходить в баню.
stable_user_context | torino, città | Torino | L'utente vive a Torino.
stable_user_context | biscotto, cane | Biscotto | Il cane dell'utente si chiama Biscotto.
user_preference | risotto, cucina | risotto | L'utente cucina spesso il risotto.
project_context | tesi, architettura | tesi | L'utente scrive una tesi di architettura.
stable_user_context | figlio, francesco | Francesco | Il figlio dell'utente si chiama Francesco.
user_preference | vespa, scooter | Vespa | L'utente gira in Vespa.
recurring_constraint | ginocchio, corsa | ginocchio | L'utente ha un ginocchio operato e non può correre.
user_preference | moka, caffè | moka | L'utente prepara il caffè con la moka.
`;
