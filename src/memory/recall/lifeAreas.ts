import type { MemoryType } from '../../shared';
import type { UserMemory } from '../record/schema';
import { normalizeForRecall } from '../record/tokenize';
import { LIFE_AREAS, type LifeArea } from './lifeAreaWords';
import type { StemLanguage } from './languageStems';
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
  const words = new Set(form.match(WORD) ?? []);
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
