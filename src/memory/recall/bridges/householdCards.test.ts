import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';

// A relation or a pet the question names reaches its card through the closed bridge (conceptBridge.ts) also beside a
// memory the question met on its other words, when that memory is about someone else or no one: the person asked
// about is the question's subject. Not when the relation only comes along ("with my daughter"), when the question
// names someone of the store, or when the met memory already tags that relation.

const memory = memoryMaker('2025-09-01');

const card = (relation: string) =>
  memory(
    'stable_user_context',
    `User's ${relation} Kofi lives in Accra and works as a nurse.`,
    [relation, 'Kofi', 'Accra'],
    `${relation} Kofi`,
  );
const swimming = () => [
  memory('user_preference', '用户每个周日下午去游泳。', ['游泳', '周日'], '周日游泳'),
  memory('user_preference', '사용자는 야간 수영을 좋아한다.', ['수영', '야간'], '야간 수영'),
  memory('user_preference', 'Пользователь плавает по воскресеньям в бассейне.', ['плавание', 'воскресенье'], 'плавание'),
  memory('user_preference', 'Der Nutzer schwimmt sonntags im Hallenbad.', ['Schwimmen', 'Sonntag'], 'Schwimmen'),
];

describe('a relation named beside a memory met on other words', () => {
  it.each([
    ['弟弟周日下午几点给他打电话合适', 'brother'],
    ['남편이 야간 수영 대회에 나가는데 뭘 준비해요', 'husband'],
    ['муж хочет плавать в воскресенье, какой бассейн выбрать?', 'husband'],
    ['der Bruder will am Sonntag schwimmen, welches Hallenbad?', 'brother'],
  ])('Given a card of the relation, when the user asks "%s", then the card joins what was met', (question, relation) => {
    const kofi = card(relation);
    const got = picked([kofi, ...swimming()], question);
    expect(got).toContain(kofi.stableKey);
    expect(got.length).toBeGreaterThan(1);
  });

  it.each([
    ['с мужем хотим плавать в воскресенье, какой бассейн выбрать?', 'husband'],
    ['mit dem Bruder am Sonntag schwimmen, welches Hallenbad?', 'brother'],
    ['남편이랑 야간 수영 대회에 나가는데 뭘 준비해요', 'husband'],
  ])('Given a card of the relation, when the relation only comes along in "%s", then the card stays out', (question, relation) => {
    const kofi = card(relation);
    const got = picked([kofi, ...swimming()], question);
    expect(got.length).toBeGreaterThan(0);
    expect(got).not.toContain(kofi.stableKey);
  });

  it('Given a met memory that tags the relation, when the user asks about it, then no other card of it is added', () => {
    const kofi = card('brother');
    const own = memory('user_preference', '弟弟每个周日下午去游泳。', ['弟弟', '游泳', '周日'], '弟弟游泳');
    expect(picked([kofi, own], '弟弟周日下午去游泳要带什么')).toEqual([own.stableKey]);
  });

  it('Given a store name in the question, when the relation word stands beside it, then the card of the word is not added', () => {
    const mango = memory('stable_user_context', "User's dog Mango is a twelve-year-old beagle.", ['dog', 'Mango', 'beagle'], 'dog Mango');
    const luna = memory(
      'stable_user_context',
      'La usuaria tiene una perra llamada Luna que ya no come pienso seco.',
      ['Luna', 'pienso'],
      'Luna pienso',
    );
    expect(picked([mango, luna], 'mi perra Luna no quiere comer pienso, ¿qué hago?')).toEqual([luna.stableKey]);
  });
});
