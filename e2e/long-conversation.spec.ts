import { expect, test } from './support/test';
import { mock, openApp, openConversation } from './support/app';

/** Writes a 2,000-message conversation straight into this session's chat database. */
async function seedLongConversation(page: import('@playwright/test').Page, count: number) {
  await page.evaluate(async (count) => {
    const id = localStorage.getItem('mindkeep.session') ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
    const hash = [...new Uint8Array(digest)]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 16);
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
  }, count);
}

test('a 2,000-message conversation opens virtualised and scrolls end to end', async ({ page }) => {
  await mock.reset();
  await openApp(page);
  await seedLongConversation(page, 2000);
  await page.reload(); // raw IndexedDB writes bypass Dexie's change notification
  await openConversation(page, 'A very long conversation');

  const list = page.getByRole('region', { name: 'A very long conversation' });
  // Opens at the bottom: the newest message is shown.
  await expect(list.getByRole('article', { name: /^Assistant: Answer number 1999/ })).toBeVisible();
  // Virtualised: only a window of the 2,000 messages is in the DOM.
  const rendered = await page.getByRole('article').count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(120);

  // Scroll to the very top and back: both ends render, and the page still answers input.
  const scroller = page.locator('.messages');
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await expect(page.getByRole('article', { name: /^You: Question number 0$/ })).toBeVisible();
  await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
  await expect(page.getByRole('article', { name: /number 10\d\d/ }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('still responsive');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('still responsive');
});
