import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { assistantMessages, mock, openApp, readTable, send, userMessages, waitIdle } from '../support/app';
import { faultTitle } from './fault';

// Network faults of the model server (tools/mock-openai/faults.mjs): each leaves the question, the text that
// reached the page, a clear error, and no extraction job for the failed turn.

interface StoredMessage {
  role: string;
  text: string;
  status: string;
  error?: { code: string };
}

async function storedTurn(page: Page) {
  const messages = (await readTable(page, 'chat', 'messages')) as StoredMessage[];
  return { user: messages.find((m) => m.role === 'user'), answer: messages.find((m) => m.role === 'assistant') };
}

test.beforeEach(async () => {
  await mock.reset();
});

/**
 * A stream that breaks after two chunks: the partial answer is kept, marked failed, with Retry. The server holds
 * the fault until the page shows both chunks: when a connection breaks, Chromium discards bytes that reached the
 * browser but that the page had not read yet, so a drop right after a chunk could race with it.
 */
async function brokenMidStream(page: Page, fault: 'drop' | 'malformed', code: string) {
  await openApp(page);
  await mock.script({ match: { kind: 'chat' }, fault, faultAfterChunks: 2, chunkDelayMs: 100, holdUntilReleased: true });
  await send(page, `Question before the ${fault}`);
  await expect(assistantMessages(page).last()).toContainText('Partial answer');
  await mock.release();
  await waitIdle(page);
  await expect(assistantMessages(page).last()).toContainText('Partial answer');
  await expect(assistantMessages(page).last().getByRole('alert')).toBeVisible();
  await expect(assistantMessages(page).last().getByRole('button', { name: 'Retry' })).toBeVisible();

  const { user, answer } = await storedTurn(page);
  expect(user).toMatchObject({ text: `Question before the ${fault}`, status: 'complete' });
  expect(answer).toMatchObject({ status: 'error', text: 'Partial answer ', error: { code } });
  expect(await readTable(page, 'memory', 'outbox')).toEqual([]);
}

test(faultTitle('stream-dropped'), ({ page }) => brokenMidStream(page, 'drop', 'connection_lost'));

test(faultTitle('stream-malformed'), ({ page }) => brokenMidStream(page, 'malformed', 'malformed'));

test(faultTitle('stream-html-200'), async ({ page }) => {
  await openApp(page);
  await mock.script({ match: { kind: 'chat' }, fault: 'html' });
  await send(page, 'Question answered by a sign-in page');
  await waitIdle(page);
  await expect(assistantMessages(page).last().getByRole('alert')).toBeVisible();
  const { user, answer } = await storedTurn(page);
  expect(user).toMatchObject({ text: 'Question answered by a sign-in page', status: 'complete' });
  expect(answer).toMatchObject({ status: 'error', error: { code: 'malformed' } });
  expect(await readTable(page, 'memory', 'outbox')).toEqual([]);
});

test(faultTitle('stream-stall'), async ({ page }) => {
  await openApp(page);
  await mock.script({ match: { kind: 'chat' }, fault: 'stall', faultAfterChunks: 2, chunkDelayMs: 50, stallMs: 30_000 });
  await send(page, 'Question that stalls');
  await expect(assistantMessages(page).last()).toContainText('Partial answer');
  // Still stalled after the partial text (the server holds the stream open): Stop works at any moment.
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await waitIdle(page);
  await expect(userMessages(page).last()).toContainText('Question that stalls');
  const { answer } = await storedTurn(page);
  expect(answer).toMatchObject({ status: 'interrupted', text: 'Partial answer ' });
});
