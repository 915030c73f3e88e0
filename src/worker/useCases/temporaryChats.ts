import { deleteConversation, getConversation, listMessages, listTemporaryConversationIds } from '../../storage';
import type { SessionContext } from './sessionContext';

/**
 * Temporary chats leave no trace (issue 7): never in memory (eligibility says so) and not in history
 * once closed. Closing ends any answer or task still running in them, then deletes every row.
 */
export function createTemporaryChats(session: SessionContext, stop: { answer(assistantMessageId: string): void; task(conversationId: string): void }) {
  async function remove(conversationId: string): Promise<void> {
    const db = session.chatDb();
    for (const m of await listMessages(db, conversationId)) if (m.status === 'streaming') stop.answer(m.id);
    stop.task(conversationId);
    await deleteConversation(db, conversationId);
  }

  return {
    /** Deletes the conversation if it is temporary; an ordinary one is never touched. */
    async close(conversationId: string): Promise<boolean> {
      const conversation = await getConversation(session.chatDb(), conversationId);
      if (!conversation?.temporary) return false;
      await remove(conversationId);
      return true;
    },
    /** At start-up: temporary chats a closed tab or a crash left behind. */
    async purge(): Promise<number> {
      const ids = await listTemporaryConversationIds(session.chatDb());
      for (const id of ids) await remove(id);
      return ids.length;
    },
  };
}
