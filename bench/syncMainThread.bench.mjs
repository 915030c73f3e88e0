#!/usr/bin/env node
// Sync and the page's main thread, in Chromium with the built app and the real relay on loopback: device A
// holds 1,000 memories and 10,000 messages (100 chats of 100) and creates a space; device B, a fresh
// browser context, joins through Settings, and the page's long tasks (> 50 ms) are recorded from B's first
// load, over the join itself (until B's databases hold everything) and over an idle window of the same
// length right after it, synced (the baseline). Sync runs in the worker: what the join may add to the page is
// rendering what arrives (the sidebar's rows), nothing else. Writes JSON to BENCH_OUT (or stdout).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, LAUNCH_ARGS } from '../e2e/support/chromium.mjs';
import { buildHeavyChat, pageSessionHash, seedChat } from '../scripts/heavySeed.mjs';
import { buildMemories, killTree, loadMemories } from './mainThread.bench.mjs';
import { freePort, waitForHttp } from './net.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const RELAY = join(ROOT, 'tools', 'relay', 'relay.mjs');
const TENTH = process.env.SYNC_BENCH_TENTH === '1';
const MEMORIES = TENTH ? 100 : 1_000;
const CONVERSATIONS = TENTH ? 10 : 100;
const PER_CONVERSATION = 100;
const PASSPHRASE = 'harbour lantern orchard 58';
const STEP_MS = 600_000;
const progress = (line) => process.stderr.write(`  [sync-main-thread] ${line}\n`);

/** Starts relay.mjs on a free port with its data in `dir`; resolves with the child and its URL. */
function startRelay(dir) {
  const child = spawn(process.execPath, [RELAY, '--port', '0', '--data', dir], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /relay listening on (ws:\/\/\S+?:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`relay exited (${code}) before listening`)));
  });
}

/** Runs in the page before its scripts: every long task, with its start in page time. */
function longTaskProbe() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const summary = (tasks, from, to) => {
  const inside = tasks.filter((t) => t.start >= from && t.start < to);
  return {
    count: inside.length,
    totalMs: Math.round(inside.reduce((s, t) => s + t.duration, 0)),
    maxMs: Math.round(Math.max(0, ...inside.map((t) => t.duration))),
  };
};

/** How many rows a table of this session's database holds (0 before it exists). */
function countRows(page, prefix, table) {
  return page.evaluate(
    async ({ prefix, table }) => {
      const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith(prefix));
      if (!name) return 0;
      return new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(table)) return (db.close(), resolve(0));
          const req = db.transaction(table).objectStore(table).count();
          req.onsuccess = () => (db.close(), resolve(req.result));
          req.onerror = () => (db.close(), resolve(0));
        };
        open.onerror = () => resolve(0);
      });
    },
    { prefix, table },
  );
}

async function openSyncSettings(page, relayUrl, deviceName) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Relay URL').fill(relayUrl);
  await dialog.getByLabel('Device name').fill(deviceName);
  await dialog.getByLabel('Sync passphrase').fill(PASSPHRASE);
  return dialog;
}

export async function runSyncMainThreadBench() {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    const build = spawnSync(process.execPath, [VITE, 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mindkeep-sync-main-'));
  const children = [];
  const stop = () => children.forEach((c) => killTree(c));
  process.once('exit', stop);
  let browser = null;
  try {
    const relay = await startRelay(dataDir);
    children.push(relay.child);
    const port = await freePort();
    const preview = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    });
    children.push(preview);
    const url = `http://127.0.0.1:${port}/`;
    await waitForHttp(url, 60_000);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });

    // Device A: the data, then a space.
    const a = await (await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' })).newPage();
    a.setDefaultTimeout(STEP_MS);
    await a.goto(url);
    await a.getByRole('status', { name: 'Memory status' }).waitFor();
    const chat = buildHeavyChat({ conversations: CONVERSATIONS, messagesPerConversation: PER_CONVERSATION, now: new Date().toISOString() });
    const hash = await pageSessionHash(a);
    await seedChat(a, chat);
    await loadMemories(a, `mindkeep-memory-${hash}`, buildMemories(MEMORIES, hash));
    progress(`device A holds ${MEMORIES} memories and ${chat.messages.length} messages; creating the space`);
    const dialogA = await openSyncSettings(a, relay.url, 'Laptop');
    await dialogA.getByLabel('Repeat passphrase').fill(PASSPHRASE);
    await dialogA.getByRole('button', { name: 'Create sync space' }).click();
    await dialogA.getByRole('group', { name: 'Sync status' }).getByText('Synced').waitFor();
    const pairingCode = (await dialogA.getByTestId('sync-pairing-code').textContent()) ?? '';
    // A says Synced once its first scan is sent, so B joins a space that already holds everything.
    progress('space created; device B joins');

    // Device B: long tasks recorded from its first load; the join, then an idle window.
    const contextB = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
    await contextB.addInitScript(longTaskProbe);
    const b = await contextB.newPage();
    b.setDefaultTimeout(STEP_MS);
    await b.goto(url);
    await b.getByRole('status', { name: 'Memory status' }).waitFor();
    const dialogB = await openSyncSettings(b, relay.url, 'Phone');
    await dialogB.getByLabel('Pairing code').fill(pairingCode);
    const now = () => b.evaluate(() => performance.now());
    const joinAt = await now();
    await dialogB.getByRole('button', { name: 'Join sync space' }).click();
    await dialogB.getByRole('group', { name: 'Sync status' }).getByText('Synced').waitFor();
    await dialogB.getByRole('button', { name: 'Cancel' }).click();
    const until = Date.now() + STEP_MS;
    for (;;) {
      const [messages, memories] = await Promise.all([
        countRows(b, 'mindkeep-chat-', 'messages'),
        countRows(b, 'mindkeep-memory-', 'memories'),
      ]);
      if (messages >= chat.messages.length && memories >= MEMORIES) break;
      if (Date.now() > until) throw new Error(`join timed out at ${messages} messages, ${memories} memories`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const doneAt = await now();
    const joinMs = doneAt - joinAt;
    progress(`device B received everything in ${Math.round(joinMs)} ms; idle baseline of the same length`);
    // The baseline: the same page, synced and idle, for as long as the join took (at most a minute).
    const baselineMs = Math.min(joinMs, 60_000);
    await b.waitForTimeout(baselineMs);
    const endAt = await now();
    const tasks = await b.evaluate(() => window.__longTasks);
    return {
      memories: MEMORIES,
      messages: chat.messages.length,
      joinMs: Math.round(joinMs),
      join: summary(tasks, joinAt, doneAt),
      baselineMs: Math.round(baselineMs),
      baseline: summary(tasks, endAt - baselineMs, endAt),
    };
  } finally {
    await browser?.close();
    stop();
    process.removeListener('exit', stop);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const json = JSON.stringify(await runSyncMainThreadBench(), null, 2);
    if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, json);
    else process.stdout.write(`${json}\n`);
  } catch (e) {
    process.stderr.write(`sync main-thread benchmark failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  }
}
