import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import { EVERY_ANSWER_TYPES } from '../anchorSense';
import { asksPermission } from '../aboutness/aboutness';
import { RECALL_MIN_SCORE } from '../thresholds';
import type { UserMemory } from '../../record/schema';
import { HEALTH_CONCEPTS } from './conceptBridgeHealth.data';
import { CONDITION_CONCEPTS } from './conceptBridgeConditions.data';
import { DEVICE_CONCEPTS } from './conceptBridgeDevices.data';
import { SYSTEM_CONDITION_CONCEPTS } from './conditionsBySystem.data';
import { BODY_REGIONS } from './bodyRegions.data';
import { KINSHIP_CONCEPTS } from './kinship.data';
import { holdersByStore } from './bridgeHelpers';
import { openBridgedMemories } from './conceptBridgeOpen';
import { asksUsersOwn, ownHolders } from './ownHolders';
import { WIDER_MATTER } from './lifeEvents.data';
import { usersOwnMatter, withoutOthersMatters } from './lifeMatters';
import { toToken } from '../../record/tokenize';
import { afterDefiniteArticle, comparesOrMeans, isBareFamiliarParent, isPluralForm } from '../aboutness/plainRequests';
import { asksPracticalMatter, practicalConcept } from './practicalMatters';
import {
  ASKS_FOR_THE_WORD,
  formEntries,
  HAN,
  HANGUL,
  KANA,
  KIND_OF,
  LATIN_LANGUAGES,
  conceptsIn,
  languagesOf,
  memoryConcepts,
  questionConcepts,
  subjectLanguages,
} from './conceptReading';

// A question about the user asked in one language meets a memory written in another only through the words of a
// closed class: "儿子晚上不肯睡觉怎么办" and "User's son Leo …" share no letter, but 儿子 and "son" are one
// relation. The bridge is a last resort, and narrow, because other users have children and pets named in several
// languages: it answers only a question the user asks about themself (aboutness.ts) that no memory matched on its
// own words, and only with the one memory the store holds of that concept — the profile memory of a relation or a
// pet, the one memory tagging a body part or a meal. It never meets a memory through the same word (the score
// judges that), and a bridged memory weighs the least a selected memory can, so it ranks below any word match.

/** The memory gives a name (senses.ts), or its subject capitalises one ("mother Keiko" over a text that writes ケイコ). */
const introducesByName = (m: MemoryFeatures): boolean => m.names.size > 0 || /\p{Lu}/u.test(m.memory.identity.subject);

/** The memory's subject names another life matter and not this one ("bouldering" tagging a climbing gym is no gym's). */
function aboutAnotherMatter(m: MemoryFeatures, id: string): boolean {
  const named = [...conceptsIn(m.memory.identity.subject, subjectLanguages(m)).keys()].filter((c) => KIND_OF.get(c) === 'life');
  // …nor is the matter's wider kind another matter ("fixed-rate loan" is a mortgage's subject).
  return named.length > 0 && !named.includes(id) && !named.includes(WIDER_MATTER.get(id) ?? '');
}

/** The memory that holds a concept for the whole store: a relation's or a pet's one profile, a body part's or meal's one memory. */
function holds(m: MemoryFeatures, id: string): boolean {
  if (!memoryConcepts(m).has(id) || EVERY_ANSWER_TYPES.has(m.memory.type)) return false;
  const kind = KIND_OF.get(id);
  if (kind === 'life') return !aboutAnotherMatter(m, id);
  // A relation's or a pet's memory introduces them by name ("son Leo", "dog Mate"); one that only says where an
  // unnamed grandmother lives is a fact about her, not the card of the person the question is about.
  return kind === 'relation' || kind === 'pet' ? m.memory.type === 'stable_user_context' && introducesByName(m) : true;
}

/** The store's memories of the concept. */
export const holdersOf = holdersByStore(holds);

/**
 * A relation's cards: the store's cards of it, or, when no card tags a relation of the wider family, the one profile
 * memory that names it in its text and introduces someone by name ("Yoko's first child will be a girl, Kenji's first
 * grandchild"); a household's child, parent or partner is named in passing by many memories, so only cards count.
 */
export function relationCards(store: readonly MemoryFeatures[], id: string): readonly MemoryFeatures[] {
  const cards = holdersOf(store, id);
  if (cards.length > 0) return cards;
  if (!WIDER_FAMILY.has(id)) return [];
  const named = namedInText(store, id);
  return named.length === 1 ? named : [];
}
const namedInText = holdersByStore(
  (m: MemoryFeatures, id: string) =>
    m.memory.type === 'stable_user_context' && introducesByName(m) && conceptsIn(m.memory.text, subjectLanguages(m)).has(id),
);

/**
 * A name as it is written with or without its accents: a subject writes in English letters what a card writes in
 * its own language's (Totò and "Toto stones", Lucía and "Lucia"). Only accents on Latin letters are left out: a
 * kana's voicing mark makes another name.
 */
const withoutLatinAccents = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .normalize('NFC');

const HEALTH_IDS: ReadonlySet<string> = new Set(
  [...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS, ...SYSTEM_CONDITION_CONCEPTS, ...DEVICE_CONCEPTS].map((c) => c.id),
);

/**
 * The health concepts that are one matter, not a part of the body: a condition or an aid is what a few memories are
 * all about, while a region (the lower back) is where many unlike matters sit — a disc, a lifting rule, an exercise.
 */
const REGION_PARTS: ReadonlySet<string> = new Set(BODY_REGIONS.flatMap((r) => r.parts.en));
export const ONE_MATTER_IDS: ReadonlySet<string> = new Set(
  [...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS, ...SYSTEM_CONDITION_CONCEPTS, ...DEVICE_CONCEPTS]
    .filter((c) => !c.forms.en.some((form) => REGION_PARTS.has(form)))
    .map((c) => c.id),
);

/**
 * Of several memories tagging a condition or a shift pattern, the one whose subject names it ("night shifts" beside
 * "tea on nights" and a migraine "nach Nachtdiensten"): the memory about it, whatever its language; likewise the one
 * card of a relation or a pet whose subject names it ("mother Ngozi" beside "Igbo" tagging madre).
 */
function subjectHolder(holders: readonly MemoryFeatures[], id: string, forms: ReadonlySet<string>): MemoryFeatures | undefined {
  const about = holders.filter((m) => conceptsIn(m.memory.identity.subject, subjectLanguages(m)).has(id));
  const [only] = about;
  if (about.length !== 1 || only === undefined) return undefined;
  const own = memoryConcepts(only).get(id) ?? new Set<string>();
  return [...forms].some((f) => own.has(f)) ? undefined : only;
}

/**
 * The memory a personal question reaches through a concept: the store's one memory of it, met in other words than
 * the question's; or, when several hold it (a son written of in Chinese, another in German), the one written in the
 * question's language.
 */
function holderFor(store: readonly MemoryFeatures[], id: string, forms: ReadonlySet<string>, owned = false): MemoryFeatures | undefined {
  const holders = holdersOf(store, id);
  // No card tags the relation: a grandchild on the way may be named in a profile's text (relationCard).
  if (holders.length === 0) return relationCards(store, id)[0];
  const formsOf = (m: MemoryFeatures) => memoryConcepts(m).get(id) ?? new Set<string>();
  if (holders.length === 1) {
    const [only] = holders;
    return only !== undefined && (owned || ![...forms].some((f) => formsOf(only).has(f))) ? only : undefined;
  }
  if (HEALTH_IDS.has(id) || KIND_OF.get(id) === 'body') return subjectHolder(holders, id, forms);
  const asked = languagesOf(id, forms);
  const same = holders.filter((m) => [...languagesOf(id, formsOf(m))].some((l) => asked.has(l)));
  if (same.length === 1) return same[0];
  if (KIND_OF.get(id) === 'life') return lifeHolder(holders, id, forms);
  // Several in the question's language (a mother's card and her hearing aid, both Korean) are judged as several in
  // none: the card of the one person they are all about comes; two sons in one language stay two people.
  // None in the question's language: when every holder is about the one person, the card that introduces them, tagging
  // the relation beside their name ("wife, Marina"), over a memory about them that tags only the relation ("妻,
  // 誕生日" of "Marina birthday"). Two sons, one in each language, stay two people.
  const named = (m: MemoryFeatures) => m.memory.tags.filter((t) => /^\p{Lu}/u.test(t));
  const [card, ...others] = holders.filter((m) => named(m).length > 0);
  const about = (m: MemoryFeatures) =>
    card ? named(card).some((name) => withoutLatinAccents(m.memory.identity.subject).includes(withoutLatinAccents(name))) : false;
  if (card !== undefined && others.length === 0 && ![...forms].some((f) => formsOf(card).has(f)) && holders.every(about)) return card;
  // Else the one card whose subject names the relation or the pet, when the others are about the one it names ("cat
  // Neve" beside "Neve vet") or the relation is one a person has once ("mother Ngozi" beside "Igbo", the language the
  // user speaks with her mother, tagging madre); two sons' cards, one in each language, stay two people.
  const subjectCard = subjectHolder(holders, id, forms);
  if (subjectCard === undefined) return undefined;
  const name = subjectCard.memory.identity.subject
    .toLowerCase()
    .split(/\s+/u)
    .filter((w) => w.length > 1 && !conceptsIn(w, subjectLanguages(subjectCard)).has(id))
    .map(withoutLatinAccents);
  const aboutIt = (m: MemoryFeatures) =>
    m === subjectCard ||
    name.some(
      (n) =>
        withoutLatinAccents(m.memory.identity.subject.toLowerCase()).includes(n) ||
        m.memory.tags.some((t) => withoutLatinAccents(t.toLowerCase()) === n),
    );
  return ONCE_IN_A_LIFE.has(id) || holders.every(aboutIt) ? subjectCard : undefined;
}

/** The store's one memory of a condition, whatever forms it is written in (symptomConditions.ts). */
export const conditionHolder = (store: readonly MemoryFeatures[], id: string): MemoryFeatures | undefined =>
  holderFor(store, id, new Set<string>(), true);

/**
 * Of several memories of a life matter, the one whose subject is the matter's own name ("wedding" beside "wedding
 * guests", "running" beside "gym"), else the one whose subject alone names it.
 */
function lifeHolder(holders: readonly MemoryFeatures[], id: string, forms: ReadonlySet<string>): MemoryFeatures | undefined {
  const named = holders.filter((m) => {
    const subject = m.memory.identity.subject.toLowerCase().replace(/-/g, ' ');
    return formEntries(subject).some((e) => e.concept.id === id);
  });
  const [only] = named;
  return named.length === 1 && only !== undefined ? only : subjectHolder(holders, id, forms);
}

const WIDER_FAMILY: ReadonlySet<string> = new Set(KINSHIP_CONCEPTS.map((c) => c.id));

/** The relations a person has once: a mother, a father, a partner. */
const ONCE_IN_A_LIFE: ReadonlySet<string> = new Set(['mother', 'father', 'partner']);

/**
 * The memories a personal question reaches only through a closed class's concept (holderFor), or else through an
 * everyday thing named in another language (openBridgedMemories). Each weighs the least a selected memory can (one
 * concept is one anchor, never two).
 */
export function bridgedMemories(store: readonly MemoryFeatures[], q: QueryFeatures): { memory: UserMemory; score: MemoryScore }[] {
  // A permission asked with no first-person word ("犬に鶏肉をあげてもいい？") is the asker's for whom or which body part it
  // concerns; what may be eaten or drunk is asked of anyone, so meals and everyday things are not bridged then. Any
  // other plain request reaches the household's one relation, pet or condition it names as one (plainRequests.ts).
  // A practical question read as the world's reaches a condition, an aid or a life matter as a request does (practicalMatters.ts).
  const practical = asksPracticalMatter(q);
  const request = q.aboutness === 'request' || practical;
  const permission = request && asksPermission(q.form);
  if ((q.aboutness !== 'user' && !request) || ASKS_FOR_THE_WORD.test(q.form)) return [];
  if (request && !permission && comparesOrMeans(q.form)) return [];
  const closed = closedBridged(store, q, request, permission).filter(({ id }) => !practical || practicalConcept(id, KIND_OF.get(id)));
  const bridged = closed.map(({ memory }) => leastSelected(memory));
  if (practical) return bridged;
  // Several memories of a condition the user asks about as their own (ownHolders.ts).
  if (bridged.length === 0 && asksUsersOwn(q)) bridged.push(...ownConditionHolders(store, q).map(leastSelected));
  // Everyday things (conceptBridgeOpen.ts) only when no relation, pet, body part or meal reached a memory.
  // A permission asked with no first-person word reaches only the user's one rule about the thing (ownPermission.ts).
  if (bridged.length === 0 && (!request || permission))
    for (const holder of openBridgedMemories(store, q, permission)) {
      const total = RECALL_MIN_SCORE;
      bridged.push({ memory: holder.memory, score: { total, tags: total, identity: 0, wholeText: 0, partialText: 0, latin: 0 } });
    }
  return bridged;
}

/**
 * The user's own few memories of a condition or an aid the question names, when several hold it and none is
 * the one about it (holderFor); none when one of them writes it in the question's own form (the word match judged).
 */
function ownConditionHolders(store: readonly MemoryFeatures[], q: QueryFeatures): UserMemory[] {
  const found: UserMemory[] = [];
  for (const [id, forms] of questionConcepts(q)) {
    if (!ONE_MATTER_IDS.has(id)) continue;
    const holders = holdersOf(store, id);
    if (holders.length < 2) continue;
    const own = ownHolders(store, holders, () => true);
    if (own.some((m) => [...forms].some((f) => memoryConcepts(m).get(id)?.has(f) === true))) continue;
    for (const m of own) if (!found.includes(m.memory)) found.push(m.memory);
  }
  return found;
}

export const leastSelected = (memory: UserMemory): { memory: UserMemory; score: MemoryScore } => {
  const total = RECALL_MIN_SCORE;
  return { memory, score: { total, tags: total, identity: 0, wholeText: 0, partialText: 0, latin: 0 } };
};

/** The closed classes' memories the question reaches, each with the concept that reached it. */
export function closedBridged(
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
  request: boolean,
  permission: boolean,
): { memory: UserMemory; id: string; card: MemoryFeatures }[] {
  const bridged: { memory: UserMemory; id: string; card: MemoryFeatures }[] = [];
  const asked = questionConcepts(q);
  for (const [id, forms] of asked) {
    if (request && (KIND_OF.get(id) === 'meal' || (!permission && !namesOne(q.form, id, forms)))) continue;
    // The wider matter of one met too is that one (住宅|ローン, 贷款|买房: a mortgage, not another loan).
    if ([...asked.keys()].some((other) => WIDER_MATTER.get(other) === id)) continue;
    if (KIND_OF.get(id) === 'life' && !usersOwnMatter(q.form, id, forms)) continue;
    const holder = holderFor(store, id, forms, ownedRelation(q, id, forms) || (request && KIND_OF.get(id) === 'pet'));
    if (holder === undefined || bridged.some((b) => b.memory === holder.memory)) continue;
    bridged.push({ memory: holder.memory, id, card: holder });
  }
  const cardNames = (id: string): string[] => relationCards(store, id).flatMap((m) => m.memory.tags.filter((t) => /^\p{Lu}/u.test(t)));
  return withoutOthersMatters(bridged, asked, request, KIND_OF, cardNames);
}

/**
 * A plain request names one of the household, not a class (plainRequests.ts): children as such are a class; a Latin
 * form of a relation follows a definite article ("der Bruder", not "discurso de pai"), of a pet is singular ("manteau
 * pour lévrier", not "los galgos"); Chinese, Japanese, Korean and Russian write no article.
 */
function namesOne(question: string, id: string, forms: ReadonlySet<string>): boolean {
  const kind = KIND_OF.get(id);
  if (id === 'child') return false;
  if (kind !== 'relation' && kind !== 'pet') return true;
  // The form's own entries: a breed's form also names its animal ("galgos" is read as the dog too).
  return [...forms].some((form) =>
    formEntries(form).some(({ concept, language }) => {
      if (!LATIN_LANGUAGES.has(language)) return true;
      if (kind === 'relation') return afterDefiniteArticle(question, form, [language]) || isBareFamiliarParent(question, form, language);
      return !isPluralForm(concept, form, [language]);
    }),
  );
}

/**
 * A question about the user that calls a relation or a pet theirs in the card's own word ("my son played until 2 am
 * again", "mon fils…", "mein Hund…"): the word is too common to select the card on its own weight (a kinship noun is
 * among any language's most used words), yet the possessive says which one is meant, so the household's one card of
 * it is reached as from another language. Every word of the form follows a first-person possessive (people.ts).
 */
function ownedRelation(q: QueryFeatures, id: string, forms: ReadonlySet<string>): boolean {
  const kind = KIND_OF.get(id);
  if (q.aboutness !== 'user' || (kind !== 'relation' && kind !== 'pet')) return false;
  return [...forms].some(
    (form) =>
      // …or, in Chinese, Japanese and Korean, right after the first person's possessive (我先生, 私の夫, 내 남편).
      (HAN.test(form) || HANGUL.test(form) || KANA.test(form) ? q.ownedCjk.some((owned) => owned.startsWith(form)) : false) ||
      form.split(/[\s-]+/u).every((word) => {
        const token = toToken(word);
        return token !== undefined && q.ownedTokens.has(token);
      }),
  );
}
