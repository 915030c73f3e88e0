#!/usr/bin/env node
// Regenerates src/memory/recall/bridges/annotationConcepts.data.ts from the Unicode CLDR emoji annotations
// (`cldr-annotations-full`, dev dependency): for each emoji, the keywords people of each language use for it
// (☕: coffee, caffeine, tea…; 咖啡, 茶…). Recall's cross-language bridge (conceptBridge.ts) joins a question's
// everyday word to a memory's word in another language when both name the same thing. Run after upgrading the
// package: `node scripts/gen-concept-annotations.mjs`.
//
// Which emojis: only the things of a user's life, by the first code point of the emoji (gender and skin-tone
// sequences count as their base: 🏃‍♀ is 🏃; 🐈‍⬛ is an emoji of its own). CLDR ships no emoji groups, so CATEGORIES below
// lists the Unicode blocks' ranges of food and drink, plants, animals, sports and games, music, places, transport,
// household things, tools and scientific instruments, and health; faces, hands, people, flags, sky and weather, and symbols are left out.
//
// Which keywords, in every language the same rules, computed from the data (a Latin or Cyrillic keyword taken with
// every keyword of its stem, as recall compares words: "run" annotates what "running" does, 💨 and 🎽 too):
//  - a keyword is PRECISE when every emoji it annotates (in all of CLDR, faces and symbols included) is one of
//    those things, all of one category, and at most MAX_EMOJIS of them: "drink" (16 emojis), "food", "hot"
//    (pepper, fire, hot face), "morning" (coffee and sunrise) and 热饮 are words of many things, never one;
//  - a keyword that is a word of the CLDR name of an emoji it does not annotate is a word of several things: "hot"
//    (hot dog, hot beverage), "direct" (direct hit), "running" (running shirt, but it does not annotate 🏃);
//  - a Latin or Cyrillic keyword has words of at least three letters, at most two words, none a function word of
//    its language (the stopword package's lists); a CJK keyword is two to six characters with no space (one
//    character is a piece of many words: 的, 酸), no function word of its language, and one Intl.Segmenter cuts
//    into at most three words (recall looks no further).
// Which joins: a concept is an English emoji set (the precise English keywords annotating exactly those emojis:
// coffee and caffeine are ☕), and a keyword of another language joins it when its own emoji set nearly agrees:
// Jaccard similarity at least MIN_AGREEMENT, so 咖啡 (☕) joins coffee, but tea (☕🫖🍵🧋) joins neither coffee nor
// 咖啡. A concept is kept when at least MIN_LANGUAGES other languages join it: one language's private keyword is no
// shared concept.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as stopword from 'stopword';
import { stemmer as english } from 'stemmer';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { CATEGORIES } from './emojiCategories.mjs';

export { CATEGORIES };

export const LANGUAGES = ['en', 'zh', 'ja', 'ko', 'de', 'fr', 'es', 'pt', 'ru', 'it'];
export const MAX_EMOJIS = 5;
export const MIN_AGREEMENT = 2 / 3;
export const MIN_LANGUAGES = 6;
/** How many of Intl.Segmenter's words recall joins to find a Chinese or Japanese form (conceptBridgeOpen.ts). */
export const CJK_SEGMENTS = 3;
/** The `stopword` package's list for each language (shared with gen-occupations.mjs). */
export const FUNCTION_WORDS = {
  zh: stopword.zho,
  ja: stopword.jpn,
  ko: stopword.kor,
  en: stopword.eng,
  de: stopword.deu,
  fr: stopword.fra,
  es: stopword.spa,
  pt: stopword.por,
  ru: stopword.rus,
  it: stopword.ita,
};

const require = createRequire(import.meta.url);
const annotationsDir = join(dirname(require.resolve('cldr-annotations-full/package.json')), 'annotations');

/**
 * An emoji's base: without variation selectors and skin tones, and without a gender sign joined to it (🏃‍♀ is 🏃);
 * any other joined sequence is a thing of its own (🐈‍⬛, the black cat, brings "unlucky" that 🐈 does not have).
 */
export const baseOf = (emoji) =>
  emoji.replace(/\ufe0e|\ufe0f|\u{1f3fb}|\u{1f3fc}|\u{1f3fd}|\u{1f3fe}|\u{1f3ff}/gu, '').replace(/\u200d(\u2640|\u2642)$/u, '');

export function categoryOf(emoji) {
  const cp = baseOf(emoji).codePointAt(0);
  if (cp === undefined) return undefined;
  for (const [category, ranges] of Object.entries(CATEGORIES)) if (ranges.some(([a, b]) => cp >= a && cp <= b)) return category;
  return undefined;
}

const LATIN_OR_CYRILLIC = /^[\p{Script=Latin}\p{Script=Cyrillic}]/u;

/** Whether a keyword can be a form recall looks up in its language (see the header). */
function wellFormed(language, keyword) {
  const script = language === 'ru' ? /^[\p{Script=Cyrillic} -]+$/u : /^[\p{Script=Latin}' -]+$/u;
  if (['zh', 'ja', 'ko'].includes(language) === LATIN_OR_CYRILLIC.test(keyword)) return false;
  if (LATIN_OR_CYRILLIC.test(keyword)) {
    if (!script.test(keyword)) return false;
    const words = keyword.split(/[\s-]+/);
    if (words.length > 2 || !/^[\p{L}\p{M}' -]+$/u.test(keyword)) return false;
    const functionWords = FUNCTION_WORDS[language] ?? [];
    return words.every((w) => [...w].length >= 3 && !functionWords.includes(w));
  }
  return (
    !/\s/.test(keyword) &&
    [...keyword].length >= 2 &&
    [...keyword].length <= 6 &&
    !/[\p{Script=Latin}\p{N}]/u.test(keyword) &&
    !(FUNCTION_WORDS[language] ?? []).includes(keyword)
  );
}

const STEMMERS = {
  en: (w) => (/^[a-z]+$/.test(w) && w.length > 2 ? english(w) : w),
  de: german,
  fr: french,
  es: spanish,
  pt: portuguese,
  ru: russian,
  it: italian,
};

/** A keyword as recall compares it: Latin and Cyrillic words by their stems (running, runs and run are one word). */
export function stemKey(language, keyword) {
  const stem = STEMMERS[language];
  return stem === undefined
    ? keyword
    : keyword
        .split(/[\s-]+/)
        .map(stem)
        .join(' ');
}

/** Each keyword of a language with the emoji bases it annotates, across all of CLDR's emojis. */
export function keywordSets(language) {
  return annotationsOf(language).sets;
}

const annotationCache = new Map();
/** A language's keywords with their emoji bases, and the words of its emoji names with the bases they name. */
function annotationsOf(language) {
  const cached = annotationCache.get(language);
  if (cached !== undefined) return cached;
  const file = join(annotationsDir, language, 'annotations.json');
  const table = JSON.parse(readFileSync(file, 'utf8')).annotations.annotations;
  const sets = new Map();
  const nameWords = new Map();
  const names = new Map();
  for (const [emoji, entry] of Object.entries(table)) {
    const base = baseOf(emoji);
    if (base === '') continue;
    for (const raw of [...(entry.default ?? []), ...(entry.tts ?? [])]) {
      const keyword = raw.normalize('NFC').toLowerCase().trim();
      if (keyword === '') continue;
      const set = sets.get(keyword) ?? new Set();
      set.add(base);
      sets.set(keyword, set);
    }
    names.set(
      base,
      (entry.tts ?? []).map((n) => n.normalize('NFC').toLowerCase()),
    );
    for (const name of entry.tts ?? [])
      for (const word of name
        .normalize('NFC')
        .toLowerCase()
        .split(/[\s:,]+/)) {
        const key = stemKey(language, word);
        const named = nameWords.get(key) ?? new Set();
        named.add(base);
        nameWords.set(key, named);
      }
  }
  // Recall meets a word by its stem, so a keyword annotates what every keyword of its stem annotates.
  const stems = new Map();
  for (const [keyword, set] of sets) {
    const key = stemKey(language, keyword);
    stems.set(key, new Set([...(stems.get(key) ?? []), ...set]));
  }
  const own = new Map(sets);
  for (const keyword of sets.keys()) sets.set(keyword, stems.get(stemKey(language, keyword)));
  const mates = new Map();
  for (const keyword of sets.keys()) {
    const key = stemKey(language, keyword);
    mates.set(key, [...(mates.get(key) ?? []), keyword]);
  }
  const nameStems = new Map([...names].map(([emoji, list]) => [emoji, list.map((name) => stemmedName(language, name))]));
  const result = { sets, own, mates, nameWords, names, nameStems };
  annotationCache.set(language, result);
  return result;
}

const segmenters = {};
/** Whether recall can find a Chinese or Japanese form: Intl.Segmenter cuts it into at most CJK_SEGMENTS words. */
function findable(language, keyword) {
  if (language !== 'zh' && language !== 'ja') return true;
  // Recall cuts a text with no kana as Chinese, whichever language it is.
  const locale = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(keyword) ? 'ja' : 'zh';
  segmenters[locale] ??= new Intl.Segmenter(locale, { granularity: 'word' });
  return [...segmenters[locale].segment(keyword)].length <= CJK_SEGMENTS;
}

const preciseCache = new Map();
/**
 * Precise keywords of a language: those whose emojis are a few things of one category (see the header). Computed once
 * per language (the generator and its test both ask for them); callers only read the map.
 */
export function preciseKeywords(language) {
  const cached = preciseCache.get(language);
  if (cached !== undefined) return cached;
  const precise = new Map();
  const { sets, nameWords } = annotationsOf(language);
  for (const [keyword, set] of sets) {
    if (set.size > MAX_EMOJIS || !wellFormed(language, keyword) || !findable(language, keyword)) continue;
    // A word of the name of a thing it does not annotate is a word of several things ("hot" of hot dog and hot
    // beverage, "direct" of direct hit, "running" of running shirt).
    if ([...(nameWords.get(stemKey(language, keyword)) ?? [])].some((named) => !set.has(named))) continue;
    const categories = new Set([...set].map(categoryOf));
    if (categories.size !== 1 || categories.has(undefined)) continue;
    precise.set(keyword, set);
  }
  preciseCache.set(language, precise);
  return precise;
}

/**
 * Whether a language's emoji NAME calls the emoji by the keyword: a Latin or Cyrillic keyword is (by its stems) words
 * of the name (Russian "вино" of 🍷 "бокал вина"), a CJK keyword is written in it (와인 of 🍷 와인잔).
 */
export function namesEmoji(language, keyword, emoji) {
  const { names, nameStems } = annotationsOf(language);
  // German writes a thing inside its compounds (Mate-Tee, Teekanne): there the keyword names every name holding it.
  if (!LATIN_OR_CYRILLIC.test(keyword) || language === 'de') return (names.get(emoji) ?? []).some((name) => name.includes(keyword));
  const key = stemKey(language, keyword).split(' ');
  return (nameStems.get(emoji) ?? []).some((words) => words.some((_, i) => key.every((k, j) => words[i + j] === k)));
}

/** A name's stemmed words; none for a name of two things ("canapé et lampe", "Sake-Flasche mit Tasse"), which calls neither by the other's word. */
function stemmedName(language, name) {
  const words = stemKey(language, name.replace(/[:,]/g, ' ').trim()).split(' ');
  return words.some((w) => TWO_THINGS[language]?.includes(w)) ? [] : words;
}

/** The words joining two things in a name (and, with), per Latin or Cyrillic language. */
const TWO_THINGS = {
  en: ['and', 'with'],
  de: ['und', 'mit'],
  fr: ['et', 'avec'],
  es: ['y', 'e', 'con'],
  pt: ['e', 'com'],
  it: ['e', 'ed', 'con'],
  ru: ['и', 'с', 'со'],
};

/**
 * Whether a keyword of a language (annotating `other`) joins the English concept `set`: the two emoji sets nearly
 * agree (Jaccard at least MIN_AGREEMENT), or it annotates the concept's emojis and, of all emojis, those the
 * language's own names call by it are exactly the concept's (вино annotates 🍷, 🍾 and 🥃 but is a word of the name of 🍷 alone, "бокал вина", so it
 * joins wine; tea annotates ☕ but ☕'s name is "hot beverage", so it never joins coffee; Spanish "patata" is a word
 * of the names of 🍟, 🍠 and 🥔, so it joins none of them by name).
 */
export function joins(language, keyword, set, other) {
  if (agreement(set, other) >= MIN_AGREEMENT) return true;
  if (![...set].every((e) => other.has(e))) return false;
  // Every keyword sharing the stem must itself annotate the thing: Italian "mangiare" (to eat) shares "mango"'s stem
  // but annotates salad and cutlery, so neither joins the mango by name.
  const { own, mates } = annotationsOf(language);
  if ((mates.get(stemKey(language, keyword)) ?? [keyword]).some((k) => ![...set].some((e) => own.get(k)?.has(e)))) return false;
  const named = namedBy(language, keyword);
  return named.length === set.size && named.every((e) => set.has(e));
}

const namedCache = new Map();
/** Every emoji whose name, in the language, calls it by the keyword. */
function namedBy(language, keyword) {
  const key = `${language}|${keyword}`;
  let named = namedCache.get(key);
  if (named === undefined) {
    named = [...annotationsOf(language).names.keys()].filter((e) => namesEmoji(language, keyword, e));
    namedCache.set(key, named);
  }
  return named;
}

export function agreement(a, b) {
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both);
}

let conceptsCache;
/**
 * The concepts: an English emoji set, its English keywords and the keywords of each language that join it. Computed
 * once per process (the generator and its test both ask for them); callers only read them.
 */
export function concepts() {
  conceptsCache ??= computeConcepts();
  return conceptsCache;
}

function computeConcepts() {
  const precise = Object.fromEntries(LANGUAGES.map((l) => [l, preciseKeywords(l)]));
  const byEnglishSet = new Map();
  for (const [keyword, set] of precise.en) {
    const key = [...set].sort().join(' ');
    const entry = byEnglishSet.get(key) ?? { set, en: [] };
    entry.en.push(keyword);
    byEnglishSet.set(key, entry);
  }
  const kept = [];
  for (const [key, { set, en }] of [...byEnglishSet].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const forms = { en: en.sort() };
    for (const language of LANGUAGES.slice(1))
      forms[language] = [...precise[language]]
        .filter(([keyword, other]) => joins(language, keyword, set, other))
        .map(([k]) => k)
        .sort();
    const joined = LANGUAGES.slice(1).filter((l) => forms[l].length > 0).length;
    if (joined >= MIN_LANGUAGES) kept.push({ emojis: key, forms });
  }
  return kept;
}

// The data is written in two files split at U+1F600, where Unicode's emoticon, transport and later blocks begin (one
// file of ~520 lines is hard to review), and an index that joins them. The lines are in code-point order and the split
// keeps it: a concept's number is its line's place in the joined text.
const SPLIT_AT = 0x1f600;
const PARTS = [
  [
    'annotationConcepts.symbols.data.ts',
    'SYMBOL_CONCEPTS',
    'before U+1F600 (miscellaneous symbols and pictographs)',
    (cp) => cp < SPLIT_AT,
  ],
  [
    'annotationConcepts.pictographs.data.ts',
    'PICTOGRAPH_CONCEPTS',
    'from U+1F600 (emoticons, transport, supplemental pictographs)',
    (cp) => cp >= SPLIT_AT,
  ],
];
const HEADER = `// Generated by scripts/gen-concept-annotations.mjs from cldr-annotations-full; do not edit (a test fails when
// stale).`;
const FORMAT = `// One line a concept: its emojis (space-separated), then the forms of ${LANGUAGES.join(', ')}, each list separated by "/".
// conceptBridgeOpen.ts decides when a match counts.`;

/** Each data file's text, by name: the index (annotationConcepts.data.ts) and its two parts, one line a concept,
 * `emojis|en forms|zh forms|…` with forms separated by `/`. */
export function generate() {
  const lines = concepts().map((c) => [c.emojis, ...LANGUAGES.map((l) => c.forms[l].join('/'))].join('|'));
  const files = new Map();
  for (const [name, constant, range, holds] of PARTS)
    files.set(
      name,
      `${HEADER} The everyday things whose first emoji is ${range}, joined with the others in
// annotationConcepts.data.ts.
${FORMAT}

export const ${constant} = \`
${lines.filter((line) => holds(line.codePointAt(0) ?? 0)).join('\n')}
\`;
`,
    );
  files.set(
    'annotationConcepts.data.ts',
    `${HEADER} Everyday things (food and drink, plants, animals, sports and games, music, places, transport, household
// things, health) named alike in ten languages, from the Unicode CLDR emoji annotations, in two files by emoji block.
${FORMAT}
${PARTS.map(([name, constant]) => `import { ${constant} } from './${name.replace(/\.ts$/, '')}';`).join('\n')}

export const ANNOTATION_LANGUAGES = [${LANGUAGES.map((l) => `'${l}'`).join(', ')}] as const;

/** Every concept, one line each, in code-point order (a blank line between the two files). */
export const ANNOTATION_CONCEPTS = [${PARTS.map(([, constant]) => constant).join(', ')}].join('');
`,
  );
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'memory', 'recall', 'bridges');
  for (const [name, text] of generate()) writeFileSync(join(dir, name), text);
  console.log(`wrote ${dir}/annotationConcepts*.data.ts: ${concepts().length} concepts`);
}
