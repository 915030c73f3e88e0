import {
  assembleContext,
  historyBefore,
  shownPath,
  instructionPrompts,
  recentWindow,
  systemPromptsFor,
  type ChatInstructions,
  type ModelMessage,
} from '../../../../chat';
import { getConversation, getThread, listMessages, type ChatDb } from '../../../../storage';
import type { ChatMode, Language } from '../../../../shared';

/**
 * The messages a request for `userText` would send (in chat/context.ts's order), built from the chat database: one place,
 * used both for the real request and for the token estimate shown under the composer.
 * `beforeSeq`: only messages before this position count as history (the question itself is added last).
 */
export async function buildRequestContext(
  db: ChatDb,
  input: {
    conversationId: string | null;
    userText: string;
    beforeSeq?: number;
    /** The question's own id: in a chat with versions, its history is its branch (not every earlier row). */
    beforeMessageId?: string;
    memoryMessage: string | null;
    mode: ChatMode;
    language: Language;
    /** The user's custom instructions and this chat's own system prompt. */
    instructions?: ChatInstructions;
  },
): Promise<ModelMessage[]> {
  const [conversation, all, thread] = input.conversationId
    ? await Promise.all([
        getConversation(db, input.conversationId),
        listMessages(db, input.conversationId),
        getThread(db, input.conversationId),
      ])
    : [undefined, [], undefined];
  const history = conversation?.branched
    ? input.beforeMessageId
      ? historyBefore(all, input.beforeMessageId)
      : shownPath(all, conversation.shownMessageId)
    : input.beforeSeq === undefined
      ? all
      : all.filter((m) => m.seq < input.beforeSeq!);
  // The summary stands in for the turns up to its last one; on a branch that left before them it is about other turns.
  const throughId = thread?.compactedThroughMessageId ?? null;
  const summaryApplies = !conversation?.branched || throughId === null || history.some((m) => m.id === throughId);
  return assembleContext({
    systemPrompts: systemPromptsFor(conversation?.mode ?? input.mode, { language: input.language }),
    instructions: input.instructions ? instructionPrompts(input.instructions) : [],
    memoryMessage: input.memoryMessage,
    summary: summaryApplies ? (thread?.summary ?? '') : '',
    pinnedDecisions: thread?.pinnedDecisions ?? [],
    recent: recentWindow(history, thread?.compactedThroughMessageId ?? null),
    latestUserText: input.userText,
  });
}
