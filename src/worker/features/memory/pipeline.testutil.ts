// Shared set-up for the memory pipeline tests (not a test file itself: vitest runs *.test.ts only).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { MockServerHandle } from '../../../../tools/mock-openai/vitest';
import type { LogEntry } from '../../../../tools/mock-openai/server.mjs';
import { openChatDb, openMemoryDb, type ChatDb, type MemoryDb } from '../../../storage';
import { createMemoryPipeline, type MemoryPipeline, type MemoryPipelineDeps } from './pipeline';

export const API_KEY = 'sk-unit-memory-key-000000000001';
export const freshHash = (): string => randomBytes(8).toString('hex');

/** A clock that stands still until a test moves it, so back-off arithmetic is exact. */
export function fixedClock(start = '2026-03-01T10:00:00.000Z') {
  let current = start;
  return { now: () => current, set: (iso: string) => void (current = iso) };
}

export interface Harness {
  hash: string;
  chat: ChatDb;
  pipeline: MemoryPipeline;
  clock: ReturnType<typeof fixedClock>;
  sleeps: number[];
  /** A second handle on the same memory database, for looking inside. */
  inspect: MemoryDb;
  /** A new pipeline instance on the same databases (a reload). */
  restart(extra?: Partial<MemoryPipelineDeps>): Promise<MemoryPipeline>;
}

export async function startPipeline(
  server: MockServerHandle,
  extra: Partial<MemoryPipelineDeps> = {},
  hash = freshHash(),
): Promise<Harness> {
  const chat = openChatDb(hash);
  const clock = fixedClock();
  const sleeps: number[] = [];
  const make = async (more: Partial<MemoryPipelineDeps>) => {
    const pipeline = createMemoryPipeline({
      chatDb: () => chat,
      now: clock.now,
      sleep: async (ms) => void sleeps.push(ms),
      // A batch's quiet period passes at once: a batch closes as soon as no new turn came in the meantime.
      waitQuiet: async () => undefined,
      locks: null,
      ...more,
    });
    await pipeline.open(hash);
    pipeline.setCallSettings({ apiKey: API_KEY, baseURL: server.baseURL, memoryModel: 'mock-memory' });
    return pipeline;
  };
  const pipeline = await make(extra);
  return { hash, chat, pipeline, clock, sleeps, inspect: openMemoryDb(hash), restart: (more = {}) => make({ ...extra, ...more }) };
}

let seq = 0;

/** Writes a finished turn into the chat database, as chatTurn does, and returns its ids. */
export async function seedTurn(chat: ChatDb, userText: string, opts: { conversationId?: string; assistantText?: string } = {}) {
  const conversationId = opts.conversationId ?? crypto.randomUUID();
  const at = '2026-03-01T09:00:00.000Z';
  if (!(await chat.conversations.get(conversationId)))
    await chat.conversations.add({
      id: conversationId,
      title: userText.slice(0, 80),
      mode: 'ordinary_chat',
      createdAt: at,
      lastActiveAt: at,
    });
  const userMessageId = crypto.randomUUID();
  const assistantMessageId = crypto.randomUUID();
  await chat.messages.bulkAdd([
    { id: userMessageId, conversationId, role: 'user', text: userText, status: 'complete', createdAt: at, seq: ++seq },
    {
      id: assistantMessageId,
      conversationId,
      role: 'assistant',
      text: opts.assistantText ?? `Answer to ${userText}`,
      status: 'complete',
      createdAt: at,
      seq: ++seq,
    },
  ]);
  return { conversationId, userMessageId, assistantMessageId };
}

/** A well-formed candidate as a strict model would send it (every key present, nulls for absent), quoting "记住我喜欢吃桃子". */
export function candidate(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'user_preference',
    text: '用户喜欢吃桃子',
    tags: ['桃子', '水果', '吃'],
    confidence: 0.95,
    stability: 'stable',
    identity: { subject: '桃子', facet: null, polarity: 'prefer' },
    action: 'add',
    sourceSignal: 'explicit_memory_intent',
    reason: null,
    conflictSignal: null,
    evidence: '我喜欢吃桃子',
    ...overrides,
  };
}

/** Scripts the next extraction answer. */
export const scriptCandidates = (server: MockServerHandle, ...candidates: unknown[]): void =>
  server.mock.script({ match: { schemaName: 'memory_candidates' }, json: { candidates } });

export const extractionRequests = (server: MockServerHandle): LogEntry[] =>
  server.mock.log().filter((e) => e.schemaName === 'memory_candidates');

/** The user message of an extraction request, as the model saw it. */
export const lastUserContent = (entry: LogEntry | undefined): string => {
  const messages = (entry?.body?.messages ?? []) as { role: string; content: string }[];
  return messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
};

/** Every record of every table of the memory database, as JSON. */
export async function dumpMemoryDb(db: MemoryDb): Promise<string> {
  const tables = await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()] as const));
  const dump = JSON.stringify(Object.fromEntries(tables));
  expect(dump.length).toBeGreaterThan(2);
  return dump;
}
