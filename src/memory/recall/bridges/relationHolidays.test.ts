import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A day named after a relation names no one of the household (relationHolidays.ts). Every case is invented here.

const store = parseMemoryLines(`
stable_user_context | 어머니, 순자, 부산 | mother Soon-ja | 사용자의 어머니 순자는 72세로 부산에 사신다.
recurring_constraint | 母亲, 汇款, 每月 | money to mother | 她每个月给在釜山的母亲汇钱。
project_context | 母, 還暦, 旅行 | mother's trip | 母の古希のお祝いに家族旅行を計画している。
stable_user_context | father, retired, Busan | father | The user's father is retired and lives in Busan.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a day named after a relation (relationHolidays.ts)', () => {
  it.each([
    'when is Mother’s Day in Korea?',
    'Wann ist Muttertag in Korea?',
    'Quand est la fête des mères en Corée ?',
    '¿Cuándo es el día de la madre en Corea?',
    'Quando é o dia das mães na Coreia?',
    'Quando è la festa della mamma in Corea?',
    'Когда день матери в Корее?',
    '母亲节是几月几号',
    '父亲节是几月几号',
    '母の日はいつ？',
    '어버이날은 언제야?',
  ])('Given "%s", then no memory of the user’s parents comes', (q) => {
    expect(subjects(q)).toEqual([]);
  });

  it.each([
    ['母亲节我该给母亲汇款吗', 'money to mother'],
    ['母の日に母に何を贈ろう？', "mother's trip"],
  ])('Given "%s", which names the relation beside the day, then the relation’s memory still comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
