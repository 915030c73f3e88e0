// The search feature: conversation search over an index built in the background, and its progress.
export type { SearchApi, SearchHit, SearchIndexProgress } from './contract';
export { createSearchHandlers } from './handlers';
export { createSearchCases, type SearchCases } from './searchCases';
export { searchServiceFor, type SearchService } from './searchService';
// The index code itself, for the search worker's entry to load at start (the main worker loads it on use).
export * as searchIndexCode from './persistedIndex';
