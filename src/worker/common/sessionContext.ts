import { openChatDb, listStreamingMessages, markInterrupted, type ChatDb } from '../../storage';
import { ok, err, type AppError, type Result } from '../../shared';
import { isTabLockHeld, streamLockKey } from './tabLocks';

/** Holds the open databases of the current browser session inside the worker. */
export interface SessionContext {
  open(sessionHash: string): Promise<Result<{ recoveredInterrupted: number }, AppError>>;
  chatDb(): ChatDb;
  sessionHash(): string | null;
}

/**
 * `recoverInterrupted: false` opens the chat database only: the search worker reads the same session, and the
 * recovery of rows left streaming belongs to the main worker alone (one writer of those rows).
 */
export function createSessionContext({ recoverInterrupted = true }: { recoverInterrupted?: boolean } = {}): SessionContext {
  let db: ChatDb | null = null;
  let hash: string | null = null;

  return {
    async open(sessionHash) {
      if (!/^[0-9a-f]{16}$/.test(sessionHash)) return err({ code: 'bad_session' });
      if (db && hash === sessionHash) return ok({ recoveredInterrupted: 0 });
      db?.close();
      db = openChatDb(sessionHash);
      hash = sessionHash;
      try {
        await db.open();
        if (!recoverInterrupted) return ok({ recoveredInterrupted: 0 });
        // A reload or closed tab mid-stream leaves `streaming` rows; those no tab is still writing become
        // `interrupted`, keeping their partial text: nothing that reached the page is lost.
        const streaming = await listStreamingMessages(db);
        const orphaned: string[] = [];
        for (const m of streaming) if (!(await isTabLockHeld(streamLockKey(m.id)))) orphaned.push(m.id);
        await markInterrupted(db, orphaned, { code: 'interrupted' });
        return ok({ recoveredInterrupted: orphaned.length });
      } catch (e) {
        return err({ code: 'storage_unavailable', values: { detail: String((e as Error)?.message ?? e) } });
      }
    },
    chatDb() {
      if (!db) throw new Error('Worker used before init(sessionHash)');
      return db;
    },
    sessionHash: () => hash,
  };
}
