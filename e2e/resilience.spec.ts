import { expect, test } from './support/test';
import { assistantMessages, configure, mock, openApp, openConversation, readTable, send, waitIdle } from './support/app';

test.beforeEach(async () => {
  await mock.reset();
});

test('two tabs of one session see each other’s conversations live', async ({ page, context }) => {
  await openApp(page);
  const other = await context.newPage();
  await other.goto('/');
  const otherNav = other.getByRole('navigation', { name: 'Conversations' });
  await expect(otherNav).toBeVisible();

  await send(page, 'Written in the first tab');
  await waitIdle(page);
  // No reload: the second tab's list updates through the shared database's change notifications.
  await expect(otherNav.getByRole('button', { name: 'Written in the first tab', exact: true })).toBeVisible();
  await openConversation(other, 'Written in the first tab');
  await expect(assistantMessages(other).first()).toContainText('Mock reply to: Written in the first tab');

  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: 'Actions: Written in the first tab' }).click();
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('textbox', { name: 'Rename' }).fill('Renamed in tab one');
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: 'Save' }).click();
  await expect(otherNav.getByRole('button', { name: 'Renamed in tab one', exact: true })).toBeVisible();
});

test('a crashed worker is restarted and the chat goes on', async ({ page }) => {
  await openApp(page);
  await send(page, 'Before the crash');
  await waitIdle(page);
  const worker = page.workers().find((w) => w.url().includes('entry'));
  expect(worker).toBeDefined();
  // An uncaught error in the worker fires `error` on the page's Worker object, as a real crash would.
  await worker!.evaluate(() => {
    setTimeout(() => {
      throw new Error('simulated worker crash');
    });
  });
  // The search worker runs beside it: only a new main worker (its chunk is entry-….js) counts as the restart.
  await expect.poll(() => page.workers().some((w) => w.url().includes('entry') && w !== worker), { timeout: 10_000 }).toBe(true);

  // The restarted worker has the session open and the live lists re-attached.
  await send(page, 'After the crash');
  await waitIdle(page);
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: After the crash');
  await page.getByRole('button', { name: 'New chat' }).click();
  await send(page, 'A new conversation after the crash');
  await waitIdle(page);
  await expect(
    page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: 'A new conversation after the crash', exact: true }),
  ).toBeVisible();
  await configure(page); // settings still work through the new worker
});

test('a temporary chat open in one tab survives another tab starting, and goes once closed', async ({ page, context }) => {
  await openApp(page);
  await page.getByRole('checkbox', { name: 'Temporary chat' }).check();
  await send(page, 'Temporary in tab one');
  await waitIdle(page);

  const other = await context.newPage();
  await other.goto('/');
  // The list is filled only after the worker's start-up (which purges leftover temporary chats) is done:
  // seeing the chat there means the second tab's purge has run and kept it.
  await expect(
    other.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: 'Temporary in tab one' }),
  ).toBeVisible();
  const titles = async () => ((await readTable(page, 'chat', 'conversations')) as Array<{ title: string }>).map((c) => c.title);
  expect(await titles()).toContain('Temporary in tab one');
  await expect(assistantMessages(page).first()).toContainText('Mock reply to: Temporary in tab one');

  await page.getByRole('button', { name: 'New chat' }).click();
  await expect.poll(titles).not.toContain('Temporary in tab one');
});
