import { expect, test } from '../support/test';
import { MOCK_BASE_URL, mock, openApp, readTable, send, typeAndClickSend, waitIdle } from '../support/app';
import { extractionFor, PEACH, memoryStatus } from '../support/memory';
import { faultTitle } from './fault';

const KEY = 'sk-e2e-remembered-key-of-the-mock-0001';
const MOCK_ORIGIN = new URL(MOCK_BASE_URL).origin;

test.beforeEach(async () => {
  await mock.reset();
});

test(faultTitle('preset-link-with-remembered-key'), async ({ page, context }) => {
  // Every request of the page and its worker, with the key it carried (if any).
  const sent: { origin: string; carriesKey: boolean }[] = [];
  context.on('request', (r) =>
    sent.push({ origin: new URL(r.url()).origin, carriesKey: (r.headers()['authorization'] ?? '').includes(KEY) }),
  );
  await context.route('https://api.openai.com/**', (route) => route.abort());

  await openApp(page, { apiKey: KEY, remember: true });
  // A pending extraction job that would run at the next start.
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH], { delayMs: 60_000 }));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);

  // The link opens Settings filled in with the preset; the remembered key does not follow it.
  await page.goto('/?preset=openai');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Base URL')).toHaveValue('https://api.openai.com/v1');
  await expect(dialog.getByLabel('API key')).toHaveValue('');
  await expect(page).not.toHaveURL(/preset=/);
  // Nothing is saved until the user confirms: Cancel keeps the old endpoint and its key.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('mindkeep.settings') ?? '{}') as { baseURL?: string });
  expect(saved.baseURL).toBe(MOCK_BASE_URL);

  // Confirming switches the endpoint; it has no key, so a send asks for one and the pending job waits.
  await page.goto('/?preset=openai');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await typeAndClickSend(page, 'Sent after switching endpoints');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByLabel('API key')).toHaveValue('');
  await page.reload();
  await expect(memoryStatus(page)).toContainText('pending');
  // A worker round trip made after start-up (the memory view's list) is answered only after the settings
  // reached the worker, so a runner that would send the pending job with the wrong key has had its turn.
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  // The empty-list sentence is drawn from the worker's answer to that query.
  await expect(page.getByRole('dialog', { name: 'What Mindkeep remembers' }).getByText('No memories yet.')).toBeVisible();
  await expect(memoryStatus(page)).toContainText('pending');

  // No request ever carried the key anywhere but its own origin; the model server saw it only there.
  expect(sent.filter((r) => r.carriesKey && r.origin !== MOCK_ORIGIN)).toEqual([]);
  expect(sent.some((r) => r.carriesKey && r.origin === MOCK_ORIGIN)).toBe(true);
  expect(sent.filter((r) => r.origin === 'https://api.openai.com')).toEqual([]);
  expect(((await readTable(page, 'memory', 'outbox')) as { state: string }[]).map((j) => j.state)).toContain('pending');
});
