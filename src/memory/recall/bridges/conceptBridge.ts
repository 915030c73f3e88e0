import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import { EVERY_ANSWER_TYPES } from '../anchorSense';
import { asksPermission } from '../aboutness/aboutness';
import { RECALL_MIN_SCORE } from '../thresholds';
import type { UserMemory } from '../../record/schema';
import { koreanParticleAt } from '../../record/wordBreaks';
import { CONCEPTS as CLOSED_CONCEPTS, type BridgeLanguage, type Concept } from './conceptBridge.data';
import { HEALTH_CONCEPTS } from './conceptBridgeHealth.data';
import { CONDITION_CONCEPTS } from './conceptBridgeConditions.data';
import { DEVICE_CONCEPTS } from './conceptBridgeDevices.data';
import { SYSTEM_CONDITION_CONCEPTS } from './conditionsBySystem.data';
import { withDrugClasses } from './withDrugClasses';
import { withRussianCases } from './russianCases';
import { KINSHIP_CONCEPTS } from './kinship.data';
import { holdersByStore, segmentedWords } from './bridgeHelpers';
import { openBridgedMemories } from './conceptBridgeOpen';
import { PET_KINDS } from './petKinds.data';
import { LIFE_EVENT_CONCEPTS, WIDER_MATTER } from './lifeEvents.data';
import { WORK_MATTER_CONCEPTS } from './workMatters.data';
import { PASTIME_CONCEPTS } from './pastimes.data';
import { FARM_MATTER_CONCEPTS } from './farmMatters.data';
import { HOME_ANIMAL_CONCEPTS } from './homeAnimals.data';
import { usersOwnMatter, withoutOthersMatters } from './lifeMatters';
import { isCommonEnglishWord } from '../words/rarity';
import { isFunctionWordOf } from '../words/languageStems';
import { stemWord, toToken } from '../../record/tokenize';
import { afterDefiniteArticle, comparesOrMeans, isBareFamiliarParent, isPluralForm } from '../aboutness/plainRequests';
import { koreanCopulaStem, oneSyllableWithParticle, othersWord } from './cjkOwnedWords';
import { withoutRelationHolidays } from './relationHolidays';
import { ENCLOSED_WORDS } from './enclosedWords';

// A question about the user asked in one language meets a memory written in another only through the words of a
// closed class: "儿子晚上不肯睡觉怎么办" and "User's son Leo …" share no letter, but 儿子 and "son" are one
// relation. The bridge is a last resort, and narrow, because other users have children and pets named in several
// languages: it answers only a question the user asks about themself (aboutness.ts) that no memory matched on its
// own words, and only with the one memory the store holds of that concept — the profile memory of a relation or a
// pet, the one memory tagging a body part or a meal. It never meets a memory through the same word (the score
// judges that), and a bridged memory weighs the least a selected memory can, so it ranks below any word match.

const CONCEPTS: readonly Concept[] = [
  ...CLOSED_CONCEPTS,
  ...KINSHIP_CONCEPTS,
  ...withRussianCases(withDrugClasses([...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS, ...SYSTEM_CONDITION_CONCEPTS])),
  ...DEVICE_CONCEPTS,
  ...HOME_ANIMAL_CONCEPTS,
  ...PET_KINDS,
  ...LIFE_EVENT_CONCEPTS,
  ...WORK_MATTER_CONCEPTS,
  ...PASTIME_CONCEPTS,
  ...FARM_MATTER_CONCEPTS,
];
/** A breed or species names its animal too (petKinds.data.ts): "Windhund" is a greyhound and a dog. */
const SPECIES_OF: ReadonlyMap<string, string> = new Map(PET_KINDS.map((k) => [k.id, k.species]));
const LANGUAGES = Object.keys(CONCEPTS[0]?.forms ?? {}) as BridgeLanguage[];
const LATIN_LANGUAGES: ReadonlySet<BridgeLanguage> = new Set(['en', 'de', 'fr', 'es', 'pt', 'it']);
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;

interface Entry {
  readonly concept: Concept;
  readonly language: BridgeLanguage;
  readonly form: string;
}

/** Every form of the table by its words (a hyphen as a space: "grand-mère" is "grand mère" in a tokenized text). */
const FORM_INDEX = new Map<string, Entry[]>();
for (const concept of CONCEPTS)
  for (const language of LANGUAGES)
    for (const form of concept.forms[language]) {
      const key = form.replace(/-/g, ' ');
      FORM_INDEX.set(key, [...(FORM_INDEX.get(key) ?? []), { concept, language, form }]);
    }
const MAX_WORDS = Math.max(...[...FORM_INDEX.keys()].map((k) => k.split(' ').length));

/**
 * The concepts a text names in the languages allowed: Latin and Cyrillic forms as whole words, the longest first (the
 * "mère" of "grand-mère" is no mother), Korean words with their particles, Chinese and Japanese words as
 * Intl.Segmenter yields them (kanji alone as `hanOnly` says); none owned by someone else (othersWord). Returns concept id → the forms met.
 */
function conceptsIn(text: string, latin: ReadonlySet<BridgeLanguage> | 'unknown', hanOnly: 'zh' | 'ja' = 'zh'): Map<string, Set<string>> {
  const tokens = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((t) => t.length > 0);
  const found = new Map<string, Set<string>>();
  const add = (entries: readonly Entry[]): void => {
    for (const { concept, form } of entries)
      for (const id of [concept.id, SPECIES_OF.get(concept.id)]) {
        if (id === undefined) continue;
        const forms = found.get(id) ?? new Set<string>();
        forms.add(form);
        found.set(id, forms);
      }
  };
  const of = (key: string, keep: (language: BridgeLanguage) => boolean) => (FORM_INDEX.get(key) ?? []).filter((e) => keep(e.language));
  const inScript = (language: BridgeLanguage) =>
    language === 'ru' || (latin === 'unknown' ? LATIN_LANGUAGES.has(language) : latin.has(language));
  const keep = (e: Entry) => latin !== 'unknown' || noOtherEnglishWord(e);
  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1 && taken === 0; n--) {
      const entries = of(tokens.slice(i, i + n).join(' '), inScript).filter(keep);
      if (entries.length > 0) {
        add(entries);
        taken = n;
      }
    }
    if (taken === 0) taken = enclosingForm(tokens, i, (key) => of(key, inScript).filter(keep), add);
    i += Math.max(1, taken);
  }
  const korean = tokens.filter((t) => HANGUL.test(t));
  korean.forEach((word, i) => {
    if (othersWord(korean, i)) return;
    const stem = word.slice(0, word.length - koreanParticleAt(word));
    add(of(word, (l) => l === 'ko'));
    if (stem !== word) add(of(stem, (l) => l === 'ko'));
    else if (oneSyllableWithParticle(korean, i)) add(of(word.slice(0, 1), (l) => l === 'ko'));
    else add(of(koreanCopulaStem(word) ?? '', (l) => l === 'ko'));
  });
  const hasKana = KANA.test(text);
  if (HAN.test(text) || hasKana) {
    const language = hasKana ? 'ja' : hanOnly;
    const words = segmentedWords(text, language);
    words.forEach((word, i) => {
      if (othersWord(words, i)) return;
      add(of(word, (l) => l === language));
      // A compound the segmenter splits (偏|头痛, 睡眠|時|無|呼吸) is looked up joined, up to four words.
      for (let n = 2; n <= 4 && i + n <= words.length; n++) add(of(words.slice(i, i + n).join(''), (l) => l === language));
    });
  }
  return found;
}

/**
 * A form of several words read over a side or a first-person possessive it encloses ("zumbido no meu ouvido
 * esquerdo", "шум в левом ухе", "fischio all'orecchio sinistro"): the form's words with those left out, the longest
 * first. Returns how many tokens the form took (0: none met).
 */
function enclosingForm(
  tokens: readonly string[],
  i: number,
  entriesOf: (key: string) => readonly Entry[],
  add: (entries: readonly Entry[]) => void,
): number {
  const words = [tokens[i] ?? ''];
  const ends = [i + 1];
  let skipped = false;
  for (let j = i + 1; j < tokens.length && words.length < MAX_WORDS; j++) {
    if (ENCLOSED_WORDS.has(tokens[j] ?? '')) {
      skipped = true;
      continue;
    }
    words.push(tokens[j] ?? '');
    ends.push(j + 1);
  }
  if (!skipped || ENCLOSED_WORDS.has(words[0] ?? '')) return 0;
  for (let n = words.length; n >= 2; n--) {
    const end = ends[n - 1] ?? i + 1;
    // Only a form that in fact encloses such a word: one met without skipping was looked up already.
    if (end - i === n) continue;
    const entries = entriesOf(words.slice(0, n).join(' '));
    if (entries.length > 0) {
      add(entries);
      return end - i;
    }
  }
  return 0;
}

/**
 * A form read in a question of unknown language is no English word in another sense (Italian "cane" is a walking
 * stick in English); a form English writes alike for the same thing ("partner", "papa") is kept.
 */
const noOtherEnglishWord = (e: Entry): boolean =>
  e.language === 'en' || e.concept.forms.en.includes(e.form) || e.form.includes(' ') || !isCommonEnglishWord(stemWord(e.form));

/**
 * A question about the word itself — how it is said or written in a language — names no one's relative
 * ("妈妈用英语怎么说", "how do you say grandma in Korean"): the say-frames of the ten languages.
 */
export const ASKS_FOR_THE_WORD =
  /怎么说|怎么讲|怎么写|用.{1,3}[语文]|英文是|何て言う|なんて言う|何と言う|で何という|뭐라고 해|뭐라고 하|로 뭐라고|how (do|would) (you|i|we) say|how to say|in english|comment dit-on|comment on dit|wie sagt man|wie heißt .* auf|cómo se dice|como se diz|como se fala|come si dice|как сказать|как будет|как по-/u;

const ROMANCE_AND_GERMAN = ['de', 'fr', 'es', 'pt', 'it'] as const;
/**
 * A question of unknown language that is not English: it writes a function word of another Latin language that
 * English lacks ("mi", "para") and none that only English has ("my", "where").
 */
function notEnglish(form: string): boolean {
  const words = form.split(/[^\p{L}\p{M}]+/u).filter((w) => w.length > 0);
  const foreign = (w: string) => !isFunctionWordOf(w, 'en') && ROMANCE_AND_GERMAN.some((l) => isFunctionWordOf(w, l));
  const englishOnly = (w: string) => isFunctionWordOf(w, 'en') && !ROMANCE_AND_GERMAN.some((l) => isFunctionWordOf(w, l));
  return words.some(foreign) && !words.some(englishOnly);
}

/**
 * A question's Latin words are words of its language (questionLanguage.ts). When none is told (a short question:
 * "mi hijo no quiere dormirse, ayuda", "ejercicios para mi rodilla operada"), they are read as words of any of the six
 * Latin languages: the closed classes name one household's people, pets and body parts, whose forms were chosen to
 * be no everyday word of their own language, and a form that is an English word in another sense is left out; a
 * question with a function word only English has stays English ("my cane broke": Italian "cane" is no dog there).
 */
export function questionConcepts(q: QueryFeatures): Map<string, Set<string>> {
  const form = withoutRelationHolidays(q.form);
  const language = q.asked.language;
  // A language the bridge does not know ("is tuna water ok for a cat…" read as Hungarian) is no language told.
  if (language === undefined || !(LANGUAGES as readonly string[]).includes(language))
    return conceptsIn(form, notEnglish(form) ? 'unknown' : new Set(['en']));
  const latin = new Set<BridgeLanguage>();
  if ((LATIN_LANGUAGES as ReadonlySet<string>).has(language)) latin.add(language as BridgeLanguage);
  return conceptsIn(form, latin);
}

const memoryConceptCache = new WeakMap<MemoryFeatures, Map<string, Set<string>>>();

/** The concepts a memory's tags name (the model chose them as its topic), read in English and the memory's own language. */
export function memoryConcepts(m: MemoryFeatures): Map<string, Set<string>> {
  const cached = memoryConceptCache.get(m);
  if (cached) return cached;
  const latin = new Set<BridgeLanguage>(['en']);
  if (m.language !== undefined && (LATIN_LANGUAGES as ReadonlySet<string>).has(m.language)) latin.add(m.language as BridgeLanguage);
  const found = new Map<string, Set<string>>();
  // A tag of kanji alone in a memory written with kana ("弟", "母") is a Japanese word, not a Chinese one.
  const hanOnly = KANA.test(m.memory.text) ? 'ja' : 'zh';
  for (const tag of m.memory.tags)
    for (const [id, forms] of conceptsIn(tag, latin, hanOnly)) {
      const all = found.get(id) ?? new Set<string>();
      for (const form of forms) all.add(form);
      found.set(id, all);
    }
  memoryConceptCache.set(m, found);
  return found;
}

/** The memory gives a name (senses.ts), or its subject capitalises one ("mother Keiko" over a text that writes ケイコ). */
const introducesByName = (m: MemoryFeatures): boolean => m.names.size > 0 || /\p{Lu}/u.test(m.memory.identity.subject);

export const KIND_OF = new Map(CONCEPTS.map((c) => [c.id, c.kind]));

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
const holdersOf = holdersByStore(holds);

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

/** The languages that write this form of a concept. */
export const formLanguages = (form: string): readonly BridgeLanguage[] =>
  (FORM_INDEX.get(form.replace(/-/g, ' ')) ?? []).map((e) => e.language);

/** The languages whose forms of the concept these are. */
function languagesOf(id: string, forms: Iterable<string>): Set<BridgeLanguage> {
  const concept = CONCEPTS.find((c) => c.id === id);
  const found = new Set<BridgeLanguage>();
  if (concept === undefined) return found;
  for (const form of forms) for (const language of LANGUAGES) if (concept.forms[language].includes(form)) found.add(language);
  return found;
}

const HEALTH_IDS: ReadonlySet<string> = new Set(
  [...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS, ...SYSTEM_CONDITION_CONCEPTS, ...DEVICE_CONCEPTS].map((c) => c.id),
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
const subjectLanguages = (m: MemoryFeatures): ReadonlySet<BridgeLanguage> =>
  new Set<BridgeLanguage>([
    'en',
    ...((LATIN_LANGUAGES as ReadonlySet<string>).has(m.language ?? '') ? [m.language as BridgeLanguage] : []),
  ]);

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
  const about = (m: MemoryFeatures) => (card ? named(card).some((name) => m.memory.identity.subject.includes(name)) : false);
  if (card !== undefined && others.length === 0 && ![...forms].some((f) => formsOf(card).has(f)) && holders.every(about)) return card;
  // Else the one card whose subject names the relation or the pet, when the others are about the one it names ("cat
  // Neve" beside "Neve vet") or the relation is one a person has once ("mother Ngozi" beside "Igbo", the language the
  // user speaks with her mother, tagging madre); two sons' cards, one in each language, stay two people.
  const subjectCard = subjectHolder(holders, id, forms);
  if (subjectCard === undefined) return undefined;
  const name = subjectCard.memory.identity.subject
    .toLowerCase()
    .split(/\s+/u)
    .filter((w) => w.length > 1 && !conceptsIn(w, subjectLanguages(subjectCard)).has(id));
  const aboutIt = (m: MemoryFeatures) =>
    m === subjectCard ||
    name.some((n) => m.memory.identity.subject.toLowerCase().includes(n) || m.memory.tags.some((t) => t.toLowerCase() === n));
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
    return (FORM_INDEX.get(subject) ?? []).some((e) => e.concept.id === id);
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
  const request = q.aboutness === 'request';
  const permission = request && asksPermission(q.form);
  if ((q.aboutness !== 'user' && !request) || ASKS_FOR_THE_WORD.test(q.form)) return [];
  if (request && !permission && comparesOrMeans(q.form)) return [];
  const bridged = closedBridged(store, q, request, permission).map(({ memory }) => leastSelected(memory));
  // Everyday things (conceptBridgeOpen.ts) only when no relation, pet, body part or meal reached a memory.
  // A permission asked with no first-person word reaches only the user's one rule about the thing (ownPermission.ts).
  if (bridged.length === 0 && (!request || permission))
    for (const holder of openBridgedMemories(store, q, permission)) {
      const total = RECALL_MIN_SCORE;
      bridged.push({ memory: holder.memory, score: { total, tags: total, identity: 0, wholeText: 0, partialText: 0, latin: 0 } });
    }
  return bridged;
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
    (FORM_INDEX.get(form.replace(/-/g, ' ')) ?? []).some(({ concept, language }) => {
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
