import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { memoryFrom, rawCandidate } from '../../src/memory/__fixtures__/candidates';
import { openChatDb, openMemoryDb } from '../../src/storage';
import { createSyncControl, type SyncControl } from '../../src/worker/features/sync/syncControl';
import { startRelay, type RunningRelay } from './relayProcess';

// Key rotation through the real relay with three devices' real sync controls (fake-indexeddb, Node's
// WebSocket): Laptop removes Tablet under a new passphrase. Phone and Tablet, still in the old rooms, are
// told the space moved and stop; Phone joins the new space with the new code and passphrase and receives
// everything, also what Laptop learnt after; Tablet, which knows only the old passphrase, finds nothing there.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 30_000 });

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 40_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const memory = (text: string, subject: string) => memoryFrom(rawCandidate({ text, subject, tags: [subject] }), '2026-11-01T00:00:00.000Z');
const peach = memory('用户喜欢吃桃子。', '桃子');
const plum = memory('用户喜欢吃李子。', '李子');

const OLD = 'peach orchard lantern';
const NEW = 'winter harbour compass 7';

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function device(hash: string, name: string) {
  const memoryDb = openMemoryDb(hash);
  const chatDb = openChatDb(hash);
  const control: SyncControl = createSyncControl({
    sessionHash: () => hash,
    engineDeps: () => ({
      now: () => Date.now(),
      memoryDb: () => memoryDb,
      chatDb: () => chatDb,
      namespace: () => ['s1'],
      secrets: () => [],
      WebSocket,
      scanDelayMs: 20,
      joinWaitMs: 3_000,
    }),
    iterations: 1_000,
    locks: null,
  });
  cleanups.push(() => {
    void control.leave();
    memoryDb.close();
    chatDb.close();
  });
  const texts = async () => (await memoryDb.memories.toArray()).map((m) => m.text).sort();
  return { name, memoryDb, control, texts, state: () => control.status().state, error: () => control.status().error?.code };
}

describe('removing a device rotates the keys', () => {
  it('given three devices in a space, when Laptop removes Tablet, then both others are told it moved, Phone follows with the new code and Tablet cannot', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mindkeep-rotation-'));
    const relay: RunningRelay = await startRelay(dataDir);
    cleanups.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      () => relay.stop(),
    );
    const laptop = device('1'.repeat(16), 'Laptop');
    const phone = device('2'.repeat(16), 'Phone');
    const tablet = device('3'.repeat(16), 'Tablet');
    await laptop.memoryDb.memories.put(peach);

    const created = await laptop.control.create({ relayUrl: relay.url, passphrase: OLD, deviceName: 'Laptop' });
    const oldCode = created.ok ? created.value.pairingCode! : '';
    await waitFor('Laptop synced', () => laptop.state() === 'synced');
    for (const other of [phone, tablet])
      await other.control.join({ relayUrl: relay.url, passphrase: OLD, deviceName: other.name, pairingCode: oldCode });
    await waitFor('the memory on Phone and Tablet', async () => (await phone.texts()).length === 1 && (await tablet.texts()).length === 1);
    await waitFor('three devices listed on Laptop', () => laptop.control.status().devices?.length === 3);

    const tabletSlot = laptop.control.status().devices!.find((d) => d.name === 'Tablet')!.slot;
    const rotated = await laptop.control.removeDevice({ slot: tabletSlot, passphrase: NEW });
    expect(rotated.ok).toBe(true);
    const newCode = rotated.ok ? rotated.value.pairingCode! : '';
    expect(newCode).not.toBe(oldCode);

    await waitFor('Phone told', () => phone.error() === 'sync_space_moved');
    await waitFor('Tablet told', () => tablet.error() === 'sync_space_moved');
    await waitFor('Laptop synced in the new space', () => laptop.state() === 'synced');
    await laptop.memoryDb.memories.put(plum);
    await laptop.control.idle();

    await phone.control.join({ relayUrl: relay.url, passphrase: NEW, deviceName: 'Phone', pairingCode: newCode });
    await waitFor('everything on Phone', async () => (await phone.texts()).length === 2);
    expect(await phone.texts()).toEqual([peach.text, plum.text].sort());
    await waitFor('Phone synced', () => phone.state() === 'synced');
    await waitFor(
      'two devices listed on Laptop',
      () =>
        laptop.control
          .status()
          .devices?.map((d) => d.name)
          .sort()
          .join() === 'Laptop,Phone',
    );

    // Tablet learns the new code somehow, but not the new passphrase: the new rooms answer nothing it can open.
    await tablet.control.join({ relayUrl: relay.url, passphrase: OLD, deviceName: 'Tablet', pairingCode: newCode });
    await waitFor('Tablet refused', () => tablet.error() === 'sync_space_not_found');
    expect(await tablet.texts()).toEqual([peach.text]);
    // And the old space, with the old passphrase, only says it moved.
    await tablet.control.join({ relayUrl: relay.url, passphrase: OLD, deviceName: 'Tablet', pairingCode: oldCode });
    await waitFor('Tablet told again', () => tablet.error() === 'sync_space_moved');
    expect(await tablet.texts()).toEqual([peach.text]);
  });
});
