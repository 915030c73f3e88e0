import type { ConversationHit, ToolContext } from './types';

/** A ToolContext for tests (imported only by `*.test.ts`): a fixed instant and a canned search. */
export function testContext(overrides: { now?: string; hits?: readonly ConversationHit[]; searchFails?: boolean } = {}): ToolContext & {
  readonly queries: string[];
} {
  const queries: string[] = [];
  return {
    now: overrides.now ?? '2025-03-10T12:30:00Z',
    queries,
    async searchConversations(query) {
      queries.push(query);
      if (overrides.searchFails) throw new Error('the search index is unavailable');
      return overrides.hits ?? [];
    },
  };
}
