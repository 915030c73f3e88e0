import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { asksHowThingIsMade } from './makingFrames';
import { selectRelevantMemories } from '../selection';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';

// How a thing is made or calculated, asked in Japanese or Korean without a person (makingFrames.ts). Every case here is
// invented for this file.

describe('making frames in Japanese and Korean', () => {
  it.each([
    'パエリアの作り方',
    '鳥の巣箱の作り方を教えて',
    'ぬか漬けのつくり方は?',
    '豆腐はどうやって作るの?',
    '利回りの計算方法',
    '된장은 어떻게 만들어?',
    '나무 의자는 어떻게 만들어요?',
    '깍두기 담그는 법',
    '수제 맥주 만드는 방법',
    '막대 사탕 만드는 기본 방법',
    '복리 이자 계산하는 법',
  ])('is the world’s method: %s', (question) => {
    expect(asksHowThingIsMade(question)).toBe(true);
    expect(classifyAboutness(question)).toBe('world');
  });

  it.each([
    '私のパエリアの作り方を見直して',
    '娘の弁当の作り方を考えて',
    '내가 만드는 된장 숙성 방법 좀 봐 줘',
    '이번 주 식단표 만들어 줘',
    '생일 케이크를 어떻게 만들까?',
    '味噌汁に何を入れる?',
  ])('is no world method: %s', (question) => expect(classifyAboutness(question)).not.toBe('world'));

  it('Given a pet named by the thing a kennel shelters, then how to build a kennel recalls no pet', () => {
    const memories = parseMemoryLines(
      [
        'stable_user_context | 犬, 柴犬, 小太郎 | dog Kotaro | ユーザーの犬は柴犬の小太郎で、三歳になる。',
        'stable_user_context | 고양이, 보리 | cat Bori | 사용자의 고양이 보리는 다섯 살이고 된장 냄새를 좋아한다.',
        'stable_user_context | 된장, 항아리 | doenjang | 사용자는 베란다 항아리에 된장을 담가 먹는다.',
      ].join('\n'),
    );
    const subjects = (q: string) =>
      selectRelevantMemories(
        memories.map((m) => m.memory),
        q,
      ).map((m) => memories.find((x) => x.memory.stableKey === m.stableKey)?.subject);
    expect(subjects('犬小屋の作り方')).toEqual([]);
    expect(subjects('된장은 어떻게 만들어?')).toEqual([]);
    expect(subjects('우리 집 된장 항아리는 어디에 두면 좋을까?')).toContain('doenjang');
  });
});
