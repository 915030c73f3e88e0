// The fifth blind aboutness set's user: a backend engineer from Curitiba living in Porto with an Italian
// partner, two small children, a dog called Mate, a cat called Neve and a tortoise called Donna; memories as a
// model would store them after conversations in several languages. Written before the recall rules were read.
// Many of its names are common words in another of the ten languages (Mate, Neve, Donna, Sol, Per, Pau, Rosa,
// Vela, Hana, Leo) and many of its words are function words elsewhere (son, car, pour, come, fast, per).
//
// Lines: `type | tags | subject | text`; `*` on the type: applies to every answer.
// One text changed after the gates learned near futures in every language: "vai fazer o JLPT N2 em dezembro" (a dated
// plan, refused as "va a viajar a Roma en diciembre" is) now reads "se prepara para o JLPT N2 de dezembro", the lasting
// preparation the memory is about, and "부산에서는 … 맛집을 찾고 있다" (is looking for, a search under way) reads "… 맛집을
// 좋아한다" (likes), the preference it holds; their words for recall are the same.

export const FIFTH_MEMORY_LINES = `
*communication_preference | style, concise, bullets | short answers | User wants short answers: bullet points first, no long introductions and no emojis.
*communication_preference | idioma, português | reply language | Responder em português do Brasil quando o usuário escrever em português, mesmo que ele more em Portugal.
*standing_instruction | units, metric, Celsius | metric units | Always use metric units and degrees Celsius; never cups, ounces or Fahrenheit.
standing_instruction | code, Rust, comments, errors | code style | When writing code for the user: idiomatic Rust, comments in English, anyhow for errors in binaries and thiserror in libraries.
standing_instruction | health, sources, medication | health answers | For any health or medication question, cite a source and say plainly when the evidence is weak.
standing_instruction | restaurants, fish, vegetarian | restaurant suggestions | When suggesting restaurants, mention fish and vegetarian dishes and leave out steakhouses.
standing_instruction | wine, migraine, pairing | no red wine pairings | Never suggest red wine pairings: red wine triggers the user's migraines.
communication_preference | feedback, review, direct | code review tone | User wants blunt code review: point out every problem directly, no softening.
*communication_preference | 日本語, ふりがな, 勉強 | Japanese furigana | 日本語で答えるときは、N3以上の漢字にふりがなを付けてほしい。
*communication_preference | 한국어, 존댓말, 공부 | Korean politeness | 한국어로 대답할 때는 존댓말(해요체)로, 어려운 단어는 영어 뜻을 괄호에 써 주세요.
stable_user_context | job, backend, Vela Logistics | job at Vela | User is a backend engineer and team lead of four at Vela Logistics, a freight startup in Matosinhos.
stable_user_context | Porto, Bonfim, home | lives in Porto | User lives in the Bonfim neighbourhood of Porto, Portugal, in a third-floor flat with no lift.
stable_user_context | Curitiba, Brasil, origem | from Curitiba | O usuário nasceu e cresceu em Curitiba, no Paraná; mudou-se para o Porto em 2019.
stable_user_context | partner, Mirko, nurse, night shifts | partner Mirko | User's partner Mirko is an Italian nurse from Lecce who works night shifts at Hospital de São João.
stable_user_context | daughter, Hana, school | daughter Hana | User's daughter Hana is six and in first grade at the Escola Básica do Bonfim.
recurring_constraint | Hana, amendoim, alergia | Hana peanut allergy | A Hana tem alergia grave a amendoim e não come nada com amendoim nem castanhas; a escola tem a caneta de adrenalina.
stable_user_context | son, Leo, daycare | son Leo | User's son Leo is three and goes to the creche Pirilampo three mornings a week.
stable_user_context | Leo, sleep, bedtime | Leo bedtime | Leo fights bedtime; user keeps a fixed 20:00 routine with bath, two books and no screens.
stable_user_context | dog, Mate, pet, walks | dog Mate | User's dog Mate is a four-year-old border collie mix who needs two long walks a day.
recurring_constraint | Mate, hip, vet | Mate hip dysplasia | Mate has mild hip dysplasia: no stairs-running or jumping games, and the vet wants him kept lean.
stable_user_context | gato, Neve, pet | cat Neve | A gata Neve é branca, surda de um ouvido e só come ração úmida sem frango.
stable_user_context | tortoise, Donna, pet | tortoise Donna | User's tortoise Donna is a Hermann's tortoise, about twenty, who hibernates in the fridge from November.
stable_user_context | mother, Keiko, diabetes | mother Keiko | 母のケイコはクリチバに住んでいて、2型糖尿病がある。毎週日曜日にビデオ通話をしている。
stable_user_context | brother, Rui, Lisbon | brother Rui | User's brother Rui lives in Lisbon and is a sound engineer; they are planning a joint gift for their mother's 70th.
stable_user_context | neighbour, Rosa, babysitting | neighbour Dona Rosa | A vizinha Dona Rosa, de 78 anos, fica com as crianças às terças à tarde.
stable_user_context | colleague, Per, tech lead | tech lead Per | User's manager Per Lindqvist is Swedish, prefers written proposals and hates meetings before 10:00.
stable_user_context | friend, Pau, bouldering | climbing partner Pau | User climbs with Pau, a Catalan friend from work, every Saturday morning.
stable_user_context | Korean tutor, 민서 | Korean tutor Min-seo | 사용자의 한국어 선생님은 민서 씨이고, 목요일 저녁마다 온라인으로 수업한다.
project_context | Lumen, Rust, open source, logs | project Lumen | User maintains Lumen, an open-source Rust CLI that parses and queries structured logs; version 0.9 needs a streaming JSON parser.
project_context | Lumen, release, crates.io | Lumen release | Lumen 1.0 is planned for February; blockers: Windows path handling and a stable config format.
project_context | Atlas, migration, Python, Rust | project Atlas | At Vela the user leads Atlas, the migration of the route-planning service from Python to Rust, due in March.
project_context | Atlas, PostgreSQL, Kafka | Atlas stack | Atlas uses PostgreSQL 16, Kafka and gRPC; the user wants to drop the Redis cache.
project_context | Fado, Telegram, bot, metro | project Fado bot | User wrote Fado, a Python Telegram bot that warns about Porto metro delays on the Yellow line.
project_context | on-call, rota, pager | on-call rota | User is on call every third week at Vela; pages come through Opsgenie.
project_context | talk, conference, Rust | Rust talk | User is preparing a 25-minute talk on zero-copy parsing in Rust for RustConf Europe in spring.
project_context | apartment, renovation, kitchen | kitchen renovation | User is renovating the kitchen: budget 9,000 euros, wants an induction hob and no upper cabinets.
user_preference | sourdough, baking, Bolota | sourdough starter Bolota | User bakes sourdough every weekend with a starter called Bolota, about 75 % hydration.
user_preference | surf, Matosinhos, ocean | surfing | User surfs at Matosinhos beach before work in summer, on an 8-foot foam board.
user_preference | bouldering, climbing, Saturday | bouldering | User goes bouldering on Saturday mornings and climbs around V4.
user_preference | Go, baduk, weiqi, board game | Go player | User plays Go (baduk) online on OGS at about 5 kyu and studies joseki on weekday evenings.
user_preference | ukulele, music, beginner | ukulele | User is learning the ukulele, a soprano Kala, and is working through bossa nova chord shapes.
user_preference | D&D, tabletop, game master | D&D campaign | User runs a D&D 5e campaign called Maré Negra every second Friday for five friends.
user_preference | chili, balcony, gardening | balcony chilies | User grows chili peppers on the balcony: habanero, malagueta and a Korean cheongyang.
user_preference | reading, science fiction, Le Guin | science fiction | User loves Ursula K. Le Guin and quiet science fiction; dislikes horror and gore.
user_preference | music, city pop, bossa nova | music taste | User listens to Japanese city pop and bossa nova while working.
user_preference | K-drama, Korean, series | K-dramas | User watches K-dramas with Korean subtitles to practise listening.
user_preference | coffee, pour-over, V60 | pour-over coffee | User makes pour-over coffee with a Hario V60 every morning, 15 g to 250 ml.
recurring_constraint | caffeine, afternoon, sleep | no caffeine after 2 pm | User drinks no caffeine after 14:00 because it wrecks their sleep.
user_preference | tea, genmaicha, Japanese tea | genmaicha | In the afternoon the user drinks genmaicha or barley tea.
recurring_constraint | lactose, dairy, intolerance | lactose intolerance | User is lactose intolerant: hard cheeses are fine, milk and cream are not.
recurring_constraint | pescatarian, fish, no meat | pescatarian | User is pescatarian: fish and seafood yes, no meat or poultry.
recurring_constraint | cilantro, coentro, taste | no cilantro | User hates cilantro (coentro) and wants it left out of every recipe.
recurring_constraint | asthma, inhaler, running | asthma | User has mild exercise-induced asthma and takes the inhaler before long runs.
recurring_constraint | knee, meniscus, squats | left knee | User's left knee meniscus was repaired in 2022: no deep squats or jumping lunges.
recurring_constraint | fasting, 16:8, breakfast | intermittent fasting | User does intermittent fasting, 16:8, eating between 11:00 and 19:00 on weekdays.
user_preference | spicy, food, pepper | spicy food | User loves very spicy food and asks for more chili than recipes say.
user_preference | running, half marathon, November | half marathon | User is training for the Porto half marathon in November, aiming at 1:45.
user_preference | Garmin, Forerunner, watch | running watch | User runs with a Garmin Forerunner 265 and plans workouts in Garmin Connect.
user_preference | On, running shoes, Cloudmonster | running shoes | User runs in On Cloudmonster shoes and wants the next pair to be a firmer trainer.
user_preference | car, Renault, Zoe, electric | car Zoe | User drives a 2021 Renault Zoe and charges it at home overnight.
user_preference | laptop, Framework, Linux | Framework laptop | User works on a Framework 13 laptop with Fedora and a Keychron K3 keyboard.
user_preference | phone, Pixel, Android | Pixel phone | User has a Google Pixel 8 and will not switch to an iPhone.
user_preference | notes, Obsidian, Markdown | Obsidian notes | User keeps all notes in Obsidian as plain Markdown, synced with Syncthing.
user_preference | bike, Brompton, commute | Brompton bike | User commutes to Matosinhos with a folding Brompton plus the metro.
user_preference | jacket, Patagonia, rain | rain jacket | User wears a Patagonia Torrentshell in the rain and prefers repairing gear to replacing it.
user_preference | editor, Helix, terminal | editor Helix | User edits code in Helix in the terminal; no VS Code suggestions, please.
user_preference | dark mode, themes | dark mode | User prefers dark themes everywhere, Gruvbox above all.
user_preference | travel, train, window seat | train travel | In Europe the user prefers trains to planes and always picks a window seat.
project_context | Busan, trip, October | Busan trip | User plans a ten-day trip to Busan and Seoul in October with Mirko, without the kids.
project_context | Açores, hiking, June | Azores hiking | User wants to hike on São Miguel in the Azores in June with the whole family.
stable_user_context | Lecce, family, summer | summers in Lecce | Every August the family spends two weeks in Lecce with Mirko's parents.
stable_user_context | Português, English, languages | languages spoken | User speaks Portuguese and English natively, Japanese at about N3 and beginner Korean.
user_preference | japonês, JLPT, estudo | JLPT N2 | O usuário se prepara para o JLPT N2 de dezembro e estuda com Anki e o livro Shin Kanzen Master.
user_preference | budget, saving, envelopes | budget method | User budgets with envelopes in YNAB and saves 20 % of each salary.
user_preference | investimentos, ETF, risco | investing | O usuário investe só em ETFs globais de baixo custo, nada de ações individuais nem cripto.
risk_preference | risk, crypto, conservative | no crypto | User is conservative with money: no crypto, no leverage, emergency fund of six months.
user_preference | gift, mother, 70 | mother's 70th gift | User and Rui want to give Keiko a trip to Japan for her 70th birthday in May.
workflow_preference | git, commits, rebase | git workflow | User wants small commits, conventional commit messages and rebase instead of merge commits.
workflow_preference | tests, TDD, cargo | testing habit | User writes the test first and runs cargo nextest; snapshot tests with insta.
workflow_preference | meetings, mornings, focus | focus mornings | User keeps mornings until 11:00 free of meetings for deep work.
workflow_preference | planning, weekly review, Sunday | weekly review | User does a weekly review on Sunday evening in Obsidian.
stable_user_context | 乳糖, 饮食, 中文 | Chinese diet note | 用户乳糖不耐受，也不吃肉，只吃鱼和海鲜；做菜时请不要放香菜。
user_preference | 中文, 学习, 普通话 | learning Chinese | 用户在学普通话，希望例句简单，每个句子都标上拼音。
user_preference | 火锅, 辣, 成都 | hot pot | 用户很喜欢四川火锅，越辣越好，但锅底不要用牛油。
user_preference | 围棋, 定式, 棋谱 | Go study | 用户每周二晚上打谱，最近在研究小目定式。
stable_user_context | 猫, ネーヴェ, 動物病院 | Neve vet | 猫のネーヴェは片耳が聞こえないので、動物病院では後ろから触らないように伝えている。
user_preference | パン, サワードウ, 週末 | weekend bread | 週末はサワードウを焼くのが習慣で、ライ麦を二割混ぜるのが好き。
user_preference | 温泉, 旅行, 日本 | onsen travel | 日本に行くときは小さな温泉旅館に泊まりたい。タトゥーはない。
user_preference | 부산, 여행, 맛집 | Busan food | 부산에서는 돼지국밥보다 해산물 위주의 맛집을 좋아한다.
user_preference | 한국어, 단어, 공부 | Korean vocabulary | 사용자는 하루에 한국어 단어 스무 개를 외우고, 드라마 대사로 복습한다.
user_preference | Hund, Mate, Spaziergang | Mate walking routes | Der Nutzer geht mit Mate gern im Parque da Cidade spazieren, weil der Hund dort frei laufen darf.
user_preference | Deutsch, Kollegen, Sprache | German lessons | Der Nutzer lernt Deutsch für die Kollegen in Hamburg und liest dafür Kinderbücher mit Hana.
user_preference | cucina, pugliese, Mirko | Apulian cooking | L'utente sta imparando da Mirko la cucina pugliese: orecchiette, friselle e taralli.
stable_user_context | suoceri, Lecce, Mirko | in-laws in Lecce | I suoceri dell'utente, Carmela e Vito, abitano a Lecce e non parlano inglese.
user_preference | fromage, lactose, cuisine | hard cheeses | L'utilisateur supporte les fromages à pâte dure comme le parmesan et le comté, mais pas les fromages frais.
user_preference | vin, migraine, boissons | alcohol choices | L'utilisateur boit parfois un vin blanc léger ou une bière, jamais de vin rouge.
user_preference | viajes, presupuesto, hoteles | hotel budget | El usuario busca hoteles de menos de 120 euros por noche y prefiere apartamentos con cocina.
user_preference | fútbol, FC Porto, estadio | FC Porto | El usuario es socio del FC Porto y va al estadio do Dragão con su hermano Rui.
user_preference | шахматы, го, игры | board games | Пользователь предпочитает го шахматам и играет в шахматы только с дочерью Ханой.
stable_user_context | рабочий график, часовой пояс | time zones | Пользователь работает по лиссабонскому времени, но часто созванивается с командой в Хельсинки.
stable_user_context | Kindergarten, Leo, Sprache | Leo languages | Leo hört zu Hause Portugiesisch und Italienisch und mischt beide Sprachen.
user_preference | escola, Hana, leitura | Hana reading | A Hana está aprendendo a ler e gosta de livros de dinossauros; o usuário lê com ela toda noite.
stable_user_context | carro, garagem, carregador | home charger | O usuário instalou um carregador de 7 kW na garagem do prédio para o Zoe.
user_preference | pizza, friday, family | Friday pizza | On Friday nights the family makes pizza at home; Hana picks the toppings.
user_preference | cinema, animation, Ghibli | Ghibli films | User watches Studio Ghibli films with the kids on rainy Sunday afternoons.
stable_user_context | health insurance, Médis | health insurance | User has Médis health insurance through Vela that covers the whole family.
user_preference | hiking, trails, Gerês | Gerês hiking | User's favourite weekend hike is the Peneda-Gerês national park, trails under 15 km with the kids.
project_context | website, blog, Zola | personal blog | User keeps a personal blog built with Zola and wants to write one post a month about Rust.
user_preference | podcasts, commute, history | podcasts | User listens to history podcasts on the metro, especially about the Roman Empire.
`;
