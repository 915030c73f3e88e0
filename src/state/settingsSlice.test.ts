import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memoryStorage.testutil';
import { COMPACTION_LIMIT_DEFAULTS, SETTINGS_KEY } from './settingsStorage';
import { createFakePage, createTestStore } from './storeHarness.testutil';

describe('settings slice: loading (zod-parsed, field by field)', () => {
  it('given stored settings with some bad fields, when the store is built, then good fields are kept and each bad one falls back alone', () => {
    const local = createMemoryStorage();
    local.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        baseURL: 'http://127.0.0.1:4010/v1',
        chatModel: 42,
        memoryModel: 'mem',
        language: 'fr',
        compactMaxTurns: 3,
        compactMaxChars: 6000.5,
        memoryPaused: 'yes',
        extra: 'dropped',
      }),
    );
    const { store } = createTestStore({ local });
    expect(store.getState().settings).toEqual({
      baseURL: 'http://127.0.0.1:4010/v1',
      chatModel: 'gpt-4o-mini',
      memoryModel: 'mem',
      language: 'en',
      ...COMPACTION_LIMIT_DEFAULTS,
      memoryPaused: false,
      embeddingModel: '',
      embedDeadlineMs: 400,
    });
  });

  it('given stored settings that are not an object, when the store is built, then every default is used', () => {
    for (const stored of ['null', '[]', '"text"', '{oops']) {
      const local = createMemoryStorage();
      local.setItem(SETTINGS_KEY, stored);
      expect(createTestStore({ local }).store.getState().settings).toMatchObject({
        baseURL: 'https://api.openai.com/v1',
        chatModel: 'gpt-4o-mini',
        ...COMPACTION_LIMIT_DEFAULTS,
      });
    }
  });

  it('given a remembered key, when the store is built, then it is loaded; it is never part of the stored settings', () => {
    const local = createMemoryStorage();
    local.setItem('mindkeep.apiKey', 'sk-remembered-0001');
    const { store } = createTestStore({ local });
    expect(store.getState()).toMatchObject({ apiKey: 'sk-remembered-0001', rememberKey: true });
    store.getState().setLanguage('zh');
    expect(local.getItem(SETTINGS_KEY)).not.toContain('sk-remembered-0001');
  });
});

describe('settings slice: saving and other tabs', () => {
  it('given new settings without "remember", when saved, then the key goes to the session storage only and the worker gets the settings', async () => {
    const { store, worker, local, session } = createTestStore();
    store.getState().openSettings('no_key');
    store
      .getState()
      .saveAllSettings({ ...store.getState().settings, chatModel: 'mock-chat', memoryModel: '' }, '  sk-new-key-0002  ', false);
    expect(store.getState()).toMatchObject({ apiKey: 'sk-new-key-0002', settingsOpen: false, settingsReason: null });
    expect(session.getItem('mindkeep.apiKey')).toBe('sk-new-key-0002');
    expect(local.getItem('mindkeep.apiKey')).toBeNull();
    await vi.waitFor(() => expect(worker.requests('configureMemory')).toHaveLength(1));
    // An empty memory model means "the chat model".
    expect(worker.requests('configureMemory')[0]!.settings).toMatchObject({
      apiKey: 'sk-new-key-0002',
      chatModel: 'mock-chat',
      memoryModel: 'mock-chat',
    });
  });

  it('given memory paused in another tab, when its storage event arrives, then this tab pauses too and tells its worker', async () => {
    const local = createMemoryStorage();
    const page = createFakePage();
    const { store, worker } = createTestStore({ local, page });
    store.getState().followSettingsOfOtherTabs();
    local.setItem(SETTINGS_KEY, JSON.stringify({ ...store.getState().settings, memoryPaused: true }));

    page.otherTabWrote('some.other.key');
    expect(store.getState().settings.memoryPaused).toBe(false);

    page.otherTabWrote(SETTINGS_KEY);
    expect(store.getState().settings.memoryPaused).toBe(true);
    await vi.waitFor(() => expect(worker.requests('configureMemory').at(-1)?.settings.memoryPaused).toBe(true));
  });

  it('given a ?preset=demo link, when applied, then Settings opens proposing the local demo model with its key, nothing is saved, and the link is cleaned', () => {
    const page = createFakePage('http://127.0.0.1:4173/?preset=demo&x=1');
    const { store, local, session } = createTestStore({ page });
    const before = store.getState().settings;
    store.getState().applyPresetFromUrl();
    expect(store.getState()).toMatchObject({ settingsOpen: true, settingsReason: 'preset' });
    expect(store.getState().settingsDraft).toMatchObject({
      settings: { baseURL: 'http://127.0.0.1:4010/v1', chatModel: 'mock-chat' },
      apiKey: 'demo',
    });
    // A link only proposes: the saved settings and the key are untouched until the user confirms.
    expect(store.getState().settings).toBe(before);
    expect(store.getState().apiKey).toBe('');
    expect(session.getItem('mindkeep.apiKey')).toBeNull();
    expect(local.getItem('mindkeep.settings')).toBeNull();
    expect(page.currentUrl()).toBe('http://127.0.0.1:4173/?x=1');
  });

  it('given an unknown preset, when applied, then no setting changes and the link is cleaned', () => {
    const page = createFakePage('http://127.0.0.1:4173/?preset=nope');
    const { store } = createTestStore({ page });
    const before = store.getState().settings;
    store.getState().applyPresetFromUrl();
    expect(store.getState().settings).toBe(before);
    expect(store.getState()).toMatchObject({ settingsOpen: false, settingsDraft: null });
    expect(page.currentUrl()).toBe('http://127.0.0.1:4173/');
  });

  it('given the connection test, when run, then the worker gets the settings and model as one request', async () => {
    const { store, worker } = createTestStore();
    worker.answer('testConnection', async () => ({ ok: true, value: { models: ['m1'] } }));
    expect(await store.getState().testConnection({ apiKey: 'sk-t', baseURL: 'http://x/v1' }, 'm1')).toEqual({
      ok: true,
      value: { models: ['m1'] },
    });
    expect(worker.requests('testConnection')).toEqual([{ settings: { apiKey: 'sk-t', baseURL: 'http://x/v1' }, model: 'm1' }]);
  });
});
