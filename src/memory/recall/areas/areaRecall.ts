import { touristFrame } from '../aboutness/tourismFrames';
import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { RECALL_MIN_SCORE } from '../thresholds';
import type { StemLanguage } from '../words/languageStems';

// A question that asks the user's own plan, advice or permission in an area of life (lifeAreas.ts) recalls the
// preferences and rules the user keeps in that area even when it shares no word with them: "what should I cook
// tonight" the diet, "can I have an espresso at 4 pm?" the caffeine rule. Such a score is modest: it reaches the
// threshold and no further, and selection keeps it only when nothing matched on words, and only the best one
// (a binding rule before a liking, then the one with more of the area's words).

/** An area match scores the threshold, plus this for a binding rule, plus a hundredth per area word (at most nine). */
const BINDING_STEP = 0.1;
const WORD_STEP = 0.01;
const MAX_WORDS = 9;
/** Letters English does not write: a text holding them whose language no stemmer told is in an unknown language. */
const NOT_ENGLISH = /[¿¡áéíóúñàèìòùçãõâêôäöüßœ\p{Script=Cyrillic}]/u;

/**
 * The language a text is written in, as far as recall tells: Korean, Japanese or Chinese by script, else its
 * stemmer's language, else English unless it writes letters English does not (then unknown: undefined).
 */
function writtenIn(text: string, language: StemLanguage | undefined): string | undefined {
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  return language ?? (NOT_ENGLISH.test(text) ? undefined : 'en');
}

/** At most this many memories come by area alone. */
export const MAX_AREA_ONLY = 1;

const AREA_ONLY = new WeakSet<object>();

/** Whether a score rests only on the area the question asks about (selection keeps it only when nothing else matched). */
export const isAreaOnly = (score: object): boolean => AREA_ONLY.has(score);

/**
 * The area score of a memory that did not qualify on its words, when the question asks the user's own plan in an
 * area the memory governs; undefined otherwise. The more binding (a rule before a liking) and the more area
 * words the memory holds, the higher it ranks among area matches.
 */
export function areaScore<B extends object>(m: MemoryFeatures, q: QueryFeatures, breakdown: B): (B & { total: number }) | undefined {
  // A tourist's question asks about a place, not the user's own plan (tourismFrames.ts).
  if (q.planAreas.size === 0 || touristFrame(q) !== undefined) return undefined;
  // The area names the question's topic only in the question's own language: a rule written in another language
  // is recalled by the words or meaning it shares, not by its area alone (which of the user's diets a Russian
  // dinner question means is the Russian one).
  const language = writtenIn(m.memory.text, m.language);
  if (language === undefined || language !== writtenIn(q.form, q.asked.language)) return undefined;
  return governingScore(m, q, breakdown);
}

/** The language a memory is written in, as far as recall tells (undefined: unknown). */
export const memoryLanguage = (m: MemoryFeatures): string | undefined => writtenIn(m.memory.text, m.language);

/** The language a question is written in, as far as recall tells (undefined: unknown). */
export const questionLanguage = (q: QueryFeatures): string | undefined => writtenIn(q.form, q.asked.language);

/** The area score of a memory governing an area the question asks a plan in, whatever its language. */
export function governingScore<B extends object>(m: MemoryFeatures, q: QueryFeatures, breakdown: B): (B & { total: number }) | undefined {
  const shared = m.areas.filter((a) => q.planAreas.has(a.area));
  if (shared.length === 0) return undefined;
  const words = Math.min(MAX_WORDS, Math.max(...shared.map((a) => a.words)));
  const binding = shared.some((a) => a.binding) ? BINDING_STEP : 0;
  const score = { ...breakdown, total: Math.round((RECALL_MIN_SCORE + binding + WORD_STEP * words) * 100) / 100 };
  AREA_ONLY.add(score);
  return score;
}

/** Memories recalled by area alone stay only when no memory matched on words, and only the best one. */
export function withoutDisplacedArea<T extends { score: object }>(ranked: readonly T[]): T[] {
  if (ranked.some((s) => !isAreaOnly(s.score))) return ranked.filter((s) => !isAreaOnly(s.score));
  return ranked.slice(0, MAX_AREA_ONLY);
}
