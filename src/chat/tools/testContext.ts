import type { ConversationHit, ToolContext } from './types';

// The calculator and unit tools load mathjs on their first call; tests load it here, at import, so the
// first test of a file does not spend its time budget on a cold module.
await import('./math');

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
