import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { it } from 'vitest';
import { buildHeavyChat } from '../scripts/heavySeed.mjs';
import { appendMessages, openChatDb, putConversationBundles, renameConversation, type ChatDb } from '../src/storage';
import type { Conversation, Message } from '../src/chat/records';
import { createPersistedIndex } from '../src/worker/features/search/persistedIndex';

// What updating the search index inside a write's own transaction costs the write, and what it saves
// before the write is searchable: the same sends and renames on two connections to one database (in
// Node, fake-indexeddb), one that indexes its writes (as the main worker does once its index code is
// loaded) and one that only logs them, alternating. For the plain one, "searchable" adds the log batch
// the worker applies after the commit. Runs only when SEARCH_WRITE_BENCH_OUT names the JSON output.

const SCALE = { conversations: 100, messagesPerConversation: 40 };
const ROUNDS = 30;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const timed = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

it.skipIf(!process.env.SEARCH_WRITE_BENCH_OUT)('search index write cost', async () => {
  const chat = buildHeavyChat({ ...SCALE, now: '2026-11-30T12:00:00.000Z' }) as { conversations: Conversation[]; messages: Message[] };
  const name = `bench-${Date.now()}`;
  const plain: ChatDb = openChatDb(name);
  const indexing: ChatDb = openChatDb(name);
  await Promise.all([plain.open(), indexing.open()]);
  const byConversation = new Map<string, Message[]>();
  for (const m of chat.messages) byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m]);
  await putConversationBundles(
    plain,
    chat.conversations.map((c) => ({ conversation: c, messages: byConversation.get(c.id) ?? [] })),
  );
  const index = createPersistedIndex(indexing);
  await index.open();
  await index.build(
    () => undefined,
    () => false,
  );
  while ((await index.consume()) > 0);

  const ids = chat.conversations.map((c) => c.id);
  const rows = { plainSend: [] as number[], indexingSend: [] as number[], plainSendSearchable: [] as number[] };
  const renames = { plain: [] as number[], indexing: [] as number[], plainSearchable: [] as number[] };
  for (let r = 0; r < ROUNDS; r += 1) {
    const cid = ids[r % ids.length]!;
    const draft = (who: string): Omit<Message, 'seq'> => ({
      id: `bench-${who}-${r}`,
      conversationId: cid,
      role: 'user',
      text: `a numbat named ${who}${r} crossed the Nullarbor at dawn with seventeen emus`,
      status: 'complete',
      createdAt: '2026-11-30T12:00:00.000Z',
    });
    const sent = await timed(() => appendMessages(plain, cid, [draft('plain')], '2026-11-30T12:00:00.000Z'));
    const applied = await timed(() => index.consume(1_024, { few: true }));
    rows.plainSend.push(sent);
    rows.plainSendSearchable.push(sent + applied);
    rows.indexingSend.push(await timed(() => appendMessages(indexing, cid, [draft('indexing')], '2026-11-30T12:00:00.000Z')));
    const renamed = await timed(() => renameConversation(plain, cid, `Plain walk ${r}`));
    const renameApplied = await timed(() => index.consume(1_024, { few: true }));
    renames.plain.push(renamed);
    renames.plainSearchable.push(renamed + renameApplied);
    renames.indexing.push(await timed(() => renameConversation(indexing, cid, `Indexed walk ${r}`)));
  }
  plain.close();
  indexing.close();
  await plain.delete();
  const out = {
    messages: chat.messages.length,
    rounds: ROUNDS,
    sendMs: { logOnly: median(rows.plainSend), inTransaction: median(rows.indexingSend) },
    sendSearchableMs: { logOnly: median(rows.plainSendSearchable), inTransaction: median(rows.indexingSend) },
    renameMs: { logOnly: median(renames.plain), inTransaction: median(renames.indexing) },
    renameSearchableMs: { logOnly: median(renames.plainSearchable), inTransaction: median(renames.indexing) },
  };
  writeFileSync(process.env.SEARCH_WRITE_BENCH_OUT as string, JSON.stringify(out, null, 2));
});
