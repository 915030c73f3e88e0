import type { ToolContext } from '../../chat';
import type { ChatDb } from '../../storage';
import { searchChatDb } from './search';

/**
 * What the built-in tools may use from the world during one answer: the clock and the local
 * conversation search. The asking conversation is left out of the search: its own messages are
 * already in the request.
 */
export function toolContextFor(db: ChatDb, conversationId: string): ToolContext {
  return {
    now: new Date().toISOString(),
    async searchConversations(query) {
      const hits = await searchChatDb(db, query);
      return hits.filter((hit) => hit.conversationId !== conversationId).map(({ title, snippet }) => ({ title, snippet }));
    },
  };
}
