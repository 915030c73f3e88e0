import type { MemoryFeatures, QueryFeatures } from './matchFeatures';
import { EVERY_ANSWER_TYPES } from './anchorSense';
import { languageStem, type StemLanguage } from './languageStems';
import { stemWord } from '../record/tokenize';
import { koreanParticleAt } from '../record/wordBreaks';
import { ANNOTATION_CONCEPTS, ANNOTATION_LANGUAGES } from './annotationConcepts.data';

// The bridge's open classes: everyday things (coffee, chili peppers, marathons, ukuleles, kitchens) named alike in
// ten languages, from the Unicode CLDR emoji annotations (annotationConcepts.data.ts, generated with its rules by
// scripts/gen-concept-annotations.mjs). "下午四点还能喝咖啡吗" and a memory tagged "coffee" share no letter, but 咖啡
// and coffee annotate the same one emoji in their languages. Open words are many and loose, so this bridge is
// narrower than the closed one's: it only crosses languages (a word never meets another word of its own language
// through a concept: "hurry" and "marathon" both annotate 🏃, which says nothing about English questions), and the
// store must hold the concept in exactly one memory — counting every memory whose tags, subject or text name it in
// any form — which names it in its tags or subject (its topic, not a word in passing).

type Language = (typeof ANNOTATION_LANGUAGES)[number];
const LATIN_LANGUAGES: ReadonlySet<Language> = new Set(['en', 'de', 'fr', 'es', 'pt', 'it']);
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;
const CJK_WORDS = 3;
const MAX_LATIN_WORDS = 2;

/** Each concept's forms by language (parsed once from the data's lines). */
let concepts: readonly (readonly (readonly string[])[])[] | undefined;
function allConcepts(): readonly (readonly (readonly string[])[])[] {
  concepts ??= ANNOTATION_CONCEPTS.split('\n')
    .filter((line) => line.length > 0)
    .map((line) =>
      line
        .split('|')
        .slice(1)
        .map((forms) => (forms === '' ? [] : forms.split('/'))),
    );
  return concepts;
}

/** A Latin or Cyrillic word as its language's stem: English by the tokenizer's stem, the others by Snowball. */
function wordKey(language: Language, word: string): string {
  if (language === 'en') return `en:${stemWord(word)}`;
  return languageStem(language as StemLanguage, word) ?? `${language}=${word}`;
}

const splitWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((t) => t.length > 0);

/** A form's look-up key in its language: stemmed words for Latin and Cyrillic forms, the written form otherwise. */
function formKey(language: Language, form: string): string {
  if (language === 'zh' || language === 'ja' || language === 'ko') return `${language}:${form}`;
  return splitWords(form)
    .map((w) => wordKey(language, w))
    .join(' ');
}

const indexes = new Map<Language, Map<string, number[]>>();
/** Concept numbers by form key, one language at a time (built when a text in it is first read). */
function indexOf(language: Language): Map<string, number[]> {
  let index = indexes.get(language);
  if (index !== undefined) return index;
  index = new Map();
  const column = ANNOTATION_LANGUAGES.indexOf(language);
  allConcepts().forEach((forms, concept) => {
    for (const form of forms[column] ?? []) {
      const key = formKey(language, form);
      const list = index?.get(key) ?? [];
      if (!list.includes(concept)) list.push(concept);
      index?.set(key, list);
    }
  });
  indexes.set(language, index);
  return index;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmentsOf(text: string, locale: 'zh' | 'ja'): string[] {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return [];
  let seg = segmenters.get(locale);
  if (seg === undefined) {
    seg = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, seg);
  }
  return [...seg.segment(text)].filter((s) => s.isWordLike === true).map((s) => s.segment);
}

/** Concept number → the languages of the forms met. */
export type Mentions = Map<number, Set<Language>>;

/**
 * The concepts a text names: Latin words in the languages given (Cyrillic always Russian), as stems, two words at
 * most and the longest first; Korean words with or without their particle; Chinese or Japanese words as
 * Intl.Segmenter yields them, alone or joined with the next one or two (唐辛子 may come in pieces).
 */
export function openConceptsIn(text: string, latin: ReadonlySet<Language>): Mentions {
  const found: Mentions = new Map();
  const add = (language: Language, key: string): boolean => {
    const list = indexOf(language).get(key);
    if (list === undefined) return false;
    for (const concept of list) found.set(concept, (found.get(concept) ?? new Set()).add(language));
    return true;
  };
  const words = splitWords(text);
  const cyrillic = (w: string) => /\p{Script=Cyrillic}/u.test(w);
  for (const language of [...latin, 'ru' as const]) {
    const own = words.map((w) => ((language === 'ru') === cyrillic(w) && !HANGUL.test(w) && !HAN.test(w) && !KANA.test(w) ? w : undefined));
    for (let i = 0; i < own.length;) {
      let taken = 0;
      for (let n = Math.min(MAX_LATIN_WORDS, own.length - i); n >= 1 && taken === 0; n--) {
        const run = own.slice(i, i + n);
        if (run.some((w) => w === undefined)) continue;
        if (add(language, run.map((w) => wordKey(language, w ?? '')).join(' '))) taken = n;
      }
      i += Math.max(1, taken);
    }
  }
  for (const word of words.filter((w) => HANGUL.test(w))) {
    add('ko', `ko:${word}`);
    const stem = word.slice(0, word.length - koreanParticleAt(word));
    if (stem !== word) add('ko', `ko:${stem}`);
  }
  // Kana make a text Japanese; Han characters alone may be either language (客船, 足球), so both are read.
  const cjk: ('zh' | 'ja')[] = KANA.test(text) ? ['ja'] : HAN.test(text) ? ['zh', 'ja'] : [];
  for (const language of cjk) {
    const segments = segmentsOf(text, language);
    segments.forEach((_, i) => {
      for (let n = 1; n <= CJK_WORDS && i + n <= segments.length; n++) add(language, `${language}:${segments.slice(i, i + n).join('')}`);
    });
  }
  return found;
}

const merge = (into: Mentions, more: Mentions): Mentions => {
  for (const [concept, languages] of more) into.set(concept, new Set([...(into.get(concept) ?? []), ...languages]));
  return into;
};

/** The languages a memory's Latin words are read in: English and its own. */
function memoryLatin(m: MemoryFeatures): Set<Language> {
  const latin = new Set<Language>(['en']);
  if (m.language !== undefined && (LATIN_LANGUAGES as ReadonlySet<string>).has(m.language)) latin.add(m.language as Language);
  return latin;
}

interface MemoryMentions {
  readonly topic: Mentions;
  readonly any: Mentions;
}
const memoryCache = new WeakMap<MemoryFeatures, MemoryMentions>();

/** The concepts a memory names in its tags and subject (its topic), and anywhere (its text too). */
function mentionsOf(m: MemoryFeatures): MemoryMentions {
  const cached = memoryCache.get(m);
  if (cached !== undefined) return cached;
  const latin = memoryLatin(m);
  const topic: Mentions = new Map();
  for (const piece of [...m.memory.tags, m.memory.identity.subject]) merge(topic, openConceptsIn(piece, latin));
  const any = merge(merge(new Map(), topic), openConceptsIn(m.memory.text, latin));
  const mentions = { topic, any };
  memoryCache.set(m, mentions);
  return mentions;
}

const holderCache = new WeakMap<readonly MemoryFeatures[], Map<number, readonly MemoryFeatures[]>>();

/** The store's memories that name the concept anywhere. */
function mentioning(store: readonly MemoryFeatures[], concept: number): readonly MemoryFeatures[] {
  let byConcept = holderCache.get(store);
  if (byConcept === undefined) {
    byConcept = new Map();
    holderCache.set(store, byConcept);
  }
  const cached = byConcept.get(concept);
  if (cached !== undefined) return cached;
  const found = store.filter((m) => mentionsOf(m).any.has(concept));
  byConcept.set(concept, found);
  return found;
}

/** A question's Latin words are words of its language (questionLanguage.ts): English when none is told. */
function questionLatin(q: QueryFeatures): Set<Language> {
  const language = q.asked.language;
  if (language === undefined) return new Set(['en']);
  return (LATIN_LANGUAGES as ReadonlySet<string>).has(language) ? new Set([language as Language]) : new Set();
}

/**
 * The memories a personal question reaches through an everyday concept it names in another language than the
 * memory does: for each concept, the store's only memory naming it, when that memory names it as its topic and in
 * none of the question's languages of it. The caller checks that the question is the user's and met nothing.
 */
export function openBridgedMemories(store: readonly MemoryFeatures[], q: QueryFeatures): MemoryFeatures[] {
  const bridged: MemoryFeatures[] = [];
  for (const [concept, asked] of openConceptsIn(q.form, questionLatin(q))) {
    const holders = mentioning(store, concept);
    const [only] = holders;
    if (holders.length !== 1 || only === undefined || EVERY_ANSWER_TYPES.has(only.memory.type)) continue;
    const named = mentionsOf(only).topic.get(concept);
    const said = mentionsOf(only).any.get(concept) ?? new Set();
    if (named === undefined || [...asked].some((l) => said.has(l)) || bridged.includes(only)) continue;
    bridged.push(only);
  }
  return bridged;
}
