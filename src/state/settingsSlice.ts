import type { Slice } from './store';
import { loadApiKey, loadSettings, PROVIDER_PRESETS, saveApiKey, saveSettings, SETTINGS_KEY, type Settings } from './settingsStorage';
import type { ModelSettings } from '../worker/api';
import { workerClient } from '../worker/client';

export interface SettingsSlice {
  settings: Settings;
  apiKey: string;
  rememberKey: boolean;
  settingsOpen: boolean;
  /** Why the dialog was opened, e.g. 'no_key' when a send needed a key. */
  settingsReason: string | null;
  openSettings(reason?: string): void;
  closeSettings(): void;
  saveAllSettings(next: Settings, apiKey: string, rememberKey: boolean): void;
  setLanguage(language: Settings['language']): void;
  setMemoryPaused(paused: boolean): void;
  /** Settings saved in another tab (pausing memory, above all) take effect here too. */
  followSettingsOfOtherTabs(): void;
  /** A setup link such as `?preset=demo` fills Settings in as picking that preset would. */
  applyPresetFromUrl(): void;
  modelSettings(): ModelSettings;
  listModels: typeof workerClient.listModels;
  testConnection: typeof workerClient.testConnection;
  testEmbeddings: typeof workerClient.testEmbeddings;
}

const languages = (): readonly string[] => (typeof navigator !== 'undefined' ? navigator.languages : ['en']);

export const createSettingsSlice: Slice<SettingsSlice> = (set, get) => {
  const { apiKey, remember } = loadApiKey(localStorage, sessionStorage);
  return {
    settings: loadSettings(localStorage, languages()),
    apiKey,
    rememberKey: remember,
    settingsOpen: false,
    settingsReason: null,
    openSettings: (reason) => set({ settingsOpen: true, settingsReason: reason ?? null }),
    closeSettings: () => set({ settingsOpen: false, settingsReason: null }),
    saveAllSettings(next, key, rememberKey) {
      saveSettings(localStorage, next);
      saveApiKey(localStorage, sessionStorage, key.trim(), rememberKey);
      set({ settings: next, apiKey: key.trim(), rememberKey, settingsOpen: false, settingsReason: null });
      void workerClient.configureMemory(get().modelSettings());
    },
    followSettingsOfOtherTabs() {
      addEventListener('storage', (e: StorageEvent) => {
        if (e.key !== SETTINGS_KEY) return;
        set({ settings: loadSettings(localStorage, languages()) });
        void workerClient.configureMemory(get().modelSettings());
      });
    },
    applyPresetFromUrl() {
      const url = new URL(location.href);
      const preset = PROVIDER_PRESETS.find((p) => p.id === url.searchParams.get('preset'));
      if (!preset) return;
      const next = { ...get().settings, baseURL: preset.baseURL, chatModel: preset.model };
      saveSettings(localStorage, next);
      set({ settings: next });
      if (preset.localKey && !get().apiKey) {
        saveApiKey(localStorage, sessionStorage, preset.localKey, false);
        set({ apiKey: preset.localKey });
      }
      url.searchParams.delete('preset');
      history.replaceState(null, '', url);
    },
    setMemoryPaused(memoryPaused) {
      const next = { ...get().settings, memoryPaused };
      saveSettings(localStorage, next);
      set({ settings: next });
      void workerClient.configureMemory(get().modelSettings());
    },
    setLanguage(language) {
      const next = { ...get().settings, language };
      saveSettings(localStorage, next);
      set({ settings: next });
    },
    listModels: (settings) => workerClient.listModels(settings),
    testConnection: (settings, model) => workerClient.testConnection(settings, model),
    testEmbeddings: (settings, model) => workerClient.testEmbeddings(settings, model),
    modelSettings() {
      const { settings, apiKey } = get();
      return {
        apiKey,
        baseURL: settings.baseURL,
        chatModel: settings.chatModel,
        memoryModel: settings.memoryModel || settings.chatModel,
        language: settings.language,
        compactMaxTurns: settings.compactMaxTurns,
        compactMaxChars: settings.compactMaxChars,
        memoryPaused: settings.memoryPaused,
        embeddingModel: settings.embeddingModel,
        embedDeadlineMs: settings.embedDeadlineMs,
      };
    },
  };
};
