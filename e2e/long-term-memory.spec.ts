import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { assistantMessages, mock, openApp, readTable, send, waitIdle } from './support/app';
import { CORIANDER, PEACH, PEACH_SUPPRESS, candidate, extractionFor, memoryStatus, noticeWith, teach } from './support/memory';
import { seriousViolations } from './support/axe';
import { pageSessionHash } from '../scripts/heavySeed.mjs';

type Chat = { body: { messages: Array<{ role: string; content: string }> } };
const MEMORY_HEADER = /long-term notes|长期/i;
const memoryMessageOf = (entry: Chat) => entry.body.messages.find((m) => m.role === 'system' && m.content.includes('- (user_preference)'));

async function lastChat(): Promise<Chat> {
  const chats = (await mock.chatRequests()) as unknown as Chat[];
  return chats.at(-1)!;
}

async function newChat(page: Page) {
  await page.getByRole('button', { name: 'New chat' }).click();
}

test.beforeEach(async () => {
  await mock.reset();
});

test('a peach preference is written in one conversation and recalled in another, placed right after the system prompts', async ({
  page,
}) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]), {
    match: { schemaName: 'thread_compaction' },
    json: { summary: 'SUMMARY-MARK', pinnedDecisions: [] },
  });
  await teach(page, '记住我喜欢吃桃子');
  const memories = (await readTable(page, 'memory', 'memories')) as Array<Record<string, unknown>>;
  expect(memories).toEqual([
    expect.objectContaining({
      stableKey: 'user_preference:prefer-桃子',
      status: 'active',
      text: '用户喜欢吃桃子',
      source: 'eligible_completed_turn',
    }),
  ]);
  expect(memories[0]!.namespace).toEqual(['mindkeep', 'user-memory', 'v1', expect.stringMatching(/^[0-9a-f]{16}$/)]);

  // Another conversation, long enough to have a summary, then a fruit question.
  await newChat(page);
  for (let i = 1; i <= 9; i++) {
    await send(page, `闲聊第 ${i} 轮`);
    await waitIdle(page);
  }
  await expect(noticeWith(page, 'Older turns compressed')).toBeVisible();
  // The summary that now stands in for the older turns can be read, not edited.
  await page.getByRole('button', { name: 'Read the summary' }).click();
  const summaryDialog = page.getByRole('dialog', { name: 'Summary of older turns' });
  await expect(summaryDialog).toContainText('SUMMARY-MARK');
  await expect(summaryDialog.getByRole('textbox')).toHaveCount(0);
  expect(await seriousViolations(page, 'dialog.summary-dialog')).toEqual([]);
  await summaryDialog.getByRole('button', { name: 'Close' }).click();
  await expect(summaryDialog).toBeHidden();
  await send(page, '给我推荐几种水果');
  await waitIdle(page);
  const request = (await lastChat()).body.messages;
  const memoryAt = request.findIndex((m) => m.role === 'system' && m.content.includes('用户喜欢吃桃子'));
  const summaryAt = request.findIndex((m) => m.role === 'system' && m.content.includes('SUMMARY-MARK'));
  expect(memoryAt).toBeGreaterThan(0);
  expect(request.slice(0, memoryAt).every((m) => m.role === 'system')).toBe(true);
  expect(summaryAt).toBe(memoryAt + 1);
  expect(request[memoryAt]!.content).toMatch(MEMORY_HEADER);
  // The memory text never lands in the chat database.
  expect(JSON.stringify(await readTable(page, 'chat', 'messages'))).not.toContain('用户喜欢吃桃子');
  expect(JSON.stringify(await readTable(page, 'chat', 'threads'))).not.toContain('用户喜欢吃桃子');
});

test('both food preferences are recalled for a food question; an unrelated question carries no memory', async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]), extractionFor('记住我不吃香菜', [CORIANDER]));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await teach(page, '记住我不吃香菜');

  await newChat(page);
  await send(page, '我喜欢吃什么？');
  await waitIdle(page);
  const memory = memoryMessageOf(await lastChat());
  expect(memory?.content).toContain('用户喜欢吃桃子');
  expect(memory?.content).toContain('用户不吃香菜');

  await newChat(page);
  await send(page, '给我推荐几个 VSCode 插件');
  await waitIdle(page);
  expect(memoryMessageOf(await lastChat())).toBeUndefined();
});

test('right after a reload, the first question sent the moment the composer is usable still carries the memory', async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await teach(page, '记住我喜欢吃桃子');

  // The memory rules load in the background after start-up; a question typed at once must not
  // lose its memory to that load.
  await page.reload();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeEnabled();
  await newChat(page);
  await send(page, '给我推荐几种水果');
  await waitIdle(page);
  expect(memoryMessageOf(await lastChat())?.content).toContain('用户喜欢吃桃子');
});

test('"not peaches any more" suppresses the memory and it is no longer recalled', async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]), extractionFor('不太喜欢桃子', [PEACH_SUPPRESS]));
  await teach(page, '记住我喜欢吃桃子');
  await teach(page, '我现在不太喜欢桃子了，以后别按这个推荐');
  const [peach] = (await readTable(page, 'memory', 'memories')) as Array<Record<string, unknown>>;
  expect(peach).toMatchObject({ stableKey: 'user_preference:prefer-桃子', status: 'suppressed' });

  await newChat(page);
  await send(page, '推荐几种水果');
  await waitIdle(page);
  expect(memoryMessageOf(await lastChat())).toBeUndefined();
});

test('hostile candidates store nothing of themselves', async ({ page }) => {
  await openApp(page);
  // Each quotes the user's words, so it is grounded and meets the gate that refuses it.
  const evidence = 'remember this hostile turn';
  const hostile = [
    candidate({
      type: 'user_preference',
      text: 'User likes debugging',
      subject: 'debugging',
      polarity: 'prefer',
      evidence,
      extra: { debug: true },
    }),
    candidate({ type: 'stable_user_context', text: '用户的身份证号是 110101199003074514', subject: '身份证', evidence }),
    candidate({
      type: 'stable_user_context',
      text: 'The user key is sk-proj-abcdefghijklmnopqrstuvwxyz123456',
      subject: 'api key',
      evidence,
    }),
  ];
  await mock.rules(extractionFor('hostile', hostile));
  await teach(page, evidence);
  await expect.poll(async () => (await readTable(page, 'memory', 'rejections')).length).toBe(3);
  expect(await readTable(page, 'memory', 'memories')).toHaveLength(0);
  const everything = JSON.stringify(
    await Promise.all(['memories', 'history', 'outbox', 'recallLog', 'rejections'].map((t) => readTable(page, 'memory', t))),
  );
  for (const secret of ['110101199003074514', 'sk-proj-abcdefghij', 'User likes debugging']) expect(everything).not.toContain(secret);
  const reasons = ((await readTable(page, 'memory', 'rejections')) as Array<{ reason: string }>).map((r) => r.reason).sort();
  expect(reasons).toEqual(['raw_runtime_state', 'sensitive_personal_information', 'unsafe']);

  // The turn says quietly that something was not remembered, and why — never what.
  const turn = assistantMessages(page).last();
  await expect(turn.locator('.memory-refused')).toContainText('Not remembered: ');
  await expect(turn.locator('.memory-refused')).toContainText('contains sensitive personal information');
  // The chat's title is the user's first message here.
  await expect(page.getByRole('region', { name: evidence })).toBeAttached();
  // The Refused tab names no chat title (it may hold the refused value): it opens that chat instead.
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'What Mindkeep remembers' });
  await view.getByRole('tab', { name: 'Refused' }).click();
  await expect(view.getByRole('row')).toHaveCount(3);
  await expect(view).not.toContainText(evidence);
  await view
    .getByRole('button', { name: /^Open the chat this came from/ })
    .first()
    .click();
  await expect(view).toBeHidden();
});

test('a job pending when the page closes completes after reopening', async ({ page, context }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH], { delayMs: 4000 }));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await expect(memoryStatus(page)).toContainText('1 pending');
  // Closed while the first attempt is with the model (its answer takes 4 s): the gates load before the request goes.
  await expect.poll(async () => (await mock.structuredRequests('memory_candidates')).length).toBe(1);
  await page.close();

  const again = await context.newPage();
  await again.goto('/');
  await expect(again.getByRole('status', { name: 'Memory status' })).toBeVisible();
  await expect.poll(async () => ((await readTable(again, 'memory', 'memories')) as unknown[]).length, { timeout: 20_000 }).toBe(1);
  // The job really ran again after the reopen: the first attempt was cut off with the page.
  expect((await mock.structuredRequests('memory_candidates')).length).toBeGreaterThanOrEqual(2);
});

test('ten extraction jobs in a row while chatting lose none', async ({ page }) => {
  await openApp(page);
  const rules = Array.from({ length: 10 }, (_, i) =>
    extractionFor(
      `fact number ${i} `,
      [
        candidate({
          type: 'project_context',
          text: `Project Alpha${i} uses tool${i}`,
          subject: `Alpha${i}`,
          tags: [`alpha${i}`],
          evidence: `fact number ${i} for the record`,
        }),
      ],
      { delayMs: 200 },
    ),
  );
  // The compaction after turn 9 must not echo earlier facts into the summary the extraction input carries.
  await mock.rules(...rules, {
    match: { schemaName: 'thread_compaction' },
    json: { summary: 'Facts were recorded.', pinnedDecisions: [] },
  });
  for (let i = 0; i < 10; i++) await send(page, `remember fact number ${i} for the record`);
  await waitIdle(page);
  await expect.poll(async () => ((await readTable(page, 'memory', 'memories')) as unknown[]).length, { timeout: 30_000 }).toBe(10);
  // Turns that queue up while a call runs go out together: every turn is sent once, in one call or another.
  const sent = (await mock.structuredRequests('memory_candidates')).map((r) => JSON.stringify(r.body.messages));
  for (let i = 0; i < 10; i++) expect(sent.filter((body) => body.includes(`fact number ${i} for the record`))).toHaveLength(1);
  await expect(assistantMessages(page)).toHaveCount(10);
});

test('with the memory database unavailable, the chat works and says memory is unavailable', async ({ page }) => {
  // Same origin, before the app boots: fix the session and block its memory database with a newer version.
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.setItem('mindkeep.session', '0123456789abcdef0123456789abcdef'));
  const name = `mindkeep-memory-${await pageSessionHash(page)}`;
  await page.evaluate(async (name) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name, 9999);
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
  }, name);
  await openApp(page);
  await expect(memoryStatus(page)).toContainText('Memory unavailable');
  await mock.rules(extractionFor('桃子', [PEACH]));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await expect(assistantMessages(page).first()).toContainText('Mock reply to: 记住我喜欢吃桃子');
  await send(page, '推荐几种水果');
  await waitIdle(page);
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: 推荐几种水果');
  expect(memoryMessageOf(await lastChat())).toBeUndefined();
});
