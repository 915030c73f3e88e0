// The nineteenth blind aboutness set's memories: Geneviève (Gen) Poulin, 44, a maple syrup producer with her own
// sugar bush and sugar shack in Saint-Elzéar, Beauce, Québec, married to a Korean physiotherapist from Busan; written
// before the recall rules were read. Lines: `type | tags | subject | text` (`*` on the type: applies to every answer).

export const NINETEENTH_MEMORY_LINES = `
stable_user_context | acéricultrice, érablière, Beauce | sugar bush | L'utilisatrice est acéricultrice : elle exploite l'Érablière Poulin à Saint-Elzéar, en Beauce, avec 9 000 entailles sur tubulure.
stable_user_context | cabane à sucre, repas, groupes | sugar shack meals | Au temps des sucres, de mars à avril, elle reçoit des groupes à sa cabane à sucre les fins de semaine : soupe aux pois, oreilles de crisse, fèves au lard et tire sur la neige.
stable_user_context | évaporateur, osmose, Brix | evaporator | Elle fait bouillir avec un évaporateur au bois CDL de 5 x 14 pieds et concentre l'eau d'érable par osmose inverse jusqu'à 12 Brix.
recurring_constraint | PPAQ, contingent, barils | syrup quota | Son contingent aux Producteurs et productrices acéricoles du Québec est de 38 000 livres de sirop ; ce qui dépasse part en barils à la réserve.
project_context | tubulure, entailles, terre à bois | tubing expansion | Elle agrandit l'érablière de 3 000 entailles sur la terre à bois achetée au voisin, avec de la tubulure neuve et une nouvelle maîtresse-ligne.
recurring_constraint | classement, sirop, couleur | syrup grading | Chaque baril est classé par l'inspecteur selon la couleur (doré, ambré, foncé, très foncé) et le goût ; le goût de bourgeon est déclassé.
stable_user_context | mari, Hoon, Busan, physiothérapeute | husband Hoon | Son mari Hoon (Park Hoon, 박훈) est physiothérapeute à Saint-Georges ; il est né à Busan, en Corée du Sud.
stable_user_context | Hoon, goutte, allopurinol | Hoon gout | Hoon fait de la goutte ; il prend de l'allopurinol et évite la bière et les abats.
stable_user_context | fille, Florence, Flo, ringuette | daughter Florence | Sa fille Florence (Flo), 15 ans, est en secondaire 4 et joue à la ringuette dans le AA.
stable_user_context | Flo, diabète de type 1, pompe | Florence diabetes | Flo a le diabète de type 1 depuis l'âge de 8 ans : pompe à insuline Omnipod et capteur Dexcom G7.
recurring_constraint | Flo, glycémie, match | Florence games | Avant chaque match de ringuette, Flo vérifie sa glycémie et garde deux jus dans son sac.
stable_user_context | fils, Mathis, Ti-Mat, école | son Mathis | Son fils Mathis (Ti-Mat), 10 ans, est en 5e année à l'école primaire du village.
stable_user_context | Mathis, TDAH, Vyvanse | Mathis ADHD | Mathis a un TDAH ; il prend du Vyvanse 20 mg le matin, sauf les fins de semaine.
stable_user_context | père, Réjean, mineur, amiantose | father Rejean | Son père Réjean, 77 ans, a travaillé trente ans à la mine d'amiante de Thetford Mines ; il a une amiantose et vit avec de l'oxygène à domicile.
stable_user_context | mère, Pierrette, DMLA | mother Pierrette | Sa mère Pierrette, 74 ans, a une DMLA humide ; elle reçoit des injections d'Eylea dans l'œil gauche toutes les huit semaines au CHU de Québec.
recurring_constraint | mère, injections, transport | Pierrette rides | C'est Gen qui conduit sa mère à ses injections à Québec, un jeudi sur deux.
stable_user_context | frère, Steve, facteur | brother Steve | Son frère Steve est facteur à Postes Canada à Lévis.
user_preference | chasse, chevreuil, arbalète | deer hunting | Chaque automne, elle chasse le chevreuil à l'arbalète avec Steve.
stable_user_context | chien, Bombardier, bouvier bernois | dog Bombardier | Son chien Bombardier (« Bomba ») est un bouvier bernois de 6 ans.
stable_user_context | Bomba, dysplasie, hanches | Bombardier hips | Bombardier a de la dysplasie des hanches ; il prend du Metacam et le vétérinaire interdit les longues courses.
stable_user_context | chatte, Céline, cabane | cat Celine | Sa chatte Céline, une tigrée de 12 ans, vit surtout dans la cabane à sucre.
stable_user_context | Céline, hyperthyroïdie, méthimazole | Celine thyroid | Céline fait de l'hyperthyroïdie et prend du méthimazole deux fois par jour dans une friandise.
stable_user_context | pick-up, Tacoma, la Bête | truck | Elle conduit un pick-up Toyota Tacoma 2016 qu'elle appelle « la Bête ».
stable_user_context | motoneige, Ski-Doo, Skandic | snowmobile | Elle a une motoneige Ski-Doo Skandic pour faire la tournée de la tubulure l'hiver.
stable_user_context | chaloupe, Castor, moteur | boat Castor | La famille a une chaloupe en aluminium avec un moteur de 15 forces, baptisée le Castor.
stable_user_context | chalet, lac Etchemin | cottage | Ils ont un petit chalet au lac Etchemin, où ils passent les vacances de la construction.
stable_user_context | violon, Stradi, trad | fiddle | Elle joue du violon trad ; son vieux violon de 1920 s'appelle « Stradi ».
user_preference | veillée, reels, Bûcheux | trad band | Elle joue des reels et des gigues avec le groupe Les Bûcheux dans les veillées du vendredi.
stable_user_context | maladie cœliaque, gluten | celiac | Elle a la maladie cœliaque : aucun gluten, même pas d'avoine non certifiée.
stable_user_context | coude, épicondylite | tennis elbow | Elle a une épicondylite au coude droit à force d'entailler à la perceuse.
stable_user_context | avocat, droit de passage, voisin | lawyer | Son avocat, Me Bolduc, s'occupe du litige avec le voisin Lessard sur le droit de passage de la terre à bois.
project_context | livre, recettes, érable | cookbook | Elle écrit un livre de recettes sans gluten à l'érable, « Sucré-salé de la cabane », à remettre à l'éditeur en novembre.
stable_user_context | prêt, Desjardins, Financière agricole | farm loan | L'érablière est financée par un prêt de 420 000 $ à la Caisse Desjardins et un prêt de la Financière agricole du Québec.
recurring_constraint | TPS, TVQ, Revenu Québec | sales taxes | Elle perçoit la TPS et la TVQ sur les repas de cabane et fait ses remises tous les trois mois à Revenu Québec.
risk_preference | CELI, REER, placements | savings | Elle place son épargne dans un CELI et un REER en fonds indiciels, jamais en actions individuelles ni en cryptomonnaie.
stable_user_context | maison, ancestrale, poêle à bois | house | La famille habite une maison ancestrale de 1890, avec un toit en tôle et un poêle à bois.
project_context | galerie, cèdre, rénovation | porch project | Ils veulent refaire la galerie en façade en cèdre, avec un budget de 12 000 $.
user_preference | ski de fond, sentiers, dimanche | cross-country skiing | Elle fait du ski de fond au parc des Appalaches tous les dimanches d'hiver.
user_preference | curling, club, skip | curling | Elle joue au curling le mercredi soir au club de Saint-Georges ; elle est skip de son équipe.
project_context | coréen, cours, TOPIK | learning Korean | Elle apprend le coréen : cours en ligne le mardi soir, elle vise le TOPIK II en 2027.
project_context | voyage, Corée, juillet | Korea trip | En juillet 2027, la famille part trois semaines en Corée : vol Montréal–Séoul, puis Busan chez la belle-mère.
user_preference | lecture, Michel Tremblay, Kim Thúy | reading | Elle lit Michel Tremblay et Kim Thúy et emprunte ses livres à la bibliothèque municipale.
user_preference | café, sirop, filtre | coffee | Elle boit son café filtre avec une cuillère de sirop d'érable au lieu du sucre.
standing_instruction | unités, livres, Fahrenheit | units | Donner la sève en litres, le sirop en livres et les températures de cuisson du sirop en degrés Fahrenheit.
*standing_instruction | langue, réponses, français | answer language | Toujours répondre en français québécois, même si la question est écrite dans une autre langue.
standing_instruction | courriels, clients, signature | email style | Dans les courriels aux clients, vouvoyer et signer « Gen Poulin, Érablière Poulin ».
project_context | biologique, Ecocert, audit | organic certification | Elle est en transition vers la certification biologique Ecocert ; l'audit a lieu en octobre.
stable_user_context | amie, Nancy, dépanneur | friend Nancy | Sa meilleure amie Nancy tient le dépanneur du village.
user_preference | cuisine, tourtière, pâté chinois | cooking | Elle cuisine québécois sans gluten : tourtière, pâté chinois, pouding chômeur.
user_preference | mousse à l'érable, dessert, Fêtes | maple mousse | Sa spécialité des Fêtes est une mousse à l'érable sans gluten servie dans des verrines.
stable_user_context | vol, barils, assurance | syrup theft | L'an dernier, on lui a volé 40 barils de sirop dans son entrepôt ; La Capitale n'en a remboursé qu'une partie.
user_preference | tour à bois, bols, érable ondé | woodturning | Elle tourne des bols en érable ondé sur un tour à bois dans le garage.
stable_user_context | Mathis, cours, violon | Mathis fiddle lessons | Mathis suit des cours de violon le samedi matin à l'école de musique de Saint-Georges.
recurring_constraint | Florence, garde, Hoon | school runs | Hoon dépose les enfants à l'école le matin ; Gen les ramasse après la ringuette.
stable_user_context | ménopause, bouffées, hormones | menopause | Elle est en périménopause, avec des bouffées de chaleur la nuit, et ne veut pas d'hormonothérapie.
project_context | tire, festival, kiosque | festival booth | Elle aura un kiosque de tire d'érable et de beurre d'érable au Festival Beauce Carnaval en août.
user_preference | jardin, potager, bleuets | garden | Elle a un potager et une haie de bleuets derrière la maison.
stable_user_context | grand-père, Lucien, chaudières | grandfather Lucien | Son grand-père Lucien a fondé l'érablière en 1952 ; il ramassait l'eau d'érable à la chaudière avec ses chevaux.
stable_user_context | Mathis, arachides, EpiPen | Mathis peanut allergy | Mathis est allergique aux arachides et garde un EpiPen dans son sac d'école.
project_context | Hoon, clinique, Sainte-Marie | Hoon clinic | Hoon veut ouvrir sa propre clinique de physiothérapie à Sainte-Marie en 2027.
recurring_constraint | vétérinaire, Bomba, Céline, frais | vet costs | Elle met 100 $ par mois de côté pour les frais de vétérinaire de Bomba et Céline.
user_preference | érable, goût, sirop foncé | dark syrup taste | Pour la maison, elle préfère le sirop très foncé, plus corsé, qu'elle garde en cannes.
stable_user_context | buyer, Vermont, dark syrup | Vermont buyer | She sells her very dark syrup to a packer in St. Johnsbury, Vermont, through a broker named Dave Miller.
project_context | online store, Shopify, maple butter | online shop | She runs a Shopify store selling maple butter, taffy and syrup cans, shipping across Canada.
recurring_constraint | Mathis, school, extra time | Mathis school plan | Mathis has an intervention plan at school: extra time on tests and a quiet room for exams.
user_preference | podcasts, true crime, night | podcasts | She listens to true-crime podcasts during the long night boils.
stable_user_context | Hoon, soccer, coach | Hoon soccer | Hoon coaches Mathis's under-11 soccer team in the summer.
project_context | bookings, website, groups | shack bookings | Group bookings for the sugar shack come through her website form, and she caps a sitting at 80 people.
user_preference | hockey, Canadiens, Saturday | Habs | She is a Canadiens fan and watches every Saturday night game with her father.
stable_user_context | sister-in-law, Jisoo, Toronto | sister-in-law Jisoo | Hoon's sister Jisoo lives in Toronto and works as an ICU nurse.
project_context | solar panels, sugarhouse, vacuum | solar panels | She wants solar panels on the sugarhouse roof to run the vacuum pumps.
stable_user_context | sleep apnea, CPAP | sleep apnea | She has sleep apnea and sleeps with a CPAP machine.
user_preference | running, 10 km, race | running | She runs three times a week and wants to finish the 10 km of the Beauce marathon in October.
recurring_constraint | boiling season, no travel, March | sugaring season | From early March to late April she cannot travel or take time off: the sap runs decide her days.
user_preference | 시어머니, 부산, 고혈압 | mother-in-law Soonja | 시어머니 김순자 씨는 부산에 사시고 고혈압 약을 드신다.
user_preference | 김장, 김치, 11월 | kimchi | 매년 11월에 남편과 같이 김장을 해서 김치를 담근다.
standing_instruction | 한국어, 존댓말, 메시지 | Korean messages | 시어머니께 보내는 한국어 메시지는 꼭 존댓말로 고쳐 달라고 했다.
user_preference | 남편, 훈, 등산 | Hoon hiking | 남편 훈은 주말마다 등산하는 것을 좋아한다.
stable_user_context | 플로, 한국 이름, 서연 | Florence Korean name | 딸 플로의 한국 이름은 서연이다.
stable_user_context | 마티스, 태권도, 노란 띠 | Mathis taekwondo | 아들 마티스는 토요일 오후에 태권도를 배우고 노란 띠를 땄다.
user_preference | 막걸리, 남편 | makgeolli | 남편은 소주보다 막걸리를 더 좋아한다.
stable_user_context | 輸入業者, 佐藤, 東京 | Japanese importer | 東京の輸入業者の佐藤さんに、毎年メープルシロップの缶を送っている。
project_context | 京都, 乗り継ぎ, 旅行 | Kyoto stopover | 韓国旅行の帰りに京都に三日間寄りたいと考えている。
user_preference | 味噌, 手作り | miso | 毎年冬に自分で味噌を仕込んでいる。
recurring_constraint | セリーヌ, 薬, おやつ | Celine pills | 猫のセリーヌは薬をおやつに隠さないと飲まない。
user_preference | 盆栽, カエデ | bonsai | 趣味でカエデの盆栽を育てている。
stable_user_context | 偏头痛, 针灸 | migraine | 用户有偏头痛，发作时会去做针灸。
stable_user_context | 客户, 上海, 陈女士 | Shanghai client | 上海有一位客户陈女士想进口她的枫糖浆。
user_preference | 乌龙茶, 茶 | tea | 用户下午喜欢喝乌龙茶。
stable_user_context | 弗洛, 牙套, 正畸 | Florence braces | 女儿弗洛戴牙套，每六周去一次正畸医生那里。
user_preference | 麻将, 周四 | mahjong | 用户每周四晚上和朋友打麻将。
stable_user_context | Praktikant, Lukas, Freiburg | German intern | Im Frühling hilft ihr Lukas, ein Praktikant aus Freiburg, in der Zuckerhütte.
project_context | Florence, Austausch, Bayern | Florence exchange | Florence möchte 2027 einen Schüleraustausch in Bayern machen.
stable_user_context | Feinkost, Hamburg, Ahornbutter | Hamburg deli | Ein Feinkostladen in Hamburg kauft jedes Jahr ihre Ahornbutter.
user_preference | Brot, glutenfrei, Backautomat | gluten-free bread | Sie backt ihr glutenfreies Brot selbst im Brotbackautomaten.
stable_user_context | trabajadores, Guatemala, temporada | seasonal workers | Cada primavera contrata a dos trabajadores temporales de Guatemala, Jorge y Edwin, para la temporada de savia.
recurring_constraint | vivienda, casa rodante, trabajadores | workers housing | Jorge y Edwin viven en una casa rodante junto a la cabaña y ella les paga la luz y el internet.
project_context | español, Duolingo, Jorge | learning Spanish | Aprende un poco de español con Duolingo para hablar mejor con Jorge y Edwin.
user_preference | Oaxaca, viaje, invierno | Oaxaca dream | Sueña con pasar dos semanas en Oaxaca algún invierno, después de la temporada.
stable_user_context | amiga, Luana, Brasil | friend Luana | Sua amiga Luana é brasileira, de Belo Horizonte, e dá aulas de ioga em Saint-Georges.
user_preference | ioga, segunda-feira, costas | yoga | Faz ioga com a Luana às segundas-feiras à noite.
project_context | Portugal, Lisboa, viagem | Lisbon trip | Quer ir a Lisboa com a Nancy em 2028 para os 45 anos dela.
stable_user_context | Pierrette, óculos, lupa | Pierrette magnifier | A mãe, Pierrette, usa uma lupa eletrônica para ler por causa da DMLA.
stable_user_context | vicina, Rosa, Calabria | neighbour Rosa | La vicina, la signora Rosa, è calabrese e le insegna a fare la passata di pomodoro.
project_context | violino, liutaio, restauro | fiddle repair | Vuole far restaurare lo Stradi da un liutaio di Québec: il manico è incrinato.
user_preference | pomodori, passata, agosto | tomato passata | Ogni agosto fa la passata con i pomodori dell'orto insieme a Rosa.
user_preference | moka, caffè, Rosa | moka | Fa il caffè con la moka che le ha regalato Rosa.
stable_user_context | скрипка, учительница, Ирина | Mathis teacher Irina | Учительница скрипки у Матиса — Ирина Павловна, из Новосибирска.
user_preference | шахматы, Матис, онлайн | Mathis chess | Матис играет в шахматы онлайн по вечерам.
user_preference | сауна, двор, зима | sauna | У них во дворе финская сауна на дровах, зимой они парятся каждую субботу.
`;
