import type { SearchIndexProgress } from '../worker/contract';
import type { Slice } from './slice';

export interface SearchIndexSlice {
  /** The worker's conversation index build: shown while it runs, searches re-run once it is done. */
  searchIndex: SearchIndexProgress | null;
  watchSearchIndex(): void;
}

/** What the search-index slice reads of the other slices. */
interface SearchIndexReads {
  searchQuery: string;
  search(query: string): Promise<void>;
}

export const createSearchIndexSlice: Slice<SearchIndexSlice, SearchIndexReads> =
  ({ worker }) =>
  (set, get) => {
    let stop: (() => void) | null = null;
    return {
      searchIndex: null,
      watchSearchIndex() {
        stop?.();
        stop = worker.subscribeSearchIndex({
          onChange: (searchIndex) => {
            const finished = searchIndex.ready && get().searchIndex?.ready === false;
            set({ searchIndex });
            // Results shown while indexing covered only part of the history: complete them.
            if (finished && get().searchQuery.trim()) void get().search(get().searchQuery);
          },
        });
      },
    };
  };
