import { describe, expect, it } from 'vitest';
import { anisotropicEmbedder, sparseEmbedder, syntheticEmbedders } from '../__fixtures__/conceptEmbedders';
import { PARAPHRASE_MEMORIES, PARAPHRASE_TABLE, RULE_CASES, runParaphraseTable, ID_BY_KEY } from '../__fixtures__/paraphraseTable';
import { selectFusedFromIndex } from './fusedSelection';
import { buildRecallIndex } from '../recallIndex';

// The paraphrase table (__fixtures__/paraphraseTable.ts) run with two embedders of different
// dimension and cosine scale, and the paraphrase recall and false-injection bounds under the five
// synthetic geometries the meaning bench prints.

describe('paraphrase table: rules + meaning, two embedders', () => {
  it('has at least 60 queries in Chinese and English over at least 30 memories', () => {
    expect(PARAPHRASE_TABLE.length).toBeGreaterThanOrEqual(60);
    expect(PARAPHRASE_MEMORIES.filter((m) => m.status === 'active').length).toBeGreaterThanOrEqual(30);
    expect(
      PARAPHRASE_TABLE.some((c) => /\p{Script=Han}/u.test(c.query)) && PARAPHRASE_TABLE.some((c) => /^[\x20-\x7e]+$/.test(c.query)),
    ).toBe(true);
  });

  it.each([sparseEmbedder(), anisotropicEmbedder()])(
    'Given the $name embedder, then ≥ 90 % of queries pass and ≤ 5 % of injections are false',
    (embedder) => {
      const { outcomes, passRate, falseRate } = runParaphraseTable(embedder);
      const failures = outcomes.filter((o) => !o.passed).map((o) => `${o.query} → [${o.got.join(', ')}]`);
      expect({ passRate: passRate >= 0.9, falseRate: falseRate <= 0.05, failures }).toEqual({
        passRate: true,
        falseRate: true,
        failures: expect.any(Array),
      });
    },
  );

  it.each([sparseEmbedder(), anisotropicEmbedder()])(
    'Given the $name embedder, then every rule case of recall.test.ts still passes',
    (embedder) => {
      const rules = new Set(RULE_CASES.map((c) => c.query));
      const failing = runParaphraseTable(embedder)
        .outcomes.filter((o) => rules.has(o.query) && !o.passed)
        .map((o) => `${o.query} → [${o.got.join(', ')}]`);
      expect(failing).toEqual([]);
    },
  );

  it.each(syntheticEmbedders())(
    'Given the $name embedder (one calibration for all, no constant of its own), then at most 2 % of questions receive a memory they must not get',
    (embedder) => {
      const { outcomes, falseInjectionRate } = runParaphraseTable(embedder);
      const wrong = outcomes.filter((o) => o.falseInjections > 0).map((o) => `${o.query} → [${o.got.join(', ')}]`);
      expect({ atMost2Percent: falseInjectionRate <= 0.02, wrong }).toEqual({ atMost2Percent: true, wrong: expect.any(Array) });
    },
  );

  it.each([...syntheticEmbedders(), sparseEmbedder(), anisotropicEmbedder()])(
    'Given the $name embedder (the same calibration), then at least 90 % of the rewordings the rules cannot see recall their memory',
    (embedder) => {
      const { outcomes, paraphraseRecall } = runParaphraseTable(embedder);
      const missed = outcomes.filter((o) => !o.recalledAll).map((o) => `${o.query} → [${o.got.join(', ')}]`);
      expect({ atLeast90Percent: paraphraseRecall >= 0.9, missed }).toEqual({ atLeast90Percent: true, missed: expect.any(Array) });
    },
  );

  it('Given no semantic signal, then the paraphrases the rules cannot see are missed (the table can fail)', () => {
    const index = buildRecallIndex(PARAPHRASE_MEMORIES);
    const got = selectFusedFromIndex(index, 'What language should I use for my new web project?', null);
    expect(got.map((s) => ID_BY_KEY.get(s.stableKey))).not.toContain('typescript');
  });
});
