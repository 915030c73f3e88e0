import { touristFrame } from '../aboutness/tourismFrames';
import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import { EVERY_ANSWER_TYPES } from '../anchorSense';
import type { UserMemory } from '../../record/schema';
import { governingScore, memoryLanguage, questionLanguage } from './areaRecall';
import type { LifeArea } from './lifeAreas';

// The area rule (areaRecall.ts) across languages, for the areas of daily routine a rule binds whatever language it
// is written in: food, drinks and sleep. A user who keeps those rules in one language and asks in another ("was koche
// ich heute abend?" beside "User is pescatarian …", "오후 네 시에 커피 마셔도 될까?" beside the caffeine rule) still
// asks a plan those rules govern. A user who writes such rules in several languages keeps one per language (which of
// the diets a Russian dinner question means is the Russian one), so this answers only when no binding rule of the asked
// areas is written in the question's language and most of them are written in one other, known language; then the
// best of them (more of the area's words first) comes, weighed as an area match: only when nothing matched on words. A
// liking kept in the question's language (a favourite chocolate) does not stop it: a rule binds the plan, a liking is
// one choice (selection.ts lets a rule found here outrank a liking found by area alone).

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
  const governing = store.filter(
    (m) => !EVERY_ANSWER_TYPES.has(m.memory.type) && !aboutNamedOne(m) && m.areas.some((a) => asked.includes(a.area)),
  );
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
