#!/usr/bin/env node
// Scale benchmark: the built app in Chromium with a heavy user's year seeded (2,000
// conversations, 150,000 messages, 5,000 memories) and with one tenth of it. Measures, through the UI:
// reload → newest chat listed, background index build until the oldest message is searchable, search
// from the last keystroke to results (the 120 ms debounce subtracted), opening a 100-message chat, and
// the memory-view filter. Writes JSON to BENCH_OUT (or stdout). Own ports, everything stopped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { buildHeavyChat, pageSessionHash, seedChat } from '../scripts/heavySeed.mjs';
import { CHROMIUM, LAUNCH_ARGS } from '../e2e/support/chromium.mjs';
import { SEARCH_QUERIES } from './topics.mjs';
import { buildMemories, killTree, loadMemories } from './mainThread.bench.mjs';
import { freePort, waitForHttp } from './net.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const SEARCH_DEBOUNCE_MS = 120; // src/state/deps.ts (DEFAULT_TIMING)
const MEMORY_FILTER_DEBOUNCE_MS = 60; // src/state/memoryViewSlice.ts
export const SCALES = [
  { label: 'one tenth', conversations: 200, messagesPerConversation: 75, memories: 500 },
  { label: 'heavy', conversations: 2_000, messagesPerConversation: 75, memories: 5_000 },
];
const OPEN_TITLE = 'Bench: a 100-message chat';
const NEEDLE = 'quokka';
const progress = (line) => process.stderr.write(`  [scale] ${line}\n`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.floor((s.length - 1) / 2)]) : Number.NaN;
};

/** The scale's chat, plus a 100-message chat that is the newest, and a needle in the oldest conversation. */
function chatFor(scale, now) {
  const chat = buildHeavyChat({ conversations: scale.conversations, messagesPerConversation: scale.messagesPerConversation, now });
  const oldest = chat.messages.findLast((m) => m.seq === 5);
  oldest.text = `A ${NEEDLE} smiled at us on Rottnest Island.`;
  const at = new Date(Date.parse(now) + 60_000).toISOString();
  chat.conversations.push({ id: 'bench-open', title: OPEN_TITLE, mode: 'ordinary_chat', createdAt: at, lastActiveAt: at });
  for (let i = 0; i < 100; i += 1)
    chat.messages.push({
      id: `bench-open-m${String(i).padStart(3, '0')}`,
      conversationId: 'bench-open',
      role: i % 2 ? 'assistant' : 'user',
      text: `Bench message ${i}: ${i % 2 ? 'an answer with a few sentences of text in it.' : 'a question?'}`,
      status: 'complete',
      createdAt: at,
      seq: i,
    });
  return chat;
}

/** Waits (every frame) until `predicate` holds in the page; returns the page's performance.now() then. */
async function pageTimeWhen(page, predicate, arg) {
  const handle = await page.waitForFunction(predicate, arg, { polling: 'raf', timeout: 120_000 });
  return handle.jsonValue();
}

async function measureScale(browser, appURL, scale) {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  try {
    await page.goto(appURL);
    await page.getByRole('status', { name: 'Memory status' }).waitFor();
    const chat = chatFor(scale, new Date().toISOString());
    progress(`${scale.label}: seeding ${chat.messages.length} messages, ${scale.memories} memories`);
    await seedChat(page, chat);
    const hash = await pageSessionHash(page);
    await loadMemories(page, `mindkeep-memory-${hash}`, buildMemories(scale.memories, hash));
    const nav = page.getByRole('navigation', { name: 'Conversations' });
    const search = nav.getByRole('searchbox', { name: 'Search conversations' });

    // Reload → the newest conversation listed (ms since navigation start), three times.
    const reloads = [];
    let indexReadyMs = Number.NaN;
    for (let i = 0; i < 3; i += 1) {
      await page.reload({ waitUntil: 'commit' });
      reloads.push(
        await pageTimeWhen(
          page,
          (title) => [...document.querySelectorAll('nav .conversation .title')].some((e) => e.textContent === title) && performance.now(),
          OPEN_TITLE,
        ),
      );
      if (i === 2) {
        // The index builds in the background after every start; the open search re-runs when the build
        // ends. Everything below is measured once it is built.
        await search.fill(NEEDLE);
        indexReadyMs = await pageTimeWhen(
          page,
          () => !!document.querySelector('nav [role="list"][aria-label="Search conversations"] button') && performance.now(),
        );
        await search.fill('');
      }
    }
    const domRows = await nav.locator('button.conversation').count();

    // Search: last keystroke → results rendered, minus the debounce.
    const searches = [];
    for (let round = 0; round < 3; round += 1)
      for (const q of SEARCH_QUERIES) {
        await search.fill('');
        await nav.locator('button.conversation').first().waitFor();
        await page.evaluate(() => {
          window.__inputAt = undefined;
          document.addEventListener('input', () => (window.__inputAt = performance.now()), { capture: true, once: true });
        });
        await search.fill(q);
        const shownAt = await pageTimeWhen(
          page,
          () => !!document.querySelector('nav [role="list"][aria-label="Search conversations"] button') && performance.now(),
        );
        const inputAt = await page.evaluate(() => window.__inputAt);
        searches.push(shownAt - inputAt - SEARCH_DEBOUNCE_MS);
      }
    await search.fill('');

    // Opening the 100-message chat: click → its newest message shown. Another chat is opened in between.
    const opens = [];
    for (let i = 0; i < 3; i += 1) {
      await nav.locator('button.conversation').nth(1).click();
      await page.locator('article').first().waitFor();
      await page.evaluate(() =>
        document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true }),
      );
      await nav.getByRole('button', { name: OPEN_TITLE, exact: true }).click();
      const shownAt = await pageTimeWhen(
        page,
        () => !!document.querySelector('article[aria-label^="Assistant: Bench message 99"]') && performance.now(),
      );
      opens.push(shownAt - (await page.evaluate(() => window.__clickAt)));
    }

    // Memory view: typing a filter → the count line updates (its debounce subtracted).
    await page.getByRole('button', { name: 'Memory', exact: true }).click();
    const memorySearch = page.getByRole('searchbox', { name: 'Search memories' });
    await memorySearch.waitFor();
    const filters = [];
    for (const q of ['coffee', '桃子', 'kubernetes', '旅行', 'jazz']) {
      await memorySearch.fill('');
      await page.waitForTimeout(300);
      const before = await page.locator('.inspector p.faint[aria-live]').textContent();
      await page.evaluate(() =>
        document.addEventListener('input', () => (window.__inputAt = performance.now()), { capture: true, once: true }),
      );
      await memorySearch.fill(q);
      const shownAt = await pageTimeWhen(
        page,
        (b) => document.querySelector('.inspector p.faint[aria-live]')?.textContent !== b && performance.now(),
        before,
      );
      filters.push(shownAt - (await page.evaluate(() => window.__inputAt)) - MEMORY_FILTER_DEBOUNCE_MS);
    }
    return {
      label: scale.label,
      conversations: chat.conversations.length,
      messages: chat.messages.length,
      memories: scale.memories,
      reloadMs: median(reloads),
      indexReadyMs: Math.round(indexReadyMs),
      domRows,
      searchMedian: median(searches),
      searchMax: Math.round(Math.max(...searches)),
      openMedian: median(opens),
      memoryFilterMedian: median(filters),
    };
  } finally {
    await context.close();
  }
}

export async function runScaleBench(scales = SCALES) {
  let preview = null;
  const stop = () => killTree(preview);
  process.once('exit', stop);
  let browser = null;
  try {
    if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
      const build = spawnSync(process.execPath, [VITE, 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      if (build.status !== 0) throw new Error('vite build failed');
    }
    const port = await freePort();
    preview = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    const appURL = `http://127.0.0.1:${port}/`;
    await waitForHttp(appURL, 30_000);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
    const rows = [];
    for (const scale of scales) rows.push(await measureScale(browser, appURL, scale));
    return { rows };
  } finally {
    await browser?.close();
    stop();
    process.removeListener('exit', stop);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const only = process.env.SCALE_ONLY;
    const result = await runScaleBench(only ? SCALES.filter((s) => s.label === only) : SCALES);
    const json = JSON.stringify(result, null, 2);
    if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, json);
    else process.stdout.write(`${json}\n`);
  } catch (e) {
    process.stderr.write(`scale benchmark failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  }
}
