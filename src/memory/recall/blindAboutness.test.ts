import { describe, expect, it } from 'vitest';
import { blindQuestions, blindStore, runBlindAboutnessSet } from './__fixtures__/blindRun';

// The blind aboutness set: a second invented user (100 memories in ten languages) and 400 questions written
// before the recall rules were read, each about the user ("direct": must recall the memory it names) or about
// the world / the user on an uncovered topic (must recall nothing).
//
// First score, before any rule was changed for it (2026-12-03): false injection 9.5 % (38 of 400), direct
// questions recalled 93.2 % (138 of 148).
//   by category (false injections / questions): direct 6/148, generic 2/29 (recalled 2 of 6), homograph 4/24,
//   name 3/27, brand 1/18, place 4/25, topic 11/45, stem 1/12, function 2/23, personal_none 1/34, subword 3/15
//   by language (false / questions, direct recalled): en 5/79 25/28, zh 3/48 17/19, ja 7/37 13/14,
//   ko 2/32 9/13, de 6/38 15/15, fr 3/35 13/13, es 3/33 13/13, pt 4/32 12/13, ru 1/32 10/13, it 4/34 13/13

describe('the blind aboutness set', () => {
  it('Given the set, then it holds >= 400 questions in 10 languages by category, against >= 95 memories', () => {
    const questions = blindQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(400);
    expect(new Set(questions.map((q) => q.language)).size).toBe(10);
    expect(blindStore().length).toBeGreaterThanOrEqual(95);
    const subjects = new Set(blindStore().map((s) => s.subject));
    for (const q of questions) for (const e of q.expect) expect(subjects.has(e), e).toBe(true);
    for (const category of [
      'direct',
      'homograph',
      'name',
      'place',
      'brand',
      'topic',
      'subword',
      'function',
      'stem',
      'generic',
      'personal_none',
    ])
      expect(
        questions.some((q) => q.category === category),
        category,
      ).toBe(true);
  });

  it('Given the set, when recalled through the index, then it scores no worse than its first run', () => {
    const report = runBlindAboutnessSet();
    const detail = JSON.stringify(report.failures, null, 1);
    expect(report.falseInjectionRate, detail).toBeLessThanOrEqual(0.095);
    expect(report.directRecall, detail).toBeGreaterThanOrEqual(0.93);
  });
});
