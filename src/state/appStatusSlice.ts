import type { Slice } from './store';
import { isOnline, registerPwa, watchOnline } from './pwa';

export interface AppStatusSlice {
  online: boolean;
  /** Set for a few seconds after the network comes back, so the UI can say so. */
  backOnline: boolean;
  /** A new version of the app is installed and waits for the user (never replaces an open tab's code). */
  updateAvailable: boolean;
  startAppStatus(): void;
  applyUpdate(): void;
}

let apply: (() => Promise<void>) | null = null;
let backOnlineTimer: ReturnType<typeof setTimeout> | null = null;

export const createAppStatusSlice: Slice<AppStatusSlice> = (set) => ({
  online: isOnline(),
  backOnline: false,
  updateAvailable: false,
  startAppStatus() {
    watchOnline((online) => {
      set({ online, backOnline: online });
      if (backOnlineTimer) clearTimeout(backOnlineTimer);
      if (online) backOnlineTimer = setTimeout(() => set({ backOnline: false }), 4000);
    });
    void registerPwa({ onNeedRefresh: () => set({ updateAvailable: true }) }).then((r) => (apply = () => r.applyUpdate()));
  },
  applyUpdate() {
    void apply?.();
  },
});
