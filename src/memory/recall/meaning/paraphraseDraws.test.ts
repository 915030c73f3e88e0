import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticEmbedders } from '../__fixtures__/conceptEmbedders';
import { runParaphraseTable } from '../__fixtures__/paraphraseTable';

// The paraphrase table under the five synthetic geometries drawn seven times each (the bench's own
// directions and six others): a calibration fitted to one draw of each geometry would meet the targets
// there and miss them elsewhere. A row is one geometry under one draw; the targets are the bench's
// (paraphrase recall ≥ 90 %, questions given a memory they must not get ≤ 2 %). A row turns on one
// question (1.2 %) or one rewording (3.3 %), so the bound is on how many rows meet both, and each
// geometry must meet them in most of its draws. Measured: 31 of 35 rows, every geometry in at least
// 5 of 7 draws (before a meaning-only pick outranked by the rules' pick was left out: 30 of 35, heavy
// noise in 4; the calibration that floored each question's spread at the typical one: 27 of 35).
// paraphraseDrawsHeldOut.test.ts runs draws no choice was made on.

const DRAWS = [0, 1, 2, 3, 4, 5, 6];
const GEOMETRIES = syntheticEmbedders().length;

describe('meaning recall calibration across draws of each geometry', () => {
  interface Row {
    readonly geometry: number;
    readonly name: string;
    readonly met: boolean;
  }
  let rows: Row[] = [];
  let missed: string[] = [];
  beforeAll(() => {
    rows = DRAWS.flatMap((draw) =>
      syntheticEmbedders(draw).map((embedder, geometry) => {
        const { paraphraseRecall, falseInjectionRate } = runParaphraseTable(embedder);
        const met = paraphraseRecall >= 0.9 && falseInjectionRate <= 0.02;
        if (!met) missed.push(`${embedder.name}: ${(paraphraseRecall * 100).toFixed(1)} % / ${(falseInjectionRate * 100).toFixed(1)} %`);
        return { geometry, name: embedder.name, met };
      }),
    );
    missed = [...missed];
    // 35 embedders over the paraphrase table: seconds alone, minutes on a loaded shared machine.
  }, 120_000);

  it('Given seven draws of five geometries and one calibration, then at least 31 of the 35 rows meet both targets', () => {
    expect({ met: rows.filter((r) => r.met).length >= 31, missed }).toEqual({ met: true, missed: expect.any(Array) });
  });

  it.each(Array.from({ length: GEOMETRIES }, (_, geometry) => geometry))(
    'Given geometry %i under seven draws, then it meets both targets in at least 5 of them',
    (geometry) => {
      const own = rows.filter((r) => r.geometry === geometry);
      expect({ name: own[0]?.name, met: own.filter((r) => r.met).length >= 5, missed }).toEqual({
        name: own[0]?.name,
        met: true,
        missed: expect.any(Array),
      });
    },
  );
});
