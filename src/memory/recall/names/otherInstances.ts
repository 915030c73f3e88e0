import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { matchedUnitsOf, type MemoryScore } from '../score';
import { EVERY_ANSWER_TYPES } from '../anchorSense';
import type { UserMemory } from '../../record/schema';
import { toToken } from '../../record/tokenize';
import { unranked } from './namesakes';
import { STORE_PERSON_DF } from './people';
import { memoryPlaceConcepts, questionPlacesInOtherScripts } from '../bridges/placeNameBridge';

// Another instance of the same kind: "how do I ship the new organ to Kanazawa?" names one organ by its place; the
// memory of the Salamanca organ met on "organ" alone is about another one.

interface Scored {
  readonly memory: UserMemory;
  readonly score: MemoryScore;
}

/** A word no list of the ten languages ranks, written capitalised inside a sentence: a place or a thing's name. */
const particular = (token: string, capitalised: ReadonlySet<string>): boolean => capitalised.has(token) && unranked(token);

/**
 * The particulars a question names: the table's places it writes in CJK or Cyrillic letters (金泽 is no word of the
 * Latin lists), and capitalised words no list ranks that the store holds (Endingen, Kanazawa, Brasil).
 */
function questionParticulars(q: QueryFeatures): { readonly places: ReadonlySet<number>; readonly words: readonly string[] } {
  // A name of someone of the user's life is no instance of a kind (Jonas, Lena).
  const words = [...q.capitalised].filter(
    (t) => particular(t, q.capitalised) && (q.corpus.df.get(t) ?? 0) > 0 && (q.corpus.nameDf.get(t) ?? 0) === 0,
  );
  return { places: questionPlacesInOtherScripts(q), words };
}

/**
 * The memory's own particular the question does not name: a tag its subject holds and its text writes as a proper noun
 * that no list ranks (Salamanca of "Salamanca organ", Mafra), held by few memories and no name of someone.
 */
function ownParticular(f: MemoryFeatures, q: QueryFeatures): boolean {
  return f.memory.tags.some((tag) => {
    const token = toToken(tag.toLowerCase());
    if (token === undefined || q.tokens.has(token) || f.names.has(token) || (q.corpus.nameDf.get(token) ?? 0) > 0) return false;
    // A word many memories hold is someone or something of the user's life (the father Efisio), not another instance.
    if ((q.corpus.df.get(token) ?? 0) >= STORE_PERSON_DF) return false;
    return particular(token, f.properNouns) && f.identityTokens.has(token);
  });
}

/**
 * A question naming a particular place or thing the store holds (Endingen, Kanazawa, Brasil) asks of that one: a
 * memory holding none of the particulars it names but one of its own (a tag "Salamanca", "Mafra", "Alsace"), met on
 * the words of the kind only ("órgano", "restauración"), is about another instance. A memory giving a name, met on a
 * name, a relation or a pet, or shaping every answer, stays.
 */
export function withoutOtherInstances<T extends Scored>(
  scored: readonly T[],
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
  isAboutSomeone: (m: UserMemory, unit: string) => boolean,
): T[] {
  const asked = questionParticulars(q);
  if (asked.places.size === 0 && asked.words.length === 0) return [...scored];
  let featuresOf: ReadonlyMap<UserMemory, MemoryFeatures> | undefined;
  return scored.filter((s) => {
    const own = matchedUnitsOf(s.score);
    if (!own || EVERY_ANSWER_TYPES.has(s.memory.type) || own.names.length > 0 || own.person !== undefined) return true;
    // Met on a name the store gives (Jonas), a relation or a pet, or someone many memories hold: about that one.
    if (own.units.some((u) => (q.corpus.nameDf.get(u) ?? 0) > 0 || isAboutSomeone(s.memory, u))) return true;
    featuresOf ??= new Map(store.map((m) => [m.memory, m]));
    const f = featuresOf.get(s.memory);
    if (f === undefined) return true;
    const held = memoryPlaceConcepts(f);
    if ([...asked.places].some((c) => held.has(c)) || asked.words.some((w) => f.units.has(w))) return true;
    return !ownParticular(f, q);
  });
}
