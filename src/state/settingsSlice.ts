import type { WorkerClient } from '../worker/client';
import type { LlmSettings, ModelSettings } from '../worker/contract';
import { loadApiKey, loadSettings, PROVIDER_PRESETS, saveApiKey, saveSettings, SETTINGS_KEY, type Settings } from './settingsStorage';
import type { Slice } from './slice';
import { endpointOrigin } from '../shared';
import { ENDPOINT_KEYS_STORAGE_KEY, keyForEndpoint } from './endpointKeys';
import { presetDraft, type SettingsDraft } from './presetLink';
import { persist } from './persist';
import type { ChatOptions } from './chatOptionsStorage';

export interface SettingsSlice {
  settings: Settings;
  apiKey: string;
  rememberKey: boolean;
  settingsOpen: boolean;
  /** Why the dialog was opened, e.g. 'no_key' when a send needed a key. */
  settingsReason: string | null;
  /** Settings proposed by a `?preset=` link: shown in the dialog, saved only when the user confirms. */
  settingsDraft: SettingsDraft | null;
  /** Why the last settings write failed (storage full); the settings still apply in this tab. */
  settingsSaveError: string | null;
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
  /** What a model call needs; with a conversation id, that chat's own system prompt too. */
  modelSettings(conversationId?: string | null): ModelSettings;
  listModels(settings: LlmSettings): ReturnType<WorkerClient['listModels']>;
  testConnection(settings: LlmSettings, model: string): ReturnType<WorkerClient['testConnection']>;
  testEmbeddings(settings: LlmSettings, model: string): ReturnType<WorkerClient['testEmbeddings']>;
}

/** What the settings slice reads of the other slices. */
interface SettingsReads {
  chatOptionsOf(conversationId: string | null): ChatOptions;
  refreshTokenEstimate(): void;
}

export const createSettingsSlice: Slice<SettingsSlice, SettingsReads> =
  ({ worker, storage, page }) =>
  (set, get) => {
    const { local, session } = storage;
    const configureMemory = () => void worker.configureMemory({ settings: get().modelSettings() });
    const initialSettings = loadSettings(local, page.languages());
    const { apiKey, remember } = loadApiKey(local, session, initialSettings.baseURL);
    return {
      settings: initialSettings,
      apiKey,
      rememberKey: remember,
      settingsOpen: false,
      settingsReason: null,
      settingsDraft: null,
      settingsSaveError: null,
      keyForEndpoint: (baseURL) => {
        const { apiKey: key, remember: kept } = keyForEndpoint(local, session, baseURL);
        return { apiKey: key, remember: kept };
      },
      openSettings: (reason) => set({ settingsOpen: true, settingsReason: reason ?? null }),
      closeSettings: () => set({ settingsOpen: false, settingsReason: null, settingsDraft: null, settingsSaveError: null }),
      saveAllSettings(next, key, rememberKey) {
        const failed = persist(() => {
          saveSettings(local, next);
          saveApiKey(local, session, next.baseURL, key.trim(), rememberKey);
        });
        // A failed write keeps the dialog open with what was typed; the settings apply in this tab meanwhile.
        const closed = { settingsOpen: false, settingsReason: null, settingsDraft: null };
        set({ settings: next, apiKey: key.trim(), rememberKey, settingsSaveError: failed, ...(failed ? {} : closed) });
        configureMemory();
        // The custom instructions are part of every request, so its size may have changed.
        get().refreshTokenEstimate();
      },
      followSettingsOfOtherTabs() {
        page.onOtherTabStorage((key) => {
          if (key !== SETTINGS_KEY && key !== ENDPOINT_KEYS_STORAGE_KEY) return;
          const settings = loadSettings(local, page.languages());
          const endpointKey = keyForEndpoint(local, session, settings.baseURL);
          set({ settings, apiKey: endpointKey.apiKey, rememberKey: endpointKey.remember });
          configureMemory();
        });
      },
      applyPresetFromUrl() {
        const url = page.url();
        const preset = PROVIDER_PRESETS.find((p) => p.id === url.searchParams.get('preset'));
        url.searchParams.delete('preset');
        page.replaceUrl(url);
        if (!preset) return;
        // A link only proposes: Settings opens filled in, and nothing is saved until the user confirms.
        const draft = presetDraft(get().settings, preset, (baseURL) => keyForEndpoint(local, session, baseURL).apiKey);
        set({ settingsDraft: draft, settingsOpen: true, settingsReason: 'preset' });
      },
      setMemoryPaused(memoryPaused) {
        const next = { ...get().settings, memoryPaused };
        set({ settings: next, settingsSaveError: persist(() => saveSettings(local, next)) });
        configureMemory();
      },
      setLanguage(language) {
        const next = { ...get().settings, language };
        set({ settings: next, settingsSaveError: persist(() => saveSettings(local, next)) });
      },
      listModels: (settings) => worker.listModels({ settings }),
      testConnection: (settings, model) => worker.testConnection({ settings, model }),
      testEmbeddings: (settings, model) => worker.testEmbeddings({ settings, model }),
      modelSettings(conversationId = null) {
        const { settings, apiKey } = get();
        const chat = get().chatOptionsOf(conversationId);
        return {
          apiKey,
          baseURL: settings.baseURL,
          // The worker refuses to send this key to any other origin, so a changed base URL never leaks it.
          keyOrigin: endpointOrigin(settings.baseURL) ?? '',
          chatModel: settings.chatModel,
          memoryModel: settings.memoryModel || settings.chatModel,
          language: settings.language,
          compactMaxTurns: settings.compactMaxTurns,
          compactMaxChars: settings.compactMaxChars,
          memoryPaused: settings.memoryPaused,
          embeddingModel: settings.embeddingModel,
          embedDeadlineMs: settings.embedDeadlineMs,
          instructions: { aboutMe: settings.aboutMe ?? '', answerStyle: settings.answerStyle ?? '', chatPrompt: chat.systemPrompt },
          sampling: {
            ...(chat.temperature === undefined ? {} : { temperature: chat.temperature }),
            ...(chat.maxTokens === undefined ? {} : { maxTokens: chat.maxTokens }),
          },
        };
      },
    };
  };
