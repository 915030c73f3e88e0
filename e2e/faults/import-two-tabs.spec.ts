import { expect, test } from '../support/test';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { mock, openApp, readTable, send, waitIdle } from '../support/app';
import { CORIANDER, extractionFor, PEACH } from '../support/memory';
import { faultTitle } from './fault';

// One tab imports a file of memories while another tab of the same session writes a memory: the merge
// plan is decided inside the import's write transaction, so neither write overwrites the other.

interface StoredMemory {
  stableKey: string;
  text: string;
  identity: { subject: string };
  tags: string[];
}

const inspector = (page: Page) => page.getByRole('dialog', { name: 'What Mindkeep remembers' });
const IMPORTED = 500;

test.beforeEach(async () => {
  await mock.reset();
});

test(faultTitle('two-tabs-import-while-writing'), async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await expect.poll(async () => (await readTable(page, 'memory', 'memories')).length).toBe(1);

  // A file of many memories, made from this session's own export.
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  await inspector(page).getByRole('tab', { name: 'Export & import' }).click();
  const downloading = page.waitForEvent('download');
  await inspector(page).getByRole('button', { name: 'Export to a file' }).click();
  const file = JSON.parse(readFileSync((await (await downloading).path())!, 'utf8'));
  const peach = file.memories[0] as StoredMemory;
  file.memories = Array.from({ length: IMPORTED }, (_, i) => ({
    ...peach,
    stableKey: `user_preference:prefer-fruit${i}`,
    identity: { ...peach.identity, subject: `fruit${i}` },
    text: `User likes fruit number ${i}`,
    tags: [`fruit${i}`],
  }));

  const other = await page.context().newPage();
  await other.goto('/');
  await expect(other.getByRole('status', { name: 'Memory status' })).toBeVisible();
  await mock.rules(extractionFor('记住我不吃香菜', [CORIANDER]));

  // The other tab's turn and its memory write run while this tab imports.
  await Promise.all([
    send(other, '记住我不吃香菜'),
    inspector(page)
      .getByLabel('Import file')
      .setInputFiles({ name: 'many.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) }),
  ]);
  // Importing 500 memories through the gates takes about 10 s on the shared 2-core CI machine (measured alone on
  // this and the previous code alike): this test is about the merge, not the speed.
  await expect(inspector(page).getByRole('status', { name: 'Import report' })).toContainText(`${IMPORTED} added, 0 updated, 0 skipped`, {
    timeout: 30_000,
  });
  await waitIdle(other);

  await expect.poll(async () => (await readTable(page, 'memory', 'memories')).length, { timeout: 20_000 }).toBe(IMPORTED + 2);
  const texts = new Set(((await readTable(page, 'memory', 'memories')) as StoredMemory[]).map((m) => m.text));
  expect(texts.has('用户喜欢吃桃子')).toBe(true);
  expect(texts.has('用户不吃香菜')).toBe(true);
  for (let i = 0; i < IMPORTED; i++) expect(texts.has(`User likes fruit number ${i}`)).toBe(true);
});
