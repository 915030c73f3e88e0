import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import type { UserMemory } from '../../record/schema';
import { closedBridged, leastSelected } from './conceptBridge';
import { ASKS_FOR_THE_WORD, KIND_OF, memoryConcepts, questionConcepts } from './conceptReading';
import { namesAName } from './householdCards';

// The closed bridge's health memories beside word matches (selection.ts): a condition, a body part or a body's aid the
// user names as theirs joins the memories met on the question's other words when none of them holds it.

/**
 * A question in the first person that names a condition of the user's in another language than the memory ("私は
 * 逆流性食道炎だけど、カッピングは続けられる？" met the cupping notes on カッピング; "exercises for a herniated disc between
 * roasts" met the roasting podcasts) reaches the store's memory of that condition too: the condition is the
 * circumstance everything else asked depends on. Not when a met memory already holds the condition, nor when a met
 * memory tags the question's very word, nor when the question names someone of the store ("Robin just finished a run
 * of night shifts, how can I help her rest?": the night shifts are Robin's).
 */
export function conditionsBeside(
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
  met: readonly UserMemory[],
): { memory: UserMemory; score: MemoryScore }[] {
  if (q.aboutness !== 'user' || ASKS_FOR_THE_WORD.test(q.form) || namesAName(q)) return [];
  const metFeatures = store.filter((f) => met.includes(f.memory));
  const metConcepts = new Set(metFeatures.flatMap((f) => [...memoryConcepts(f).keys()]));
  const metTags = new Set(met.flatMap((m) => m.tags.map((t) => t.toLowerCase())));
  const concepts = questionConcepts(q);
  return closedBridged(store, q, false, false)
    .filter(({ id }) => KIND_OF.get(id) === 'body' && !metConcepts.has(id))
    .filter(({ id }) => ![...(concepts.get(id) ?? [])].some((form) => metTags.has(form)))
    .filter(({ memory }) => !met.includes(memory))
    .map(({ memory }) => leastSelected(memory));
}
