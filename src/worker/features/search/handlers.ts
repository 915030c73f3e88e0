import { ok } from '../../../shared';
import type { HandlerMap } from '../../answer';
import type { SearchApi } from './contract';
import type { SearchCases } from './searchCases';

export function createSearchHandlers(search: SearchCases): HandlerMap<SearchApi> {
  return {
    searchConversations: ({ query }) => search.search(query),
    /** Progress of the background conversation index build; answers a subscription id. */
    subscribeSearchIndex: async ({ onChange }) => ok(search.subscribeIndex(onChange)),
  };
}
