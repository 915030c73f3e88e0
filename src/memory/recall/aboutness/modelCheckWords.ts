// Words a buyer checks about a model, which make a question naming an owned product a shopper's question
// (productQuestions.ts, through MARKET_WORDS), and the bare alternative between two models.

/** A model's specification a buyer checks, in the ten languages ("O Garmin Fenix é à prova de água?", "La Fiat Panda nuova è ibrida?"). */
export const MODEL_SPEC_WORDS = [
  'waterproof',
  'water resistant',
  'hybrid',
  'wasserdicht',
  'wasserfest',
  'étanche',
  'hybride',
  'sumergible',
  'híbrido',
  'híbrida',
  'prova de água',
  'prova d água',
  'impermeável',
  'impermeabile',
  'ibrido',
  'ibrida',
  'водонепроницаемый',
  'водонепроницаемые',
  'водонепроницаемая',
  'гибрид',
  'гибридный',
  'гибридная',
  '防水',
  '混动',
  'ハイブリッド',
  '방수',
  '하이브리드',
  // whether a model can be repaired ("Le Fairphone est-il vraiment réparable ?")
  'repairable',
  'reparierbar',
  'réparable',
  'reparable',
  'reparável',
  'riparabile',
  'ремонтопригоден',
  'ремонтопригодный',
  '可维修',
  '修理しやすい',
  '수리하기 쉬운',
];

/**
 * A service's paid tier and a thing's worth for its money, in the ten languages ("듀오링고 유료 버전은 가치가 있어?",
 * "Ist der Thermomix sein Geld wert?"); a bare "is it worth" is not one (it asks as often about one's own).
 */
export const PAID_TIER_WORDS = [
  'paid version',
  'premium version',
  'premium plan',
  'worth the money',
  'bezahlversion',
  'sein geld wert',
  'ihr geld wert',
  'version payante',
  'vaut son prix',
  'versión de pago',
  'vale lo que cuesta',
  'versão paga',
  'vale o preço',
  'versione a pagamento',
  'vale il prezzo',
  'платная версия',
  'стоит своих денег',
  '付费版',
  '值得买',
  '有料版',
  '有料プラン',
  '買う価値',
  '유료',
  '살 가치',
  // worth buying asked yes or no, or worth it said of "a" model (an indefinite article: any one on the market, not
  // the user's own); English "worth buying" is left out: "which Blue Note reissues are worth buying" asks for a collection
  'vale la pena comprar',
  'vale la pena un',
  'vale la pena una',
  'vale a pena comprar',
  'vale a pena um',
  'vale a pena uma',
  'vale la pena comprare',
  'vaut-il le coup d acheter',
  'стоит ли покупать',
  'стоит ли купить',
];

/** How reliable a model is, in the forms the maker's reliability words (PRODUCTION_WORDS) leave out. */
export const RELIABILITY_FORMS = ['dependable', 'fiável', 'fiáveis', 'надёжна', 'надежна', 'надёжный', 'надежный', 'надёжно', 'надежно'];

/**
 * Which model to buy, a buying verb in the infinitive after "which" and at most three words ("Quale moka Bialetti
 * comprare?", "welche Säge kaufen?"); a first person ("which should I buy") makes the question the user's before this
 * is read, and so does Russian's "какой … купить", which aboutness.ts reads as asking advice.
 */
export const WHICH_TO_BUY =
  /^(?:which|welche\p{L}*|quel(?:le)?s?|cuál(?:es)?|qué|qual|quais|quale|quali)\s+(?:[\p{L}\p{N}-]+\s+){0,3}(?:to buy|kaufen|acheter|comprar|comprare)(?![\p{L}])/u;

/**
 * The bare alternative between two models ("Samsung Galaxy A54 ou A55?", "Garmin Fenix 8 ou Coros Vertix ?"): the
 * words only "or" in the ten languages, and the Spanish and Italian "o" only in a question of that language (Portuguese
 * "o" is an article); the CJK ones (还是, それとも, 아니면) also mean "still" or "otherwise".
 */
export const ALTERNATIVES = ['or', 'oder', 'ou', 'oppure', 'или'];
export const ALTERNATIVES_OF: Readonly<Partial<Record<string, readonly string[]>>> = { es: ['o', 'u'], it: ['o'] };

/**
 * A judgement of a model asked bare, in the ten languages: whether it is good or how it is. The model stands inside the
 * English and German form ("Is the Kindle any good?", "Ist Bosch eine gute Marke?"; not "is May a good month for
 * Bosch…", which judges the month), after "qué tal" and "how good is", and before the predicate elsewhere ("O Kindle é
 * bom?", "Il Kindle è buono?", "Kindle хороший?", "Kindle怎么样", "Kindleってどう？", "킨들 어때?"); "how to" is none
 * (はどうやって), nor how someone is doing (怎么样了).
 */
export const JUDGED_INSIDE =
  /(?<![\p{L}])(?:is|are|ist|sind)\s+((?:[\p{L}\p{N}-]+\s+){1,3})(?:a\s+|an\s+|eine?\s+)?(?:any\s+)?(?:good|gut\p{L}*)(?![\p{L}])/gu;
export const JUDGED_AFTER = /(?<![\p{L}])(?:qué tal|how good is)\s+((?:[\p{L}\p{N}-]+\s*){1,4})/gu;
export const JUDGED_BEFORE =
  /(?<![\p{L}])(?:est-(?:il|elle|ce)\s+(?:une?\s+)?bon(?:ne)?|(?:es|son)\s+(?:una?\s+)?buen[oa]s?|(?:é|são)\s+(?:uma?\s+)?bo[am]s?|(?:è|sono)\s+(?:una?\s+)?buon[oaie]?|хорош\p{L}*)(?![\p{L}])|怎么样(?!了)|好不好|好用吗|ってどう(?!やって|すれば)|はどう(?!やって|すれば|して)|어때/gu;
