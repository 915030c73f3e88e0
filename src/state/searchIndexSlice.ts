import type { Slice } from './store';
import type { SearchIndexProgress } from '../worker/api';
import { workerClient } from '../worker/client';

export interface SearchIndexSlice {
  /** The worker's conversation index build (issue 15): shown while it runs, searches re-run once it is done. */
  searchIndex: SearchIndexProgress | null;
  watchSearchIndex(): void;
}

let stop: (() => void) | null = null;

export const createSearchIndexSlice: Slice<SearchIndexSlice> = (set, get) => ({
  searchIndex: null,
  watchSearchIndex() {
    stop?.();
    stop = workerClient.subscribeSearchIndex((searchIndex) => {
      const finished = searchIndex.ready && get().searchIndex?.ready === false;
      set({ searchIndex });
      // Results shown while indexing covered only part of the history: complete them.
      if (finished && get().searchQuery.trim()) void get().search(get().searchQuery);
    });
  },
});
