import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { CONTENT_SECURITY_POLICY_HEADER } from '../deploy/policy.mjs';
import { assistantMessages, configure, mock, readTable, send, waitIdle } from './support/app';
import { PEACH, extractionFor } from './support/memory';
import {
  NESTED_PATH,
  STATIC_HEADERS_ORIGIN,
  STATIC_ORIGIN,
  failOnHttpErrors,
  serviceWorkerControl,
  staticHost,
} from './support/staticHost';

// One dist/, put on a plain static host (tools/static-server.mjs, not Vite), works at the site root
// and under a nested sub-path, online and offline, with no 404 and no policy violation (the guard in
// support/test.ts listens in the page and in its workers).

// The service worker is half of what is tested here (blocked for the rest of the suite).
test.use({ serviceWorkers: 'allow' });

const HOSTS = [
  { name: 'at the site root, with no headers', url: `${STATIC_ORIGIN}/`, headers: false },
  { name: 'under a nested sub-path, with no headers (like GitHub Pages)', url: `${STATIC_ORIGIN}${NESTED_PATH}`, headers: false },
  { name: 'under a nested sub-path, with the shipped _headers', url: `${STATIC_HEADERS_ORIGIN}${NESTED_PATH}`, headers: true },
];

const memoryStatus = (page: Page) => page.getByRole('status', { name: 'Memory status' });
const inspector = (page: Page) => page.getByRole('dialog', { name: 'What Mindkeep remembers' });

async function openAt(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await expect(memoryStatus(page)).toBeVisible();
}

async function expectPeachInMemoryView(page: Page) {
  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  await expect(inspector(page).getByRole('listitem').filter({ hasText: '用户喜欢吃桃子' })).toBeVisible();
  await inspector(page).getByRole('button', { name: 'Close' }).click();
}

test.beforeEach(async () => {
  // Several installs and offline reloads of a 4 MB precache each: slow on a shared 2-core machine.
  test.setTimeout(120_000);
  await mock.reset();
  await staticHost.reset();
});

for (const host of HOSTS) {
  test(`${host.name}: chat, a memory remembered and recalled, the memory view, and an offline reload`, async ({ page, context }) => {
    const noHttpErrors = failOnHttpErrors(page);
    await openAt(page, host.url);
    await configure(page);

    // Everything the page asked for came from its own folder.
    const urls = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].map((e) =>
        'src' in e ? e.src : e.href,
      ),
    );
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url.startsWith(host.url), url).toBe(true);

    await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
    await send(page, '记住我喜欢吃桃子');
    await expect(assistantMessages(page).first()).toContainText('Mock reply to: 记住我喜欢吃桃子');
    await waitIdle(page);
    await expect(memoryStatus(page)).toHaveText('Memory on');
    expect(await readTable(page, 'memory', 'memories')).toEqual([expect.objectContaining({ text: '用户喜欢吃桃子', status: 'active' })]);

    // Reloaded at the same address, a new conversation recalls it.
    await page.reload();
    await expect(memoryStatus(page)).toHaveText('Memory on');
    await page.getByRole('button', { name: 'New chat' }).click();
    // Recall has a 300 ms deadline per message (a late memory is left out, not waited for), and the first one
    // after a reload builds the index: on a loaded machine it may come too late, so the question is asked
    // until the memory is there, at most three times.
    const carriesMemory = async () =>
      ((await mock.chatRequests()).at(-1)!.body as { messages: Array<{ role: string; content: string }> }).messages.some(
        (m) => m.role === 'system' && m.content.includes('用户喜欢吃桃子'),
      );
    let recalled = false;
    for (let attempt = 0; attempt < 3 && !recalled; attempt++) {
      await send(page, '我喜欢吃什么？');
      await waitIdle(page);
      recalled = await carriesMemory();
    }
    expect(recalled, 'the memory is recalled in another conversation').toBe(true);
    await expectPeachInMemoryView(page);

    // The service worker is this copy's own: its script and scope are the folder the app is served from.
    expect(await serviceWorkerControl(page)).toEqual({ scope: host.url, script: `${host.url}sw.js` });
    const worker = page.workers().find((w) => w.url().startsWith(`${host.url}assets/`));
    expect(worker, 'the app worker runs from the assets folder').toBeTruthy();
    if (host.headers) {
      // The worker makes every model call: it must run under the same policy as the page (the <meta> cannot reach it).
      const served = await page.request.get(worker!.url());
      expect(served.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY_HEADER);
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await expect(memoryStatus(page)).toBeVisible();
    await expectPeachInMemoryView(page);
    await context.setOffline(false);

    noHttpErrors();
    expect(await staticHost.misses()).toEqual([]);
  });
}

test('the web manifest at a sub-path: start_url, scope and icons all inside the folder, every icon served', async ({ page }) => {
  const folder = `${STATIC_ORIGIN}${NESTED_PATH}`;
  await openAt(page, folder);
  const href = await page.locator('link[rel="manifest"]').evaluate((link: HTMLLinkElement) => link.href);
  expect(href).toBe(`${folder}manifest.webmanifest`);
  const manifest = (await (await page.request.get(href)).json()) as { start_url: string; scope: string; icons: Array<{ src: string }> };
  expect(new URL(manifest.start_url, href).href).toBe(folder);
  expect(new URL(manifest.scope, href).href).toBe(folder);
  for (const icon of manifest.icons) {
    const url = new URL(icon.src, href).href;
    expect(url.startsWith(folder), url).toBe(true);
    expect((await page.request.get(url)).status(), url).toBe(200);
  }
  expect((await page.request.get(`${folder}mindkeep-export.schema.json`)).status()).toBe(200);
  expect(await staticHost.misses()).toEqual([]);
});

test('a violation inside the worker reaches the policy guard when the worker runs under the shipped headers', async ({
  page,
  cspViolations,
}) => {
  await openAt(page, `${STATIC_HEADERS_ORIGIN}${NESTED_PATH}`);
  const worker = page.workers().find((w) => w.url().includes('/assets/'))!;
  // A plain-http address off loopback: connect-src refuses it (and TEST-NET-1 would never answer anyway).
  await worker.evaluate(() => void fetch('http://192.0.2.1/').catch(() => {}));
  await expect.poll(() => cspViolations.filter((v) => v.startsWith('worker: connect-src blocked http://192.0.2.1/'))).toHaveLength(1);
  cspViolations.length = 0;
});

test('two copies at two paths of one origin: installing the root copy leaves the nested copy its worker and offline files', async ({
  page,
  context,
}) => {
  const nested = `${STATIC_ORIGIN}${NESTED_PATH}`;
  const root = `${STATIC_ORIGIN}/`;
  // The nested copy first: the root copy's scope is a prefix of the nested one's, the risky order.
  await openAt(page, nested);
  expect(await serviceWorkerControl(page)).toEqual({ scope: nested, script: `${nested}sw.js` });
  await openAt(page, root);
  expect(await serviceWorkerControl(page)).toEqual({ scope: root, script: `${root}sw.js` });
  const scopes = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope).sort());
  expect(scopes).toEqual([root, nested].sort());

  await context.setOffline(true);
  for (const url of [nested, root]) {
    await openAt(page, url);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${url}sw.js`);
  }
  // A setup link (any query) opens offline too.
  await page.goto(`${nested}?preset=demo`);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await context.setOffline(false);
  expect(await staticHost.misses()).toEqual([]);
});

test("two copies at two paths of one origin: the first visit to the nested copy is not answered by the root copy's worker", async ({
  page,
}) => {
  const nested = `${STATIC_ORIGIN}${NESTED_PATH}`;
  await openAt(page, `${STATIC_ORIGIN}/`);
  await serviceWorkerControl(page);
  // Whatever is published at the nested path is what opens there, not the root copy's cached page.
  const firstVisit = await page.goto(nested);
  expect(firstVisit?.fromServiceWorker()).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  expect(await serviceWorkerControl(page)).toEqual({ scope: nested, script: `${nested}sw.js` });
  expect(await staticHost.misses()).toEqual([]);
});

test('at a sub-path, a new version is announced and taken when the user accepts it', async ({ page }) => {
  const folder = `${STATIC_ORIGIN}${NESTED_PATH}`;
  await openAt(page, folder);
  await serviceWorkerControl(page);

  await staticHost.publishNewVersion();
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'A new version of Mindkeep is available.' });
  await expect(banner).toBeVisible();
  const waiting = () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
  expect(await waiting()).toBe(true);

  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
  // Accepting activates the waiting version, and the page reloads under it.
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button').click()]);
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await waiting()).toBe(false);
  expect(await serviceWorkerControl(page)).toEqual({ scope: folder, script: `${folder}sw.js` });
});
