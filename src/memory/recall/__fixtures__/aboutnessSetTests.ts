import { describe, expect, it } from 'vitest';
import type { AboutnessQuestion, AboutnessReport, StoreEntry } from './aboutnessRun';

/** Every category a blind aboutness set must hold (blindQuestionsEnZh.ts describes them). */
export const BLIND_CATEGORIES = [
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
] as const;

export interface BlindAboutnessSet {
  readonly name: string;
  readonly questions: () => readonly AboutnessQuestion[];
  readonly store: () => readonly StoreEntry[];
  readonly run: () => AboutnessReport;
  readonly minQuestions: number;
  readonly minMemories: number;
  readonly maxFalseInjection: number;
  readonly minDirectRecall: number;
  /** Questions the rules still get wrong, and why. */
  readonly knownMisses: ReadonlyMap<string, string>;
}

const percent = (x: number) => `${Math.round(x * 1000) / 10} %`;

/**
 * One blind aboutness set as tests: its shape (size, ten languages, every category, expected subjects that
 * exist), its figures through the indexed recall with every miss a named one, and its known misses, which must
 * still miss (one that starts to pass fails here, so it leaves the list).
 */
export function describeBlindAboutnessSet(set: BlindAboutnessSet): void {
  describe(`the ${set.name} aboutness set`, () => {
    it(`Given the set, then it holds >= ${set.minQuestions} questions in 10 languages by category, against >= ${set.minMemories} memories`, () => {
      const questions = set.questions();
      expect(questions.length).toBeGreaterThanOrEqual(set.minQuestions);
      expect(new Set(questions.map((q) => q.language)).size).toBe(10);
      const store = set.store();
      expect(store.length).toBeGreaterThanOrEqual(set.minMemories);
      const subjects = new Set(store.map((s) => s.subject));
      for (const q of questions) for (const e of q.expect) expect(subjects.has(e), e).toBe(true);
      for (const category of BLIND_CATEGORIES)
        expect(
          questions.some((q) => q.category === category),
          category,
        ).toBe(true);
    });

    it(`Given the set, when recalled through the index, then false injection <= ${percent(set.maxFalseInjection)}, direct recall >= ${percent(set.minDirectRecall)}, and every miss is a known one that still misses`, () => {
      const report = set.run();
      const detail = JSON.stringify(report.failures, null, 1);
      expect(report.falseInjectionRate, detail).toBeLessThanOrEqual(set.maxFalseInjection);
      expect(report.directRecall, detail).toBeGreaterThanOrEqual(set.minDirectRecall);
      const unexpected = report.failures.filter((f) => !set.knownMisses.has(f.question));
      expect(unexpected, JSON.stringify(unexpected, null, 1)).toEqual([]);
      const failing = new Set(report.failures.map((f) => f.question));
      const nowPassing = [...set.knownMisses.keys()].filter((q) => !failing.has(q));
      expect(nowPassing, 'known misses that pass now: take them off the list').toEqual([]);
    }, 120_000);
  });
}
