// The eighteenth blind aboutness set's memories: Vera, 49, a Russian sailmaker from Arkhangelsk with her own sail loft
// in Tivat, Montenegro, married to a Portuguese skipper; written before the recall rules were read. Lines:
// `type | tags | subject | text` (`*` on the type: applies to every answer).

export const EIGHTEENTH_MEMORY_LINES = `
stable_user_context | парусный мастер, мастерская, Тиват | sail loft | Пользовательница — парусный мастер, у неё своя мастерская «Sokol Sails» в Тивате, в Черногории, рядом с мариной Porto Montenegro.
stable_user_context | Архангельск, родина, Поморье | Arkhangelsk roots | Вера родилась в Архангельске в 1977 году и выросла в семье помора-рыбака.
stable_user_context | Петербург, учёба, Макаровка | St Petersburg years | Училась в Петербурге в Макаровке на судоводителя, потом десять лет шила паруса на Крестовском острове.
stable_user_context | муж, Руй, шкипер | husband Rui | Муж Руй (Rui Almeida) — португалец из Авейру, шкипер чартерных яхт.
stable_user_context | Руй, диабет, метформин | Rui diabetes | У Руя диабет второго типа, он принимает метформин по 1000 мг два раза в день.
stable_user_context | сын, Тёма, Порту | son Tyoma | Сын Тимофей (Тёма), 19 лет, учится на океанографии в Университете Порту.
recurring_constraint | Тёма, перевод, жильё | Tyoma allowance | Каждый месяц она переводит Тёме 600 евро на жильё и еду.
stable_user_context | дочь, Лиза, гимнастика | daughter Liza | Дочь Лиза (Лизонька), 12 лет, занимается художественной гимнастикой в Тивате.
stable_user_context | Лиза, дерматит, Протопик | Liza eczema | У Лизы атопический дерматит: мажется такролимусом (Протопик) и эмолентами, шерсть ей нельзя.
project_context | Лиза, соревнования, Белград | Liza competition | В марте у Лизы соревнования по художественной гимнастике в Белграде, программа с лентой.
stable_user_context | мама, Тамара, Архангельск | mother Tamara | Мама, Тамара Петровна, 78 лет, живёт одна в Архангельске.
stable_user_context | мама, варфарин, МНО, аритмия | Tamara warfarin | У мамы мерцательная аритмия, она пьёт варфарин, МНО проверяют раз в месяц.
recurring_constraint | сиделка, мама, деньги | Tamara carer | Вера платит маминой сиделке Наде 30 000 рублей в месяц.
recurring_constraint | звонок, мама, время | calls with mother | Звонит маме каждый день в 19:00 по Москве, это 17:00 по Тивату.
stable_user_context | брат, Олег, Мурманск, ледокол | brother Oleg | Старший брат Олег — механик на атомном ледоколе, живёт в Мурманске.
stable_user_context | отец, рыбак, умер | late father | Отец, Николай, был рыбаком на траулере; он умер в 2009 году.
stable_user_context | собака, Якорь, джек-рассел | dog Yakor | Собаку зовут Якорь — джек-рассел-терьер, 7 лет, ходит с ними на яхте.
stable_user_context | Якорь, надколенник, ветеринар | Yakor kneecap | У Якоря вывих надколенника на левой задней лапе; ветеринар сказал: никаких прыжков с высоты.
stable_user_context | кот, Пушкин, сибирский | cat Pushkin | Кот Пушкин — сибирский, 10 лет, рыжий и очень пушистый.
stable_user_context | Пушкин, почки, корм | Pushkin kidneys | У Пушкина хроническая болезнь почек, он ест лечебный корм Renal.
stable_user_context | яхта, Чайка, Bavaria | boat Chaika | У семьи парусная яхта Bavaria 34 2004 года по имени «Чайка», стоит в марине Калимания в Тивате.
project_context | Чайка, ремонт, тик | Chaika refit | На «Чайке» идёт ремонт: меняют тиковую палубу и ставят новый грот.
project_context | кеч, Вега, гафельные паруса | Vega sails | Главный проект года — полный комплект гафельных парусов для классического кеча «Вега» 1936 года, сдача в мае.
project_context | книга, поморские паруса, кочи | Pomor sails book | Вера пишет книгу о парусах поморских кочей по архивам Архангельска.
stable_user_context | щитовидка, Эутирокс, гипотиреоз | hypothyroidism | У неё гипотиреоз (Хашимото), пьёт Эутирокс 75 мкг натощак.
stable_user_context | спина, грыжа, поясница | back hernia | У неё грыжа диска L5–S1 — от работы на полу над парусами.
recurring_constraint | спина, вес, рулоны | no heavy lifting | Из-за спины она не поднимает больше 15 кг: рулоны ткани носят вдвоём.
stable_user_context | запястье, туннельный синдром, ортез | carpal tunnel | У неё туннельный синдром правого запястья, ночью она носит ортез.
user_preference | моржевание, море, зима | winter swimming | Купается в море круглый год, зимой тоже — привычка из Архангельска.
user_preference | грибы, Дурмитор, осень | mushroom picking | Осенью ездит за грибами на Дурмитор, собирает белые и лисички.
user_preference | хор, пение, Котор | choir | Поёт альтом в русском церковном хоре в Которе.
user_preference | Довлатов, книги, Kindle | reading | Любит Довлатова и Улицкую, читает на Kindle.
user_preference | рыбник, треска, северная кухня | northern cooking | Готовит по-северному: рыбники, пельмени с треской, шаньги.
user_preference | баня, веники, суббота | banya | По субботам ходит в баню к друзьям в Радовичи, берёт дубовые веники.
user_preference | вязание, свитер, узор | knitting | Вяжет свитера с поморским узором — мужу и сыну.
stable_user_context | машина, Дачия, Дастер | car Duster | Ездит на Dacia Duster 2018 года, дизель.
stable_user_context | швейная машина, Pfaff, Sailrite | sewing machines | В мастерской две машины: промышленная Pfaff 545 и переносная Sailrite LSZ-1 для работы прямо на яхтах.
stable_user_context | ипотека, мастерская, банк | loft mortgage | Помещение мастерской куплено в ипотеку в CKB-банке: 140 000 евро под 6,2 %, платёж 1 180 € в месяц.
recurring_constraint | налоги, предузетник, НДС | taxes | Она зарегистрирована в Черногории как предузетник (ИП), платит НДС 21 % и сама подаёт годовую налоговую декларацию.
stable_user_context | помощник, Милош | assistant Milos | В мастерской работает помощник Милош, 24 года, черногорец.
user_preference | парусина, дакрон, поставщики | sailcloth | Ткань заказывает у Challenge Sailcloth и Dimension-Polyant, предпочитает плотный дакрон.
standing_instruction | единицы, метры, узлы | units | В технических ответах: длины в метрах, ветер в узлах, площадь парусов в м².
*standing_instruction | язык, ответы, русский | answer language | Отвечать по-русски, даже если вопрос задан на другом языке (кроме писем клиентам).
standing_instruction | письма, клиенты, тон | client letters | Письма клиентам писать на языке клиента, вежливо и коротко, без смайликов.
project_context | Азорские острова, переход, Руй | Azores passage | Летом 2027 года они с Руем хотят дойти на «Чайке» до Азорских островов.
project_context | экзамен, RYA, Yachtmaster | Yachtmaster exam | Её цель — диплом RYA Yachtmaster Offshore, она учится на него по вечерам.
project_context | Португалия, переезд, Авейру | move to Portugal | Они решили со временем переехать в Авейру, поближе к родне Руя.
user_preference | португальский, репетитор | learning Portuguese | Учит португальский по субботам с репетитором онлайн, уровень B1.
stable_user_context | подруга, Света, Будва | friend Sveta | Лучшая подруга — Света, у неё кафе в Будве.
user_preference | кофе, турка | coffee | Пьёт кофе только из турки и без сахара.
stable_user_context | аллергия, пенициллин | penicillin allergy | У неё аллергия на пенициллин (крапивница).
stable_user_context | очки, зрение | glasses | Носит прогрессивные очки, для шитья — отдельные, +2,5.
user_preference | кино, советские фильмы, пятница | films | По пятницам смотрят старое советское кино — «Солярис», «Берегите женщин».
stable_user_context | телефон, Xiaomi | phone | Телефон у неё Xiaomi Redmi Note 12.
risk_preference | сбережения, вклады, крипта | savings | Сбережения держит на вкладах в евро; в акции и крипту не вкладывает.
stable_user_context | customers, superyachts, canvas | superyacht clients | Many of her customers are superyacht crews in Porto Montenegro who need canvas work: biminis, covers and cushions.
user_preference | regatta, racing, winter series | regatta | She races Chaika in the Tivat winter regatta series with Rui and Milos.
stable_user_context | nephew, Gleb, Oleg | nephew Gleb | Her brother Oleg's son Gleb, 15, wants to spend the summer with them in Montenegro.
project_context | website, Instagram, loft | website | She is rebuilding the Sokol Sails website and posts her sail repairs on Instagram.
stable_user_context | insurance, loft, fire | loft insurance | The loft is insured with Lovćen Osiguranje; the policy excludes customer sails left longer than 60 days.
user_preference | podcasts, maritime history | podcasts | She listens to maritime history podcasts while she cuts sails.
recurring_constraint | Rui, charter, season | Rui charter season | From May to October Rui is away on charters most weeks and comes home on Sundays.
stable_user_context | Liza, school, English | Liza school | Liza goes to an international school in Tivat where she is taught in English.
user_preference | dinghy, Laser, Tyoma | Tyoma sailing | Tyoma sails a Laser dinghy at the university sailing club in Porto.
stable_user_context | 客户, 王先生, 游艇 | Chinese client | 用户有一位中国客户王先生，他在蒂瓦特有一艘游艇，订了一套新帆。
user_preference | 茶, 普洱 | tea | 用户晚上喜欢喝普洱茶。
stable_user_context | 牙, 种植牙, 复查 | dental implant | 用户去年在波德戈里察种了一颗牙，还要去复查。
project_context | 裁布机, 预算 | cutting plotter | 用户在考虑给工作室买一台自动裁布机，预算两万欧元。
stable_user_context | 丽莎, 近视, 角膜塑形镜 | Liza myopia | 女儿丽莎近视，晚上戴角膜塑形镜。
user_preference | 普拉提, 腰 | pilates | 为了腰，用户每周做两次普拉提。
user_preference | 日本, 旅行, 江ノ島 | Japan trip | 2019年に家族で日本を旅行し、江ノ島でヨットハーバーを見た。
user_preference | はさみ, 裁断 | shears | 帆の裁断には日本製の裁ちばさみ（庄三郎）を使っている。
recurring_constraint | プーシキン, 点滴, 腎臓 | Pushkin fluids | 猫のプーシキンには週3回、皮下点滴をしている。
user_preference | 夫, ルイ, 生魚 | Rui fish | 夫のルイは生魚が苦手で、寿司は食べない。
recurring_constraint | 早起き, 工房 | early riser | 毎朝5時に起きて、6時には工房を開ける。
user_preference | フィルムカメラ, ゼニット | film camera | 古いソ連のカメラ「ゼニット」でフィルム写真を撮るのが趣味。
user_preference | 리자, K팝, 한국어 | Liza K-pop | 딸 리자는 K팝을 좋아해서 한국어를 혼자 배우고 있다.
user_preference | 양배추, 발효 | sauerkraut | 사용자는 겨울마다 양배추를 직접 절여 발효시킨다.
stable_user_context | 남편, 루이, 반월판 | Rui meniscus | 남편 루이는 작년에 무릎 반월판 수술을 받았다.
recurring_constraint | 혈당, 남편, 저녁 | low-carb dinners | 남편 혈당 때문에 저녁에는 탄수화물을 적게 먹는다.
user_preference | 드라마, 넷플릭스 | K-drama | 사용자는 자기 전에 한국 드라마를 본다.
project_context | 차이카, 리깅, 교체 | Chaika rigging | 차이카의 스탠딩 리깅을 올봄에 교체해야 한다.
stable_user_context | Kunde, Hamburg, Segel | German client | Ein Stammkunde, Herr Brandt aus Hamburg, lässt jedes Jahr seine Segel bei ihr waschen und prüfen.
user_preference | Nähgarn, Tenara, UV | thread | Sie näht UV-beständig mit Tenara-Garn von Gore.
project_context | Messe, boot, Düsseldorf | boot fair | Im Januar fährt sie zur Messe boot in Düsseldorf, um Tuchlieferanten zu treffen.
project_context | Tjoma, Erasmus, Kiel | Tyoma Kiel | Tjoma plant ein Erasmus-Semester an der Uni Kiel.
user_preference | Wandern, Lovćen, Hund | hiking Lovcen | Sie wandert gern auf dem Lovćen, mit ihrem Hund Jakor.
stable_user_context | Steuerberater, Buchhaltung | accountant | Ihre Buchhaltung macht ein Steuerberater in Podgorica, Herr Vuković, für 80 € im Monat.
stable_user_context | client, spi, First 40 | French client | Un client français, Jean-Marc, lui a commandé un spi asymétrique pour son First 40.
user_preference | vin, Vranac | wine | Elle aime le vin rouge monténégrin, surtout le Vranac.
stable_user_context | stage, voilerie, La Rochelle | La Rochelle training | En 2025, elle a fait un stage de trois semaines dans une voilerie de La Rochelle.
stable_user_context | Lisa, orthodontie, appareil | Liza braces | Lisa porte un appareil dentaire depuis septembre ; l'orthodontiste est à Kotor.
user_preference | citronnier, tomates, cour | lemon tree | Elle a un citronnier et des tomates dans la cour de l'atelier.
recurring_constraint | dimanche, atelier, appels | Sunday closed | L'atelier est toujours fermé le dimanche et elle ne prend jamais d'appels de clients le dimanche.
stable_user_context | Tioma, novia, Inés | Tyoma girlfriend | La novia de Tioma, Inés, es de Vigo y estudia biología marina.
user_preference | tango, baile, jueves | tango | Los jueves va a clases de tango en Kotor con Rui.
stable_user_context | vitamina D, invierno | vitamin D | Tiene déficit de vitamina D y toma 2000 UI al día en invierno.
project_context | toldos, restaurante, Kotor | awning order | Está haciendo los toldos para el restaurante Galion de Kotor; la entrega es en junio.
user_preference | música, Vysotski, Zemfira | music | Le encanta Vysotski y escucha a Zemfira en el taller.
recurring_constraint | anticipo, clientes, pago | deposit rule | Siempre pide un anticipo del 50 % antes de cortar la tela.
stable_user_context | sogra, Fátima, Alzheimer | mother-in-law Fatima | A sogra, Dona Fátima, vive em Aveiro e tem Alzheimer em fase inicial.
user_preference | bacalhau, Natal | Christmas bacalhau | No Natal fazem bacalhau à Gomes de Sá com a família do Rui.
project_context | Tioma, bolsa, universidade | Tyoma scholarship | O Tioma candidatou-se a uma bolsa de mérito da Universidade do Porto para o segundo ano.
stable_user_context | cunhado, Nuno, moliceiro | brother-in-law Nuno | O cunhado Nuno é pescador na Torreira e tem um moliceiro antigo.
user_preference | fado, Mariza | fado | Gosta de fado, sobretudo da Mariza.
project_context | terreno, Aveiro, casa | Aveiro plot | Compraram um terreno perto de Aveiro por 45 mil euros para construir uma casa.
stable_user_context | cliente, Trieste, Barcolana | Italian client | Un cliente di Trieste, il signor Rossi, le ha ordinato un genoa nuovo per la Barcolana di ottobre.
user_preference | opera, Arena, Verona | opera | Ama l'opera: ogni estate va all'Arena di Verona con l'amica Sveta.
stable_user_context | affitto, appartamento, Tivat | rented flat | La famiglia vive in affitto in un appartamento a Tivat, 850 euro al mese, vicino al mare.
recurring_constraint | tiroide, TSH, esami | thyroid tests | Ogni sei mesi fa gli esami della tiroide (TSH) a Cattaro.
project_context | Miloš, patente nautica | Milos licence | Miloš studia per la patente nautica e lei gli paga metà del corso.
`;
