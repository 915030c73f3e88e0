import { touristFrame } from '../aboutness/tourismFrames';
import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import { EVERY_ANSWER_TYPES } from '../anchorSense';
import type { UserMemory } from '../../record/schema';
import { governingScore, memoryLanguage, questionLanguage } from './areaRecall';
import { areaWordCounts, type LifeArea } from './lifeAreas';
import { thingAreaCounts } from './thingAreas';

// The area rule (areaRecall.ts) across languages, for the areas of daily routine a rule binds whatever language it
// is written in: food, drinks and sleep. A user who keeps those rules in one language and asks in another ("was koche
// ich heute abend?" beside "User is pescatarian …", "오후 네 시에 커피 마셔도 될까?" beside the caffeine rule) still
// asks a plan those rules govern. A user who writes such rules in several languages keeps one per language (which of
// the diets a Russian dinner question means is the Russian one), so this answers only when no binding rule of the asked
// areas is written in the question's language and most of them are written in one other, known language; then the
// best of them (more of the area's words first) comes, weighed as an area match: only when nothing matched on words. A
// liking kept in the question's language (a favourite chocolate) does not stop it: a rule binds the plan, a liking is
// one choice (selection.ts lets a rule found here outrank a liking found by area alone). Only a rule filed under the
// area crosses (its tags name it): one that meets a meal or a drink on the way (a sales tax on meals) is about
// something else.

const ROUTINE_AREAS: ReadonlySet<LifeArea> = new Set(['food', 'drinks', 'sleep']);
const ZERO = { tags: 0, identity: 0, wholeText: 0, partialText: 0, latin: 0 };

/**
 * A memory whose text opens with a name it also tags ("Jules gets no screens after 19:00", "Mate has hip dysplasia")
 * is a rule of that person's or pet's life, not of the user's own plans.
 */
function aboutNamedOne(m: MemoryFeatures): boolean {
  const first = /^\p{Lu}[\p{L}\p{M}]*/u.exec(m.memory.text)?.[0];
  return first !== undefined && m.memory.tags.some((t) => t.toLowerCase() === first.toLowerCase());
}

const FILED = new WeakMap<object, ReadonlySet<LifeArea>>();

/**
 * The areas a memory is filed under: those its tags name (its subject's, when it has no tags), by the area's words or,
 * naming none, by the food and drink things they name. Across languages a rule has only its area to go by, so the
 * area must be what the rule is about, not a word its text meets on the way: "collects the sales tax on the meals she
 * serves" is a tax rule, "no coffee after lunch" a drink rule, "packs juice and candy for the match" the match's.
 */
function filedUnder(m: MemoryFeatures): ReadonlySet<LifeArea> {
  const known = FILED.get(m.memory);
  if (known !== undefined) return known;
  const topic = (m.memory.tags.length > 0 ? m.memory.tags : [m.memory.identity.subject]).join('\n');
  const words = areaWordCounts(topic);
  const filed = new Set((words.size > 0 ? words : thingAreaCounts(topic, m.language)).keys());
  FILED.set(m.memory, filed);
  return filed;
}

/** The known language that holds more than half of these memories; undefined if none. */
function mainLanguage(memories: readonly MemoryFeatures[]): string | undefined {
  const counts = new Map<string | undefined, number>();
  for (const m of memories) counts.set(memoryLanguage(m), (counts.get(memoryLanguage(m)) ?? 0) + 1);
  const [language, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [undefined, 0];
  return n * 2 > memories.length ? language : undefined;
}

/** The memories of another language that govern the food, drink or sleep plans a personal question asks, best first. */
export function crossLanguageAreaMemories(
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
): { memory: UserMemory; score: MemoryScore }[] {
  const asked = [...q.planAreas].filter((a) => ROUTINE_AREAS.has(a));
  if (asked.length === 0 || touristFrame(q) !== undefined) return [];
  const governing = store.filter((m) => {
    if (EVERY_ANSWER_TYPES.has(m.memory.type) || aboutNamedOne(m)) return false;
    const areas = m.areas.filter((a) => asked.includes(a.area));
    if (areas.length === 0) return false;
    const filed = filedUnder(m);
    return areas.some((a) => filed.has(a.area));
  });
  const own = questionLanguage(q);
  const binding = governing.filter((m) => m.areas.some((a) => a.binding && asked.includes(a.area)));
  if (binding.some((m) => memoryLanguage(m) === own)) return [];
  const language = mainLanguage(binding);
  if (language === undefined) return [];
  const onlyAsked = { ...q, planAreas: new Set(asked) };
  return binding
    .filter((m) => memoryLanguage(m) === language)
    .map((m) => ({ memory: m.memory, score: governingScore(m, onlyAsked, ZERO) }))
    .filter((s): s is { memory: UserMemory; score: MemoryScore } => s.score !== undefined)
    .sort((a, b) => b.score.total - a.score.total);
}
