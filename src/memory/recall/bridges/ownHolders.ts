import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { EVERY_ANSWER_TYPES } from '../anchorSense';
import { normalizeForRecall, toToken } from '../../record/tokenize';
import { cardNameOf } from '../names/personCards';
import { KIND_OF, memoryConcepts, questionConcepts } from './conceptReading';

// Several memories of one concept, all the user's own: a condition written of twice ("hypothyroidism" and "thyroid
// tests"), a back with its disc and its acupuncture, a violin and its repair. Each bridge looks for the one memory
// about a concept and, finding several, reaches none, since they may be different people's (a son's violin lessons, a
// husband's gout). A first-person question that names nobody else asks about the user's own: the memories about
// another person of the household (their card, their name, their relation) are set aside, and the user's own few
// that remain are one matter of the user's and come together.

/** The most memories of one concept that still make one matter of the user's. */
const MAX_OWN = 2;

const namesByStore = new WeakMap<readonly MemoryFeatures[], ReadonlySet<string>>();

/** The names the store's cards give its people and pets ("son Mathis", "cat Celine"), as tokens. */
function cardNames(store: readonly MemoryFeatures[]): ReadonlySet<string> {
  let names = namesByStore.get(store);
  if (names === undefined) {
    names = new Set(store.map((m) => cardNameOf(m.memory)).filter((n): n is string => n !== undefined));
    namesByStore.set(store, names);
  }
  return names;
}

/** A field's words as recall tokens (a card's name among them). */
export const tokensOf = (text: string): string[] =>
  text
    .normalize('NFKC')
    .split(/[\s,;/]+/u)
    .map((w) => toToken(normalizeForRecall(w)))
    .filter((t): t is string => t !== undefined);

const isPersonKind = (id: string): boolean => KIND_OF.get(id) === 'relation' || KIND_OF.get(id) === 'pet';

/**
 * A memory about another person or a pet of the household: their card, one whose subject or tags give a card's name
 * ("Mathis fiddle lessons", "Hoon, goutte"), or one tagging a relation or a pet ("fille, diabète").
 */
export function isSomeoneElses(store: readonly MemoryFeatures[], m: MemoryFeatures): boolean {
  if (cardNameOf(m.memory) !== undefined) return true;
  const names = cardNames(store);
  if ([m.memory.identity.subject, ...m.memory.tags].some((field) => tokensOf(field).some((t) => names.has(t)))) return true;
  return [...memoryConcepts(m).keys()].some(isPersonKind);
}

const ownQuestions = new WeakMap<QueryFeatures, boolean>();

/** A first-person question that names no relation or pet: it asks about the user's own (read once per question). */
export function asksUsersOwn(q: QueryFeatures): boolean {
  let own = ownQuestions.get(q);
  if (own === undefined) {
    own = q.aboutness === 'user' && ![...questionConcepts(q).keys()].some(isPersonKind);
    ownQuestions.set(q, own);
  }
  return own;
}

/**
 * Of a concept's holders, the user's own when they are few and each names the concept as its topic (`isTopic`);
 * none when any of them shapes every answer, or a rule about the thing stands beside a liking of it (which answers
 * then depends on the question's other words).
 */
export function ownHolders(
  store: readonly MemoryFeatures[],
  holders: readonly MemoryFeatures[],
  isTopic: (m: MemoryFeatures) => boolean,
): readonly MemoryFeatures[] {
  const own = holders.filter((m) => !isSomeoneElses(store, m));
  if (own.length === 0 || own.length > MAX_OWN || !own.every(isTopic)) return [];
  if (own.some((m) => EVERY_ANSWER_TYPES.has(m.memory.type))) return [];
  const types = new Set(own.map((m) => m.memory.type));
  return types.has('recurring_constraint') && types.has('user_preference') ? [] : own;
}
