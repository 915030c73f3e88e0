import { expect, test } from '@playwright/test';
import { assistantMessages, mock, openApp, readTable, send, waitIdle } from './support/app';
import { PEACH, candidate, extractionFor, teach } from './support/memory';

// The chat says, at the turn, what memory changed — with Undo and a way to the memory.

test.beforeEach(async () => {
  await mock.reset();
});

test('remember → "Remembered: …" at the turn → Undo → the memory is suppressed in IndexedDB and the notice says so', async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('Remembered: 用户喜欢吃桃子');
  const memories = async () => (await readTable(page, 'memory', 'memories')) as Array<{ stableKey: string; status: string }>;
  expect((await memories()).map((m) => m.status)).toEqual(['active']);

  await answer.getByRole('button', { name: 'Undo: 用户喜欢吃桃子' }).click();
  await expect.poll(async () => (await memories()).map((m) => m.status)).toEqual(['suppressed']);
  await expect(answer.locator('.memory-notices')).toContainText('Undone');
  await expect(answer.getByRole('button', { name: /^Undo/ })).toHaveCount(0);

  // The link opens the memory view on that memory.
  await answer.getByRole('button', { name: 'View in Memory' }).click();
  const inspector = page.getByRole('dialog', { name: 'What Mindkeep remembers' });
  await expect(inspector.getByRole('searchbox')).toHaveValue('用户喜欢吃桃子');
  await expect(inspector).toContainText('用户喜欢吃桃子');
  await expect(inspector).toContainText('Suppressed');
  // The link's search does not stay behind: the view opened from the top bar shows every memory.
  await inspector.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  await expect(inspector.getByRole('searchbox')).toHaveValue('');
});

test('a preference replaced by a later opposite one says so at its turn, not "Undone"', async ({ page }) => {
  await openApp(page);
  const avoid = candidate({
    type: 'user_preference',
    text: '用户不爱吃桃子',
    subject: '桃子',
    polarity: 'avoid',
    tags: ['桃子'],
    evidence: '我不爱吃桃子',
  });
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]), extractionFor('我不爱吃桃子', [avoid]));
  await teach(page, '记住我喜欢吃桃子');
  const first = assistantMessages(page).first();
  await expect(first).toContainText('Remembered: 用户喜欢吃桃子');
  await teach(page, '其实我不爱吃桃子了');
  await expect(assistantMessages(page).last()).toContainText('Remembered: 用户不爱吃桃子');
  await expect(first.locator('.memory-notices')).toContainText('Replaced by a later message');
  await expect(first.locator('.memory-notices')).not.toContainText('Undone');
});

test('Memories used says how strong the match was, against the threshold, in words', async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await expect(assistantMessages(page).last()).toContainText('Remembered');
  await send(page, '推荐几种水果');
  await waitIdle(page);
  const used = assistantMessages(page).last().locator('details.memories-used');
  await used.locator('summary').click();
  await expect(used).toContainText(/(strong|weak) match \(score [\d.]+, 1\.5 needed\)/);
  await expect(used).toContainText('tag “水果” matched');
});
