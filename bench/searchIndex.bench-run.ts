import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { it } from 'vitest';
import { buildHeavyChat } from '../scripts/heavySeed.mjs';
import { createConversationIndex } from '../src/worker/features/search/conversationIndex';
import { SEARCH_QUERIES } from './topics.mjs';

// The conversation search index alone, in Node, at the heavy seed and one tenth of it: build time,
// heap held by the index, query time and the catch-up of a 1,000-message import. Runs only when
// SEARCH_BENCH_OUT names the JSON output (`npm run bench`); never asserts (scripts/bench.mjs judges).

const SCALES = [
  { label: 'tenth', conversations: 200, messagesPerConversation: 75 },
  { label: 'heavy', conversations: 2_000, messagesPerConversation: 75 },
];

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

it.skipIf(!process.env.SEARCH_BENCH_OUT)('conversation search index benchmark', () => {
  const rows = [];
  for (const scale of SCALES) {
    const chat = buildHeavyChat({ ...scale, now: '2026-11-30T12:00:00.000Z' });
    const textMb = chat.messages.reduce((n, m) => n + m.text.length, 0) / 1e6;
    const before = heapMb();
    const start = performance.now();
    const index = createConversationIndex();
    for (const c of chat.conversations) index.putConversation(c);
    for (const m of chat.messages) index.putMessage(m);
    const buildMs = performance.now() - start;
    const heldMb = heapMb() - before;
    const times: number[] = [];
    for (let r = 0; r < 5; r += 1)
      for (const q of SEARCH_QUERIES) {
        const t = performance.now();
        index.search(q, 100);
        times.push(performance.now() - t);
      }
    times.sort((a, b) => a - b);
    const imported = buildHeavyChat({ conversations: 10, messagesPerConversation: 100, now: '2026-11-30T12:00:00.000Z', seed: 99 });
    const importStart = performance.now();
    for (const c of imported.conversations) index.putConversation({ ...c, id: `import-${c.id}` });
    for (const m of imported.messages) index.putMessage({ ...m, id: `import-${m.id}`, conversationId: `import-${m.conversationId}` });
    const catchUpMs = performance.now() - importStart;
    rows.push({
      label: scale.label,
      messages: chat.messages.length,
      textMb,
      buildMs,
      heapMb: gc ? heldMb : null,
      queryMedian: percentile(times, 50),
      queryP95: percentile(times, 95),
      catchUpMs,
    });
  }
  writeFileSync(process.env.SEARCH_BENCH_OUT as string, JSON.stringify({ queries: SEARCH_QUERIES.length, rows }, null, 2));
});
