#!/usr/bin/env node
// Conversation search after a reload, in Chromium, with the heavy seed (or SEARCH_SCALE=tenth): the
// built app of this checkout ("after") and, when SEARCH_BEFORE_DIST names another build (the app
// before its index was stored), the same steps on it ("before"). Per app: time from navigation start
// to the first result for a word of one message, the worker's JavaScript heap after GC once search is
// ready and after ten searches, how long a rename takes to become searchable, and the storage the index
// adds. Writes JSON to BENCH_OUT (or stdout). Own ports and browser, everything stopped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { buildHeavyChat, seedChat } from '../scripts/heavySeed.mjs';
import { CHROMIUM, LAUNCH_ARGS } from '../e2e/support/chromium.mjs';
import { SEARCH_QUERIES } from './topics.mjs';
import { killTree } from './mainThread.bench.mjs';
import { freePort, waitForHttp } from './net.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const SCALES = {
  heavy: { label: 'heavy', conversations: 2_000, messagesPerConversation: 75 },
  tenth: { label: 'one tenth', conversations: 200, messagesPerConversation: 75 },
};
const NEEDLE = 'quokka';
const RENAMED = 'Wombatclub';
const SEARCH_DEBOUNCE_MS = 120; // src/state/deps.ts (DEFAULT_TIMING)
const progress = (line) => process.stderr.write(`  [search-startup] ${line}\n`);

function chatFor(scale) {
  const chat = buildHeavyChat({ ...scale, now: new Date().toISOString() });
  const oldest = chat.messages.findLast((m) => m.seq === 5);
  oldest.text = `A ${NEEDLE} smiled at us on Rottnest Island.`;
  return chat;
}

/** The worker's used JS heap after a full GC (MB), through the browser's DevTools protocol. */
async function workerHeapMb(browser, origin) {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    let total = 0;
    for (const target of targetInfos.filter((t) => t.type === 'worker' && t.url.startsWith(origin))) {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      let id = 0;
      const waiting = new Map();
      const onMessage = (e) => {
        const m = JSON.parse(e.message);
        waiting.get(m.id)?.(m.result);
      };
      cdp.on('Target.receivedMessageFromTarget', onMessage);
      const call = (method, params = {}) =>
        new Promise((resolve) => {
          id += 1;
          waiting.set(id, resolve);
          void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
        });
      await call('HeapProfiler.enable');
      await call('HeapProfiler.collectGarbage');
      total += (await call('Runtime.getHeapUsage')).usedSize;
      cdp.off('Target.receivedMessageFromTarget', onMessage);
      await cdp.send('Target.detachFromTarget', { sessionId });
    }
    return Math.round(total / 1e5) / 10;
  } finally {
    await cdp.detach();
  }
}

const usage = (page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/**
 * Fills the search box and waits for a hit with no "Indexing" note. Returns the page time then and
 * the time from the input event to it, minus the 120 ms debounce.
 */
async function searchUntilComplete(page, query) {
  const nav = page.getByRole('navigation', { name: 'Conversations' });
  await page.evaluate(() => {
    window.__inputAt = undefined;
    document.addEventListener('input', () => (window.__inputAt = performance.now()), { capture: true, once: true });
  });
  await nav.getByRole('searchbox', { name: 'Search conversations' }).fill(query);
  const handle = await page.waitForFunction(
    () =>
      !!document.querySelector('nav [role="list"][aria-label="Search conversations"] button') &&
      !document.querySelector('nav')?.textContent?.includes('Indexing conversations') &&
      performance.now(),
    undefined,
    { polling: 'raf', timeout: 600_000 },
  );
  const shownAt = await handle.jsonValue();
  const inputAt = await page.evaluate(() => window.__inputAt);
  return { shownAt, queryMs: Math.round(shownAt - inputAt - SEARCH_DEBOUNCE_MS) };
}

/** Page time when the stored index holds `word` as a title word (null: this app stores no index). */
async function storedIndexHas(page, word) {
  return page.evaluate(
    ({ word, names }) =>
      new Promise((resolve) => {
        const started = performance.now();
        const poll = (db) => {
          if (!db.objectStoreNames.contains('searchPostings')) return resolve(null);
          const range = IDBKeyRange.bound([`\u0001${word}`, -Infinity], [`\u0001${word}\uffff`, Infinity]);
          const req = db.transaction('searchPostings').objectStore('searchPostings').count(range);
          req.onsuccess = () =>
            req.result > 0
              ? resolve(performance.now())
              : performance.now() - started > 10_000
                ? resolve(null)
                : setTimeout(() => poll(db), 2);
        };
        const open = indexedDB.open(names.find((n) => n.startsWith('mindkeep-chat-')));
        open.onsuccess = () => poll(open.result);
      }),
    { word, names: await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)) },
  );
}

async function measureApp(browser, appURL, scale, chat) {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);
  try {
    await page.goto(appURL);
    await page.getByRole('status', { name: 'Memory status' }).waitFor();
    progress(`${scale.label}: seeding ${chat.messages.length} messages`);
    await seedChat(page, chat);
    const seeded = await usage(page);
    // First start with the rows written around the app: the index is built (after) or rebuilt (before).
    await page.reload({ waitUntil: 'commit' });
    const firstStartMs = Math.round((await searchUntilComplete(page, NEEDLE)).shownAt);
    progress(`${scale.label}: first start searchable after ${firstStartMs} ms`);
    const indexBytes = (await usage(page)) - seeded;

    // The measured start: a reload, then the needle typed as soon as the box is there.
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('searchbox', { name: 'Search conversations' }).waitFor();
    const boxShownMs = Math.round(await page.evaluate(() => performance.now()));
    const first = await searchUntilComplete(page, NEEDLE);
    const firstResultMs = Math.round(first.shownAt);
    const queryAfterReloadMs = first.queryMs;
    await page.waitForTimeout(2_000);
    const heapAfterStartMb = await workerHeapMb(browser, new URL(appURL).origin);
    const nav = page.getByRole('navigation', { name: 'Conversations' });
    const box = nav.getByRole('searchbox', { name: 'Search conversations' });
    for (const q of SEARCH_QUERIES.slice(0, 10)) {
      await box.fill('');
      await searchUntilComplete(page, q);
    }
    const heapAfterSearchesMb = await workerHeapMb(browser, new URL(appURL).origin);

    // A rename: when the stored index holds its word, and when the sidebar lists it for a search
    // typed right after (end to end, one Playwright round trip included, the debounce subtracted).
    await box.fill('');
    const title = await nav.locator('button.conversation .title').first().textContent();
    await nav.getByRole('button', { name: `Actions: ${title}` }).click();
    await nav.getByRole('menuitem', { name: 'Rename' }).click();
    await nav.getByRole('textbox', { name: 'Rename' }).fill(RENAMED);
    await page.evaluate(() =>
      document.addEventListener('submit', () => (window.__submitAt = performance.now()), { capture: true, once: true }),
    );
    const indexed = storedIndexHas(page, RENAMED.toLowerCase());
    await nav.getByRole('textbox', { name: 'Rename' }).press('Enter');
    const foundAt = await indexed;
    const submittedAt = await page.evaluate(() => window.__submitAt);
    const writeIndexedMs = foundAt === null ? null : Math.round(foundAt - submittedAt);
    const { shownAt } = await searchUntilComplete(page, RENAMED.toLowerCase());
    const writeSearchableMs = Math.round(shownAt - submittedAt - SEARCH_DEBOUNCE_MS);
    return {
      firstStartMs,
      boxShownMs,
      firstResultMs,
      queryAfterReloadMs,
      heapAfterStartMb,
      heapAfterSearchesMb,
      writeIndexedMs,
      writeSearchableMs,
      indexMb: Math.round(indexBytes / 1e5) / 10,
    };
  } finally {
    await context.close();
  }
}

async function serve(dir) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, 30_000);
  return { server, url };
}

export async function runSearchStartupBench() {
  const scale = SCALES[process.env.SEARCH_SCALE ?? 'heavy'] ?? SCALES.heavy;
  const apps = [{ label: 'after', dist: join(ROOT, 'dist') }];
  if (process.env.SEARCH_BEFORE_DIST) apps.unshift({ label: 'before', dist: process.env.SEARCH_BEFORE_DIST });
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    const build = spawnSync(process.execPath, [VITE, 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const chat = chatFor(scale);
  const servers = [];
  const stop = () => servers.forEach((s) => killTree(s));
  process.once('exit', stop);
  let browser = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
    const rows = [];
    for (const app of apps) {
      const { server, url } = await serve(app.dist);
      servers.push(server);
      rows.push({ app: app.label, scale: scale.label, messages: chat.messages.length, ...(await measureApp(browser, url, scale, chat)) });
    }
    return { rows };
  } finally {
    await browser?.close();
    stop();
    process.removeListener('exit', stop);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const json = JSON.stringify(await runSearchStartupBench(), null, 2);
    if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, json);
    else process.stdout.write(`${json}\n`);
  } catch (e) {
    process.stderr.write(`search start-up benchmark failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  }
}
