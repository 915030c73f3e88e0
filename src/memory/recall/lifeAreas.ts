import type { MemoryType } from '../../shared';
import type { UserMemory } from '../record/schema';
import { normalizeForRecall } from '../record/tokenize';

// Areas of the user's life a standing preference or rule governs: food, drinks, money, travel, exercise, sleep,
// films and series, music, books, podcasts, work and the garden. A question that asks the user's own plan, advice or permission in an area ("what
// should I cook tonight", "can I have an espresso at 4 pm?", "что приготовить на ужин") concerns the rules the
// user keeps there even when it shares no word with them. One table, in ten languages, names the areas in
// questions and in memories alike. A Latin word matches as a whole word, or as a word's opening when written
// with a trailing `*`; a CJK word matches as a substring.

export type LifeArea =
  'food' | 'drinks' | 'money' | 'travel' | 'exercise' | 'sleep' | 'screen' | 'music' | 'books' | 'podcasts' | 'work' | 'garden';

interface AreaWords {
  readonly latin: readonly string[];
  readonly cjk: readonly string[];
}

/** Each area's words: en, de, fr, es, pt, it, ru in `latin`; zh, ja, ko in `cjk`. Kitchen words that also mean the room (cocina, cucina, cuisine, cozinha) stay out. */
export const LIFE_AREAS: Readonly<Record<LifeArea, AreaWords>> = {
  food: {
    latin: [
      ...[
        'food',
        'cook',
        'cooks',
        'cooking',
        'recipe*',
        'dinner*',
        'lunch*',
        'breakfast*',
        'meal*',
        'eat',
        'eats',
        'eating',
        'dish',
        'dishes',
      ],
      ...[
        'snack*',
        'restaurant*',
        'vegetarian*',
        'vegan*',
        'pescatarian*',
        'meat',
        'fish',
        'seafood',
        'poultry',
        'dairy',
        'cheese*',
        'milk',
      ],
      ...['lactose', 'gluten*', 'steakhouse*', 'diet', 'diets', 'diät', 'ernährung', 'ernährt', 'isst', 'régime', 'dieta', 'диет*'],
      ...['peanut*', 'nut', 'nuts', 'erdnuss*', 'cacahuète*', 'cacahuete*', 'amendoim', 'arachid*', 'арахис*'],
      ...[
        'essen',
        'kochen',
        'koche',
        'kocht',
        'rezept*',
        'abendessen',
        'mittagessen',
        'frühstück',
        'gericht',
        'mahlzeit*',
        'fleisch',
        'fisch',
        'käse',
      ],
      ...['manger', 'cuisiner', 'recette*', 'dîner', 'déjeuner', 'plat', 'plats', 'repas', 'viande', 'poisson*', 'fromage*', 'végétarien*'],
      ...[
        'comer',
        'comida*',
        'cocinar',
        'cocino',
        'receta*',
        'cena',
        'cenar',
        'almuerzo',
        'desayuno',
        'plato',
        'platos',
        'carne',
        'pescado',
      ],
      ...[
        'queso*',
        'restaurante*',
        'cozinhar',
        'cozinho',
        'receita*',
        'jantar',
        'almoço',
        'prato',
        'pratos',
        'peixe',
        'queijo*',
        'frutos do mar',
      ],
      ...[
        'mangiare',
        'cibo',
        'cucinare',
        'cucino',
        'ricett*',
        'pranzo',
        'colazione',
        'piatto',
        'piatti',
        'pesce',
        'formaggi*',
        'ristorant*',
      ],
      ...[
        'еда',
        'еду',
        'еды',
        'приготов*',
        'готовить',
        'ужин*',
        'обед*',
        'завтрак*',
        'рецепт*',
        'блюд*',
        'мяс*',
        'рыба',
        'рыбу',
        'рыбы',
        'сыр',
        'сыры',
        'ресторан*',
      ],
    ],
    cjk: [
      ...['吃', '做饭', '做菜', '饭', '晚餐', '午餐', '早餐', '饮食', '餐厅', '素食', '肉', '鱼', '海鲜', '乳糖', '菜谱', '食谱', '花生'],
      ...['ご飯', 'ごはん', '夕飯', '料理', '食べ', '食事', 'レシピ', '献立', '弁当', 'レストラン', '魚', '肉', 'ピーナッツ'],
      ...['밥', '요리', '먹', '음식', '맛집', '식당', '레시피', '메뉴', '해산물', '고기', '생선', '식단', '땅콩'],
    ],
  },
  drinks: {
    latin: [
      ...[
        'coffee',
        'espresso*',
        'latte',
        'cappuccino',
        'caffeine',
        'decaf',
        'tea',
        'teas',
        'drink*',
        'beer*',
        'wine*',
        'alcohol*',
        'cocktail*',
      ],
      ...['kaffee', 'koffein', 'tee', 'trinken', 'getränk*', 'bier', 'wein', 'café', 'caféine', 'thé', 'boire', 'boisson*', 'bière', 'vin'],
      ...[
        'cafeína',
        'té',
        'beber',
        'bebida*',
        'cerveza',
        'vino',
        'chá',
        'cerveja',
        'vinho',
        'caffè',
        'caffeina',
        'tè',
        'bere',
        'bevand*',
        'birra',
      ],
      ...['кофе', 'кофеин', 'чай', 'пить', 'выпить', 'напит*', 'пиво', 'вино'],
    ],
    cjk: [
      ...['咖啡', '茶', '喝', '酒', 'コーヒー', '珈琲', 'お茶', '紅茶', '飲', 'カフェイン', 'ビール', 'ワイン'],
      ...['커피', '마시', '마셔', '카페인', '맥주', '와인', '술'],
    ],
  },
  money: {
    latin: [
      ...[
        'money',
        'invest*',
        'saving',
        'savings',
        'budget*',
        'bitcoin',
        'crypto*',
        'stock',
        'stocks',
        'etf',
        'etfs',
        'bonus',
        'salary',
        'pension',
      ],
      ...['mortgage', 'loan', 'debt', 'geld', 'sparen', 'aktie*', 'krypto*', 'gehalt', 'argent', 'épargne*', 'salaire', 'bourse'],
      ...[
        'dinero',
        'invert*',
        'ahorr*',
        'presupuesto*',
        'acciones',
        'cripto*',
        'sueldo',
        'salario',
        'dinheiro',
        'poupar',
        'poupança',
        'orçamento*',
      ],
      ...[
        'ações',
        'salário',
        'soldi',
        'denaro',
        'risparmi*',
        'azioni',
        'stipendio',
        'деньг*',
        'денег',
        'инвест*',
        'сбереж*',
        'бюджет*',
        'акци*',
      ],
      ...['биткоин*', 'крипт*', 'зарплат*'],
    ],
    cjk: [
      ...[
        '钱',
        '投资',
        '理财',
        '存钱',
        '预算',
        '比特币',
        '股票',
        '基金',
        '工资',
        '奖金',
        'お金',
        '投資',
        '貯金',
        '予算',
        '株',
        'ビットコイン',
      ],
      ...['仮想通貨', '給料', 'ボーナス', '돈', '투자', '저축', '예산', '비트코인', '주식', '월급', '보너스'],
    ],
  },
  travel: {
    latin: [
      ...[
        'travel*',
        'trip',
        'trips',
        'vacation*',
        'holiday*',
        'hotel*',
        'flight*',
        'itinerar*',
        'hostel*',
        'reise*',
        'urlaub*',
        'ferien',
        'flug',
      ],
      ...[
        'voyage*',
        'vacances',
        'hôtel*',
        'viaje*',
        'vacaciones',
        'vuelo*',
        'viagem',
        'viagens',
        'viajar',
        'férias',
        'hospedagem',
        'voo',
        'voos',
      ],
      ...['viaggi*', 'vacanz*', 'albergo', 'путешеств*', 'поездк*', 'отпуск*', 'отел*', 'гостиниц*'],
    ],
    cjk: ['旅行', '旅游', '行程', '酒店', '机票', '旅', 'ホテル', '観光', '여행', '숙소', '호텔', '관광', '일정'],
  },
  exercise: {
    latin: [
      ...['exercise*', 'workout*', 'training', 'gym', 'running', 'marathon*', 'squat*', 'fitness', 'yoga', 'climb*', 'boulder*'],
      ...[
        'swim*',
        'cycling',
        'sport',
        'sports',
        'laufen',
        'joggen',
        'halbmarathon*',
        'trainier*',
        'entraînement*',
        'courir',
        'semi-marathon',
      ],
      ...[
        'deporte*',
        'entrenamiento*',
        'entrenar',
        'correr',
        'maratón',
        'gimnasio',
        'esporte*',
        'treino*',
        'treinar',
        'corrida*',
        'maratona*',
      ],
      ...['allenament*', 'allenar*', 'correre', 'palestra', 'спорт*', 'трениров*', 'бег', 'бегать', 'марафон*', 'полумарафон*'],
    ],
    cjk: [
      ...[
        '运动',
        '健身',
        '跑步',
        '训练',
        '锻炼',
        '深蹲',
        '马拉松',
        '半马',
        '運動',
        '筋トレ',
        'トレーニング',
        'ランニング',
        'ジョギング',
        'マラソン',
      ],
      ...['ジム', '운동', '헬스', '달리기', '러닝', '마라톤', '스쿼트', '훈련'],
    ],
  },
  sleep: {
    latin: [
      ...[
        'sleep*',
        'bedtime',
        'insomnia',
        'nap',
        'naps',
        'schlaf*',
        'dormir',
        'sommeil',
        'sueño',
        'siesta',
        'sono',
        'soneca',
        'dormire',
        'sonno',
      ],
      ...['сон', 'спать', 'засып*', 'уснуть', 'бессонниц*'],
    ],
    cjk: ['睡', '失眠', '寝', '眠', '수면', '잠'],
  },
  screen: {
    latin: [
      ...[
        'movie*',
        'film',
        'films',
        'series',
        'anime',
        'k-drama*',
        'drama*',
        'serie',
        'serien',
        'série*',
        'película*',
        'filme*',
        'фильм*',
        'сериал*',
      ],
    ],
    cjk: ['电影', '电视剧', '动漫', '映画', 'ドラマ', 'アニメ', '영화', '드라마'],
  },
  music: {
    latin: [
      'music',
      'song*',
      'album*',
      'musik',
      'lied',
      'lieder',
      'musique',
      'chanson*',
      'música',
      'canción*',
      'musica',
      'canzon*',
      'музык*',
      'песн*',
    ],
    cjk: ['音乐', '歌', '音楽', '曲', '음악', '노래'],
  },
  books: {
    latin: [
      'book',
      'books',
      'novel*',
      'buch',
      'bücher',
      'roman',
      'romane',
      'livre*',
      'libro*',
      'novela*',
      'livro*',
      'libri',
      'romanz*',
      'книг*',
    ],
    cjk: ['书', '小说', '小説', '漫画', '책', '소설'],
  },
  podcasts: {
    latin: ['podcast*', 'подкаст*'],
    cjk: ['播客', 'ポッドキャスト', '팟캐스트'],
  },
  work: {
    latin: [
      ...['code', 'coding', 'programming', 'debug*', 'refactor*', 'deploy*', 'commit*', 'meeting*', 'programmier*', 'programmation'],
      ...['código', 'programación', 'programação', 'codice', 'programmazione', 'код', 'программир*'],
    ],
    cjk: ['代码', '编程', 'コード', 'プログラミング', '코드', '프로그래밍', '회의', '会议', '会議'],
  },
  garden: {
    latin: [
      ...[
        'garden*',
        'plant',
        'plants',
        'balcony',
        'garten',
        'pflanze*',
        'balkon',
        'jardin*',
        'plante*',
        'balcon',
        'jardín',
        'planta',
        'plantas',
      ],
      ...['balcón', 'jardim', 'varanda', 'giardin*', 'pianta', 'piante', 'balcone', 'сад', 'саду', 'растени*', 'балкон*'],
    ],
    cjk: ['阳台', '植物', '花园', 'ベランダ', '植物', '庭', '베란다', '식물', '정원'],
  },
};

const AREA_NAMES = Object.keys(LIFE_AREAS) as LifeArea[];

/** Each area's whole words and openings, split once. */
const MATCHERS = AREA_NAMES.map((area) => {
  const { latin, cjk } = LIFE_AREAS[area];
  return {
    area,
    whole: new Set(latin.filter((w) => !w.endsWith('*'))),
    openings: latin.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1)),
    cjk,
  };
});

const WORD = /[\p{L}\p{M}'’-]+/gu;

/** How many different words of each area a text holds (the question's or a memory's, recall-normalised here). */
export function areaWordCounts(text: string): Map<LifeArea, number> {
  const form = normalizeForRecall(text);
  const words = new Set(form.match(WORD) ?? []);
  // A two-word entry ("frutos do mar") is looked up in the text itself.
  const counts = new Map<LifeArea, number>();
  for (const { area, whole, openings, cjk } of MATCHERS) {
    let n = 0;
    for (const w of whole) if (w.includes(' ') ? form.includes(w) : words.has(w)) n += 1;
    for (const opening of openings) if ([...words].some((w) => w.startsWith(opening))) n += 1;
    for (const piece of cjk) if (form.includes(piece)) n += 1;
    if (n > 0) counts.set(area, n);
  }
  return counts;
}

/** The areas a question names (asked only of a question about the user that asks their own plan or advice). */
export const askedAreas = (question: string): ReadonlySet<LifeArea> => new Set(areaWordCounts(question).keys());

/**
 * Types whose memory is a standing preference, constraint or rule: such a memory governs its area's plans. A
 * memory about a person, a project or the user's context does not; a standing instruction says how to answer when
 * its own words come up ("when suggesting restaurants…"), which its words already select; one that shapes every
 * answer needs no area.
 */
const AREA_TYPES: ReadonlySet<MemoryType> = new Set(['user_preference', 'workflow_preference', 'recurring_constraint', 'risk_preference']);

/** Constraints and rules bind every plan in their area; a liking is one choice among many, so it comes second. */
const BINDING_TYPES: ReadonlySet<MemoryType> = new Set(['recurring_constraint', 'risk_preference']);

export interface MemoryArea {
  readonly area: LifeArea;
  /** How many of the area's words the memory holds: the more, the more specifically it governs the area. */
  readonly words: number;
  readonly binding: boolean;
}

/**
 * The areas a memory governs, from its tags, text and subject: those where it holds the most area words (the
 * caffeine rule that mentions sleep as its reason governs drinks). None for types that govern no area.
 */
export function areasOfMemory(memory: UserMemory): readonly MemoryArea[] {
  if (!AREA_TYPES.has(memory.type)) return [];
  const counts = areaWordCounts([memory.text, ...memory.tags, memory.identity.subject].join('\n'));
  const most = Math.max(0, ...counts.values());
  if (most === 0) return [];
  const binding = BINDING_TYPES.has(memory.type);
  return [...counts].filter(([, n]) => n === most).map(([area, words]) => ({ area, words, binding }));
}
