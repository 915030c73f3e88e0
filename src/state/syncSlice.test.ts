import { describe, expect, it } from 'vitest';
import { createTestStore } from './storeHarness.testutil';

// The sync slice: which answers set the status, and which leave it to the subscription.

describe('the sync slice', () => {
  it('given a newer status pushed while Remove device was answering, when its answer arrives, then the newer one stays', async () => {
    const { store, worker } = createTestStore();
    store.getState().watchSyncStatus();
    worker.answer('removeSyncDevice', () => {
      worker.push('subscribeSyncStatus', { state: 'synced', devices: [] });
      return { ok: true, value: { state: 'synced', devices: [{ slot: 'BBBBBBBBBBB' }] } };
    });
    expect(await store.getState().removeSyncDevice('BBBBBBBBBBB', 'winter harbour compass 7')).toBeNull();
    expect(store.getState().syncStatus).toEqual({ state: 'synced', devices: [] });
  });

  it('given a pause, when answered, then the status is the answer; a refusal is handed back and changes nothing', async () => {
    const { store, worker } = createTestStore();
    worker.answer('pauseSync', () => ({ ok: true, value: { state: 'paused' } }));
    expect(await store.getState().pauseSync()).toBeNull();
    expect(store.getState().syncStatus).toEqual({ state: 'paused' });
    worker.answer('syncNow', () => ({ ok: false, error: { code: 'sync_not_set_up' } }));
    expect(await store.getState().syncNow()).toEqual({ code: 'sync_not_set_up' });
    expect(store.getState().syncStatus).toEqual({ state: 'paused' });
  });

  it('given Test relay, when the relay answers or not, then the time or the failure comes back', async () => {
    const { store, worker } = createTestStore();
    worker.answer('testRelay', () => ({ ok: true, value: { elapsedMs: 9 } }));
    expect(await store.getState().testRelay('ws://127.0.0.1:4012')).toEqual({ ok: true, elapsedMs: 9 });
    worker.answer('testRelay', () => ({ ok: false, error: { code: 'sync_relay_unreachable' } }));
    expect(await store.getState().testRelay('ws://127.0.0.1:9')).toEqual({ ok: false, error: { code: 'sync_relay_unreachable' } });
  });
});
