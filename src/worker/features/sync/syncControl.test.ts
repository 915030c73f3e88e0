import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openChatDb, openSyncDb } from '../../../storage';
import type { SyncStatus } from './contract';
import { createSyncControl, type SyncControlDeps } from './syncControl';
import * as realChunk from './syncChunk';

// The sync use case around a stand-in engine: what it refuses before any key is derived, what it keeps,
// resuming after a reload, leaving, a join that finds no space, and one syncing tab per browser session.

interface Started {
  role: string;
  relayUrl: string;
  slot: string;
  connected: boolean;
  report(status: Pick<SyncStatus, 'state' | 'error'>): void;
  stopped: boolean;
}

let hashes = 100;

function harness(hash = `${(hashes += 1)}`.padStart(16, '0'), locks: SyncControlDeps['locks'] = null) {
  const started: Started[] = [];
  const chunk = {
    ...realChunk,
    // A rotation finishing here finds the old rooms told at once.
    tellMoved: (() => ({ told: Promise.resolve(true), stop: () => undefined, retry: () => undefined })) as typeof realChunk.tellMoved,
    startEngine: ((space, deps) => {
      const run: Started = {
        role: space.role,
        relayUrl: space.relayUrl,
        slot: space.slot,
        connected: false,
        report: deps.onStatus,
        stopped: false,
      };
      started.push(run);
      return {
        stop: () => void (run.stopped = true),
        idle: async () => undefined,
        refusedCount: () => 0,
        connected: () => run.connected,
        markMoved: async () => undefined,
      };
    }) as typeof realChunk.startEngine,
  };
  const chatDb = openChatDb(hash);
  const control = createSyncControl({
    sessionHash: () => hash,
    engineDeps: () => ({ now: () => 0, memoryDb: () => null, chatDb: () => chatDb, namespace: () => [], secrets: () => [] }),
    loadChunk: async () => chunk,
    iterations: 1_000,
    locks,
  });
  return { control, started, hash };
}

const spaceRequest = { relayUrl: 'ws://127.0.0.1:4012', passphrase: 'peach orchard lantern' };

describe('setting a sync space up', () => {
  it.each([
    [{ relayUrl: 'http://127.0.0.1:4012' }, 'sync_bad_relay_url'],
    [{ relayUrl: 'ws://192.168.1.5:4012' }, 'sync_bad_relay_url'],
    [{ relayUrl: 'wss://user:pw@relay.example.org' }, 'sync_bad_relay_url'],
    [{ passphrase: 'short' }, 'sync_weak_passphrase'],
  ])('given %o, when creating, then it is refused with %s and nothing starts', async (change, code) => {
    const { control, started } = harness();
    const answer = await control.create({ ...spaceRequest, ...change });
    expect(answer).toMatchObject({ ok: false, error: { code } });
    expect(started).toEqual([]);
  });

  it('given a pairing code that is not one, when joining, then it is refused', async () => {
    const { control, started } = harness();
    expect(await control.join({ ...spaceRequest, pairingCode: 'abc' })).toMatchObject({
      ok: false,
      error: { code: 'sync_bad_pairing_code' },
    });
    expect(started).toEqual([]);
  });

  it('given a new space, when created, then a pairing code is shown, the keys are kept without the passphrase, a reload resumes it, and leaving removes what it stored', async () => {
    const { control, started, hash } = harness();
    const answer = await control.create({ ...spaceRequest, relayUrl: ' wss://relay.example.org/ ' });
    expect(answer).toMatchObject({ ok: true, value: { state: 'connecting', relayUrl: 'wss://relay.example.org' } });
    const code = answer.ok ? answer.value.pairingCode : '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(started.map((s) => s.role)).toEqual(['create']);
    const stored = await openSyncDb(hash).space.get('space');
    expect(stored).toMatchObject({ spaceId: code, relayUrl: 'wss://relay.example.org' });
    expect(JSON.stringify(stored)).not.toContain(spaceRequest.passphrase);

    const afterReload = harness(hash);
    await afterReload.control.resume();
    expect(afterReload.started.map((s) => s.role)).toEqual(['resume']);
    expect(afterReload.control.status()).toMatchObject({ state: 'connecting', pairingCode: code });

    // What a running engine stores for the space between visits.
    await openSyncDb(hash).updates.add({ room: 'room', update: new Uint8Array([1, 2, 3]) });
    await openSyncDb(hash).known.put({ space: code ?? '', id: 'memories\u0000m1' });

    expect(await afterReload.control.leave()).toMatchObject({ ok: true, value: { state: 'off' } });
    expect(afterReload.started[0]!.stopped).toBe(true);
    expect(await openSyncDb(hash).space.count()).toBe(0);
    expect(await openSyncDb(hash).updates.count()).toBe(0);
    expect(await openSyncDb(hash).known.count()).toBe(0);
  });

  it('given a join whose space the engine cannot find, when it reports so, then the status says why and nothing is kept', async () => {
    const { control, started, hash } = harness();
    await control.join({ ...spaceRequest, pairingCode: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(started.map((s) => s.role)).toEqual(['join']);
    started[0]!.report({ state: 'error', error: { code: 'sync_space_not_found' } });
    expect(control.status()).toMatchObject({ state: 'error', error: { code: 'sync_space_not_found' } });
    await expect.poll(() => openSyncDb(hash).space.count()).toBe(0);
  });
});

describe('one syncing tab per browser session', () => {
  /** Web Locks for tabs of one session: `close()` ends the holding tab (its lock is released, nothing else). */
  function tabLocks() {
    const waiting: (() => Promise<unknown>)[] = [];
    let held = false;
    let close = () => undefined as void;
    const take = async (cb: (lock: object | null) => unknown) => {
      held = true;
      await Promise.race([cb({}), new Promise<void>((r) => (close = r))]);
      held = false;
      await waiting.shift()?.();
    };
    const request = async (_name: string, ...args: unknown[]) => {
      const cb = args.at(-1) as (lock: object | null) => unknown;
      const ifAvailable = args.length === 2 && (args[0] as { ifAvailable?: boolean }).ifAvailable;
      if (!held) return take(cb);
      if (ifAvailable) return cb(null);
      waiting.push(() => take(cb));
    };
    return { locks: { request: request as unknown as LockManager['request'] }, close: () => close() };
  }

  async function twoTabs() {
    const tabs = tabLocks();
    const first = harness(undefined, tabs.locks);
    await first.control.create(spaceRequest);
    const second = harness(first.hash, tabs.locks);
    await second.control.resume();
    expect(first.control.status().state).toBe('connecting');
    expect(second.control.status().state).toBe('other_tab');
    expect(second.started).toEqual([]);
    return { first, second, close: tabs.close };
  }

  it('given two tabs of one session, when both run sync, then the second waits as other_tab and takes over when the first closes', async () => {
    const { first, second, close } = await twoTabs();
    close();
    await expect.poll(() => second.started.map((s) => s.role)).toEqual(['resume']);
    expect(second.control.status()).toMatchObject({ state: 'connecting', pairingCode: first.control.status().pairingCode });
  });

  it('given the first tab leaves sync, when the second takes over, then it starts nothing: the space is gone', async () => {
    const { first, second } = await twoTabs();
    await first.control.leave();
    await expect.poll(() => second.control.status().state).toBe('off');
    expect(second.started).toEqual([]);
  });

  it('given the first tab rotated the keys, when either tab leads after, then only the new space runs, never the old one', async () => {
    const { first, second, close } = await twoTabs();
    const oldSlot = first.started[0]!.slot;
    first.started[0]!.connected = true;
    const rotated = await first.control.changePassphrase({ passphrase: 'winter harbour compass 7' });
    const newCode = rotated.ok ? rotated.value.pairingCode : 'none';
    const newSlot = (await openSyncDb(first.hash).space.get('space'))!.slot;
    expect(newSlot).not.toBe(oldSlot);
    // Stopping the old engine frees the lock: the waiting tab may take it; one tab runs the new space.
    const live = () => [...first.started, ...second.started].filter((s) => !s.stopped).map((s) => s.slot);
    await expect.poll(live).toEqual([newSlot]);
    for (const tab of [first, second]) await expect.poll(() => tab.control.status().pairingCode).toBe(newCode);
    close();
    await expect.poll(live).toEqual([newSlot]);
    expect(second.started.map((s) => s.slot)).not.toContain(oldSlot);
  });
});
