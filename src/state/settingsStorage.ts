/**
 * Device settings live in localStorage. The API key is kept apart: in localStorage only when the user
 * ticks "Remember key on this device", otherwise in sessionStorage. It is never written to IndexedDB,
 * never exported and never logged (SPEC §1).
 */
import { cleanBaseUrl } from '../shared';
import { adoptCurrentEndpointKey, keyForEndpoint, saveCurrentEndpointKey } from './endpointKeys';

export type Language = 'en' | 'zh';

export interface Settings {
  baseURL: string;
  chatModel: string;
  /** Empty means "same as the chat model". */
  memoryModel: string;
  language: Language;
  /** Short-term memory: compact when the recent window holds more turns or chars than this. */
  compactMaxTurns: number;
  compactMaxChars: number;
  /** Long-term memory paused: nothing is recalled or extracted until resumed. */
  memoryPaused: boolean;
}

export const COMPACTION_LIMIT_DEFAULTS = { compactMaxTurns: 8, compactMaxChars: 12000 } as const;

export const SETTINGS_KEY = 'mindkeep.settings';

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export function browserLanguage(languages: readonly string[]): Language {
  return languages.some((l) => l.toLowerCase().startsWith('zh')) && !languages[0]?.toLowerCase().startsWith('en') ? 'zh' : 'en';
}

export function loadSettings(local: Storage, languages: readonly string[]): Settings {
  const defaults: Settings = {
    baseURL: DEFAULT_BASE_URL,
    chatModel: 'gpt-4o-mini',
    memoryModel: '',
    language: browserLanguage(languages),
    ...COMPACTION_LIMIT_DEFAULTS,
    memoryPaused: false,
  };
  try {
    const raw: unknown = JSON.parse(local.getItem(SETTINGS_KEY) ?? '{}');
    if (!raw || typeof raw !== 'object') return defaults;
    const r = raw as Record<string, unknown>;
    const str = (k: 'baseURL' | 'chatModel' | 'memoryModel') => (typeof r[k] === 'string' ? (r[k] as string) : defaults[k]);
    const int = (k: 'compactMaxTurns' | 'compactMaxChars', min: number) =>
      Number.isInteger(r[k]) && (r[k] as number) >= min ? (r[k] as number) : defaults[k];
    return {
      // Older versions stored the URL as typed; only its cleaned form is kept (issue 16).
      baseURL: cleanBaseUrl(str('baseURL')) ?? DEFAULT_BASE_URL,
      chatModel: str('chatModel') || defaults.chatModel,
      memoryModel: str('memoryModel'),
      language: r.language === 'zh' || r.language === 'en' ? r.language : defaults.language,
      compactMaxTurns: int('compactMaxTurns', 5),
      compactMaxChars: int('compactMaxChars', 2000),
      memoryPaused: r.memoryPaused === true,
    };
  } catch {
    return defaults;
  }
}

export function saveSettings(local: Storage, settings: Settings): void {
  local.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

/** The key of the endpoint this base URL points to (keys are kept per origin, see endpointKeys.ts). */
export function loadApiKey(local: Storage, session: Storage, baseURL: string): { apiKey: string; remember: boolean } {
  adoptCurrentEndpointKey(local, session, baseURL);
  const { apiKey, remember } = keyForEndpoint(local, session, baseURL);
  return { apiKey, remember };
}

export function saveApiKey(local: Storage, session: Storage, baseURL: string, apiKey: string, remember: boolean): void {
  saveCurrentEndpointKey(local, session, baseURL, apiKey, remember);
}

/**
 * Validates a base URL the user typed; returns the cleaned URL (scheme, host, port, path: never
 * user-info, query or fragment, which may hold credentials) or a reason.
 */
export function checkBaseUrl(input: string): { ok: true; url: string } | { ok: false; reason: 'empty' | 'invalid' | 'scheme' } {
  const trimmed = input.trim().replace(/\/+$/, '');
  if (!trimmed) return { ok: false, reason: 'empty' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  return { ok: true, url: cleanBaseUrl(trimmed) ?? trimmed };
}

/** One-click endpoints; local servers accept any key, but the SDK needs a non-empty one. */
export const PROVIDER_PRESETS = [
  { id: 'openai', label: 'OpenAI', baseURL: 'https://api.openai.com/v1', model: 'gpt-4o-mini', localKey: null },
  { id: 'deepseek', label: 'DeepSeek', baseURL: 'https://api.deepseek.com/v1', model: 'deepseek-chat', localKey: null },
  { id: 'openrouter', label: 'OpenRouter', baseURL: 'https://openrouter.ai/api/v1', model: 'openai/gpt-4o-mini', localKey: null },
  { id: 'ollama', label: 'Ollama', baseURL: 'http://127.0.0.1:11434/v1', model: 'llama3.1', localKey: 'ollama' },
  { id: 'lmstudio', label: 'LM Studio', baseURL: 'http://127.0.0.1:1234/v1', model: 'local-model', localKey: 'lm-studio' },
  { id: 'demo', label: 'Local demo model (npm run demo)', baseURL: 'http://127.0.0.1:4010/v1', model: 'mock-chat', localKey: 'demo' },
] as const;
export type ProviderPreset = (typeof PROVIDER_PRESETS)[number];
