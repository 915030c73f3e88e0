import type { WorkerMethod } from './contract';

/**
 * The calls the page sends to the search worker (searchApi.ts); every other call goes to the main worker, and
 * `init` to both. Its own module, free of the search code, because the page's client reads it.
 */
export const SEARCH_WORKER_METHODS = [
  'init',
  'unsubscribe',
  'searchConversations',
  'subscribeSearchIndex',
] as const satisfies readonly WorkerMethod[];
export type SearchWorkerMethod = (typeof SEARCH_WORKER_METHODS)[number];
