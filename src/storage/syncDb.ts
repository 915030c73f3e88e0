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
}

export class SyncDb extends Dexie {
  space!: EntityTable<StoredSyncSpace, 'id'>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ space: 'id' });
  }
}

export const syncDbName = (sessionHash: string): string => `${SYNC_DB_PREFIX}${sessionHash}`;

export function openSyncDb(sessionHash: string): SyncDb {
  return new SyncDb(syncDbName(sessionHash));
}

const SYNCED_TABLES = /\/(memories|conversations|messages)\//;

/**
 * Calls `onChange` after any write to memories, conversations or messages, by this worker or another tab
 * (Dexie's storage-mutated event, which live queries use too). Returns the function that stops it.
 */
export function onSyncedTablesChanged(onChange: () => void): () => void {
  const listener = (parts: Record<string, unknown>) => {
    if (Object.keys(parts).some((key) => SYNCED_TABLES.test(key))) onChange();
  };
  Dexie.on('storagemutated', listener);
  return () => Dexie.on('storagemutated').unsubscribe(listener);
}
