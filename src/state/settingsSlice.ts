import type { Slice } from './store';
import { loadApiKey, loadSettings, PROVIDER_PRESETS, saveApiKey, saveSettings, SETTINGS_KEY, type Settings } from './settingsStorage';
import { ENDPOINT_KEYS_STORAGE_KEY, keyForEndpoint } from './endpointKeys';
import { presetDraft, type SettingsDraft } from './presetLink';
import { endpointOrigin } from '../shared';
import type { ModelSettings } from '../worker/api';
import { workerClient } from '../worker/client';

export interface SettingsSlice {
  settings: Settings;
  apiKey: string;
  rememberKey: boolean;
  settingsOpen: boolean;
  /** Why the dialog was opened, e.g. 'no_key' when a send needed a key. */
  settingsReason: string | null;
  /** Settings proposed by a `?preset=` link: shown in the dialog, saved only when the user confirms. */
  settingsDraft: SettingsDraft | null;
  /** The stored key of the endpoint a base URL points to ('' when none): a key never follows a URL change. */
  keyForEndpoint(baseURL: string): { apiKey: string; remember: boolean };
  openSettings(reason?: string): void;
  closeSettings(): void;
  saveAllSettings(next: Settings, apiKey: string, rememberKey: boolean): void;
  setLanguage(language: Settings['language']): void;
  setMemoryPaused(paused: boolean): void;
  /** Settings saved in another tab (pausing memory, above all) take effect here too. */
  followSettingsOfOtherTabs(): void;
  /** A setup link such as `?preset=demo` opens Settings filled in as picking that preset would; nothing is saved. */
  applyPresetFromUrl(): void;
  modelSettings(): ModelSettings;
  listModels: typeof workerClient.listModels;
  testConnection: typeof workerClient.testConnection;
}

const languages = (): readonly string[] => (typeof navigator !== 'undefined' ? navigator.languages : ['en']);

export const createSettingsSlice: Slice<SettingsSlice> = (set, get) => {
  const initialSettings = loadSettings(localStorage, languages());
  const { apiKey, remember } = loadApiKey(localStorage, sessionStorage, initialSettings.baseURL);
  return {
    settings: initialSettings,
    apiKey,
    rememberKey: remember,
    settingsOpen: false,
    settingsReason: null,
    settingsDraft: null,
    keyForEndpoint: (baseURL) => {
      const { apiKey: key, remember: kept } = keyForEndpoint(localStorage, sessionStorage, baseURL);
      return { apiKey: key, remember: kept };
    },
    openSettings: (reason) => set({ settingsOpen: true, settingsReason: reason ?? null }),
    closeSettings: () => set({ settingsOpen: false, settingsReason: null, settingsDraft: null }),
    saveAllSettings(next, key, rememberKey) {
      saveSettings(localStorage, next);
      saveApiKey(localStorage, sessionStorage, next.baseURL, key.trim(), rememberKey);
      set({ settings: next, apiKey: key.trim(), rememberKey, settingsOpen: false, settingsReason: null, settingsDraft: null });
      void workerClient.configureMemory(get().modelSettings());
    },
    followSettingsOfOtherTabs() {
      addEventListener('storage', (e: StorageEvent) => {
        if (e.key !== SETTINGS_KEY && e.key !== ENDPOINT_KEYS_STORAGE_KEY) return;
        const settings = loadSettings(localStorage, languages());
        const key = keyForEndpoint(localStorage, sessionStorage, settings.baseURL);
        set({ settings, apiKey: key.apiKey, rememberKey: key.remember });
        void workerClient.configureMemory(get().modelSettings());
      });
    },
    applyPresetFromUrl() {
      const url = new URL(location.href);
      const preset = PROVIDER_PRESETS.find((p) => p.id === url.searchParams.get('preset'));
      url.searchParams.delete('preset');
      history.replaceState(null, '', url);
      if (!preset) return;
      const draft = presetDraft(get().settings, preset, (baseURL) => keyForEndpoint(localStorage, sessionStorage, baseURL).apiKey);
      set({ settingsDraft: draft, settingsOpen: true, settingsReason: 'preset' });
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
    modelSettings() {
      const { settings, apiKey } = get();
      return {
        apiKey,
        baseURL: settings.baseURL,
        // The worker refuses to send this key to any other origin (issue 16).
        keyOrigin: endpointOrigin(settings.baseURL) ?? '',
        chatModel: settings.chatModel,
        memoryModel: settings.memoryModel || settings.chatModel,
        language: settings.language,
        compactMaxTurns: settings.compactMaxTurns,
        compactMaxChars: settings.compactMaxChars,
        memoryPaused: settings.memoryPaused,
      };
    },
  };
};
