import { describe, expect, it } from 'vitest';
import { aboutnessQuestions, aboutnessStore } from '../__fixtures__/aboutnessRun';
import { fifthQuestions, fifthStore } from '../__fixtures__/fifthRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { selectFusedFromIndex } from './fusedSelection';

// The app recalls through the fused selection. With meaning off it must pick exactly what the rules' selection
// picks — store rarity, the rules on companions, other people, generic tags and areas, and the bridges — or every
// figure the aboutness sets measure would say nothing of the app (before, the fused path skipped those rules: the
// fifth set's false injection was 6.5 % through it against 2.8 % through the rules).
describe('the fused selection with meaning off is the rules’ selection', () => {
  it.each([
    ['first aboutness set', aboutnessStore, aboutnessQuestions],
    ['fifth aboutness set', fifthStore, fifthQuestions],
  ] as const)(
    '%s',
    (_, store, questions) => {
      const index = buildRecallIndex(store().map((s) => s.memory));
      const differing = questions()
        .map((q) => q.question)
        .filter((q) => {
          const rules = selectFromIndex(index, q).map((s) => s.stableKey);
          const fused = selectFusedFromIndex(index, q, null).map((s) => s.stableKey);
          return rules.join('\n') !== fused.join('\n');
        });
      expect(differing).toEqual([]);
    },
    120_000,
  );
});
