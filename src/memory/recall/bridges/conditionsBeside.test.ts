import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';
import { koreanCopulaStem } from './cjkOwnedWords';

// A condition the user names as theirs joins the memories met on the question's other words (conditionsBeside.ts),
// and a Korean noun with the copula written onto it is read as the noun (cjkOwnedWords.ts).

const store = () => [
  bridgeMemory('stable_user_context', '用户有胃食道逆流，每天早上吃耐适恩。', ['胃食道逆流', '耐适恩'], 'reflux'),
  bridgeMemory('stable_user_context', 'The user cups coffee samples every Tuesday afternoon.', ['cupping', 'Tuesday'], 'cupping'),
  bridgeMemory('stable_user_context', 'The user’s husband is called Tomás; he is a nurse.', ['Tomás', 'partner', 'nurse'], 'partner Tomás'),
  ...bridgeFiller(),
];
const keys = (question: string) => selectRelevantMemories(store(), question).map((m) => m.stableKey);
const REFLUX = 'stable_user_context:reflux';
const CUPPING = 'stable_user_context:cupping';

describe('a condition of the user beside the memories met on other words', () => {
  it.each([
    'my heartburn gets worse on cupping days, any tips?',
    'Posso continuar o cupping com o meu refluxo?',
    'Ich habe Sodbrennen, soll ich mit dem Cupping aufhören?',
    'у меня изжога, можно ли мне продолжать cupping?',
  ])('Given a condition written in Chinese, when the user names it in another language beside a met word ("%s"), then both come', (q) => {
    expect(keys(q)).toEqual(expect.arrayContaining([REFLUX, CUPPING]));
  });

  it.each(['Tomás has heartburn after cupping, how can I help him?', 'what is the history of cupping and does it cause heartburn?'])(
    'Given the condition is someone else’s or the question the world’s ("%s"), then the condition does not come',
    (q) => {
      expect(keys(q)).not.toContain(REFLUX);
    },
  );

  it('Given a met memory that already holds the condition, then it is not added twice', () => {
    const picked = keys('my 胃食道逆流 and the cupping on Tuesday');
    expect(picked.filter((k) => k === REFLUX)).toHaveLength(picked.includes(REFLUX) ? 1 : 0);
  });
});

describe('a Korean noun with the copula', () => {
  it('Given a noun of two syllables or more before the copula, then the noun is read', () => {
    expect(koreanCopulaStem('당뇨인데')).toBe('당뇨');
    expect(koreanCopulaStem('식도염이라서')).toBe('식도염');
    expect(koreanCopulaStem('비염이에요')).toBe('비염');
    const s = store();
    expectRecalled(s, '역류성 식도염인데 커피를 계속 마셔도 될까?', s[0]?.stableKey);
  });

  it('Given a one-syllable stem or no copula, then nothing is read', () => {
    expect(koreanCopulaStem('집인데')).toBeUndefined();
    expect(koreanCopulaStem('식도염')).toBeUndefined();
    expect(koreanCopulaStem('사랑해')).toBeUndefined();
  });
});
