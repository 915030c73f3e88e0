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

/**
 * The relay as rotations see it: which rooms hold the moved marker, and whether it answers. A stand-in
 * engine's marker lands here; a stand-in notice (a rotation finishing after a reload) writes it only where
 * it is missing, and waits while the relay is offline.
 */
function fakeRelay() {
  const waiting = new Set<() => void>();
  const relay = {
    online: true,
    held: new Set<string>(),
    /** Rooms a finishing rotation wrote the marker into (it was not held yet). */
    written: [] as string[],
    notices: 0,
    goOnline() {
      relay.online = true;
      for (const w of [...waiting]) w();
    },
    tellMoved: ((space, deps) => {
      relay.notices += 1;
      let stopped = false;
      let settle!: (told: boolean) => void;
      const told = new Promise<boolean>((r) => (settle = r));
      const attempt = () => {
        if (stopped) return;
        if (!relay.online) return deps.onState('offline');
        waiting.delete(attempt);
        if (!relay.held.has(space.keys.rooms.memory)) relay.written.push(space.keys.rooms.memory);
        relay.held.add(space.keys.rooms.memory);
        settle(true);
      };
      waiting.add(attempt);
      queueMicrotask(attempt);
      return {
        told,
        stop: () => void ((stopped = true), waiting.delete(attempt), settle(false)),
        retry: attempt,
      };
    }) as typeof realChunk.tellMoved,
  };
  return relay;
}

/** How a stand-in engine's markMoved ends: it returns, or the tab closes before (`closed`) or after (`closedAfter`) the marker is held. */
type MarkMoved = 'returns' | 'closed' | 'closedAfter';

function harness(
  options: {
    hash?: string;
    memories?: number;
    conversations?: number;
    spaceCounts?: realChunk.SpaceCounts | null;
    connected?: boolean;
    relay?: ReturnType<typeof fakeRelay>;
    markMoved?: MarkMoved;
  } = {},
) {
  const relay = options.relay ?? fakeRelay();
  const statuses: SyncStatus[] = [];
  const hash = options.hash ?? `${(hashes += 1)}`.padStart(16, '0');
  const started: Started[] = [];
  const probed: string[] = [];
  const chunk = {
    ...realChunk,
    previewSpace: async () => options.spaceCounts ?? null,
    tellMoved: relay.tellMoved,
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
        markMoved: async () => {
          if (options.markMoved === 'closed') return new Promise<never>(() => undefined);
          run.log.push('moved');
          relay.held.add(space.keys.rooms.memory);
          if (options.markMoved === 'closedAfter') return new Promise<never>(() => undefined);
        },
      };
    }) as typeof realChunk.startEngine,
  };
  /** The sync logs cleared, by database. */
  const clearedLogs: string[] = [];
  const logTable = (db: string) => (name: string) => ({ clear: async () => void clearedLogs.push(`${db}.${name}`) });
  const memoryDb = { memories: { count: async () => options.memories ?? 0 }, table: logTable('memory') };
  const chatDb = { conversations: { filter: () => ({ count: async () => options.conversations ?? 0 }) }, table: logTable('chat') };
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
  control.onStatus((s) => statuses.push(s));
  return { control, started, hash, probed, relay, statuses, clearedLogs };
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

describe('a rotation interrupted by a closed tab', () => {
  /** A space rotating on one tab that closes at `markMoved`; answers the old rooms and the new space it was moving to. */
  async function interrupted(markMoved: MarkMoved, relay = fakeRelay()) {
    const first = harness({ relay, markMoved });
    await first.control.create(spaceRequest);
    const oldRoom = first.started[0]!.rooms.memory!;
    const rotating = first.control.changePassphrase(rotate);
    if (markMoved === 'returns') await rotating;
    else await expect.poll(async () => (await openSyncDb(first.hash).space.get('space'))?.rotation).toBeDefined();
    await expect.poll(() => first.started[0]!.log.length).toBe(markMoved === 'closed' ? 0 : markMoved === 'closedAfter' ? 1 : 2);
    const row = await openSyncDb(first.hash).space.get('space');
    const next = row?.rotation ?? row!;
    // The tab closes: a new worker for the same browser session picks the space back up.
    const reloaded = harness({ hash: first.hash, relay });
    await reloaded.control.resume();
    await reloaded.control.idle();
    return { relay, reloaded, oldRoom, next: { spaceId: next.spaceId, slot: next.slot } };
  }

  const cases: { markMoved: MarkMoved; when: string; written: boolean; notices: number; role: string }[] = [
    { markMoved: 'closed', when: 'before the marker is held', written: true, notices: 1, role: 'create' },
    {
      markMoved: 'closedAfter',
      when: 'after the marker is held, before the new space is saved',
      written: false,
      notices: 1,
      role: 'create',
    },
    { markMoved: 'returns', when: 'after the new space is saved', written: false, notices: 0, role: 'resume' },
  ];
  for (const c of cases)
    it(`given the tab closes ${c.when}, when the session starts again, then the old rooms hold the marker and the new space runs with its pairing code`, async () => {
      const { relay, reloaded, oldRoom, next } = await interrupted(c.markMoved);
      expect(relay.held.has(oldRoom)).toBe(true);
      expect(relay.written).toEqual(c.written ? [oldRoom] : []);
      expect(relay.notices).toBe(c.notices);
      expect(reloaded.started.map((s) => [s.role, s.slot])).toEqual([[c.role, next.slot]]);
      expect(reloaded.started[0]!.rooms.memory).not.toBe(oldRoom);
      expect(reloaded.control.status()).toMatchObject({ state: 'connecting', pairingCode: next.spaceId, deviceName: 'Work laptop' });
      expect(reloaded.control.status().error).toBeUndefined();
      // Never its own marker read as "space moved": nothing here is forgotten.
      expect(reloaded.statuses.filter((s) => s.state === 'error')).toEqual([]);
      const row = await openSyncDb(reloaded.hash).space.get('space');
      expect(row).toMatchObject({ spaceId: next.spaceId, slot: next.slot });
      expect(row?.rotation).toBeUndefined();
    });

  it('given the relay is offline at the next start, then the rotation waits and says so, shows no pairing code, and finishes once the relay answers', async () => {
    const relay = fakeRelay();
    const first = harness({ relay, markMoved: 'closed' });
    await first.control.create(spaceRequest);
    void first.control.changePassphrase(rotate);
    await expect.poll(async () => (await openSyncDb(first.hash).space.get('space'))?.rotation).toBeDefined();
    const pending = (await openSyncDb(first.hash).space.get('space'))!.rotation!;

    relay.online = false;
    const reloaded = harness({ hash: first.hash, relay });
    await reloaded.control.resume();
    await expect.poll(() => reloaded.control.status().state).toBe('offline');
    expect(reloaded.control.status()).toMatchObject({ error: { code: 'sync_rotation_pending' }, relayUrl: spaceRequest.relayUrl });
    expect(reloaded.control.status().pairingCode).toBeUndefined();
    expect(reloaded.started).toEqual([]);
    // Another rotation cannot start meanwhile: nothing runs that could tell the old rooms.
    expect(await reloaded.control.changePassphrase(rotate)).toMatchObject({ ok: false, error: { code: 'sync_rotation_needs_relay' } });

    relay.goOnline();
    await reloaded.control.idle();
    expect(relay.written).toEqual([first.started[0]!.rooms.memory]);
    expect(reloaded.control.status()).toMatchObject({ state: 'connecting', pairingCode: pending.spaceId });
    expect(reloaded.started.map((s) => s.slot)).toEqual([pending.slot]);
  });

  it('given a rotation waiting for the relay, when the user leaves sync, then it stops and nothing is left to finish', async () => {
    const relay = fakeRelay();
    relay.online = false;
    const first = harness({ relay, markMoved: 'closed' });
    await first.control.create(spaceRequest);
    void first.control.changePassphrase(rotate);
    await expect.poll(async () => (await openSyncDb(first.hash).space.get('space'))?.rotation).toBeDefined();
    const reloaded = harness({ hash: first.hash, relay });
    await reloaded.control.resume();
    await reloaded.control.leave();
    relay.goOnline();
    await reloaded.control.idle();
    expect(relay.written).toEqual([]);
    expect(reloaded.started).toEqual([]);
    expect(await openSyncDb(first.hash).space.count()).toBe(0);
    // What the logs held (keys of records changed here) goes with the space.
    expect(reloaded.clearedLogs.sort()).toEqual(['chat.syncLog', 'memory.syncLog']);
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
