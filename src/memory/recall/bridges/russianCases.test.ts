import { describe, expect, it } from 'vitest';
import { russianCases } from './russianCases';

describe('the Russian cases of a condition or a drug', () => {
  it.each([
    ['метотрексат', 'метотрексатом'],
    ['метотрексат', 'метотрексате'],
    ['катаракта', 'катаракте'],
    ['катаракта', 'катаракты'],
    ['изжога', 'изжоги'],
    ['дисплазия', 'дисплазией'],
    ['мигрень', 'мигренью'],
  ])('%s declines to %s', (form, declined) => {
    expect(russianCases(form)).toContain(declined);
  });
  it.each(['срк', 'сдвг', 'шум в ушах', 'tinnitus', 'апноэ'])('%s is left as written', (form) => {
    expect(russianCases(form)).toEqual([]);
  });
});
