import type * as Y from 'yjs';
import {
  deviceInfoSchema,
  DEVICES_MAP,
  openValue,
  PAYLOAD_VERSION,
  revTime,
  sealValue,
  type DeviceInfo,
  type SealContext,
} from '../../../sync';
import type { SyncDevice } from './contract';

export interface DeviceListDeps {
  readonly ctx: SealContext;
  /** The memory document: its map "dev" holds one sealed entry per device, keyed by the device's slot. */
  readonly doc: Y.Doc;
  readonly slot: string;
  readonly name: string;
  now(): number;
  onDevices(devices: SyncDevice[]): void;
  /** Another device took this one off the list: it must stop syncing. */
  onRemoved(): void;
}

/** Last seen is written at most this often while the device stays connected. */
const LAST_SEEN_EVERY_MS = 60_000;
const DEVICE_NAME_MAX = 80;

/**
 * The space's Devices list: each device seals its own name and last-seen time under its slot, so the
 * relay learns no names. Removal deletes the entry; the removed device stops when it sees its entry go.
 */
export function createDeviceList(deps: DeviceListDeps) {
  const { ctx, doc, slot } = deps;
  const map = doc.getMap<Uint8Array>(DEVICES_MAP);
  const address = (key: string) => ({ doc: 'memory', map: DEVICES_MAP, key }) as const;
  const opened = new WeakMap<Uint8Array, DeviceInfo | null>();
  let lastWritten = -Infinity;
  let stopped = false;

  async function read(slotKey: string, sealed: Uint8Array): Promise<DeviceInfo | null> {
    const cached = opened.get(sealed);
    if (cached !== undefined) return cached;
    const value = await openValue(ctx, address(slotKey), sealed);
    const parsed = value.ok ? deviceInfoSchema.safeParse(value.value) : null;
    const info = parsed?.success ? parsed.data : null;
    opened.set(sealed, info);
    return info;
  }

  async function publish() {
    const devices: SyncDevice[] = [];
    for (const [key, sealed] of map.entries()) {
      if (!(sealed instanceof Uint8Array)) continue;
      const info = await read(key, sealed);
      if (info)
        devices.push({
          slot: key,
          name: info.name,
          addedAt: info.addedAt,
          lastSeenAt: revTime(info.lastSeenRev),
          isThisDevice: key === slot,
        });
    }
    devices.sort((a, b) => Number(b.isThisDevice) - Number(a.isThisDevice) || a.name.localeCompare(b.name));
    if (!stopped) deps.onDevices(devices);
  }

  const onChange = (event: Y.YMapEvent<Uint8Array>) => {
    if (event.transaction.origin !== 'local' && event.changes.keys.get(slot)?.action === 'delete' && !map.has(slot)) {
      deps.onRemoved();
      return;
    }
    void publish();
  };
  map.observe(onChange);

  return {
    /** Writes this device's entry (its name, and now as last seen), unless written within the minute. */
    async touch(force = false) {
      const at = deps.now();
      if (stopped || (!force && at - lastWritten < LAST_SEEN_EVERY_MS)) return;
      lastWritten = at;
      const current = map.get(slot);
      const previous = current instanceof Uint8Array ? await read(slot, current) : null;
      const info: DeviceInfo = {
        v: PAYLOAD_VERSION,
        name: deps.name.trim().slice(0, DEVICE_NAME_MAX) || slot,
        addedAt: previous?.addedAt ?? new Date(at).toISOString(),
        lastSeenRev: [at, 0, slot],
      };
      const sealed = await sealValue(ctx, address(slot), info);
      if (!stopped) doc.transact(() => map.set(slot, sealed), 'local');
    },
    /** Takes another device off the list; false when it is not on it. */
    remove(other: string): boolean {
      if (other === slot || !map.has(other)) return false;
      doc.transact(() => map.delete(other), 'local');
      return true;
    },
    publish,
    /** The name a device gave itself in the list (undefined: not listed, or its entry does not open). */
    async nameOf(other: string): Promise<string | undefined> {
      const sealed = map.get(other);
      return sealed instanceof Uint8Array ? (await read(other, sealed))?.name : undefined;
    },
    stop() {
      stopped = true;
      map.unobserve(onChange);
    },
  };
}
