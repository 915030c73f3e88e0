import { expect, test } from './support/test';
import { mock, openApp, openConversation } from './support/app';
import { seedLongConversation } from './support/longConversation';

test('a long conversation opens with its newest page only; scrolling up loads older ones in place', async ({ page }) => {
  await mock.reset();
  await openApp(page);
  await seedLongConversation(page, 300);
  await page.reload(); // raw IndexedDB writes bypass Dexie's change notification
  await openConversation(page, 'A very long conversation');

  const list = page.getByRole('region', { name: 'A very long conversation' });
  const scroller = page.locator('.messages');
  await expect(list.getByRole('article', { name: /^Assistant: Answer number 299/ })).toBeVisible();
  // Only the newest page was loaded: scrolled to the top of it, the oldest shown is message 200.
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await expect(list.getByRole('article', { name: /^You: Question number 200$/ })).toBeAttached();
  await expect(list.getByRole('article', { name: /^You: Question number 0$/ })).toHaveCount(0);

  // Reaching the top loaded the page before, and the view stayed where it was (message 200 still shown).
  await expect(list.getByRole('article', { name: /^Assistant: Answer number 199/ })).toBeAttached();
  await expect(list.getByRole('article', { name: /^You: Question number 200$/ })).toBeInViewport();
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

  // Scrolling up again brings in the oldest messages.
  const first = list.getByRole('article', { name: /^You: Question number 0$/ });
  for (let page = 0; page < 5 && !(await first.isVisible()); page++) {
    await scroller.evaluate((el) => (el.scrollTop = 0));
    await expect.poll(async () => (await first.isVisible()) || (await scroller.evaluate((el) => el.scrollTop)) > 0).toBe(true);
  }
  await expect(first).toBeVisible();
});
