import type { WorkerClient } from '../worker/client';

/**
 * Everything the store touches outside itself, passed in once (createAppStore): the worker, the two
 * browser storages, the clock, the page (URL, reload, other tabs, network, service worker) and the
 * debounce delays. The browser's versions are in browserDeps.ts; tests pass fakes and short delays.
 */
export interface StoreDeps {
  worker: WorkerClient;
  storage: { local: Storage; session: Storage };
  /** The current time as an ISO string. */
  now: () => string;
  page: PagePort;
  timing: StoreTiming;
}

export interface PagePort {
  /** The browser's preferred languages, most preferred first. */
  languages(): readonly string[];
  isOnline(): boolean;
  /** Calls back with the new state whenever the network goes or comes back. */
  watchOnline(onChange: (online: boolean) => void): void;
  /** Calls back with the key whenever another tab changes `local` storage. */
  onOtherTabStorage(onChange: (key: string | null) => void): void;
  url(): URL;
  replaceUrl(url: URL): void;
  reload(): void;
  /** Registers the service worker; `onNeedRefresh` fires when a new version waits. */
  registerUpdates(onNeedRefresh: () => void): Promise<{ applyUpdate(): Promise<void> }>;
}

/** Debounce and display delays in milliseconds; tests make them short instead of sleeping. */
export interface StoreTiming {
  searchDebounceMs: number;
  tokenEstimateDebounceMs: number;
  memoryQueryDebounceMs: number;
  backOnlineNoticeMs: number;
}

export const DEFAULT_TIMING: StoreTiming = {
  searchDebounceMs: 120,
  tokenEstimateDebounceMs: 250,
  memoryQueryDebounceMs: 60,
  backOnlineNoticeMs: 4000,
};
