import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { configure, MOCK_BASE_URL, mock, openApp, readTable, send } from './support/app';
import { extractionFor, PEACH } from './support/memory';
import { leaveForOldTab } from './support/oldMemoryTab';
import { capQuota, pageWithQuota } from './support/quota';

// With the UI in 简体中文, every failure the user can meet (the fault suite's model errors,
// offline, import errors, a full disk, a blocked memory database) and every memory status reads in Chinese: the worker sends codes and values, the
// UI writes the sentence. Values quoted in a sentence (base URL, model name) may stay as they are.

const UNREACHABLE = 'http://127.0.0.1:4999/v1';
const QUOTED = [MOCK_BASE_URL, UNREACHABLE, 'mock-chat', 'mock-embed', 'CORS', 'API', 'JSON', 'Mindkeep', 'Base URL', '/embeddings'];

/** The text as shown (closed technical details excluded), with quoted values taken out. */
async function shownText(target: Locator): Promise<string> {
  let text = await target.innerText();
  for (const value of QUOTED) text = text.split(value).join(' ');
  return text;
}

/** Chinese text with no English sentence in it (three Latin words in a row would be one). */
async function expectChinese(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const text = await shownText(target);
  expect(text, `${what}: Chinese`).toMatch(/[\u3400-\u9fff]/);
  expect(text.match(/[A-Za-z]+[\s,.;:]+[A-Za-z]+[\s,.;:]+[A-Za-z]+/), `${what}: no English run in “${text}”`).toBeNull();
}

async function settingsInChinese(page: Page, change: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: '设置' }).click();
  const dialog = page.getByRole('dialog', { name: '设置' });
  await change(dialog);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
}

async function sendInChinese(page: Page, text: string) {
  await page.getByRole('button', { name: '新对话' }).click();
  await page.getByRole('textbox', { name: '消息' }).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
}

/** Switches the UI language (kept in the device settings, so for every page of the context) to 简体中文. */
async function switchToChinese(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog').getByLabel('Language').selectOption('zh');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
}

const lastAlert = (page: Page) => page.getByRole('alert').last();
const memoryStatus = (page: Page) => page.getByRole('status', { name: '记忆状态' });

test.beforeEach(async () => {
  await mock.reset();
});

test('in 简体中文, every model error, offline, import errors and every memory status read in Chinese', async ({ page, context }) => {
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Memory status' })).toBeVisible();
  await configure(page);
  await switchToChinese(page);
  await expectChinese(memoryStatus(page), 'memory on');

  // The model server's failures, one answer each (the fault suite's HTTP cases).
  const cases = [
    { status: 401, what: '401 key rejected' },
    { status: 403, what: '403 forbidden' },
    { status: 404, what: '404 model', message: 'The model `nope` does not exist' },
    { status: 429, retryAfter: 17, what: '429 with retry-after', expect: '17' },
    { status: 500, what: '5xx server error', expect: '500' },
  ];
  for (const c of cases) {
    await mock.script({
      match: { kind: 'chat' },
      status: c.status,
      ...(c.retryAfter ? { retryAfter: c.retryAfter } : {}),
      ...(c.message ? { message: c.message } : {}),
    });
    await sendInChinese(page, `问题 ${c.status}`);
    await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
    await expectChinese(lastAlert(page), c.what);
    if (c.expect) await expect(lastAlert(page)).toContainText(c.expect);
  }

  // A stream that drops halfway, and one that is not an event stream at all.
  for (const fault of ['drop', 'html'] as const) {
    await mock.script({ match: { kind: 'chat' }, fault, faultAfterChunks: 2 });
    await sendInChinese(page, `问题 ${fault}`);
    await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
    await expectChinese(lastAlert(page), `stream ${fault}`);
  }

  // Memory paused, then on again.
  await settingsInChinese(page, (dialog) => dialog.getByLabel('暂停记忆（不召回，也不记住新内容）').check());
  await expect(memoryStatus(page)).toHaveText('记忆已暂停');
  await settingsInChinese(page, (dialog) => dialog.getByLabel('暂停记忆（不召回，也不记住新内容）').uncheck());

  // Meaning-based recall against an endpoint without embeddings: its status says why, in Chinese.
  await mock.options({ embeddings: false });
  await settingsInChinese(page, (dialog) => dialog.getByLabel('向量模型').fill('mock-embed'));
  const meaning = page.getByRole('status', { name: '语义召回状态' });
  await expect(meaning).toContainText('/embeddings');
  await expectChinese(meaning, 'meaning status: no embeddings');
  await settingsInChinese(page, (dialog) => dialog.getByLabel('向量模型').fill(''));

  // Offline: the send is refused before anything is stored, and memory waits for the network.
  await context.setOffline(true);
  await sendInChinese(page, '离线时写的');
  await expectChinese(lastAlert(page), 'offline');
  await expectChinese(memoryStatus(page), 'memory offline');
  await context.setOffline(false);

  // An endpoint that cannot be reached (wrong port, or CORS).
  await settingsInChinese(page, async (dialog) => {
    await dialog.getByLabel('接口地址（Base URL）').fill(UNREACHABLE);
    // A key belongs to one endpoint: the other one needs its own.
    await dialog.getByLabel('API 密钥').fill('sk-e2e-test-key-0000');
  });
  await sendInChinese(page, '问题 unreachable');
  await expect(lastAlert(page)).toContainText(UNREACHABLE);
  await expectChinese(lastAlert(page), 'unreachable');

  // No key: the send is refused before anything is stored; memory waits for a key.
  await settingsInChinese(page, async (dialog) => {
    await dialog.getByLabel('接口地址（Base URL）').fill(MOCK_BASE_URL);
    await dialog.getByLabel('API 密钥').fill('');
  });
  await expectChinese(memoryStatus(page), 'memory without a key');

  // Import errors in the memory view.
  await page.getByRole('button', { name: '记忆', exact: true }).click();
  await page.getByRole('tab', { name: '导出与导入' }).click();
  const files = [
    { name: 'notes.txt', text: 'memories: [', what: 'import: not JSON' },
    { name: 'package.json', text: '{"name":"x","version":1}', what: 'import: not an export' },
    {
      name: 'newer.json',
      text: '{"format":"mindkeep-export","version":2,"exportedAt":"2026-01-01T00:00:00.000Z","memories":[]}',
      what: 'import: newer version',
    },
    {
      name: 'damaged.json',
      text: '{"format":"mindkeep-export","version":1,"exportedAt":"2026-01-01T00:00:00.000Z","memories":{}}',
      what: 'import: damaged',
    },
  ];
  for (const f of files) {
    await page.getByLabel('导入文件').setInputFiles({ name: f.name, mimeType: 'application/json', buffer: Buffer.from(f.text) });
    await expectChinese(page.getByRole('dialog').getByRole('alert'), f.what);
  }
});

test('in 简体中文, a full disk met by a memory edit reads in Chinese', async ({ page, context }) => {
  const quota = await capQuota(context);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await openApp(page);
  await send(page, '记住我喜欢吃桃子');
  await expect.poll(async () => (await readTable(page, 'memory', 'memories')).length, { timeout: 15_000 }).toBe(1);
  await switchToChinese(page);
  await expectChinese(memoryStatus(page), 'memory on');
  await page.close();

  const app = await pageWithQuota(context, quota, 0);
  await app.goto('/');
  await expect(memoryStatus(app)).toBeVisible();
  await app.getByRole('button', { name: '记忆', exact: true }).click();
  const peach = app.getByRole('dialog', { name: 'Mindkeep 记住的内容' }).getByRole('listitem').filter({ hasText: '用户喜欢吃桃子' });
  await peach.getByRole('button', { name: '编辑' }).click();
  await peach.getByRole('textbox', { name: '记忆内容' }).fill('用户非常喜欢吃夏天的水蜜桃');
  await peach.getByRole('button', { name: '保存' }).click();
  const alert = peach.getByRole('alert');
  await expect(alert).toContainText(/存储空间已满（已用 \d+\.\d MB，共 \d+\.\d MB）。没有做任何更改。/);
  await expectChinese(alert, 'storage full: memory edit');
  await expect(alert.getByRole('button', { name: '查看存储' })).toBeVisible();
});

test('in 简体中文, a memory database blocked by an old tab reads in Chinese', async ({ page }) => {
  await openApp(page);
  await switchToChinese(page);
  await expect(memoryStatus(page)).toHaveText('记忆已开启');
  const memories = await readTable(page, 'memory', 'memories');
  const holder = await leaveForOldTab(page, memories);

  await page.goto('/');
  await expect(memoryStatus(page)).toContainText('记忆不可用');
  await expectChinese(memoryStatus(page), 'memory blocked');

  await holder.close();
  await expect(memoryStatus(page)).toHaveText('记忆已开启');
});
