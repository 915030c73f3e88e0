import { deleteConversation, getConversation, listMessages, listTemporaryConversationIds } from '../../../storage';
import type { SessionContext } from '../session';
import { holdTabLock, isTabLockHeld } from '../../common/tabLocks';

const openLockKey = (conversationId: string) => `temporary-${conversationId}`;

/**
 * Temporary chats leave no trace: never in memory (eligibility says so) and not in history
 * once closed. Closing ends any answer or task still running in them, then deletes every row.
 */
export function createTemporaryChats(
  session: SessionContext,
  stop: { answer(assistantMessageId: string): void; task(conversationId: string): void },
) {
  /** Releases the "still open in a tab" lock of each temporary chat this tab holds. */
  const openHere = new Map<string, () => void>();

  async function remove(conversationId: string): Promise<void> {
    openHere.get(conversationId)?.();
    openHere.delete(conversationId);
    const db = session.chatDb();
    for (const m of await listMessages(db, conversationId)) if (m.status === 'streaming') stop.answer(m.id);
    stop.task(conversationId);
    await deleteConversation(db, conversationId);
  }

  return {
    /** Stops any answer or task running in a conversation (temporary or not), then deletes it. */
    removeWithWork: remove,
    /** A temporary chat this tab just started: other tabs starting up must not purge it while it is open here. */
    adopt(conversationId: string): void {
      if (openHere.has(conversationId)) return;
      let release: () => void = () => undefined;
      holdTabLock(openLockKey(conversationId), new Promise<void>((resolve) => (release = resolve)));
      openHere.set(conversationId, release);
    },
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
      const leftBehind: string[] = [];
      for (const id of ids) if (!(await isTabLockHeld(openLockKey(id)))) leftBehind.push(id);
      for (const id of leftBehind) await remove(id);
      return leftBehind.length;
    },
  };
}

export type TemporaryChats = ReturnType<typeof createTemporaryChats>;
