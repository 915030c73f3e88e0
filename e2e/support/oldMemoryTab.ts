import type { Page } from '@playwright/test';
import { pageSessionHash } from '../../scripts/heavySeed.mjs';

// A tab of an older release keeps the session's memory database open at its old version and does not
// close when asked: the app's upgrade of that database is `blocked` until that tab goes.

/**
 * In `holder` (a same-origin page that is not the app), puts the memory database back at the version-1
 * schema (IndexedDB version 10) holding `memories`, and keeps that connection open, deaf to versionchange.
 */
async function holdOldVersion(holder: Page, memories: unknown[]): Promise<void> {
  const name = `mindkeep-memory-${await pageSessionHash(holder)}`;
  await holder.evaluate(
    async ({ memories, name }) => {
      await new Promise((resolve, reject) => {
        const del = indexedDB.deleteDatabase(name);
        del.onsuccess = resolve;
        del.onerror = () => reject(del.error);
      });
      const conn = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name, 10);
        req.onupgradeneeded = () => {
          const db = req.result;
          const store = (name: string, keyPath: string, auto: boolean, indexes: Array<string | string[]>) => {
            const s = db.createObjectStore(name, { keyPath, autoIncrement: auto });
            for (const index of indexes) s.createIndex(Array.isArray(index) ? `[${index.join('+')}]` : index, index);
          };
          store('memories', 'stableKey', false, ['status', 'type', 'updatedAt', 'lastUsedAt', 'sourceConversationId']);
          store('history', 'id', true, ['stableKey', 'at']);
          store('outbox', 'id', false, ['seq', 'createdAt', 'state', ['state', 'seq']]);
          store('recallLog', 'id', true, ['assistantMessageId', 'conversationId', 'at']);
          store('rejections', 'id', true, ['at']);
          for (const m of memories) req.transaction!.objectStore('memories').put(m);
        };
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      // Deliberately no onversionchange handler: this connection never lets go by itself.
      (globalThis as unknown as { heldMemoryDb: IDBDatabase }).heldMemoryDb = conn;
    },
    { memories, name },
  );
}

/**
 * The app in `page` goes away (to a same-origin file), and an "old tab" (a new page that is not the app)
 * holds the memory database at the old version with `memories`: the app's next opening is blocked until the
 * returned tab is closed.
 */
export async function leaveForOldTab(page: Page, memories: unknown[]): Promise<Page> {
  await page.goto('/apple-touch-icon.png');
  const holder = await page.context().newPage();
  await holder.goto('/apple-touch-icon.png');
  await holdOldVersion(holder, memories);
  return holder;
}
