import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memoryStorage.testutil';
import { SETTINGS_KEY } from './settingsStorage';
import { createTestStore } from './storeHarness.testutil';

// A settings write the browser refuses (its storage is full) is shown, never thrown or swallowed;
// the dialog stays open with what was typed, and the settings apply in this tab meanwhile.
function fullStorage() {
  const local = createMemoryStorage();
  const state = { full: false };
  const setItem = local.setItem.bind(local);
  local.setItem = (k, v) => {
    if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem(k, v);
  };
  return { local, state };
}

describe('settings on a full disk', () => {
  it('given a full storage, when settings are saved, then the dialog stays open with the error, the settings apply here, and Save works once space is freed', () => {
    const { local, state } = fullStorage();
    const { store } = createTestStore({ local });
    store.getState().openSettings();
    state.full = true;
    const next = { ...store.getState().settings, chatModel: 'typed-model' };
    expect(() => store.getState().saveAllSettings(next, 'sk-typed-0003', true)).not.toThrow();
    expect(store.getState()).toMatchObject({
      settingsOpen: true,
      settingsSaveError: expect.stringMatching(/quota/),
      apiKey: 'sk-typed-0003',
    });
    expect(store.getState().settings.chatModel).toBe('typed-model');
    expect(local.getItem(SETTINGS_KEY)).toBeNull();

    state.full = false;
    store.getState().saveAllSettings(next, 'sk-typed-0003', true);
    expect(store.getState()).toMatchObject({ settingsOpen: false, settingsSaveError: null });
    expect(JSON.parse(local.getItem(SETTINGS_KEY)!)).toMatchObject({ chatModel: 'typed-model' });
  });

  it('given a full storage, when memory is paused, then it is paused in this tab and the failed write is reported', () => {
    const { local, state } = fullStorage();
    const { store } = createTestStore({ local });
    state.full = true;
    store.getState().setMemoryPaused(true);
    expect(store.getState().settings.memoryPaused).toBe(true);
    expect(store.getState().settingsSaveError).toMatch(/quota/);
  });
});
