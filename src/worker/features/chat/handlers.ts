import { getMessage } from '../../../storage';
import { ok, type AppError, type Result } from '../../../shared';
import type { HandlerMap } from '../../answer';
import type { Subscriptions } from '../../common/subscriptions';
import type { SessionContext } from '../session';
import type { Compactor } from './compaction';
import type { ChatApi } from './contract';
import type { ChatTurns } from './turn/chatTurn';
import { buildRequestContext } from './turn/requestContext';
import { countContextTokens } from './turn/tokens';

export interface ChatHandlerDeps {
  session: SessionContext;
  subscriptions: Subscriptions;
  turns: ChatTurns;
  compactor: Compactor;
  /** A task-list conversation answers through its run, never "again" (tasks feature). */
  refuseAnswerAgain(conversationId: string): Promise<Result<unknown, AppError>>;
  /** A temporary chat the first message just created: deleted when the user leaves it. */
  adoptTemporary(conversationId: string): void;
}

export function createChatHandlers(deps: ChatHandlerDeps): HandlerMap<ChatApi> {
  const { session, subscriptions, turns, compactor } = deps;
  return {
    sendMessage: ({ onEvent, ...input }) =>
      turns.send(input, (e) => {
        if (e.type === 'started' && input.temporary && input.conversationId === null) deps.adoptTemporary(e.conversationId);
        onEvent(e);
      }),
    async regenerate({ conversationId, settings, onEvent }) {
      const refused = await deps.refuseAnswerAgain(conversationId);
      return refused.ok ? turns.regenerate(conversationId, settings, onEvent) : refused;
    },
    async editAndResend({ messageId, text, settings, onEvent }) {
      const conversationId = (await getMessage(session.chatDb(), messageId))?.conversationId;
      const refused = conversationId ? await deps.refuseAnswerAgain(conversationId) : ok(null);
      return refused.ok ? turns.editAndResend(messageId, text, settings, onEvent) : refused;
    },
    stopGeneration: async ({ assistantMessageId }) => ok(turns.stop(assistantMessageId)),
    async flushStreams() {
      await turns.flushAll();
      return ok(null);
    },
    // Answers held after a full disk: the page keeps a copy and hands it back on the next start.
    subscribeUnsavedAnswers: async ({ onEvent }) => ok(subscriptions.track(turns.unsavedAnswers.subscribe(onEvent))),
    restoreUnsavedAnswers: async ({ answers }) => ok(await turns.unsavedAnswers.restore(answers)),
    subscribeCompaction: async ({ onChange }) => ok(subscriptions.track(compactor.onStatus(onChange))),
    estimateNextRequestTokens: async ({ conversationId, draftText, mode, language, instructions }) =>
      ok(
        await countContextTokens(
          await buildRequestContext(session.chatDb(), {
            conversationId,
            userText: draftText,
            memoryMessage: null,
            mode,
            language,
            ...(instructions ? { instructions } : {}),
          }),
        ),
      ),
  };
}
