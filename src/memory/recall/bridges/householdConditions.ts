import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import { cardNameOf } from '../names/personCards';
import { holdersOf, leastSelected, ONE_MATTER_IDS, relationCards } from './conceptBridge';
import { ASKS_FOR_THE_WORD, KIND_OF, questionConcepts } from './conceptReading';
import { tokensOf } from './ownHolders';

// A condition of a relative, asked with the relative and the condition named together. "что маме нельзя есть, пока
// она на варфарине", "岳父得了帕金森，左旋多巴的副作用有哪些", "a type 2 diabetic wife" read as the world's (no possessive,
// a frame of facts), so no bridge answered them; yet the store holds exactly that: the one mother, father-in-law or
// wife of the household, and the condition written only of her or him. A kinship word beside that person's own
// condition is the household's case whatever the frame; a condition the store also holds of the user or of someone
// else stays a general question. Pets are left out: "a cat", "beim Hund", "犬の" name the species in questions of
// the world as often as the household's animal ("what causes epilepsy in dogs", "Was ist Hüftdysplasie beim Hund?").

/** The most memories of one person's condition that still make one matter of theirs. */
const MAX_HOLDERS = 2;

/** The memory is about the one named: their card, or a memory whose subject or tags give the name ("Tamara warfarin"). */
const isAbout = (m: MemoryFeatures, name: string): boolean =>
  cardNameOf(m.memory) === name || [m.memory.identity.subject, ...m.memory.tags].some((field) => tokensOf(field).includes(name));

/** The one name the store's cards give a relation (two sons named are two people: none). */
function onlyName(store: readonly MemoryFeatures[], id: string): string | undefined {
  const names = new Set(
    relationCards(store, id)
      .map((m) => cardNameOf(m.memory))
      .filter((n): n is string => n !== undefined),
  );
  const [name] = names;
  return names.size === 1 ? name : undefined;
}

/**
 * The memories of a condition the question names beside one relative, when every memory of that condition is about
 * that one person (at most two: the condition and its treatment), whatever the question's frame; none when the
 * question asks for a word, names two relations, the relation has two named people, or the condition is held of anyone
 * else too.
 */
export function householdConditionMemories(
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
): { memory: MemoryFeatures['memory']; score: MemoryScore }[] {
  if (ASKS_FOR_THE_WORD.test(q.form)) return [];
  const asked = questionConcepts(q);
  const people = [...asked.keys()].filter((id) => KIND_OF.get(id) === 'relation');
  const [person] = people;
  if (people.length !== 1 || person === undefined) return [];
  const name = onlyName(store, person);
  if (name === undefined) return [];
  const found: MemoryFeatures[] = [];
  for (const id of asked.keys()) {
    if (!ONE_MATTER_IDS.has(id)) continue;
    const holders = holdersOf(store, id);
    if (holders.length === 0 || holders.length > MAX_HOLDERS || !holders.every((m) => isAbout(m, name))) continue;
    for (const m of holders) if (!found.includes(m)) found.push(m);
  }
  return found.map((m) => leastSelected(m.memory));
}
