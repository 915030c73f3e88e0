import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFrom, NAMESPACE, rawCandidate } from '../memory/__fixtures__/candidates';
import type { Rev } from './clock';
import { foldMemorySlots, type FoldedMemory } from './memoryFold';
import { memoryRowFromFold, memorySlotFromRow } from './memoryRows';
import { preferencesToSuppress } from './preferenceRepair';
import { DEVICES, revArb } from './slots.testutil';

const [A, B] = DEVICES;
const rev = (w: number, d: string): Rev => [w, 0, d];
const here = ['mindkeep', 'user-memory', 'v1', 'feedfacefeedface'];
const peach = memoryFrom(rawCandidate({ text: '用户喜欢吃桃子。' }), '2026-11-01T00:00:00.000Z');

function folded(row: typeof peach, at: Rev): FoldedMemory {
  const f = foldMemorySlots([memorySlotFromRow(row, { kind: 'absent' }, at)]);
  if (f.kind !== 'present') throw new Error('expected a memory');
  return f.memory;
}

describe('incoming memories pass the import checks', () => {
  it('given a memory from another device, when turned into a row, then it is in this session’s namespace and keeps local use', () => {
    const result = memoryRowFromFold(folded(peach, rev(Date.parse('2026-11-05T00:00:00.000Z'), A)), {
      namespace: here,
      local: { ...peach, lastUsedAt: '2026-11-04T00:00:00.000Z' },
    });
    expect(result).toEqual({
      ok: true,
      value: { ...peach, namespace: here, updatedAt: '2026-11-05T00:00:00.000Z', lastUsedAt: '2026-11-04T00:00:00.000Z' },
    });
    expect(peach.namespace).toEqual([...NAMESPACE]);
  });

  it('given a memory holding the user’s API key, when turned into a row, then it is refused like a new one', () => {
    const key = 'sk-proj-Abc123Def456Ghi789Jkl012Mno345';
    const m = folded({ ...peach, text: `用户喜欢吃桃子。${key}` }, rev(5, A));
    const result = memoryRowFromFold(m, { namespace: here, secrets: [key] });
    expect(result.ok).toBe(false);
  });

  it('given a stable key that does not match the memory’s identity, when turned into a row, then it is refused', () => {
    const m = folded({ ...peach, stableKey: 'user_preference:苹果:prefer' }, rev(5, A));
    expect(memoryRowFromFold(m, { namespace: here })).toEqual({ ok: false, error: 'inconsistent_key' });
  });

  it('given text longer than a memory may hold, when turned into a row, then it is refused as malformed', () => {
    const m = folded({ ...peach, text: '桃'.repeat(400) }, rev(5, A));
    expect(memoryRowFromFold(m, { namespace: here })).toEqual({ ok: false, error: 'malformed' });
  });
});

describe('preference repair', () => {
  const prefer = memoryFrom(rawCandidate({ text: '用户喜欢吃桃子。', polarity: 'prefer' }));
  const avoid = memoryFrom(rawCandidate({ text: '用户不喜欢吃桃子。', polarity: 'avoid' }));

  it('given a preference and its opposite both active, when repaired, then the one changed less recently is suppressed', () => {
    expect(preferencesToSuppress([folded(prefer, rev(10, A)), folded(avoid, rev(20, B))])).toEqual([prefer.stableKey]);
    expect(preferencesToSuppress([folded(prefer, rev(30, A)), folded(avoid, rev(20, B))])).toEqual([avoid.stableKey]);
  });

  it('never leaves a preference and its opposite both active, and every device picks the same one', () => {
    fc.assert(
      fc.property(revArb, revArb, fc.boolean(), fc.boolean(), (r1, r2, on1, on2) => {
        const memories = [
          folded({ ...prefer, status: on1 ? 'active' : 'suppressed' }, r1),
          folded({ ...avoid, status: on2 ? 'active' : 'suppressed' }, r2),
        ];
        const off = preferencesToSuppress(memories);
        expect(preferencesToSuppress([...memories].reverse())).toEqual(off);
        const stillActive = memories.filter((m) => m.status.value.status === 'active' && !off.includes(m.stableKey));
        expect(stillActive.length).toBeLessThanOrEqual(1);
        expect(off.length).toBe(on1 && on2 ? 1 : 0);
      }),
      { numRuns: 200 },
    );
  });
});
