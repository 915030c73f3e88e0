import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared';
import { openSyncDb } from '../../../storage';
import type { SyncDevice, SyncStatus } from './contract';
import { createSyncControl } from './syncControl';
import * as realChunk from './syncChunk';

// The controls around a running space, with a stand-in engine: pause and resume (kept across reloads),
// sync now, removing a device, changing the passphrase, Test relay and the preview before a join.

interface Started {
  role: string;
  slot: string;
  rooms: Record<string, string>;
  /** What the engine did, in order: the moved marker written into its rooms, and its stop. */
  log: string[];
  deviceName: string | undefined;
  report(status: Pick<SyncStatus, 'state' | 'error'>): void;
  devices(list: SyncDevice[]): void;
  stopped: boolean;
  syncNowCalls: number;
}

let hashes = 500;

function harness(
  options: {
    hash?: string;
    memories?: number;
    conversations?: number;
    spaceCounts?: realChunk.SpaceCounts | null;
    connected?: boolean;
  } = {},
) {
  const hash = options.hash ?? `${(hashes += 1)}`.padStart(16, '0');
  const started: Started[] = [];
  const probed: string[] = [];
  const chunk = {
    ...realChunk,
    previewSpace: async () => options.spaceCounts ?? null,
    startEngine: ((space, deps) => {
      const run: Started = {
        role: space.role,
        slot: space.slot,
        rooms: { ...space.keys.rooms },
        log: [],
        deviceName: space.deviceName,
        report: deps.onStatus,
        devices: (list) => deps.onDevices?.(list),
        stopped: false,
        syncNowCalls: 0,
      };
      started.push(run);
      return {
        stop: () => void ((run.stopped = true), run.log.push('stop')),
        idle: async () => undefined,
        refusedCount: () => 0,
        syncNow: () => void (run.syncNowCalls += 1),
        connected: () => options.connected ?? true,
        markMoved: async () => void run.log.push('moved'),
      };
    }) as typeof realChunk.startEngine,
  };
  const memoryDb = { memories: { count: async () => options.memories ?? 0 } };
  const chatDb = { conversations: { filter: () => ({ count: async () => options.conversations ?? 0 }) } };
  const control = createSyncControl({
    sessionHash: () => hash,
    engineDeps: () => ({
      now: () => 0,
      memoryDb: () => memoryDb as never,
      chatDb: () => chatDb as never,
      namespace: () => [],
      secrets: () => [],
    }),
    loadChunk: async () => chunk,
    iterations: 1_000,
    locks: null,
    probe: async (url) => (probed.push(url), ok({ elapsedMs: 12 })),
  });
  return { control, started, hash, probed };
}

const rotate = { passphrase: 'winter harbour compass 7' };
const spaceRequest = { relayUrl: 'ws://127.0.0.1:4012', passphrase: 'peach orchard lantern', deviceName: ' Work laptop ' };

describe('pausing and resuming sync', () => {
  it('given a running space, when paused, then the engine stops, a reload stays paused, and resuming starts it again', async () => {
    const { control, started, hash } = harness();
    await control.create(spaceRequest);
    expect(started[0]!.deviceName).toBe('Work laptop');

    expect(await control.pause()).toMatchObject({ ok: true, value: { state: 'paused', deviceName: 'Work laptop' } });
    expect(started[0]!.stopped).toBe(true);
    expect(await openSyncDb(hash).space.get('space')).toMatchObject({ paused: true });

    const afterReload = harness({ hash });
    await afterReload.control.resume();
    expect(afterReload.control.status().state).toBe('paused');
    expect(afterReload.started).toEqual([]);

    expect(await afterReload.control.unpause()).toMatchObject({ ok: true, value: { state: 'connecting' } });
    expect(afterReload.started.map((s) => s.role)).toEqual(['resume']);
    expect((await openSyncDb(hash).space.get('space'))?.paused).toBeUndefined();
  });

  it('given no space, when paused, resumed or synced now, then each says sync is not set up', async () => {
    const { control } = harness();
    expect(await control.pause()).toMatchObject({ ok: false, error: { code: 'sync_not_set_up' } });
    expect(await control.unpause()).toMatchObject({ ok: false, error: { code: 'sync_not_set_up' } });
    expect(control.syncNow()).toMatchObject({ ok: false, error: { code: 'sync_not_set_up' } });
  });

  it('given a running space, when Sync now, then the engine is asked to scan and reconnect at once', async () => {
    const { control, started } = harness();
    await control.create(spaceRequest);
    expect(control.syncNow()).toMatchObject({ ok: true });
    expect(started[0]!.syncNowCalls).toBe(1);
  });
});

describe('devices', () => {
  it('given the engine reports the device list, when the state changes after, then the list stays in the status', async () => {
    const { control, started } = harness();
    await control.create(spaceRequest);
    const list: SyncDevice[] = [{ slot: 'AAAAAAAAAAA', name: 'Work laptop', addedAt: '', lastSeenAt: '', isThisDevice: true }];
    started[0]!.devices(list);
    started[0]!.report({ state: 'synced' });
    expect(control.status()).toMatchObject({ state: 'synced', devices: list });
  });

  const listed = (slot: string, isThisDevice = false): SyncDevice => ({ slot, name: slot, addedAt: '', lastSeenAt: '', isThisDevice });

  it('given a device the space lists and one it does not, when removed, then the first is removed by rotation and the second refused', async () => {
    const { control, started } = harness();
    expect(await control.removeDevice({ slot: 'BBBBBBBBBBB', ...rotate })).toMatchObject({ ok: false, error: { code: 'sync_not_set_up' } });
    await control.create(spaceRequest);
    started[0]!.devices([listed(started[0]!.slot, true), listed('BBBBBBBBBBB')]);
    expect(await control.removeDevice({ slot: 'CCCCCCCCCCC', ...rotate })).toMatchObject({
      ok: false,
      error: { code: 'sync_unknown_device' },
    });
    expect(await control.removeDevice({ slot: started[0]!.slot, ...rotate })).toMatchObject({
      ok: false,
      error: { code: 'sync_unknown_device' },
    });
    expect(await control.removeDevice({ slot: 'BBBBBBBBBBB', passphrase: 'short' })).toMatchObject({
      ok: false,
      error: { code: 'sync_weak_passphrase' },
    });
    expect(await control.removeDevice({ slot: 'BBBBBBBBBBB', ...rotate })).toMatchObject({ ok: true });
    expect(started[0]!.log).toEqual(['moved', 'stop']);
    expect(started.map((s) => s.role)).toEqual(['create', 'create']);
  });
});

describe('rotating the keys (Change passphrase, Remove device)', () => {
  it('given a space, when the passphrase changes, then the old rooms are told first and a new pairing code, slot and rooms follow', async () => {
    const { control, started, hash } = harness();
    const created = await control.create(spaceRequest);
    const code = created.ok ? created.value.pairingCode : '';
    expect(await control.changePassphrase({ passphrase: 'short' })).toMatchObject({ ok: false, error: { code: 'sync_weak_passphrase' } });

    const changed = await control.changePassphrase(rotate);
    expect(changed).toMatchObject({ ok: true, value: { state: 'connecting', relayUrl: spaceRequest.relayUrl, deviceName: 'Work laptop' } });
    const newCode = changed.ok ? changed.value.pairingCode : '';
    expect(newCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newCode).not.toBe(code);
    expect(started.map((s) => s.role)).toEqual(['create', 'create']);
    expect(started[0]!.log).toEqual(['moved', 'stop']);
    expect(started[1]!.rooms.memory).not.toBe(started[0]!.rooms.memory);
    expect(started[1]!.slot).not.toBe(started[0]!.slot);
    expect(await openSyncDb(hash).space.get('space')).toMatchObject({ spaceId: newCode, slot: started[1]!.slot });
  });

  it('given the relay cannot be reached, when rotating, then it is refused and the space stays as it was', async () => {
    const { control, started, hash } = harness({ connected: false });
    const created = await control.create(spaceRequest);
    expect(await control.changePassphrase(rotate)).toMatchObject({ ok: false, error: { code: 'sync_rotation_needs_relay' } });
    expect(started[0]!.log).toEqual([]);
    expect((await openSyncDb(hash).space.get('space'))?.spaceId).toBe(created.ok ? created.value.pairingCode : 'none');
  });

  it('given the engine reports the space moved, when the status turns to error, then the space and its stored documents are forgotten', async () => {
    const { control, started, hash } = harness();
    await control.create(spaceRequest);
    await openSyncDb(hash).updates.add({ room: started[0]!.rooms.memory!, update: new Uint8Array([1]) });
    started[0]!.report({ state: 'error', error: { code: 'sync_space_moved' } });
    expect(control.status()).toMatchObject({ state: 'error', error: { code: 'sync_space_moved' } });
    await expect.poll(async () => (await openSyncDb(hash).space.count()) + (await openSyncDb(hash).updates.count())).toBe(0);
  });
});

describe('Test relay and the preview before a join', () => {
  it('given an address the page may not open, when tested, then it is refused without a socket; a good one is probed', async () => {
    const { control, probed } = harness();
    expect(await control.testRelay({ relayUrl: 'ws://192.168.1.5:4012' })).toMatchObject({
      ok: false,
      error: { code: 'sync_bad_relay_url' },
    });
    expect(probed).toEqual([]);
    expect(await control.testRelay({ relayUrl: 'wss://relay.example.org/' })).toEqual({ ok: true, value: { elapsedMs: 12 } });
    expect(probed).toEqual(['wss://relay.example.org']);
  });

  const join = { ...spaceRequest, pairingCode: 'AAAAAAAAAAAAAAAAAAAAAA' };

  it('given a device holding nothing, when previewing a join, then there is nothing to merge and no space is read', async () => {
    const { control } = harness({ spaceCounts: null });
    expect(await control.preview(join)).toEqual({ ok: true, value: { here: { memories: 0, conversations: 0 } } });
  });

  it('given a device with data, when previewing, then both sides are counted; a space that does not answer is refused', async () => {
    const found = harness({ memories: 3, conversations: 1, spaceCounts: { memories: 5, conversations: 2 } });
    expect(await found.control.preview(join)).toEqual({
      ok: true,
      value: { space: { memories: 5, conversations: 2 }, here: { memories: 3, conversations: 1 } },
    });
    expect(found.started).toEqual([]);
    const missing = harness({ memories: 3, spaceCounts: null });
    expect(await missing.control.preview(join)).toMatchObject({ ok: false, error: { code: 'sync_space_not_found' } });
  });
});
