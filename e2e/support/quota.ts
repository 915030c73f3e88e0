import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

// A full disk, for real: Chromium's DevTools protocol lowers the origin's storage quota
// (Storage.overrideQuotaForOrigin); the app has no test-only code path. Chromium's IndexedDB keeps the
// origin's remaining space cached for about 30 s (measured: a 1-byte quota on an origin with data let writes
// through for 28–32 s), so a test first waits until a write is refused, then sets the quota it wants.

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** One small write to a throw-away database of the origin: 'ok' or the error's name. */
const probeWrite = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('quota-probe', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('s');
        open.onerror = () => resolve(open.error?.name ?? 'error');
        open.onsuccess = () => {
          const tx = open.result.transaction('s', 'readwrite');
          tx.objectStore('s').put('x'.repeat(1024), 'probe');
          tx.oncomplete = () => (open.result.close(), resolve('ok'));
          tx.onabort = () => (open.result.close(), resolve(tx.error?.name ?? 'aborted'));
        };
      }),
  );

/**
 * Opens a new page of the context on a same-origin file (no app database opened) with the origin's quota set
 * to its usage plus `margin` bytes (null: the normal quota); the caller then opens the app in it.
 */
export async function pageWithQuota(
  context: BrowserContext,
  margin: number | null,
): Promise<{ page: Page; cdp: CDPSession; origin: string }> {
  const page = await context.newPage();
  await page.goto('/manifest.webmanifest');
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  if (margin === null) await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  else {
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
    await expect.poll(() => probeWrite(page), { timeout: 60_000, intervals: [2_000] }).toBe('QuotaExceededError');
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: (await usage(page)) + margin });
  }
  return { page, cdp, origin };
}

/** Gives the origin its normal quota back: the space a user frees, without waiting for Chromium to reclaim it. */
export const freeSpace = (cdp: CDPSession, origin: string) => cdp.send('Storage.overrideQuotaForOrigin', { origin });
