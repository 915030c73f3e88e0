import { expect, test } from './support/test';
import { MOCK_BASE_URL, mock } from './support/app';

test.beforeEach(async () => {
  await mock.reset();
});

test('Test connection reports success with the model count, or the precise problem without the key', async ({ page }) => {
  await mock.options({ rejectKeys: ['sk-bad-key-000000'] });
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('API key').fill('sk-good-key-111111');
  await dialog.getByLabel('Base URL').fill(MOCK_BASE_URL);
  await dialog.getByLabel('Chat model').fill('mock-chat');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Connected. 2 models available.');
  // The endpoint's models are offered for the model fields.
  await expect(dialog.locator('datalist option[value="mock-memory"]')).toHaveCount(1);
  // "Load models" says what it brought (the suggestions alone change nothing visible).
  await dialog.getByRole('button', { name: 'Load models' }).click();
  await expect(dialog).toContainText('Loaded 2 models from the endpoint.');

  await dialog.getByLabel('API key').fill('sk-bad-key-000000');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('status')).toContainText('API key was rejected (401)');
  await expect(dialog.getByRole('status')).not.toContainText('sk-bad-key');

  await dialog.getByLabel('Base URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('status')).toContainText('Enter a full http(s) URL');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Enter a full http(s) URL');
  await expect(dialog).toBeVisible(); // bad input is refused and nothing is lost
  await expect(dialog.getByLabel('API key')).toHaveValue('sk-bad-key-000000');

  // Keys are kept per address: moving to another address (even localhost for 127.0.0.1) says why the
  // key field emptied, and the key goes there only when the user says so.
  await dialog.getByLabel('Base URL').fill(MOCK_BASE_URL);
  await dialog.getByLabel('API key').fill('sk-good-key-111111');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Settings' }).click();
  await dialog.getByLabel('Base URL').fill(MOCK_BASE_URL.replace('127.0.0.1', 'localhost'));
  await dialog.getByLabel('Base URL').blur();
  await expect(dialog.getByLabel('API key')).toHaveValue('');
  await expect(dialog).toContainText('Keys are kept per address');
  await dialog.getByRole('button', { name: 'Use my key for this address' }).click();
  await expect(dialog.getByLabel('API key')).toHaveValue('sk-good-key-111111');
  await expect(dialog).not.toContainText('Keys are kept per address');
});

test('the key is masked with show/hide, kept only where asked, and never written to IndexedDB', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const key = dialog.getByLabel('API key');
  await key.fill('sk-secret-key-abcdef123456');
  await expect(key).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show key' }).click();
  await expect(key).toHaveAttribute('type', 'text');
  await dialog.getByLabel('Base URL').fill(MOCK_BASE_URL);
  await dialog.getByLabel('Remember key on this device').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();

  const where = await page.evaluate(() => ({
    local: localStorage.getItem('mindkeep.apiKey'),
    session: sessionStorage.getItem('mindkeep.apiKey'),
  }));
  expect(where).toEqual({ local: null, session: 'sk-secret-key-abcdef123456' });
  await page.getByRole('textbox', { name: 'Message' }).fill('hello');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('article', { name: /^Assistant/ })).toContainText('Mock reply to: hello');
  const dump = await page.evaluate(async () => {
    const out: string[] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
        });
        out.push(JSON.stringify(all));
      }
      db.close();
    }
    return out.join('\n');
  });
  expect(dump).toContain('hello');
  expect(dump).not.toContain('sk-secret-key');
});

test('the Chinese UI keeps the same roles', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Language').selectOption('zh');
  await dialog.getByLabel('API key').fill('sk-e2e-zh-000000');
  await dialog.getByLabel('Base URL').fill(MOCK_BASE_URL);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('navigation', { name: '会话' })).toBeVisible();
  await page.getByRole('textbox', { name: '消息' }).fill('你好');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('article', { name: /^助手/ })).toContainText('Mock reply to: 你好');
  await expect(page.getByRole('article', { name: /^你/ })).toContainText('你好');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
