import { err, ok } from '../../../shared';
import type { HandlerMap } from '../../answer';
import { refuseWhileStreaming } from '../../common/streamGuard';
import { readShownPath } from '../../common/shownPath';
import type { SessionContext } from '../session';
import type { ConversationsApi } from './contract';
import type { ConversationCases } from './conversations';
import type { TemporaryChats } from './temporaryChats';

export interface ConversationHandlerDeps {
  session: SessionContext;
  conversations: ConversationCases;
  temporaryChats: TemporaryChats;
  /** Whether this tab is writing the answer with that id (chat feature). */
  isStreamingHere(messageId: string): boolean;
  /** Deleting frees space: answers held after a full disk are tried again (chat feature). */
  retryUnsaved(): Promise<unknown>;
  /** The user left the conversation: its turns waiting for memory extraction are sent now (memory feature). */
  leftConversation(id: string): void;
}

export function createConversationHandlers(deps: ConversationHandlerDeps): HandlerMap<ConversationsApi> {
  const { session, conversations, temporaryChats } = deps;
  return {
    subscribeConversations: async ({ onChange }) => ok(conversations.subscribeList(onChange)),
    subscribeMessages: async ({ conversationId, onChange, limit }) => ok(conversations.subscribeMessages(conversationId, onChange, limit)),
    showVersion: ({ conversationId, messageId }) => conversations.showVersion(conversationId, messageId),
    async deleteVersion({ conversationId, messageId }) {
      const refused = await refuseWhileStreaming(session.chatDb(), conversationId, deps.isStreamingHere);
      if (refused) return refused;
      const deleted = await conversations.deleteVersion(conversationId, messageId);
      if (deleted.ok) void deps.retryUnsaved();
      return deleted;
    },
    renameConversation: ({ id, title }) => conversations.rename(id, title),
    placeConversation: ({ id, pinned, archived }) =>
      conversations.place(id, { ...(pinned === undefined ? {} : { pinned }), ...(archived === undefined ? {} : { archived }) }),
    /**
     * Stops any answer or task still running in it first: a deleted chat costs no more tokens. Refused
     * while another tab is writing an answer in it.
     */
    async deleteConversation({ id }) {
      const refused = await refuseWhileStreaming(session.chatDb(), id, deps.isStreamingHere, { countHere: false });
      if (refused) return refused;
      await temporaryChats.removeWithWork(id);
      void deps.retryUnsaved();
      return ok(null);
    },
    async closeConversation({ id }) {
      deps.leftConversation(id);
      return ok(await temporaryChats.close(id));
    },
    async conversationTranscript({ id }) {
      // The versions the chat shows: the export reads as the conversation the user sees.
      const { conversation, path: messages } = await readShownPath(session.chatDb(), id);
      return conversation ? ok({ conversation, messages }) : err({ code: 'conversation_gone' });
    },
    subscribeThread: async ({ conversationId, onChange }) => ok(conversations.subscribeThread(conversationId, onChange)),
    unpinDecision: async ({ conversationId, decisionId }) => ok(await conversations.unpin(conversationId, decisionId)),
  };
}
