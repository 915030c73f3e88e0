import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../tools/mock-openai/vitest';
import { listMessages } from '../../../../storage';
import { bootWorker, testModelSettings } from '../../../workerHarness.testutil';

// Each network fault leaves the question, whatever part of the answer arrived, a clear error,
// and no memory extraction for the failed turn.
const server = useMockServer({ chunkDelayMs: 1 });

describe('a model stream that fails midway', () => {
  it.each([
    ['drop', 'connection_lost', 'Partial answer '],
    ['malformed', 'malformed', 'Partial answer '],
    ['html', 'malformed', ''],
  ] as const)(
    'given the fault %s, when a message is sent, then the answer is marked error (%s) with the text that arrived',
    async (fault, code, kept) => {
      const { api, db } = await bootWorker();
      server.mock.script({ match: { kind: 'chat' }, fault, faultAfterChunks: 2, chunkDelayMs: 5 });
      const result = await api.sendMessage({
        conversationId: null,
        mode: 'ordinary_chat',
        text: 'tell me',
        settings: testModelSettings(server.baseURL),
        onEvent: () => undefined,
      });
      expect(result.ok && result.value.status).toBe('error');
      const conversationId = result.ok ? result.value.conversationId : '';
      const [user, answer] = await listMessages(db, conversationId);
      expect(user).toMatchObject({ role: 'user', text: 'tell me', status: 'complete' });
      expect(answer).toMatchObject({ status: 'error', text: kept, error: { code } });
      expect(server.mock.log().filter((e) => e.kind === 'structured')).toHaveLength(0);
    },
  );

  it('given a stall, when the user stops, then the partial text is kept as interrupted', async () => {
    const { api, db } = await bootWorker();
    server.mock.script({ match: { kind: 'chat' }, fault: 'stall', faultAfterChunks: 2, chunkDelayMs: 5, stallMs: 5_000 });
    let assistantId = '';
    let deltas = 0;
    const sending = api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'slow',
      settings: testModelSettings(server.baseURL),
      onEvent: (e) => {
        if (e.type === 'started') assistantId = e.assistantMessageId;
        if (e.type === 'delta' && ++deltas === 2) setTimeout(() => api.stopGeneration({ assistantMessageId: assistantId }), 100);
      },
    });
    const result = await sending;
    expect(result.ok && result.value.status).toBe('interrupted');
    const answer = (await listMessages(db, result.ok ? result.value.conversationId : '')).at(-1);
    expect(answer).toMatchObject({ status: 'interrupted', text: 'Partial answer ' });
  });
});
