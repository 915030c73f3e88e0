import type { Conversation, Message, MessageError, ThreadState } from '../../../chat/records';
import type { Answer, Listener, SubscriptionId } from '../../answer';
import type { ShownMessage } from '../../common/shownPath';

export type { Conversation, Message, MessageError, ShownMessage, ThreadState };

type Conv = { conversationId: string };

/** The conversation list, a conversation's messages and thread, and renaming, deleting and closing one. */
export interface ConversationsApi {
  subscribeConversations(req: { onChange: Listener<Conversation[]> }): Answer<SubscriptionId>;
  /** The newest `limit` messages (default 100), oldest first, live; a larger `limit` loads older ones. */
  subscribeMessages(req: Conv & { limit?: number; onChange: Listener<ShownMessage[]> }): Answer<SubscriptionId>;
  /** Shows another version of a message ("‹ 1 / 2 ›"): the chat, and the next request, follow the path through it. */
  showVersion(req: Conv & { messageId: string }): Answer<null>;
  /**
   * Deletes the shown version of a message with everything after it; the message's other versions stay and the
   * one before it is shown. Refused for a message's only version, and while an answer is written in the chat.
   */
  deleteVersion(req: Conv & { messageId: string }): Answer<null>;
  renameConversation(req: { id: string; title: string }): Answer<string>;
  /** Pins it to the top of the list, or moves it to the archive (which unpins it); either is undone the same way. */
  placeConversation(req: { id: string; pinned?: boolean; archived?: boolean }): Answer<null>;
  /** Stops any answer or task still running in it first: a deleted chat costs no more tokens. */
  deleteConversation(req: { id: string }): Answer<null>;
  /**
   * Called when the user leaves a conversation: a temporary one is deleted with everything in it; the turns of
   * another that wait for memory extraction are sent now instead of after the quiet period.
   */
  closeConversation(req: { id: string }): Answer<boolean>;
  /** Everything a chat's Markdown export needs: its record and the messages it shows, oldest first. */
  conversationTranscript(req: { id: string }): Answer<{ conversation: Conversation; messages: Message[] }>;
  subscribeThread(req: Conv & { onChange: Listener<ThreadState | null> }): Answer<SubscriptionId>;
  unpinDecision(req: Conv & { decisionId: string }): Answer<boolean>;
}
