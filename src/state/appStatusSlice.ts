import type { Slice } from './slice';

export interface AppStatusSlice {
  online: boolean;
  /** Set for a few seconds after the network comes back, so the UI can say so. */
  backOnline: boolean;
  /** A new version of the app is installed and waits for the user (never replaces an open tab's code). */
  updateAvailable: boolean;
  startAppStatus(): void;
  applyUpdate(): void;
}

export const createAppStatusSlice: Slice<AppStatusSlice> =
  ({ page, timing }) =>
  (set) => {
    let apply: (() => Promise<void>) | null = null;
    let backOnlineTimer: ReturnType<typeof setTimeout> | null = null;
    return {
      online: page.isOnline(),
      backOnline: false,
      updateAvailable: false,
      startAppStatus() {
        page.watchOnline((online) => {
          set({ online, backOnline: online });
          if (backOnlineTimer) clearTimeout(backOnlineTimer);
          if (online) backOnlineTimer = setTimeout(() => set({ backOnline: false }), timing.backOnlineNoticeMs);
        });
        void page.registerUpdates(() => set({ updateAvailable: true })).then((r) => (apply = () => r.applyUpdate()));
      },
      applyUpdate() {
        void apply?.();
      },
    };
  };
