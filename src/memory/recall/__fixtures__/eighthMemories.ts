// The eighth blind aboutness set's user: Kenji, 61, a Japanese-Brazilian marine engineer who spent 32 years in the
// engine rooms of bulk carriers and tankers and now keeps bees (14 hives in Campo Magro, stingless jataí in the yard)
// in Santa Felicidade, Curitiba; married to Marina, a retired teacher with type 2 diabetes who sings in a choir; their
// daughter Yoko, an architect in São Paulo expecting her first baby, and son Ayrton, a physiotherapist training for a
// marathon; his mother Haruko, 88, with mild dementia, lives with them; a dog Paçoca, a cat Mochi, hens (the oldest
// Dona Benta), a 1972 Fusca called Jabuti, a memoir of the sea, and a trip to Japan; memories as a model would store
// them after conversations in ten languages. Written before the recall rules were read.
// Words of his life that are names of other things: Paçoca (the peanut sweet), Mochi (the rice cake), Marina (a
// harbour; Marina Silva), Jabuti (the tortoise, the literary prize), Dona Benta (the flour), Zé Colmeia (Yogi Bear),
// Ayrton (Senna), Yoko (Ono), Shigeru (Miyamoto), Paulo (Coelho), Kim (Jong-un), Felipe (VI), Mel (honey; Gibson),
// Hana (a flower in Japanese, one in Korean), Strada and Galaxy.
//
// Lines: `type | tags | subject | text`; `*` on the type: applies to every answer.

export const EIGHTH_MEMORY_LINES = `
*communication_preference | idioma, português, Brasil | reply pt-BR | Responder em português do Brasil quando Kenji escreve em português, sem formalidades.
*standing_instruction | units, metric, Celsius | metric units | Always use metric units and degrees Celsius, never Fahrenheit or pounds.
*communication_preference | 日本語, 丁寧語 | Japanese replies | ケンジが日本語で書いたときは、です・ます調のやさしい日本語で答える。
*communication_preference | short, steps | short answers | Kenji likes short answers with numbered steps and no jargon.
stable_user_context | beekeeper, hives, Campo Magro | beekeeper | Kenji keeps 14 beehives on a small plot in Campo Magro, near Curitiba, since he retired in 2020.
stable_user_context | ship, marine engineer, retired | former ship engineer | Kenji worked 32 years as a marine engineer on bulk carriers and tankers, the last ten as chief engineer for a Norwegian shipowner.
stable_user_context | casa, Santa Felicidade, Curitiba | home Curitiba | Kenji mora no bairro Santa Felicidade, em Curitiba, numa casa com quintal e um pé de jabuticaba.
stable_user_context | abelhas, jataí, sem ferrão | stingless bees | Além das abelhas africanizadas, Kenji cria seis caixas de jataí (abelhas sem ferrão) no quintal.
project_context | mel, feira, preço | honey sales | Kenji vende mel na feira do Largo da Ordem aos domingos, a 45 reais o pote de 500 g.
project_context | honey, label, brand | honey brand | His honey brand is "Mel do Maquinista"; its jar label shows an anchor and a bee.
recurring_constraint | varroa, oxalic acid | varroa treatment | He treats the hives against varroa with oxalic acid in May and September only, never during a honey flow.
stable_user_context | Königinnen, Züchter, Carnica | queen bees | Kenji kauft seine Königinnen bei einem Züchter in Santa Catarina; er bevorzugt ruhige Carnica-Linien.
user_preference | miel, bracatinga, hiver | bracatinga honey | Le miel préféré de Kenji est le miel de bracatinga, récolté en hiver, sombre et peu sucré.
project_context | extractor, radial, budget | honey extractor | He wants a 16-frame radial honey extractor before the next harvest, with a budget of 9 000 reais.
stable_user_context | stings, allergy, adrenaline | sting reaction | Kenji had a strong allergic reaction to bee stings in 2022 and now keeps an adrenaline pen in the pickup.
project_context | 蜂蜜, 检验证书, 超市 | honey certificate | Kenji正在申请SIF检验证书，拿到以后他的蜂蜜就能卖给超市。
stable_user_context | swarms, fire brigade | swarm calls | Curitiba's fire brigade calls him to collect swarms from houses; he went out eleven times last year.
project_context | própolis, alecrim-do-campo | propolis | Kenji está testando produzir própolis verde com as colmeias perto do alecrim-do-campo.
stable_user_context | wife, Marina, library | wife Marina | His wife Marina is a retired primary-school teacher who volunteers at the neighbourhood library.
stable_user_context | Marina, diabetes, açúcar | Marina diabetes | A Marina tem diabetes tipo 2; evita açúcar, até o mel do Kenji, e toma metformina.
stable_user_context | Marina, coral, igreja | Marina choir | A Marina canta no coral da igreja de Santa Felicidade às quintas-feiras à noite.
stable_user_context | 妻, 誕生日, バラ | Marina birthday | 妻のマリーナの誕生日は7月9日で、ケンジは毎年バラの苗を贈っている。
stable_user_context | 마리나, 한국 드라마 | Marina K-drama | 아내 마리나는 한국 드라마 팬이라서 한국어 인사말을 조금 안다.
stable_user_context | daughter, Yoko, architect | daughter Yoko | Their daughter Yoko is 34, an architect in São Paulo, married to Felipe.
stable_user_context | Yoko, baby, March | Yoko pregnancy | Yoko's first child will be a girl, Kenji's first grandchild.
recurring_constraint | Yoko, vegetariana, almoço | Yoko vegetarian | A Yoko é vegetariana; nos almoços de domingo precisa de um prato principal sem carne nem peixe.
project_context | baby name, Hana, Luna | baby name | Yoko and Felipe are choosing between Hana and Luna for the baby's name; Kenji prefers Hana.
stable_user_context | yerno, Felipe, Rosario | son-in-law Felipe | El yerno de Kenji, Felipe, es un ingeniero de software argentino de Rosario que le ayuda con la web.
stable_user_context | son, Ayrton, physiotherapist | son Ayrton | Their son Ayrton is 29 and works as a physiotherapist in Londrina.
stable_user_context | Ayrton, maratona | Ayrton marathon | O Ayrton treina para a Maratona de Porto Alegre em junho e quer correr abaixo de 3h30.
project_context | Ayrton, 婚礼, 隆德里纳 | Ayrton wedding | 儿子Ayrton和女朋友订婚了，婚礼会在隆德里纳办，Kenji要在婚礼上致辞。
stable_user_context | mother, Haruko, lives with | mother Haruko | Kenji's mother Haruko is 88, lives with them and speaks mostly Japanese.
stable_user_context | 母, 認知症, ガス | Haruko memory | 母のハルコは軽い認知症で、夜は台所のガスの元栓を確認する必要がある。
stable_user_context | Haruko, aparelho auditivo, Phonak | Haruko hearing | A Haruko usa um aparelho auditivo Phonak no ouvido esquerdo; as pilhas acabam toda semana.
stable_user_context | father, Tomio, Finados | late father | His late father Tomio is buried at the Cemitério Municipal of Curitiba; the family visits the grave on Finados.
stable_user_context | brother, Shigeru, Hamamatsu | brother Shigeru | Kenji's younger brother Shigeru lives in Hamamatsu, Japan, and works at a car-parts factory.
stable_user_context | 이웃, 김 씨, 벌통 | neighbour Kim | 이웃 김 씨는 한국계 브라질 사람이고 Kenji에게서 벌통 두 개를 샀다.
stable_user_context | dog, Paçoca, mutt | dog Paçoca | Kenji's dog Paçoca is a nine-year-old caramel mutt who follows him to the apiary.
stable_user_context | Paçoca, dermatite, frango | Paçoca skin | A Paçoca tem dermatite alérgica, toma Apoquel e não pode comer frango.
stable_user_context | cat, Mochi, bobtail | cat Mochi | The cat, Mochi, is a white Japanese Bobtail who sleeps on the bee suits.
stable_user_context | 고양이, 모찌, 신장 | Mochi kidneys | 고양이 모찌는 신장이 약해서 처방 사료만 먹는다.
stable_user_context | galinhas, Dona Benta | chickens | Kenji tem cinco galinhas no quintal; a mais velha se chama Dona Benta.
stable_user_context | hearing loss, engine room | hearing loss | Thirty years in engine rooms left Kenji with hearing loss in both ears; noisy restaurants wear him out.
stable_user_context | 高血压, 氯沙坦 | blood pressure | Kenji有高血压，每天早上吃一片氯沙坦。
recurring_constraint | Knie, Operation, Kisten | knee | Kenjis rechtes Knie ist seit einer Operation 2019 steif; schwere Honigkisten trägt er nicht mehr allein.
recurring_constraint | sono, madrugada, turnos | sleep schedule | Por hábito dos turnos no navio, Kenji acorda às 4h30 e dorme às 21h.
user_preference | tea, genmaicha, coffee | genmaicha | Kenji drinks genmaicha all day and avoids coffee since a palpitation scare.
stable_user_context | pelle, carcinoma, crema solare | skin cancer | Nel 2023 il dermatologo ha tolto a Kenji un carcinoma basocellulare dal naso; deve usare sempre crema solare 50.
stable_user_context | русский, механики | Russian crewmates | Кенжи немного говорит по-русски: много лет работал с русскими и украинскими механиками.
user_preference | cooking, Sunday, nishime | Sunday cooking | Kenji cooks Japanese-Brazilian food on Sundays: yakisoba, tempura and his mother's nishime.
user_preference | churrasco, costela | churrasco | Nos churrascos da família o Kenji cuida da grelha e prefere costela fogo de chão.
user_preference | 味噌, 手作り | homemade miso | 毎年冬に自家製の味噌を20キロ仕込んでいる。
user_preference | cachaça, honey, lemon | honey cachaça | He makes a honey-and-lemon cachaça he calls "Abelhuda" for friends every Christmas.
user_preference | pinhão, inverno | pinhão | Kenji adora pinhão cozido na panela de pressão no inverno, com sal grosso.
stable_user_context | car, Volkswagen Fusca, Jabuti | Fusca Jabuti | Kenji is restoring a 1972 Volkswagen Fusca he calls Jabuti (tortoise); it still has its original 1300 engine.
project_context | Vergaser, Solex, Jabuti | Fusca parts | Kenji sucht einen originalen Solex-30-PIC-Vergaser für den Jabuti.
stable_user_context | picape, Fiat Strada | pickup Strada | Para levar as colmeias ele usa uma Fiat Strada 2018 de cabine simples.
stable_user_context | phone, Samsung Galaxy | phone | Kenji has a Samsung Galaxy A54 and finds its fonts too small.
stable_user_context | banco, Sicredi, aposentadoria | bank | Kenji e Marina têm conta conjunta no Sicredi; a aposentadoria dele cai todo dia 5.
stable_user_context | pension, Norway, krone | Norwegian pension | Kenji also receives a small Norwegian pension in kroner and worries about the exchange rate.
stable_user_context | moto, Honda CG | motorcycle | Kenji tem uma Honda CG 160 para ir ao apiário quando a Marina está com a Strada.
user_preference | go, igo, OGS | go | Kenji plays go online on OGS at 3 kyu and at the Nikkei club on Saturday afternoons.
stable_user_context | 日系クラブ, 太鼓 | taiko teaching | ケンジは月に一度、クリチバの日系クラブで若者に太鼓を教えている。
user_preference | music, enka, vinyl | music | Kenji listens to enka and old Caetano Veloso records; he has about 300 vinyl records.
user_preference | ship models, bottles | ship models | He builds ship models in bottles; the current one is the Nordic Star, the last tanker he served on.
user_preference | Bücher, Seefahrt, Kindle | reading | Kenji liest gern Seefahrtsromane und Krimis, am liebsten auf seinem Kindle.
user_preference | orchidées, véranda | orchids | Kenji cultive une trentaine d'orchidées sur la véranda, surtout des Cattleya.
user_preference | películas, Kurosawa | films | A Kenji le gustan las películas de Kurosawa y las ve con su madre los viernes.
user_preference | fútbol, Coritiba | football | Kenji es hincha del Coritiba y va al estadio Couto Pereira con Ayrton cuando puede.
project_context | viaje, Japón, octubre | Japan trip | Kenji y Marina planean un viaje a Japón en octubre de 2027 para visitar a Shigeru y el pueblo de sus abuelos.
project_context | 熊本, 戸籍, 祖父母 | Kumamoto roots | 祖父母は熊本県の出身で、ケンジはその村の戸籍を調べている。
user_preference | 温泉, 別府 | Beppu onsen | 日本に行ったら、別府の温泉に三泊したい。
user_preference | voo, Emirates, Japão | flights | Para ir ao Japão Kenji prefere voar pela Emirates, via Dubai, por causa do espaço para as pernas.
project_context | kanji, lettere, nonno | kanji study | Kenji studia i kanji per leggere le lettere del nonno; ne conosce circa 800.
stable_user_context | 祖父, 手紙, 移民船 | grandfather letters | 祖父が1934年に移民船で持ってきた手紙が30通残っている。
project_context | memoir, sea, chapters | memoir | Kenji is writing a memoir of his years at sea, "Sala de Máquinas", one chapter per ship.
project_context | painéis solares, telhado | solar panels | Kenji quer instalar painéis solares no telhado; o orçamento mais barato foi de 22 mil reais.
user_preference | 김치, 이웃 | kimchi | Kenji는 이웃 김 씨에게 배운 배추김치를 한 달에 한 번 담근다.
recurring_constraint | 운전, 밤, 백내장 | night driving | 백내장 때문에 Kenji는 밤에는 운전하지 않는다.
stable_user_context | volunteer, SENAI, diesel | teaching diesel | Kenji teaches diesel engine maintenance as a volunteer at SENAI two evenings a month.
stable_user_context | friend, Rodel, Cebu | friend Rodel | His closest friend from the ships is Rodel, a Filipino oiler in Cebu; they call each other on Sunday mornings.
project_context | tienda online, envíos | online shop | Kenji quiere abrir una tienda online de miel con envíos por Correios; Felipe hace la página.
recurring_constraint | licença, feira, prefeitura | market permit | A licença de feirante do Kenji vence em dezembro e precisa ser renovada na prefeitura.
stable_user_context | geada, floradas, 2021 | frost | As geadas de junho matam as floradas; em 2021 o Kenji perdeu metade da produção de mel.
stable_user_context | apiary land, rent, Zé Colmeia | apiary land | The apiary land in Campo Magro is rented from a farmer nicknamed Zé Colmeia, paid with 20 kg of honey a year.
stable_user_context | ульи, тетрадь, записи | hive notebook | Кенжи ведёт тетрадь по каждому улью: вес, матка, характер пчёл.
user_preference | баня, сауна | sauna | Кенжи полюбил русскую баню на судне и построил во дворе маленькую сауну.
project_context | физика, сосед, Игорь | tutoring Igor | Кенжи по субботам занимается физикой с соседским мальчиком Игорем.
stable_user_context | incendio, sala macchine | engine fire | Nel 2011 Kenji ha spento un incendio in sala macchine nel Mar Rosso; ne parla ancora con emozione.
user_preference | ristorante, Madalosso | restaurant | Il ristorante preferito di Kenji è il Madalosso, a Santa Felicidade, per la polenta fritta.
project_context | vino, uva Bordô, vicino | homemade wine | Kenji fa un po' di vino con l'uva Bordô del cortile insieme al vicino, il signor Bettega.
stable_user_context | français, escales | French | Kenji a appris un peu de français pendant les escales à Marseille et au Havre.
project_context | balance connectée, ruche | hive scale | Kenji veut installer une balance connectée sous la ruche 7 pour suivre la miellée à distance.
stable_user_context | Hamburg, Werft | Hamburg | Kenji lag 2008 drei Monate mit seinem Schiff in einer Hamburger Werft; seitdem liebt er Franzbrötchen.
stable_user_context | WhatsApp, beekeepers, Paraná | beekeepers group | He runs a WhatsApp group of 80 beekeepers of Paraná called "Apicultores do Paraná".
stable_user_context | ham radio, night | ham radio | Kenji is a licensed ham radio operator and talks to old ship friends on the 20-metre band at night.
stable_user_context | 太极拳, 巴里吉公园 | tai chi | Kenji每周二和周四早上在巴里吉公园打太极拳。
user_preference | 电视, NHK | NHK news | Kenji每天晚上和母亲一起看NHK国际频道的新闻。
project_context | 蜂箱, 松木, 木工 | hive building | Kenji自己用松木做蜂箱，今年还要再做十个。
project_context | 유튜브, 양봉 강의 | YouTube channel | Kenji는 유튜브에 양봉 강의 영상을 올리고 있고 구독자는 1,200명이다.
recurring_constraint | presupuesto, jubilación | budget | Kenji y Marina viven con unos 9 000 reales al mes y no quieren endeudarse.
recurring_constraint | soja, inseticida, vizinho | pesticide neighbour | A fazenda de soja vizinha ao apiário pulveriza inseticida; Kenji pediu aviso com 48 horas de antecedência.
stable_user_context | templo, budista, obon | temple | A família de Kenji frequenta o templo budista Honpa Hongwanji de Curitiba no obon.
stable_user_context | cataract, surgery, eye | cataract surgery | Kenji has a cataract in his left eye and is on the waiting list for surgery at the Hospital de Olhos do Paraná.
user_preference | cruise, holidays | no cruises | After 32 years at sea Kenji refuses any cruise holiday.
project_context | telhado, goteira, pedreiro | roof leak | O telhado da cozinha tem uma goteira; o pedreiro Valdir vem consertar em março.
stable_user_context | fishing, Paulo, dam | friend Paulo | Kenji goes fishing at the Capivari dam with his neighbour Paulo, a retired bus driver.
user_preference | 盆栽, ジャボチカバ | bonsai | ケンジはジャボチカバの盆栽を十年育てている。
user_preference | Bier, Bodebrown | beer | Am Wochenende trinkt Kenji gern ein Glas Bodebrown-Bier aus Curitiba.
recurring_constraint | implants, dentaires | dental implants | Kenji a deux implants dentaires et doit éviter les aliments très durs.
stable_user_context | idiomas, inglés técnico | languages | Kenji habla portugués, japonés básico, inglés técnico, algo de ruso y el español de los puertos.
`;
