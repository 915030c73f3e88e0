import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { mock, openApp, readTable } from './support/app';
import { specRelay } from './support/relay';
import { expect, test } from './support/test';

// Settings → Sync's controls, walked once by two devices through a relay this spec starts: Test relay,
// a mistyped then a generated passphrase, the preview before a join merges, pause / resume / sync now,
// the chip while the relay is down, the Devices list and removing a device (the keys rotate: a new pairing
// code here, "space moved" on the removed device), and a passphrase change.

const relay = specRelay('mindkeep-e2e-relay-settings-');

test.beforeEach(async () => {
  await mock.reset();
});

const chip = (page: Page) => page.getByRole('status', { name: 'Sync state' });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const syncStatus = (page: Page) => dialogOf(page).getByRole('group', { name: 'Sync status' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(dialogOf(page)).toBeVisible();
}

async function addMemory(page: Page, text: string, topic: string) {
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'What Mindkeep remembers' });
  await view.getByRole('button', { name: 'Add a memory' }).click();
  const form = view.getByRole('form', { name: 'Add a memory' });
  await form.getByLabel('Memory text').fill(text);
  await form.getByLabel('Topic (what it is about)').fill(topic);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(view.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('sync controls: test the relay, create with a generated passphrase, preview a join, pause, go offline, remove a device, change the passphrase', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await openApp(page);
  await expect(chip(page)).toHaveText('Off');
  await openSettings(page);
  const dialog = dialogOf(page);

  // Test relay: a port nobody listens on, then the relay.
  await dialog.getByLabel('Relay URL').fill('ws://127.0.0.1:9');
  await dialog.getByRole('button', { name: 'Test relay' }).click();
  await expect(dialog.getByTestId('sync-relay-test')).toContainText('Relay not reached: The relay refused or closed the connection');
  await dialog.getByLabel('Relay URL').fill(relay.url());
  await dialog.getByRole('button', { name: 'Test relay' }).click();
  await expect(dialog.getByTestId('sync-relay-test')).toContainText(/Relay reached \(\d+ ms\)/);

  // Two different passphrases are refused; a generated one is shown once and used.
  await dialog.getByLabel('Device name').fill('Laptop');
  await dialog.getByLabel('Sync passphrase').fill('peach orchard lantern');
  await dialog.getByLabel('Repeat passphrase').fill('peach orchard lanterns');
  await dialog.getByRole('button', { name: 'Create sync space' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The two passphrases do not match.');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const passphrase = (await dialog.getByTestId('sync-generated-passphrase').textContent()) ?? '';
  expect(passphrase).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){4}$/);
  await dialog.getByRole('button', { name: 'Create sync space' }).click();
  await expect(syncStatus(page)).toHaveText('Synced', { timeout: 20_000 });
  await expect(chip(page)).toHaveText('Synced');
  const devicesA = dialog.getByRole('region', { name: 'Devices' });
  await expect(devicesA.getByRole('listitem')).toContainText(['Laptop (this device)']);
  expect(await seriousViolations(page, 'dialog.settings')).toEqual([]);
  const pairingCode = (await dialog.getByTestId('sync-pairing-code').textContent()) ?? '';

  // Device B holds a memory of its own: joining shows what will merge before anything does.
  const deviceB = await browser.newContext();
  const pageB = await deviceB.newPage();
  await openApp(pageB);
  await addMemory(pageB, 'The user keeps bees', 'bees');
  await openSettings(pageB);
  const dialogB = dialogOf(pageB);
  await dialogB.getByLabel('Relay URL').fill(relay.url());
  await dialogB.getByLabel('Device name').fill('Phone');
  await dialogB.getByLabel('Sync passphrase').fill(passphrase);
  await dialogB.getByLabel('Pairing code').fill(pairingCode);
  await dialogB.getByRole('button', { name: 'Join sync space' }).click();
  const preview = dialogB.getByRole('region', { name: 'What joining will merge' });
  await expect(preview).toContainText('The space holds 0 memories and 0 conversations; this device holds 1 memories and 0 conversations', {
    timeout: 20_000,
  });
  await preview.getByRole('button', { name: 'Merge and join' }).click();
  await expect(syncStatus(pageB)).toHaveText('Synced', { timeout: 20_000 });
  await expect
    .poll(async () => ((await readTable(page, 'memory', 'memories')) as { text: string }[]).map((m) => m.text), { timeout: 15_000 })
    .toEqual(['The user keeps bees']);
  await expect(devicesA.getByRole('listitem').filter({ hasText: 'Phone' })).toBeVisible({ timeout: 15_000 });

  // Pause, resume, sync now.
  await dialog.getByRole('button', { name: 'Pause sync' }).click();
  await expect(chip(page)).toHaveText('Paused');
  await dialog.getByRole('button', { name: 'Resume sync' }).click();
  await expect(chip(page)).toHaveText('Synced', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Sync now' }).click();
  await expect(chip(page)).toHaveText('Synced');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The relay goes down: a change made meanwhile waits, and goes out when it is back.
  await relay.stop();
  await expect(chip(page)).toContainText('Offline', { timeout: 30_000 });
  await addMemory(page, 'The user plays the cello', 'cello');
  await expect(chip(page)).toHaveText(/^Offline — (1 change|\d+ changes) waiting$/, { timeout: 10_000 });
  await relay.restart();
  await expect(chip(page)).toHaveText('Synced', { timeout: 40_000 });
  await expect
    .poll(async () => ((await readTable(pageB, 'memory', 'memories')) as { text: string }[]).map((m) => m.text).sort(), { timeout: 20_000 })
    .toEqual(['The user keeps bees', 'The user plays the cello']);

  // Removing device B from A rotates the keys: a generated passphrase, a new pairing code; B is told the space moved.
  await openSettings(page);
  await devicesA.getByRole('listitem').filter({ hasText: 'Phone' }).getByRole('button', { name: 'Remove device' }).click();
  const rotation = dialog.getByRole('region', { name: 'Take Phone out of the space' });
  await rotation.getByRole('button', { name: 'Generate' }).click();
  await expect(rotation.getByTestId('sync-generated-passphrase')).toHaveText(/^[a-z2-9]{5}(-[a-z2-9]{5}){4}$/);
  await rotation.getByRole('button', { name: 'Rotate keys and take it out' }).click();
  await expect(dialog.getByText('Phone was removed. The space has a new pairing code')).toBeVisible({ timeout: 20_000 });
  await expect(syncStatus(page)).toHaveText('Synced', { timeout: 20_000 });
  const movedCode = (await dialog.getByTestId('sync-pairing-code').textContent()) ?? '';
  expect(movedCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(movedCode).not.toBe(pairingCode);
  await expect(dialog.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(chip(pageB)).toContainText('Error: space moved — join again with the new pairing code', { timeout: 20_000 });
  await expect(devicesA.getByRole('listitem')).toHaveCount(1);

  // A new passphrase: typed twice, everything sealed again in a space of its own, synced.
  await dialog.getByLabel('New passphrase').fill('winter harbour compass 7');
  await dialog.getByLabel('Repeat passphrase').fill('winter harbour compass 7');
  await dialog.getByRole('button', { name: 'Change passphrase' }).click();
  await expect(dialog.getByText('Passphrase changed.')).toBeVisible();
  await expect(syncStatus(page)).toHaveText('Synced', { timeout: 20_000 });
  await expect(dialog.getByTestId('sync-pairing-code')).not.toHaveText(movedCode);

  await deviceB.close();
});
