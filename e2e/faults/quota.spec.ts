import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { assistantMessages, mock, openApp, openConversation, readTable, send } from '../support/app';
import { extractionFor, PEACH, memoryStatus } from '../support/memory';
import { capQuota, pageWithQuota, type Quota } from '../support/quota';
import { faultTitle } from './fault';

// A full disk, for real (e2e/support/quota.ts lowers the origin's quota through the DevTools protocol).

type Row = { id: string; conversationId: string; role: string; status: string; text: string; error?: { code: string } };

/**
 * Opens the app in a new page of the context with the origin's quota set to its usage plus `margin` bytes
 * (null: the normal quota).
 */
async function openWithQuota(context: BrowserContext, quota: Quota, margin: number | null): Promise<Page> {
  const page = await pageWithQuota(context, quota, margin);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await expect(memoryStatus(page)).toBeVisible();
  return page;
}

/** The page's copies of answers held after a full disk (state/unsavedSpill.ts). */
const spilled = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('mindkeep.unsaved.'))
      .map((k) => localStorage.getItem(k) ?? ''),
  );

const LONG = Array.from({ length: 150 }, (_, i) => `part${i} `.padEnd(2000, 'z') + ' ');
const FULL = LONG.join('');

/** Seeds one short chat and closes the page (its worker lets go of the databases). */
async function seed(page: Page): Promise<void> {
  await openApp(page);
  await send(page, 'Old chat to delete');
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: Old chat to delete');
  await page.close();
}

/** Sends a question whose long answer cannot fit, and checks what the user sees. */
async function sendIntoFullDisk(page: Page) {
  await mock.script({ match: { kind: 'chat' }, chunks: LONG, chunkDelayMs: 2 });
  await page.getByRole('button', { name: 'New chat' }).click();
  await send(page, 'Tell me everything');
  const answer = assistantMessages(page).last();
  const alert = answer.getByRole('alert');
  await expect(alert).toContainText(/storage for this app is full \(\d+\.\d MB of \d+\.\d MB used\)/, { timeout: 30_000 });
  await expect(alert).toContainText('Free space by deleting old conversations or memories.');
  const rows = (await readTable(page, 'chat', 'messages')) as Row[];
  expect(rows.filter((r) => r.status === 'streaming')).toEqual([]);
  const stored = rows.find((r) => r.role === 'assistant' && r.error?.code === 'storage_full');
  expect(stored).toMatchObject({ status: 'error' });
  expect(stored!.text.length).toBeLessThan(FULL.length);
  // The page keeps a copy outside IndexedDB: the whole answer, and nothing of the settings or the key.
  const copies = await spilled(page);
  expect(copies).toHaveLength(1);
  expect(copies[0]).toContain(LONG.at(-1)!.trim());
  expect(copies[0]).not.toContain('sk-e2e-test-key');
  return { alert, messageId: stored!.id };
}

/** The held answer ends up stored complete, with every word and no error, and the page's copy is gone. */
async function expectSavedWhole(page: Page, messageId: string) {
  const row = async () => ((await readTable(page, 'chat', 'messages')) as Row[]).find((r) => r.id === messageId);
  await expect.poll(async () => (await row())?.status, { timeout: 15_000 }).toBe('complete');
  const saved = (await row())!;
  expect(saved.text).toBe(FULL);
  expect(saved.error).toBeUndefined();
  await expect.poll(() => spilled(page)).toEqual([]);
}

test.beforeEach(async () => {
  await mock.reset();
  test.setTimeout(90_000); // a 300 kB answer streamed into a full disk, then saved whole, in two or three pages
});

test(faultTitle('quota-exceeded-stream'), async ({ page, context }) => {
  const quota = await capQuota(context);
  await seed(page);
  const app = await openWithQuota(context, quota, 60_000);
  const { alert, messageId } = await sendIntoFullDisk(app);

  // The link opens the memory view's storage panel.
  await alert.getByRole('button', { name: 'Open storage' }).click();
  const inspector = app.getByRole('dialog', { name: 'What Mindkeep remembers' });
  await expect(inspector.getByRole('region', { name: 'Storage' })).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(inspector).toBeHidden();

  // Space is freed (an old chat deleted): the held answer is saved whole, and its copy removed.
  await quota.free();
  const nav = app.getByRole('navigation', { name: 'Conversations' });
  await nav.getByRole('button', { name: 'Actions: Old chat to delete' }).click();
  await nav.getByRole('menuitem', { name: 'Delete' }).click();
  await nav.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectSavedWhole(app, messageId);
  await expect(assistantMessages(app).last().getByRole('alert')).toHaveCount(0);
});

test(faultTitle('quota-exceeded-tab-closed'), async ({ page, context }) => {
  const quota = await capQuota(context);
  await seed(page);
  const full = await openWithQuota(context, quota, 60_000);
  const { messageId } = await sendIntoFullDisk(full);
  await full.close(); // the worker holding the answer is gone; only the page's copy is left

  const next = await openWithQuota(context, quota, null);
  await expectSavedWhole(next, messageId);
  await openConversation(next, 'Tell me everything');
  await expect(assistantMessages(next).last()).toContainText(LONG.at(-1)!.trim());
});

test(faultTitle('quota-exceeded-memory-write'), async ({ page, context }) => {
  const quota = await capQuota(context);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await openApp(page);
  await send(page, '记住我喜欢吃桃子');
  await expect.poll(async () => ((await readTable(page, 'memory', 'memories')) as unknown[]).length, { timeout: 15_000 }).toBe(1);
  await page.close();

  const app = await openWithQuota(context, quota, 0);
  await app.getByRole('button', { name: 'Memory', exact: true }).click();
  const inspector = app.getByRole('dialog', { name: 'What Mindkeep remembers' });
  const peach = inspector.getByRole('listitem').filter({ hasText: '用户喜欢吃桃子' });
  await peach.getByRole('button', { name: 'Edit' }).click();
  const edited = '用户非常喜欢吃夏天的水蜜桃';
  await peach.getByRole('textbox', { name: 'Memory text' }).fill(edited);
  await peach.getByRole('button', { name: 'Save' }).click();

  const alert = peach.getByRole('alert');
  await expect(alert).toContainText(/storage for this app is full \(\d+\.\d MB of \d+\.\d MB used\)\. Nothing was changed\./);
  // What was typed stays in the open form, also after a look at the storage panel; the stored memory is unchanged.
  await expect(peach.getByRole('textbox', { name: 'Memory text' })).toHaveValue(edited);
  await alert.getByRole('button', { name: 'Open storage' }).click();
  await expect(inspector.getByRole('region', { name: 'Storage' })).toBeVisible();
  await inspector.getByRole('tab', { name: 'Memories' }).click();
  await expect(peach.getByRole('textbox', { name: 'Memory text' })).toHaveValue(edited);
  await expect(peach.getByRole('alert')).toContainText('storage for this app is full');
  const before = (await readTable(app, 'memory', 'memories')) as Array<{ text: string }>;
  expect(before.map((m) => m.text)).toEqual(['用户喜欢吃桃子']);

  await quota.free();
  await peach.getByRole('button', { name: 'Save' }).click();
  await expect(inspector.getByRole('listitem').filter({ hasText: edited })).toBeVisible();
  const after = (await readTable(app, 'memory', 'memories')) as Array<{ text: string }>;
  expect(after.map((m) => m.text)).toEqual([edited]);

  await expect(inspector.getByRole('alert')).toHaveCount(0);
});
