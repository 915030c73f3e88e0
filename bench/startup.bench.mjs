#!/usr/bin/env node
// Start-up budgets: the gzip size of the JavaScript the page and the worker need before the
// composer is usable, and the time to a usable composer on loopback in Chromium (first visit: empty cache;
// returning visit: same profile, HTTP cache and service worker warm). Writes JSON to BENCH_OUT (or stdout).
// Its own `vite preview` on a free port, stopped in `finally` and on SIGINT/SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, LAUNCH_ARGS } from '../e2e/support/chromium.mjs';
import { freePort, waitForHttp } from './net.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const RUNS = 7;

const progress = (line) => process.stderr.write(`  [start-up] ${line}\n`);
const gzipKb = (file) => gzipSync(readFileSync(file)).length / 1024;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** A chunk and every chunk it imports statically (what must load before it runs). */
function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g))
      visit(join(dirname(file), m[1]));
  };
  visit(entry);
  return [...seen];
}

function bundleSizes() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  // The page is built with a relative base (it works under any sub-path), so its script reads
  // `./assets/…`; an absolute `/assets/…` is read the same way.
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="(?:\.?\/)?([^"]+)"/g)].map((m) => join(DIST, m[1]));
  const main = [...new Set(entries.flatMap(staticClosure))];
  // `new Worker(new URL(new URL("entry-….js", import.meta.url)…))`: relative to the chunk that says it.
  const workerPattern = /new Worker\((?:new URL\()+["'`](?:\.?\/)?([^"'`]+\.js)["'`]/;
  const workerFile = main
    .map((f) => {
      const m = readFileSync(f, 'utf8').match(workerPattern);
      if (!m) return null;
      return m[1].startsWith('assets/') ? join(DIST, m[1]) : join(dirname(f), m[1]);
    })
    .find(Boolean);
  const worker = workerFile ? staticClosure(workerFile) : [];
  // A pattern that stops matching the build must fail the bench, not report 0 kB as met.
  if (main.length === 0 || worker.length === 0)
    throw new Error(`start-up bench: found ${main.length} page chunks and ${worker.length} worker chunks in ${DIST}`);
  const sum = (files) => Math.round(files.reduce((a, f) => a + gzipKb(f), 0) * 10) / 10;
  const names = (files) => files.map((f) => f.slice(DIST.length + 1));
  return { mainKb: sum(main), mainFiles: names(main), workerKb: sum(worker), workerFiles: names(worker) };
}

/** Milliseconds from navigation start until the composer can be typed into. */
async function timeToComposer(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => {
    const el = document.querySelector('textarea[aria-label="Message"]');
    return el instanceof HTMLTextAreaElement && !el.disabled;
  });
  return page.evaluate(() => Math.round(performance.now()));
}

let preview = null;
let browser = null;
const stop = () => {
  if (preview && preview.exitCode === null) {
    for (const target of [-preview.pid, preview.pid]) {
      try {
        process.kill(target, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
};
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    stop();
    process.exit(1);
  });

try {
  if (!existsSync(join(DIST, 'index.html'))) {
    progress('dist/ missing: vite build');
    if (spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], cwd: ROOT }).status !== 0)
      throw new Error('vite build failed');
  }
  const sizes = bundleSizes();
  const port = await freePort();
  preview = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, 30_000);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });

  const first = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    first.push(await timeToComposer(await context.newPage(), url));
    await context.close();
  }
  progress(`first visits: ${first.join(', ')} ms`);

  const context = await browser.newContext();
  const page = await context.newPage();
  await timeToComposer(page, url);
  // Let the service worker take control, as it would between two real visits.
  await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
  const returning = [];
  for (let i = 0; i < RUNS; i++) returning.push(await timeToComposer(page, url));
  await context.close();
  progress(`returning visits: ${returning.join(', ')} ms`);

  const result = { ...sizes, firstVisitMs: median(first), returningVisitMs: median(returning), first, returning };
  const json = JSON.stringify(result, null, 2);
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, json);
  else process.stdout.write(`${json}\n`);
} finally {
  await browser?.close();
  stop();
}
