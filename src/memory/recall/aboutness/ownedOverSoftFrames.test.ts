import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { selectRelevantMemories } from '../selection';

const card = (text: string, tags: string[], subject: string): UserMemory =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const cat = card('The cat, Mochi, is a white Japanese Bobtail with weak kidneys.', ['cat', 'Mochi'], 'cat Mochi');
const rabbit = card('Our rabbit is called Tesla and lives in the garden.', ['rabbit', 'Tesla'], 'rabbit Tesla');
const trip = card('Trip to Kyoto planned for October.', ['trip', 'Kyoto'], 'Kyoto trip');
const store = [cat, rabbit, trip];
const recalled = (q: string): string[] => selectRelevantMemories(store, q).map((m) => m.stableKey);

describe('a household name before a CJK possessive wins over a quantity, time or manner frame', () => {
  it.each([
    'モチの腎臓の血液検査はどのくらいの頻度？',
    'Mochiの散歩はどれくらいがいい？',
    'Mochi的药要吃多久？',
    '모찌의 사료는 언제 바꿔요?',
  ])('%s', (q) => {
    expect(recalled(q)).toContain(cat.stableKey);
  });
});

describe('the frame stays the world’s without a possessed household name', () => {
  it.each([
    '猫の腎臓の血液検査はどのくらいの頻度？',
    'ローマの人口はどのくらい？',
    '京都の紅葉はいつまで見られる？',
    '餅の賞味期限はどのくらい？',
    'Mochi是什么时候发明的？',
    'テスラの株価はどのくらい？',
    '特斯拉的股价多少？',
  ])('%s', (q) => {
    expect(recalled(q)).toEqual([]);
  });
});
