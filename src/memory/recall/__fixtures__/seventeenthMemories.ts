// The seventeenth blind aboutness set's memories: Han Do-yun, 54, a Korean dental technician with his own lab in Daegu,
// written mostly in Korean, before the recall rules were read. Lines: `type | tags | subject | text` (`*` on the type:
// applies to every answer).

export const SEVENTEENTH_MEMORY_LINES = `
stable_user_context | 치기공사, 기공소, 대구 | dental technician | 사용자는 대구 수성구에서 '하얀치기공소'를 운영하는 치과기공사다.
stable_user_context | 안동, 고향, 출생 | Andong roots | 사용자는 1972년 안동에서 태어났고 스무 살에 대구로 왔다.
stable_user_context | 아내, 루시아, 멕시코 | wife Lucía | 사용자의 아내 루시아(Lucía)는 과달라하라 출신 멕시코인이고 계명대에서 스페인어를 가르친다.
stable_user_context | 갑상선, 루시아, 씬지로이드 | Lucía thyroid | 아내 루시아는 갑상선 기능 저하증이 있어 매일 아침 빈속에 씬지로이드를 먹는다.
stable_user_context | 결혼기념일, 루시아 | anniversary | 루시아와의 결혼기념일은 10월 14일이다.
stable_user_context | 딸, 하늘, 아헨 | daughter Haneul | 딸 하늘이는 21살이고 독일 아헨공대(RWTH)에서 기계공학을 공부한다.
stable_user_context | 아들, 바다, 골키퍼 | son Bada | 아들 바다는 15살 중학교 3학년이고 학교 축구부에서 골키퍼를 한다.
stable_user_context | 1형 당뇨, 바다, 덱스콤 | Bada diabetes | 바다는 1형 당뇨가 있어 인슐린 펌프와 덱스콤 G7 연속혈당측정기를 쓴다.
recurring_constraint | 저혈당, 축구, 바다 | Bada hypo snacks | 바다가 축구할 때는 저혈당에 대비해 포도당 캔디와 주스를 꼭 챙긴다.
recurring_constraint | 혈당 알람, 새벽, 바다 | Bada night alarm | 새벽에 바다의 혈당 알람이 울리면 사용자가 일어나 확인한다.
stable_user_context | 새우, 알레르기, 바다 | Bada shrimp allergy | 바다는 새우 알레르기가 있다.
project_context | 고등학교, 진학, 바다 | Bada high school | 바다는 대구과학고 진학을 목표로 공부하고 있다.
stable_user_context | 아버지, 파킨슨, 레보도파 | father Manseok | 아버지 한만석(82세)은 안동에 혼자 사시고 파킨슨병으로 레보도파를 하루 세 번 드신다.
recurring_constraint | 안동, 격주, 장보기 | visits to Andong | 사용자는 격주 토요일마다 안동에 가서 아버지 장을 봐 드리고 약을 정리해 드린다.
stable_user_context | 어머니, 기일 | late mother | 사용자의 어머니 기일은 음력 3월 12일이고 매년 제사를 지낸다.
stable_user_context | 누나, 은지, 간호사 | sister Eunji | 누나 한은지는 서울아산병원 간호사이고 아버지 약 문제를 자주 상의한다.
stable_user_context | 개, 두부, 진돗개 | dog Dubu | 가족은 진돗개 믹스 두부(7살, 수컷)를 키운다.
stable_user_context | 두부, 슬개골, 탈구 | Dubu kneecap | 두부는 왼쪽 뒷다리 슬개골 탈구 2기라서 계단과 점프를 피하게 한다.
recurring_constraint | 두부, 산책, 신천 | Dubu walks | 두부 산책은 아침 6시와 밤 9시, 신천 둔치에서 한다.
stable_user_context | 고양이, 나폴레옹, 신장병 | cat Napoleon | 고양이 나폴레옹은 12살 코리안 숏헤어이고 만성 신장병이 있어 처방 사료를 먹는다.
recurring_constraint | 나폴레옹, 피하수액 | Napoleon fluids | 나폴레옹은 일주일에 세 번 집에서 피하수액을 맞는다.
stable_user_context | 통풍, 페북소스타트 | gout | 사용자는 통풍이 있어 페북소스타트를 먹고 맥주와 내장류를 피한다.
standing_instruction | 통풍, 음식 추천, 퓨린 | gout diet | 음식이나 술을 추천할 때는 통풍에 맞게 퓨린이 적은 것으로 골라 달라.
stable_user_context | 허리, 디스크 | back disc | 사용자는 요추 4-5번 디스크가 있어 오래 앉아 작업하면 허리가 아프다.
stable_user_context | 이명, 귀, 소음 | tinnitus | 밀링기 소음 때문에 오른쪽 귀에 이명이 있다.
stable_user_context | 노안, 루페, 확대경 | loupes | 노안이 와서 작업할 때 3.5배 루페를 쓴다.
stable_user_context | 지르코니아, 크라운, 밀링기 | zirconia work | 기공소 일의 대부분은 지르코니아 크라운과 브릿지이고 세라밀 모션 2 밀링기로 깎는다.
project_context | 모델 스캐너, 디지털, 3Shape | digital workflow | 3Shape E4 모델 스캐너를 들여와 석고 모형 작업을 디지털 워크플로로 바꾸고 있다.
stable_user_context | 직원, 민수, 세라 | lab staff | 기공소에는 직원 기공사 두 명, 정민수와 오세라가 있다.
recurring_constraint | 납품, 퀵, 오후 4시 | delivery times | 거래 치과 납품은 매일 오후 4시에 퀵으로 나간다.
project_context | 기공소 이전, 임대, 범어동 | lab move | 기공소 임대 계약이 끝나면 범어동으로 옮기는 것을 검토하고 있다.
project_context | 겸임교수, 강의, 보건대 | teaching | 내년 봄학기부터 대구보건대 치기공과에서 겸임교수로 고정성 보철 실습을 가르친다.
workflow_preference | 견적서, 엑셀, 거래명세서 | quotes in Excel | 치과에 보내는 견적서와 거래명세서는 엑셀로 만든다.
stable_user_context | 봉사, 틀니 | denture volunteering | 한 달에 한 번 노숙인 무료 틀니 봉사를 한다.
stable_user_context | 바둑, 타이젬, 3단 | baduk | 취미는 바둑이고 타이젬에서 3단으로 둔다.
stable_user_context | 자전거, 팔공산, 타막 | cycling | 주말에는 로드자전거(스페셜라이즈드 타막)를 타고 팔공산 한티재를 오른다.
project_context | 포니, 복원, 엔진 | Pony restoration | 1986년식 현대 포니2를 복원하는 긴 프로젝트를 하고 있고 엔진 오버홀 단계다.
stable_user_context | 차, 아이오닉, 출퇴근 | car Ioniq | 출퇴근 차는 아이오닉 5다.
stable_user_context | 휴대폰, 갤럭시, 폴드 | phone | 휴대폰은 갤럭시 Z 폴드5다.
project_context | 김장, 배추, 안동 | kimjang | 매년 11월 말 안동 아버지 집에서 배추 60포기로 김장을 한다.
project_context | 팔순, 과달라하라, 여행 | Guadalajara trip | 장모님 팔순에 맞춰 가족 모두 과달라하라에 가는 여행을 계획하고 있다.
project_context | 요리책, 레시피, 루시아 | family cookbook | 루시아와 함께 한국-멕시코 가족 요리책을 만들고 있다(김치 타코, 불고기 몰레 등).
user_preference | 음식, 찜닭, 헛제삿밥 | favourite food | 제일 좋아하는 음식은 안동찜닭과 헛제삿밥이다.
recurring_constraint | 커피, 디카페인, 오후 | decaf after noon | 오후에는 디카페인 커피만 마신다.
user_preference | 술, 안동소주 | soju | 술은 가끔 안동소주 한 잔만 마신다.
user_preference | 음악, 김광석, 포크 | music | 김광석 노래와 7080 포크를 좋아한다.
risk_preference | 투자, 예금, 채권 | conservative investing | 투자는 예금과 채권 위주로 하고 개별 주식이나 코인은 하지 않는다.
stable_user_context | 주택담보대출, 변동금리 | mortgage | 수성구 아파트 주택담보대출이 2억 원 남아 있고 변동금리다.
recurring_constraint | 부가세, 세무사 | VAT filing | 기공소 부가세 신고는 1월과 7월에 하고 세무사는 김 세무사가 맡는다.
project_context | 연금저축, 노후 | pension savings | 연금저축펀드에 매달 50만 원씩 넣는다.
recurring_constraint | 하늘, 생활비, 송금 | money to Haneul | 하늘이에게 매달 900유로를 생활비로 보낸다.
risk_preference | 보험, 실손 | insurance | 가족 실손보험은 유지하고 종신보험은 들지 않는다.
stable_user_context | 가계부, 뱅크샐러드 | budgeting app | 가계부는 뱅크샐러드 앱으로 쓴다.
workflow_preference | 일정, 캘린더, 표 | calendar | 일정은 구글 캘린더에 정리하고, 일정 제안은 표로 보여 달라.
*communication_preference | 한국어, 답변 언어 | answer language | 답은 한국어로 해 달라. 다른 언어로 물으면 그 언어로 답해 달라.
*communication_preference | 존댓말, 말투 | polite speech | 반말 말고 존댓말로 답해 달라.
standing_instruction | 약, 상호작용, 아버지 | drug interactions | 새 약이나 영양제를 물으면 아버지의 레보도파와 상호작용이 있는지도 짚어 달라.
stable_user_context | 하늘, 석사, 독일 | Haneul master | 하늘이는 졸업 후 독일에서 석사까지 할 생각이다.
user_preference | 넷플릭스, 스페인어 드라마 | Netflix | 주말 밤에는 넷플릭스로 스페인어 드라마를 루시아와 함께 본다.
recurring_constraint | 글루카곤, 보건실, 바다 | Bada glucagon | 바다 학교 보건실에 글루카곤 주사를 맡겨 두었다.
stable_user_context | 대장 용종, 내시경 | colonoscopy | 사용자는 2022년에 대장 용종을 떼어 내서 2년마다 대장내시경을 한다.
stable_user_context | Dubu, shedding, brush | Dubu shedding | Dubu sheds heavily twice a year, so they brush him daily with a Furminator.
stable_user_context | suegra, Carmen, Guadalajara | mother-in-law Carmen | La suegra del usuario, Carmen, vive en Guadalajara (Jalisco) y cumple 80 años en enero de 2027.
recurring_constraint | remesa, Wise, suegra | money to Carmen | Cada mes el usuario envía 4.000 pesos a su suegra Carmen por Wise.
stable_user_context | cuñado, Javier, Monterrey | brother-in-law Javier | Su cuñado Javier es mecánico en Monterrey y le da consejos por videollamada sobre el motor del Pony.
user_preference | mole, Navidad, picante | mole | En Navidad Lucía cocina mole poblano; al usuario le gusta con poco picante.
project_context | DELE, español, B2 | learning Spanish | El usuario estudia español con Lucía (nivel B1) y quiere aprobar el DELE B2 en mayo.
communication_preference | español, corrección | Spanish corrections | Cuando escribe en español, corrígele los errores al final de la respuesta.
stable_user_context | salsa, Lucía, viernes | Lucía salsa | Lucía da clases de salsa los viernes por la noche en un centro cultural de Daegu.
project_context | vuelos, escala, Guadalajara | flights to Mexico | Para el viaje a Guadalajara buscan vuelos Incheon–Los Ángeles–Guadalajara con escala corta.
stable_user_context | Haneul, Aachen, WG | Haneul flat | Haneul wohnt in Aachen in einer WG in der Pontstraße.
project_context | Sperrkonto, Visum, Haneul | blocked account | Für Haneuls Visum liegt ein Sperrkonto bei Fintiba mit 11.904 Euro.
project_context | Praktikum, Bosch, Haneul | Haneul internship | Haneul sucht ein Pflichtpraktikum für Sommer 2027, am liebsten bei Bosch oder ZF.
stable_user_context | Heuschnupfen, Cetirizin, Haneul | Haneul hay fever | Haneul hat Heuschnupfen und nimmt im Frühling Cetirizin.
stable_user_context | Ceramill, Wartung, Amann Girrbach | milling service | Die Ceramill-Fräse wird vom Amann-Girrbach-Service in Seoul gewartet, immer im März.
project_context | Weihnachten, Aachen, Besuch | Christmas in Aachen | Die Eltern besuchen Haneul zu Weihnachten 2026 in Aachen.
user_preference | Bier, alkoholfrei, Weizen | alcohol-free beer | Wenn er Bier trinkt, dann nur ein alkoholfreies Weizen.
stable_user_context | 大阪, 技工所, 修行 | Osaka years | ユーザーは20代に大阪の歯科技工所で3年間働いた。
project_context | セミナー, 大阪, ポーセレン | porcelain seminar | 11月に大阪で開かれるポーセレン築盛セミナーに申し込んでいる。
stable_user_context | 恩師, 田中, 大阪 | mentor Tanaka | 大阪時代の師匠の田中先生とは今も年賀状をやり取りしている。
user_preference | ノリタケ, 陶材 | Noritake porcelain | 陶材はノリタケのCZRを愛用している。
user_preference | 温泉, 有馬 | onsen | 日本旅行では有馬温泉が好きだ。
user_preference | 囲碁, 棋譜, 井山 | go records | 日本のプロの棋譜、特に井山裕太の対局をよく並べる。
stable_user_context | e.max, lithium disilicate, anterior | e.max | For anterior crowns he presses Ivoclar IPS e.max lithium disilicate.
stable_user_context | Omnipod, pump, Bada | Bada pump | Bada's insulin pump is an Omnipod 5 linked to his Dexcom.
workflow_preference | answers, numbered steps | numbered steps | Keep answers short and give steps as a numbered list.
project_context | website, English, foreign dentists | lab website | He is writing an English page for the lab's website to win orders from foreign dentists in Daegu.
user_preference | podcasts, history, Korean War | history podcasts | He listens to English podcasts on the Korean War while cycling.
recurring_constraint | cycling club, Sunday | cycling club | Every Sunday at 7 am he rides with the Suseong cycling club.
stable_user_context | 针灸, 腰椎间盘 | acupuncture | 用户每两周去做一次针灸，治疗腰椎间盘突出。
user_preference | 普洱茶, 紫砂壶 | pu-erh | 用户喜欢喝普洱茶，家里有一把紫砂壶。
project_context | 上海, 口腔展 | Shanghai dental fair | 用户每年都去上海参加国际口腔展。
stable_user_context | 氧化锆, 供应商, 爱尔创 | zirconia supplier | 氧化锆瓷块从深圳的供应商爱尔创（Aidite）进货。
stable_user_context | Napoléon, chat, prénom | Napoleon name | Le chat s'appelle Napoléon parce que, chaton, il était petit et autoritaire.
stable_user_context | Lucía, Toulouse, français | Lucía French | Lucía a fait un master à Toulouse et parle couramment français.
project_context | Paris, escale, décembre | Paris stopover | En allant à Aix-la-Chapelle, la famille passera deux jours à Paris en décembre 2026.
recurring_constraint | sommeil, horaires | sleep hours | L'utilisateur se couche à 22 h et se lève à 5 h 30.
user_preference | vin, Bordeaux | red wine | Quand il boit du vin, c'est un verre de bordeaux léger.
stable_user_context | Rafael, São Paulo, protético | friend Rafael | O amigo Rafael, protético em São Paulo, conheceu o usuário na feira IDS em Colônia.
project_context | IDS, Colônia, fresadora | IDS fair | O usuário vai à IDS em Colônia em março de 2027 para ver fresadoras de 5 eixos.
user_preference | futebol, Daegu FC | Daegu FC | Torce pelo Daegu FC e vai aos jogos com o filho.
stable_user_context | сосед, Олег, автомеханик | neighbour Oleg | Сосед по площадке, Олег из Владивостока, автомеханик и помогает с ремонтом «Пони».
user_preference | баня, чимчильбан | jjimjilbang | По воскресеньям вечером пользователь ходит в чимчильбан.
stable_user_context | русский язык, Бада, школа | Bada Russian | Бада учит в школе русский язык как второй иностранный.
recurring_constraint | давление, утро, измерение | blood pressure | Каждое утро пользователь меряет давление; обычно около 140/90.
stable_user_context | modellini, scala, auto | model cars | L'utente colleziona modellini in scala 1:18 di auto italiane degli anni Ottanta.
project_context | Toscana, anniversario, viaggio | Tuscany anniversary | Per i 25 anni di matrimonio, nel 2028, vuole portare Lucía in Toscana.
user_preference | caffè, moka, Bialetti | moka | Al mattino prepara il caffè con una moka Bialetti.
stable_user_context | Marco, Bologna, odontotecnico | colleague Marco | Il collega Marco Bellini, odontotecnico a Bologna, gli manda consigli sulla stratificazione.
`;
