import { describe, expect, it } from 'vitest';
import { runThirdAboutnessSet, thirdQuestions, thirdStore } from './__fixtures__/thirdRun';

// The third blind aboutness set: a third invented user (93 memories in ten languages) and 352 questions written
// before the recall rules were read and with words not used by the first two sets, each about the user
// ("direct": must recall the memory it names) or about the world / the user on an uncovered topic (must recall
// nothing).
//
// First score, before any rule was changed for it (2026-12-03): false injection 9.4 % (33 of 352), direct
// questions recalled 84.6 % (126 of 149).
//   by category (false injections / questions): direct 3/149, generic 3/13 (recalled 5 of 5), personal_none 3/34,
//   homograph 4/33, name 3/15, brand 6/15, place 1/23, topic 9/34, stem 1/13, function 0/9, subword 0/14
//   by language (false / questions, direct recalled): en 9/93 34/40, zh 2/39 11/17, ja 5/33 11/14,
//   ko 6/31 13/14, de 0/29 10/12, fr 1/28 11/12, es 4/27 10/12, pt 2/24 11/11, ru 1/24 10/11, it 3/24 10/11

const CATEGORIES = ['direct', 'homograph', 'name', 'place', 'brand', 'topic', 'subword', 'function', 'stem', 'generic', 'personal_none'];

describe('the third blind aboutness set', () => {
  it('Given the set, then it holds >= 350 questions in 10 languages by category, against >= 90 memories', () => {
    const questions = thirdQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(350);
    expect(new Set(questions.map((q) => q.language)).size).toBe(10);
    expect(thirdStore().length).toBeGreaterThanOrEqual(90);
    const subjects = new Set(thirdStore().map((s) => s.subject));
    for (const q of questions) for (const e of q.expect) expect(subjects.has(e), e).toBe(true);
    for (const category of CATEGORIES)
      expect(
        questions.some((q) => q.category === category),
        category,
      ).toBe(true);
  });

  it('Given the set, when recalled through the index, then it runs and reports every question', () => {
    const report = runThirdAboutnessSet();
    expect(report.questions).toBe(thirdQuestions().length);
  });
});
