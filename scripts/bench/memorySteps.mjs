// Memory bench steps: gates, the pre-check, model calls per turn and memory import.
import { out, ms, runVitestBench } from './common.mjs';

// Memory gates (docs/memory-gates.md): per-category results on the labelled corpus, and validateCandidate speed.
const GATES_TARGETS = { hostileRefused: 0.95, legitimateAccepted: 0.95, medianMs: 1 };

export function gatesStep() {
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

export function precheckStep() {
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
export function extractionCallsStep() {
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

// Memory import: an export file of 500 memories and the confirmation of a 200-line import from another
// assistant, through the worker's use cases in Node (fake-indexeddb); the gates' share per record.
export function memoryImportStep() {
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
