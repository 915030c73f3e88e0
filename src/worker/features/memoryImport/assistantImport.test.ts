import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer, type MockServerHandle } from '../../../../tools/mock-openai/vitest';
import { listHistory } from '../../../storage';
import { candidate, startPipeline, type Harness } from '../memory/pipeline.testutil';
import { createAssistantImportOnDemand } from './assistantImportOnDemand';
import { createMemoryImportHandlers } from './handlers';
import type { AssistantImportProgress } from './contract';

const server = useMockServer();

const PASTE = [
  'Here is everything I remember about you:',
  '- Prefers TypeScript over JavaScript',
  '- 喜欢吃桃子',
  '- Phone number: +1 415 555 0132',
  '- Feeling a bit tired today',
  '- Works on a hiking app called Trailmix',
  '- 回答时先给结论',
].join('\n');

const TS = candidate({
  text: 'The user prefers TypeScript over JavaScript.',
  tags: ['typescript'],
  identity: { subject: 'TypeScript', facet: null, polarity: 'prefer' },
  evidence: 'Prefers TypeScript over JavaScript',
});
const PEACH = candidate({ evidence: '喜欢吃桃子' });
const PHONE = candidate({
  type: 'stable_user_context',
  text: "The user's phone number is +1 415 555 0132.",
  identity: { subject: 'phone', facet: null, polarity: null },
  evidence: 'Phone number: +1 415 555 0132',
});
const MOOD = candidate({
  type: 'stable_user_context',
  text: 'The user feels tired today.',
  stability: 'temporary',
  identity: { subject: 'mood', facet: null, polarity: null },
  evidence: 'Feeling a bit tired today',
});
const TRAILMIX = candidate({
  type: 'project_context',
  text: 'The user works on a hiking app called Trailmix.',
  tags: ['trailmix', 'hiking'],
  identity: { subject: 'Trailmix', facet: null, polarity: null },
  evidence: 'Works on a hiking app called Trailmix',
});
const CONCLUSION = candidate({
  type: 'communication_preference',
  text: '回答时先给结论。',
  tags: ['结论'],
  identity: { subject: '回答结构', facet: '先给结论', polarity: null },
  evidence: '回答时先给结论',
});

/** Answers each import request by a line it holds, whatever order the batches run in (rules, not one-shot). */
function answerImportRequests(s: MockServerHandle) {
  s.mock.rules(
    { match: { schemaName: 'memory_candidates', lastUserContains: 'Prefers TypeScript' }, json: { candidates: [TS, PEACH, PHONE, MOOD] } },
    { match: { schemaName: 'memory_candidates', lastUserContains: 'Trailmix' }, json: { candidates: [TRAILMIX, CONCLUSION] } },
  );
}

function importFeature(h: Harness, extra: { paused?: () => boolean } = {}) {
  const memory = h.pipeline.session;
  return createMemoryImportHandlers({
    memory,
    assistantImport: createAssistantImportOnDemand({
      memory,
      isPaused: extra.paused ?? (() => h.pipeline.status().state === 'paused'),
      callSettings: h.pipeline.callSettings,
      now: h.clock.now,
    }),
  });
}

const importRequests = () => server.mock.log().filter((e) => e.schemaName === 'memory_candidates');

describe('import from another assistant (worker)', () => {
  it('given a pasted list, when previewed, then the model is asked in batches, the preview shows adds and reasoned refusals, and nothing is written', async () => {
    const h = await startPipeline(server);
    answerImportRequests(server);
    const api = importFeature(h);
    const progress: AssistantImportProgress[] = [];
    const preview = await api.previewAssistantImport({ runId: 'r1', text: PASTE, onProgress: (p) => progress.push(p) });
    if (!preview.ok) throw new Error(preview.error.code);
    // One request per pasted line; an answer may name facts of other lines, which still ground in the paste.
    expect(importRequests()).toHaveLength(7);
    expect(progress.at(0)).toEqual({ done: 0, total: 7 });
    expect(progress.at(-1)).toEqual({ done: 7, total: 7 });
    const kinds = preview.value.items.map((i) => (i.kind === 'refused' ? `refused:${i.reason}` : i.kind));
    expect(kinds).toEqual(['add', 'add', 'refused:sensitive_personal_information', 'refused:temporary', 'add', 'add']);
    expect(JSON.stringify(preview.value)).not.toMatch(/415|tired/);
    expect(await h.inspect.memories.count()).toBe(0);
  });

  it('given a preview, when all but one are imported, then they are written with source import, the unticked one is not, and history names the import', async () => {
    const h = await startPipeline(server);
    answerImportRequests(server);
    const api = importFeature(h);
    const preview = await api.previewAssistantImport({ runId: 'r2', text: PASTE });
    if (!preview.ok) throw new Error(preview.error.code);
    const importable = preview.value.items.filter((i) => i.kind === 'add').map((i) => i.index);
    const result = await api.applyAssistantImport({ runId: 'r2', indexes: importable.filter((i) => i !== 1) });
    expect(result).toEqual({ ok: true, value: { added: 3, updated: 0, unchanged: 0, refused: 0 } });
    const stored = await h.inspect.memories.toArray();
    expect(stored.map((m) => m.text).sort()).toEqual(
      ['The user prefers TypeScript over JavaScript.', 'The user works on a hiking app called Trailmix.', '回答时先给结论。'].sort(),
    );
    expect(stored.every((m) => m.source === 'import' && m.sourceConversationId === 'assistant-import')).toBe(true);
    const history = await listHistory(h.inspect, stored[0]!.stableKey);
    expect(history).toEqual([expect.objectContaining({ outcome: 'written', conversationId: 'assistant-import' })]);
  });

  it('given the same text imported again, then the preview holds nothing to add and the import changes nothing', async () => {
    const h = await startPipeline(server);
    answerImportRequests(server);
    const api = importFeature(h);
    const first = await api.previewAssistantImport({ runId: 'a', text: PASTE });
    if (!first.ok) throw new Error(first.error.code);
    await api.applyAssistantImport({ runId: 'a', indexes: first.value.items.map((i) => i.index) });
    const before = await h.inspect.history.count();
    const again = await api.previewAssistantImport({ runId: 'b', text: PASTE });
    if (!again.ok) throw new Error(again.error.code);
    expect(again.value.items.filter((i) => i.kind === 'add' || i.kind === 'update')).toEqual([]);
    expect(again.value.items.filter((i) => i.kind === 'unchanged')).toHaveLength(4);
    await api.applyAssistantImport({ runId: 'b', indexes: again.value.items.map((i) => i.index) });
    expect(await h.inspect.history.count()).toBe(before);
  });

  it('given an updated fact, then the preview shows the old and the new text', async () => {
    const h = await startPipeline(server);
    const api = importFeature(h);
    server.mock.rules({ match: { schemaName: 'memory_candidates' }, json: { candidates: [TS] } });
    const first = await api.previewAssistantImport({ runId: 'a', text: 'Prefers TypeScript over JavaScript' });
    if (!first.ok) throw new Error(first.error.code);
    await api.applyAssistantImport({ runId: 'a', indexes: [0] });
    server.mock.reset();
    server.mock.rules({
      match: { schemaName: 'memory_candidates' },
      json: {
        candidates: [{ ...TS, text: 'The user prefers TypeScript for all new code.', evidence: 'Prefers TypeScript for all new code' }],
      },
    });
    const second = await api.previewAssistantImport({ runId: 'b', text: 'Prefers TypeScript for all new code' });
    expect(second.ok && second.value.items).toEqual([
      expect.objectContaining({
        kind: 'update',
        oldText: 'The user prefers TypeScript over JavaScript.',
        text: 'The user prefers TypeScript for all new code.',
      }),
    ]);
  });

  it('given memory paused, no key, an empty or an over-long paste, then each is said by its code and the model is never asked', async () => {
    const h = await startPipeline(server);
    expect(await importFeature(h, { paused: () => true }).previewAssistantImport({ runId: 'p', text: PASTE })).toMatchObject({
      ok: false,
      error: { code: 'memory_paused' },
    });
    const api = importFeature(h);
    expect(await api.previewAssistantImport({ runId: 'e', text: ' \n- \n' })).toMatchObject({ error: { code: 'paste_empty' } });
    expect(await api.previewAssistantImport({ runId: 'l', text: 'x'.repeat(50_001) })).toMatchObject({
      error: { code: 'paste_too_long', values: { limit: 50_000 } },
    });
    h.pipeline.setCallSettings({ apiKey: '', baseURL: server.baseURL, memoryModel: 'mock-memory' });
    expect(await api.previewAssistantImport({ runId: 'k', text: PASTE })).toMatchObject({ error: { code: 'no_key' } });
    expect(importRequests()).toHaveLength(0);
  });

  it('given a running preview, when cancelled, then it answers aborted and nothing is written', async () => {
    const h = await startPipeline(server);
    server.mock.rules({ match: { schemaName: 'memory_candidates' }, json: { candidates: [TS] }, delayMs: 2_000 });
    const api = importFeature(h);
    const running = api.previewAssistantImport({ runId: 'c', text: PASTE });
    await expect.poll(() => importRequests().length).toBeGreaterThan(0);
    await api.cancelAssistantImport({ runId: 'c' });
    expect(await running).toMatchObject({ ok: false, error: { code: 'aborted' } });
    expect(await api.applyAssistantImport({ runId: 'c', indexes: [0] })).toMatchObject({ error: { code: 'import_gone' } });
    expect(await h.inspect.memories.count()).toBe(0);
  });

  it('given the key refused by the endpoint, then the preview fails with that code', async () => {
    const h = await startPipeline(server);
    server.mock.rules({ match: { schemaName: 'memory_candidates' }, status: 401, message: 'bad key' });
    expect(await importFeature(h).previewAssistantImport({ runId: 'x', text: PASTE })).toMatchObject({
      ok: false,
      error: { code: 'auth' },
    });
  });

  it('given active and suppressed memories, then only the active ones are handed over, as type and text', async () => {
    const h = await startPipeline(server);
    answerImportRequests(server);
    const api = importFeature(h);
    const preview = await api.previewAssistantImport({ runId: 'a', text: PASTE });
    if (!preview.ok) throw new Error(preview.error.code);
    await api.applyAssistantImport({ runId: 'a', indexes: preview.value.items.map((i) => i.index) });
    const peach = (await h.inspect.memories.toArray()).find((m) => m.text.includes('桃子'))!;
    await h.inspect.memories.put({ ...peach, status: 'suppressed' });
    const handed = await api.memoriesForAssistant({});
    expect(handed.ok && handed.value.map((m) => m.text).sort()).toEqual(
      ['The user prefers TypeScript over JavaScript.', 'The user works on a hiking app called Trailmix.', '回答时先给结论。'].sort(),
    );
    expect(handed.ok && Object.keys(handed.value[0]!).sort()).toEqual(['text', 'type']);
  });
});
