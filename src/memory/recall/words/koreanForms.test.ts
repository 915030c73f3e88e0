import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { koreanStemWeight } from './rarity';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A Korean verb's stem shared before different endings (바꾸 of 바꾸는 and 바꾸고) weighs as the verb, a common word
// (koreanForms.ts); a noun with its particle keeps the noun's weight.

const COMMON = 0.5;

describe('a Korean verb stem in a shared phrase', () => {
  it.each([
    ['바꾸', '비밀번호 바꾸는 법', '디지털 워크플로로 바꾸고 있다'],
    ['마시', '커피 마시면 안 돼?', '오후에는 차를 마시고 잔다'],
    ['만들', '케이크 만들어 줘', '주말마다 빵을 만들면서 쉰다'],
    ['보내', '문자 보내려면', '매달 돈을 보내고 있다'],
  ])(
    '"%s" (before an ending in "%s" or "%s") weighs as a common word (the commonest form of it the list holds, else the commonest words)',
    (stem, question, memory) => {
      expect(koreanStemWeight(stem, [` ${question} `, memory])).toBeLessThanOrEqual(COMMON + 0.25);
    },
  );

  it.each([
    ['통풍', '통풍이 있어', '통풍에 좋은 음식'],
    ['바다', '바다는 왜 짜', '바다가 보이는 집'],
    ['여행', '여행지 추천', '여행을 간다'],
    ['추천', '추천해 줘', '추천할 때는'],
  ])('"%s" (a noun, with its particle or verbed with 하다) is no verb stem', (stem, question, memory) => {
    expect(koreanStemWeight(stem, [` ${question} `, memory])).toBeUndefined();
  });

  const store = parseMemoryLines(`
project_context | 디지털, 스캐너 | digital workflow | 3Shape 스캐너를 들여와 석고 모형 작업을 디지털 워크플로로 바꾸고 있다.
user_preference | 차, 오후 | afternoon tea | 오후에는 보리차를 마시고 커피는 피한다.
`);
  const index = buildRecallIndex(store.map((s) => s.memory));
  const subjects = (q: string) =>
    selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

  it.each([
    ['이메일 비밀번호 바꾸는 법 알려줘', 'digital workflow'],
    ['Wi-Fi 이름 바꾸면 다시 연결해야 해?', 'digital workflow'],
  ])('Given a memory sharing only a verb stem with "%s", then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['내 스캐너 바꾸고 싶은데 추천해 줘', 'digital workflow'],
    ['오후에 보리차 말고 뭐 마시면 좋아?', 'afternoon tea'],
  ])('Given "%s", which shares a word of the memory besides the verb, then %s still comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
