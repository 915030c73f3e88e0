// The sixth blind aboutness set's user: an intensive-care nurse and amateur astronomer in Lyon (Croix-Rousse)
// with seven-year-old twins, a partner called Emmanuel who drives TGVs, a father with type 1 diabetes in Annecy,
// a rescue greyhound called Clio (a car and a muse), a rabbit called Tesla (a car and a scientist), a side
// business selling star-map prints, and Korean lessons; memories as a model would store them after
// conversations in several languages. Written before the recall rules were read.
// Many of its words are names of other things: Iris (the eye, the flower), Clio, Tesla, Zoe (the car), Orion (the
// constellation and the telescope shop), Herriot (the hospital and the mayor), Emmanuel (the president), Saturne.
//
// Lines: `type | tags | subject | text`; `*` on the type: applies to every answer.

export const SIXTH_MEMORY_LINES = `
*communication_preference | langue, français, tutoiement | reply language | Répondre en français quand l'utilisateur écrit en français, en le tutoyant.
*standing_instruction | units, metric, 24-hour | metric units | Always use metric units, Celsius and 24-hour times.
*communication_preference | 한국어, 교정, 공부 | Korean corrections | 사용자가 한국어로 쓰면 답변 끝에 문법 실수를 짧게 고쳐 준다.
*communication_preference | style, sources, no fluff | no filler | User dislikes filler and flattery: get to the point and say when something is uncertain.
standing_instruction | medication, doses, pharmacist | medication doses | When discussing medication doses, give the source and never round a dose.
standing_instruction | recipes, pork, pescatarian | no meat recipes | Never suggest meat recipes; fish and seafood are fine.
standing_instruction | astronomy, coordinates, J2000 | sky coordinates | Give sky positions as right ascension and declination (J2000) plus altitude from Lyon.
workflow_preference | shift planning, calendar, table | shift planning table | When planning the week, show it as a table with night shifts marked.
stable_user_context | job, nurse, ICU, Herriot | nurse at Herriot | User is an intensive-care nurse at Hôpital Édouard Herriot in Lyon.
recurring_constraint | night shifts, sleep, schedule | night shifts | User works 12-hour night shifts, usually three in a row, then sleeps until 14:00.
stable_user_context | Lyon, Croix-Rousse, home | lives in Lyon | User lives in the Croix-Rousse district of Lyon, in a fourth-floor flat without a lift.
stable_user_context | origin, Brest, Bretagne | from Brest | User grew up in Brest, in Brittany.
stable_user_context | partner, Emmanuel, train driver | partner Emmanuel | User's partner Emmanuel drives TGV trains between Lyon and Marseille.
stable_user_context | twins, Jules, Iris, school | twins Jules and Iris | User has seven-year-old twins, Jules and Iris, in CE1 at the local school.
stable_user_context | Jules, space, judo | Jules space and judo | Jules loves anything about space and does judo on Wednesdays.
recurring_constraint | Iris, asthma, inhaler | Iris asthma | Iris has asthma and needs her blue inhaler before sport.
user_preference | Iris, drawing, horses | Iris drawing | Iris loves drawing horses and wants a real easel.
stable_user_context | father, Bernard, type 1 diabetes, Annecy | father diabetes | User's father Bernard has type 1 diabetes, uses an insulin pump and lives alone in Annecy.
recurring_constraint | father, hypoglycemia, night | father hypos | Bernard has had night-time hypos; his sensor alarm goes to the user's phone.
stable_user_context | mother, Annick, Brest | mother Annick | User's mother Annick still lives in Brest and sings in a Breton choir.
stable_user_context | sister, Chloé, Montréal | sister Chloé | User's sister Chloé lives in Montréal and works as a sound engineer.
stable_user_context | greyhound, Clio, rescue | dog Clio | User adopted Clio, a retired racing greyhound, from a rescue in 2024.
recurring_constraint | Clio, cats, muzzle | Clio muzzle | Clio chases small animals and wears a muzzle in the park.
recurring_constraint | Clio, cold, coat | Clio coat | Clio gets cold below 10 °C and wears a fleece coat.
stable_user_context | rabbit, Tesla, kids | rabbit Tesla | The twins have a lop rabbit called Tesla who lives on the balcony in summer.
user_preference | Tesla, hay, diet | Tesla diet | Tesla eats timothy hay and hates carrots.
stable_user_context | car, Renault Zoe, electric | car Zoe | User drives an old Renault Zoe with about 180 km of range.
project_context | Ciel de Lyon, star maps, Etsy | Ciel de Lyon | User runs Ciel de Lyon, a small Etsy shop selling printed star maps of a chosen night.
project_context | Ciel de Lyon, printing, paper | star map printing | Ciel de Lyon prints on 250 g matte paper at a print shop in Villeurbanne.
project_context | Ciel de Lyon, taxes, micro-entreprise | shop taxes | Ciel de Lyon is declared as a micro-entreprise; the user pays URSSAF every quarter.
stable_user_context | telescope, Dobson, 200 mm | telescope | User observes with a 200 mm Dobsonian telescope bought from Orion Optique.
project_context | astrophotography, Saturn, camera | astrophotography | User is learning planetary imaging of Saturn and Jupiter with a small ZWO camera.
user_preference | dark sky, Monts du Lyonnais, observing site | observing site | User's favourite dark-sky site is a field in the Monts du Lyonnais, 45 minutes away.
project_context | astronomy club, Lyon, outreach | astronomy club | User volunteers at the Lyon astronomy club's public nights on the first Friday of the month.
project_context | Korean, TOPIK, lessons | Korean lessons | User is learning Korean for TOPIK I with a tutor, Min-ji, on Tuesday evenings.
user_preference | K-drama, Korean, listening | K-dramas | User watches K-dramas without subtitles to practise listening.
project_context | trip, Seoul, 2027 | Seoul trip | User and Emmanuel are saving for a trip to Seoul in spring 2027.
recurring_constraint | flat feet, insoles, running | flat feet | User has flat feet and wears custom insoles in every shoe.
project_context | running, 10 km, Run in Lyon | 10 km race | User is training for the 10 km of Run in Lyon in October.
recurring_constraint | lactose, dairy | lactose intolerance | User is lactose intolerant; hard cheese in small amounts is fine.
user_preference | pescatarian, fish, diet | pescatarian | User eats no meat but eats fish and seafood.
user_preference | coffee, tea, night shift | tea on nights | User drinks green tea on night shifts instead of coffee.
recurring_constraint | back, lifting, patients | back pain | User has lower back pain from lifting patients and does physiotherapy exercises.
user_preference | books, science fiction, Le Guin | science fiction | User reads science fiction, especially Ursula K. Le Guin and Liu Cixin.
user_preference | music, jazz, vinyl | jazz records | User collects jazz vinyl records, mostly Blue Note.
project_context | balcony, tomatoes, herbs | balcony garden | User grows cherry tomatoes, basil and chives on the balcony.
stable_user_context | best friend, Yuki, Osaka | friend Yuki | User's best friend Yuki lives in Osaka; they met as exchange students.
stable_user_context | neighbour, Madame Roux, keys | neighbour Roux | The neighbour Madame Roux keeps a spare key and feeds Tesla when the family is away.
recurring_constraint | budget, savings, Seoul | monthly budget | User saves 300 € a month for the Seoul trip and keeps groceries under 600 €.
risk_preference | investment, livret A, safe | safe savings | User keeps savings in a Livret A and avoids shares and crypto.
project_context | flat, renovation, bathroom | bathroom renovation | User wants to redo the bathroom with a walk-in shower in place of the bathtub.
workflow_preference | emails, templates, French | email drafts | When drafting emails, user wants a short French version and an English one below.
stable_user_context | language, English, B2 | English level | User's English is B2 and they prefer simple words in long English texts.
user_preference | cycling, Vélo'v, commute | cycling commute | User cycles to the hospital with a Vélo'v bike when the weather allows.
recurring_constraint | Emmanuel, gluten, coeliac | Emmanuel coeliac | Emmanuel has coeliac disease, so shared meals at home are gluten-free.
user_preference | Emmanuel, climbing, weekends | Emmanuel climbing | Emmanuel goes climbing in the Ardèche some weekends.
stable_user_context | parents-in-law, Valence, Espagne | in-laws Valencia | Emmanuel's parents live in Valencia, Spain; the family visits them every August.
user_preference | swimming, lake, summer | lake swimming | User likes swimming in Lac d'Annecy when visiting Bernard.
project_context | nursing, diploma, ICU specialisation | ICU diploma | User is studying for a university diploma in intensive-care nursing.
user_preference | board games, family, cooperative | board games | The family plays cooperative board games on Sunday evenings.
recurring_constraint | Jules, bedtime, screens | Jules screens | Jules gets no screens after 19:00 because he then cannot sleep.
user_preference | Jules, Lego, rockets | Jules Lego | Jules builds Lego rockets and wants the Saturn V set.
recurring_constraint | Iris, peanuts | Iris peanuts | Iris is allergic to peanuts and carries an adrenaline pen.
stable_user_context | twins, birthday, 14 March | twins birthday | The twins were born on 14 March, Pi day.
user_preference | holidays, camping, Vercors | camping | The family likes camping in the Vercors in July.
user_preference | 相机, 尼康, 摄影 | camera Nikon | 用户用一台旧的尼康 D7200 拍星空和孩子。
project_context | 中文, 学习, 同事 | Chinese phrases | 用户在医院跟一位来自成都的同事学几句中文。
user_preference | 火锅, 辣, 饮食 | spicy hotpot | 用户很喜欢四川火锅,但只吃鱼和蔬菜。
stable_user_context | 同事, 王丽, 成都 | colleague Wang Li | 用户的同事王丽是成都人,也上夜班。
recurring_constraint | 睡眠, 白天, 耳塞 | daytime sleep | 用户白天睡觉要戴耳塞和眼罩。
user_preference | 茶, 乌龙, 礼物 | oolong tea | 用户喜欢乌龙茶,王丽常送她四川的茶。
user_preference | 日本, 京都, 旅行 | Kyoto trip memory | ユーザーは2019年にゆきと京都を旅行し、また行きたいと思っている。
user_preference | 和菓子, 抹茶, 甘いもの | wagashi | ユーザーは抹茶と和菓子が好きだが、乳製品入りのスイーツは避けている。
project_context | 日本語, ひらがな, 勉強 | Japanese basics | ユーザーはゆきと話すためにひらがなを少しずつ覚えている。
user_preference | 天体観測, 星座, 冬 | winter constellations | ユーザーは冬のオリオン座とすばるを子どもたちに見せるのが好き。
stable_user_context | ゆき, 看護師, 大阪 | Yuki nurse | ゆきも大阪の病院で看護師として働いている。
project_context | 한국어, 토픽, 시험 | TOPIK exam | 사용자는 4월 토픽 I 시험을 준비하고 있다.
user_preference | 한국 음식, 김치찌개, 해산물 | Korean food | 사용자는 해물 순두부찌개를 좋아하고 고기는 먹지 않는다.
stable_user_context | 민지, 선생님, 화요일 | tutor Min-ji | 민지 선생님은 서울 출신이고 화요일 저녁에 온라인으로 수업한다.
user_preference | 드라마, 발음, 존댓말 | drama phrases | 사용자는 드라마에서 나온 존댓말 표현을 노트에 모은다.
project_context | 서울, 여행, 천문대 | Seoul observatory | 사용자는 서울 여행 때 천문대를 방문하고 싶어 한다.
stable_user_context | Schwester, Chloé, Tontechnik | Chloé job | Chloé arbeitet in Montréal als Tontechnikerin für ein Theater.
user_preference | Wandern, Alpen, Hütte | hut hiking | Die Nutzerin wandert gern von Hütte zu Hütte in den Savoyer Alpen.
project_context | Deutsch, Kollege, Austausch | German exchange | Die Nutzerin hilft einem Kollegen aus Freiburg beim Französischlernen, er hilft ihr beim Deutsch.
recurring_constraint | Migräne, Nachtdienst, Licht | migraine | Die Nutzerin bekommt nach Nachtdiensten oft Migräne bei grellem Licht.
user_preference | Kuchen, glutenfrei, backen | gluten-free baking | Die Nutzerin backt am Wochenende glutenfreie Kuchen für Emmanuel.
stable_user_context | Valencia, suegros, paella | in-laws paella | Los suegros de la usuaria, Pilar y Vicente, preparan paella de marisco cada domingo en agosto.
user_preference | español, práctica, suegra | Spanish practice | La usuaria practica español con su suegra Pilar por videollamada.
recurring_constraint | Pilar, rodilla, escaleras | Pilar knee | Pilar tiene mal la rodilla y no puede subir escaleras.
project_context | regalo, aniversario, Emmanuel | anniversary | La usuaria y Emmanuel celebran su aniversario el 2 de junio.
user_preference | flamenco, guitarra | flamenco | A la usuaria le encanta escuchar guitarra flamenca.
user_preference | Portugal, Lisboa, fado | fado | A utilizadora adora fado e quer ver um espetáculo em Lisboa.
project_context | português, curso, Duolingo | Portuguese course | A utilizadora faz um curso de português no Duolingo por causa de uma colega de Lisboa.
stable_user_context | colega, Rita, Lisboa | colleague Rita | A colega Rita é enfermeira de Lisboa e trabalha no mesmo serviço.
stable_user_context | Россия, бабушка, Санкт-Петербург | grandmother Russia | Бабушка пользователя по отцу родом из Санкт-Петербурга.
user_preference | русский, песни, хор | Russian songs | Пользователь поёт русские народные песни в хоре вместе с мамой.
user_preference | шахматы, дети | chess | Пользователь учит Жюля играть в шахматы.
user_preference | Italia, Torino, cioccolato | Turin chocolate | L'utente ama la cioccolata calda di Torino.
project_context | italiano, corso, sera | Italian evening course | L'utente ha fatto un corso serale di italiano l'anno scorso.
user_preference | pizza, senza glutine, Emmanuel | gluten-free pizza | L'utente cerca pizzerie senza glutine per Emmanuel.
stable_user_context | Lyon, hospital, parking | hospital parking | User parks the Zoe in the staff car park at level -2, where there are chargers.
project_context | Ciel de Lyon, Instagram, photos | shop Instagram | User posts night-sky photos on the Ciel de Lyon Instagram account twice a week.
recurring_constraint | ICU, vaccinations, hepatitis | work vaccinations | User must keep hepatitis B and flu vaccinations up to date for the ICU.
user_preference | meditation, breathing, after shift | breathing exercises | User does ten minutes of box breathing after a hard shift.
project_context | Jules, school project, planets | planets project | Jules is preparing a school presentation on the planets with a cardboard model.
stable_user_context | Iris, glasses, eyes | Iris glasses | Iris has worn glasses for short sight since she was five.
user_preference | podcast, astronomy, French | astronomy podcasts | User listens to French astronomy podcasts on the way to work.
recurring_constraint | Bernard, driving, eyes | father driving | Bernard no longer drives at night because of diabetic retinopathy.
project_context | Bernard, visits, every month | father visits | User drives to Annecy to see Bernard one weekend a month.
user_preference | crêpes, galettes, Brittany | galettes | User makes buckwheat galettes on Fridays, like at home in Brittany.
`;
