import type { Page } from '@playwright/test';
import { pageSessionHash } from '../../scripts/heavySeed.mjs';

/** Writes a `count`-message conversation ('A very long conversation') straight into this session's chat database. */
export async function seedLongConversation(page: Page, count: number) {
  const hash = await pageSessionHash(page);
  await page.evaluate(
    async ({ count, hash }) => {
      // Never create the database here: it must be the one the app's worker made (with its tables).
      if (!(await indexedDB.databases()).some((d) => d.name === `mindkeep-chat-${hash}`)) throw new Error('chat database not created yet');
      const conn = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`mindkeep-chat-${hash}`);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = conn.transaction(['conversations', 'messages'], 'readwrite');
      const at = new Date().toISOString();
      tx.objectStore('conversations').put({
        id: 'long',
        title: 'A very long conversation',
        mode: 'ordinary_chat',
        createdAt: at,
        lastActiveAt: at,
      });
      for (let i = 0; i < count; i++) {
        const role = i % 2 === 0 ? 'user' : 'assistant';
        const text =
          role === 'user'
            ? `Question number ${i}`
            : `Answer number ${i}\n\n- a list item\n- another one\n\n\`\`\`ts\nconst n = ${i};\n\`\`\``;
        tx.objectStore('messages').put({
          id: `m${String(i).padStart(5, '0')}`,
          conversationId: 'long',
          role,
          text,
          status: 'complete',
          createdAt: at,
          seq: i,
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      conn.close();
    },
    { count, hash },
  );
}
