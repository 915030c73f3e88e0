import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A service's plans and a thing's value for money are a buyer's questions (productQuestions.ts, MARKET_WORDS), and a
// maker or service a Korean (or Japanese) memory tags in katakana or hangul is its product: a question not about the
// user meeting the memory only there asks about the market.

const store = parseMemoryLines(`
user_preference | 드라마, 넷플릭스, 민수 | K-dramas | 사용자는 민수와 함께 넷플릭스로 한국 드라마를 본다.
stable_user_context | 샤오미, 로봇청소기, 개털 | robot vacuum | 집에서 샤오미 로봇청소기를 쓰는데, 개털 때문에 매일 돌린다.
stable_user_context | phone, Fairphone | phone | The user has a Fairphone 5 and repairs it herself.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a service’s plans or a thing’s value for money, asked of the market', () => {
  it.each([
    ['넷플릭스 요금제 종류', 'K-dramas'],
    ['샤오미 스마트폰 가성비 어때?', 'robot vacuum'],
    ['Fairphone value for money', 'phone'],
  ])('Given the memory, when "%s" asks as a buyer, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['우리 넷플릭스 요금제 뭐였지?', 'K-dramas'],
    ['is my Fairphone still good value for money?', 'phone'],
  ])('Given the memory, when "%s" asks about the user’s own, then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
