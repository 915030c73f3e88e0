import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../memory/__fixtures__/candidates';
import { compareRevs, type Rev } from './clock';
import { foldMemorySlots, type MemoryFold } from './memoryFold';
import { memorySlotFromRow, memoryTombstoneSlot } from './memoryRows';
import { canonicalJson } from './registers';
import { DEVICES, mergeSlotSets, memorySlotArb, revArb, slotSetArb, type SlotSet } from './slots.testutil';

const [A, B] = DEVICES;
const rev = (w: number, d: string, c = 0): Rev => [w, c, d];
const fold = (set: SlotSet) => canonicalJson(foldMemorySlots([...set.values()]));
const peach = memoryFrom(rawCandidate({ text: '用户喜欢吃桃子。' }), '2026-11-01T00:00:00.000Z');
const row = (over: Partial<typeof peach>) => ({ ...peach, ...over });
const present = (f: MemoryFold) => {
  if (f.kind !== 'present') throw new Error(`expected a memory, got ${f.kind}`);
  return f.memory;
};

describe('memory fold: the rules in the conflicts users make', () => {
  it('given A edits the text offline and B suppresses it offline, when folded, then A’s text is kept and the memory stays suppressed', () => {
    const shared = foldMemorySlots([memorySlotFromRow(peach, { kind: 'absent' }, rev(10, A))]);
    const edited = memorySlotFromRow(row({ text: '用户喜欢吃新鲜的桃子。' }), shared, rev(20, A));
    const suppressed = memorySlotFromRow(row({ status: 'suppressed', suppressedAt: '2026-11-02T00:00:00.000Z' }), shared, rev(15, B));
    for (const slots of [
      [edited, suppressed],
      [suppressed, edited],
    ]) {
      const m = present(foldMemorySlots(slots));
      expect(m.content.value.text).toBe('用户喜欢吃新鲜的桃子。');
      expect(m.status.value.status).toBe('suppressed');
    }
  });

  it('given B suppressed it and A, not having seen that, restores it later, when folded, then it stays suppressed', () => {
    const suppressedHere = foldMemorySlots([memorySlotFromRow(row({ status: 'suppressed' }), { kind: 'absent' }, rev(10, A))]);
    const offlineB = memorySlotFromRow(row({ status: 'suppressed', suppressedAt: '2026-11-03T00:00:00.000Z' }), suppressedHere, rev(30, B));
    // A restores at 40 having seen only its own suppression at 10, not B's at 30.
    const restoredA = memorySlotFromRow(row({ status: 'active' }), suppressedHere, rev(40, A));
    expect(present(foldMemorySlots([restoredA, offlineB])).status.value.status).toBe('suppressed');
  });

  it('given a restore made after seeing the suppression, when folded, then the restore wins', () => {
    const suppressed = memorySlotFromRow(row({ status: 'suppressed' }), { kind: 'absent' }, rev(10, B));
    const seen = foldMemorySlots([suppressed]);
    const restored = memorySlotFromRow(row({ status: 'active' }), seen, rev(20, A));
    expect(present(foldMemorySlots([suppressed, restored])).status.value.status).toBe('active');
  });

  it('given a delete for good on B, when folded with A’s older copy, then the memory is deleted; a copy made anew after it comes back', () => {
    const old = memorySlotFromRow(peach, { kind: 'absent' }, rev(10, A));
    const gone = memoryTombstoneSlot(peach.stableKey, rev(20, B));
    const deleted = foldMemorySlots([old, gone]);
    expect(deleted).toEqual({ kind: 'deleted', del: rev(20, B) });
    const anew = memorySlotFromRow(peach, deleted, rev(30, A));
    const back = present(foldMemorySlots([anew, gone]));
    expect(back.created).toEqual(rev(30, A));
    expect(back.del).toEqual(rev(20, B));
  });

  it('given only the text changed, when this device writes its slot, then the status keeps the rev it copies', () => {
    const known = foldMemorySlots([memorySlotFromRow(row({ status: 'suppressed' }), { kind: 'absent' }, rev(10, B))]);
    const slot = memorySlotFromRow(row({ status: 'suppressed', text: '用户爱吃桃子。' }), known, rev(20, A));
    expect(slot.status?.rev).toEqual(rev(10, B));
    expect(slot.content?.rev).toEqual(rev(20, A));
  });
});

describe('memory fold: properties over random slot sets', () => {
  it('merging replicas is commutative, associative and idempotent, and the fold agrees', () => {
    fc.assert(
      fc.property(slotSetArb, slotSetArb, slotSetArb, (a, b, c) => {
        expect(fold(mergeSlotSets(a, b))).toBe(fold(mergeSlotSets(b, a)));
        expect(fold(mergeSlotSets(mergeSlotSets(a, b), c))).toBe(fold(mergeSlotSets(a, mergeSlotSets(b, c))));
        expect(fold(mergeSlotSets(a, a))).toBe(fold(a));
      }),
      { numRuns: 300 },
    );
  });

  it('the fold depends on the set of slots only: not their order, not repeats', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(...DEVICES).chain((d) => memorySlotArb(d)),
          { maxLength: 6 },
        ),
        (slots) => {
          const once = canonicalJson(foldMemorySlots(slots));
          expect(canonicalJson(foldMemorySlots([...slots].reverse()))).toBe(once);
          expect(canonicalJson(foldMemorySlots([...slots, ...slots]))).toBe(once);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a memory deleted for good never reappears unless a slot made it anew after the delete', () => {
    fc.assert(
      fc.property(slotSetArb, revArb, (set, del) => {
        const slots = [...set.values(), memoryTombstoneSlot('user_preference:桃子:prefer', [del[0] + 30, del[1], del[2]])];
        const f = foldMemorySlots(slots);
        const tomb: Rev = [del[0] + 30, del[1], del[2]];
        const madeAnew = slots.some((s) => s.created && s.created[0] > tomb[0]);
        expect(f.kind === 'present').toBe(madeAnew);
      }),
      { numRuns: 300 },
    );
  });

  it('an active status never wins over a suppression its device had not seen', () => {
    fc.assert(
      fc.property(slotSetArb, (set) => {
        const f = foldMemorySlots([...set.values()]);
        if (f.kind !== 'present' || f.memory.status.value.status !== 'active') return;
        const seen = f.memory.status.seen;
        const del = f.memory.del;
        for (const s of set.values())
          if (s.status?.value.status === 'suppressed' && s.created && (!del || compareRevs(s.created, del) > 0))
            expect(seen !== null && compareRevs(s.status.rev, seen) <= 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
