import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { it } from 'vitest';
import type { Conversation, Message } from '../src/chat';
import { memoryFrom, rawCandidate } from '../src/memory/__fixtures__/candidates';
import { testKeys } from '../src/sync/slots.testutil';
import { engineDevice } from '../tools/relay/engineDevice';
import { startRelay } from '../tools/relay/relayProcess';

// Sync benchmark: one device holds 1,000 memories and 10,000 messages (100 conversations of 100) and
// creates a space on the real relay (loopback); a new device joins, and the time until its databases
// hold all of it is measured, with the bytes the relay sent it; then it restarts from its stored
// documents. The real engine over fake-indexeddb, in Node. Writes JSON to SYNC_BENCH_OUT; without it
// (when the recall step runs every bench file) it does nothing. scripts/bench.mjs prints the table.

// SYNC_BENCH_TENTH=1: one tenth of the data (10 conversations), for a quick look.
const TENTH = process.env.SYNC_BENCH_TENTH === '1';
const MEMORIES = TENTH ? 100 : 1_000;
const CONVERSATIONS = TENTH ? 10 : 100;
const PER_CONVERSATION = 100;
const phase = (what: string, since: number) => console.error(`sync bench: ${what} ${(performance.now() - since).toFixed(0)} ms`);

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 600_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('sync bench timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('sync benchmark', async () => {
  const out = process.env.SYNC_BENCH_OUT;
  if (!out) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'mindkeep-sync-bench-'));
  const relay = await startRelay(dataDir);
  const keys = await testKeys();
  const a = engineDevice('b'.repeat(16), 'AAAAAAAAAAA', () => relay.url, keys);
  const d = engineDevice('d'.repeat(16), 'DDDDDDDDDDD', () => relay.url, keys);
  try {
    await a.memoryDb.memories.bulkPut(
      Array.from({ length: MEMORIES }, (_, i) =>
        memoryFrom(rawCandidate({ text: `用户喜欢吃第${i}种水果。`, subject: `水果${i}`, tags: [`水果${i}`] }), '2026-11-01T00:00:00.000Z'),
      ),
    );
    const start = Date.parse('2026-11-05T00:00:00.000Z');
    for (let c = 0; c < CONVERSATIONS; c++) {
      const id = `conv-${c}`;
      const at = (i: number) => new Date(start + (c * PER_CONVERSATION + i) * 1000).toISOString();
      const conversation: Conversation = { id, title: `Conversation ${c}`, mode: 'ordinary_chat', createdAt: at(0), lastActiveAt: at(99) };
      const messages: Message[] = Array.from({ length: PER_CONVERSATION }, (_, i) => ({
        id: `${id}-m${i}`,
        conversationId: id,
        role: i % 2 === 0 ? 'user' : 'assistant',
        text: `A message of ordinary length, number ${i} of conversation ${c}, about fruit, travel and tea.`,
        status: 'complete',
        createdAt: at(i),
        seq: i,
      }));
      await a.chatDb.conversations.add(conversation);
      await a.chatDb.messages.bulkAdd(messages);
    }

    let t = performance.now();
    a.start('create');
    await waitFor(() => a.status() === 'synced');
    phase('A synced', t);
    await a.idle();
    const uploadMs = performance.now() - t;
    phase('upload', t);

    t = performance.now();
    d.start('join');
    await waitFor(
      async () =>
        (await d.memoryDb.memories.count()) === MEMORIES && (await d.chatDb.messages.count()) === CONVERSATIONS * PER_CONVERSATION,
    );
    await d.idle();
    const receiveMs = performance.now() - t;
    phase('receive', t);
    const receivedBytes = d.received.received;
    const lastSeq = (await d.chatDb.messages.where('conversationId').equals('conv-7').sortBy('seq')).map((m) => m.id);
    const inOrder = lastSeq.every((id, i) => id === `conv-7-m${i}`);
    d.stop();

    d.received.received = 0;
    t = performance.now();
    d.start('resume');
    await waitFor(() => d.status() === 'synced');
    await d.idle();
    const resumeMs = performance.now() - t;

    writeFileSync(
      out,
      JSON.stringify({
        memories: MEMORIES,
        messages: CONVERSATIONS * PER_CONVERSATION,
        uploadMs,
        receiveMs,
        receivedBytes,
        inOrder,
        resumeMs,
        resumeBytes: d.received.received,
      }),
    );
  } finally {
    a.close();
    d.close();
    await relay.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
