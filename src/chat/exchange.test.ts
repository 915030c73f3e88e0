import { describe, expect, it } from 'vitest';
import { planConversationImport, toConversationBundle, type ConversationBundle } from './exchange';
import { assistant, buildMessages, user } from './fixtures';
import type { Conversation, ThreadState } from './records';

const conversation = (id: string, title = 'Peaches'): Conversation => ({
  id,
  title,
  mode: 'ordinary_chat',
  createdAt: '2025-01-01T00:00:00.000Z',
  lastActiveAt: '2025-01-01T00:05:00.000Z',
});

function bundle(id: string): ConversationBundle {
  const messages = buildMessages([user('I like peaches'), assistant('Noted.')], id).map((m) => ({ ...m, id: `${id}-${m.id}` }));
  const thread: ThreadState = {
    conversationId: id,
    summary: 'The user likes peaches.',
    pinnedDecisions: [{ text: 'Answer briefly.', subject: 'answers', type: 'communication_preference' }],
    compactedThroughMessageId: messages[1]!.id,
    lastCompactedAt: '2025-01-01T00:06:00.000Z',
  };
  return toConversationBundle(conversation(id), messages, thread);
}

const none = { conversationIds: new Set<string>() };
/** A bundle as it comes out of a file. */
const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('toConversationBundle', () => {
  it('Given rows carrying undeclared fields, when bundled, then only declared fields are kept', () => {
    const b = bundle('c1');
    const leaky = { ...b.conversation, apiKey: 'sk-proj-abcdefghijklmnopqrstuvwxyz' } as Conversation;
    const messages = b.messages.map((m) => ({ ...m, headers: { authorization: 'Bearer x' } }));
    const json = JSON.stringify(toConversationBundle(leaky, messages, b.thread));
    expect(json).not.toContain('apiKey');
    expect(json).not.toContain('authorization');
    expect(JSON.parse(json)).toEqual(b);
  });
});

describe('an answer with reasoning in the export file', () => {
  const withReasoning = (): ConversationBundle => {
    const b = bundle('c1');
    const answer = { ...b.messages[1]!, reasoning: { text: 'The user said peaches.', durationMs: 2400 } };
    return toConversationBundle(b.conversation, [b.messages[0]!, answer], b.thread);
  };

  it('Given an answer with reasoning, when exported and imported, then the reasoning comes back beside the answer', () => {
    const exported = viaJson(withReasoning());
    expect((exported as ConversationBundle).messages[1]!.reasoning).toEqual({ text: 'The user said peaches.', durationMs: 2400 });
    const plan = planConversationImport(none, [exported]);
    expect(plan.toPut[0]!.messages[1]).toMatchObject({ text: 'Noted.', reasoning: { text: 'The user said peaches.', durationMs: 2400 } });
  });

  it('Given reasoning carrying an undeclared field, when exported, then only its text and duration leave', () => {
    const b = withReasoning();
    const leaky = { ...b.messages[1]!, reasoning: { ...b.messages[1]!.reasoning!, signature: 'opaque' } };
    expect(JSON.stringify(toConversationBundle(b.conversation, [b.messages[0]!, leaky], b.thread))).not.toContain('signature');
  });

  it('Given a file whose reasoning has an undeclared field or no text, when imported, then that conversation is malformed', () => {
    const b = withReasoning();
    for (const reasoning of [{ text: 'x', signature: 'y' }, { durationMs: 3 }]) {
      const raw = { ...b, messages: [b.messages[0]!, { ...b.messages[1]!, reasoning }] };
      expect(planConversationImport(none, [raw]).report.skipped).toEqual([expect.objectContaining({ reason: 'malformed' })]);
    }
  });
});

describe('planConversationImport', () => {
  it('Given exported conversations, when planned into an empty chat database, then they come back unchanged', () => {
    const file = viaJson([bundle('c1'), bundle('c2')]) as unknown[];
    const plan = planConversationImport(none, file);
    expect(plan.toPut).toEqual([bundle('c1'), bundle('c2')]);
    expect(plan.report).toEqual({ added: ['c1', 'c2'], skipped: [] });
  });

  it('Given a conversation already stored, when imported, then it is skipped and never overwritten', () => {
    const plan = planConversationImport({ conversationIds: new Set(['c1']) }, [bundle('c1'), bundle('c2')]);
    expect(plan.report).toEqual({ added: ['c2'], skipped: [{ index: 0, conversationId: 'c1', reason: 'exists' }] });
  });

  it('Given a message id already stored in another conversation, then that conversation is skipped', () => {
    const plan = planConversationImport({ conversationIds: new Set(), messageIds: new Set(['c1-m1']) }, [bundle('c1')]);
    expect(plan.report.skipped).toEqual([{ index: 0, conversationId: 'c1', reason: 'exists' }]);
  });

  it('Given an answer exported mid-stream, when imported, then it is stored as interrupted', () => {
    const b = bundle('c1');
    const streaming = { ...b, messages: [b.messages[0]!, { ...b.messages[1]!, status: 'streaming' as const }] };
    expect(planConversationImport(none, [streaming]).toPut[0]!.messages[1]!.status).toBe('interrupted');
  });

  const b = bundle('c1');
  it.each<[string, unknown, string]>([
    ['an undeclared field', { ...b, apiKey: 'x' }, 'malformed'],
    ['a message with an undeclared field', { ...b, messages: [{ ...b.messages[0]!, tokens: 3 }] }, 'malformed'],
    ['a bad message role', { ...b, messages: [{ ...b.messages[0]!, role: 'system' }] }, 'malformed'],
    ['no messages list', { conversation: b.conversation }, 'malformed'],
    ['a draft id', bundle('__draft__1'), 'inconsistent'],
    ['a message of another conversation', { ...b, messages: [{ ...b.messages[0]!, conversationId: 'c9' }] }, 'inconsistent'],
    ['a repeated message id', { ...b, messages: [b.messages[0]!, { ...b.messages[1]!, id: b.messages[0]!.id }] }, 'inconsistent'],
    ['a repeated seq', { ...b, messages: [b.messages[0]!, { ...b.messages[1]!, seq: b.messages[0]!.seq }] }, 'inconsistent'],
    ['a thread of another conversation', { ...b, thread: { ...b.thread!, conversationId: 'c9' } }, 'inconsistent'],
    ['a thread compacted through a missing message', { ...b, messages: [b.messages[0]!] }, 'inconsistent'],
  ])('Given a bundle with %s, then it is skipped as %s and the rest import', (_what, raw, reason) => {
    const plan = planConversationImport(none, [raw, bundle('c2')]);
    expect(plan.report.skipped).toEqual([expect.objectContaining({ index: 0, reason })]);
    expect(plan.report.added).toEqual(['c2']);
  });

  it('Given the same conversation twice in one file, then the second is skipped', () => {
    const plan = planConversationImport(none, [bundle('c1'), bundle('c1')]);
    expect(plan.report).toEqual({ added: ['c1'], skipped: [{ index: 1, conversationId: 'c1', reason: 'exists' }] });
  });
});
