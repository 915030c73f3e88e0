// Sync bench steps: the real engine over the loopback relay, and the page thread during a join.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { out, runVitestBench } from './common.mjs';

/** A new device receives 1,000 memories and 10,000 messages through the loopback relay in under this. */
const SYNC_RECEIVE_TARGET_MS = 60_000;

/** The lazily loaded sync chunk as built (gzip), or null before `npx vite build`. */
function syncChunkGzipKb() {
  const dir = join('dist', 'assets');
  let files;
  try {
    files = readdirSync(dir).filter((f) => f.startsWith('syncChunk-') && f.endsWith('.js'));
  } catch {
    return null;
  }
  return files.length ? gzipSync(readFileSync(join(dir, files[0]))).length / 1024 : null;
}

// Sync: the real engine over fake-indexeddb in Node, through the real relay on loopback: one device
// creates a space holding 1,000 memories and 10,000 messages, a new device joins, then restarts.
export function syncStep() {
  const chunkKb = syncChunkGzipKb();
  const r = runVitestBench('bench/sync.bench-run.ts', { outVar: 'SYNC_BENCH_OUT' });
  if (!r) {
    out('sync benchmark failed to run');
    return false;
  }
  const ok = r.receiveMs < SYNC_RECEIVE_TARGET_MS && r.inOrder;
  out(
    'sync chunk gzip KB | memories | messages | upload ms | new device receives ms | received MB | restart ms | restart KB received | target',
  );
  out(
    `${(chunkKb === null ? 'no build' : chunkKb.toFixed(1)).padStart(18)} | ${String(r.memories).padStart(8)} | ${String(r.messages).padStart(8)} | ${r.uploadMs.toFixed(0).padStart(9)} | ${r.receiveMs.toFixed(0).padStart(22)} | ${(r.receivedBytes / 1048576).toFixed(2).padStart(11)} | ${r.resumeMs.toFixed(0).padStart(10)} | ${(r.resumeBytes / 1024).toFixed(1).padStart(19)} | receive < ${SYNC_RECEIVE_TARGET_MS / 1000} s${r.inOrder ? '' : ', order WRONG'}: ${ok ? 'met' : 'MISSED'}`,
  );
  return ok;
}

/**
 * Sync and the page's thread: device B joins a space holding 1,000 memories and 10,000 messages in
 * Chromium; its long tasks during the join against an idle window of the same length after it. Sync
 * runs in the worker, so the page should do nothing beyond rendering what arrives; the step reports
 * the two windows and judges nothing, since a long task cannot be told apart as rendering here.
 */
export function syncMainThreadStep() {
  const dir = mkdtempSync(join(tmpdir(), 'mindkeep-bench-'));
  const file = join(dir, 'sync-main-thread.json');
  try {
    const run = spawnSync(process.execPath, ['bench/syncMainThread.bench.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_OUT: file },
      timeout: 900_000,
      killSignal: 'SIGTERM',
    });
    if (run.status !== 0) {
      out(`sync main-thread benchmark failed to run${run.error ? `: ${run.error.message}` : ''}`);
      return false;
    }
    const r = JSON.parse(readFileSync(file, 'utf8'));
    out(`Device B's page while it joins a space of ${r.memories} memories and ${r.messages} messages (Chromium, loopback relay)`);
    out('window                         |      ms | long tasks | total ms | max ms');
    const row = (label, ms, t) =>
      out(
        `${label.padEnd(30)} | ${String(ms).padStart(7)} | ${String(t.count).padStart(10)} | ${String(t.totalMs).padStart(8)} | ${String(t.maxMs).padStart(6)}`,
      );
    row('join (until everything is here)', r.joinMs, r.join);
    row('idle, synced, same length', r.baselineMs, r.baseline);
    out('(reported, not judged: a long task during the join is the page rendering what arrived, the sidebar gaining 100 chats)');
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
