import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { numberShapesOf, sameNumberShape } from './numberShapes';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A number is the same number only in the same shape: alone on both sides, or part of a clock time or a grouped
// number on both (numberShapes.ts). The words of a text keep only the digits, so "30" of "4:30" met "30 letters".

const store = parseMemoryLines(`
recurring_constraint | sleep, bedtime | bedtime | The user goes to bed at 21:30 and gets up at 5:30 for the bakery.
stable_user_context | letters, grandmother | letters | The user keeps 30 letters her grandmother wrote from Angola.
project_context | roof, budget | roof | The roof repair has a budget of 12,000 euros this year.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a number in the same shape on both sides', () => {
  it('reads each run of digits as alone or as part of a clock time or grouped number', () => {
    const shapes = numberShapesOf('wake at 4:30, 30 letters, 12,000 euros, 21h30');
    expect([...(shapes.get('30') ?? [])].sort()).toEqual(['alone', 'part']);
    expect([...(shapes.get('4') ?? [])]).toEqual(['part']);
    expect([...(shapes.get('12') ?? [])]).toEqual(['part']);
    expect([...(shapes.get('21') ?? [])]).toEqual(['part']);
    expect(sameNumberShape({ allText: '30 letters' }, numberShapesOf('at 4:30'), '30')).toBe(false);
    expect(sameNumberShape({ allText: '30 letters' }, numberShapesOf('my 30 letters'), '30')).toBe(true);
    expect(sameNumberShape({ allText: 'at 21:30' }, numberShapesOf('à 21h30'), '30')).toBe(true);
  });

  // A duration in hours and minutes is one number in the ten languages; minutes alone stay alone.
  const durations: readonly (readonly [string, boolean])[] = [
    ['a marathon in 3 hours 30 minutes', false],
    ['Marathon in 3 Stunden 30 Minuten', false],
    ['un marathon en 3 heures 30', false],
    ['maratona em 3 horas e 30 minutos', false],
    ['maratón en 3 horas y 30 minutos', false],
    ['maratona in 3 ore e 30 minuti', false],
    ['марафон за 3 часа 30 минут', false],
    ['마라톤 3시간 30분 안에', false],
    ['マラソンを3時間30分で', false],
    ['马拉松3小时30分钟', false],
    ['I write 30 letters in 3 hours', true],
    ['30分で作れる料理', true],
  ];
  for (const [text, meets] of durations)
    it(`Given "${text}", then its 30 ${meets ? 'is' : 'is not'} the 30 of "30 letters"`, () => {
      expect(sameNumberShape({ allText: '30 letters' }, numberShapesOf(text), '30')).toBe(meets);
    });

  // [question, memory, whether it comes]: the drops are met only on a number in another shape, the keeps on the same clock time.
  const cases: readonly (readonly [string, string, boolean])[] = [
    ['I wake at 4:30 every day, is that bad?', 'letters', false],
    ['a party for 21 guests at 30 euros each, is that a lot?', 'bedtime', false],
    ['I only have 12 days left before my exam, how should I revise?', 'roof', false],
    ['je me réveille à 4:30 tous les jours, est-ce trop tôt ?', 'letters', false],
    ['my friends invited me to a party at 21:30 on Friday, should I go?', 'bedtime', true],
    ['on m’invite à une fête à 21:30 vendredi, j’y vais ?', 'bedtime', true],
  ];
  for (const [q, subject, comes] of cases)
    it(`Given "${q}", then ${subject} ${comes ? 'comes' : 'does not come'}`, () => {
      expect(subjects(q).includes(subject)).toBe(comes);
    });
});
