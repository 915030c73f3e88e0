import type { MemoryType } from '../../../shared';
import type { UserMemory } from '../../record/schema';
import { normalizeForRecall } from '../../record/tokenize';
import { LIFE_AREAS, type LifeArea } from './lifeAreaWords';
import type { StemLanguage } from '../words/languageStems';
import type { Aboutness } from '../aboutness/aboutness';
import { thingAreaCounts } from './thingAreas';

// Areas of the user's life a standing preference or rule governs: food, drinks, money, travel, exercise, sleep,
// films and series, music, books, podcasts, work and the garden. A question that asks the user's own plan, advice
// or permission in an area ("what should I cook tonight", "can I have an espresso at 4 pm?", "что приготовить на
// ужин") concerns the rules the user keeps there even when it shares no word with them. One table, in ten languages, names the areas in
// questions and in memories alike (lifeAreaWords.ts).

export type { LifeArea };

const AREA_NAMES = Object.keys(LIFE_AREAS) as LifeArea[];

/** Each area's whole words and openings, split once. */
const MATCHERS = AREA_NAMES.map((area) => {
  const { latin, cjk } = LIFE_AREAS[area];
  return {
    area,
    whole: new Set(latin.filter((w) => !w.endsWith('*'))),
    openings: latin.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1)),
    cjk: [...new Set(cjk)],
  };
});

const WORD = /[\p{L}\p{M}'’-]+/gu;

/** How many different words of each area a text holds (the question's or a memory's, recall-normalised here). */
export function areaWordCounts(text: string): Map<LifeArea, number> {
  const form = normalizeForRecall(text);
  // An elided French or Italian article or pronoun is not part of the word ("j'écoute", "l'insalata").
  const words = new Set((form.match(WORD) ?? []).flatMap((w) => [w, w.slice(Math.max(w.lastIndexOf("'"), w.lastIndexOf('’')) + 1)]));
  const counts = new Map<LifeArea, number>();
  for (const { area, whole, openings, cjk } of MATCHERS) {
    let n = 0;
    for (const w of whole) if (words.has(w)) n += 1;
    for (const opening of openings) if ([...words].some((w) => w.startsWith(opening))) n += 1;
    for (const piece of cjk) if (form.includes(piece)) n += 1;
    if (n > 0) counts.set(area, n);
  }
  return counts;
}

/** The areas a question names (asked only of a question about the user that asks their own plan or advice). */
export const askedAreas = (question: string): ReadonlySet<LifeArea> => new Set(areaWordCounts(question).keys());

/**
 * A plain request (no pronoun, no world frame) for ideas, tips, a menu or a plan FOR something ("quick dinner ideas
 * for tonight", "Ideen für ein Abendessen"), or asking in Chinese, Japanese or Korean what would be good ("디저트 뭐가
 * 좋아요?", "簡単なものは?") asks the user's own plan, as "what should I cook" does. Kept to the area rule: as general advice it let single words of other memories in ("ideas for a
 * mentoring evening" is no talk the user gives). A recipe names its dish, which is what it is about ("receta de mochi").
 */
const IDEAS_FOR = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    String.raw`(?:tips|ideas|advice|suggestions|menu|plan)\s+(?:for|on)|(?:ideen|tipps|vorschläge)\s+(?:für|zum|zur)|` +
    String.raw`(?:idées?|conseils|menu)\s+(?:de|d'|pour)|(?:ideas?|consejos|menú)\s+(?:de|para)|` +
    String.raw`(?:ideias?|dicas|cardápio)\s+(?:de|para|pra)|(?:idee|consigli|menù)\s+(?:per|di)|` +
    String.raw`(?:идеи|идею|советы|меню)\s+(?:для|на)` +
    String.raw`)(?![\p{L}])|アイデア|アイディア|献立|아이디어|식단|点子|主意|什么好|哪个好|何がいい|なにがいい|どれがいい|뭐가 좋|어떤 게 좋|ものは[?？]`,
  'u',
);

export const asksAreaIdeas = (text: string): boolean => IDEAS_FOR.test(text);

/**
 * "What" before a verb of the first person present asks what the user is to do ("qué hago de cena hoy", "o que eu
 * faço pro jantar", "cosa cucino stasera", "qu'est-ce que je mange ce soir", "что мне приготовить"): the deliberative
 * present, which English asks with "what should I". Read only of a question already about the user, for the areas
 * it names (Spanish, Portuguese and Italian first persons end in -o). "How do I …" asks a method, not a plan ("como eu
 * tiro mancha de vinho" is no drinking).
 */
const DELIBERATIVE = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    String.raw`qu[ée]\s+(?:yo\s+)?\p{L}+o|(?:o\s+)?que\s+(?:eu\s+)?\p{L}+o|(?:che\s+)?cosa\s+(?:io\s+)?\p{L}+o|` +
    String.raw`qu'est-ce\s+que\s+je\s+\p{L}+|что\s+мне` +
    String.raw`)(?![\p{L}])`,
  'u',
);

export const asksOwnMove = (text: string): boolean => DELIBERATIVE.test(text);

/**
 * Whether a question asks the user's own plan, advice or permission, so that the areas it names count
 * (`text` recall-normalised): advice asked about the user, a plain request for ideas, or the deliberative first
 * person, which is the user's whether or not a pronoun says so ("¿qué ceno hoy?"); never a world question.
 */
export const asksOwnPlan = (aboutness: Aboutness, advice: boolean, encyclopedic: boolean, text: string): boolean =>
  !encyclopedic &&
  aboutness !== 'world' &&
  ((aboutness === 'user' && advice) || asksOwnMove(text) || (aboutness === 'request' && asksAreaIdeas(text)));

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
export function areasOfMemory(memory: UserMemory, language?: StemLanguage): readonly MemoryArea[] {
  if (!AREA_TYPES.has(memory.type)) return [];
  const fields = [memory.text, ...memory.tags, memory.identity.subject].join('\n');
  const words = areaWordCounts(fields);
  // A rule that names no word of any area may still name a food or a drink ("allergic to onions"): in its topic (tags,
  // subject) or as a lower-case word of its text, since a capitalised one may be a place or a name ("Hamburg" is no
  // hamburger).
  const things = () => [memory.text.replace(/(?<![\p{L}])\p{Lu}\p{L}*/gu, ' '), ...memory.tags, memory.identity.subject].join('\n');
  const counts = words.size > 0 ? words : thingAreaCounts(things(), language);
  const most = Math.max(0, ...counts.values());
  if (most === 0) return [];
  const binding = BINDING_TYPES.has(memory.type);
  return [...counts].filter(([, n]) => n === most).map(([area, words]) => ({ area, words, binding }));
}
