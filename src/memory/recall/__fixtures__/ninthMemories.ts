// The ninth blind aboutness set's memories: Adaeze, 47, a Nigerian-French architect in Lyon (born in Enugu), written
// before the recall rules were read. Lines: `type | tags | subject | text` (`*` on the type: applies to every answer).

export const NINTH_MEMORY_LINES = `
stable_user_context | architect, practice, Lyon | architect | The user is an architect with her own small practice, Atelier Okafor Moreau, in the Croix-Rousse in Lyon.
stable_user_context | Enugu, Nigeria, origines | Enugu roots | L'utilisatrice est née à Enugu, au Nigeria, et vit en France depuis l'âge de 19 ans.
stable_user_context | Igbo, Nigerian food, market | African grocery | She buys yam, palm oil and stockfish at an African grocery in the Guillotière.
stable_user_context | 丈夫, Thibault, 老师 | husband Thibault | 用户的丈夫叫Thibault，是里昂一所高中的物理老师。
stable_user_context | coeliac, gluten, Thibault | Thibault coeliac | Her husband Thibault has coeliac disease and must eat strictly gluten-free.
stable_user_context | trail, SaintéLyon, Thibault | Thibault trail | Thibault court des trails et prépare la SaintéLyon de décembre.
stable_user_context | 아들, Chidi, 농구 | son Chidi | 사용자의 아들 Chidi는 16살이고 고등학교 농구팀에서 뛴다.
stable_user_context | Asthma, Chidi, Spray | Chidi asthma | Chidi hat Asthma und nimmt vor jedem Training sein Salbutamol-Spray.
project_context | Abitur, Studium, Chidi | Chidi studies | Chidi möchte Ingenieurwesen studieren und macht 2027 das Bac (Abitur).
stable_user_context | figlia, Amara, violino | daughter Amara | La figlia dell'utente, Amara, ha 11 anni e studia violino al conservatorio.
stable_user_context | dislexia, Amara, colegio | Amara dyslexia | Amara es disléxica y tiene adaptaciones en el colegio (más tiempo en los exámenes).
project_context | esame, violino, Amara | Amara violin exam | Amara ha l'esame di violino di fine ciclo al conservatorio a giugno.
stable_user_context | 母亲, Ngozi, Enugu | mother Ngozi | ユーザーの母ンゴジ（Ngozi）は74歳で、エヌグで一人暮らしをしている。
stable_user_context | гипертония, давление, Нгози | Ngozi blood pressure | Мать пользовательницы, Нгози, страдает гипертонией и принимает амлодипин.
recurring_constraint | transferência, mãe, Enugu | transfer to mother | Todo mês a usuária envia 300 euros para a mãe em Enugu.
stable_user_context | brother, Emeka, Houston, pharmacist | brother Emeka | Her younger brother Emeka is a pharmacist in Houston, Texas.
stable_user_context | nieces, twins, Emeka | twin nieces | Emeka has twin daughters, Kamsi and Zina, who are seven.
recurring_constraint | звонок, брат, воскресенье | calls with Emeka | Она звонит брату в Хьюстон по воскресеньям в 17:00 по парижскому времени.
stable_user_context | 父亲, 工程师, 去世 | late father | 用户的父亲是土木工程师，2015年在埃努古去世。
stable_user_context | 狗, Kola, 伯恩山犬 | dog Kola | 用户养了一只伯恩山犬，名叫Kola，六岁。
stable_user_context | hip dysplasia, Kola, vet | Kola hips | Kola has hip dysplasia and takes a joint supplement; the vet said no long runs.
standing_instruction | Kola, balade, escaliers | dog walks | Balades proposées pour Kola : pas de longs escaliers, donc pas la montée de la Grande Côte.
stable_user_context | chat, Mistral, chartreux | cat Mistral | Le chat de l'utilisatrice s'appelle Mistral, un chartreux de neuf ans.
stable_user_context | 고양이, 갑상선, Mistral | Mistral thyroid | 고양이 Mistral은 갑상선 기능 항진증이 있어서 약을 먹는다.
recurring_constraint | Mistral, médicament, horaires | Mistral pills | Mistral prend son thiamazole deux fois par jour, à 8 h et à 20 h.
stable_user_context | apartment, fifth floor, canut | apartment | The family lives on the fifth floor of an old canut building in the Croix-Rousse, with no lift.
stable_user_context | Nachbar, Perret | neighbour Perret | Ihr Nachbar Monsieur Perret ist 86; sie kauft für ihn samstags ein.
stable_user_context | Geschäftspartner, Hugo, Büro | partner Hugo | Der Geschäftspartner der Nutzerin im Büro heißt Hugo Lambert; er kümmert sich um die Baustellen.
stable_user_context | amiga, Solange, fisioterapeuta | friend Solange | Su mejor amiga, Solange, es fisioterapeuta en Grenoble.
stable_user_context | migraine, aura | migraine | The user gets migraines with aura, often set off by bright screens and short nights.
stable_user_context | 膝盖, 十字韧带, 手术 | knee surgery | 用户两年前左膝前十字韧带断裂，做过手术。
stable_user_context | anaemia, iron | anaemia | She has iron-deficiency anaemia and takes iron tablets every other day.
stable_user_context | 불면증, 마감 | insomnia | 사용자는 공모전 마감 전에 불면증이 심해진다.
recurring_constraint | 커피, 편두통, 오후 | no coffee after 3 | 편두통 때문에 오후 3시 이후에는 커피를 마시지 않는다.
recurring_constraint | 膝, ランニング, 距離 | running limit | 膝のため、ランニングは週に10キロまでにしている。
user_preference | bouldering, climbing gym | bouldering | She goes bouldering twice a week at a climbing gym in Gerland.
risk_preference | 클라이밍, 리드, 볼더링 | no lead climbing | 무릎 때문에 리드 클라이밍은 하지 않고 볼더링만 한다.
user_preference | costura, wax, ankara | sewing wax print | A usuária costura as próprias roupas com tecido wax (ankara) numa máquina Singer antiga.
user_preference | peperoncino, Scotch bonnet, balcone | balcony chilies | Coltiva peperoncini Scotch bonnet in vaso sul balcone.
user_preference | Feigenbaum, Balkon | fig tree | Auf dem Balkon hat sie einen Feigenbaum im Kübel, den sie im Winter einpackt.
user_preference | jollof, 做饭, 周日 | jollof rice | 用户喜欢做尼日利亚的jollof饭，周日常做给全家吃。
user_preference | egusi, sopa, madre | egusi soup | Su plato favorito es la sopa egusi tal como la hace su madre.
user_preference | bread, gluten-free, baking | gluten-free baking | She bakes a gluten-free loaf every weekend with buckwheat and psyllium.
user_preference | зобо, гибискус, напиток | zobo | Она любит зобо — холодный напиток из гибискуса с имбирём.
user_preference | イタリア語, トリノ, 勉強 | learning Italian | ユーザーはトリノの修復プロジェクトのためにイタリア語を勉強している。
user_preference | novels, Adichie, Ernaux | reading | She loves the novels of Chimamanda Ngozi Adichie and Annie Ernaux and reads in bed.
user_preference | highlife, afrobeat, Fela | music | She listens to highlife and afrobeat, above all Fela Kuti, while she draws.
user_preference | Wandern, Vercors, Familie | hiking Vercors | Im Sommer wandert die Familie gern im Vercors, mit Kola, aber nur kurze Strecken.
user_preference | vin, Beaujolais, Morgon | wine | Elle préfère les vins du Beaujolais, surtout le Morgon.
user_preference | 陶艺, 拉坯, 周六 | pottery | 用户每周六上午在陶艺工作室学拉坯。
user_preference | calcio, OL, stadio | football OL | Tifa per la squadra femminile dell'Olympique Lyonnais e va allo stadio con Chidi.
user_preference | Nollywood, фильмы, пятница | Nollywood | По пятницам она смотрит с мужем нигерийские фильмы (Nollywood).
user_preference | teatro, Célestins | theatre | Le piacciono gli spettacoli del Théâtre des Célestins; ha l'abbonamento.
user_preference | Brompton, bicicleta, escritório | Brompton | Ela vai ao escritório numa bicicleta dobrável Brompton.
stable_user_context | car, Renault Zoe, electric | car Zoe | The family drives a 2019 Renault Zoe; it only charges at the garage of the office.
stable_user_context | MacBook, 电脑 | MacBook | 用户工作用的是一台2021年的MacBook Pro 14寸。
stable_user_context | дальномер, Leica Disto, обмеры | Leica Disto | Для обмеров она использует лазерный дальномер Leica Disto.
stable_user_context | igbo, lingua, madre | Igbo | Parla igbo con la madre e vuole che i figli lo imparino.
project_context | cours, igbo, enfants | kids Igbo lessons | Les enfants prennent des cours d'igbo en ligne le dimanche matin.
project_context | canut, renovation, rue d'Austerlitz | canut renovation | The practice is renovating a 19th-century canut building on rue d'Austerlitz into six flats.
project_context | concours, école, pisé, Vénissieux | pisé school competition | L'agence prépare un concours pour une école primaire en pisé à Vénissieux.
project_context | 建筑许可, 申请, 里昂 | building permit | 用户为Austerlitz街的项目提交的建筑许可申请还在里昂市政府审批中。
project_context | ABF, UNESCO, Altstadt | heritage approval | Das Projekt in der Altstadt (Vieux Lyon) braucht die Zustimmung der ABF, weil es im UNESCO-Gebiet liegt.
project_context | mother's house, Enugu, laterite, solar | house in Enugu | She is designing a house for her mother in Enugu with laterite bricks, a deep veranda and solar panels.
project_context | 토리노, 복원, 공장 | Turin project | 사용자 사무실은 토리노의 옛 섬유 공장 복원 프로젝트에 참여하고 있다.
project_context | litige, promoteur, honoraires | fee dispute | L'agence est en litige avec le promoteur Batilys pour 42 000 euros d'honoraires impayés.
project_context | becario, estudio, marzo | intern | La usuaria busca un becario para el estudio a partir de marzo.
project_context | Lagos, talk, earth architecture | Lagos talk | She is giving a talk on earth architecture at a design week in Lagos in February.
project_context | expert-comptable, TVA | accountant | L'expert-comptable de l'agence, M. Girard, déclare la TVA chaque trimestre.
project_context | книга, пизе, глина | book on pisé | Она пишет книгу о домах из пизе (трамбованной глины) в регионе Овернь-Рона-Альпы.
project_context | aulas, ENSAL, quinta-feira | teaching | Ela dá aulas de projeto na escola de arquitetura de Lyon (ENSAL) às quintas-feiras.
project_context | 网站, 作品集 | website | 用户事务所的网站要重新设计，她想把作品集放在首页。
project_context | kitchen, renovation, budget | own kitchen | They plan to redo their own kitchen in spring with a budget of 15,000 euros.
project_context | 帰省, ナイジェリア | Nigeria trip | 家族でナイジェリアへの三週間の帰省を計画している。
project_context | associação, arquitetas, voluntária | women architects network | Ela é voluntária numa associação de mulheres arquitetas que orienta estudantes.
project_context | 奖学金, 埃努古, 学生 | scholarship | 用户在埃努古设立了一个小奖学金，资助两名建筑系学生。
workflow_preference | ArchiCAD, BIM, Revit | ArchiCAD | 用户的事务所用ArchiCAD做BIM，不用Revit。
workflow_preference | Skizzen, Transparentpapier | hand sketches | Sie beginnt jeden Entwurf mit Handskizzen auf Transparentpapier.
workflow_preference | invoicing, Friday | invoicing | She does all the practice's invoicing on Friday mornings.
workflow_preference | 邮件, 草稿, 客户 | email drafts | 给客户写的邮件，用户希望先拿到草稿，她自己再改。
workflow_preference | Notion, проекты | Notion | Все проекты бюро она ведёт в Notion.
workflow_preference | sopralluoghi, cantiere, martedì | site visits | Fa i sopralluoghi in cantiere il martedì mattina.
workflow_preference | Twinmotion, rendus | renders | Les images de synthèse de l'agence se font avec Twinmotion.
*communication_preference | français, langue | answer language | Réponds en français, sauf si elle écrit dans une autre langue.
*communication_preference | metric, units | metric units | Use metric units only.
*communication_preference | 絵文字 | no emojis | 絵文字は使わないでほしい。
communication_preference | work answers, bullet points, norms | work answer style | For work questions she wants short bullet points with references to French norms (DTU, Eurocodes, RE2020).
communication_preference | 직설, 말투 | direct tone | 돌려 말하지 말고 직설적으로 말해 주기를 원한다.
communication_preference | fuentes, salud | health sources | En temas de salud quiere fuentes fiables citadas.
communication_preference | Pidgin, language | Pidgin replies | When she writes in Nigerian Pidgin, answer in Pidgin too.
standing_instruction | recipes, gluten-free | gluten-free recipes | When suggesting recipes, always make them gluten-free because of Thibault.
standing_instruction | 花生, 过敏, Amara | peanut allergy | 不要推荐含花生的食物：Amara对花生严重过敏，随身带肾上腺素笔。
standing_instruction | Lernblätter, Schrift, Amara | dyslexia-friendly sheets | Für Amaras Lernblätter immer eine gut lesbare Schrift und kurze Sätze verwenden.
standing_instruction | orçamento, obra, IVA | prices before VAT | Nos orçamentos de obra, indicar sempre os preços sem IVA (HT).
standing_instruction | sketches, feedback | honest design feedback | When she shares a design, point out its weaknesses first, then its strengths.
recurring_constraint | Wednesday, kids, meetings | Wednesday afternoons | On Wednesday afternoons she has the kids and takes no meetings.
recurring_constraint | basket, Chidi, Caluire | Chidi matches | Le week-end, elle emmène toujours Chidi au basket à Caluire.
recurring_constraint | violino, giovedì, lezione | violin lessons | Amara ha lezione di violino il giovedì alle 17.
recurring_constraint | budget, household, savings | savings goal | They save 600 euros a month for the children's studies.
risk_preference | crypto, investments, livret A | no crypto | She refuses crypto and risky investments and keeps savings on a livret A.
risk_preference | 房贷, 固定利率 | fixed-rate loan | 用户买房贷款只考虑固定利率。
risk_preference | scooter, Chidi, sicurezza | no scooter for Chidi | È contraria a che Chidi guidi lo scooter a 16 anni.
risk_preference | Nigeria, Reisen, Nacht | travel safety | Bei Reisen in Nigeria vermeidet sie Fahrten über Land in der Nacht.
risk_preference | assurance, décennale, MAF | insurance | L'agence a son assurance décennale à la MAF et veut la couverture la plus large.
risk_preference | 株, 投資, 保守的 | conservative investing | 投資は保守的で、株は指数ファンドだけにしている。
`;
