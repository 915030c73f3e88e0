import type { Slice } from './slice';

/** The colour theme is a display preference of this device, kept beside the other UI settings. */
export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

export const THEME_STORAGE_KEY = 'mindkeep.theme';

export interface ThemeSlice {
  theme: Theme;
  /** Keeps the choice on this device; the UI puts it on the page (ui/common/theme.ts). */
  saveTheme(theme: Theme): void;
}

function readTheme(local: Storage): Theme {
  try {
    const stored = local.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export const createThemeSlice: Slice<ThemeSlice> =
  ({ storage }) =>
  (set) => ({
    theme: readTheme(storage.local),
    saveTheme(theme) {
      try {
        if (theme === 'system') storage.local.removeItem(THEME_STORAGE_KEY);
        else storage.local.setItem(THEME_STORAGE_KEY, theme);
      } catch {
        // Storage can be unavailable (private mode quotas): the choice then lasts for this page only.
      }
      set({ theme });
    },
  });
