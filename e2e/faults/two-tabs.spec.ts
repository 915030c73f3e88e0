import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { assistantMessages, mock, openApp, openConversation, readTable, send, userMessages, waitIdle } from '../support/app';
import { extractionFor, PEACH, memoryStatus } from '../support/memory';
import { faultTitle } from './fault';

// Two tabs of one browser session share both databases; these faults are about who writes what, when.

interface StoredMessage {
  id: string;
  conversationId: string;
  role: string;
  text: string;
  status: string;
  seq: number;
}

const messagesOf = async (page: Page) => (await readTable(page, 'chat', 'messages')) as StoredMessage[];

async function secondTab(page: Page, title?: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(other.getByRole('status', { name: 'Memory status' })).toBeVisible();
  if (title) await openConversation(other, title);
  return other;
}

test.beforeEach(async () => {
  await mock.reset();
});

test(faultTitle('two-tabs-concurrent-sends'), async ({ page }) => {
  await openApp(page);
  await send(page, 'Shared conversation');
  await waitIdle(page);
  const other = await secondTab(page, 'Shared conversation');

  // Both tabs press Send in the same moment.
  await page.getByRole('textbox', { name: 'Message' }).fill('From tab one');
  await other.getByRole('textbox', { name: 'Message' }).fill('From tab two');
  await Promise.all([page.getByRole('button', { name: 'Send' }).click(), other.getByRole('button', { name: 'Send' }).click()]);
  await waitIdle(page);
  await waitIdle(other);
  await expect(userMessages(page)).toHaveCount(3);
  await expect(userMessages(other)).toHaveCount(3);

  // A tab's composer is idle again before its worker has stored the answer as complete (the first recall of
  // a new tab's worker may still be loading): wait for the stored outcome, not for the screen.
  await expect
    .poll(async () => (await messagesOf(page)).map((m) => m.status).join(), { timeout: 20_000 })
    .toBe(Array(6).fill('complete').join());
  const stored = await messagesOf(page);
  expect(stored).toHaveLength(6);
  expect(new Set(stored.map((m) => m.seq)).size).toBe(6);
  expect(stored.every((m) => m.status === 'complete')).toBe(true);

  // The export re-imports: it holds no repeated seq.
  await page.getByRole('button', { name: 'Memory' }).click();
  await page.getByRole('tab', { name: 'Export & import' }).click();
  await page.getByRole('checkbox', { name: 'Include conversations' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to a file' }).click();
  const file = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
  const seqs = (file.conversations[0].messages as StoredMessage[]).map((m) => m.seq);
  expect(new Set(seqs).size).toBe(seqs.length);
});

test(faultTitle('two-tabs-edit-while-streaming'), async ({ page }) => {
  await openApp(page);
  await send(page, 'First question');
  await waitIdle(page);
  const other = await secondTab(page, 'First question');

  const words = Array.from({ length: 40 }, (_, i) => `word${i} `);
  await mock.script({ match: { kind: 'chat', lastUserContains: 'Second question' }, chunks: words, chunkDelayMs: 150 });
  await send(page, 'Second question');
  await expect(assistantMessages(page).last()).toContainText('word2');

  // The other tab sees the answer being written, live, and its Edit is refused.
  await expect(assistantMessages(other).last()).toContainText('word3');
  await userMessages(other).last().getByRole('button', { name: 'Edit' }).click();
  await other.getByRole('textbox', { name: 'Edit' }).fill('Edited in the other tab');
  await other.getByRole('button', { name: 'Save & send' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'still being written' })).toBeVisible();
  const before = (await assistantMessages(other).last().textContent()) ?? '';
  await expect.poll(async () => ((await assistantMessages(other).last().textContent()) ?? '').length).toBeGreaterThan(before.length);
  // Regenerate is not offered on an answer another tab is writing, and Delete is refused.
  await expect(assistantMessages(other).last().getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  const refusal = other.getByRole('alert').filter({ hasText: 'still being written' });
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusal).toHaveCount(0);
  const nav = other.getByRole('navigation', { name: 'Conversations' });
  await nav.getByRole('button', { name: 'Actions: First question' }).click();
  await nav.getByRole('menuitem', { name: 'Delete' }).click();
  await nav.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(refusal).toBeVisible();
  await expect(nav.getByRole('button', { name: /^First question/ })).toHaveCount(1);

  await waitIdle(page);
  const stored = await messagesOf(page);
  expect(stored.map((m) => m.text)).toContain('Second question');
  expect(stored.map((m) => m.text)).not.toContain('Edited in the other tab');
  expect(stored.find((m) => m.text.startsWith('word0'))).toMatchObject({ status: 'complete', text: words.join('') });
});

test(faultTitle('two-tabs-close-with-pending-job'), async ({ page }) => {
  await openApp(page);
  const other = await secondTab(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH], { delayMs: 3000 }));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await expect(memoryStatus(page)).toContainText('pending');
  await page.close();

  await expect.poll(async () => ((await readTable(other, 'memory', 'memories')) as unknown[]).length, { timeout: 20_000 }).toBe(1);
  await expect
    .poll(async () => ((await readTable(other, 'memory', 'outbox')) as { state: string }[]).map((j) => j.state))
    .not.toContain('pending');
});

test(faultTitle('two-tabs-pause-memory'), async ({ page }) => {
  await openApp(page);
  const other = await secondTab(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Pause memory (nothing is recalled or remembered)').check();
  await dialog.getByRole('button', { name: 'Save' }).click();

  // The other tab follows at once: a turn there is neither recalled for nor extracted.
  await expect(other.getByRole('status', { name: 'Memory status' })).toHaveText('Memory paused');
  await send(other, '记住我喜欢吃桃子');
  // An extraction job is written before a turn is reported finished, so once idle the outbox says it all.
  await waitIdle(other);
  expect(await mock.structuredRequests('memory_candidates')).toHaveLength(0);
  expect(await readTable(other, 'memory', 'outbox')).toEqual([]);
  expect(await userMessages(other).count()).toBe(1);
});
