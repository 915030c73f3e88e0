// The search feature: conversation search over an index built in the background, and its progress.
export type { SearchApi, SearchHit, SearchIndexProgress } from './contract';
export { createSearchHandlers } from './handlers';
export { createSearchCases, type SearchCases } from './searchCases';
export { searchServiceFor, type SearchService } from './searchService';
