#!/usr/bin/env node
// `npm run bench`: runs each benchmark step in turn and prints its table. Steps are a list so more
// can be added; a step returns whether its targets hold.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The repository root: the bench files and their Vitest config are named from it, wherever npm was started. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (n) => n.toFixed(3).padStart(9);

/** Recall targets (median per query, indexed path as used by the worker). */
const RECALL_TARGETS = { 1000: 5, 10000: 50 };

/**
 * Runs one bench file under Vitest (it compiles the TypeScript) and returns the JSON it wrote to the file
 * named by `outVar` (BENCH_OUT unless the bench file reads another name), or null.
 */
function runVitestBench(benchFile, { outVar = 'BENCH_OUT', env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mindkeep-bench-'));
  const file = join(dir, 'result.json');
  try {
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'bench/vitest.bench.config.ts', benchFile, '--reporter=dot'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, [outVar]: file },
    });
    return run.status === 0 ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function recallStep() {
  const result = runVitestBench('bench/recall.bench-run.ts');
  if (!result) {
    out('recall benchmark failed to run');
    return false;
  }
  const { queries, rows } = result;
  out(`Recall per query (${queries} varied queries, ms)`);
  out('memories | index build | rebuild after 1 write |  indexed median |    indexed p95 |  plain median |    plain p95 | target');
  let met = true;
  for (const r of rows) {
    const target = RECALL_TARGETS[r.size];
    const ok = target === undefined || r.indexed.median < target;
    met &&= ok;
    const verdict = target === undefined ? '-' : `< ${target} ms median: ${ok ? 'met' : 'MISSED'}`;
    out(
      `${String(r.size).padStart(8)} | ${ms(r.buildMs)}   | ${ms(r.rebuildMs)}             | ${ms(r.indexed.median)}      | ${ms(r.indexed.p95)}      | ${ms(r.plain.median)}     | ${ms(r.plain.p95)}    | ${verdict}`,
    );
  }
  return met;
}

/** Memory may add < 20 ms before a request is sent, and no main-thread long tasks. */
const ADDED_LATENCY_TARGET_MS = 20;

function mainThreadStep() {
  const dir = mkdtempSync(join(tmpdir(), 'mindkeep-bench-'));
  const file = join(dir, 'main-thread.json');
  try {
    // The bench stops its own browser and servers on SIGTERM; the timeout keeps the whole step < 3 min.
    const run = spawnSync(process.execPath, ['bench/mainThread.bench.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_OUT: file },
      timeout: 170_000,
      killSignal: 'SIGTERM',
    });
    if (run.status !== 0) {
      out(`main-thread benchmark failed to run${run.error ? `: ${run.error.message}` : ''}`);
      return false;
    }
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const row = (label, s) =>
      out(
        `${label.padEnd(22)} | ${String(s.turns).padStart(5)} | ${String(s.median).padStart(6)} | ${String(s.p95).padStart(5)} | ${`${s.withMemory}/${s.turns}`.padStart(8)} | ${String(s.longTasks).padStart(10)} | ${String(s.longTaskMax).padStart(8)}`,
      );
    out(
      `Main thread in Chromium, ${r.memories} memories, ${r.on.turns} turns per run (click→request = Send click to the model server receiving the chat request, ms)`,
    );
    out('run                    | turns | median |   p95 | recalled | long tasks | max (ms)');
    row('memory on', r.on);
    row('memory paused', r.paused);
    row('memory on, settled *', r.onSettled);
    const addedOk = r.addedMs < ADDED_LATENCY_TARGET_MS;
    out(`added latency median: ${r.addedMs} ms (target < ${ADDED_LATENCY_TARGET_MS} ms): ${addedOk ? 'met' : 'MISSED'}`);
    const tasksOk = r.on.longTasks - r.paused.longTasks <= 0;
    out(
      `long tasks during turns: ${r.on.longTasks} with memory on, ${r.paused.longTasks} paused (target: none caused by memory work): ${tasksOk ? 'met' : 'MISSED'}`,
    );
    if (!tasksOk)
      for (const t of r.on.longTaskList)
        out(
          `  turn ${t.turn} (${JSON.stringify(t.text)}): ${t.duration} ms${t.scripts.length ? ` — ${t.scripts.join('; ')}` : ' — no script attribution'}`,
        );
    out(
      `* diagnostic, not judged: each send waits until the previous turn's extraction job is done; added latency ${r.onSettled.median - r.paused.median} ms`,
    );
    if (!r.recallSeen) out('warning: memory messages were not seen with memory on, or were seen while paused');
    return addedOk && tasksOk && r.recallSeen;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A retrieval measure as a row: recall@3, precision and empty rate in percent. */
const pctCell = (n) => `${(n * 100).toFixed(1)} %`.padStart(8);
const retrievalRow = (label, m) => out(`${label.padEnd(40)} | ${pctCell(m.recallAt3)} | ${pctCell(m.precision)} | ${pctCell(m.emptyRate)}`);
const RETRIEVAL_HEADER = 'recall                                   | recall@3 | precision |   empty';

/** The project's retrieval set against BM25 with stemming, and impersonal questions (≤ 3 %). */
function retrievalQualityStep() {
  const r = runVitestBench('bench/retrievalQuality.bench-run.ts');
  if (!r) {
    out('retrieval-quality benchmark failed to run');
    return false;
  }
  const row = retrievalRow;
  out(
    `Retrieval set: ${r.facts} facts, ${r.rule.questions} questions (English ${r.byLanguage.en.rule.questions}, Chinese ${r.byLanguage.zh.rule.questions})`,
  );
  out(RETRIEVAL_HEADER);
  row('rule recall (worker index)', r.rule);
  row('BM25 + stemming', r.bm25);
  row('BM25 + stemming at the same empty rate', r.bm25AtRuleEmptyRate);
  row('rule recall, English', r.byLanguage.en.rule);
  row('BM25 + stemming, English', r.byLanguage.en.bm25);
  row('rule recall, Chinese', r.byLanguage.zh.rule);
  row('BM25 + stemming, Chinese', r.byLanguage.zh.bm25);
  const beats = r.rule.recallAt3 >= r.bm25AtRuleEmptyRate.recallAt3;
  out(`recall@3 vs BM25 at the same empty rate: ${beats ? 'met' : 'MISSED'}`);
  const imp = r.impersonal;
  const impOk = imp.rate <= 0.03;
  out(
    `Impersonal questions: ${imp.withTopicalMemory.length} of ${imp.questions} received a topical memory (${(imp.rate * 100).toFixed(1)} %, target <= 3 %): ${impOk ? 'met' : 'MISSED'}`,
  );
  for (const q of imp.withTopicalMemory) out(`  ${q.question} -> ${q.recalled.join(' | ')}`);
  return beats && impOk;
}

/**
 * Rule recall against BM25 with stemming on LoCoMo, a public long-conversation benchmark read from
 * LOCOMO_JSON (github.com/snap-research/LoCoMo, data/locomo10.json; not shipped: CC BY-NC). Skipped without it.
 */
function locomoStep() {
  const r = runVitestBench('bench/locomo.bench-run.ts');
  if (!r) {
    out('LoCoMo benchmark failed to run');
    return false;
  }
  if (r.skipped) {
    out(`LoCoMo skipped (${r.skipped}): LOCOMO_JSON=/path/to/locomo10.json npm run bench -- locomo`);
    return true;
  }
  let met = true;
  for (const [name, label] of [
    ['facts', 'its per-session observations as memories'],
    ['turns', 'every dialogue turn as a memory'],
  ]) {
    const s = r[name];
    out(`LoCoMo, ${r.conversations} conversations, ${label} (${s.memories} memories, ${s.rule.questions} questions)`);
    out(RETRIEVAL_HEADER);
    retrievalRow('rule recall (worker index)', s.rule);
    retrievalRow('BM25 + stemming', s.bm25);
    retrievalRow('BM25 + stemming at the same empty rate', s.bm25AtRuleEmptyRate);
    out('by question category                     | rules recall@3 | BM25 recall@3 | rules empty');
    for (const [category, m] of Object.entries(s.byCategory))
      out(
        `  ${category.padEnd(38)} | ${pctCell(m.rule.recallAt3).padStart(14)} | ${pctCell(m.bm25.recallAt3).padStart(13)} | ${pctCell(m.rule.emptyRate).padStart(11)}`,
      );
    const beats = s.rule.recallAt3 >= s.bm25.recallAt3;
    met &&= beats;
    out(
      `rule recall@3 ≥ BM25's: ${beats ? 'met' : 'MISSED'} (at the same empty rate: ${s.rule.recallAt3 >= s.bm25AtRuleEmptyRate.recallAt3 ? 'met' : 'MISSED'})`,
    );
  }
  return met;
}

/** One aboutness report as a table by category (and by language when given); whether it meets its targets. */
function aboutnessTable(title, r, targets) {
  const pct = (n) => `${(n * 100).toFixed(1)} %`.padStart(8);
  out(title);
  const table = (label, rows) => {
    out(`${label.padEnd(15)} | questions | false injection | recalled (of those naming a memory)`);
    for (const row of rows)
      out(
        `${row.category.padEnd(15)} | ${String(row.questions).padStart(9)} | ${pct(row.falseInjections / row.questions).padStart(15)} | ${row.expecting ? `${row.recalled} of ${row.expecting}` : '-'}`,
      );
  };
  table('category', r.rows);
  if (targets.byLanguage) table('language', r.languageRows);
  const fiOk = r.falseInjectionRate <= targets.falseInjection;
  const directOk = r.directRecall >= targets.direct;
  const target = (n) => `${Math.round(n * 100)} %`;
  out(
    `false injection over all questions: ${pct(r.falseInjectionRate)} (target <= ${target(targets.falseInjection)}): ${fiOk ? 'met' : 'MISSED'}`,
  );
  out(`direct questions recalled: ${pct(r.directRecall)} (target >= ${target(targets.direct)}): ${directOk ? 'met' : 'MISSED'}`);
  return fiOk && directOk;
}

/**
 * The aboutness set (false injection <= 5 %, direct recalled >= 95 %) and the blind set written before the
 * rules were read (<= 2 %, >= 95 %); the third to ninth blind sets are printed beside them.
 */
function aboutnessStep() {
  const r = runVitestBench('bench/aboutness.bench-run.ts');
  if (!r) {
    out('aboutness benchmark failed to run');
    return false;
  }
  const { blind } = r;
  const main = aboutnessTable(
    `Aboutness set: ${r.questions} questions in ${r.languages} languages, ${r.memories} memories of one user`,
    r,
    { falseInjection: 0.05, direct: 0.95 },
  );
  out();
  const second = aboutnessTable(
    `Blind aboutness set: ${blind.questions} questions in ${blind.languages} languages, ${blind.memories} memories of a second user`,
    blind,
    { falseInjection: 0.02, direct: 0.95, byLanguage: true },
  );
  out();
  // The third to seventeenth blind sets are reported against the blind set's targets, which they do not meet yet; they do not gate the step.
  for (const [name, set, whose] of [
    ['Third', r.third, 'a third'],
    ['Fourth', r.fourth, 'a fourth'],
    ['Fifth', r.fifth, 'a fifth'],
    ['Sixth', r.sixth, 'a sixth'],
    ['Seventh', r.seventh, 'a seventh'],
    ['Eighth', r.eighth, 'an eighth'],
    ['Ninth', r.ninth, 'a ninth'],
    ['Tenth', r.tenth, 'a tenth'],
    ['Eleventh', r.eleventh, 'an eleventh'],
    ['Twelfth', r.twelfth, 'a twelfth'],
    ['Thirteenth', r.thirteenth, 'a thirteenth'],
    ['Fourteenth', r.fourteenth, 'a fourteenth'],
    ['Fifteenth', r.fifteenth, 'a fifteenth'],
    ['Sixteenth', r.sixteenth, 'a sixteenth'],
    ['Seventeenth', r.seventeenth, 'a seventeenth'],
  ]) {
    aboutnessTable(
      `${name} blind aboutness set: ${set.questions} questions in ${set.languages} languages, ${set.memories} memories of ${whose} user`,
      set,
      { falseInjection: 0.02, direct: 0.95, byLanguage: true },
    );
    out();
  }
  return main && second;
}

/** Meaning-based recall with 512-dimension vectors in the worker's code path, median per query (ms). */
const MEANING_TARGETS = { 1000: 5, 10000: 30 };
/** Under every synthetic embedder: rewordings recalled, and questions given a memory they must not get. */
const PARAPHRASE_RECALL_TARGET = 0.9;
const MEANING_FALSE_INJECTION_TARGET = 0.02;

function meaningStep() {
  const r = runVitestBench('bench/meaning.bench-run.ts', { outVar: 'BENCH_MEANING_OUT' });
  if (!r) {
    out('meaning recall benchmark failed to run');
    return false;
  }
  out(`Recall with vectors (${r.dimension} dimensions): brute-force cosine + calibrated signal + fusion (ms per query)`);
  out(`(load average ${r.load.toFixed(1)} on ${r.cores} cores while measuring: timings scale with it)`);
  out('memories |  fused median |     fused p95 | CPU-time median | rules-only median | target');
  let met = true;
  for (const row of r.recall) {
    const target = MEANING_TARGETS[row.size];
    const ok = row.median < target;
    met &&= ok;
    out(
      `${String(row.size).padStart(8)} | ${ms(row.median)}     | ${ms(row.p95)}     | ${ms(row.cpuMedian)}       | ${ms(row.rulesMedian)}         | < ${target} ms median: ${ok ? 'met' : 'MISSED'}`,
    );
  }
  out(
    `calibration (once per model and memory set, after a vector changes): ${r.recall.map((row) => `${row.size} memories ${row.calibrationMs.toFixed(1)} ms`).join(', ')}`,
  );
  out(`stored size per 1,000 memories: vectors ${r.size.vectorsKB} KB (structured clone), memories ${r.size.memoriesKB} KB`);
  const l = r.latency;
  out(
    `before a request, 1,000 memories, 50 ms embeddings endpoint (median ms): rules only ${l.offMedian.toFixed(1)}, meaning on ${l.onMedian.toFixed(1)} (added ${(l.onMedian - l.offMedian).toFixed(1)}), repeated question (cache) ${l.cachedMedian.toFixed(1)}`,
  );
  const pct = (n) => `${(n * 100).toFixed(1)} %`;
  out(
    `Paraphrase table under synthetic embedders (one calibration, no per-embedder constant; ${r.geometries[0]?.queries ?? 0} queries each)`,
  );
  out('embedder                                 |  dims | paraphrase recall | false injection | target >= 90 % / <= 2 %');
  for (const g of r.geometries) {
    const ok = g.paraphraseRecall >= PARAPHRASE_RECALL_TARGET && g.falseInjectionRate <= MEANING_FALSE_INJECTION_TARGET;
    met &&= ok;
    out(
      `${g.name.padEnd(40)} | ${String(g.dimension).padStart(5)} | ${pct(g.paraphraseRecall).padStart(17)} | ${pct(g.falseInjectionRate).padStart(15)} | ${ok ? 'met' : 'MISSED'}`,
    );
  }
  if (r.draws)
    out(
      `the five geometries drawn 7 times (other random directions): ${r.drawsMet} of ${r.draws.length} rows meet both targets; missed: ${
        r.draws
          .filter((d) => d.paraphraseRecall < PARAPHRASE_RECALL_TARGET || d.falseInjectionRate > MEANING_FALSE_INJECTION_TARGET)
          .map((d) => `${d.name} ${pct(d.paraphraseRecall)} / ${pct(d.falseInjectionRate)}`)
          .join(', ') || 'none'
      }`,
    );
  return met;
}

/** Search after a reload at the heavy seed: the stored index against the app that rebuilt it at every start. */
const SEARCH_STARTUP_TARGETS = { queryAfterReloadMs: 300, heapAfterStartMb: 60, heapAfterSearchesMb: 60, writeIndexedMs: 100 };
// The last revision whose conversation index lived only in the worker's memory (rebuilt at each start).
const SEARCH_BASELINE_REV = process.env.SEARCH_BASELINE_REV ?? '773f59a';

/** Builds the baseline revision's app into a temporary folder (sharing this checkout's node_modules); null if it cannot. */
function buildBaseline(dir) {
  const archive = spawnSync('sh', ['-c', `git archive ${SEARCH_BASELINE_REV} | tar -x -C "${dir}"`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (archive.status !== 0) return null;
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'));
  const build = spawnSync(process.execPath, [join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return build.status === 0 ? join(dir, 'dist') : null;
}

function searchStartupStep() {
  const dir = mkdtempSync(join(tmpdir(), 'mindkeep-bench-'));
  const file = join(dir, 'search-startup.json');
  try {
    const before = buildBaseline(mkdtempSync(join(dir, 'baseline-')));
    if (!before) out(`(baseline ${SEARCH_BASELINE_REV} could not be built: after only)`);
    const run = spawnSync(process.execPath, ['bench/searchStartup.bench.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_OUT: file, ...(before ? { SEARCH_BEFORE_DIST: before } : {}) },
      timeout: 1_800_000,
      killSignal: 'SIGTERM',
    });
    if (run.status !== 0) {
      out(`search start-up benchmark failed to run${run.error ? `: ${run.error.message}` : ''}`);
      return false;
    }
    const { rows } = JSON.parse(readFileSync(file, 'utf8'));
    const after = rows.find((r) => r.app === 'after');
    const base = rows.find((r) => r.app === 'before');
    // Every figure here scales with how busy the machine is: the load average goes next to them.
    out(
      `Chromium, built app, ${after.scale} seed (${after.messages} messages); before = ${SEARCH_BASELINE_REV} (index rebuilt in memory at every start); load average ${loadavg()[0].toFixed(1)} after the run`,
    );
    const metrics = [
      ['first start with rows written around the app → needle found (ms, one-time build after)', 'firstStartMs'],
      ['reload → needle result shown, from navigation start (ms)', 'firstResultMs'],
      ['  of which: query typed → result, after a reload, debounce subtracted (ms)', 'queryAfterReloadMs'],
      ['worker heap after start, after GC (MB)', 'heapAfterStartMb'],
      ['worker heap after ten searches, after GC (MB)', 'heapAfterSearchesMb'],
      ['rename → its word in the stored index (ms)', 'writeIndexedMs'],
      ['rename → sidebar lists it for a search typed next (ms, debounce subtracted)', 'writeSearchableMs'],
      ['storage added by the index (MB, navigator.storage.estimate)', 'indexMb'],
    ];
    out(`${'measure'.padEnd(88)} |   before |    after | after/before |       target | after/target | verdict`);
    let met = true;
    for (const [label, key] of metrics) {
      const target = SEARCH_STARTUP_TARGETS[key];
      const value = after[key];
      const ok = target === undefined || (value !== null && value <= target);
      met &&= ok;
      const b = base?.[key];
      const ratio = typeof b === 'number' && b > 0 && typeof value === 'number' ? `${(value / b).toFixed(2)}×` : '-';
      const verdict = target === undefined ? '-' : ok ? 'met' : 'MISSED';
      const ofTarget = target !== undefined && typeof value === 'number' ? `${(value / target).toFixed(2)}×` : '-';
      out(
        `${label.padEnd(88)} | ${String(b ?? '-').padStart(8)} | ${String(value ?? '-').padStart(8)} | ${ratio.padStart(12)} | ${(target === undefined ? '-' : `≤ ${target}`).padStart(12)} | ${ofTarget.padStart(12)} | ${verdict}`,
      );
    }
    return met;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Scale targets at the heavy seed (medians, ms). */
const SCALE_TARGETS = { searchMedian: 100, reloadMs: 800, openMedian: 300, memoryFilterMedian: 50 };

function searchIndexStep() {
  const result = runVitestBench('bench/searchIndex.bench-run.ts', {
    outVar: 'SEARCH_BENCH_OUT',
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
  });
  if (!result) {
    out('search index benchmark failed to run');
    return false;
  }
  const { queries, rows } = result;
  out(
    `In-memory conversation index in Node, the baseline the app used before its index was stored (${queries} queries × 5; heap held by the index after GC)`,
  );
  out('seed      | messages | text MB | build ms | heap MB | query median | query p95 | 1,000-message import catch-up ms');
  for (const r of rows)
    out(
      `${r.label.padEnd(9)} | ${String(r.messages).padStart(8)} | ${r.textMb.toFixed(1).padStart(7)} | ${r.buildMs.toFixed(0).padStart(8)} | ${r.heapMb === null ? '      -' : r.heapMb.toFixed(0).padStart(7)} | ${r.queryMedian.toFixed(1).padStart(12)} | ${r.queryP95.toFixed(1).padStart(9)} | ${r.catchUpMs.toFixed(0).padStart(6)}`,
    );
  return true;
}

function scaleStep() {
  const dir = mkdtempSync(join(tmpdir(), 'mindkeep-bench-'));
  const file = join(dir, 'scale.json');
  try {
    const run = spawnSync(process.execPath, ['bench/scale.bench.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_OUT: file },
      timeout: 900_000,
      killSignal: 'SIGTERM',
    });
    if (run.status !== 0) {
      out(`scale benchmark failed to run${run.error ? `: ${run.error.message}` : ''}`);
      return false;
    }
    const { rows } = JSON.parse(readFileSync(file, 'utf8'));
    out('Chromium, built app (ms; search excludes the 120 ms debounce, memory filter its 60 ms debounce)');
    out(
      'seed      | messages | memories | reload→newest listed | index built | sidebar rows in DOM | search median | search max | open 100-msg chat | memory filter',
    );
    for (const r of rows)
      out(
        `${r.label.padEnd(9)} | ${String(r.messages).padStart(8)} | ${String(r.memories).padStart(8)} | ${String(r.reloadMs).padStart(20)} | ${String(r.indexReadyMs).padStart(11)} | ${String(r.domRows).padStart(19)} | ${String(r.searchMedian).padStart(13)} | ${String(r.searchMax).padStart(10)} | ${String(r.openMedian).padStart(17)} | ${String(r.memoryFilterMedian).padStart(13)}`,
      );
    const heavy = rows.find((r) => r.label === 'heavy');
    if (!heavy) return false;
    let met = true;
    for (const [key, target] of Object.entries(SCALE_TARGETS)) {
      const ok = heavy[key] <= target;
      met &&= ok;
      out(`heavy ${key}: ${heavy[key]} ms (target ≤ ${target} ms): ${ok ? 'met' : 'MISSED'}`);
    }
    return met;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Start-up budgets: what must load before the composer is usable, and how fast it is on loopback. */
const STARTUP_BUDGETS = { mainKb: 170, workerKb: 170, firstVisitMs: 1000, returningVisitMs: 500 };

function startupStep() {
  const dir = mkdtempSync(join(tmpdir(), 'mindkeep-bench-'));
  const file = join(dir, 'startup.json');
  try {
    const run = spawnSync(process.execPath, ['bench/startup.bench.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_OUT: file },
      timeout: 170_000,
      killSignal: 'SIGTERM',
    });
    if (run.status !== 0) {
      out(`start-up benchmark failed to run${run.error ? `: ${run.error.message}` : ''}`);
      return false;
    }
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const rows = [
      ['main-thread JS before the composer (gzip)', r.mainKb, 'kB', STARTUP_BUDGETS.mainKb, r.mainFiles.join(', ')],
      ['worker start-up chunk (gzip)', r.workerKb, 'kB', STARTUP_BUDGETS.workerKb, r.workerFiles.join(', ')],
      ['first visit → usable composer (median)', r.firstVisitMs, 'ms', STARTUP_BUDGETS.firstVisitMs, r.first.join(' ')],
      ['returning visit → usable composer (median)', r.returningVisitMs, 'ms', STARTUP_BUDGETS.returningVisitMs, r.returning.join(' ')],
    ];
    out('budget                                      |    value | limit    | verdict | detail');
    let met = true;
    for (const [label, value, unit, limit, detail] of rows) {
      const ok = value <= limit;
      met &&= ok;
      out(
        `${label.padEnd(43)} | ${`${value} ${unit}`.padStart(8)} | ≤ ${`${limit} ${unit}`.padEnd(7)}| ${(ok ? 'met' : 'MISSED').padEnd(7)} | ${detail}`,
      );
    }
    return met;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Memory gates (docs/memory-gates.md): per-category results on the labelled corpus, and validateCandidate speed.
const GATES_TARGETS = { hostileRefused: 0.95, legitimateAccepted: 0.95, medianMs: 1 };

function gatesStep() {
  const result = runVitestBench('bench/gates.bench-run.ts', { outVar: 'GATES_BENCH_OUT' });
  if (!result) {
    out('gates benchmark failed to run');
    return false;
  }
  const { cases, rows, timing } = result;
  const pct = (n, d) => `${((100 * n) / d).toFixed(1)} %`;
  out(`Gate corpus (${cases} labelled cases): expected verdict per category`);
  out('category                       | expected |  zh |  en | total | as expected | rate');
  const sum = { refused: [0, 0], accepted: [0, 0] };
  for (const r of rows) {
    sum[r.expect][0] += r.correct;
    sum[r.expect][1] += r.total;
    out(
      `${r.category.padEnd(30)} | ${r.expect.padEnd(8)} | ${String(r.zh).padStart(3)} | ${String(r.en).padStart(3)} | ${String(r.total).padStart(5)} | ${String(r.correct).padStart(11)} | ${pct(r.correct, r.total).padStart(7)}`,
    );
    for (const miss of r.misses) out(`    not as expected: ${JSON.stringify(miss)}`);
  }
  const hostile = sum.refused[0] / sum.refused[1];
  const legit = sum.accepted[0] / sum.accepted[1];
  out(`hostile refused: ${sum.refused[0]}/${sum.refused[1]} (${pct(sum.refused[0], sum.refused[1])}, target >= 95 %)`);
  out(`legitimate accepted: ${sum.accepted[0]}/${sum.accepted[1]} (${pct(sum.accepted[0], sum.accepted[1])}, target >= 95 %)`);
  const fast = timing.median < GATES_TARGETS.medianMs;
  out(
    `validateCandidate per candidate: median ${timing.median.toFixed(3)} ms, p95 ${timing.p95.toFixed(3)} ms, max ${timing.max.toFixed(3)} ms over ${timing.samples} calls (target median < ${GATES_TARGETS.medianMs} ms): ${fast ? 'met' : 'MISSED'}`,
  );
  return hostile >= GATES_TARGETS.hostileRefused && legit >= GATES_TARGETS.legitimateAccepted && fast;
}

// Memory pre-check (mayHoldMemory) on the labelled turn set: skip and miss rates per language.
const PRECHECK_TARGETS = { skipRate: 0.6, missRate: 0.01 };

function precheckStep() {
  const r = runVitestBench('bench/precheck.bench-run.ts', { outVar: 'PRECHECK_BENCH_OUT' });
  if (!r) {
    out('memory pre-check benchmark failed to run');
    return false;
  }
  const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} %` : '-').padStart(7);
  out(`Memory pre-check on ${r.turns} labelled user turns: skipped = no extraction call, missed = a turn with a memory not called`);
  out('language | with memory | missed | miss rate | without | skipped | skip rate | explicit missed');
  const sum = { withMemory: 0, missed: 0, without: 0, skipped: 0, explicitMissed: 0 };
  const row = (label, x) =>
    out(
      `${label.padEnd(8)} | ${String(x.withMemory).padStart(11)} | ${String(x.missed).padStart(6)} | ${pct(x.missed, x.withMemory).padStart(9)} | ${String(x.without).padStart(7)} | ${String(x.skipped).padStart(7)} | ${pct(x.skipped, x.without).padStart(9)} | ${String(x.explicitMissed).padStart(15)}`,
    );
  for (const x of r.rows) {
    row(x.lang, x);
    for (const key of Object.keys(sum)) sum[key] += x[key];
  }
  row('all', sum);
  const skipOk = sum.skipped / sum.without >= PRECHECK_TARGETS.skipRate;
  const missOk = sum.missed / sum.withMemory <= PRECHECK_TARGETS.missRate && sum.explicitMissed === 0;
  out(
    `skip rate target >= 60 %: ${skipOk ? 'met' : 'MISSED'}; miss rate target <= 1 % and no explicit request missed: ${missOk ? 'met' : 'MISSED'}`,
  );
  return skipOk && missOk;
}

/** Memory-model calls (extraction and compaction) per ordinary turn over the 40-turn chat, at most this. */
const CALLS_PER_TURN_TARGET = 0.5;

// Memory-model calls per turn through the real worker against the loopback model, before and after the
// pre-check and batching, with the worked story's memories checked after each run.
function extractionCallsStep() {
  const r = runVitestBench('bench/extractionCalls.bench-run.ts', { outVar: 'EXTRACTION_BENCH_OUT' });
  if (!r) {
    out('memory-call benchmark failed to run');
    return false;
  }
  const label = { before: 'before (every turn, alone)', pauses: 'after, user pauses', 'keeps-chatting': 'after, user keeps chatting' };
  out('Memory-model calls over a 40-turn chat with 8 lasting facts (real worker, loopback model)');
  out('run                        | extraction | compaction | skipped turns | calls per turn | story memories | target');
  let met = true;
  for (const row of r.rows) {
    const perTurn = (row.extraction + row.compaction) / row.turns;
    const ok = row.pace === 'before' ? row.storyHolds : perTurn <= CALLS_PER_TURN_TARGET && row.storyHolds;
    met &&= ok;
    const verdict = row.pace === 'before' ? '-' : `<= ${CALLS_PER_TURN_TARGET}: ${ok ? 'met' : 'MISSED'}`;
    out(
      `${label[row.pace].padEnd(26)} | ${String(row.extraction).padStart(10)} | ${String(row.compaction).padStart(10)} | ${String(row.skipped).padStart(13)} | ${perTurn.toFixed(2).padStart(14)} | ${(row.storyHolds ? 'all written' : 'MISSING').padStart(14)} | ${verdict}`,
    );
  }
  return met;
}

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
function syncStep() {
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
 * What updating the search index inside a write's own transaction costs a send and a rename, and what
 * it saves before they are searchable (Node, fake-indexeddb; log-only and indexing connections alternate).
 */
function searchWriteStep() {
  const r = runVitestBench('bench/searchWrite.bench-run.ts', { outVar: 'SEARCH_WRITE_BENCH_OUT' });
  if (!r) {
    out('search write benchmark failed to run');
    return false;
  }
  out(`Search index and writes (${r.messages} messages, ${r.rounds} rounds, median ms)`);
  out('write  | log only: write | log only: searchable | in its transaction: write = searchable');
  const row = (label, w, s) =>
    out(
      `${label.padEnd(6)} | ${w.logOnly.toFixed(1).padStart(15)} | ${s.logOnly.toFixed(1).padStart(20)} | ${w.inTransaction.toFixed(1).padStart(10)}`,
    );
  row('send', r.sendMs, r.sendSearchableMs);
  row('rename', r.renameMs, r.renameSearchableMs);
  out('(reported, not judged: the target is the browser figure, a write searchable within 100 ms)');
  return true;
}

/**
 * Sync and the page's thread: device B joins a space holding 1,000 memories and 10,000 messages in
 * Chromium; its long tasks during the join against an idle window of the same length after it. Sync
 * runs in the worker, so the page should do nothing beyond rendering what arrives; the step reports
 * the two windows and judges nothing, since a long task cannot be told apart as rendering here.
 */
function syncMainThreadStep() {
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

// Memory import: an export file of 500 memories and the confirmation of a 200-line import from another
// assistant, through the worker's use cases in Node (fake-indexeddb); the gates' share per record.
function memoryImportStep() {
  const r = runVitestBench('bench/memoryImport.bench-run.ts', { outVar: 'MEMORY_IMPORT_BENCH_OUT' });
  if (!r) {
    out('memory import benchmark failed to run');
    return false;
  }
  const e = r.exportImport.report;
  const a = r.assistantApply.result;
  out(`Memory import in Node (fake-indexeddb), median of ${r.runs} runs, each with new texts (ms)`);
  out('work                                                        |   median | result');
  out(
    `${'validateCandidate per imported record'.padEnd(59)} | ${ms(r.gates.median)} | ${r.gates.samples} records, mean ${r.gates.mean.toFixed(3)} ms`,
  );
  out(
    `${`export file, ${r.exportSize} memories (half stored in an older version)`.padEnd(59)} | ${ms(r.exportImport.median)} | ${e.added} added, ${e.updated} updated, ${e.skipped} skipped`,
  );
  out(
    `${`another assistant, apply ${r.assistantSize} confirmed items`.padEnd(59)} | ${ms(r.assistantApply.median)} | ${a.added} added, ${a.updated} updated, ${a.unchanged} unchanged, ${a.refused} refused`,
  );
  return true;
}

const STEPS = [
  { name: 'recall (pure, Node)', run: recallStep },
  { name: 'meaning recall (pure + worker path, Node)', run: meaningStep },
  { name: 'main thread (Chromium, 10,000 memories)', run: mainThreadStep },
  { name: 'recall quality (retrieval set, impersonal questions)', run: retrievalQualityStep },
  { name: 'recall aboutness (world and personal questions, ten languages)', run: aboutnessStep },
  { name: 'recall on LoCoMo (public long-conversation benchmark, rules against BM25; needs LOCOMO_JSON)', run: locomoStep },
  { name: 'memory gates (pure, Node)', run: gatesStep },
  { name: 'memory pre-check (pure, Node)', run: precheckStep },
  { name: 'memory import (worker use cases, Node)', run: memoryImportStep },
  { name: 'memory calls per turn (worker, loopback model)', run: extractionCallsStep },
  { name: 'conversation search index (Node, heavy seed and one tenth)', run: searchIndexStep },
  { name: 'conversation search write (index in the write transaction, Node)', run: searchWriteStep },
  { name: 'conversation search after a reload (Chromium, heavy seed, before and after the stored index)', run: searchStartupStep },
  { name: 'scale (Chromium, heavy seed and one tenth)', run: scaleStep },
  { name: 'start-up budgets (bundle sizes, Chromium time to a usable composer)', run: startupStep },
  { name: 'sync (real engine and relay, Node, 1,000 memories and 10,000 messages)', run: syncStep },
  { name: 'sync and the main thread (Chromium, a device joining 1,000 memories and 10,000 messages)', run: syncMainThreadStep },
];

// `npm run bench -- meaning start-up` runs only the steps whose name contains one of the words given.
const wanted = process.argv.slice(2).map((w) => w.toLowerCase());
const chosen = wanted.length ? STEPS.filter((s) => wanted.some((w) => s.name.toLowerCase().includes(w))) : STEPS;

let allMet = true;
for (const step of chosen) {
  out(`== ${step.name}`);
  const met = step.run();
  out(met ? 'targets met' : 'targets MISSED');
  out();
  allMet &&= met;
}
process.exit(allMet ? 0 : 1);
