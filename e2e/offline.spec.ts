import { expect, test } from './support/test';
import { assistantMessages, mock, openApp, openConversation, send, typeAndClickSend, userMessages, waitIdle } from './support/app';
import { PEACH, extractionFor, memoryStatus, noticeWith } from './support/memory';
import { serviceWorkerControl } from './support/staticHost';

// After one visit the app opens with no network (service worker precache), conversation history
// and search work from IndexedDB, and sending offline says so and keeps the draft.
// Negative control, checked by hand: with `test.use({ serviceWorkers: 'block' })` the offline reload
// fails with net::ERR_INTERNET_DISCONNECTED, so this test really depends on the service worker.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async () => {
  await mock.reset();
});

test('after one visit the app works offline: history, search, and an offline send that keeps the draft', async ({ page, context }) => {
  const title = 'Peaches are my favourite fruit';
  await openApp(page);
  await mock.rules(extractionFor(title, [{ ...PEACH, evidence: title }]));
  await send(page, title);
  await expect(assistantMessages(page).first()).toContainText(`Mock reply to: ${title}`);
  await waitIdle(page);
  // The turn's extraction runs after a quiet period and a second model call: on a loaded machine it has stayed pending
  // past the 10 s default ("Memory on · 1 pending"), so this waits for what it checks, the memory saved.
  await expect(memoryStatus(page)).toHaveText('Memory on', { timeout: 30_000 });
  await serviceWorkerControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false); // the network really is cut

  // History, read from IndexedDB through the worker (whose chunk came from the precache).
  await openConversation(page, title);
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page).first()).toContainText(title);
  await expect(assistantMessages(page).first()).toContainText(`Mock reply to: ${title}`);

  // Search, on a word of the answer too.
  const sidebar = page.getByRole('navigation', { name: 'Conversations' });
  await sidebar.getByRole('searchbox', { name: 'Search conversations' }).fill('reply');
  const hits = sidebar.getByRole('list', { name: 'Search conversations' });
  await expect(hits.getByRole('button', { name: title })).toBeVisible();
  await sidebar.getByRole('searchbox', { name: 'Search conversations' }).fill('no such words anywhere');
  await expect(hits).toContainText('Nothing found.');
  await sidebar.getByRole('searchbox', { name: 'Search conversations' }).fill('');

  // The memory view: browse and search with no network.
  await expect(noticeWith(page, 'Offline:')).toBeVisible();
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  const inspector = page.getByRole('dialog', { name: 'What Mindkeep remembers' });
  await expect(inspector.getByRole('listitem').filter({ hasText: '用户喜欢吃桃子' })).toBeVisible();
  await inspector.getByRole('searchbox', { name: 'Search memories' }).fill('水果');
  await expect(inspector.getByRole('listitem')).toHaveCount(1);
  await inspector.getByRole('searchbox', { name: 'Search memories' }).fill('no such memory');
  await expect(inspector.getByRole('listitem')).toHaveCount(0);
  await inspector.getByRole('button', { name: 'Close' }).click();

  // Sending offline: a clear message, the typed text kept, nothing sent.
  await openConversation(page, title);
  await typeAndClickSend(page, 'written while offline');
  await expect(page.getByRole('alert')).toContainText('offline');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('written while offline');
  expect(await mock.chatRequests()).toHaveLength(1);

  // Back online: the app notices, and the kept draft goes out as it is.
  await context.setOffline(false);
  await expect(noticeWith(page, 'Back online.')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(assistantMessages(page).nth(1)).toContainText('Mock reply to: written while offline');
  await waitIdle(page);
  expect(await mock.chatRequests()).toHaveLength(2);
});
