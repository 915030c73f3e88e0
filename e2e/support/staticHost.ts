import { expect, type Page } from '@playwright/test';
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

/**
 * Resolves once the service worker registered for this page is active and controls it (a page first
 * opened under another copy's wider scope changes hands when its own worker claims it); returns that
 * registration's scope and the controlling script.
 */
export async function serviceWorkerControl(page: Page): Promise<{ scope: string; script: string }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const own = () => navigator.serviceWorker.controller?.scriptURL === registration.active?.scriptURL;
    while (!own()) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    return { scope: registration.scope, script: navigator.serviceWorker.controller!.scriptURL };
  });
}

/** Fails the test on any HTTP error answer to the page or its workers (a 404 is a file asked at the wrong path). */
export function failOnHttpErrors(page: Page): () => void {
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return () => expect(errors, 'HTTP errors').toEqual([]);
}
