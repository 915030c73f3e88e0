import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { it } from 'vitest';
import { useMockServer } from '../tools/mock-openai/vitest';
import { buildExport, validateCandidate, type UserMemory } from '../src/memory';
import { memoryFrom, rawCandidate } from '../src/memory/__fixtures__/candidates';
import { createMemoryImportHandlers, createAssistantImportOnDemand } from '../src/worker/features/memoryImport';
import { candidate, startPipeline } from '../src/worker/features/memory/pipeline.testutil';
import { createTransferCases } from '../src/worker/features/transfer/transfer';

// Memory import benchmark: what a large import costs in Node (fake-indexeddb), through the worker's own
// use cases. An export file of 500 memories (half of them already here in an older version, some the gates
// refuse), its gates alone (validateCandidate per record, each record seen for the first time, as an import
// sees it), and the confirmation of a 200-line import from another assistant (the model's proposals come
// from the loopback server; only the apply is timed). Every run uses new texts, so no cache of an earlier
// run answers. Writes JSON to MEMORY_IMPORT_BENCH_OUT; without it, it does nothing.

const EXPORT_SIZE = 500;
const ASSISTANT_SIZE = 200;
const RUNS = 5;
const SECRET = 'sk-bench-user-key-0123456789abcdef';

const server = useMockServer();
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** The i-th memory of a run: everyday facts, many holding numbers (the identifier gates' work), a few refused. */
function memoryText(i: number): { text: string; subject: string } {
  const n = 10_000 + i * 7;
  const texts = [
    `The user's team ${i} meets on floor ${i % 40} in room ${n}.`,
    `用户的第${i}个项目使用端口 ${3000 + (i % 5000)} 和版本 ${1 + (i % 9)}.${i % 10}.${i % 7}。`,
    `The user ran ${n} km in total with club ${i}.`,
    `The user prefers invoice numbers like INV-2024-${n} for project ${i}.`,
    `The user's order ${i} was 4 boxes of ${n % 900} grams.`,
    `The user's IBAN for account ${i} is DE89 3704 0044 0532 0130 00.`,
    `The user's phone number for office ${i} is +1 415 555 ${String(1000 + (i % 8999)).padStart(4, '0')}.`,
    `用户喜欢第${i}号口味的桃子，每次买 ${(n % 97) + 2} 个。`,
    `The user keeps build ${n}-${i % 13} of the app pinned.`,
    `The user lives ${n % 300} km from the coast and visits in week ${i % 52}.`,
  ];
  return { text: texts[i % texts.length]!, subject: `topic ${i}` };
}

function exportMemories(run: number, at: string): UserMemory[] {
  return Array.from({ length: EXPORT_SIZE }, (_, k) => {
    const i = run * EXPORT_SIZE + k;
    const { text, subject } = memoryText(i);
    const safe = memoryFrom(rawCandidate({ type: 'stable_user_context', text: `The user likes item ${i}.`, subject, tags: ['item'] }), at);
    // The gates decide on the real text; built from a safe one so that refused texts can be in the file too.
    return { ...safe, text };
  });
}

it('memory import benchmark', async () => {
  const out = process.env.MEMORY_IMPORT_BENCH_OUT;
  if (!out) return;

  // The gates alone, per record, as the import calls them.
  const gateTimes: number[] = [];
  for (const m of exportMemories(RUNS + 1, '2025-01-01T00:00:00.000Z')) {
    const raw = rawCandidate({ type: m.type, text: m.text, subject: m.identity.subject, tags: [...m.tags] });
    const start = performance.now();
    validateCandidate(raw, { sourceConversationId: 'conv-bench', secrets: [SECRET] });
    gateTimes.push(performance.now() - start);
  }

  // Export-file import: a new database per run, half of the file's keys already stored in an older version.
  const exportTimes: number[] = [];
  let exportReport = { added: 0, updated: 0, skipped: 0 };
  for (let run = 0; run < RUNS; run += 1) {
    const h = await startPipeline(server);
    const older = exportMemories(run, '2025-01-01T00:00:00.000Z').slice(0, EXPORT_SIZE / 2);
    await h.inspect.memories.bulkPut(older.map((m) => ({ ...m, text: `The user likes item ${m.identity.subject}.` })));
    const file = JSON.stringify(
      buildExport({ memories: exportMemories(run, '2025-06-01T00:00:00.000Z'), exportedAt: '2025-06-02T00:00:00.000Z' }),
    );
    const transfer = createTransferCases({ memory: h.pipeline.session, chatDb: () => h.chat, now: h.clock.now });
    const start = performance.now();
    const result = await transfer.importData(file);
    exportTimes.push(performance.now() - start);
    if (!result.ok) throw new Error(`import failed: ${result.error.code}`);
    const r = result.value.memories;
    exportReport = { added: r.added.length, updated: r.updated.length, skipped: r.skipped.length };
  }

  // Import from another assistant: only the confirmation (apply) is timed.
  const applyTimes: number[] = [];
  let applyResult = { added: 0, updated: 0, unchanged: 0, refused: 0 };
  for (let run = 0; run < RUNS; run += 1) {
    const h = await startPipeline(server);
    const lines = Array.from(
      { length: ASSISTANT_SIZE },
      (_, k) => `- Item ${run}-${k} is something the user likes, code ${20_000 + k * 3}`,
    );
    const candidates = lines.map((line, k) =>
      candidate({
        type: 'stable_user_context',
        text: `The user likes item ${run}-${k}, code ${20_000 + k * 3}.`,
        tags: ['item'],
        identity: { subject: `item ${run}-${k}`, facet: null, polarity: null },
        evidence: line.slice(2),
      }),
    );
    // One request per pasted line; each answer holds that line's fact.
    server.mock.rules(
      ...candidates.map((c, k) => ({
        match: { schemaName: 'memory_candidates', lastUserContains: lines[k]!.slice(2) },
        json: { candidates: [c] },
      })),
    );
    const memory = h.pipeline.session;
    const api = createMemoryImportHandlers({
      memory,
      assistantImport: createAssistantImportOnDemand({
        memory,
        isPaused: () => false,
        callSettings: h.pipeline.callSettings,
        now: h.clock.now,
      }),
    });
    const preview = await api.previewAssistantImport({ runId: `run-${run}`, text: lines.join('\n') });
    if (!preview.ok) throw new Error(`preview failed: ${preview.error.code}`);
    const indexes = preview.value.items.filter((i) => i.kind === 'add' || i.kind === 'update').map((i) => i.index);
    const start = performance.now();
    const applied = await api.applyAssistantImport({ runId: `run-${run}`, indexes });
    applyTimes.push(performance.now() - start);
    if (!applied.ok) throw new Error(`apply failed: ${applied.error.code}`);
    applyResult = applied.value;
  }

  writeFileSync(
    out,
    JSON.stringify({
      exportSize: EXPORT_SIZE,
      assistantSize: ASSISTANT_SIZE,
      runs: RUNS,
      gates: { median: median(gateTimes), mean: gateTimes.reduce((a, b) => a + b, 0) / gateTimes.length, samples: gateTimes.length },
      exportImport: { median: median(exportTimes), all: exportTimes, report: exportReport },
      assistantApply: { median: median(applyTimes), all: applyTimes, result: applyResult },
    }),
  );
});
