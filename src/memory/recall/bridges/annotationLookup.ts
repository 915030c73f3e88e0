import { languageStem, type StemLanguage } from '../words/languageStems';
import { stemWord } from '../../record/tokenize';
import { ANNOTATION_CONCEPTS, ANNOTATION_LANGUAGES } from './annotationConcepts.data';
import { cjkLookupKeys, HAN, HANGUL, KANA } from '../words/wordSegmenter';

export { HAN, HANGUL, KANA };

// The everyday things of the Unicode CLDR emoji annotations (annotationConcepts.data.ts) a text names, in ten
// languages: the look-up the cross-language bridge (conceptBridgeOpen.ts) and the areas of food and drink
// (thingAreas.ts) share. It reads text only, never a memory's features.

export type Language = (typeof ANNOTATION_LANGUAGES)[number];
export const LATIN_LANGUAGES: ReadonlySet<Language> = new Set(['en', 'de', 'fr', 'es', 'pt', 'it']);
const MAX_LATIN_WORDS = 2;

/** Each concept's forms by language (parsed once from the data's lines). */
let concepts: readonly (readonly (readonly string[])[])[] | undefined;
export function allConcepts(): readonly (readonly (readonly string[])[])[] {
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
export function wordKey(language: Language, word: string): string {
  if (language === 'en') return `en:${stemWord(word)}`;
  return languageStem(language as StemLanguage, word) ?? `${language}=${word}`;
}

export const splitWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((t) => t.length > 0);

/** A form's look-up key in its language: stemmed words for Latin and Cyrillic forms, the written form otherwise. */
export function formKey(language: Language, form: string): string {
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

/** The concepts a language's stem key names ("fr:caf", as languageStem keys a word). */
export const conceptsOfKey = (language: Language, key: string): readonly number[] => indexOf(language).get(key) ?? [];

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
export const LATIN_LETTER = /\p{Script=Latin}/u;
export const CYRILLIC = /\p{Script=Cyrillic}/u;

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
  for (const { language, key } of cjkLookupKeys(text)) add(language, key);
  return found;
}
