import { describe, expect, it } from 'vitest';
import { syntheticEmbedders } from '../__fixtures__/conceptEmbedders';
import { runParaphraseTable } from '../__fixtures__/paraphraseTable';

// The paraphrase table under draws of the five synthetic geometries that no choice of the calibration
// or the fusion was made on (draws 42–62: other random directions, same lexicon and geometry), so a
// rule fitted to the draws of paraphraseDraws.test.ts shows here. A row meets both targets when
// paraphrase recall is ≥ 90 % and ≤ 2 % of questions receive a memory they must not get. Measured:
// 85 of 105 rows since meaning alone brings no topical memory into a question about the world (81
// before; before a meaning-only pick outranked by the rules' pick was left out: 69 of 105).

const HELD_OUT_DRAWS = Array.from({ length: 21 }, (_, i) => 42 + i);

describe('meaning recall on held-out draws of each geometry', () => {
  it('Given 21 draws of five geometries no choice was made on, then at least 83 of the 105 rows meet both targets', () => {
    const missed: string[] = [];
    let met = 0;
    for (const draw of HELD_OUT_DRAWS)
      for (const embedder of syntheticEmbedders(draw)) {
        const { paraphraseRecall, falseInjectionRate } = runParaphraseTable(embedder);
        if (paraphraseRecall >= 0.9 && falseInjectionRate <= 0.02) met += 1;
        else missed.push(`${embedder.name}: ${(paraphraseRecall * 100).toFixed(1)} % / ${(falseInjectionRate * 100).toFixed(1)} %`);
      }
    expect({ atLeast83: met >= 83, missed }).toEqual({ atLeast83: true, missed: expect.any(Array) });
  }, 300_000);
});
