import type { Answer, Listener, SubscriptionId } from '../../answer';

export interface SearchHit {
  conversationId: string;
  title: string;
  /** The title for a title match, else an excerpt of the best-matching message. */
  snippet: string;
  /** [start, end) offsets of the matched words inside `snippet`. */
  highlights: [number, number][];
  matchedIn: 'title' | 'message';
}

/** Progress of the background conversation index build; `indexed === total` once search sees everything. */
export interface SearchIndexProgress {
  indexed: number;
  total: number;
  ready: boolean;
}

/** Searching the conversations, and the progress of the index that answers it. */
export interface SearchApi {
  searchConversations(req: { query: string }): Answer<SearchHit[]>;
  subscribeSearchIndex(req: { onChange: Listener<SearchIndexProgress> }): Answer<SubscriptionId>;
}
