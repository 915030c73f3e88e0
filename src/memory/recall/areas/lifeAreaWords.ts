// The words that name each area of life (lifeAreas.ts) in en, de, fr, es, pt, it and ru (`latin`) and zh, ja and ko
// (`cjk`), space-separated. A Latin word matches as a whole word, or as a word's opening when written with a
// trailing `*`; a CJK word matches as a substring. Kitchen words that also mean the room (cocina, cucina, cuisine,
// cozinha, Küche) and words that also mean something of another area ("run" a program, "vol" a theft) stay out.

export type LifeArea =
  'food' | 'drinks' | 'money' | 'travel' | 'exercise' | 'sleep' | 'screen' | 'music' | 'books' | 'podcasts' | 'work' | 'garden';

export interface AreaWords {
  readonly latin: readonly string[];
  readonly cjk: readonly string[];
}

const words = (...lines: readonly string[]): readonly string[] => lines.join(' ').split(' ');

export const LIFE_AREAS: Readonly<Record<LifeArea, AreaWords>> = {
  food: {
    latin: words(
      'food cook cooks cooking recipe* dinner* lunch* breakfast* meal* eat eats eating dish dishes',
      'snack* restaurant* vegetarian* vegan* pescatarian* meat fish seafood poultry dairy cheese* milk',
      'lactose gluten* steakhouse* diet diets diät ernährung ernährt isst régime dieta диет* peanut*',
      'nut nuts erdnuss* cacahuète* cacahuete* amendoim arachid* арахис* essen kochen koche kocht',
      'rezept* abendessen mittagessen frühstück gericht mahlzeit* fleisch fisch käse manger cuisiner',
      'recette* dîner déjeuner plat plats repas viande poisson* fromage* végétarien* comer comida*',
      'cocinar cocino receta* cena cenar almuerzo desayuno plato platos carne pescado queso*',
      'restaurante* cozinhar cozinho receita* jantar almoço prato pratos peixe queijo* marisco*',
      'mangiare cibo cucinare cucino ricett* pranzo colazione piatto piatti pesce formaggi* ristorant*',
      'еда еду еды приготов* готовить ужин* обед* завтрак* рецепт* блюд* мяс* рыба рыбу рыбы сыр сыры',
      'ресторан*',
      // dinner as a verb in the first person, and dairy, in each language that has the word
      'dine dîne dînons ceno cenamos ceniamo janto jantamos lácteo* laticínio* latticin* laitier* laitière* milchprodukt* молочн*',
    ),
    cjk: words(
      '吃 做饭 做菜 饭 晚餐 午餐 早餐 饮食 餐厅 素食 肉 鱼 海鲜 乳糖 菜谱 食谱 花生 ご飯 ごはん 夕飯 料理 食べ 食事 レシピ 献立 弁当 レストラン 魚 ピーナッツ 밥 요리 먹',
      '음식 맛집 식당 레시피 메뉴 해산물 고기 생선 식단 땅콩',
    ),
  },
  drinks: {
    latin: words(
      'coffee espresso* latte cappuccino caffeine decaf tea teas drink* beer* wine* alcohol* cocktail*',
      'kaffee koffein tee trinken getränk* bier wein café caféine thé boire boisson* bière vin cafeína',
      'té beber bebida* cerveza vino chá cerveja vinho caffè caffeina tè bere bevand* birra кофе кофеин',
      'чай пить выпить напит* пиво вино',
    ),
    cjk: words('咖啡 茶 喝 酒 コーヒー 珈琲 お茶 紅茶 飲 カフェイン ビール ワイン 커피 마시 마셔 카페인 맥주 와인 술'),
  },
  money: {
    latin: words(
      'money invest* saving savings budget* bitcoin crypto* stock stocks etf etfs bonus salary pension',
      'mortgage loan debt geld sparen aktie* krypto* gehalt argent épargne* salaire bourse dinero',
      'invert* ahorr* presupuesto* acciones cripto* sueldo salario dinheiro poupar poupança orçamento*',
      'ações salário soldi denaro risparmi* azioni stipendio деньг* денег инвест* сбереж* бюджет* акци*',
      'биткоин* крипт* зарплат*',
    ),
    cjk: words(
      '钱 投资 理财 存钱 预算 比特币 股票 基金 工资 奖金 お金 投資 貯金 予算 株 ビットコイン 仮想通貨 給料 ボーナス 돈 투자 저축 예산 비트코인 주식 월급 보너스',
    ),
  },
  travel: {
    latin: words(
      'travel* trip trips vacation* holiday* hotel* flight* itinerar* hostel* reise* urlaub* ferien',
      'flug voyage* vacances hôtel* viaje* vacaciones vuelo* viagem viagens viajar férias hospedagem',
      'voo voos viaggi* vacanz* albergo путешеств* поездк* отпуск* отел* гостиниц*',
    ),
    cjk: words('旅行 旅游 行程 酒店 机票 旅 ホテル 観光 여행 숙소 호텔 관광 일정'),
  },
  exercise: {
    latin: words(
      'exercise* workout* training gym running marathon* squat* fitness yoga climb* boulder* swim*',
      'cycling sport sports laufen joggen halbmarathon* trainier* entraînement* courir semi-marathon',
      'deporte* entrenamiento* entrenar correr maratón gimnasio esporte* treino* treinar corrida*',
      'maratona* allenament* allenar* correre palestra спорт* трениров* бег бегать марафон*',
      'полумарафон*',
    ),
    cjk: words(
      '运动 健身 跑步 训练 锻炼 深蹲 马拉松 半马 運動 筋トレ トレーニング ランニング ジョギング マラソン ジム 운동 헬스 달리기 러닝 마라톤 스쿼트 훈련',
    ),
  },
  sleep: {
    latin: words(
      'sleep* bedtime insomnia nap naps schlaf* dormir sommeil sueño siesta sono soneca dormire sonno',
      'сон спать засып* уснуть бессонниц*',
    ),
    cjk: words('睡 失眠 寝 眠 수면 잠'),
  },
  screen: {
    latin: words('movie* film films series anime k-drama* drama* serie serien série* película* filme* фильм*', 'сериал*'),
    cjk: words('电影 电视剧 动漫 映画 ドラマ アニメ 영화 드라마'),
  },
  music: {
    latin: words(
      'music song* album* musik lied lieder musique chanson* música canción* musica canzon* музык*',
      'песн*',
      // listening, as the verb a plan asks with ("what should I listen to", "cosa ascolto")
      'listen höre hören écoute écouter escucho escuchar ouço ouvir ascolto ascoltare слушать послушать',
    ),
    cjk: words('音乐 歌 音楽 曲 음악 노래 听什么 聴く 聞く 듣'),
  },
  books: {
    latin: words(
      'book books novel* buch bücher roman romane livre* libro* novela* livro* libri romanz* книг*',
      // reading, as the verb a plan asks with ("what should I read next", "que lire", "что почитать")
      'read lese lesen lire leo leer leio ler leggo leggere читать прочитать почитать',
    ),
    cjk: words('书 小说 小説 漫画 책 소설 读什么 読む 읽'),
  },
  podcasts: {
    latin: words('podcast* подкаст*'),
    cjk: words('播客 ポッドキャスト 팟캐스트'),
  },
  work: {
    latin: words(
      'code coding programming debug* refactor* deploy* commit* meeting* programmier* programmation',
      'código programación programação codice programmazione код программир*',
    ),
    cjk: words('代码 编程 コード プログラミング 코드 프로그래밍 회의 会议 会議'),
  },
  garden: {
    latin: words(
      'garden* plant plants balcony garten pflanze* balkon jardin* plante* balcon jardín planta plantas',
      'balcón jardim varanda giardin* pianta piante balcone сад саду растени* балкон*',
    ),
    cjk: words('阳台 植物 花园 ベランダ 庭 베란다 식물 정원'),
  },
};
