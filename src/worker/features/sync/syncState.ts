import * as Y from 'yjs';
import type { KnownRecord, SyncDb } from '../../../storage';
import type { SyncDocName } from '../../../sync';

/** The origin of updates read back from this device's store: they are not stored a second time. */
export const STORED_ORIGIN = 'stored';
const FLUSH_DELAY_MS = 100;

/** The records the mirror knows this device held, kept across restarts (see KnownRecord). */
export interface KnownStore {
  load(): Promise<readonly KnownRecord[]>;
  save(put: readonly Omit<KnownRecord, 'space'>[], removed: readonly string[]): Promise<void>;
}

/**
 * What a running sync keeps in the browser between sessions: every update of the space's documents (so a
 * restart sends and receives only what changed since) and the records the mirror last saw here.
 */
export function createSyncState(db: SyncDb, rooms: Readonly<Record<SyncDocName, string>>) {
  // The memory room's name stands for the space: it differs for every space and passphrase.
  const space = rooms.memory;
  let writing: Promise<unknown> = Promise.resolve();
  const pending = new Map<string, Uint8Array[]>();
  let flushing = false;

  const write = (step: () => Promise<unknown>) => {
    writing = writing.then(step).catch((e: unknown) => console.error('sync state not stored', e));
    return writing;
  };

  // A scan sends one update per record: they are written together, a tenth of a second at most later.
  function flushSoon() {
    if (flushing) return;
    flushing = true;
    setTimeout(() => {
      flushing = false;
      const rows = [...pending].map(([room, updates]) => ({ room, update: updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates) }));
      pending.clear();
      void write(() => db.updates.bulkAdd(rows));
    }, FLUSH_DELAY_MS);
  }

  const known: KnownStore = {
    load: () => db.known.where('[space+id]').between([space, ''], [space, '\uffff']).toArray(),
    save: async (put, removed) => {
      await write(() =>
        db.transaction('rw', db.known, async () => {
          if (removed.length > 0) await db.known.bulkDelete(removed.map((id) => [space, id] as [string, string]));
          if (put.length > 0) await db.known.bulkPut(put.map((r) => ({ ...r, space })));
        }),
      );
    },
  };

  return {
    known,
    /** Applies what this device stored of each document; true when it had anything. Compacts it to one row per document. */
    async loadDocs(docs: Readonly<Record<SyncDocName, Y.Doc>>): Promise<boolean> {
      let any = false;
      for (const [name, doc] of Object.entries(docs) as [SyncDocName, Y.Doc][]) {
        const room = rooms[name];
        const rows = await db.updates.where('room').equals(room).toArray();
        if (rows.length === 0) continue;
        any = true;
        Y.applyUpdate(doc, Y.mergeUpdates(rows.map((r) => r.update)), STORED_ORIGIN);
        if (rows.length > 1)
          await db.transaction('rw', db.updates, async () => {
            await db.updates.bulkDelete(rows.map((r) => r.id!));
            await db.updates.add({ room, update: Y.encodeStateAsUpdate(doc) });
          });
      }
      return any;
    },
    /** Stores every later update of the documents, a burst as one row. Returns the function that stops it. */
    keepUpdates(docs: Readonly<Record<SyncDocName, Y.Doc>>): () => void {
      const stops = (Object.entries(docs) as [SyncDocName, Y.Doc][]).map(([name, doc]) => {
        const onUpdate = (update: Uint8Array, origin: unknown) => {
          if (origin === STORED_ORIGIN) return;
          const list = pending.get(rooms[name]) ?? [];
          list.push(update);
          pending.set(rooms[name], list);
          flushSoon();
        };
        doc.on('update', onUpdate);
        return () => doc.off('update', onUpdate);
      });
      return () => stops.forEach((s) => s());
    },
    /** Settles once everything handed over so far is written. */
    flushed: async () => {
      while (flushing) await new Promise((r) => setTimeout(r, FLUSH_DELAY_MS / 4));
      await writing;
    },
  };
}

export type SyncState = ReturnType<typeof createSyncState>;
