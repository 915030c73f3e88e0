// The tenth blind aboutness set's memories: Galina, 68, a retired Russian chess coach in Valencia (born in Kazan),
// written before the recall rules were read. Lines: `type | tags | subject | text` (`*` on the type: applies to every
// answer).

export const TENTH_MEMORY_LINES = `
stable_user_context | chess, coach, retired | chess coach | The user is a retired chess coach (FIDE Trainer, Woman International Master) who still gives private lessons online.
stable_user_context | Valencia, home, Ruzafa | Valencia home | The user has lived in the Ruzafa neighbourhood of Valencia, Spain, since 2015.
stable_user_context | Kazan, birthplace | Kazan roots | The user was born in Kazan, Tatarstan, in 1958 and her sister still lives there.
stable_user_context | Saint Petersburg, studies | Leningrad years | The user studied at the Lesgaft sports institute in Leningrad and coached at the Petersburg chess palace for twenty years.
stable_user_context | Belgrade, past | Belgrade years | The user lived in Belgrade from 1995 to 2005, coaching the Serbian women's junior team.
stable_user_context | husband, Santiago | husband Santiago | The user's husband Santiago, 71, is a retired ceramicist from Manises.
stable_user_context | Santiago, diabetes, metformin | Santiago diabetes | Santiago has type 2 diabetes and takes metformin twice a day; the user watches the sugar in what she cooks for him.
stable_user_context | Santiago, ceramics, kiln | Santiago kiln | Santiago still fires pottery in a small electric kiln in the garage of their building.
stable_user_context | daughter, Vera, Munich | daughter Vera | The user's daughter Vera, 42, lives in Munich and flies long-haul for Lufthansa as a first officer.
project_context | Vera, baby, Munich | Vera second baby | The user will spend a month in Munich helping Vera after the birth of her second child.
stable_user_context | granddaughter, Mila | granddaughter Mila | The user's granddaughter Mila, 9, Vera's daughter, is learning chess with her over video calls.
stable_user_context | Mila, eczema, cream | Mila eczema | Mila has atopic eczema and uses a hydrocortisone cream in flare-ups; wool makes it worse.
stable_user_context | son, Lev, Saint Petersburg | son Lev | The user's son Lev, 38, is a sound engineer in Saint Petersburg.
stable_user_context | Lev, epilepsy, Keppra | Lev epilepsy | Lev has epilepsy, controlled with levetiracetam (Keppra); he may not drive.
stable_user_context | sister, Roza, Kazan | sister Roza | The user's older sister Roza, 72, lives alone in Kazan.
stable_user_context | Roza, glaucoma, drops | Roza glaucoma | Roza has glaucoma and uses latanoprost eye drops every evening.
stable_user_context | dog, Canela, galgo | dog Canela | The user has a rescued Spanish greyhound (galgo) called Canela, 7.
stable_user_context | Canela, leishmaniasis, allopurinol | Canela leishmaniasis | Canela has leishmaniasis and takes allopurinol daily; she needs a low-purine diet and a check-up every six months.
stable_user_context | cat, Tal | cat Tal | The user has an old grey cat called Tal, named after Mikhail Tal.
stable_user_context | Tal, kidneys, renal diet | Tal kidneys | Tal, 15, has chronic kidney disease and eats only Royal Canin Renal wet food.
stable_user_context | heart, atrial fibrillation, apixaban | atrial fibrillation | The user has atrial fibrillation and takes apixaban (Eliquis) 5 mg twice a day.
recurring_constraint | apixaban, NSAIDs, ibuprofen | no NSAIDs | Because of apixaban the user must not take ibuprofen, aspirin or other NSAIDs; paracetamol is fine.
stable_user_context | hearing, hearing aids, Phonak | hearing aids | The user wears Phonak Audéo hearing aids in both ears and struggles with noisy restaurants.
recurring_constraint | lactose, dairy | lactose intolerance | The user is lactose intolerant; lactose-free milk and hard cheese are fine.
stable_user_context | knee, osteoarthritis | knee arthritis | The user has osteoarthritis in her right knee and avoids stairs when she can.
stable_user_context | student, Blanca, championship | student Blanca | The user coaches Blanca, 14, a talented girl preparing for the Spanish under-16 championship in Salobreña in July.
project_context | Blanca, openings, repertoire | Blanca repertoire | The user is building a repertoire for Blanca: the Caro-Kann against 1.e4 and the Nimzo-Indian against 1.d4.
stable_user_context | club, Russafa, chess club | chess club | The user runs a Thursday evening class at the Club d'Escacs Russafa.
stable_user_context | Lichess, online lessons | online lessons | The user teaches about ten students a week on Lichess and Zoom.
stable_user_context | student, Ji-ho, Seoul | student Ji-ho | One of the user's online students is Ji-ho, a 30-year-old engineer in Seoul who plays at 1900 on Lichess.
project_context | book, rook endgames | rook endgame book | The user is writing a book, Rook Endgames for Club Players, for a Spanish publisher; the manuscript is due in May.
project_context | translation, Soviet manual | manual translation | The user is translating Dvoretsky's Soviet-era training notes from Russian into Spanish.
project_context | summer camp, Jávea | Jávea camp | The user is organising a one-week summer chess camp for children in Jávea in August.
project_context | YouTube, channel | YouTube channel | The user runs a small YouTube channel, Ajedrez con Galina, with weekly endgame videos.
project_context | citizenship, DELE, CCSE | Spanish citizenship | The user is applying for Spanish citizenship and must pass the DELE A2 and CCSE exams.
project_context | bathroom, renovation, shower | bathroom renovation | The user is replacing the bathtub with a walk-in shower because of her knee.
project_context | simul, Fallas | Fallas simul | The user will give a simultaneous exhibition on thirty boards during the Fallas in March.
stable_user_context | correspondence chess, ICCF | correspondence chess | The user plays correspondence chess on the ICCF server and is rated 2310 there.
stable_user_context | allotment, Benimaclet, tomatoes | allotment | The user rents an allotment in Benimaclet and grows tomatoes, peppers and garlic.
stable_user_context | sea swimming, Malvarrosa | sea swimming | The user swims at Malvarrosa beach most mornings from May to October.
stable_user_context | opera, Palau de les Arts | opera | The user has a season subscription to the opera at the Palau de les Arts.
stable_user_context | Valencian, language course | learning Valencian | The user is taking a beginners' Valencian course at the city school of languages.
user_preference | cooking, paella | paella | The user cooks paella valenciana every Sunday, with rabbit and garrofó beans, over an orange-wood fire.
user_preference | tea, Russian tea | tea | The user drinks black tea with lemon all day, never coffee.
stable_user_context | car, Seat Ibiza | Seat Ibiza | The user drives a 2016 Seat Ibiza, petrol, with manual gears.
stable_user_context | phone, Xiaomi | Xiaomi phone | The user's phone is a Xiaomi Redmi Note 12.
stable_user_context | tablet, iPad | iPad | The user reads chess books and analyses games on an iPad Air.
stable_user_context | chessboard, DGT, electronic board | DGT board | The user owns a DGT Pegasus electronic chessboard that she uses for online games.
stable_user_context | Thermomix, kitchen | Thermomix | The user has a Thermomix TM6.
stable_user_context | robot vacuum, Conga | Conga vacuum | The user has a Cecotec Conga robot vacuum that gets stuck on Canela's bed.
stable_user_context | e-reader, Kindle | Kindle | The user reads novels on a Kindle Paperwhite.
stable_user_context | flat, Saint Petersburg, rental | Petersburg flat | The user still owns a flat on Vasilievsky Island in Saint Petersburg, which she rents out.
recurring_constraint | pension, Russia, bank transfers | Russian pension | The user's Russian pension no longer reaches her Spanish bank, so she cannot count on it.
risk_preference | savings, investing | cautious savings | The user keeps her savings in Spanish fixed-term deposits and does not want shares or crypto.
recurring_constraint | budget, money | tight budget | The user lives on a modest budget and wants cheap options first.
recurring_constraint | flying, knee, travel | travel aisle seat | The user always needs an aisle seat and assistance at airports because of her knee.
standing_instruction | chess notation | chess notation | Write chess moves in short algebraic notation with English piece letters (K, Q, R, B, N).
standing_instruction | medicines, interactions, apixaban | check interactions | Before suggesting any medicine or supplement, check whether it interacts with apixaban.
standing_instruction | recipes, lactose-free | lactose-free recipes | Make every recipe lactose-free and low in sugar.
standing_instruction | lesson plans, format | lesson plan format | Lesson plans should have a warm-up puzzle, one theme, and homework of five positions.
*communication_preference | style, answers | short answers | The user wants short, direct answers without emojis.
*communication_preference | name, address | call her Galina | Call the user Galina, never Mrs Sokolova.
*standing_instruction | units | metric units | Always use metric units, Celsius and 24-hour times.
workflow_preference | calendar, Google Calendar | calendar | The user keeps her lessons and appointments in Google Calendar.
workflow_preference | ChessBase, analysis | ChessBase | The user prepares her lessons in ChessBase 17 on a Windows laptop.
workflow_preference | email, drafts | email drafts | The user wants email drafts in Spanish with a formal greeting.
user_preference | books, novels | reading | The user likes Russian classics and Scandinavian crime novels.
user_preference | music, Shostakovich | music | The user's favourite composer is Shostakovich.
user_preference | football, Valencia CF | Valencia CF | The user follows Valencia CF with Santiago and goes to Mestalla a few times a season.
stable_user_context | church, choir | church choir | The user sings in the choir of the Russian Orthodox parish in Valencia.
stable_user_context | friend, Olga, Alicante | friend Olga | The user's closest friend Olga, also a chess coach, lives in Alicante.
stable_user_context | Vera, husband, Jonas | son-in-law Jonas | Vera's husband Jonas is a German cardiologist at a Munich clinic.
stable_user_context | cholesterol, atorvastatin | cholesterol | The user's cholesterol is high and she takes atorvastatin 20 mg in the evening.
recurring_constraint | grapefruit, atorvastatin | no grapefruit | The user must avoid grapefruit because of her medicines.
stable_user_context | vitamin D, bones | osteopenia | The user has osteopenia and takes vitamin D and calcium.
project_context | Canela, agility, walks | Canela walks | The user walks Canela along the old Turia riverbed park twice a day.
project_context | tomatoes, seeds, valenciano | tomato seeds | The user saves seeds of a local tomato variety, the tomate valenciano, every year.
project_context | birthday, Santiago, 72 | Santiago birthday | Santiago's birthday is on 25 July, and the user likes to surprise him with a trip for it.
project_context | Mila, chess tournament | Mila tournament | Mila will play her first children's tournament in Munich in February.
project_context | Lev, visit, visa | Lev visit | Lev wants to visit Valencia at Easter and needs a Schengen visa.
project_context | Roza, move, care | Roza care | The user is trying to arrange a carer for Roza in Kazan three days a week.
user_preference | travel, trains | trains | The user prefers trains to planes when the trip is under six hours.
stable_user_context | languages, Russian, Spanish | languages | The user's languages are Russian, Spanish, Serbian and English; her Tatar is basic.
stable_user_context | Dvoretsky, teacher | Dvoretsky student | As a young player the user attended Mark Dvoretsky's training sessions.
user_preference | chess openings, Sicilian | Najdorf | The user herself has always played the Sicilian Najdorf with Black.
workflow_preference | puzzles, Lichess, daily | daily puzzles | The user solves the Lichess daily puzzle every morning with her tea.
user_preference | garden, balcony, geraniums | balcony geraniums | The user has geraniums and a lemon tree in pots on her balcony.
recurring_constraint | sleep, insomnia, heat | summer insomnia | The user sleeps badly in the Valencian summer heat and has no air conditioning in the bedroom.
stable_user_context | Olga, tournament, partner | Olga trips | The user and Olga travel together to the Benidorm open every December.
stable_user_context | doctor, cardiologist, La Fe | cardiologist | The user sees a cardiologist at La Fe hospital every six months.
project_context | Blanca, parents, fees | Blanca fees | Blanca's parents pay the user 35 euros an hour; she has not raised the fee in three years.
recurring_constraint | screens, eyes, evening | evening screens | The user gets headaches from screens after 21:00 and prefers paper in the evening.
communication_preference | explanations, chess | chess explanations | The user wants chess explanations with concrete lines, not general principles.
stable_user_context | Пользователь, Казань, татарский | Tatar cooking | Пользователь печёт татарский чак-чак и эчпочмаки по рецепту матери.
stable_user_context | шахматы, олимпиада | Olympiad 1986 | Пользователь в 1986 году была тренером женской сборной на олимпиаде в Дубае.
user_preference | баня, здоровье | banya | Пользователь скучает по русской бане и ищет сауну в Валенсии.
project_context | пенсия, документы | pension papers | Пользователь собирает документы, чтобы перевести российскую пенсию в Испанию.
stable_user_context | дача, Зеленогорск | dacha | У пользователя была дача под Зеленогорском, которую продали в 2019 году.
user_preference | Usuario, horchata | horchata | A la usuaria le encanta la horchata de chufa sin azúcar de Alboraya.
stable_user_context | Usuario, médico de cabecera | GP Ruzafa | La médica de cabecera de la usuaria está en el centro de salud de Ruzafa.
project_context | Usuario, azulejos, Santiago | Santiago tiles | La usuaria y Santiago preparan una exposición de azulejos de Manises en otoño.
standing_instruction | Usuario, ajedrez, clases | lesson reminders | Recordar a la usuaria que envíe los deberes a sus alumnos los domingos.
stable_user_context | Nutzerin, Vera, München, Wohnung | Vera flat | Vera wohnt mit Jonas und Mila in einer Altbauwohnung in Schwabing.
project_context | Nutzerin, Deutschkurs | learning German | Die Nutzerin lernt Deutsch auf A1-Niveau, um mit Jonas' Familie zu sprechen.
stable_user_context | utilisatrice, Paris, tournoi | Paris open | L'utilisatrice a gagné l'open féminin de Paris en 1989.
user_preference | utilisatrice, fromage | Comté | L'utilisatrice adore le comté affiné 24 mois, qu'elle digère bien.
stable_user_context | utente, Italia, Venezia | Venice memories | L'utente ha fatto il viaggio di nozze a Venezia nel 1982 con il primo marito, Viktor, morto nel 2009.
stable_user_context | utilizadora, Lisboa, amiga | friend Teresa | A utilizadora tem uma amiga, Teresa, árbitra de xadrez em Lisboa.
user_preference | 用户, 中国象棋 | xiangqi | 用户对中国象棋很感兴趣，想学基本规则。
stable_user_context | ユーザー, 将棋, 学生 | student Haruto | ユーザーのオンライン生徒に大阪の高校生ハルトがいて、将棋からチェスに転向した。
stable_user_context | 사용자, 바둑 | baduk | 사용자는 지호에게 바둑을 배우며 취미로 둔다.
user_preference | 사용자, 김치, 음식 | kimchi | 사용자는 지호가 알려 준 방법으로 배추김치를 직접 담근다.
project_context | 用户, 孙女, 中文 | Mila Chinese | 用户想给孙女米拉找一个在线中文老师。
user_preference | ユーザー, 抹茶 | matcha | ユーザーは朝だけ紅茶の代わりに抹茶を飲む。
user_preference | utente, cucina, risotto | risotto | L'utente prepara il risotto con il brodo vegetale, senza burro né parmigiano.
`;
