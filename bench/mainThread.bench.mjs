#!/usr/bin/env node
// Main-thread benchmark of long-term memory: the built app in Chromium with
// 10,000 memories, 20 turns through the real UI with memory on and then paused, in one run. Measures
// the time from the Send click to the moment the loopback model server receives the chat request, and
// the page's long tasks (> 50 ms) during the turns. Writes JSON to BENCH_OUT (or stdout).
//
// Own servers on free ports (never the e2e ports 4010/4173): the mock in-process, `vite preview` as a
// direct node child (an npx wrapper can leave vite running when killed). Everything it starts is
// stopped in `finally`, on SIGINT/SIGTERM and at exit.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startMockServer } from '../tools/mock-openai/server.mjs';
import { CHROMIUM, LAUNCH_ARGS } from '../e2e/support/chromium.mjs';
import { pageSessionHash, seededRandom } from '../scripts/heavySeed.mjs';
import { freePort, waitForHttp } from './net.mjs';
import { EN_TOPICS, ZH_TOPICS } from './topics.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const MEMORY_COUNT = 10_000;
const STEP_TIMEOUT_MS = 30_000;

const progress = (line) => process.stderr.write(`  [main-thread] ${line}\n`);

// ── synthetic memories ──────────────────────────────────────────────────────────────────────────

/** Per type: [Chinese frame, English frame, source signal]. */
const FRAMES = {
  user_preference: ['用户喜欢{t}，尤其是和{u}有关的。', 'The user likes {t}, especially anything involving {u}.', 'explicit_memory_intent'],
  communication_preference: [
    '回答{t}相关问题时先给结论，再解释{u}。',
    'When discussing {t}, lead with the conclusion, then explain {u}.',
    'implicit_stable_preference',
  ],
  workflow_preference: [
    '用户处理{t}时习惯先列出{u}的清单。',
    'The user handles {t} by first drafting a checklist for {u}.',
    'implicit_stable_preference',
  ],
  standing_instruction: [
    '涉及{t}时，总是附上关于{u}的参考资料。',
    'Whenever {t} comes up, always include references about {u}.',
    'standing_instruction_signal',
  ],
  recurring_constraint: [
    '用户每周花在{t}上的时间有限，需要兼顾{u}。',
    'The user has limited weekly time for {t} and must balance it with {u}.',
    'explicit_memory_intent',
  ],
  stable_user_context: [
    '用户的工作与{t}有关，日常也接触{u}。',
    'The user works in {t} and deals with {u} every day.',
    'explicit_memory_intent',
  ],
  project_context: [
    '用户在做一个关于{t}和{u}的长期项目。',
    'The user maintains a long-running project combining {t} and {u}.',
    'explicit_memory_intent',
  ],
  risk_preference: [
    '在{t}方面用户偏保守，不愿在{u}上冒险。',
    'The user is cautious about {t} and avoids taking risks with {u}.',
    'explicit_memory_intent',
  ],
};
const AVOID_FRAMES = ['用户不喜欢{t}，也不想听到{u}。', 'The user dislikes {t} and does not want suggestions about {u}.'];
const TYPES = Object.keys(FRAMES);

/** The stable key's segment form, as src/memory computes it: NFKC, lower-case, non-word runs → '-'. */
const segment = (s) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/ /g, '-');

/** `count` valid, distinct, active `UserMemory` records of all 8 types, Chinese and English, same on every run. */
export function buildMemories(count, sessionHash, seed = 7) {
  const random = seededRandom(seed);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const namespace = ['mindkeep', 'user-memory', 'v1', sessionHash];
  const seen = new Set();
  const out = [];
  for (let i = 0; out.length < count; i += 1) {
    const zh = random() < 0.5;
    const topics = zh ? ZH_TOPICS : EN_TOPICS;
    const type = TYPES[i % TYPES.length];
    const t = pick(topics);
    const u = pick(topics);
    if (t === u) continue;
    const polarity = type === 'user_preference' ? (random() < 0.8 ? 'prefer' : 'avoid') : undefined;
    const identity = { subject: t, facet: u, ...(polarity ? { polarity } : {}) };
    const stableKey = `${type}:${[polarity, t, u].filter(Boolean).map(segment).join('-')}`;
    if (seen.has(stableKey)) continue;
    seen.add(stableKey);
    const [zhFrame, enFrame, sourceSignal] = FRAMES[type];
    const frame = polarity === 'avoid' ? AVOID_FRAMES[zh ? 0 : 1] : zh ? zhFrame : enFrame;
    const tags = [t, u, pick(topics)].slice(0, 2 + Math.floor(random() * 2)).map(segment);
    const created = Date.UTC(2025, 0, 1) + Math.floor(random() * 300) * 86_400_000;
    const updated = created + Math.floor(random() * 30) * 86_400_000;
    out.push({
      schemaVersion: 'user-memory.v1',
      namespace,
      stableKey,
      type,
      text: frame.replace('{t}', t).replace('{u}', u),
      identity,
      tags: [...new Set(tags)],
      confidence: Math.round((0.7 + random() * 0.29) * 100) / 100,
      status: 'active',
      source: 'eligible_completed_turn',
      sourceSignal,
      sourceConversationId: `bench-conv-${String(Math.floor(random() * 400)).padStart(4, '0')}`,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
    });
  }
  return out;
}

/** 20 varied questions: about half touch the stored topics, the rest do not. */
export const TURNS = [
  '我喜欢喝咖啡吗？',
  '今天天气怎么样',
  'Any tips for my cycling trip next weekend?',
  '给我推荐几个 VSCode 插件',
  '帮我写一个数据库迁移脚本，注意测试',
  'hello',
  'How should I structure a Rust service with Docker?',
  '解释一下量子纠缠',
  '周末想去骑行和摄影，帮我规划一下',
  'What is the capital of Australia?',
  '推荐几部好看的电影',
  'Explain TypeScript generics with a short example',
  '我在准备面试，算法怎么复习？',
  'Write a haiku about autumn leaves',
  '给我一个跑步训练计划',
  'How do I tune Postgres for heavy writes?',
  '把“早上好”翻译成法语',
  'Suggest a jazz playlist for cooking dinner',
  '怎么泡一杯好茶',
  'What is a good name for a pet turtle?',
];

// ── processes ───────────────────────────────────────────────────────────────────────────────────

/** Kills the preview's process group (it is its leader), then the pid itself in case the group is gone. */
export function killTree(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  for (const target of [-child.pid, child.pid]) {
    try {
      process.kill(target, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

// ── in the page ────────────────────────────────────────────────────────────────────────────────

/** Runs in the page before its own scripts, on every load: long-task observer and Send-click stamps. */
function pageProbe() {
  const bench = { longTasks: [], frames: [], clicks: [] };
  window.__bench = bench;
  const observe = (type, into, map) => {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) into.push(map(e));
      }).observe({ type, buffered: true });
      return true;
    } catch {
      return false;
    }
  };
  const at = (e) => performance.timeOrigin + e.startTime;
  bench.unsupported = !observe('longtask', bench.longTasks, (e) => ({ at: at(e), duration: e.duration, name: e.name }));
  // Long animation frames name the scripts that ran (invoker, source), so a long task can be traced.
  observe('long-animation-frame', bench.frames, (e) => ({
    at: at(e),
    end: at(e) + e.duration,
    scripts: (e.scripts ?? []).map((x) => ({
      invoker: x.invoker,
      source: `${(x.sourceURL ?? '').split('/').pop()}${x.sourceFunctionName ? `:${x.sourceFunctionName}` : ''}`,
      duration: Math.round(x.duration),
    })),
  }));
  document.addEventListener(
    'click',
    (e) => {
      const button = e.target instanceof Element ? e.target.closest('form.composer button[type="submit"]') : null;
      if (button) bench.clicks.push(Date.now());
    },
    true,
  );
}

/** Puts the records straight into the session's `memories` table (the worker created the database). */
export async function loadMemories(page, name, records) {
  await page.waitForFunction(async (n) => (await indexedDB.databases()).some((d) => d.name === n), name, { timeout: STEP_TIMEOUT_MS });
  return page.evaluate(
    ({ name, records }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          const tx = conn.transaction('memories', 'readwrite');
          const store = tx.objectStore('memories');
          for (const r of records) store.put(r);
          tx.oncomplete = () => {
            const count = conn.transaction('memories').objectStore('memories').count();
            count.onsuccess = () => {
              conn.close();
              resolve(count.result);
            };
            count.onerror = () => reject(count.error);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name, records },
  );
}

async function openSettings(page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  return dialog;
}

async function saveSettings(dialog) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
}

async function configure(page, baseURL) {
  const dialog = await openSettings(page);
  await dialog.getByLabel('API key').fill('sk-bench-test-key-0000');
  await dialog.getByLabel('Base URL').fill(baseURL);
  await dialog.getByLabel('Chat model').fill('mock-chat');
  await dialog.getByLabel('Remember key on this device').check();
  await saveSettings(dialog);
}

async function memoryStatusIs(page, text) {
  await page.getByRole('status', { name: 'Memory status' }).filter({ hasText: text }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Waits until this turn's extraction request was answered and no job is pending (a user who pauses before the next message). */
async function extractionSettled(page, mock, text) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  const asked = () =>
    mock
      .log()
      .some(
        (e) => e.schemaName === 'memory_candidates' && JSON.stringify(e.body.messages ?? []).includes(JSON.stringify(text).slice(1, -1)),
      );
  while (!asked()) {
    if (Date.now() > deadline) throw new Error(`no extraction request for "${text}"`);
    await new Promise((r) => setTimeout(r, 25));
  }
  await page
    .getByRole('status', { name: 'Memory status' })
    .filter({ hasText: /^Memory on$/ })
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

const isMemoryMessage = (m) => m?.role === 'system' && typeof m.content === 'string' && /^- \((\w+)\) /m.test(m.content);
const lastUser = (body) => [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';

/** 20 turns in a new conversation; returns per-turn click→request times and the run's long tasks. */
async function runTurns(page, mock, label, { settle = false } = {}) {
  await page.getByRole('button', { name: 'New chat' }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  const sendButton = page.getByRole('button', { name: 'Send' });
  const runStart = Date.now();
  const turns = [];
  for (const [i, text] of TURNS.entries()) {
    const seqBefore = mock.log().length;
    await box.fill(text);
    const clicksBefore = await page.evaluate(() => window.__bench.clicks.length);
    await sendButton.click();
    // The request reaches the mock, then the answer finishes streaming and the Send button is back.
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    let request;
    while (
      !(request = mock
        .log()
        .slice(seqBefore)
        .find((e) => e.kind === 'chat' && lastUser(e.body) === text))
    ) {
      if (Date.now() > deadline) throw new Error(`${label} turn ${i + 1}: no chat request reached the mock`);
      await new Promise((r) => setTimeout(r, 25)); // the time measured is the mock's own stamp, not this poll
    }
    await page.waitForFunction(() => !document.querySelector('article[aria-busy="true"]'), null, { timeout: STEP_TIMEOUT_MS });
    await sendButton.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const clickAt = await page.evaluate((n) => window.__bench.clicks[n], clicksBefore);
    if (clickAt === undefined) throw new Error(`${label} turn ${i + 1}: the Send click was not seen in the page`);
    const requestAt = Date.parse(request.at);
    turns.push({
      text,
      clickAt,
      requestAt,
      ms: requestAt - clickAt,
      withMemory: (request.body.messages ?? []).some(isMemoryMessage),
      doneAt: Date.now(),
    });
    if (settle) await extractionSettled(page, mock, text);
  }
  const runEnd = Date.now();
  const { longTasks, frames, unsupported } = await page.evaluate(() => window.__bench);
  if (unsupported) throw new Error('this Chromium does not report long tasks');
  const during = longTasks
    .filter((t) => t.duration > 50 && t.at >= runStart && t.at <= runEnd)
    .map((t) => {
      const turn = turns.findIndex((x, k) => t.at >= (k === 0 ? runStart : turns[k - 1].doneAt) && t.at <= x.doneAt);
      const scripts = frames
        .filter((f) => f.at <= t.at + t.duration && f.end >= t.at)
        .flatMap((f) => f.scripts)
        .filter((x) => x.duration > 0)
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((x) => `${x.invoker} ${x.source} ${x.duration}ms`);
      return { turn: turn + 1, text: turns[turn]?.text ?? '', duration: Math.round(t.duration), name: t.name, scripts };
    });
  return { turns, longTasks: during };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function summarise(run) {
  const times = run.turns.map((t) => t.ms).sort((a, b) => a - b);
  return {
    turns: run.turns.length,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1),
    withMemory: run.turns.filter((t) => t.withMemory).length,
    longTasks: run.longTasks.length,
    longTaskMax: Math.max(0, ...run.longTasks.map((t) => t.duration)),
    longTaskList: run.longTasks,
    perTurnMs: run.turns.map((t) => t.ms),
  };
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

export async function runMainThreadBench() {
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()();
      } catch {
        // keep cleaning
      }
    }
  };
  let preview = null;
  const killPreview = () => killTree(preview);
  process.once('exit', killPreview);
  const onSignal = (signal) => {
    killPreview();
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
      progress('dist/ missing: vite build');
      const build = spawnSync(process.execPath, [VITE, 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      if (build.status !== 0) throw new Error('vite build failed');
    }

    const mockServer = await startMockServer({ port: 0, chunkDelayMs: 15 });
    cleanups.push(() => mockServer.close());
    const mock = mockServer.server.mock;

    const appPort = await freePort();
    preview = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true, // its own process group, killed as a whole
    });
    cleanups.push(async () => {
      killPreview();
      await new Promise((r) => (preview.exitCode !== null || preview.signalCode !== null ? r() : preview.once('exit', r)));
    });
    const appURL = `http://127.0.0.1:${appPort}/`;
    await waitForHttp(appURL, 30_000);

    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
    cleanups.push(() => browser.close());
    const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
    await context.addInitScript(pageProbe);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);

    await page.goto(appURL);
    await page.getByRole('navigation', { name: 'Conversations' }).waitFor();
    await configure(page, mockServer.baseURL);
    await memoryStatusIs(page, 'Memory on');

    const hash = await pageSessionHash(page);
    const records = buildMemories(MEMORY_COUNT, hash);
    const stored = await loadMemories(page, `mindkeep-memory-${hash}`, records);
    if (stored < MEMORY_COUNT) throw new Error(`only ${stored} memories stored`);
    progress(`${stored} memories loaded; reloading`);
    await page.reload();
    await page.getByRole('navigation', { name: 'Conversations' }).waitFor();
    await memoryStatusIs(page, 'Memory on');

    progress('20 turns with memory on');
    const on = summarise(await runTurns(page, mock, 'memory on'));

    progress('20 turns with memory on, extraction settled before each send');
    const onSettled = summarise(await runTurns(page, mock, 'memory on (settled)', { settle: true }));

    const dialog = await openSettings(page);
    await dialog.getByLabel('Pause memory (nothing is recalled or remembered)').check();
    await saveSettings(dialog);
    await memoryStatusIs(page, 'Memory paused');

    progress('20 turns with memory paused');
    const paused = summarise(await runTurns(page, mock, 'memory paused'));

    const addedMs = on.median - paused.median;
    const extraLongTasks = on.longTasks - paused.longTasks;
    return {
      memories: stored,
      on,
      onSettled,
      paused,
      addedMs,
      addedMet: addedMs < 20,
      extraLongTasks,
      longTasksMet: extraLongTasks <= 0,
      recallSeen: on.withMemory > 0 && paused.withMemory === 0,
    };
  } finally {
    await cleanup();
    process.removeListener('exit', killPreview);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const result = await runMainThreadBench();
    const json = JSON.stringify(result, null, 2);
    if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, json);
    else process.stdout.write(`${json}\n`);
  } catch (e) {
    process.stderr.write(`main-thread benchmark failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  }
}
