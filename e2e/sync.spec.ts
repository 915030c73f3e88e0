import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startRelay, type RunningRelay } from '../tools/relay/relayProcess';
import { mock, openApp, readTable, send, waitIdle } from './support/app';
import { expect, test } from './support/test';

// Two browser contexts are two devices: they pair through a relay this spec starts on a free port, and
// a memory, its "forget", and a conversation cross between them; a third device with a wrong passphrase
// reads nothing. The CSP fixture watches device A: reaching the relay must break no policy.

const PASSPHRASE = 'peach orchard lantern 42';
let relay: RunningRelay;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mindkeep-e2e-relay-'));
  relay = await startRelay(dataDir, 0);
});

test.afterAll(async () => {
  await relay?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async () => {
  await mock.reset();
});

const syncStatus = (page: Page) => page.getByRole('group', { name: 'Sync status' });

/** Opens Settings, sets sync up (creating a space when no pairing code is given), and answers the pairing code shown. */
async function setUpSync(page: Page, passphrase: string, pairingCode?: string): Promise<string> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(syncStatus(page)).toHaveText('Off');
  await dialog.getByLabel('Relay URL').fill(relay.url);
  await dialog.getByLabel('Sync passphrase').fill(passphrase);
  if (pairingCode) {
    await dialog.getByLabel('Pairing code').fill(pairingCode);
    await dialog.getByRole('button', { name: 'Join sync space' }).click();
  } else await dialog.getByRole('button', { name: 'Create sync space' }).click();
  if (passphrase !== PASSPHRASE) return '';
  await expect(syncStatus(page)).toHaveText('Synced', { timeout: 20_000 });
  const code = (await dialog.getByTestId('sync-pairing-code').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  return code;
}

/** A device that only syncs needs no model settings: the app open, its databases ready. */
async function openDevice(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Memory status' })).toBeVisible();
}

const memoryView = (page: Page) => page.getByRole('dialog', { name: 'What Mindkeep remembers' });

test('two devices pair through the relay: a memory, its forgetting and a conversation cross; a wrong passphrase reads nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openApp(page);
  const pairingCode = await setUpSync(page, PASSPHRASE);
  expect(pairingCode).toMatch(/^[A-Za-z0-9_-]{22}$/);

  const deviceB = await browser.newContext();
  const pageB = await deviceB.newPage();
  await openDevice(pageB);
  await setUpSync(pageB, PASSPHRASE, pairingCode);

  // A memory added on A appears on B.
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  await memoryView(page).getByRole('button', { name: 'Add a memory' }).click();
  const form = memoryView(page).getByRole('form', { name: 'Add a memory' });
  await form.getByLabel('Memory text').fill('The user likes green tea');
  await form.getByLabel('Topic (what it is about)').fill('green tea');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(memoryView(page).getByRole('listitem').filter({ hasText: 'The user likes green tea' })).toBeVisible();

  await pageB.getByRole('button', { name: 'Memory', exact: true }).click();
  const onB = memoryView(pageB).getByRole('listitem').filter({ hasText: 'The user likes green tea' });
  await expect(onB).toBeVisible({ timeout: 15_000 });

  // Forgetting it on B suppresses it on A.
  await onB.getByRole('button', { name: 'Suppress' }).click();
  await expect
    .poll(async () => ((await readTable(page, 'memory', 'memories')) as { text: string; status: string }[]).map((m) => m.status), {
      timeout: 15_000,
    })
    .toEqual(['suppressed']);

  // A conversation from A appears on B, with its messages.
  await page.keyboard.press('Escape');
  await send(page, 'Plan a weekend in Hangzhou');
  await waitIdle(page);
  await expect
    .poll(async () => ((await readTable(pageB, 'chat', 'messages')) as { text: string }[]).map((m) => m.text).sort(), { timeout: 15_000 })
    .toContain('Plan a weekend in Hangzhou');
  const [conversation] = (await readTable(page, 'chat', 'conversations')) as { title: string }[];
  await pageB.keyboard.press('Escape');
  await expect(
    pageB.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: conversation!.title, exact: true }),
  ).toBeVisible();

  // A device with the right pairing code and a wrong passphrase finds no space and stores nothing.
  const deviceC = await browser.newContext();
  const pageC = await deviceC.newPage();
  await openDevice(pageC);
  await setUpSync(pageC, 'not the passphrase at all', pairingCode);
  await expect(syncStatus(pageC)).toContainText('No sync space answers to this pairing code and passphrase', { timeout: 20_000 });
  expect(await readTable(pageC, 'memory', 'memories')).toEqual([]);
  expect(await readTable(pageC, 'chat', 'conversations')).toEqual([]);

  await deviceB.close();
  await deviceC.close();
});
