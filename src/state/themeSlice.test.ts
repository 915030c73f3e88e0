import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memoryStorage.testutil';
import { createTestStore } from './storeHarness.testutil';
import { THEME_STORAGE_KEY } from './themeSlice';

describe('theme slice', () => {
  it('given a dark theme kept on this device, when the store is built, then it starts dark; anything else is the system theme', () => {
    const local = createMemoryStorage();
    local.setItem(THEME_STORAGE_KEY, 'dark');
    expect(createTestStore({ local }).store.getState().theme).toBe('dark');
    local.setItem(THEME_STORAGE_KEY, 'neon');
    expect(createTestStore({ local }).store.getState().theme).toBe('system');
  });

  it('given a chosen theme, when saved, then the store and the device keep it; the system theme keeps nothing', () => {
    const local = createMemoryStorage();
    const { store } = createTestStore({ local });
    store.getState().saveTheme('light');
    expect(store.getState().theme).toBe('light');
    expect(local.getItem(THEME_STORAGE_KEY)).toBe('light');
    store.getState().saveTheme('system');
    expect(store.getState().theme).toBe('system');
    expect(local.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
