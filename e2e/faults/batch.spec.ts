import { expect, test } from '../support/test';
import { mock, openApp, openConversation, readTable, send, waitIdle } from '../support/app';
import { CORIANDER, PEACH, extractionFor, memoryStatus } from '../support/memory';
import { faultTitle } from './fault';

// Batched extraction keeps a conversation's eligible turns in the outbox until the user has been quiet for a
// moment; closing the tab in that moment must lose nothing and write nothing twice, and leaving the
// conversation ends the moment: its turns go to the model at once.

/** The app's quiet period before a waiting batch is sent (outboxRunner's DEFAULT_BATCH_POLICY). */
const QUIET_MS = 4000;

test.beforeEach(async () => {
  await mock.reset();
});

test(faultTitle('batch-tab-closed'), async ({ page, context }) => {
  await openApp(page);
  await mock.rules(extractionFor('我喜欢吃桃子', [PEACH]), extractionFor('我不吃香菜', [CORIANDER]));
  // Preferences said in passing, not "remember" requests: they wait for the quiet period.
  await send(page, '我喜欢吃桃子');
  await waitIdle(page);
  await send(page, '对了，我不吃香菜');
  await waitIdle(page);
  await expect(memoryStatus(page)).toContainText('pending');
  await page.close();

  const again = await context.newPage();
  await again.goto('/');
  await expect(again.getByRole('status', { name: 'Memory status' })).toBeVisible();
  await expect.poll(async () => (await readTable(again, 'memory', 'memories')).length, { timeout: 20_000 }).toBe(2);
  await expect
    .poll(async () => ((await readTable(again, 'memory', 'outbox')) as { state: string }[]).map((j) => j.state))
    .toEqual(['done', 'done']);
  expect(await readTable(again, 'memory', 'history')).toHaveLength(2);
  const sent = (await mock.structuredRequests('memory_candidates')).map((r) => JSON.stringify(r.body.messages));
  for (const said of ['我喜欢吃桃子', '对了，我不吃香菜']) expect(sent.filter((body) => body.includes(said))).toHaveLength(1);
});

test('leaving a conversation sends its waiting batch at once instead of after the quiet period', async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('我喜欢吃桃子', [PEACH, CORIANDER]));
  // Conversation B: one ordinary request, which the pre-check skips without a call.
  await send(page, '帮我解释一下这个报错');
  await waitIdle(page);
  await page.getByRole('button', { name: 'New chat' }).click();
  // Conversation A: two preferences said in passing, which wait together for the quiet period.
  await send(page, '我喜欢吃桃子');
  await waitIdle(page);
  await send(page, '对了，我不吃香菜');
  await waitIdle(page);
  await openConversation(page, '帮我解释一下这个报错');

  await expect.poll(async () => (await mock.structuredRequests('memory_candidates')).length, { timeout: 20_000 }).toBe(1);
  const [extraction] = await mock.structuredRequests('memory_candidates');
  const lastTurnOfA = (await mock.chatRequests()).at(-1)!;
  // Without the flush the request could not leave before the quiet period counted from A's last turn.
  expect(Date.parse(extraction!.at) - Date.parse(lastTurnOfA.at)).toBeLessThan(QUIET_MS);
  const body = JSON.stringify(extraction!.body.messages);
  for (const said of ['我喜欢吃桃子', '对了，我不吃香菜']) expect(body).toContain(said);
  expect(body).not.toContain('帮我解释一下这个报错');
  await expect.poll(async () => (await readTable(page, 'memory', 'memories')).length).toBe(2);
});
