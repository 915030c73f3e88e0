import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryFrom, rawCandidate } from '../../src/memory/__fixtures__/candidates';
import { openSyncDb } from '../../src/storage';
import type { SyncControlDeps } from '../../src/worker/features/sync/syncControl';
import { controlDevice } from './engineDevice';
import { startTempRelay, waitFor } from './relayProcess';

// Key rotation through the real relay with the devices' real sync controls (fake-indexeddb, Node's
// WebSocket): Laptop removes Tablet under a new passphrase. Phone and Tablet, still in the old rooms, are
// told the space moved and stop; Phone joins the new space with the new code and passphrase and receives
// everything, also what Laptop learnt after; Tablet, which knows only the old passphrase, finds nothing there.
// Then a rotation whose tab closes before the old rooms are told finishes when the device starts again.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 30_000 });

const memory = (text: string, subject: string) => memoryFrom(rawCandidate({ text, subject, tags: [subject] }), '2026-11-01T00:00:00.000Z');
const peach = memory('用户喜欢吃桃子。', '桃子');
const plum = memory('用户喜欢吃李子。', '李子');

const OLD = 'peach orchard lantern';
const NEW = 'winter harbour compass 7';

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function device(hash: string, name: string, loadChunk?: SyncControlDeps['loadChunk']) {
  const made = controlDevice(hash, name, loadChunk);
  cleanups.push(() => made.close());
  return made;
}

async function relayForTest() {
  const relay = await startTempRelay('rotation');
  cleanups.push(() => relay.remove());
  return relay;
}

describe('removing a device rotates the keys', () => {
  it('given three devices in a space, when Laptop removes Tablet, then both others are told it moved, Phone follows with the new code and Tablet cannot', async () => {
    const relay = await relayForTest();
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

  it('given the tab closes while Laptop rotates, before the old rooms are told, when Laptop starts again, then it tells them and shows the new code Phone follows', async () => {
    const relay = await relayForTest();
    // The tab dies where the moved marker would be written: the engine stops and nothing after runs.
    const closesAtMarker: SyncControlDeps['loadChunk'] = async () => {
      const chunk = await import('../../src/worker/features/sync/syncChunk');
      return {
        ...chunk,
        startEngine: (space, deps) => {
          const engine = chunk.startEngine(space, deps);
          return { ...engine, markMoved: () => (engine.stop(), new Promise<never>(() => undefined)) };
        },
      };
    };
    const hash = '4'.repeat(16);
    const laptop = device(hash, 'Laptop', closesAtMarker);
    const phone = device('5'.repeat(16), 'Phone');
    await laptop.memoryDb.memories.put(peach);
    const created = await laptop.control.create({ relayUrl: relay.url, passphrase: OLD, deviceName: 'Laptop' });
    await waitFor('Laptop synced', () => laptop.state() === 'synced');
    await phone.control.join({
      relayUrl: relay.url,
      passphrase: OLD,
      deviceName: 'Phone',
      pairingCode: created.ok ? created.value.pairingCode! : '',
    });
    await waitFor('the memory on Phone', async () => (await phone.texts()).length === 1);

    void laptop.control.changePassphrase({ passphrase: NEW });
    await waitFor('the rotation kept', async () => (await openSyncDb(hash).space.get('space'))?.rotation !== undefined);
    const pending = (await openSyncDb(hash).space.get('space'))!.rotation!;
    await laptop.memoryDb.memories.put(plum);

    const again = device(hash, 'Laptop');
    await again.control.resume();
    await waitFor('Phone told', () => phone.error() === 'sync_space_moved');
    await waitFor('Laptop synced in the new space', () => again.state() === 'synced');
    expect(again.control.status()).toMatchObject({ pairingCode: pending.spaceId, deviceName: 'Laptop' });
    expect(again.error()).toBeUndefined();

    await phone.control.join({ relayUrl: relay.url, passphrase: NEW, deviceName: 'Phone', pairingCode: pending.spaceId });
    await waitFor('everything on Phone', async () => (await phone.texts()).length === 2);
    expect(await phone.texts()).toEqual([peach.text, plum.text].sort());
  });
});
