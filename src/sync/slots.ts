import { concatBytes, toBase64Url, utf8 } from './bytes';
import { DEVICE_SLOT_PATTERN } from './clock';
import type { RandomBytes, SubtleLike } from './cryptoPort';
import type { SpaceKeys, SyncDocName } from './keys';

/**
 * Per-device slots. Every record lives in the map "r" of its document under `recordKey.deviceSlot`, and a
 * device only ever sets its own slot: Yjs keeps one value per map key and silently drops the other side
 * of two concurrent sets, so one shared key per record would lose a device's change without trace. With
 * slots, the fold sees every device's latest version of the record and applies the rules itself.
 */
export const SYNC_TABLES = ['memory', 'conversation', 'message', 'thread', 'taskRun'] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

export const docOfTable = (table: SyncTable): SyncDocName => (table === 'memory' ? 'memory' : 'chat');

/** The maps and the array of each document. */
export const RECORDS_MAP = 'r';
export const DEVICES_MAP = 'dev';
export const META_MAP = 'meta';
export const ORDER_ARRAY = 'o';

const DEVICE_SLOT_BYTES = 8;
const RECORD_KEY_CHARS = 22;

/** A new device's slot: 8 random bytes, 11 base64url characters. */
export function newDeviceSlot(randomBytes: RandomBytes): string {
  const slot = toBase64Url(randomBytes(DEVICE_SLOT_BYTES).slice(0, DEVICE_SLOT_BYTES));
  if (!DEVICE_SLOT_PATTERN.test(slot)) throw new RangeError('randomBytes returned too few bytes');
  return slot;
}

/**
 * The opaque key of a record: HMAC of its table and primary key, cut to 22 characters (132 bits). The
 * relay sees neither the table nor the key (stable keys spell out what a memory is about).
 */
export async function recordKey(subtle: SubtleLike, keys: Pick<SpaceKeys, 'mac'>, table: SyncTable, pk: string): Promise<string> {
  const mac = await subtle.sign('HMAC', keys.mac, concatBytes(utf8(table), new Uint8Array([0]), utf8(pk)));
  return toBase64Url(new Uint8Array(mac)).slice(0, RECORD_KEY_CHARS);
}

export const slotEntryKey = (rk: string, slot: string): string => `${rk}.${slot}`;

/** The record key and device slot of an entry of map "r"; undefined for anything else. */
export function parseSlotEntryKey(entryKey: string): { readonly rk: string; readonly slot: string } | undefined {
  const dot = entryKey.indexOf('.');
  if (dot !== RECORD_KEY_CHARS) return undefined;
  const rk = entryKey.slice(0, dot);
  const slot = entryKey.slice(dot + 1);
  return /^[A-Za-z0-9_-]+$/.test(rk) && DEVICE_SLOT_PATTERN.test(slot) ? { rk, slot } : undefined;
}
