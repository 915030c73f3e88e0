#!/usr/bin/env node
// `npm run seed:heavy`: fills a browser profile with a heavy user's year (2,000 conversations, 150,000
// messages in Chinese and English, 5,000 memories) for benchmarks and manual checks. Never part of the
// app. It serves the built app on 127.0.0.1:<port>, seeds the session in a Chromium profile directory,
// and tells how to open that profile (IndexedDB belongs to the origin, so use the same port).
//   npm run seed:heavy -- [--scale=0.1] [--profile=.seed-profile] [--port=4180]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildHeavyChat, pageSessionHash, seedChat } from './heavySeed.mjs';
import { buildMemories, killTree, loadMemories } from '../bench/mainThread.bench.mjs';
import { waitForHttp } from '../bench/net.mjs';
import { CHROMIUM, LAUNCH_ARGS } from '../e2e/support/chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const scale = Number(arg('scale', '1'));
const profile = resolve(arg('profile', join(ROOT, '.seed-profile')));
const port = Number(arg('port', '4180'));
if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');

const conversations = Math.max(1, Math.round(2_000 * scale));
const memories = Math.round(5_000 * scale);

if (!existsSync(join(ROOT, 'dist', 'index.html'))) spawnSync(process.execPath, [VITE, 'build'], { cwd: ROOT, stdio: 'inherit' });
const preview = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  cwd: ROOT,
  stdio: 'ignore',
  detached: true,
});
process.once('exit', () => killTree(preview));
const url = `http://127.0.0.1:${port}/`;
let context = null;
try {
  await waitForHttp(url, 30_000);
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: LAUNCH_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(120_000);
  await page.goto(url);
  await page.getByRole('status', { name: 'Memory status' }).waitFor();
  const chat = buildHeavyChat({ conversations, messagesPerConversation: 75, now: new Date().toISOString() });
  process.stdout.write(
    `seeding ${chat.conversations.length} conversations, ${chat.messages.length} messages, ${memories} memories into ${profile}\n`,
  );
  await seedChat(page, chat);
  const hash = await pageSessionHash(page);
  await loadMemories(page, `mindkeep-memory-${hash}`, buildMemories(memories, hash));
  process.stdout.write(
    `done. Serve the app on the same origin and open the profile:\n  npx vite preview --host 127.0.0.1 --port ${port} --strictPort\n  chromium --user-data-dir=${profile} ${url}\n`,
  );
} finally {
  await context?.close();
  killTree(preview);
}
