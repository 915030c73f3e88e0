import { err, ok, type Result } from '../shared';
import { compareRevs, type Rev } from './clock';
import type { SubtleLike } from './cryptoPort';
import { openValue, sealValue, type OpenContext, type OpenError, type SealContext } from './envelope';
import type { SpaceKeys } from './keys';
import { orderItemSchema, slotPayloadSchema, type OrderItem, type SlotPayload } from './payloads';
import { docOfTable, ORDER_ARRAY, parseSlotEntryKey, recordKey, RECORDS_MAP, slotEntryKey } from './slots';

// From a slot payload to the sealed bytes set in map "r", and back, with every check an incoming value
// passes before any fold sees it.

export interface SlotContext extends SealContext {
  readonly keys: SpaceKeys;
}

/** The entry key and sealed value of this device's slot of a record: `map.set(key, value)`. */
export async function sealSlot(ctx: SlotContext, slot: string, payload: SlotPayload): Promise<{ key: string; value: Uint8Array }> {
  const key = slotEntryKey(await recordKey(ctx.subtle, ctx.keys, payload.t, payload.k), slot);
  return { key, value: await sealValue(ctx, { doc: docOfTable(payload.t), map: RECORDS_MAP, key }, payload) };
}

/**
 * - an `OpenError`: the value would not open (wrong key, tampered, moved, other epoch);
 * - `bad_key`: not an entry key of a slot;
 * - `malformed`: opened, but not a payload this version understands;
 * - `wrong_record`: the payload names another record or slot than its entry key (only a device holding
 *   the keys can do that: a bug or a hostile device, never the relay);
 * - `rolled_back`: older than a version of this slot already applied here (a replayed old update).
 */
export type SlotRejection = OpenError | 'bad_key' | 'malformed' | 'wrong_record' | 'rolled_back';

export interface OpenedSlot {
  readonly rk: string;
  readonly slot: string;
  readonly payload: SlotPayload;
}

export interface OpenSlotContext extends OpenContext {
  readonly subtle: SubtleLike;
  readonly keys: SpaceKeys;
}

/**
 * Opens one entry of map "r" of `doc`. `lastApplied` is the rev of this slot's version that this device
 * applied last (kept locally per entry key); an older one is refused.
 */
export async function openSlot(
  ctx: OpenSlotContext,
  doc: 'memory' | 'chat',
  entryKey: string,
  sealed: Uint8Array,
  lastApplied?: Rev,
): Promise<Result<OpenedSlot, SlotRejection>> {
  const parts = parseSlotEntryKey(entryKey);
  if (!parts) return err('bad_key');
  const opened = await openValue(ctx, { doc, map: RECORDS_MAP, key: entryKey }, sealed);
  if (!opened.ok) return opened;
  const parsed = slotPayloadSchema.safeParse(opened.value);
  if (!parsed.success) return err('malformed');
  const payload = parsed.data;
  if (
    docOfTable(payload.t) !== doc ||
    payload.rev[2] !== parts.slot ||
    (await recordKey(ctx.subtle, ctx.keys, payload.t, payload.k)) !== parts.rk
  )
    return err('wrong_record');
  if (lastApplied && compareRevs(payload.rev, lastApplied) < 0) return err('rolled_back');
  return ok({ ...parts, payload });
}

const ORDER_ADDRESS = { doc: 'chat', map: ORDER_ARRAY, key: '' } as const;

/** One item of the order array, pushed at its end when a message is first synced. */
export const sealOrderItem = (ctx: SealContext, item: OrderItem): Promise<Uint8Array> => sealValue(ctx, ORDER_ADDRESS, item);

export async function openOrderItem(ctx: OpenContext, sealed: Uint8Array): Promise<Result<OrderItem, OpenError | 'malformed'>> {
  const opened = await openValue(ctx, ORDER_ADDRESS, sealed);
  if (!opened.ok) return opened;
  const parsed = orderItemSchema.safeParse(opened.value);
  return parsed.success ? ok(parsed.data) : err('malformed');
}
