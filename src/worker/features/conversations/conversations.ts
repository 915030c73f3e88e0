import {
  deleteConversation,
  deleteVersion,
  getConversation,
  getThread,
  listConversations,
  listRecentMessages,
  placeConversation,
  renameConversation,
  showVersion,
  updateThread,
} from '../../../storage';
import type { Conversation, ThreadState } from '../../../chat/records';
import { readShownPath, withVersions, type ShownMessage } from '../../common/shownPath';
import { planVersionDeletion, titleFromText, unpinDecision } from '../../../chat';
import { err, MESSAGE_PAGE, ok, type AppError, type Result } from '../../../shared';
import type { Subscriptions } from '../../common/subscriptions';
import type { SessionContext } from '../session';

/** Newest messages a chat opens with (above the message list's virtualising threshold, so the list does not switch modes under the user); older ones come a page at a time as the user scrolls up. */
export const FIRST_WINDOW = MESSAGE_PAGE;

/** Conversation list, messages, rename and delete; lists stay live across tabs. */
export function createConversationCases(session: SessionContext, subscriptions: Subscriptions) {
  return {
    subscribeList(onChange: (list: Conversation[]) => void): number {
      return subscriptions.watch(() => listConversations(session.chatDb()), onChange);
    },
    /**
     * The newest `limit` messages of a chat, oldest first, live (one short indexed read): a long history
     * never delays opening; the client asks again with a larger window as the user scrolls up.
     */
    subscribeMessages(conversationId: string, onChange: (messages: ShownMessage[]) => void, limit = FIRST_WINDOW): number {
      const size = Math.max(1, Math.floor(limit));
      return subscriptions.watch(async () => {
        const db = session.chatDb();
        // A chat with versions shows one path through its message tree, so it reads the whole tree.
        if (!(await getConversation(db, conversationId))?.branched) return listRecentMessages(db, conversationId, size);
        const { all, path } = await readShownPath(db, conversationId);
        return withVersions(all, path, size);
      }, onChange);
    },
    /** Shows another version of a message (and the newest path below it). */
    async showVersion(conversationId: string, messageId: string): Promise<Result<null, AppError>> {
      const db = session.chatDb();
      const message = (await readShownPath(db, conversationId)).all.find((m) => m.id === messageId);
      if (!message) return err({ code: 'message_gone' });
      return (await showVersion(db, conversationId, messageId)) ? ok(null) : err({ code: 'conversation_gone' });
    },
    /** Deletes the version `messageId` and what follows it; its message's other versions stay, the one before it is shown. */
    async deleteVersion(conversationId: string, messageId: string): Promise<Result<null, AppError>> {
      const db = session.chatDb();
      const plan = planVersionDeletion((await readShownPath(db, conversationId)).all, messageId);
      if (!plan) return err({ code: 'message_gone' });
      return (await deleteVersion(db, conversationId, plan.remove, plan.show)) ? ok(null) : err({ code: 'conversation_gone' });
    },
    subscribeThread(conversationId: string, onChange: (thread: ThreadState | null) => void): number {
      return subscriptions.watch(async () => (await getThread(session.chatDb(), conversationId)) ?? null, onChange);
    },
    /** By id, in one read-modify-write: a list changed meanwhile never loses the wrong decision. */
    async unpin(conversationId: string, decisionId: string): Promise<boolean> {
      return updateThread(session.chatDb(), conversationId, (thread) => unpinDecision(thread, decisionId));
    },
    async rename(id: string, title: string): Promise<Result<string, AppError>> {
      const clean = titleFromText(title);
      if (!clean) return err({ code: 'empty_title' });
      return (await renameConversation(session.chatDb(), id, clean)) ? ok(clean) : err({ code: 'conversation_gone' });
    },
    async place(id: string, place: { pinned?: boolean; archived?: boolean }): Promise<Result<null, AppError>> {
      return (await placeConversation(session.chatDb(), id, place)) ? ok(null) : err({ code: 'conversation_gone' });
    },
    async remove(id: string): Promise<void> {
      await deleteConversation(session.chatDb(), id);
    },
  };
}

export type ConversationCases = ReturnType<typeof createConversationCases>;
