import type { ToolContext } from '../../../../chat';
import { getConversation, type ChatDb } from '../../../../storage';
import { searchServiceFor } from '../../search';

/**
 * What the built-in tools may use from the world during one answer: the clock and the local
 * conversation search. The asking conversation is left out of the search (its own messages are
 * already in the request), and so are temporary chats: they leave no trace, not even in another answer.
 */
export function toolContextFor(db: ChatDb, conversationId: string): ToolContext {
  return {
    now: new Date().toISOString(),
    async searchConversations(query) {
      const hits = await searchServiceFor(db).search(query);
      const kept = [];
      for (const hit of hits)
        if (hit.conversationId !== conversationId && !(await getConversation(db, hit.conversationId))?.temporary)
          kept.push({ title: hit.title, snippet: hit.snippet });
      return kept;
    },
  };
}
