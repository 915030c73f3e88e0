import { describe, expect, it, vi } from 'vitest';
import { createTestStore } from './storeHarness.testutil';

describe('app status slice', () => {
  it('given the network drops and comes back, when watched, then the page says so and the "back online" note clears by itself', async () => {
    const { store, page } = createTestStore();
    store.getState().startAppStatus();
    page.setOnline(false);
    expect(store.getState()).toMatchObject({ online: false, backOnline: false });
    page.setOnline(true);
    expect(store.getState()).toMatchObject({ online: true, backOnline: true });
    // The note's lifetime is injected (a few ms here): wait for the condition, not for a fixed time.
    await vi.waitFor(() => expect(store.getState().backOnline).toBe(false));
    expect(store.getState().online).toBe(true);
  });
});
