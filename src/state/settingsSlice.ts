import type { WorkerClient } from '../worker/client';
import type { LlmSettings, ModelSettings } from '../worker/contract';
import { loadApiKey, loadSettings, PROVIDER_PRESETS, saveApiKey, saveSettings, SETTINGS_KEY, type Settings } from './settingsStorage';
import type { Slice } from './slice';

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
  listModels(settings: LlmSettings): ReturnType<WorkerClient['listModels']>;
  testConnection(settings: LlmSettings, model: string): ReturnType<WorkerClient['testConnection']>;
  testEmbeddings(settings: LlmSettings, model: string): ReturnType<WorkerClient['testEmbeddings']>;
}

export const createSettingsSlice: Slice<SettingsSlice> = ({ worker, storage, page }) => (set, get) => {
  const { local, session } = storage;
  const configureMemory = () => void worker.configureMemory({ settings: get().modelSettings() });
  const { apiKey, remember } = loadApiKey(local, session);
  return {
    settings: loadSettings(local, page.languages()),
    apiKey,
    rememberKey: remember,
    settingsOpen: false,
    settingsReason: null,
    openSettings: (reason) => set({ settingsOpen: true, settingsReason: reason ?? null }),
    closeSettings: () => set({ settingsOpen: false, settingsReason: null }),
    saveAllSettings(next, key, rememberKey) {
      saveSettings(local, next);
      saveApiKey(local, session, key.trim(), rememberKey);
      set({ settings: next, apiKey: key.trim(), rememberKey, settingsOpen: false, settingsReason: null });
      configureMemory();
    },
    followSettingsOfOtherTabs() {
      page.onOtherTabStorage((key) => {
        if (key !== SETTINGS_KEY) return;
        set({ settings: loadSettings(local, page.languages()) });
        configureMemory();
      });
    },
    applyPresetFromUrl() {
      const url = page.url();
      const preset = PROVIDER_PRESETS.find((p) => p.id === url.searchParams.get('preset'));
      if (!preset) return;
      const next = { ...get().settings, baseURL: preset.baseURL, chatModel: preset.model };
      saveSettings(local, next);
      set({ settings: next });
      if (preset.localKey && !get().apiKey) {
        saveApiKey(local, session, preset.localKey, false);
        set({ apiKey: preset.localKey });
      }
      url.searchParams.delete('preset');
      page.replaceUrl(url);
    },
    setMemoryPaused(memoryPaused) {
      const next = { ...get().settings, memoryPaused };
      saveSettings(local, next);
      set({ settings: next });
      configureMemory();
    },
    setLanguage(language) {
      const next = { ...get().settings, language };
      saveSettings(local, next);
      set({ settings: next });
    },
    listModels: (settings) => worker.listModels({ settings }),
    testConnection: (settings, model) => worker.testConnection({ settings, model }),
    testEmbeddings: (settings, model) => worker.testEmbeddings({ settings, model }),
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
