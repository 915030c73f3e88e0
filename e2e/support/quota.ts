import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

// A full disk, for real: Chromium's DevTools protocol lowers the origin's storage quota
// (Storage.overrideQuotaForOrigin); the app has no test-only code path.
//
// Chromium's IndexedDB keeps the space it last found free for about 30 s, and lets through any write that
// fits in it without asking again: lowered after the app stored its data, a quota takes effect only half a
// minute later. A write larger than the remembered space makes it ask at once. So a test caps the quota
// before the app first stores anything (the remembered space is then at most HEADROOM), and to fill the disk
// it sets the quota to one byte and writes more than HEADROOM: that write is refused, Chromium now knows the
// disk is full, and the quota the test wants (usage plus a margin) holds from the next write on.

// Room for the service worker's precache (about 4 MB) and what a test stores before it fills the disk.
const HEADROOM = 16 * 1024 * 1024;

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** One write of `size` bytes to a throw-away database of the origin: 'ok' or the error's name. */
const probeWrite = (page: Page, size: number) =>
  page.evaluate(
    (size) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('quota-probe', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('s');
        open.onerror = () => resolve(open.error?.name ?? 'error');
        open.onsuccess = () => {
          const tx = open.result.transaction('s', 'readwrite');
          tx.objectStore('s').put('x'.repeat(size), 'probe');
          tx.oncomplete = () => (open.result.close(), resolve('ok'));
          tx.onabort = () => (open.result.close(), resolve(tx.error?.name ?? 'aborted'));
        };
      }),
    size,
  );

export interface Quota {
  readonly origin: string;
  /** The DevTools session whose override holds the quota; it lasts as long as the test's context. */
  readonly cdp: CDPSession;
  /** From the next write on, the origin may store `margin` more bytes than it uses now. */
  fill(margin: number): Promise<void>;
  /** Gives the origin its normal quota back: the space a user frees, without waiting for Chromium to reclaim it. */
  free(): Promise<void>;
}

/**
 * Caps the origin's quota at its usage plus HEADROOM. Call it first in the test, before the app opens in any
 * page of the context: a write made under the normal quota would let Chromium remember gigabytes free.
 */
export async function capQuota(context: BrowserContext): Promise<Quota> {
  // A same-origin file that opens no database; the page stays open so that its session's override lasts.
  const holder = await context.newPage();
  await holder.goto('/manifest.webmanifest');
  const origin = new URL(holder.url()).origin;
  const cdp = await context.newCDPSession(holder);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: (await usage(holder)) + HEADROOM });
  return {
    origin,
    cdp,
    async fill(margin) {
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
      expect(await probeWrite(holder, HEADROOM + 1024 * 1024), 'a write over the headroom is refused (capQuota came first)').toBe(
        'QuotaExceededError',
      );
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: (await usage(holder)) + margin });
    },
    free: () => cdp.send('Storage.overrideQuotaForOrigin', { origin }).then(() => {}),
  };
}

/**
 * A new, blank page of the context, with the origin's quota set to its usage plus `margin` bytes (null: the
 * normal quota); the caller then opens the app in it.
 */
export async function pageWithQuota(context: BrowserContext, quota: Quota, margin: number | null): Promise<Page> {
  if (margin === null) await quota.free();
  else await quota.fill(margin);
  return context.newPage();
}
