import { Dexie, type DBCore, type Middleware } from 'dexie';
import { logTableOf, mutateAndRecord, withLogTable } from './writeLog';

/**
 * A record sync has not sent yet: a memory, conversation, message, thread or task run that was written
 * or deleted on this device. One entry per record (a second write replaces the first), so the log never
 * holds more entries than there are records; `n` tells a newer write of the same record from the one a
 * reader saw, so taking an entry out never loses a write made meanwhile.
 */
export interface SyncLogEntry {
  t: SyncLogTable;
  k: string;
  n: string;
}
export type SyncLogTable = 'memory' | 'conversation' | 'message' | 'thread' | 'taskRun';

export const SYNC_LOG_TABLE = 'syncLog';
export const SYNC_LOG_SCHEMA = '[t+k]';

/** The tables of each database whose writes sync sends, and the record kind each holds. */
export const CHAT_SYNC_TABLES: Readonly<Record<string, SyncLogTable>> = {
  conversations: 'conversation',
  messages: 'message',
  threads: 'thread',
  taskRuns: 'taskRun',
};
export const MEMORY_SYNC_TABLES: Readonly<Record<string, SyncLogTable>> = { memories: 'memory' };

/** Set on a transaction that writes what came from another device: sync must not send it back as news. */
const INCOMING = Symbol('mindkeep.syncIncoming');
type Tagged = { [INCOMING]?: true };

/** The databases whose changes are logged: those of a browser session with a sync space (set by sync). */
const logging = new Set<string>();

/**
 * Turns the log on or off for these databases (by name). Off, nothing is logged and what the log held is
 * for the caller to clear: a device without sync keeps no list of what it changed or deleted.
 */
export function logSyncChanges(dbNames: readonly string[], on: boolean): void {
  for (const name of dbNames)
    if (on) logging.add(name);
    else logging.delete(name);
}

let written = 0;
/** Unique per write across tabs: this context's start, a counter, and a random part. */
const contextId = Math.random().toString(36).slice(2, 10);
const nextN = () => `${contextId}.${(written += 1)}`;

/**
 * Writes a sync-log entry in the same IndexedDB transaction as every write to a synced table, whichever
 * code path makes it (this tab, another tab, an import, a restore): the change and its entry commit or
 * abort together, so a tab closed before sync took a change in leaves the entry for the next start, and
 * sync reads only what changed instead of comparing every row. Only the databases of a session with a
 * sync space are logged, and not writes in a transaction marked incoming (what sync itself applied).
 */
export function syncLogMiddleware(watched: Readonly<Record<string, SyncLogTable>>): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'syncLog',
    // Below Dexie's hooks (level 2), like the search log.
    level: 1.6,
    create: (down) => ({
      ...down,
      // Widened only while the log is on: a wider scope makes transactions on different tables wait for each other.
      transaction(stores, mode, options) {
        return down.transaction(withLogTable(stores, mode, watched, SYNC_LOG_TABLE, logging.has(down.schema.name)), mode, options);
      },
      table(name) {
        const table = down.table(name);
        const t = watched[name];
        if (t === undefined) return table;
        return {
          ...table,
          mutate(req) {
            const log = logTableOf(down, SYNC_LOG_TABLE);
            // A transaction begun before the log was turned on does not hold its table: the first comparison
            // when sync starts finds that write instead.
            const trans = req.trans as Tagged & { objectStoreNames?: DOMStringList };
            if (!log || !logging.has(down.schema.name) || trans[INCOMING] || !trans.objectStoreNames?.contains(SYNC_LOG_TABLE))
              return table.mutate(req);
            return mutateAndRecord(table, req, (keys) =>
              log.mutate({ type: 'put', trans: req.trans, values: keys.map((k): SyncLogEntry => ({ t, k: String(k), n: nextN() })) }),
            );
          },
        };
      },
    }),
  };
}

/**
 * Runs `fn` in one read-write transaction over these tables, marked incoming: what sync applies from
 * another device is not logged as this device's change.
 */
export function incomingTransaction<T>(db: Dexie, tables: readonly string[], fn: () => Promise<T>): Promise<T> {
  return db.transaction('rw', [...tables], () => {
    const trans = Dexie.currentTransaction as unknown as { idbtrans: Tagged } | null;
    if (trans) trans.idbtrans[INCOMING] = true;
    return fn();
  });
}

/** What a log holds: one entry per record written since it was last taken, ordered by table and key (not by time). */
export async function readSyncLog(db: Dexie): Promise<SyncLogEntry[]> {
  return db.table<SyncLogEntry, [string, string]>(SYNC_LOG_TABLE).toArray();
}

/** Takes these entries out of the log, unless the record was written again since they were read. */
export async function takeSyncLog(db: Dexie, seen: readonly SyncLogEntry[]): Promise<void> {
  if (seen.length === 0) return;
  const log = db.table<SyncLogEntry, [string, string]>(SYNC_LOG_TABLE);
  await db.transaction('rw', log, async () => {
    const now = await log.bulkGet(seen.map((e) => [e.t, e.k] as [string, string]));
    const done = seen.filter((e, i) => now[i]?.n === e.n).map((e) => [e.t, e.k] as [string, string]);
    if (done.length > 0) await log.bulkDelete(done);
  });
}

/** Empties the log (sync is off here, or a full comparison has just sent everything). */
export async function clearSyncLog(db: Dexie): Promise<void> {
  await db.table(SYNC_LOG_TABLE).clear();
}
