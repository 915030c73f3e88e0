import { describe, expect, it } from 'vitest';
import * as chat from './index';

describe('chat public API', () => {
  it('given a new conversation, when the pieces are used together through the index, then a request context comes out in order', () => {
    const thread = { ...chat.emptyThreadState('c1'), summary: 'Earlier: the user picked React.' };
    const messages = [
      { id: 'm1', conversationId: 'c1', role: 'user' as const, text: 'Hi', status: 'complete' as const, createdAt: 't', seq: 1 },
      { id: 'm2', conversationId: 'c1', role: 'assistant' as const, text: 'Hello!', status: 'complete' as const, createdAt: 't', seq: 2 },
    ];
    const context = chat.assembleContext({
      systemPrompts: chat.systemPromptsFor('ordinary_chat'),
      memoryMessage: null,
      summary: thread.summary,
      pinnedDecisions: thread.pinnedDecisions,
      recent: chat.recentWindow(messages, thread.compactedThroughMessageId),
      latestUserText: 'Next step?',
    });
    expect(context.map((m) => m.role)).toEqual(['system', 'system', 'system', 'system', 'user', 'assistant', 'user']);
    expect(chat.planCompaction(messages, thread, chat.COMPACTION_DEFAULTS)).toBeNull();
  });
});
