// The app as an installable, offline-capable PWA: service-worker registration and network state.
// `virtual:pwa-register` exists only in a Vite build with vite-plugin-pwa (not under Vitest), so it is
// imported lazily, inside registerPwa: importing this file is always safe.

export interface PwaCallbacks {
  /** A new version is installed and waiting: show "update available"; call the returned `applyUpdate` on accept. */
  readonly onNeedRefresh: () => void;
  /** The app shell is cached: from now on the app opens with no network. */
  readonly onOfflineReady?: () => void;
  readonly onRegisterError?: (error: unknown) => void;
  /** How often an open tab looks for a new version; 0 = only when the page loads. */
  readonly updateCheckMs?: number;
}

export interface PwaRegistration {
  /** Activates the waiting version; the page reloads once it controls it. */
  applyUpdate(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;

/**
 * Registers the service worker ('prompt' mode: an update never replaces the code of an open tab on its
 * own). Resolves to a no-op registration where service workers are unavailable (dev server, old
 * browsers, insecure origins), so the caller needs no special case.
 */
export async function registerPwa(callbacks: PwaCallbacks): Promise<PwaRegistration> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return { applyUpdate: async () => {} };
  const { registerSW } = await import('virtual:pwa-register');
  const updateCheckMs = callbacks.updateCheckMs ?? HOUR;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: callbacks.onNeedRefresh,
    onOfflineReady: callbacks.onOfflineReady,
    onRegisterError: callbacks.onRegisterError,
    // The plugin reloads only for a version its own registration found, not for one found by the
    // periodic check below; applyUpdate reloads on controllerchange instead, for both.
    onNeedReload: () => {},
    onRegisteredSW(_url, registration) {
      // A tab left open for days still learns about a new version (an update check writes no user data).
      if (registration && updateCheckMs > 0) setInterval(() => void registration.update().catch(() => {}), updateCheckMs);
    },
  });
  return {
    applyUpdate() {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      return update(true);
    },
  };
}

/** True unless the browser knows it is offline (`navigator.onLine` can only prove the negative). */
export const isOnline = (nav: Pick<Navigator, 'onLine'> | undefined = globalThis.navigator): boolean => nav?.onLine !== false;

/**
 * Calls `onChange` with the new state whenever the browser goes online or offline (not at once: read
 * `isOnline()` for the current state). Returns the unsubscribe function.
 */
export function watchOnline(
  onChange: (online: boolean) => void,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = globalThis,
): () => void {
  const online = () => onChange(true);
  const offline = () => onChange(false);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
