import { deleteConversation, getThread, listConversations, listMessages, renameConversation, updateThread, watchQuery } from '../../storage';
import type { Conversation, Message, ThreadState } from '../../chat/records';
import { titleFromText, unpinDecision } from '../../chat';
import { err, ok, type AppError, type Result } from '../../shared';
import type { SessionContext } from './sessionContext';
import { searchChatDb, type SearchHit } from './search';

export type { SearchHit };

/** Conversation list, messages, rename, delete and search; lists stay live across tabs. */
export function createConversationCases(session: SessionContext) {
  const subscriptions = new Map<number, () => void>();
  let nextId = 1;

  function subscribe<T>(query: () => Promise<T>, onChange: (value: T) => void): number {
    const id = nextId++;
    const stop = watchQuery(query, onChange, (e) => console.error('live query failed', e));
    subscriptions.set(id, stop);
    return id;
  }

  return {
    subscribeList(onChange: (list: Conversation[]) => void): number {
      return subscribe(() => listConversations(session.chatDb()), onChange);
    },
    subscribeMessages(conversationId: string, onChange: (messages: Message[]) => void): number {
      return subscribe(() => listMessages(session.chatDb(), conversationId), onChange);
    },
    subscribeThread(conversationId: string, onChange: (thread: ThreadState | null) => void): number {
      return subscribe(async () => (await getThread(session.chatDb(), conversationId)) ?? null, onChange);
    },
    /** Registers any stop function under a subscription id, so `unsubscribe` ends it too. */
    track(stop: () => void): number {
      const id = nextId++;
      subscriptions.set(id, stop);
      return id;
    },
    /** By id (issue 16), in one read-modify-write: a list changed meanwhile never loses the wrong decision. */
    async unpin(conversationId: string, decisionId: string): Promise<boolean> {
      return updateThread(session.chatDb(), conversationId, (thread) => unpinDecision(thread, decisionId));
    },
    unsubscribe(id: number): void {
      subscriptions.get(id)?.();
      subscriptions.delete(id);
    },
    async rename(id: string, title: string): Promise<Result<string, AppError>> {
      const clean = titleFromText(title);
      if (!clean) return err({ code: 'empty', message: 'A title cannot be empty.' });
      return (await renameConversation(session.chatDb(), id, clean)) ? ok(clean) : err({ code: 'gone', message: 'This conversation no longer exists.' });
    },
    async remove(id: string): Promise<void> {
      await deleteConversation(session.chatDb(), id);
    },
    search(query: string): Promise<SearchHit[]> {
      return searchChatDb(session.chatDb(), query);
    },
  };
}
