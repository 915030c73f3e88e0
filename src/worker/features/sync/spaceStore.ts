import { err, ok, type Result } from '../../../shared';
import type { PendingRotation, StoredSyncSpace, SyncDb } from '../../../storage';
import type { WorkerError } from '../../errors';

// The stored side of a sync space: its row, and the documents and known records that belong to it. Each
// change that replaces the space is one transaction, so a tab closed midway leaves the old space or the
// new one, never a mix.

const storageError = (e: unknown): WorkerError => ({
  code: 'storage_unavailable',
  values: { detail: e instanceof Error ? e.name : 'unknown' },
});

/** Stores the space's row (set up, paused, a rotation pending). */
export async function saveSpace(store: SyncDb, stored: StoredSyncSpace): Promise<Result<StoredSyncSpace, WorkerError>> {
  try {
    await store.space.put(stored);
    return ok(stored);
  } catch (e) {
    return err(storageError(e));
  }
}

/** The space's row, stored documents and known records go: what only this space needs. */
export async function forgetSpace(store: SyncDb): Promise<void> {
  await store.transaction('rw', [store.space, store.updates, store.known], () =>
    Promise.all([store.space.clear(), store.updates.clear(), store.known.clear()]),
  );
}

/**
 * The end of a rotation, in one transaction: the old space's row, stored documents and known records
 * give way to the new space. Another tab that finished it first leaves the row as that tab wrote it.
 */
export async function switchSpace(store: SyncDb, next: PendingRotation): Promise<Result<StoredSyncSpace, WorkerError>> {
  try {
    const now = await store.transaction('rw', [store.space, store.updates, store.known], async () => {
      const current = await store.space.get('space');
      if (current?.rotation?.spaceId !== next.spaceId) return current;
      const { paused: _, rotation: __, ...space } = current;
      const moved: StoredSyncSpace = { ...space, ...next };
      await Promise.all([store.updates.clear(), store.known.clear(), store.space.put(moved)]);
      return moved;
    });
    return now ? ok(now) : err({ code: 'sync_not_set_up' });
  } catch (e) {
    return err(storageError(e));
  }
}
