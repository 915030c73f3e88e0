import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';

// A household name many memories are about, written alone in kana, hangul or Chinese right before a possessive
// (の, 의, 的), makes a question framed as about the world about that one (otherScriptNames.ts, possessorNamesWritten):
// Japanese, Korean and Chinese users drop the 私の / 내 / 我的. The world's bearer asked of as a person, by a full name
// or with no possessive stays the world's.

const store = (name: string) => [
  bridgeMemory('stable_user_context', `The dog is called ${name}, a black mutt adopted in 2022.`, ['dog', name], `dog ${name}`),
  bridgeMemory(
    'recurring_constraint',
    `${name} always wears a flea collar that must be replaced every five months.`,
    ['collar', name],
    `${name} collar`,
  ),
  bridgeMemory(
    'stable_user_context',
    `${name} takes allopurinol every day for leishmaniasis.`,
    ['leishmaniasis', name],
    `${name} leishmaniasis`,
  ),
  ...bridgeFiller(),
];

describe('a household name before a possessive in a world-framed question', () => {
  it.each([
    ['Bruno', 'ja', 'ブルーノの首輪はいつ替えればいい？'],
    ['Bruno', 'ko', '브루노의 목줄은 언제 바꿔야 해?'],
    ['Bruno', 'zh', '布鲁诺的项圈什么时候该换？'],
    ['Nina', 'ja', 'ニーナの首輪はいつ替えればいい？'],
  ])('Given three memories of %s, when the %s question "%s" names him as possessor, then he is recalled', (name, _lang, question) => {
    const memories = store(name);
    expectRecalled(memories, question, memories[1]?.stableKey);
  });

  it.each([
    ['Bruno', 'ja', 'ブルーノはワールドカップで何ゴール決めた？'],
    ['Bruno', 'ja', 'ブルーノ・マーズの新しいアルバムはいつ出る？'],
    ['Bruno', 'zh', '布鲁诺·马尔斯的新专辑什么时候发行？'],
    ['Bruno', 'ko', '브루노 마스의 새 앨범은 언제 나와?'],
    ['Tesla', 'ja', 'テスラはどこの国の人?'],
    ['Tesla', 'zh', '特斯拉线圈的原理是什么？'],
  ])(
    'Given three memories of %s, when the %s world question "%s" names a bearer without a lone possessive, then nothing is recalled',
    (name, _lang, question) => {
      expect(selectRelevantMemories(store(name), question)).toEqual([]);
    },
  );
});
