import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { languageWeight } from './rarity';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A Japanese verb or adjective written as one kanji and its okurigana is a form of a common word, not a rare phrase
// (japaneseForms.ts): the word list keeps no one-kanji stem and no form as written.

const COMMON = 0.5;

describe('a Japanese verb or adjective form in a shared phrase', () => {
  it.each(['行く', 'に行く', 'を飲んで', '飲みたい', '考えて', 'を教えて', '持ってい', '見る', '書いた', '使って', '買わない', '作ります'])(
    '"%s" weighs as a common word',
    (phrase) => {
      expect(languageWeight(phrase, true)).toBeLessThanOrEqual(COMMON + 0.2);
    },
  );

  it.each(['猫の', '鍋で', '麹を', '生酛', '酒税', '味噌', 'ボウル', '造り', '釣り', '祭り'])(
    '"%s" (a noun, alone, with its particle or made of a verb\'s stem) keeps its weight',
    (phrase) => {
      expect(languageWeight(phrase, true)).toBeGreaterThan(COMMON + 0.2);
    },
  );

  const store = parseMemoryLines(`
user_preference | 花火, 夏 | fireworks | 毎年夏に家族で長岡の花火大会に行く。
stable_user_context | 花粉症, 薬 | hay fever | 春は花粉症で、毎朝アレルギーの薬を飲んでいる。
project_context | 京都, 乗り継ぎ | Kyoto stopover | 韓国からの帰りに京都で二泊して、紅葉を見て何を食べるか考えている。
user_preference | 陶芸, 窯 | pottery | 週末は窯を持っている友人の工房で陶芸をしている。
`);
  const index = buildRecallIndex(store.map((s) => s.memory));
  const subjects = (q: string) =>
    selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

  it.each([
    ['歯医者に行くのが怖い。どうしたらいい？', 'fireworks'],
    ['抗生物質を飲んでいる間、お酒は飲める？', 'hay fever'],
    ['私のレシピ本の前書きを一緒に考えて', 'Kyoto stopover'],
  ])('Given a memory sharing only a verb form with "%s", then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['花火大会に行くなら何を持っていけばいい？', 'fireworks'],
    ['花粉症の薬を飲んでいるけど、運転してもいい？', 'hay fever'],
    ['京都の乗り継ぎの二泊、私は何を食べたらいい？', 'Kyoto stopover'],
    ['陶芸の窯の温度はどう決めればいい？', 'pottery'],
  ])('Given a memory met on its topic beside a verb form in "%s", then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
