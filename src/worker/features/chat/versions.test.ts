import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { bootWorker, testModelSettings } from '../../workerHarness.testutil';
import { useMockServer } from '../../../../tools/mock-openai/vitest';
import { listMessages } from '../../../storage';
import type { ShownMessage } from '../../common/shownPath';

const server = useMockServer({ chunkDelayMs: 1 });
const settings = () => testModelSettings(server.baseURL);
const CHAT = { kind: 'chat' } as const;
const quiet = () => undefined;
const lastChatRequest = () =>
  JSON.stringify(
    server.mock
      .log()
      .filter((e) => e.kind === 'chat')
      .at(-1)!.body,
  );

/** The messages the chat shows now, as the page receives them. */
async function shown(api: Awaited<ReturnType<typeof bootWorker>>['api'], conversationId: string): Promise<ShownMessage[]> {
  return new Promise((resolve) => {
    void api.subscribeMessages({ conversationId, onChange: resolve });
  });
}

describe('answer versions and branches', () => {
  it('given an answer, when regenerated, picked back and continued, then both versions are kept and the request sends the shown one only', async () => {
    const { api, db } = await bootWorker();
    server.mock.script({ match: CHAT, text: 'First answer' }, { match: CHAT, text: 'Second answer' });
    const sent = await api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'Question',
      settings: settings(),
      onEvent: quiet,
    });
    if (!sent.ok) throw new Error(sent.error.code);
    const { conversationId, assistantMessageId: first } = sent.value;
    expect((await api.regenerate({ conversationId, settings: settings(), onEvent: quiet })).ok).toBe(true);

    const afterRegenerate = await shown(api, conversationId);
    expect(afterRegenerate.map((m) => m.text)).toEqual(['Question', 'Second answer']);
    expect(afterRegenerate[1]!.version).toEqual({ index: 2, count: 2, previousId: first, nextId: null });
    expect((await listMessages(db, conversationId)).map((m) => m.text)).toEqual(['Question', 'First answer', 'Second answer']);

    expect((await api.showVersion({ conversationId, messageId: first })).ok).toBe(true);
    expect((await shown(api, conversationId)).map((m) => m.text)).toEqual(['Question', 'First answer']);
    await api.sendMessage({ conversationId, mode: 'ordinary_chat', text: 'Follow-up', settings: settings(), onEvent: quiet });
    expect(lastChatRequest()).toContain('First answer');
    expect(lastChatRequest()).not.toContain('Second answer');
    expect((await shown(api, conversationId)).map((m) => m.text)).toEqual([
      'Question',
      'First answer',
      'Follow-up',
      'Mock reply to: Follow-up',
    ]);
  });

  it('given three turns, when the first question is edited, then the edit is answered without the rest, which stays reachable', async () => {
    const { api } = await bootWorker();
    const sent = await api.sendMessage({ conversationId: null, mode: 'ordinary_chat', text: 'One', settings: settings(), onEvent: quiet });
    if (!sent.ok) throw new Error(sent.error.code);
    const { conversationId } = sent.value;
    for (const text of ['Two', 'Three'])
      await api.sendMessage({ conversationId, mode: 'ordinary_chat', text, settings: settings(), onEvent: quiet });
    const [one] = await shown(api, conversationId);

    expect((await api.editAndResend({ messageId: one!.id, text: 'One, edited', settings: settings(), onEvent: quiet })).ok).toBe(true);
    expect(lastChatRequest()).not.toContain('Three');
    const branch = await shown(api, conversationId);
    expect(branch.map((m) => m.text)).toEqual(['One, edited', 'Mock reply to: One, edited']);
    expect(branch[0]!.version).toMatchObject({ index: 2, count: 2, previousId: one!.id });

    await api.showVersion({ conversationId, messageId: one!.id });
    expect((await shown(api, conversationId)).filter((m) => m.role === 'user').map((m) => m.text)).toEqual(['One', 'Two', 'Three']);
  });

  it('given a regenerated answer with a follow-up compressed into a summary, when that version is deleted, then it, the follow-up and the summary go, and the next request holds only the kept answer', async () => {
    const { api, db } = await bootWorker();
    server.mock.script({ match: CHAT, text: 'Kept answer' }, { match: CHAT, text: 'Deleted answer' });
    const sent = await api.sendMessage({
      conversationId: null,
      mode: 'ordinary_chat',
      text: 'Question',
      settings: settings(),
      onEvent: quiet,
    });
    if (!sent.ok) throw new Error(sent.error.code);
    const { conversationId, assistantMessageId: kept } = sent.value;
    await api.regenerate({ conversationId, settings: settings(), onEvent: quiet });
    await api.sendMessage({ conversationId, mode: 'ordinary_chat', text: 'Deleted follow-up', settings: settings(), onEvent: quiet });
    const [, second, followUp] = await shown(api, conversationId);
    await db.threads.put({
      conversationId,
      summary: 'The user asked; the Deleted answer said so.',
      pinnedDecisions: [],
      compactedThroughMessageId: followUp!.id,
      lastCompactedAt: '2026-01-01T00:00:00.000Z',
    });
    // The question has one version only: deleting it is refused and nothing changes.
    const [question] = await shown(api, conversationId);
    expect(await api.deleteVersion({ conversationId, messageId: question!.id })).toMatchObject({
      ok: false,
      error: { code: 'message_gone' },
    });

    expect((await api.deleteVersion({ conversationId, messageId: second!.id })).ok).toBe(true);
    expect((await listMessages(db, conversationId)).map((m) => m.text)).toEqual(['Question', 'Kept answer']);
    const after = await shown(api, conversationId);
    expect(after.map((m) => m.id)).toEqual([question!.id, kept]);
    expect(after[1]!.version).toBeUndefined();
    expect((await db.threads.get(conversationId))?.summary).toBe('');

    await api.sendMessage({ conversationId, mode: 'ordinary_chat', text: 'Next', settings: settings(), onEvent: quiet });
    expect(lastChatRequest()).toContain('Kept answer');
    for (const gone of ['Deleted answer', 'Deleted follow-up']) expect(lastChatRequest()).not.toContain(gone);
  });
});
