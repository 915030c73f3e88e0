import { describe, expect, it } from 'vitest';
import { isOnline, registerPwa, watchOnline } from './pwa';

// Importing this file under Vitest is itself a test: `virtual:pwa-register` exists only in a PWA build.
describe('network state', () => {
  it('Given a browser that says it is offline, then isOnline is false; online or unknown counts as online', () => {
    expect(isOnline({ onLine: false })).toBe(false);
    expect(isOnline({ onLine: true })).toBe(true);
    expect(isOnline(undefined)).toBe(true);
  });

  it('Given a watcher, when the network goes and comes back, then it hears both, and nothing after unsubscribing', () => {
    const target = new EventTarget();
    const heard: boolean[] = [];
    const stop = watchOnline((online) => heard.push(online), target);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(heard).toEqual([false, true]);
  });
});

describe('registerPwa', () => {
  it('Given no PWA build (tests, dev server), when registering, then it resolves to a harmless no-op', async () => {
    let called = false;
    const registration = await registerPwa({ onNeedRefresh: () => (called = true) });
    await expect(registration.applyUpdate()).resolves.toBeUndefined();
    expect(called).toBe(false);
  });
});
