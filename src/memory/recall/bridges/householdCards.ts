import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import type { UserMemory } from '../../record/schema';
import { asksPermission } from '../aboutness/aboutness';
import { comparesOrMeans } from '../aboutness/plainRequests';
import { closedBridged, leastSelected } from './conceptBridge';
import { ASKS_FOR_THE_WORD, KIND_OF, memoryConcepts, questionConcepts } from './conceptReading';

// The closed bridge's cards beside word matches (selection.ts): the relation or pet a question names joins the
// memories met on its other words when none of them is about that one.

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;

/**
 * A relation or a pet the question names reaches its card through the closed bridge even beside memories the
 * question met on its other words, when none of those is about that one ("弟弟在休斯顿，周日几点给他打电话合适" met
 * the jollof rice on 周日; "남편이 야간 트레일…" a climbing rule on 야간): the person asked about is the question's
 * subject, the other words are what is asked of them. A met memory carrying the card's name (or the card itself)
 * already answers for them.
 */
export function householdCardsBeside(
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
  met: readonly UserMemory[],
): { memory: UserMemory; score: MemoryScore }[] {
  const request = q.aboutness === 'request';
  const permission = request && asksPermission(q.form);
  if ((q.aboutness !== 'user' && !request) || ASKS_FOR_THE_WORD.test(q.form)) return [];
  if (request && !permission && comparesOrMeans(q.form)) return [];
  if (namesAName(q)) return [];
  const household = (id: string) => KIND_OF.get(id) === 'relation' || KIND_OF.get(id) === 'pet';
  // A met memory tagging the same relation (a child's for a son's: 孩子 beside 儿子) is already about them.
  const metConcepts = new Set(store.filter((f) => met.includes(f.memory)).flatMap((f) => [...memoryConcepts(f).keys()].map(familyOf)));
  const metTags = new Set(met.flatMap((m) => m.tags.map((t) => t.toLowerCase())));
  const about = (m: UserMemory, name: string) => m.text.toLowerCase().includes(name) || m.tags.some((t) => t.toLowerCase().includes(name));
  const concepts = questionConcepts(q);
  return (
    closedBridged(store, q, request, permission)
      .filter(({ id }) => household(id) && !metConcepts.has(familyOf(id)))
      // A met memory tagging the question's very word ("esposa" of "minha esposa") was met as that one.
      .filter(({ id }) => ![...(concepts.get(id) ?? [])].some((form) => metTags.has(form)))
      .filter(({ id }) => ![...(concepts.get(id) ?? [])].some((form) => onlyCompanion(q.form, form)))
      .filter(({ memory, card }) => !met.some((m) => m === memory || [...card.names].some((name) => about(m, name))))
      .map(({ memory }) => leastSelected(memory))
  );
}

/** A son and a daughter are a child too: one family of relations. */
const familyOf = (id: string): string => (id === 'son' || id === 'daughter' ? 'child' : id);

/** The question writes a name the store gives (Luna, モモ): the relation word beside it is that one's, not a card's. */
export function namesAName(q: QueryFeatures): boolean {
  for (const name of q.corpus.nameDf.keys()) if (isCjkName(name) ? q.form.includes(name) : q.tokens.has(name)) return true;
  return false;
}
const isCjkName = (name: string): boolean => HAN.test(name) || KANA.test(name) || HANGUL.test(name);

/**
 * The relation or pet comes along, the question is about something else ("Куда сходить с дочкой в Екатеринбурге",
 * "what to do with my son in Lisbon", "딸이랑"): "with" right before the form, or a word before it (a possessive, an
 * article), in the Latin languages and Russian; Korean's comitative particles on the form.
 */
const WITH = /(?:^|[^\p{L}])(?:with|mit|avec|con|com|co[mn]|с|со)\s+(?:\p{L}+\s+)?$/u;
const KOREAN_WITH = /^(?:이랑|랑|하고|와|과)$/u;
function onlyCompanion(question: string, form: string): boolean {
  const text = question.toLowerCase();
  if (HANGUL.test(form)) {
    for (let i = text.indexOf(form); i !== -1; i = text.indexOf(form, i + 1)) {
      const rest = /^\p{L}*/u.exec(text.slice(i + form.length))?.[0] ?? '';
      if (KOREAN_WITH.test(rest)) return true;
    }
    return false;
  }
  for (let i = text.indexOf(form); i !== -1; i = text.indexOf(form, i + 1)) if (WITH.test(text.slice(0, i))) return true;
  return false;
}
