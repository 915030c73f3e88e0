import { workerClient } from '../worker/client';
import { DEFAULT_TIMING, type StoreDeps } from './deps';
import { isOnline, registerPwa, watchOnline } from './pwa';

/** The store's dependencies in a real tab: the worker client, the browser's storages, clock and page. */
export function browserDeps(): StoreDeps {
  return {
    worker: workerClient,
    storage: { local: localStorage, session: sessionStorage },
    now: () => new Date().toISOString(),
    page: {
      languages: () => (typeof navigator !== 'undefined' ? navigator.languages : ['en']),
      isOnline: () => isOnline(),
      watchOnline: (onChange) => void watchOnline(onChange),
      onOtherTabStorage: (onChange) => addEventListener('storage', (e: StorageEvent) => onChange(e.key)),
      url: () => new URL(location.href),
      replaceUrl: (url) => history.replaceState(null, '', url),
      reload: () => location.reload(),
      registerUpdates: (onNeedRefresh) => registerPwa({ onNeedRefresh }),
    },
    timing: DEFAULT_TIMING,
  };
}
