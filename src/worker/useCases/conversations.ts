import {
  deleteConversation,
  getThread,
  listConversations,
  listRecentMessages,
  renameConversation,
  updateThread,
  watchQuery,
} from '../../storage';
import type { Conversation, Message, ThreadState } from '../../chat/records';
import { titleFromText, unpinDecision } from '../../chat';
import { err, ok, unavailableIfNotLoaded, type AppError, type Result } from '../../shared';
import type { SessionContext } from './sessionContext';
import { searchServiceFor, type SearchHit, type SearchIndexProgress, type SearchService } from './search/searchService';

export type { SearchHit, SearchIndexProgress };

/** Newest messages a chat opens with (above the message list's virtualising threshold, so the list does not switch modes under the user); older ones come a page at a time as the user scrolls up. */
export const FIRST_WINDOW = 100;

/** The index build waits this long after the session opens, so the first list and chat come first. */
const INDEX_START_DELAY_MS = 1_500;

/** Conversation list, messages, rename, delete and search; lists stay live across tabs. */
export function createConversationCases(session: SessionContext) {
  const subscriptions = new Map<number, () => void>();
  let nextId = 1;
  let search: SearchService | null = null;
  const progressListeners = new Set<(progress: SearchIndexProgress) => void>();
  // One index per open chat database; a session switch stops the previous one and follows the new one.
  const searchService = (): SearchService => {
    const service = searchServiceFor(session.chatDb());
    if (search === service) return service;
    search?.stop();
    service.onProgress((p) => progressListeners.forEach((l) => l(p)));
    return (search = service);
  };

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
    /**
     * The newest `limit` messages of a chat, oldest first, live (one short indexed read): a long history
     * never delays opening; the client asks again with a larger window as the user scrolls up.
     */
    subscribeMessages(conversationId: string, onChange: (messages: Message[]) => void, limit = FIRST_WINDOW): number {
      const size = Math.max(1, Math.floor(limit));
      return subscribe(() => listRecentMessages(session.chatDb(), conversationId, size), onChange);
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
      if (!clean) return err({ code: 'empty_title' });
      return (await renameConversation(session.chatDb(), id, clean)) ? ok(clean) : err({ code: 'conversation_gone' });
    },
    async remove(id: string): Promise<void> {
      await deleteConversation(session.chatDb(), id);
    },
    /** Fails as `unavailable` only when the search code itself could not be loaded (a lost connection mid-update). */
    search(query: string): Promise<Result<SearchHit[], AppError>> {
      return unavailableIfNotLoaded(async () => ok(await searchService().search(query)));
    },
    /** Attaches the index to the freshly opened database and builds it in the background, after a pause. */
    startSearchIndex(): void {
      const service = searchService();
      setTimeout(() => void service.start(), INDEX_START_DELAY_MS);
    },
    subscribeSearchIndex(onChange: (progress: SearchIndexProgress) => void): number {
      const id = nextId++;
      progressListeners.add(onChange);
      onChange(searchService().progress());
      subscriptions.set(id, () => progressListeners.delete(onChange));
      return id;
    },
  };
}
