import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { assistantMessages, mock, openApp, openConversation, readTable, send, waitIdle, typeAndClickSend } from './support/app';
import { PEACH, extractionFor, teach } from './support/memory';

type Body = { messages: Array<{ role: string; content: string | null }> };
const bodyOf = (entry: { body: unknown }) => entry.body as Body;
const PEACH_TEXT = '用户喜欢吃桃子';
const TOOLS = { kind: 'tools' as const };

async function chooseMode(page: Page, mode: 'Chat' | 'Chat with tools' | 'Task list') {
  await page.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name: mode, exact: true }).check();
}

/** An ordinary chat stores the peach preference, so any later recall would have something to inject. */
async function rememberPeach(page: Page) {
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await teach(page, '记住我喜欢吃桃子');
  await expect.poll(async () => (await readTable(page, 'memory', 'memories')).length).toBe(1);
  await page.getByRole('button', { name: 'New chat' }).click();
}

const candidateRequests = async () => (await mock.structuredRequests('memory_candidates')).length;

test.beforeEach(async () => {
  await mock.reset();
});

test('a tool-assisted turn calls the calculator, answers with its result, and its extraction input holds no tool output', async ({
  page,
}) => {
  await openApp(page);
  await chooseMode(page, 'Chat with tools');
  await mock.script(
    {
      match: TOOLS,
      toolCalls: [
        { name: 'calculator', arguments: { expression: '0.1 + 0.2' } },
        { name: 'current_datetime', arguments: { timeZone: 'Asia/Shanghai' } },
      ],
    },
    { match: TOOLS, text: 'The sum is exactly 0.3.' },
  );
  // A turn that may hold a memory, so it reaches extraction (the pre-check skips plain arithmetic).
  await send(page, 'Remember that I want exact decimals. What is 0.1 + 0.2?');
  await waitIdle(page);

  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('The sum is exactly 0.3.');
  const call = answer.locator('details', { hasText: 'Tool: calculator' });
  await expect(call).not.toHaveAttribute('open');
  await call.locator('summary').click();
  await expect(call.locator('pre').last()).toHaveText('0.3');

  const requests = await mock.toolRequests();
  expect(requests).toHaveLength(2);
  const toolMessages = bodyOf(requests[1]!).messages.filter((m) => m.role === 'tool');
  expect(toolMessages[0]).toMatchObject({ content: '0.3' });
  expect(toolMessages[1]!.content).toContain('utcOffset');

  await expect.poll(candidateRequests).toBe(1);
  const extraction = JSON.stringify((await mock.structuredRequests('memory_candidates'))[0]!.body);
  expect(extraction).toContain('The sum is exactly 0.3.');
  for (const raw of ['utcOffset', 'tool_call_id', '"role":"tool"', 'calculator']) expect(extraction).not.toContain(raw);
  // The outbox job records the extraction path of the turn.
  const jobs = (await readTable(page, 'memory', 'outbox')) as Array<{ mode?: string; state: string }>;
  expect(jobs.at(-1)).toMatchObject({ mode: 'tool_assisted_ordinary_chat' });

  const row = page.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: 'What is 0.1 + 0.2?' });
  await expect(row).toContainText('Chat with tools');
});

test('a task list is planned, edited, approved, survives a reload mid-run, completes three items, and never touches memory', async ({
  page,
}) => {
  // One walk through the whole feature: editing, a reload mid-item, pausing mid-item, three items.
  test.slow();
  await openApp(page);
  await rememberPeach(page);
  const extractionsBefore = await candidateRequests();

  await chooseMode(page, 'Task list');
  await expect(page.getByRole('status', { name: 'Memory status' })).toHaveText('Memory off: task list');
  await mock.script(
    {
      match: { schemaName: 'task_list' },
      json: {
        items: [
          { title: 'List peach recipes', detail: 'Three simple ones.' },
          { title: 'Plan the week', detail: 'One recipe a day.' },
          { title: 'Write the shopping list', detail: 'Grouped by shop.' },
        ],
      },
    },
    { match: { kind: 'chat', lastUserContains: 'Now do item 1:' }, text: 'Peach salad, peach tart, grilled peaches.' },
    // Still in flight when the page reloads.
    { match: { kind: 'chat', lastUserContains: 'Now do item 2:' }, text: 'never shown', delayMs: 20_000 },
  );
  const goal = '为我做一个吃桃子的一周计划';
  // The composer gives way to the checklist once the plan arrives, so wait for the checklist, not the composer.
  await typeAndClickSend(page, goal);
  const panel = page.getByRole('region', { name: 'Checklist' });
  await expect(panel.getByRole('status')).toHaveText('Waiting for approval');
  // The editor adds, deletes and reorders items by keyboard, keeps the numbers, and Cancel drops the draft.
  await panel.getByRole('button', { name: 'Edit' }).click();
  await expect(panel.getByRole('textbox', { name: 'Item 1', exact: true })).toBeFocused();
  await panel.getByRole('button', { name: 'Add item' }).click();
  await expect(panel.getByRole('textbox', { name: 'Item 4', exact: true })).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await page.keyboard.type('Buy peaches');
  await panel.getByRole('button', { name: 'Move item 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Move item 1 down' })).toBeFocused();
  await expect(panel.getByRole('textbox', { name: 'Item 1', exact: true })).toHaveValue('Plan the week');
  await panel.getByRole('textbox', { name: 'Item 4', exact: true }).press('Alt+ArrowUp');
  await expect(panel.getByRole('textbox', { name: 'Item 3', exact: true })).toHaveValue('Buy peaches');
  await expect(panel.locator('.task-edit')).toContainText('3.');
  await panel.getByRole('button', { name: 'Delete item 3' }).click();
  await expect(panel.getByRole('textbox', { name: /^Item \d$/ })).toHaveCount(3);
  await expect(panel.getByRole('button', { name: 'Approve' })).toBeInViewport();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(panel.getByRole('checkbox')).toHaveCount(3);
  await expect(panel.getByRole('checkbox').first()).toHaveAccessibleName('List peach recipes');

  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.getByRole('textbox', { name: 'Item 2', exact: true }).fill('Plan seven days of meals');
  await expect(panel.getByRole('button', { name: 'Approve' })).toBeInViewport();
  await panel.getByRole('button', { name: 'Approve' }).click();

  await expect(panel.getByRole('checkbox', { name: 'List peach recipes' })).toBeChecked();
  await expect
    .poll(async () => (await mock.chatRequests()).some((e) => JSON.stringify(e.body).includes('Now do item 2: Plan seven days of meals')))
    .toBe(true);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await openConversation(page, goal);
  await expect(panel.getByRole('status')).toHaveText('Paused');
  await expect(panel.getByRole('checkbox', { name: 'Plan seven days of meals' })).not.toBeChecked();

  await mock.script(
    { match: { kind: 'chat', lastUserContains: 'Now do item 2:' }, text: 'Mon salad, Tue tart, and so on.', delayMs: 1500 },
    { match: { kind: 'chat', lastUserContains: 'Now do item 3:' }, text: 'Peaches, flour, butter.' },
  );
  await panel.getByRole('button', { name: 'Resume' }).click();
  // Pausing mid-item lets the item finish its answer; Resume goes on with the next item, not the same one again.
  await expect(panel.getByText('(in progress)')).toBeVisible();
  await panel.getByRole('button', { name: 'Pause' }).click();
  await expect(panel.getByRole('status')).toHaveText('Pausing after this item');
  await expect(panel.getByRole('status')).toHaveText('Paused');
  await expect(panel.getByRole('checkbox', { name: 'Plan seven days of meals' })).toBeChecked();
  await expect(assistantMessages(page).filter({ hasText: 'Mon salad, Tue tart, and so on.' })).toHaveCount(1);
  expect((await mock.chatRequests()).some((e) => JSON.stringify(e.body).includes('Now do item 3:'))).toBe(false);
  await panel.getByRole('button', { name: 'Resume' }).click();
  await expect(panel.getByRole('status')).toHaveText('Done');
  await expect(assistantMessages(page).filter({ hasText: 'Mon salad, Tue tart, and so on.' })).toHaveCount(1);
  for (const title of ['List peach recipes', 'Plan seven days of meals', 'Write the shopping list'])
    await expect(panel.getByRole('checkbox', { name: title })).toBeChecked();
  await expect(assistantMessages(page).filter({ hasText: 'Peaches, flour, butter.' })).toHaveCount(1);

  const runs = (await readTable(page, 'chat', 'taskRuns')) as Array<{ run: { state: string; items: Array<{ status: string }> } }>;
  expect(runs.map((r) => [r.run.state, r.run.items.map((i) => i.status)])).toEqual([['done', ['done', 'done', 'done']]]);
  // No recall: no task request carries the remembered preference; no extraction was queued.
  const taskRequests = (await mock.log()).filter((e) => JSON.stringify(e.body).includes(goal));
  expect(taskRequests.length).toBeGreaterThanOrEqual(5);
  for (const request of taskRequests) expect(JSON.stringify(request.body)).not.toContain(PEACH_TEXT);
  expect(await candidateRequests()).toBe(extractionsBefore);
});

test('a temporary chat recalls and extracts nothing, is marked as temporary, and is gone once closed', async ({ page }) => {
  await openApp(page);
  await rememberPeach(page);
  const extractionsBefore = await candidateRequests();

  const status = page.getByRole('status', { name: 'Memory status' });
  await page.getByRole('checkbox', { name: 'Temporary chat' }).check();
  // The top bar tells the truth about this chat, not memory's global state.
  await expect(status).toHaveText('Memory off: temporary chat');
  await send(page, '我喜欢吃什么水果？');
  await waitIdle(page);
  await expect(page.locator('.chat-header')).toContainText('Temporary');
  await expect(status).toHaveText('Memory off: temporary chat');
  const row = page.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: '我喜欢吃什么水果？' });
  await expect(row).toContainText('Temporary');
  const last = (await mock.chatRequests()).at(-1)!;
  expect(JSON.stringify(last.body)).toContain('我喜欢吃什么水果？');
  expect(JSON.stringify(last.body)).not.toContain(PEACH_TEXT);

  // The worker writes a turn's extraction job before it reports the answer finished, and a job leaves the
  // outbox only after its request went out: so by now a job would be in the outbox or in the request log.
  const temporaryId = ((await readTable(page, 'chat', 'conversations')) as Array<{ id: string; temporary?: boolean }>).find(
    (c) => c.temporary,
  )!.id;
  const outbox = (await readTable(page, 'memory', 'outbox')) as Array<{ conversationId: string }>;
  expect(outbox.filter((job) => job.conversationId === temporaryId)).toEqual([]);
  expect(await candidateRequests()).toBe(extractionsBefore);

  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(row).toHaveCount(0);
  await expect(status).toHaveText('Memory on');
  await expect.poll(async () => JSON.stringify(await readTable(page, 'chat', 'messages'))).not.toContain('我喜欢吃什么水果');
  expect(JSON.stringify(await readTable(page, 'chat', 'conversations'))).not.toContain('我喜欢吃什么水果');
});
