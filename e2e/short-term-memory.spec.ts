import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { assistantMessages, mock, openApp, openConversation, readTable, send, waitIdle } from './support/app';
import { noticeWith } from './support/memory';

const DECISION = { text: 'The user decided to use React, not Vue.', subject: 'frontend framework', type: 'project_context' };
const compactionReply = (summary: string, extra: object = {}) => ({
  match: { schemaName: 'thread_compaction' },
  json: { summary, pinnedDecisions: [DECISION] },
  ...extra,
});

async function chatTurns(page: Page, from: number, to: number, label = 'Turn') {
  for (let i = from; i <= to; i++) {
    await send(page, `${label} ${i} question`);
    await waitIdle(page);
  }
}

type Logged = { body: { messages: Array<{ role: string; content: string }> } };
const messagesOf = (entry: Logged) => entry.body.messages;

test.beforeEach(async () => {
  await mock.reset();
});

test('a 12-turn conversation is compacted; later requests carry summary, decisions and only the recent turns, in order', async ({
  page,
}) => {
  await openApp(page);
  await mock.rules(compactionReply('SUMMARY-MARK: turns 1 to 5 were about planning.'));
  await chatTurns(page, 1, 9);
  await expect(noticeWith(page, 'Older turns compressed')).toBeVisible();
  const compactions = await mock.structuredRequests('thread_compaction');
  expect(compactions).toHaveLength(1);
  expect(JSON.stringify(compactions[0]!.body)).toContain('Turn 5 question');
  expect(JSON.stringify(compactions[0]!.body)).not.toContain('Turn 6 question');

  await chatTurns(page, 10, 12);
  const chats = (await mock.chatRequests()) as unknown as Logged[];
  expect(chats).toHaveLength(12);
  const last = messagesOf(chats.at(-1)!);
  const summaryAt = last.findIndex((m) => m.role === 'system' && m.content.includes('SUMMARY-MARK'));
  const pinnedAt = last.findIndex((m) => m.role === 'system' && m.content.includes(DECISION.text));
  const firstTurnAt = last.findIndex((m) => m.role !== 'system');
  expect(summaryAt).toBeGreaterThan(0);
  expect(pinnedAt).toBeGreaterThan(summaryAt);
  expect(firstTurnAt).toBeGreaterThan(pinnedAt);
  const turns = last.filter((m) => m.role === 'user').map((m) => m.content);
  expect(turns).toEqual([
    'Turn 6 question',
    'Turn 7 question',
    'Turn 8 question',
    'Turn 9 question',
    'Turn 10 question',
    'Turn 11 question',
    'Turn 12 question',
  ]);
  expect(last.at(-1)).toEqual({ role: 'user', content: 'Turn 12 question' });

  // The full history is still shown, and the pinned decision is listed.
  await expect(page.getByRole('article', { name: /^You: Turn 1 question/ })).toBeAttached();
  await page.getByRole('button', { name: 'Pinned decisions (1)' }).click();
  await expect(page.getByRole('region', { name: 'Pinned decisions' })).toContainText(DECISION.text);
  // The model quoted no words of the user for it: pinned here, never promoted to a memory about the user.
  await expect
    .poll(() => readTable(page, 'memory', 'rejections'))
    .toMatchObject([{ reason: 'ungrounded', type: 'project_context', source: 'promotion' }]);
  expect(await readTable(page, 'memory', 'memories')).toHaveLength(0);
  // The approximate size of the next request is shown, and grows with the draft.
  const estimate = page.getByLabel('Approximate size of the next request');
  await expect(estimate).toHaveText(/^~\d+ tokens$/);
  const before = Number((await estimate.textContent())!.replace(/\D/g, ''));
  await page.getByRole('textbox', { name: 'Message' }).fill('word '.repeat(200));
  await expect.poll(async () => Number((await estimate.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(before + 100);
});

test('a failed compaction leaves the chat working and a later turn compacts', async ({ page }) => {
  await openApp(page);
  await mock.script({ match: { schemaName: 'thread_compaction' }, status: 500 });
  await mock.rules(compactionReply('Recovered summary'));
  await chatTurns(page, 1, 9);
  await expect(noticeWith(page, 'Could not compress')).toBeVisible();
  expect(await readTable(page, 'chat', 'threads')).toHaveLength(0);

  await chatTurns(page, 10, 10);
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: Turn 10 question');
  await expect(noticeWith(page, 'Older turns compressed')).toBeVisible();
  expect(await readTable(page, 'chat', 'threads')).toEqual([expect.objectContaining({ summary: 'Recovered summary' })]);
  expect(await mock.structuredRequests('thread_compaction')).toHaveLength(2);
});

test('compaction never blocks the answer', async ({ page }) => {
  await openApp(page);
  await mock.rules(compactionReply('Slow summary', { delayMs: 5000 }));
  await chatTurns(page, 1, 9);
  // Compaction is now running and slow; the next answer completes before it does.
  await expect(noticeWith(page, 'Compressing older turns')).toBeVisible();
  await send(page, 'Turn 10 question');
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: Turn 10 question');
  await waitIdle(page);
  await expect(noticeWith(page, 'Compressing older turns')).toBeVisible();
  await expect(noticeWith(page, 'Older turns compressed')).toBeVisible({ timeout: 15_000 });
});

test('two conversations never share summary or decisions', async ({ page }) => {
  await openApp(page);
  await mock.rules(compactionReply('SUMMARY-OF-A'));
  await chatTurns(page, 1, 9, 'Alpha');
  await expect(noticeWith(page, 'Older turns compressed')).toBeVisible();

  await page.getByRole('button', { name: 'New chat' }).click();
  await chatTurns(page, 1, 2, 'Beta');
  const chats = (await mock.chatRequests()) as unknown as Logged[];
  const beta = JSON.stringify(messagesOf(chats.at(-1)!));
  expect(beta).not.toContain('SUMMARY-OF-A');
  expect(beta).not.toContain(DECISION.text);
  expect(beta).not.toContain('Alpha');
  // Beta has no pinned decisions, so it offers no list of them at all.
  await expect(page.getByRole('article', { name: /^You: Beta 2 question/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pinned decisions/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Pinned decisions' })).toHaveCount(0);

  await openConversation(page, 'Alpha 1 question');
  await page.getByRole('button', { name: 'Pinned decisions (1)' }).click();
  await expect(page.getByRole('region', { name: 'Pinned decisions' })).toContainText(DECISION.text);
  // The model quoted no words of the user for it: pinned here, never promoted to a memory about the user.
  await expect
    .poll(() => readTable(page, 'memory', 'rejections'))
    .toMatchObject([{ reason: 'ungrounded', type: 'project_context', source: 'promotion' }]);
  expect(await readTable(page, 'memory', 'memories')).toHaveLength(0);
});
