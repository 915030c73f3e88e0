import type { Page } from '@playwright/test';
import { mock, openApp, openConversation, readTable, send, waitIdle } from './support/app';
import { specRelay } from './support/relay';
import { expect, test } from './support/test';

// Two browser contexts are two devices: they pair through a relay this spec starts on a free port, and
// a memory, its "forget", and a conversation cross between them; a third device with a wrong passphrase
// reads nothing. Then the relay stops, both devices make conflicting changes offline, and once it is back
// both databases agree by the conflict rules; after the relay's data is wiped a new device still receives
// everything, and the relay's files hold no plaintext. The CSP fixture watches device A: reaching the
// relay must break no policy.

const PASSPHRASE = 'peach orchard lantern 42';
const relay = specRelay('mindkeep-e2e-relay-');

test.beforeEach(async () => {
  await mock.reset();
});

const syncStatus = (page: Page) => page.getByRole('group', { name: 'Sync status' });

/** Opens Settings, sets sync up (creating a space when no pairing code is given), and answers the pairing code shown. */
async function setUpSync(page: Page, passphrase: string, pairingCode?: string): Promise<string> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(syncStatus(page)).toHaveText('Off');
  await dialog.getByLabel('Relay URL').fill(relay.url());
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

async function addMemory(page: Page, text: string, topic: string) {
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  await memoryView(page).getByRole('button', { name: 'Add a memory' }).click();
  const form = memoryView(page).getByRole('form', { name: 'Add a memory' });
  await form.getByLabel('Memory text').fill(text);
  await form.getByLabel('Topic (what it is about)').fill(topic);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(memoryView(page).getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function expectSyncState(page: Page, text: string) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(syncStatus(page)).toContainText(text, { timeout: 30_000 });
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Cancel' }).click();
}

interface MemoryRow {
  stableKey: string;
  text: string;
  status: string;
}
interface MessageRow {
  id: string;
  conversationId: string;
  text: string;
  seq: number;
}

/** What two devices must agree on: every memory's key, text and status; every message in its stored order. */
async function syncedView(page: Page) {
  const memories = ((await readTable(page, 'memory', 'memories')) as MemoryRow[])
    .map((m) => `${m.stableKey} | ${m.text} | ${m.status}`)
    .sort();
  const messages = ((await readTable(page, 'chat', 'messages')) as MessageRow[])
    .sort((a, b) => (a.conversationId === b.conversationId ? a.seq - b.seq : a.conversationId < b.conversationId ? -1 : 1))
    .map((m) => `${m.conversationId} ${m.seq} ${m.id} ${m.text}`);
  const conversations = ((await readTable(page, 'chat', 'conversations')) as { id: string; title: string }[])
    .map((c) => `${c.id} ${c.title}`)
    .sort();
  return { memories, messages, conversations };
}

test('two devices pair through the relay: a memory, its forgetting and a conversation cross; a wrong passphrase reads nothing; offline conflicts merge by the rules; a wiped relay is refilled', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await openApp(page);
  const pairingCode = await setUpSync(page, PASSPHRASE);
  expect(pairingCode).toMatch(/^[A-Za-z0-9_-]{22}$/);

  const deviceB = await browser.newContext();
  const pageB = await deviceB.newPage();
  // B sends turns of its own later, so it has model settings too.
  await openApp(pageB);
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

  await deviceC.close();

  // Offline conflicts: two more memories reach B, then the relay stops and both devices say Offline.
  await addMemory(page, 'The user cycles to work', 'cycling');
  await addMemory(page, 'The user owns a grey cat', 'cat');
  await expect.poll(async () => (await syncedView(pageB)).memories.length, { timeout: 15_000 }).toBe(3);
  await relay.stop();
  await expectSyncState(page, 'Offline');
  await expectSyncState(pageB, 'Offline');

  // A edits the cycling memory while B forgets it; B deletes the cat for good; both add a turn to the chat.
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  const cyclingOnA = memoryView(page).getByRole('listitem').filter({ hasText: 'The user cycles to work' });
  await cyclingOnA.getByRole('button', { name: 'Edit' }).click();
  await cyclingOnA.getByRole('textbox', { name: 'Memory text' }).fill('The user cycles to work every day');
  await cyclingOnA.getByRole('button', { name: 'Save' }).click();
  await expect(memoryView(page).getByRole('listitem').filter({ hasText: 'The user cycles to work every day' })).toBeVisible();
  await page.keyboard.press('Escape');

  await pageB.getByRole('button', { name: 'Memory', exact: true }).click();
  const cyclingOnB = memoryView(pageB).getByRole('listitem').filter({ hasText: 'The user cycles to work' });
  await cyclingOnB.getByRole('button', { name: 'Suppress' }).click();
  await expect(cyclingOnB).toContainText('Suppressed');
  const catOnB = memoryView(pageB).getByRole('listitem').filter({ hasText: 'The user owns a grey cat' });
  await catOnB.getByRole('button', { name: 'Delete' }).click();
  await catOnB.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(memoryView(pageB).getByRole('listitem').filter({ hasText: 'The user owns a grey cat' })).toHaveCount(0);
  await pageB.keyboard.press('Escape');

  await send(page, 'Offline question from A');
  await waitIdle(page);
  await openConversation(pageB, conversation!.title);
  await send(pageB, 'Offline question from B');
  await waitIdle(pageB);

  // The relay comes back on the same port and data: both databases become equal, by the rules.
  await relay.restart();
  await expect
    .poll(
      async () => {
        const [onA, onB] = [await syncedView(page), await syncedView(pageB)];
        return JSON.stringify(onA) === JSON.stringify(onB) && onA.messages.length === 6;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  const merged = await syncedView(page);
  // The edit is kept, the forgetting is not undone by a device that had not seen it, the delete holds.
  expect(merged.memories.map((m) => m.replace(/^\S+ \| /, ''))).toEqual([
    'The user cycles to work every day | suppressed',
    'The user likes green tea | suppressed',
  ]);
  // No message lost; each device's offline turn stays together, in one order on both.
  const texts = merged.messages.map((m) => m.split(' ').slice(3).join(' '));
  expect(texts).toContain('Offline question from A');
  expect(texts).toContain('Offline question from B');
  const fromA = texts.indexOf('Offline question from A');
  const fromB = texts.indexOf('Offline question from B');
  expect(Math.abs(fromA - fromB)).toBe(2);
  expect(merged.messages.map((m) => Number(m.split(' ')[1]))).toEqual([0, 1, 2, 3, 4, 5]);

  // The relay loses its data: the devices upload the whole space again, and a new device receives all of it.
  await relay.stop();
  await relay.restart({ wiped: true });
  await expectSyncState(page, 'Synced');
  await expectSyncState(pageB, 'Synced');
  const deviceD = await browser.newContext();
  const pageD = await deviceD.newPage();
  await openDevice(pageD);
  await setUpSync(pageD, PASSPHRASE, pairingCode);
  await expect.poll(async () => JSON.stringify(await syncedView(pageD)), { timeout: 30_000 }).toBe(JSON.stringify(merged));

  // An observer reading the relay's store finds no title, no memory text and no stable key.
  const stableKeys = ((await readTable(page, 'memory', 'memories')) as MemoryRow[]).map((m) => m.stableKey);
  const files = relay.files();
  expect(files.reduce((n, f) => n + f.length, 0)).toBeGreaterThan(4_000);
  for (const plain of [conversation!.title, 'green tea', 'cycles to work', 'Offline question', 'Hangzhou', ...stableKeys])
    for (const file of files) expect(file.includes(Buffer.from(plain)), `relay data holds ${plain}`).toBe(false);

  await deviceB.close();
  await deviceD.close();
});
