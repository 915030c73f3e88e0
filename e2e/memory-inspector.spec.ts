import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { assistantMessages, mock, openApp, readTable, send, waitIdle } from './support/app';
import { CORIANDER, PEACH, candidate, extractionFor, memoryStatus } from './support/memory';

const TS = candidate({
  type: 'user_preference',
  text: 'The user prefers TypeScript over JavaScript',
  subject: 'TypeScript',
  polarity: 'prefer',
  tags: ['typescript', 'javascript'],
  evidence: 'I prefer TypeScript over JavaScript',
});
type Chat = { body: { messages: Array<{ role: string; content: string }> } };
const lastRequestHasMemory = async (text: string) => {
  const chats = (await mock.chatRequests()) as unknown as Chat[];
  return chats.at(-1)!.body.messages.some((m) => m.role === 'system' && m.content.includes(text));
};

async function rememberThree(page: Page) {
  await mock.rules(
    extractionFor('记住我喜欢吃桃子', [PEACH]),
    extractionFor('记住我不吃香菜', [CORIANDER]),
    extractionFor('Remember that I prefer TypeScript', [TS]),
  );
  for (const text of ['记住我喜欢吃桃子', '记住我不吃香菜', 'Remember that I prefer TypeScript over JavaScript']) {
    await send(page, text);
    await waitIdle(page);
  }
  await expect(memoryStatus(page)).toHaveText('Memory on');
}

const inspector = (page: Page) => page.getByRole('dialog', { name: 'What Mindkeep remembers' });
const items = (page: Page) => inspector(page).getByRole('listitem');

async function openMemory(page: Page) {
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  await expect(inspector(page)).toBeVisible();
}

test.beforeEach(async () => {
  await mock.reset();
});

test('the memory view lists what chat created; search finds Chinese and English; a refused edit changes nothing', async ({ page }) => {
  await openApp(page);
  await rememberThree(page);
  await openMemory(page);
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).filter({ hasText: '用户喜欢吃桃子' })).toBeVisible();

  const search = inspector(page).getByRole('searchbox', { name: 'Search memories' });
  await search.fill('桃子');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText('用户喜欢吃桃子');
  await search.fill('typescript');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText('TypeScript over JavaScript');
  await search.fill('水果'); // a tag
  await expect(items(page)).toHaveCount(1);
  await search.fill('');

  const peach = items(page).filter({ hasText: '用户喜欢吃桃子' });
  await peach.getByRole('button', { name: 'Edit' }).click();
  // The form opens in view even at the foot of the list's short scrolling panel.
  await expect(peach.getByRole('button', { name: 'Save' })).toBeInViewport();
  await peach.getByRole('textbox', { name: 'Memory text' }).fill('用户喜欢吃桃子，电话 13812345678');
  await peach.getByRole('button', { name: 'Save' }).click();
  await expect(peach.getByRole('alert')).toContainText('sensitive personal information');
  const stored = (await readTable(page, 'memory', 'memories')) as Array<{ stableKey: string; text: string }>;
  expect(stored.find((m) => m.stableKey === 'user_preference:prefer-桃子')?.text).toBe('用户喜欢吃桃子');
  expect(JSON.stringify(await readTable(page, 'memory', 'history'))).not.toContain('13812345678');

  await peach.getByRole('textbox', { name: 'Memory text' }).fill('用户非常喜欢吃桃子');
  await peach.getByRole('button', { name: 'Save' }).click();
  await expect(items(page).filter({ hasText: '用户非常喜欢吃桃子' })).toBeVisible();

  // From here a temporary chat (no memory) can be started too.
  await inspector(page).getByRole('button', { name: 'Start a temporary chat (no memory)' }).click();
  await expect(inspector(page)).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Temporary chat' })).toBeChecked();
});

test('suppress stops injection, restore brings it back, delete removes it and the answer says "deleted since"', async ({ page }) => {
  await openApp(page);
  await rememberThree(page);
  await page.getByRole('button', { name: 'New chat' }).click();
  await send(page, '推荐几种水果');
  await waitIdle(page);
  expect(await lastRequestHasMemory('用户喜欢吃桃子')).toBe(true);
  const answer = assistantMessages(page).last();
  await answer.getByText('Memories used (1)').click();
  await expect(answer).toContainText('tag “水果” matched');
  // A request for a recommendation is about the user; Memories used says so.
  await expect(answer).toContainText('Your question was about you');
  // The memory rests on the user's own words, kept (after the gates) with its history.
  await expect(answer).toContainText('you said: “我喜欢吃桃子”');

  await openMemory(page);
  const peach = items(page).filter({ hasText: '用户喜欢吃桃子' });
  await peach.getByRole('button', { name: 'History' }).click();
  await expect(peach.getByRole('list', { name: 'History' })).toContainText('you said: “我喜欢吃桃子”');
  await peach.getByRole('button', { name: 'Suppress' }).click();
  await expect(peach).toContainText('Suppressed');
  await inspector(page).getByRole('button', { name: 'Close' }).click();
  await send(page, '再推荐几种水果');
  await waitIdle(page);
  expect(await lastRequestHasMemory('用户喜欢吃桃子')).toBe(false);

  await openMemory(page);
  await items(page).filter({ hasText: '用户喜欢吃桃子' }).getByRole('button', { name: 'Restore' }).click();
  await inspector(page).getByRole('button', { name: 'Close' }).click();
  await send(page, '还有什么水果推荐');
  await waitIdle(page);
  expect(await lastRequestHasMemory('用户喜欢吃桃子')).toBe(true);

  await openMemory(page);
  const restored = items(page).filter({ hasText: '用户喜欢吃桃子' });
  await restored.getByRole('button', { name: 'Delete' }).click();
  await restored.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(items(page)).toHaveCount(2);
  await inspector(page).getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: '推荐几种水果', exact: true }).click();
  const first = assistantMessages(page).first();
  await first.getByText('Memories used (1)').click();
  await expect(first).toContainText('deleted since');
  const everything = JSON.stringify([await readTable(page, 'memory', 'memories'), await readTable(page, 'memory', 'history')]);
  expect(everything).not.toContain('用户喜欢吃桃子');
});

test('export then import into a fresh session reproduces the memories; a bad file is reported record by record', async ({ page }) => {
  await openApp(page);
  await rememberThree(page);
  await openMemory(page);
  await inspector(page).getByRole('tab', { name: 'Export & import' }).click();
  const downloading = page.waitForEvent('download');
  await inspector(page).getByRole('button', { name: 'Export to a file' }).click();
  const file = await (await downloading).path();
  await expect(inspector(page)).toContainText(/Exported as mindkeep-export-\d{4}-\d{2}-\d{2}\.json\./);
  const exported = readFileSync(file, 'utf8');
  expect(exported).not.toContain('sk-e2e-test-key');
  const original = ((await readTable(page, 'memory', 'memories')) as Array<{ stableKey: string; text: string }>)
    .map((m) => [m.stableKey, m.text])
    .sort();

  await inspector(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Start a new session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, start it' }).click();
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  expect(await readTable(page, 'memory', 'memories')).toHaveLength(0);

  await openMemory(page);
  await inspector(page).getByRole('tab', { name: 'Export & import' }).click();
  await inspector(page).getByLabel('Import file').setInputFiles(file);
  await expect(inspector(page).getByRole('status', { name: 'Import report' })).toContainText('3 added, 0 updated, 0 skipped');
  const imported = ((await readTable(page, 'memory', 'memories')) as Array<{ stableKey: string; text: string }>)
    .map((m) => [m.stableKey, m.text])
    .sort();
  expect(imported).toEqual(original);

  // A file with one malformed record and one secret-bearing record: the rest imports, both are reported.
  const bad = JSON.parse(exported);
  bad.memories = [
    {
      ...bad.memories[0],
      stableKey: 'stable_user_context:x',
      type: 'stable_user_context',
      identity: { subject: 'x' },
      text: 'User key is sk-proj-abcdefghijklmnopqrstuvwxyz0123',
      updatedAt: '2030-01-01T00:00:00.000Z',
    },
    { nonsense: true },
    { ...bad.memories[1], updatedAt: '2030-01-01T00:00:00.000Z', text: `${bad.memories[1].text}!` },
  ];
  await inspector(page)
    .getByLabel('Import file')
    .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  const report = inspector(page).getByRole('status', { name: 'Import report' });
  await expect(report).toContainText('0 added, 1 updated, 2 skipped');
  await expect(report).toContainText('Record 1 skipped: contains a secret or internal data');
  await expect(report).toContainText('Record 2 skipped: malformed record');
  expect(JSON.stringify(await readTable(page, 'memory', 'memories'))).not.toContain('sk-proj-abcdefghij');
});
