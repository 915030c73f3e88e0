// The twenty-second blind aboutness set's memories: Rogelio Peña Olvera ("Roger"), 38, a baker from Puebla with his
// own bakery, married to an Italian teacher from Turin; written before the recall rules were read, half of them in
// Spanish as written in Mexico. Lines: `type | tags | subject | text` (`*` on the type: applies to every answer).

export const TWENTY_SECOND_MEMORY_LINES = `
stable_user_context | panadería, pan, negocio | bakery | El usuario es panadero y tiene su propia panadería, "Panadería San Rafa", en el barrio de Santiago en Puebla.
stable_user_context | Puebla, colonia La Paz, casa | house La Paz | Rogelio vive con su familia en una casa de dos pisos en la colonia La Paz, en Puebla.
stable_user_context | esposa, Giulia, Italia | wife Giulia | Su esposa Giulia es italiana, de Turín, y da clases de italiano en la Dante Alighieri de Puebla.
stable_user_context | Giulia, celiaca, gluten | Giulia celiac | Giulia es celiaca: no puede comer nada con gluten, ni siquiera el pan de la panadería.
project_context | pan sin gluten, Giulia, línea | gluten-free line | Quiere sacar una línea de pan sin gluten pensando en Giulia y venderla en la panadería a partir de 2027.
stable_user_context | hijo, Leo, secundaria | son Leo | Su hijo Leonardo (Leo) tiene 12 años y va en primero de secundaria.
stable_user_context | Leo, diabetes tipo 1, insulina | Leo diabetes | Leo tiene diabetes tipo 1: se pone insulina glargina en la noche y lispro con cada comida, y lo ven en el Hospital para el Niño Poblano.
stable_user_context | Leo, sensor, FreeStyle Libre | Leo sensor | Leo trae un sensor FreeStyle Libre en el brazo y los papás ven su glucosa en el celular.
recurring_constraint | Leo, futbol, entrenamiento | Leo soccer | Leo entrena futbol en la escuelita del Club Puebla los martes y jueves en la tarde.
stable_user_context | hija, Chiquis, Ximena | daughter Chiquis | Su hija Ximena, a la que todos le dicen la Chiquis, tiene 6 años y va en primero de primaria.
stable_user_context | Chiquis, asma, salbutamol | Chiquis asthma | La Chiquis tiene asma: usa salbutamol con aerocámara cuando se agita y Montelukast en la noche; la atienden en la UMF del IMSS.
recurring_constraint | Chiquis, folklórico, sábado | Chiquis folklorico | Los sábados en la mañana la Chiquis toma clase de ballet folklórico en la Casa de Cultura.
user_preference | Chiquis, Bluey, caricaturas | Chiquis Bluey | A la Chiquis le encanta Bluey y todo lo que tenga perritos.
stable_user_context | papá, Don Beto, presión alta | father Don Beto | Su papá, Don Beto, tiene 72 años, es maestro jubilado, tiene presión alta y toma losartán que le dan en el ISSSTE.
project_context | Don Beto, cataratas, ISSSTE | Don Beto cataracts | A Don Beto lo van a operar de cataratas del ojo izquierdo en el ISSSTE en 2027.
stable_user_context | mamá, Doña Chela, diabetes | mother Dona Chela | Su mamá, Doña Chela, tiene 68 años, diabetes tipo 2 y toma metformina (Dabex) que le dan en el IMSS.
recurring_constraint | Doña Chela, mole, Día de Muertos | family mole | Cada Día de Muertos Doña Chela hace mole poblano para toda la familia y Rogelio lleva el pan de muerto.
stable_user_context | perra, Canela, mestiza | dog Canela | Tienen una perrita mestiza color canela que se llama Canela, de 5 años, adoptada en un albergue de Cholula.
stable_user_context | Canela, cadera, displasia | Canela hips | Canela tiene displasia de cadera y toma meloxicam para perro cuando le duele.
stable_user_context | gato, Mole, negro | cat Mole | El gato negro de la casa se llama Mole; le puso así Leo porque es del color del mole.
recurring_constraint | Mole, croquetas, urinarias | Mole urinary food | Mole solo come croquetas urinarias porque tuvo cristales en la orina.
stable_user_context | camioneta, NP300, reparto | van La Burra | Reparte el pan en una camioneta Nissan NP300 blanca 2016 a la que le dicen "La Burra".
recurring_constraint | verificación, camioneta, semestre | van smog check | La Burra tiene que pasar la verificación vehicular cada semestre y ya le toca en enero.
stable_user_context | compadre, Memo, taller mecánico | compadre Memo | Su compadre Memo tiene un taller mecánico en la 14 Sur y es el que le arregla La Burra.
stable_user_context | moto, Italika, Chapulín | motorbike Chapulin | Tiene una moto Italika FT150 roja que se llama "El Chapulín", por el Chapulín Colorado.
stable_user_context | guitarra, Chente, rancheras | guitar Chente | Tiene una guitarra que se llama "Chente", por Vicente Fernández, y le gusta cantar rancheras.
recurring_constraint | banda, amigos, viernes | friends banda | Los viernes en la noche ve el futbol con la banda de la prepa en la cantina La Pasita.
stable_user_context | maestro panadero, Don Chava, madrugada | baker Don Chava | El maestro panadero Don Chava hace el turno de la madrugada, desde las 3 de la mañana.
stable_user_context | ayudante, el Chino, Brandon | helper el Chino | Su ayudante Brandon, al que le dicen "el Chino" por su pelo chino, tiene 19 años y está aprendiendo el oficio.
recurring_constraint | horno, gas, mantenimiento | oven upkeep | Al horno de piso de gas le da mantenimiento cada tres meses un técnico de San Martín Texmelucan.
project_context | horno rotativo, crédito, BBVA | new oven loan | Sacó un crédito PyME con BBVA de 380 mil pesos para un horno rotativo; paga 11,500 pesos al mes.
recurring_constraint | cemitas, pedido, diario | cemita order | Todos los días le surte 200 panes de cemita a Cemitas Las Poblanitas del mercado del Carmen.
recurring_constraint | tianguis, Cholula, domingo | Cholula stall | Los domingos pone un puesto de pan de masa madre en el tianguis de Cholula.
user_preference | masa madre, conchas, receta | sourdough concha | Su pan favorito son las conchas de masa madre; a su masa madre le dice "La Doña".
recurring_constraint | rosca de reyes, enero, pedidos | rosca season | En la temporada de rosca de reyes casi no duerme por tantos pedidos.
stable_user_context | harina, proveedor, bultos | flour supplier | Compra la harina en bultos de 44 kilos con un distribuidor de la Central de Abasto de Puebla.
user_preference | pan de muerto, azahar, abuelo | pan de muerto | Su pan de muerto lleva agua de azahar y ralladura de naranja, con la receta de su abuelo.
user_preference | tienditas, Bimbo, reparto | corner stores | Le surte pan a tres tienditas del barrio, donde compite con el camión de Bimbo.
project_context | sucursal, Cholula, local | second branch | Quiere abrir una segunda sucursal en San Pedro Cholula en 2028.
project_context | pedidos en línea, Rappi, DiDi Food | online orders | Quiere empezar a vender el pan por Rappi y DiDi Food.
stable_user_context | rinitis, harina, alergia | flour rhinitis | Tiene rinitis alérgica por el polvo de harina y usa cubrebocas cuando amasa.
stable_user_context | gota, ácido úrico, alopurinol | gout | Tiene gota por el ácido úrico alto y toma alopurinol; si come mucha carne roja le duele el dedo gordo del pie.
stable_user_context | Infonavit, crédito, casa | Infonavit loan | La casa la está pagando con un crédito Infonavit y le faltan 14 años.
risk_preference | CETES, ahorro, inversión | CETES savings | Ahorra 3 mil pesos al mes en Cetesdirecto y no le entra ni a criptos ni a la bolsa.
recurring_constraint | tanda, mercado, quincena | tanda | Está en una tanda con las señoras del mercado: pone mil pesos cada quincena.
user_preference | Club Puebla, La Franja, estadio | Puebla fan | Es aficionado del Club Puebla (La Franja) y va al estadio Cuauhtémoc con Leo.
user_preference | lucha libre, Arena Puebla | lucha libre | Le encanta ir a la lucha libre a la Arena Puebla los lunes.
project_context | medio maratón, correr, Puebla | half marathon | Está entrenando para correr el Medio Maratón de Puebla en 2027.
project_context | italiano, CILS, B1 | learning Italian | Está aprendiendo italiano para platicar con sus suegros y quiere pasar el CILS B1 en 2027.
project_context | viaje, Turín, suegros | Turin trip | En julio de 2027 va toda la familia a Turín a visitar a los papás de Giulia.
project_context | La Paz, Baja California Sur, tiburón ballena | La Paz trip | Sueña con ir a La Paz, Baja California Sur, a nadar con el tiburón ballena.
recurring_constraint | súper, Soriana, quincena | Soriana shopping | Hacen el súper en la Soriana de la colonia cada quincena.
recurring_constraint | ceniza, Popocatépetl, techo | volcano ash | Cuando el Popocatépetl echa ceniza tienen que barrer el techo y tapar los costales de harina.
user_preference | café de olla, piloncillo, mañana | cafe de olla | Su café de siempre es el café de olla con piloncillo y canela.
user_preference | chiles en nogada, temporada | chiles en nogada | Su platillo favorito son los chiles en nogada de temporada.
user_preference | tacos árabes, domingo, cena | tacos arabes | Los domingos en la noche cenan tacos árabes en familia.
recurring_constraint | siesta, madrugada, horario | sleep schedule | Se levanta a las 3:30 de la mañana para el pan y se echa una siesta después de comer.
stable_user_context | hermana, Lety, Pachuca | sister Lety | Su hermana Lety vive en Pachuca con su esposo y sus dos hijos.
standing_instruction | costos, pesos, MXN | prices in pesos | Cuando le calcules costos, pon las cantidades en pesos mexicanos (MXN) y los pesos en kilos.
*standing_instruction | idioma, respuestas, español | answer language | Contéstale siempre en español de México y de tú, sin formalidades.
standing_instruction | WhatsApp, clientes, mensajes | client WhatsApp | Los mensajes para clientes por WhatsApp deben ser cortos, amables y con el precio claro.
stable_user_context | celular, Motorola, Instagram | phone | Usa un celular Motorola y sube las fotos del pan al Instagram de la panadería.
stable_user_context | Cordon Bleu, pastry, course | pastry diploma | He took a one-year pastry course at Le Cordon Bleu in Mexico City in 2012.
stable_user_context | Giulia, Oaxaca, met | how they met | He met Giulia in Oaxaca in 2010, when she was backpacking through Mexico.
user_preference | Bake Off, baking shows, TV | baking shows | He watches The Great British Bake Off with the kids on Sunday evenings.
stable_user_context | Leo, Minecraft, Nintendo Switch | Leo gaming | Leo plays Minecraft on a Nintendo Switch and is only allowed on weekends.
recurring_constraint | Leo, hypoglycemia, juice | Leo hypo kit | Leo always carries glucose tablets and a juice box in his backpack in case of a low.
stable_user_context | brother, Toronto, construction | brother Tony | His younger brother Tony works in construction in Toronto and sends money home every month.
project_context | solar water heater, roof, gas bill | solar heater | He wants to put a solar water heater on the roof to cut the gas bill.
user_preference | cumbia, Los Ángeles Azules, Spotify | cumbia | He listens to Los Ángeles Azules on Spotify while he bakes.
stable_user_context | wedding cakes, orders, weekends | wedding cakes | He also makes wedding cakes to order, about two a month.
recurring_constraint | Giulia, cross-contamination, kitchen | gluten-free kitchen | At home Giulia has her own toaster and cutting boards because of cross-contamination with flour.
user_preference | craft beer, IPA, Cholula | craft beer | He likes IPAs from a small craft brewery in Cholula.
stable_user_context | accountant, SAT, RESICO | accounting | He keeps the bakery accounts in Excel and his accountant files the SAT taxes under RESICO every month.
stable_user_context | suocera, Franca, Parkinson | mother-in-law Franca | La suocera Franca vive a Torino, ha il Parkinson e prende il Sinemet.
stable_user_context | suocero, Piero, FIAT | father-in-law Piero | Il suocero Piero ha lavorato trent'anni alla FIAT di Mirafiori ed è in pensione.
recurring_constraint | Giulia, videochiamata, domenica | Giulia calls Turin | Ogni domenica sera Giulia fa una videochiamata con i genitori a Torino.
user_preference | Giulia, Torino, calcio | Giulia Toro fan | Giulia tifa per il Torino, "il Toro", e non sopporta la Juventus.
project_context | Giulia, libro, ricette senza glutine | Giulia cookbook | Giulia sta scrivendo un libro di ricette messicane senza glutine.
user_preference | pizza, sabato, lievito madre | pizza Saturdays | Il sabato sera fa la pizza in casa con Giulia, con il lievito madre.
stable_user_context | Giulia, emicrania, Maxalt | Giulia migraine | Giulia soffre di emicrania e quando le viene prende il Maxalt.
stable_user_context | bambini, italiano, bilingue | kids Italian | Leo e la Chiquis parlano italiano con la mamma e spagnolo con il papà.
user_preference | caffè, moka, Bialetti | moka | Giulia beve solo caffè fatto con la moka Bialetti; il caffè di olla non le piace.
project_context | panettone, Natale, lievitati | panettone | Vuole imparare a fare il panettone artigianale per venderlo a Natale.
recurring_constraint | Giulia, lezioni, sera | Giulia evening classes | Giulia insegna alla Dante Alighieri il lunedì, il mercoledì e il venerdì sera.
stable_user_context | Kantine, Brötchen, Zulieferer | VW canteen | Er beliefert die Kantine eines VW-Zulieferers in Puebla mit 500 Brötchen pro Woche.
stable_user_context | Nachbar, Jürgen, Ingenieur | neighbor Jurgen | Sein Nachbar Jürgen aus Wolfsburg ist Ingenieur bei VW und bestellt bei ihm Brot.
project_context | Brezeln, Laugengebäck, Natronlauge | pretzels | Er will Laugenbrezeln ins Sortiment aufnehmen und übt mit Natronlauge.
user_preference | Roggenbrot, Sauerteig, dunkel | rye bread | Er backt gern dunkles Roggenbrot mit Sauerteig für seine deutschen Kunden.
stable_user_context | croissants, feuilletage, beurre | croissants | Il fait ses croissants avec un feuilletage à trois tours simples et du beurre importé.
project_context | Mondial du Pain, concours, France | bread contest | Il rêve de participer au concours du Mondial du Pain en France.
user_preference | baguette, tradition, levain | baguette | Il aime faire des baguettes de tradition au levain le samedi.
stable_user_context | ami, Mathieu, Lyon | friend Mathieu | Son ami Mathieu, boulanger à Lyon, lui a appris le pain au levain pendant un stage en 2015.
user_preference | Astérix, bandes dessinées, Leo | Leo Asterix | Leo lit tous les albums d'Astérix en espagnol.
user_preference | pão de queijo, polvilho, Giulia | cheese bread | Ele faz pão de queijo com polvilho para a Giulia, porque não tem glúten.
stable_user_context | amigo, Thiago, capoeira | friend Thiago | O amigo dele, Thiago, de Salvador, dá aulas de capoeira em Puebla.
user_preference | forró, dança, festas | forro dancing | Ele gosta de dançar forró com a Giulia nas festas do Thiago.
recurring_constraint | Leo, carboidratos, receitas | carb counting | Em casa, toda receita para o Leo tem os carboidratos contados em gramas.
stable_user_context | подруга, Ольга, балет | friend Olga | Подруга Джулии Ольга из Санкт-Петербурга живёт в Пуэбле и преподаёт классический балет.
user_preference | шахматы, Лео, турнир | Leo chess | Лео играет в шахматы и хочет участвовать в школьном турнире.
recurring_constraint | колено, бег, тейп | runner's knee | При беге у него болит правое колено, поэтому он бегает с тейпом.
project_context | 食パン, 生食パン, 日本 | shokupan | 日本風のふわふわした生食パンを店で作ってみたいと思っている。
user_preference | レオ, ドラゴンボール, 漫画 | Leo anime | レオはドラゴンボールが大好きで、鳥山明の漫画を集めている。
stable_user_context | 常連客, 佐藤さん, メロンパン | client Sato | 常連客の佐藤さんは日系企業の駐在員で、毎週メロンパンを注文する。
project_context | 소금빵, 한국, 신메뉴 | salt bread | 한국식 소금빵을 새 메뉴로 만들어 팔고 싶어 한다.
stable_user_context | 한식당, 김 사장님, 납품 | Korean restaurant | 근처 한식당 김 사장님에게 매주 식빵을 납품한다.
user_preference | 레오, 불닭볶음면, 혈당 | Leo ramen | 레오는 불닭볶음면을 좋아하지만 혈당 때문에 가끔만 먹는다.
stable_user_context | 和面机, 阿里巴巴, 广州 | dough mixer | 他的和面机是在阿里巴巴上从广州买的，已经用了四年。
user_preference | 唐贝托, 太极拳, 公园 | Don Beto tai chi | 他爸爸唐贝托每天早上在公园打太极拳。
recurring_constraint | 奇基斯, 花粉, 春天 | Chiquis spring pollen | 每年春天花粉多的时候，奇基斯的哮喘更容易发作。
`;
