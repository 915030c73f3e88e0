import { expect, test, type Page } from '@playwright/test';
import { STATIC_HEADERS_PORT, STATIC_PORT } from '../../playwright.config';

/** Where tools/static-server.mjs serves dist/ for the e2e tests (playwright.config.ts starts it). */
export const STATIC_ORIGIN = `http://127.0.0.1:${STATIC_PORT}`;
export const STATIC_HEADERS_ORIGIN = `http://127.0.0.1:${STATIC_HEADERS_PORT}`;
export const NESTED_PATH = '/a/b/mindkeep/';

async function call(method: 'GET' | 'POST', path: string): Promise<{ misses: string[]; version: number }> {
  const res = await fetch(`${STATIC_ORIGIN}/__static/${path}`, { method });
  if (!res.ok) throw new Error(`static server ${method} /__static/${path} failed with HTTP ${res.status}`);
  return (await res.json()) as { misses: string[]; version: number };
}

export const staticHost = {
  /** Forgets the 404s seen and serves the build's own sw.js again. */
  reset: () => call('POST', 'reset'),
  /** Paths answered 404 since the last reset, by either port. */
  misses: async () => (await call('GET', 'misses')).misses,
  /** From now on sw.js differs by a comment, as after a deploy: the browser finds a new version. */
  publishNewVersion: () => call('POST', 'new-version'),
};

type Control = { scope: string; script: string } | { uncontrolled: string };

/**
 * Resolves once the service worker registered for this page is active and controls it (a page first
 * opened under another copy's wider scope changes hands when its own worker claims it); returns that
 * registration's scope and the controlling script.
 *
 * A page whose navigation was still under way when the first worker activated is never claimed: a claim
 * passes over clients that are not yet execution-ready, and the navigation had already gone to the network.
 * On a loaded machine a reload can fall into that window (seen about once in three CI runs). The page is
 * then controlled from its next load, as a user's next visit would be, so the check reloads once and asks
 * again instead of waiting for an event that never comes.
 */
export async function serviceWorkerControl(page: Page): Promise<{ scope: string; script: string }> {
  let control = await controlOf(page);
  if ('uncontrolled' in control) {
    // Kept in the report (reports/e2e.json) so the rate of this case stays visible.
    test.info().annotations.push({ type: 'service worker claimed no page', description: control.uncontrolled });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    control = await controlOf(page);
  }
  if ('uncontrolled' in control) throw new Error(`the page is not controlled by its own service worker: ${control.uncontrolled}`);
  return control;
}

/** The page's own worker, once active, and whether it controls the page within a few seconds of activating. */
function controlOf(page: Page): Promise<Control> {
  return page.evaluate(async (claimMs): Promise<Control> => {
    // The page's own registration: its sw.js beside the page. Not `navigator.serviceWorker.ready`, which resolves with
    // whichever registration covers the page when it is asked: under another copy's wider scope, that copy's, if the
    // page has not registered its own yet (a race a faster test run loses).
    const script = new URL('sw.js', location.href).href;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    const waitUntil = Date.now() + claimMs;
    let registration: ServiceWorkerRegistration | undefined;
    while (!registration?.active || registration.active.state !== 'activated') {
      if (Date.now() > waitUntil) return { uncontrolled: `no active worker registered for ${script}` };
      registration = (await navigator.serviceWorker.getRegistrations()).find(
        (r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL === script,
      );
      if (!registration?.active || registration.active.state !== 'activated') await pause();
    }
    const own = () => navigator.serviceWorker.controller?.scriptURL === script;
    // The claim runs in the activate handler, outside its waitUntil: it may land just after 'activated'.
    const deadline = Date.now() + claimMs;
    while (!own() && Date.now() < deadline)
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
        setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
    if (!own())
      return {
        uncontrolled: `controller ${navigator.serviceWorker.controller?.scriptURL ?? 'none'}, active ${registration.active.scriptURL} (${registration.active.state})`,
      };
    return { scope: registration.scope, script: navigator.serviceWorker.controller!.scriptURL };
  }, 10_000);
}

/** Fails the test on any HTTP error answer to the page or its workers (a 404 is a file asked at the wrong path). */
export function failOnHttpErrors(page: Page): () => void {
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return () => expect(errors, 'HTTP errors').toEqual([]);
}
