import type { MemoryFeatures, QueryFeatures } from './matchFeatures';
import { EVERY_ANSWER_TYPES } from './anchorSense';
import type { UserMemory } from '../record/schema';
import { languageStem, type StemLanguage } from './languageStems';
import { stemWord } from '../record/tokenize';
import { koreanParticleAt } from '../record/wordBreaks';
import { ANNOTATION_CONCEPTS, ANNOTATION_LANGUAGES } from './annotationConcepts.data';
import { holdersByStore, segmentedWords } from './bridgeHelpers';

// The bridge's open classes: everyday things (coffee, chili peppers, marathons, tomatoes, ferries) named alike in
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

/** Concept number → the languages of the forms met. */
export type Mentions = Map<number, Set<Language>>;

/**
 * The concepts a text names: Latin words in the languages given (Cyrillic always Russian), as stems, two words at
 * most and the longest first; Korean words with or without their particle; Chinese or Japanese words as
 * Intl.Segmenter yields them, alone or joined with the next one or two (唐辛子 may come in pieces).
 */
export function openConceptsIn(text: string, latin: ReadonlySet<Language>): Mentions {
  const key = `${[...latin].join(',')}|${text}`;
  const cached = textCache.get(key);
  if (cached !== undefined) return cached;
  const found = conceptsOfText(text, latin);
  if (textCache.size >= TEXT_CACHE_MAX) textCache.clear();
  textCache.set(key, found);
  return found;
}

/** Texts already read (a store's tags and subjects repeat, and every question reads every memory again). */
const textCache = new Map<string, Mentions>();
const TEXT_CACHE_MAX = 20_000;
const LATIN_LETTER = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

const SHORT_WORD = 3;
const writtenForms = new Map<Language, ReadonlySet<string>>();
/** Whether a word is written as one of the language's forms (short words are looked up so, not by stem). */
function writtenForm(language: Language, word: string): boolean {
  let forms = writtenForms.get(language);
  if (forms === undefined) {
    const column = ANNOTATION_LANGUAGES.indexOf(language);
    forms = new Set(allConcepts().flatMap((c) => c[column] ?? []));
    writtenForms.set(language, forms);
  }
  return forms.has(word);
}

function conceptsOfText(text: string, latin: ReadonlySet<Language>): Mentions {
  const found: Mentions = new Map();
  const add = (language: Language, key: string): boolean => {
    const list = indexOf(language).get(key);
    if (list === undefined) return false;
    for (const concept of list) found.set(concept, (found.get(concept) ?? new Set()).add(language));
    return true;
  };
  const words = splitWords(text);
  const languages: Language[] = [...(LATIN_LETTER.test(text) ? latin : []), ...(CYRILLIC.test(text) ? ['ru' as const] : [])];
  for (const language of languages) {
    const own = words.map((w) =>
      (language === 'ru') === CYRILLIC.test(w) && !HANGUL.test(w) && !HAN.test(w) && !KANA.test(w) ? w : undefined,
    );
    for (let i = 0; i < own.length;) {
      let taken = 0;
      for (let n = Math.min(MAX_LATIN_WORDS, own.length - i); n >= 1 && taken === 0; n--) {
        const run = own.slice(i, i + n);
        if (run.some((w) => w === undefined)) continue;
        // A word of three letters or fewer meets a form only as written: its stem collides with longer words' stems
        // (Spanish "mes", month, and "mesa", table, share the stem "mes").
        if (n === 1 && (run[0] ?? '').length <= SHORT_WORD && !writtenForm(language, run[0] ?? '')) continue;
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
  // Kana make a text Japanese; Han characters alone may be either language (客船, 足球), so their words are looked
  // up in both (cut once, as Chinese: a kanji compound is cut alike).
  if (HAN.test(text) || KANA.test(text)) {
    const kana = KANA.test(text);
    const segments = segmentedWords(text, kana ? 'ja' : 'zh');
    const languages: ('zh' | 'ja')[] = kana ? ['ja'] : ['zh', 'ja'];
    segments.forEach((_, i) => {
      for (let n = 1; n <= CJK_WORDS && i + n <= segments.length; n++) {
        const word = segments.slice(i, i + n).join('');
        for (const language of languages) add(language, `${language}:${word}`);
      }
    });
  }
  return found;
}

/** The languages a memory's Latin words are read in: English and its own (Cyrillic ones always as Russian). */
function memoryLanguages(m: MemoryFeatures): Language[] {
  const languages: Language[] = ['en', 'ru'];
  if (m.language !== undefined && (LATIN_LANGUAGES as ReadonlySet<string>).has(m.language)) languages.push(m.language as Language);
  return languages;
}

/** A piece of a memory as the bridge reads it: its Latin and Cyrillic word keys, and its text for CJK forms. */
interface Piece {
  readonly keys: ReadonlySet<string>;
  readonly text: string;
  /** A topic's fields (tags, subject), lower case: a CJK form names a field's thing only at its end, where its head noun stands. */
  readonly fields?: readonly string[];
}

/** Languages whose head noun comes last in a phrase ("winter constellations", "Winterhimmel"); the others put it first. */
const HEAD_LAST: ReadonlySet<Language> = new Set(['en', 'de']);

/**
 * A topic field names a thing by its head noun: "half marathon" names the marathon, "winter constellations" names
 * constellations, not winter ("constellations d'hiver" likewise, head first). A field of one or two words keeps every
 * key (a two-word form such as "hot dog" is the thing itself).
 */
function topicPieceOf(fields: readonly string[], languages: readonly Language[]): Piece {
  const keys = new Set<string>();
  for (const field of fields) {
    const words = splitWords(field);
    const whole = pieceOf(field, languages);
    if (words.length <= 1) {
      for (const k of whole.keys) keys.add(k);
      continue;
    }
    for (const language of languages) {
      const head = HEAD_LAST.has(language) ? words[words.length - 1] : words[0];
      if (head === undefined || !(language === 'ru' ? CYRILLIC.test(head) : LATIN_LETTER.test(head))) continue;
      keys.add(wordKey(language, head));
    }
    for (const k of whole.keys) if (k.includes(' ')) keys.add(k);
  }
  return { keys, text: fields.join(' \n ').toLowerCase(), fields: fields.map((f) => f.toLowerCase().trim()) };
}

function pieceOf(text: string, languages: readonly Language[]): Piece {
  const words = splitWords(text);
  const keys = new Set<string>();
  for (const language of languages) {
    const own = words.map((w) => ((language === 'ru' ? CYRILLIC.test(w) : LATIN_LETTER.test(w)) ? wordKey(language, w) : undefined));
    own.forEach((key, i) => {
      if (key === undefined) return;
      keys.add(key);
      const next = own[i + 1];
      if (next !== undefined) keys.add(`${key} ${next}`);
    });
  }
  return { keys, text: text.toLowerCase() };
}

const CJK_LANGUAGES: readonly Language[] = ['zh', 'ja', 'ko'];
const conceptKeys = new Map<number, Map<Language, readonly string[]>>();

/** A concept's look-up keys per language (formKey), computed when a question first names it. */
function keysOf(concept: number): Map<Language, readonly string[]> {
  let keys = conceptKeys.get(concept);
  if (keys !== undefined) return keys;
  const forms = allConcepts()[concept] ?? [];
  keys = new Map(ANNOTATION_LANGUAGES.map((l, i) => [l, (forms[i] ?? []).map((f) => (CJK_LANGUAGES.includes(l) ? f : formKey(l, f)))]));
  conceptKeys.set(concept, keys);
  return keys;
}

/**
 * The languages in which a piece names a concept: a Latin or Cyrillic form by its word keys, a Chinese, Japanese or
 * Korean form anywhere in the text (a memory is read more widely than a question: more memories naming a thing
 * only make the bridge more careful).
 */
function namedIn(piece: Piece, concept: number): Set<Language> {
  const found = new Set<Language>();
  for (const [language, keys] of keysOf(concept))
    if (
      keys.some((k) =>
        CJK_LANGUAGES.includes(language)
          ? piece.fields === undefined
            ? piece.text.includes(k)
            : piece.fields.some((f) => f.endsWith(k))
          : piece.keys.has(k),
      )
    )
      found.add(language);
  return found;
}

interface MemoryPieces {
  readonly topic: Piece;
  readonly all: Piece;
}
/** By the stored memory, which the plain loop and the index each wrap in features of their own. */
const memoryCache = new WeakMap<UserMemory, MemoryPieces>();

/** A memory's tags and subject (its topic), and all of it with its text. */
function piecesOf(m: MemoryFeatures): MemoryPieces {
  const cached = memoryCache.get(m.memory);
  if (cached !== undefined) return cached;
  const languages = memoryLanguages(m);
  const topicText = [...m.memory.tags, m.memory.identity.subject].join(' \n ');
  const pieces = {
    topic: topicPieceOf([...m.memory.tags, m.memory.identity.subject], languages),
    all: pieceOf(`${topicText} \n ${m.memory.text}`, languages),
  };
  memoryCache.set(m.memory, pieces);
  return pieces;
}

/** The store's memories that name the concept anywhere. */
const mentioning = holdersByStore((m: MemoryFeatures, concept: number) => namedIn(piecesOf(m).all, concept).size > 0);

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
    const said = namedIn(piecesOf(only).all, concept);
    if (namedIn(piecesOf(only).topic, concept).size === 0 || [...asked].some((l) => said.has(l)) || bridged.includes(only)) continue;
    bridged.push(only);
  }
  return bridged;
}
