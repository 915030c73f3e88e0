// The eleventh blind aboutness set's memories: Jin-young Moser, 44, a Korean-born piano tuner and technician with
// her own workshop in Meran, South Tyrol (born in Jeonju), written before the recall rules were read. Lines:
// `type | tags | subject | text` (`*` on the type: applies to every answer).

export const ELEVENTH_MEMORY_LINES = `
stable_user_context | piano technician, workshop, Meran | piano technician | The user is a piano tuner and technician with her own workshop in Meran (Merano), South Tyrol.
stable_user_context | Klavierbau, Meisterprüfung, Ludwigsburg | piano training | Sie hat Klavierbau in Ludwigsburg gelernt und 2012 ihre Meisterprüfung als Klavierbauerin abgelegt.
stable_user_context | 전주, 고향, 이주 | Jeonju roots | 사용자는 전주에서 태어났고 2006년에 남편을 따라 남티롤로 이주했다.
stable_user_context | family, farmhouse, Lana | farmhouse | The family lives in her mother-in-law's old farmhouse above Lana, at 900 m, heated with a wood stove.
stable_user_context | Ehemann, Florian, Skilehrer | husband Florian | Ihr Mann Florian ist 47 und arbeitet im Winter als Skilehrer auf der Schwemmalm im Ultental.
stable_user_context | 1型糖尿病, Florian, 胰岛素泵 | Florian diabetes | 丈夫Florian有1型糖尿病，用Omnipod胰岛素泵和Dexcom血糖仪。
stable_user_context | Bergrettung, Florian, Einsätze | Florian mountain rescue | Florian ist ehrenamtlich bei der Bergrettung Lana und wird manchmal nachts zu Einsätzen gerufen.
stable_user_context | figlia, Hana, organetto | daughter Hana | La figlia Hana ha 14 anni e suona l'organetto stiriano nella banda musicale del paese.
stable_user_context | TDAH, Hana, Medikinet | Hana ADHD | Hana tiene TDAH y toma Medikinet los días de colegio, pero no en vacaciones.
project_context | intercâmbio, Hana, Seul | Hana exchange year | Hana quer fazer um ano de intercâmbio num liceu em Seul quando tiver 16 anos.
recurring_constraint | organetto, Hana, mercoledì | Hana music lessons | Hana ha lezione di organetto il mercoledì alle 16 a Merano e la madre la accompagna.
stable_user_context | 汉语, Hana, 学校 | Hana Chinese | Hana在学校选修中文，每周两节课，想明年考HSK二级。
stable_user_context | son, Otto, bee sting allergy | son Otto | Her son Otto is nine and severely allergic to bee and wasp stings; he always carries an EpiPen.
project_context | Hyposensibilisierung, Otto, Allergologie | Otto immunotherapy | Otto bekommt eine Hyposensibilisierung gegen Bienengift, alle sechs Wochen in der Allergologie in Bozen.
recurring_constraint | футбол, Отто, тренировки | Otto football | Отто играет в детской футбольной команде Ланы, тренировки по вторникам и четвергам в 17:00.
stable_user_context | Отто, школа, третий класс | Otto school | Отто ходит в третий класс немецкой начальной школы в Лане.
stable_user_context | suocera, Rosa, maso | mother-in-law Rosa | La suocera Rosa ha 78 anni e vive al piano terra del maso, con la famiglia.
stable_user_context | fibrillation auriculaire, Rosa, Eliquis | Rosa heart | Rosa a une fibrillation auriculaire et prend de l'Eliquis (apixaban) matin et soir.
stable_user_context | osteoporose, Rosa, queda | Rosa osteoporosis | Rosa tem osteoporose e partiu o pulso numa queda no gelo no inverno passado.
standing_instruction | remedios, Rosa, interacciones | Rosa interactions | Antes de sugerir cualquier remedio o suplemento para Rosa, comprobar las interacciones con el apixabán.
stable_user_context | 어머니, 미숙, 전주 | mother Mi-sook | 사용자의 어머니 미숙은 79세로 전주 한옥마을 근처에 혼자 사신다.
stable_user_context | 보청기, 난청, 어머니 | Mi-sook hearing | 어머니는 난청이 있어서 보청기를 끼시지만 전화 통화를 힘들어하신다.
project_context | 誕生日, 全州, 七月 | mother's 80th | 母の八十歳の誕生日（팔순）のお祝いを全州で開く準備を、弟と一緒に進めている。
recurring_constraint | 生活费, 母亲, 汇款 | money to mother | 她每个月给在全州的母亲汇五十万韩元。
recurring_constraint | звонок, мама, суббота | calls with mother | По субботам в 8 утра она звонит маме в Чонджу по видеосвязи.
stable_user_context | 弟, テヤン, トロント | brother Tae-yang | 弟のテヤン（태양）はトロントの韓国料理店でシェフをしている。
project_context | Торонто, брат, свадьба | Tae-yang wedding | Брат Тхэян женится в Торонто в октябре, и она полетит туда одна.
stable_user_context | amiga, Soledad, Sevilla | friend Soledad | Su mejor amiga, Soledad, es profesora de flamenco en Sevilla; se conocieron de Erasmus en Granada.
project_context | Sevilla, Semana Santa, viaje | Seville trip | En Semana Santa quiere visitar a Soledad en Sevilla con Hana.
stable_user_context | cognata, Veronika, hotel | sister-in-law Veronika | La cognata Veronika, sorella di Florian, gestisce un hotel a Scena sopra Merano.
stable_user_context | dog, Tartufo, Lagotto | dog Tartufo | The family dog Tartufo is a seven-year-old Lagotto Romagnolo.
stable_user_context | эпилепсия, Тартуфо, фенобарбитал | Tartufo epilepsy | У Тартуфо эпилепсия, он получает фенобарбитал утром и вечером.
recurring_constraint | vet, Tartufo, blood test | Tartufo blood tests | Tartufo needs a phenobarbital blood level test every six months at the vet in Meran.
risk_preference | 개, 물가, 목줄 | Tartufo water rule | 발작 위험 때문에 Tartufo는 호수나 개울 근처에서 절대 목줄을 풀지 않는다.
stable_user_context | chat, Mozart, reins | cat Mozart | Le vieux chat Mozart a 15 ans, une insuffisance rénale, et mange des croquettes rénales.
recurring_constraint | 猫, Mozart, 皮下输液 | Mozart fluids | 她每周两次在家给猫Mozart做皮下输液。
stable_user_context | 甲状腺, 橋本病, レボチロキシン | Hashimoto | ユーザーは橋本病で、毎朝レボチロキシン（Euthyrox）を飲んでいる。
stable_user_context | Bandscheibe, Rücken, Heben | back pain | Sie hat einen Bandscheibenvorfall L5/S1 und darf keine schweren Lasten allein heben.
recurring_constraint | fisioterapia, schiena, lunedì | physio | Va dalla fisioterapista a Merano ogni lunedì alle 18 per la schiena.
stable_user_context | acouphènes, oreille, travail | tinnitus | Elle a des acouphènes à l'oreille gauche depuis deux ans, ce qui la gêne pour accorder.
project_context | Busoni, concorso, pianoforti | Busoni competition | Per il Concorso Busoni di Bolzano, a fine agosto, cura l'accordatura dei pianoforti da concerto.
project_context | Bechstein, restauration, hôtel | Bechstein restoration | Elle restaure un piano à queue Bechstein de 1905 pour un hôtel de Merano : nouvelle table d'harmonie et nouveau sommier.
workflow_preference | tuning pitch, 442, temperament | tuning pitch | She tunes orchestra pianos to A = 442 Hz and home pianos to 440 Hz, always in equal temperament.
stable_user_context | Steinway, 音乐厅, 维护 | Kursaal Steinway | 她负责梅拉诺Kursaal音乐厅那台Steinway D的日常维护。
workflow_preference | 湿度, 钢琴, 客户 | humidity advice | 她总是建议客户把放钢琴的房间湿度保持在45%到55%之间。
workflow_preference | entonación, macillos, agujas | voicing | Entona los macillos solo con agujas y nunca usa endurecedor químico.
stable_user_context | 音叉, 調律, アプリ | tuning tools | 調律には音叉と、iPadのアプリTuneLabを併用している。
recurring_constraint | Montag, Werkstatt, Büro | workshop Mondays | Montags bleibt die Werkstatt geschlossen; dann macht sie nur Büroarbeit.
project_context | 공방, 이전, 헛간 | workshop move | 메라노에 있는 공방을 라나 집 옆의 헛간으로 옮기려고 공사 중이다.
project_context | contributo, Provincia, artigiani | craft grant | Sta preparando la domanda di contributo della Provincia per le imprese artigiane, per finanziare il trasloco del laboratorio.
project_context | перевод, настройка, учебник | tuning manual | Она переводит на корейский немецкий учебник по настройке фортепиано.
project_context | apprentice, Lukas, workshop | apprentice Lukas | She is training an apprentice, Lukas, 19, who started in her workshop in September.
workflow_preference | Kunden, Erinnerung, Oktober | customer reminders | Alle Stammkunden bekommen jedes Jahr im Oktober eine Erinnerung, das Klavier stimmen zu lassen.
stable_user_context | van, Fiat Ducato, piano dolly | van | She drives a Fiat Ducato van fitted with a piano dolly and ramps.
risk_preference | trasporto, pianoforti a coda, assicurazione | moving insurance | Non trasporta mai un pianoforte a coda senza l'assicurazione della ditta di traslochi.
stable_user_context | clientes, escolas de música, Musikschule | music school clients | A maior parte dos clientes dela são escolas de música, sobretudo a Musikschule de Merano.
project_context | 中古ピアノ, 輸入, 販売 | used piano import | 日本製の中古アップライトピアノを輸入して販売する計画がある。
project_context | taller, niños, piano | kids piano workshop | En primavera dará un taller para niños sobre cómo funciona un piano por dentro.
stable_user_context | 협회, 조율사, Europiano | Europiano member | 사용자는 유럽 피아노 기술자 협회인 Europiano의 회원이다.
workflow_preference | fatture, commercialista, lunedì | invoicing | Le fatture le gestisce il commercialista, il dottor Kofler, a cui le manda una volta al mese.
workflow_preference | Instagram, Reels, Werkstatt | Instagram | Zweimal pro Woche postet sie kurze Reels aus der Werkstatt auf Instagram.
workflow_preference | 在庫, 弦, Excel | parts stock | 弦やハンマーなどの部品の在庫はExcelで管理している。
project_context | 纪录片, 电视台, Bechstein | TV documentary | 一家意大利电视台想拍她修复那台Bechstein的全过程。
recurring_constraint | 周二, 音乐学院, 调琴 | conservatory Tuesdays | 每周二上午她在博尔扎诺音乐学院给琴房的钢琴调音。
recurring_constraint | dezembro, afinações, concertos | December tunings | Em dezembro não aceita restauros, só afinações, por causa dos concertos de Natal.
standing_instruction | quotes, restoration, VAT | quote format | When drafting quotes for restorations, list parts and hours separately and add 22 % VAT at the end.
stable_user_context | stampante, Brother, ufficio | printer | In ufficio ha una stampante laser Brother che si inceppa spesso.
user_preference | Бах, пианино, Petrof | playing Bach | По вечерам она сама играет Баха на старом пианино Petrof.
user_preference | Skitouren, Winter, Ultental | ski touring | Im Winter geht sie mit Florian auf Skitouren, am liebsten im Ultental.
risk_preference | avalanche, ski touring, danger level | avalanche rule | She never goes ski touring when the avalanche danger level is 3 or higher.
stable_user_context | Garmin, 시계, 스키 | Garmin | 스키 투어를 할 때 Garmin Fenix 7 시계를 찬다.
user_preference | 서예, 붓, 일요일 | calligraphy | 일요일 저녁마다 한국 서예를 한다.
user_preference | 김장, 김치, 11월 | kimchi | 매년 11월에 김장을 해서 지하실의 김치냉장고에 보관한다.
user_preference | хор, церковь, альт | choir | Она поёт альтом в церковном хоре Ланы.
user_preference | Han Kang, romans, lecture | reading | Elle lit surtout Han Kang et les polars de Fred Vargas.
user_preference | huerto, perilla, pepinos | vegetable garden | En el huerto cultiva perilla coreana, pepinos y calabacines.
user_preference | K-drama, Rosa, sottotitoli | K-dramas | La sera guarda i K-drama su Netflix con la suocera Rosa, con i sottotitoli in tedesco.
user_preference | chá, cevada, café | barley tea | Ela não bebe café; prefere chá de cevada coreano (boricha).
user_preference | 音楽, トロット, 運転 | trot music | 車を運転するときは韓国のトロットを聴くのが好きだ。
user_preference | Fujifilm, 高山植物, 写真 | photography | 趣味はFujifilm X-T5で高山植物を撮ることだ。
user_preference | 山小屋, 縦走, 夏 | hut hikes | 夏は家族で山小屋に泊まりながら縦走するのが好きだ。
user_preference | テンジャン, チゲ, 料理 | Korean cooking | 自家製のテンジャンでチゲを作るのが好きだ。
user_preference | Therme, Meran, Sonntag | thermal baths | Einmal im Monat geht sie sonntags in die Therme Meran.
user_preference | вино, лагрейн | wine | Из вин она больше всего любит южнотирольский лагрейн.
user_preference | 乒乓球, Florian, 周五 | table tennis | 她和Florian每周五晚上在村里的体育馆打乒乓球。
user_preference | VTT électrique, week-end | e-MTB | Le week-end, elle fait du VTT électrique autour de Lana.
stable_user_context | languages, Korean, German | languages | She speaks Korean and German fluently, decent Italian, and Spanish from her Erasmus year.
stable_user_context | biologia, Seul, universidade | biology degree | Antes do piano, formou-se em biologia pela Universidade Nacional de Seul.
stable_user_context | vicino, Gruber, mele | neighbour Gruber | Il vicino, il signor Gruber, le porta mele del suo frutteto e lei gli accorda il pianoforte gratis.
stable_user_context | camera, lens, Fujifilm | camera | Her camera kit is a Fujifilm X-T5 with a 100-400 mm lens.
stable_user_context | Thermomix, 厨房 | Thermomix | 厨房里有一台Thermomix TM6，她常用它做酱料。
stable_user_context | ThinkPad, Laptop, Buchhaltung | laptop | Für Buchhaltung und Kundenkartei nutzt sie ein Lenovo ThinkPad.
project_context | cookbook, Korean, German | cookbook | She is writing a German-Korean cookbook of Korean home cooking with South Tyrolean ingredients.
project_context | patentino, bilinguismo, esame | bilingual exam | Studia per il patentino di bilinguismo B2 in italiano, che le serve per un incarico al conservatorio.
project_context | voyage, Corée, juillet | Korea trip | En juillet, toute la famille part trois semaines en Corée : Séoul, puis Jeonju.
project_context | 블로그, 한국어, 조율 | Korean blog | 한국어로 피아노 조율에 관한 블로그를 쓰고 있다.
risk_preference | 대출, 공사, 빚 | no loans | 대출을 싫어해서 공방 이전 같은 큰 지출도 저축과 보조금으로만 해결한다.
risk_preference | investissement, ETF, prudence | investing | Elle place son épargne dans des ETF mondiaux, jamais en actions individuelles.
risk_preference | Bergtouren, Gewitter, Nachmittag | storm rule | Bei Bergtouren im Sommer ist sie wegen der Gewitter immer vor 14 Uhr wieder im Tal.
risk_preference | 电动滑板车, Hana, 安全 | no e-scooter for Hana | 她不让Hana骑电动滑板车上学，觉得山路太危险。
workflow_preference | 견적, 부가세, 가격표 | price list | 가격표는 항상 부가세 별도로 작성한다.
standing_instruction | recettes, glucides, Florian | diabetic recipes | Pour les recettes, toujours indiquer les glucides par portion, à cause du diabète de Florian.
standing_instruction | 户外, Otto, EpiPen | Otto safety | 凡是带Otto去户外的建议，都要提醒随身带EpiPen。
standing_instruction | Hana, Lernplan, Pausen | Hana study plans | Lernpläne für Hana immer in Blöcke von 20 Minuten mit Pausen aufteilen.
standing_instruction | 세금, 이탈리아, 남티롤 | Italian tax | 세금 질문에는 이탈리아(남티롤) 기준으로 답해 달라.
*communication_preference | Deutsch, Antwortsprache | answer language | Antworte auf Deutsch, außer sie schreibt in einer anderen Sprache.
*communication_preference | unità, metriche, Celsius | metric units | Usa solo unità metriche e gradi Celsius.
*communication_preference | 반말, 말투 | casual tone | 반말로 편하게 대답해 주면 좋겠다.
communication_preference | 技術, 箇条書き, 調律 | technical answers | ピアノ技術の質問には、手順を箇条書きで短く答えてほしい。
communication_preference | termos médicos, explicação | medical terms | Quer que os termos médicos sejam explicados em linguagem simples.
communication_preference | юмор, тон | light humour | Ей нравится, когда ответы написаны с лёгким юмором.
project_context | 研修, 浜松, ヤマハ | Hamamatsu training | 浜松のヤマハ本社で行われるピアノ技術研修への参加を準備している。
recurring_constraint | 通院, 甲状腺, 血液検査 | thyroid checks | 三か月ごとにボルツァーノの内分泌科で甲状腺の血液検査を受けている。
risk_preference | 保険, 工房, 火災 | workshop insurance | 工房には火災保険と盗難保険の両方をかけている。
`;
