import FlexSearch from 'flexsearch';
import type { Conversation, Message } from '../../../chat/records';
import { searchTerms } from './searchTokens';
import { bestMessage, MATCH_STRENGTH, rankMatches, type IndexedMatch } from './searchRanking';

// The in-memory index the app used before its index was persisted: kept as the benchmark's baseline,
// and it re-exports the persisted index so either module can be handed to the search service.
export { MATCH_STRENGTH, type IndexedMatch } from './searchRanking';
export { createPersistedIndex } from './persistedIndex';

interface ConversationEntry {
  title: string;
  lastActiveAt: string;
  temporary: boolean;
}

// fastupdate keeps a reverse map per document: without it one edit scans the whole index (over 100 ms at 45,000 messages).
/** Messages (and titles) taken from the index per query, most relevant first, before ranking by recency. */
const CANDIDATES = 2_000;
const SPREAD_CANDIDATES = 5_000;

const newIndex = () => new FlexSearch.Index({ tokenize: 'strict', encode: searchTerms, resolution: 9, fastupdate: true });

/**
 * The in-memory full-text index of one chat database: titles and message text, kept current by
 * put/remove calls. Temporary chats are never indexed (their messages are refused, and become
 * searchable never, even if the chat is kept). Pure bookkeeping, no I/O: the shell feeds it.
 */
export function createConversationIndex() {
  let messages = newIndex();
  let titles = newIndex();
  const conversations = new Map<string, ConversationEntry>();
  const messageConversation = new Map<string, string>();
  const conversationMessages = new Map<string, Set<string>>();

  function removeMessage(id: string): void {
    const conversationId = messageConversation.get(id);
    if (conversationId === undefined) return;
    messages.remove(id);
    messageConversation.delete(id);
    conversationMessages.get(conversationId)?.delete(id);
  }

  function dropConversationMessages(conversationId: string): void {
    for (const id of conversationMessages.get(conversationId) ?? []) {
      messages.remove(id);
      messageConversation.delete(id);
    }
    conversationMessages.delete(conversationId);
  }

  /**
   * Conversations holding every word somewhere (title or any message) though no single message holds
   * them all; the message shown is the one matching the most words. Each word looks at its most
   * relevant SPREAD_CANDIDATES messages, which bounds the cost of very common words.
   */
  function spreadMatches(words: readonly string[]): { conversationId: string; messageId: string }[] {
    const found = new Map<string, { messageIds: string[][]; titleWords: number }>();
    const entryFor = (conversationId: string) => {
      let entry = found.get(conversationId);
      if (!entry) found.set(conversationId, (entry = { messageIds: words.map(() => []), titleWords: 0 }));
      return entry;
    };
    words.forEach((word, w) => {
      for (const id of titles.search(word, { limit: CANDIDATES }) ?? []) entryFor(String(id)).titleWords |= 1 << w;
      for (const id of messages.search(word, { limit: SPREAD_CANDIDATES }) ?? []) {
        const conversationId = messageConversation.get(String(id));
        if (conversationId !== undefined) entryFor(conversationId).messageIds[w]?.push(String(id));
      }
    });
    const out: { conversationId: string; messageId: string }[] = [];
    for (const [conversationId, entry] of found) {
      if (!entry.messageIds.every((ids, w) => ids.length > 0 || (entry.titleWords & (1 << w)) !== 0)) continue;
      const messageId = bestMessage(entry.messageIds);
      if (messageId !== undefined) out.push({ conversationId, messageId });
    }
    return out;
  }

  return {
    putConversation(c: Conversation): void {
      const temporary = c.temporary === true;
      const before = conversations.get(c.id);
      conversations.set(c.id, { title: c.title, lastActiveAt: c.lastActiveAt, temporary });
      if (temporary) {
        if (before && !before.temporary) titles.remove(c.id);
        dropConversationMessages(c.id);
        return;
      }
      if (!before || before.title !== c.title || before.temporary) {
        if (before) titles.remove(c.id);
        titles.add(c.id, c.title);
      }
    },
    removeConversation(id: string): void {
      if (conversations.get(id)?.temporary === false) titles.remove(id);
      conversations.delete(id);
      dropConversationMessages(id);
    },
    putMessage(m: Pick<Message, 'id' | 'conversationId' | 'text'>): void {
      removeMessage(m.id);
      if (conversations.get(m.conversationId)?.temporary) return;
      messages.add(m.id, m.text);
      messageConversation.set(m.id, m.conversationId);
      let set = conversationMessages.get(m.conversationId);
      if (!set) conversationMessages.set(m.conversationId, (set = new Set()));
      set.add(m.id);
    },
    removeMessage,
    clear(): void {
      messages = newIndex();
      titles = newIndex();
      conversations.clear();
      messageConversation.clear();
      conversationMessages.clear();
    },
    size(): { conversations: number; messages: number } {
      return { conversations: conversations.size, messages: messageConversation.size };
    },
    /**
     * Conversations in which every query word matches (in the title or in any of its messages), ranked
     * by match strength, then the most recently active first.
     */
    search(query: string, limit: number): IndexedMatch[] {
      const words = query.split(/\s+/).filter((w) => searchTerms(w).length > 0);
      if (words.length === 0) return [];
      const results = new Map<string, IndexedMatch>();
      // Stronger passes run first, so a conversation keeps the strongest way it matched.
      const add = (conversationId: string, strength: number, messageId?: string) => {
        if (results.has(conversationId)) return;
        const conversation = conversations.get(conversationId);
        if (!conversation || conversation.temporary) return;
        results.set(conversationId, {
          conversationId,
          title: conversation.title,
          lastActiveAt: conversation.lastActiveAt,
          strength,
          ...(messageId ? { messageId } : {}),
        });
      };
      // FlexSearch 0.8 with fastupdate answers `undefined`, not [], for a term whose documents were all removed.
      const joined = words.join(' ');
      for (const id of titles.search(joined, { limit: CANDIDATES }) ?? []) add(String(id), MATCH_STRENGTH.title);
      for (const id of messages.search(joined, { limit: CANDIDATES }) ?? []) {
        const conversationId = messageConversation.get(String(id));
        if (conversationId !== undefined) add(conversationId, MATCH_STRENGTH.oneMessage, String(id));
      }
      if (results.size < limit && words.length > 1)
        for (const match of spreadMatches(words)) add(match.conversationId, MATCH_STRENGTH.spread, match.messageId);
      return rankMatches([...results.values()], limit);
    },
  };
}

export type ConversationIndex = ReturnType<typeof createConversationIndex>;
