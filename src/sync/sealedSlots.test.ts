import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../memory/__fixtures__/candidates';
import type { Rev } from './clock';
import { sealValue } from './envelope';
import { memorySlotFromRow } from './memoryRows';
import { openOrderItem, openSlot, sealOrderItem, sealSlot } from './sealedSlots';
import { recordKey, slotEntryKey } from './slots';
import { DEVICES, slotContext } from './slots.testutil';

const [A, B] = DEVICES;
const peach = memoryFrom(rawCandidate({ text: '用户喜欢吃桃子。' }));
const slotAt = (w: number) => memorySlotFromRow(peach, { kind: 'absent' }, [w, 0, A] as Rev);

describe('sealed slots', () => {
  it('given a slot sealed by a device, when opened by another with the same keys, then its payload comes back; no stable key shows', async () => {
    const ctx = await slotContext();
    const { key, value } = await sealSlot(ctx, A, slotAt(10));
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}\.AAAAAAAAAAA$/);
    expect(key).not.toContain('桃');
    const opened = await openSlot(ctx, 'memory', key, value);
    expect(opened).toEqual({ ok: true, value: { rk: key.slice(0, 22), slot: A, payload: slotAt(10) } });
  });

  it('given an older version of a slot than the one applied here, when opened, then it is refused as a rollback', async () => {
    const ctx = await slotContext();
    const old = await sealSlot(ctx, A, slotAt(10));
    expect(await openSlot(ctx, 'memory', old.key, old.value, [20, 0, A])).toEqual({ ok: false, error: 'rolled_back' });
    expect((await openSlot(ctx, 'memory', old.key, old.value, [10, 0, A])).ok).toBe(true);
  });

  it('given a payload sealed under another record’s or device’s entry key, when opened, then it is refused', async () => {
    const ctx = await slotContext();
    const otherRecord = slotEntryKey(await recordKey(ctx.subtle, ctx.keys, 'memory', 'user_preference:苹果:prefer'), A);
    const sealed = await sealValue(ctx, { doc: 'memory', map: 'r', key: otherRecord }, slotAt(10));
    expect(await openSlot(ctx, 'memory', otherRecord, sealed)).toEqual({ ok: false, error: 'wrong_record' });
    const { key } = await sealSlot(ctx, A, slotAt(10));
    const asB = `${key.slice(0, 22)}.${B}`;
    const sealedAsB = await sealValue(ctx, { doc: 'memory', map: 'r', key: asB }, slotAt(10));
    expect(await openSlot(ctx, 'memory', asB, sealedAsB)).toEqual({ ok: false, error: 'wrong_record' });
  });

  it('given a value the relay moved from one slot to another, or a payload of an unknown shape, when opened, then it is refused', async () => {
    const ctx = await slotContext();
    const { key, value } = await sealSlot(ctx, A, slotAt(10));
    expect(await openSlot(ctx, 'memory', `${key.slice(0, 22)}.${B}`, value)).toEqual({ ok: false, error: 'undecryptable' });
    expect(await openSlot(ctx, 'chat', key, value)).toEqual({ ok: false, error: 'undecryptable' });
    expect(await openSlot(ctx, 'memory', 'not-a-slot', value)).toEqual({ ok: false, error: 'bad_key' });
    const odd = await sealValue(ctx, { doc: 'memory', map: 'r', key }, { ...slotAt(10), extra: 1 });
    expect(await openSlot(ctx, 'memory', key, odd)).toEqual({ ok: false, error: 'malformed' });
  });

  it('given an order item, when sealed and opened, then it round-trips; under a wrong key it does not', async () => {
    const ctx = await slotContext();
    const sealed = await sealOrderItem(ctx, { v: 1, c: 'c1', m: 'm1' });
    expect(await openOrderItem(ctx, sealed)).toEqual({ ok: true, value: { v: 1, c: 'c1', m: 'm1' } });
    const stranger = await slotContext('another passphrase entirely');
    expect(await openOrderItem(stranger, sealed)).toEqual({ ok: false, error: 'undecryptable' });
  });
});
