import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { koreanParticleAt } from '../../record/wordBreaks';
import { CONCEPTS as CLOSED_CONCEPTS, type BridgeLanguage, type Concept } from './conceptBridge.data';
import { HEALTH_CONCEPTS } from './conceptBridgeHealth.data';
import { CONDITION_CONCEPTS } from './conceptBridgeConditions.data';
import { DEVICE_CONCEPTS } from './conceptBridgeDevices.data';
import { SYSTEM_CONDITION_CONCEPTS } from './conditionsBySystem.data';
import { withDrugClasses } from './withDrugClasses';
import { KINSHIP_CONCEPTS } from './kinship.data';
import { segmentedWords } from './bridgeHelpers';
import { PET_KINDS } from './petKinds.data';
import { LIFE_EVENT_CONCEPTS } from './lifeEvents.data';
import { WORK_MATTER_CONCEPTS } from './workMatters.data';
import { PASTIME_CONCEPTS } from './pastimes.data';
import { FARM_MATTER_CONCEPTS } from './farmMatters.data';
import { MONEY_MATTER_CONCEPTS } from './moneyMatters.data';
import { PASTIME_GEAR_CONCEPTS } from './pastimeGear.data';
import { HOME_ANIMAL_CONCEPTS } from './homeAnimals.data';
import { isCommonEnglishWord } from '../words/rarity';
import { isFunctionWordOf, languageStem, type StemLanguage } from '../words/languageStems';
import { stemWord } from '../../record/tokenize';
import { koreanCopulaStem, oneSyllableWithParticle, othersWord, particleFits } from './cjkOwnedWords';
import { withoutRelationHolidays } from './relationHolidays';
import { withoutQuotedPassages } from '../aboutness/quotedWords';
import { ENCLOSED_WORDS } from './enclosedWords';
import { cjkDrugFormsIn, isLatinDrugForm } from './drugForms';
import { framedConcepts } from './framedForms';

// How the bridge reads a text (conceptBridge.ts): the closed classes' forms in the ten languages, found in a question or
// in a memory's tags — Latin and Cyrillic forms as whole words (the longest first, over an enclosed side or possessive),
// Korean words with their particles, Chinese and Japanese words as Intl.Segmenter yields them.

const CONCEPTS: readonly Concept[] = [
  ...CLOSED_CONCEPTS,
  ...KINSHIP_CONCEPTS,
  ...withDrugClasses([...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS, ...SYSTEM_CONDITION_CONCEPTS]),
  ...DEVICE_CONCEPTS,
  ...HOME_ANIMAL_CONCEPTS,
  ...PET_KINDS,
  ...LIFE_EVENT_CONCEPTS,
  ...WORK_MATTER_CONCEPTS,
  ...PASTIME_CONCEPTS,
  ...FARM_MATTER_CONCEPTS,
  ...MONEY_MATTER_CONCEPTS,
  ...PASTIME_GEAR_CONCEPTS,
];
/** A breed or species names its animal too (petKinds.data.ts): "Windhund" is a greyhound and a dog. */
const SPECIES_OF: ReadonlyMap<string, string> = new Map(PET_KINDS.map((k) => [k.id, k.species]));
const LANGUAGES = Object.keys(CONCEPTS[0]?.forms ?? {}) as BridgeLanguage[];
export const LATIN_LANGUAGES: ReadonlySet<BridgeLanguage> = new Set(['en', 'de', 'fr', 'es', 'pt', 'it']);
export const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
export const HANGUL = /\p{Script=Hangul}/u;
export const HAN = /\p{Script=Han}/u;

export interface Entry {
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

/** Shorter words are left to their exact forms: a short stem joins unrelated words (кот, кто). */
const STEMMED_MIN_LETTERS = 6;
/** The bridge languages with a Snowball stemmer: a declined or plural form is read by its stem there. */
const STEMMED_LANGUAGES: ReadonlySet<BridgeLanguage> = new Set(['ru', 'de', 'fr', 'es', 'pt', 'it']);
const ONE_WORD = /^[\p{L}\p{M}]+$/u;
const CYRILLIC_WORD = /^[а-яё]+$/u;
/** A Russian verbal noun's other cases are the purpose of a thing ("очки для чтения", reading glasses): it keeps its exact form. */
const VERBAL_NOUN = /[ая]ние$|ение$/u;
const stemKey = (language: BridgeLanguage, word: string): string | undefined =>
  STEMMED_LANGUAGES.has(language) ? languageStem(language as StemLanguage, word) : undefined;

/** The one-word forms of the stemmed languages by stem ("катаракте" is "катаракта", "Bienenvölkern" "Bienenvölker"). */
const STEM_INDEX = new Map<string, Entry[]>();
for (const [key, entries] of FORM_INDEX)
  for (const entry of entries) {
    if (!ONE_WORD.test(key) || key.length < STEMMED_MIN_LETTERS || (entry.language === 'ru' && VERBAL_NOUN.test(key))) continue;
    const stem = stemKey(entry.language, key);
    if (stem !== undefined) STEM_INDEX.set(stem, [...(STEM_INDEX.get(stem) ?? []), entry]);
  }

/** A word the table does not write as such, read by its stem in the languages it may be of: Russian for Cyrillic. */
function stemmedEntries(token: string, latin: ReadonlySet<BridgeLanguage> | 'unknown'): readonly Entry[] {
  if (!ONE_WORD.test(token) || token.length < STEMMED_MIN_LETTERS) return [];
  const languages = CYRILLIC_WORD.test(token) ? ['ru' as const] : latin === 'unknown' ? [] : [...latin];
  return languages.flatMap((language) => {
    const stem = stemKey(language, token);
    return stem === undefined ? [] : (STEM_INDEX.get(stem) ?? []).filter((e) => e.language === language);
  });
}

/**
 * The concepts a text names in the languages allowed: Latin and Cyrillic forms as whole words, the longest first (the
 * "mère" of "grand-mère" is no mother), Korean words with their particles, Chinese and Japanese words as
 * Intl.Segmenter yields them (kanji alone as `hanOnly` says); none owned by someone else (othersWord). Returns concept id → the forms met.
 */
export function conceptsIn(
  text: string,
  latin: ReadonlySet<BridgeLanguage> | 'unknown',
  hanOnly: 'zh' | 'ja' = 'zh',
): Map<string, Set<string>> {
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
  // A drug's name is read in any Latin language (drugForms.ts).
  const inScriptOrDrug = (key: string) =>
    (FORM_INDEX.get(key) ?? []).filter((e) => inScript(e.language) || isLatinDrugForm(e.form, e.language));
  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1 && taken === 0; n--) {
      const entries = inScriptOrDrug(tokens.slice(i, i + n).join(' ')).filter(keep);
      if (entries.length > 0) {
        add(entries);
        taken = n;
      }
    }
    if (taken === 0) taken = enclosingForm(tokens, i, (key) => of(key, inScript).filter(keep), add);
    if (taken === 0) add(stemmedEntries(tokens[i] ?? '', latin));
    i += Math.max(1, taken);
  }
  // A condition's name that is also an everyday word, where the sentence frames it as the condition (framedForms.ts).
  for (const framed of framedConcepts(tokens, (language) => latin === 'unknown' || latin.has(language))) {
    const concept = CONCEPTS.find((c) => c.id === framed.concept);
    if (concept !== undefined) add([{ concept, language: framed.language, form: framed.form }]);
  }
  const korean = tokens.filter((t) => HANGUL.test(t));
  korean.forEach((word, i) => {
    if (othersWord(korean, i)) return;
    const stem = word.slice(0, word.length - koreanParticleAt(word));
    add(of(word, (l) => l === 'ko'));
    // A particle that does not fit the noun's last sound is no particle (고양이과, the cat family: particleFits).
    if (stem !== word) {
      if (particleFits(stem, word.slice(stem.length))) add(of(stem, (l) => l === 'ko'));
    } else if (oneSyllableWithParticle(korean, i) && particleFits(word.slice(0, 1), word.slice(1)))
      add(of(word.slice(0, 1), (l) => l === 'ko'));
    else add(of(koreanCopulaStem(word) ?? '', (l) => l === 'ko'));
    koreanPhrase(korean, i, (key) => add(of(key, (l) => l === 'ko')));
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
    for (const form of cjkDrugFormsIn(text, language)) add(of(form, (l) => l === language));
  }
  return found;
}

/**
 * A Korean form of several words (꽃가루 알레르기, 갑상선 기능 저하증, 골든 리트리버) read as the Latin ones are: each run of
 * two words or more from `i`, the last with or without a particle that fits it ("꽃가루 알레르기가"). Each word is
 * looked up alone too (above), so a form of one word inside the run is still met.
 */
function koreanPhrase(korean: readonly string[], i: number, look: (key: string) => void): void {
  for (let n = Math.min(MAX_WORDS, korean.length - i); n >= 2; n--) {
    const words = korean.slice(i, i + n);
    const last = words[n - 1] ?? '';
    const stem = last.slice(0, last.length - koreanParticleAt(last));
    look(words.join(' '));
    if (stem !== last && stem.length > 0 && particleFits(stem, last.slice(stem.length))) look([...words.slice(0, -1), stem].join(' '));
  }
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
  const form = withoutQuotedPassages(withoutRelationHolidays(q.form), q.quoted);
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

export const KIND_OF = new Map(CONCEPTS.map((c) => [c.id, c.kind]));

/** The languages that write this form of a concept. */
export const formLanguages = (form: string): readonly BridgeLanguage[] => formEntries(form).map((e) => e.language);

/** The table's entries of a form: each concept and language that writes it. */
export const formEntries = (form: string): readonly Entry[] => FORM_INDEX.get(form.replace(/-/g, ' ')) ?? [];

/** The languages whose forms of the concept these are. */
export function languagesOf(id: string, forms: Iterable<string>): Set<BridgeLanguage> {
  const concept = CONCEPTS.find((c) => c.id === id);
  const found = new Set<BridgeLanguage>();
  if (concept === undefined) return found;
  for (const form of forms) for (const language of LANGUAGES) if (concept.forms[language].includes(form)) found.add(language);
  return found;
}

/** The languages a memory's subject is read in: English and the memory's own Latin language. */
export const subjectLanguages = (m: MemoryFeatures): ReadonlySet<BridgeLanguage> =>
  new Set<BridgeLanguage>([
    'en',
    ...((LATIN_LANGUAGES as ReadonlySet<string>).has(m.language ?? '') ? [m.language as BridgeLanguage] : []),
  ]);
