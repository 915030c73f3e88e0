import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { assistantMessages, mock, openApp, openConversation, readTable, send, waitIdle } from '../support/app';
import { CORIANDER, extractionFor, PEACH, memoryStatus } from '../support/memory';
import { pageSessionHash } from '../../scripts/heavySeed.mjs';
import { leaveForOldTab } from '../support/oldMemoryTab';
import { faultTitle } from './fault';

// A tab of an older release keeps the session's memory database open at its old version and does not
// close when asked: the app's upgrade of that database is `blocked` until that tab goes.

test.beforeEach(async () => {
  await mock.reset();
});

test(faultTitle('memory-db-blocked'), async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await expect.poll(async () => (await readTable(page, 'memory', 'memories')).length).toBe(1);
  const memories = await readTable(page, 'memory', 'memories');
  const holder = await leaveForOldTab(page, memories);

  // The app's upgrade is blocked: memory says why, and the chat works without it.
  await page.goto('/');
  await expect(memoryStatus(page)).toContainText('Memory unavailable');
  await expect(memoryStatus(page)).toContainText('keeps the memory database open');
  await openConversation(page, '记住我喜欢吃桃子');
  await send(page, 'Asked while memory was blocked');
  await waitIdle(page);
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: Asked while memory was blocked');
  const stored = (await readTable(page, 'chat', 'messages')) as Array<{ text: string; status: string }>;
  expect(stored.map((m) => m.text)).toContain('Asked while memory was blocked');
  expect(stored.every((m) => m.status === 'complete')).toBe(true);

  // Once the old tab goes, the upgrade goes through by itself: memory is on, and the memory is kept.
  await holder.close();
  await expect(memoryStatus(page)).toHaveText('Memory on');
  expect(await readTable(page, 'memory', 'memories')).toEqual(memories);
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  await expect(page.getByText('用户喜欢吃桃子').first()).toBeVisible();
});

/** From `page`, opens the memory database one version higher and keeps the connection, deaf to versionchange. */
async function holdHigherVersion(page: Page): Promise<number> {
  const name = `mindkeep-memory-${await pageSessionHash(page)}`;
  return page.evaluate(async (name) => {
    const current = (await indexedDB.databases()).find((d) => d.name === name)?.version ?? 0;
    return new Promise<number>((resolve, reject) => {
      const req = indexedDB.open(name, current + 1);
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        (globalThis as unknown as { heldMemoryDb: IDBDatabase }).heldMemoryDb = req.result;
        resolve(req.result.version);
      };
    });
  }, name);
}

test(faultTitle('memory-db-versionchange'), async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await expect.poll(async () => (await readTable(page, 'memory', 'memories')).length).toBe(1);

  // Another page of the origin upgrades the database under the open app and keeps its connection.
  const holder = await page.context().newPage();
  await holder.goto('/apple-touch-icon.png');
  expect(await holdHigherVersion(holder)).toBeGreaterThan(20);

  // The app let go on versionchange and opens the newer version on its next use: the next turn is remembered.
  await mock.rules(extractionFor('记住我不吃香菜', [CORIANDER]));
  await send(page, '记住我不吃香菜');
  await waitIdle(page);
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: 记住我不吃香菜');
  await expect.poll(async () => (await readTable(page, 'memory', 'memories')).length, { timeout: 20_000 }).toBe(2);
  await expect(memoryStatus(page)).toHaveText('Memory on');
  const texts = ((await readTable(page, 'memory', 'memories')) as Array<{ text: string }>).map((m) => m.text).sort();
  expect(texts).toEqual(['用户不吃香菜', '用户喜欢吃桃子'].sort());
});
