import { Dexie, type EntityTable } from 'dexie';

// The sync space this browser session belongs to, if any: one row. Its keys are WebCrypto keys made
// non-extractable, stored as keys (IndexedDB keeps CryptoKey objects): the passphrase itself is never kept.
// Database and table names are stable: NEVER rename them; change the schema only by adding a version.

export const SYNC_DB_PREFIX = 'mindkeep-sync-';

export interface StoredSyncSpace {
  /** Always 'space': one space per browser session. */
  id: 'space';
  relayUrl: string;
  /** The space id (base64url), also the pairing code another device joins with. */
  spaceId: string;
  /** This device's slot in the space's documents. */
  slot: string;
  /** The derived keys (non-extractable CryptoKeys, the room names and the key check). */
  keys: unknown;
  joinedAt: string;
  /** This device's name in the space's Devices list. */
  deviceName?: string;
  /** Paused by the user: the space stays, the engine does not start until resumed. */
  paused?: boolean;
  /** A key rotation begun here and not finished yet: the space this device moves to. */
  rotation?: PendingRotation;
}

/**
 * The new space of a key rotation, kept (in the old space's row, so both change together) before the
 * old rooms are told it moved: a tab closed before the rotation ends finishes it at the next start, and
 * never reads its own marker as "space moved". The same kind of data as the space: never the passphrase.
 */
export interface PendingRotation {
  spaceId: string;
  slot: string;
  keys: unknown;
  joinedAt: string;
}

/**
 * One Yjs update of a space's document as this device received or made it, kept so a restart starts from
 * what it had instead of downloading the whole space again. `room` ties it to the space (a device that
 * leaves and joins another never mixes the two); on load the rows are merged into one.
 */
export interface StoredDocUpdate {
  id?: number;
  room: string;
  update: Uint8Array;
}

/**
 * A record this device held the last time the mirror looked (a memory, conversation or message, as
 * `table NUL key`): one that is gone when the mirror next looks was deleted here, even while sync was off
 * or the tab was closed, and its tombstone goes out then. `c`: a message's conversation.
 */
export interface KnownRecord {
  space: string;
  id: string;
  c?: string;
}

export class SyncDb extends Dexie {
  space!: EntityTable<StoredSyncSpace, 'id'>;
  updates!: EntityTable<StoredDocUpdate, 'id'>;
  known!: Dexie.Table<KnownRecord, [string, string]>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ space: 'id' });
    this.version(2).stores({ space: 'id', updates: '++id, room', known: '[space+id]' });
  }
}

export const syncDbName = (sessionHash: string): string => `${SYNC_DB_PREFIX}${sessionHash}`;

export function openSyncDb(sessionHash: string): SyncDb {
  return new SyncDb(syncDbName(sessionHash));
}

const SYNCED_TABLES = /\/(memories|conversations|messages|threads|taskRuns)\//;

/**
 * Calls `onChange` after any write to memories, conversations, messages, threads or task runs, by this worker
 * or another tab (Dexie's storage-mutated event, which live queries use too). With `databases`, only writes
 * to those databases count (another session's, or the sync database's own, are not this device's changes).
 * Returns the function that stops it.
 */
export function onSyncedTablesChanged(onChange: () => void, databases?: () => readonly string[]): () => void {
  const listener = (parts: Record<string, unknown>) => {
    const names = databases?.();
    const ours = (key: string) => !names || names.some((name) => key.startsWith(`idb://${name}/`));
    if (Object.keys(parts).some((key) => SYNCED_TABLES.test(key) && ours(key))) onChange();
  };
  Dexie.on('storagemutated', listener);
  return () => Dexie.on('storagemutated').unsubscribe(listener);
}
