import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { ChatTurnEvent } from '../../../api';
import { bootWorker, testModelSettings, type WorkerApiUnderTest } from '../../../workerHarness.testutil';
import { useMockServer } from '../../../../../tools/mock-openai/vitest';
import { getConversation, listMessages } from '../../../../storage';
import type { ChatMode } from '../../../../shared';

// A reasoning model's thoughts are kept beside its answer: streamed to the page apart, stored apart, and
// never part of anything sent to a model again (the next request, memory extraction) nor of the title.
const server = useMockServer({ chunkDelayMs: 1 });
const settings = () => testModelSettings(server.baseURL);
const chat = { match: { kind: 'chat' as const } };
const THOUGHT = 'SECRET-THOUGHT weighing tea against coffee';

async function send(api: WorkerApiUnderTest, conversationId: string | null, text: string, mode: ChatMode = 'ordinary_chat') {
  const events: ChatTurnEvent[] = [];
  const sent = await api.sendMessage({ conversationId, mode, text, settings: settings(), onEvent: (e) => events.push(e) });
  if (!sent.ok) throw new Error(sent.error.code);
  return { events, outcome: sent.value };
}

const requestBodies = (kind: 'chat' | 'tools') =>
  server.mock
    .log()
    .filter((e) => e.kind === kind)
    .map((e) => JSON.stringify(e.body));

describe('an answer from a reasoning model', () => {
  it('given reasoning in a separate field, when the answer streams, then the page sees it apart, timed, and the row keeps it beside the answer', async () => {
    const { api, db, hash } = await bootWorker();
    server.mock.script({ ...chat, reasoning: THOUGHT, reasoningField: 'reasoning_content', text: 'Tea, then.', chunkDelayMs: 5 });
    const { events, outcome } = await send(api, null, 'Tea or coffee this afternoon?');

    const kinds = events.map((e) => e.type);
    expect(kinds.indexOf('reasoning')).toBeLessThan(kinds.indexOf('thought'));
    expect(kinds.indexOf('thought')).toBeLessThan(kinds.indexOf('delta'));
    const streamed = events.flatMap((e) => (e.type === 'reasoning' ? [e.chunk] : [])).join('');
    expect(streamed).toBe(THOUGHT);
    expect(events.flatMap((e) => (e.type === 'delta' ? [e.chunk] : [])).join('')).toBe('Tea, then.');

    const [, answer] = await listMessages(db, outcome.conversationId);
    expect(answer).toMatchObject({ status: 'complete', text: 'Tea, then.', reasoning: { text: THOUGHT } });
    expect(answer!.reasoning!.durationMs).toBeGreaterThanOrEqual(0);

    // After a reload (a new worker on the same session) it is still there.
    const again = await bootWorker(hash);
    expect((await listMessages(again.db, outcome.conversationId))[1]?.reasoning?.text).toBe(THOUGHT);
  });

  it('given an inline think block, when answered and asked again, then the answer has no block and the next request, the extraction and the title carry no reasoning', async () => {
    const { api, db } = await bootWorker();
    server.mock.script({ ...chat, text: `<think>\n${THOUGHT}\n</think>\n\nNoted: you prefer tea.` });
    // A stated preference, so the memory pre-check sends the turn to extraction.
    const first = await send(api, null, 'I always prefer green tea over coffee in the afternoon.');
    const conversationId = first.outcome.conversationId;
    const [, answer] = await listMessages(db, conversationId);
    expect(answer).toMatchObject({ text: 'Noted: you prefer tea.', reasoning: { text: THOUGHT } });
    expect(
      first.events
        .filter((e) => e.type === 'delta')
        .map((e) => (e as { chunk: string }).chunk)
        .join(''),
    ).toBe('Noted: you prefer tea.');
    expect((await getConversation(db, conversationId))?.title).not.toContain('SECRET');

    // The first extraction of a worker also loads the gates' chunk, which nothing fetches ahead.
    await vi.waitFor(() => expect(server.mock.log().filter((e) => e.schemaName === 'memory_candidates')).toHaveLength(1), {
      timeout: 20_000,
    });
    const extraction = JSON.stringify(server.mock.log().find((e) => e.schemaName === 'memory_candidates')!.body);
    expect(extraction).toContain('Noted: you prefer tea.');
    expect(extraction).not.toContain('SECRET-THOUGHT');

    await send(api, conversationId, 'And tomorrow?');
    const next = requestBodies('chat').at(-1)!;
    expect(next).toContain('Noted: you prefer tea.');
    expect(next).not.toContain('SECRET-THOUGHT');
    expect(next).not.toContain('<think>');
  });

  it('given a tool-assisted chat whose rounds open with think blocks, then neither the next round nor the stored answer holds them', async () => {
    const { api, db } = await bootWorker();
    const tools = { match: { kind: 'tools' as const } };
    server.mock.script(
      {
        ...tools,
        text: `<think>${THOUGHT}</think>Let me compute.`,
        toolCalls: [{ name: 'calculator', arguments: { expression: '2 + 2' } }],
      },
      { ...tools, reasoning: 'SECRET-THOUGHT two', text: 'It is 4.' },
    );
    const { outcome } = await send(api, null, 'What is 2 + 2?', 'tool_assisted_ordinary_chat');
    const secondRound = requestBodies('tools')[1]!;
    expect(secondRound).toContain('Let me compute.');
    expect(secondRound).not.toContain('SECRET-THOUGHT');
    const [, answer] = await listMessages(db, outcome.conversationId);
    expect(answer).toMatchObject({ text: 'Let me compute.\n\nIt is 4.', reasoning: { text: `${THOUGHT}SECRET-THOUGHT two` } });
  });

  it('given a model that does not reason, then its answer has no reasoning and no reasoning events', async () => {
    const { api, db } = await bootWorker();
    server.mock.script({ ...chat, text: 'Plain.' });
    const { events, outcome } = await send(api, null, 'Hello');
    expect(events.some((e) => e.type === 'reasoning' || e.type === 'thought')).toBe(false);
    expect((await listMessages(db, outcome.conversationId))[1]).not.toHaveProperty('reasoning');
  });

  it('given an empty think block streamed slowly (thinking switched off), then the row never holds reasoning', async () => {
    const { api, db } = await bootWorker();
    // Slower than the batched writes, so a batch lands while the block is open.
    server.mock.script({ ...chat, chunks: ['<think>\n', '\n', '</think>', '\n\nPlain', '.'], chunkDelayMs: 200 });
    const { outcome } = await send(api, null, 'Hello');
    const [, answer] = await listMessages(db, outcome.conversationId);
    expect(answer).toMatchObject({ text: 'Plain.' });
    expect(answer).not.toHaveProperty('reasoning');
  });
});
