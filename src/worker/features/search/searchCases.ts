import { ok, unavailableIfNotLoaded, type AppError, type Result } from '../../../shared';
import type { Subscriptions } from '../../common/subscriptions';
import type { SessionContext } from '../session';
import type { SearchHit, SearchIndexProgress } from './contract';
import { searchServiceFor, type SearchService } from './searchService';

/** The index build waits this long after the session opens, so the first list and chat come first. */
const INDEX_START_DELAY_MS = 1_500;

/** Conversation search and the progress of its background index. */
export function createSearchCases(session: SessionContext, subscriptions: Subscriptions) {
  let search: SearchService | null = null;
  const progressListeners = new Set<(progress: SearchIndexProgress) => void>();
  // One index per open chat database; a session switch stops the previous one and follows the new one.
  const searchService = (): SearchService => {
    const service = searchServiceFor(session.chatDb());
    if (search === service) return service;
    search?.stop();
    service.onProgress((p) => progressListeners.forEach((l) => l(p)));
    return (search = service);
  };

  return {
    /** Fails as `unavailable` only when the search code itself could not be loaded (a lost connection mid-update). */
    search(query: string): Promise<Result<SearchHit[], AppError>> {
      return unavailableIfNotLoaded(async () => ok(await searchService().search(query)));
    },
    /**
     * Attaches the index to the freshly opened database: its code and state row load at once (a search
     * typed right after a reload needs both), the build or check waits a pause for the first list and chat.
     */
    startIndex(): void {
      const service = searchService();
      service.prepare();
      setTimeout(() => void service.start(), INDEX_START_DELAY_MS);
    },
    /**
     * Attaches the index to the freshly opened database for this worker's own writes only: its code and
     * state row load, so each write is taken in as it commits, but the build and the check against the rows
     * are left to the search worker (the main worker runs them only if its tool searches).
     */
    followWrites(): void {
      searchService().prepare();
    },
    subscribeIndex(onChange: (progress: SearchIndexProgress) => void): number {
      progressListeners.add(onChange);
      onChange(searchService().progress());
      return subscriptions.track(() => progressListeners.delete(onChange));
    },
  };
}

export type SearchCases = ReturnType<typeof createSearchCases>;
