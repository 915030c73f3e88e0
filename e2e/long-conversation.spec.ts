import { expect, test } from './support/test';
import { mock, openApp, openConversation } from './support/app';
import { seedLongConversation } from './support/longConversation';

test('a 2,000-message conversation opens virtualised and scrolls end to end', async ({ page }) => {
  await mock.reset();
  await openApp(page);
  await seedLongConversation(page, 2000);
  await page.reload(); // raw IndexedDB writes bypass Dexie's change notification
  await openConversation(page, 'A very long conversation');

  const list = page.getByRole('region', { name: 'A very long conversation' });
  // Opens at the bottom: the newest message is shown.
  await expect(list.getByRole('article', { name: /^Assistant: Answer number 1999/ })).toBeVisible();
  // Virtualised: only a window of the 2,000 messages is in the DOM.
  const rendered = await page.getByRole('article').count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(120);

  // Scroll to the very top (older pages load on the way) and back: both ends render, and the page still
  // answers input.
  const scroller = page.locator('.messages');
  const first = page.getByRole('article', { name: /^You: Question number 0$/ });
  // Each scroll to the top loads a page and keeps the view in place (the scroll position moves down).
  for (let page = 0; page < 25 && !(await first.isVisible()); page++) {
    await scroller.evaluate((el) => (el.scrollTop = 0));
    await expect.poll(async () => (await first.isVisible()) || (await scroller.evaluate((el) => el.scrollTop)) > 0).toBe(true);
  }
  await expect(first).toBeVisible();
  await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
  await expect(page.getByRole('article', { name: /number 10\d\d/ }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('still responsive');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('still responsive');
});
