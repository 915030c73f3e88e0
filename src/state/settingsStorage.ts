/**
 * Device settings live in localStorage. The API key is kept apart: in localStorage only when the user
 * ticks "Remember key on this device", otherwise in sessionStorage. It is never written to IndexedDB,
 * never exported and never logged.
 */
import { z } from 'zod';
import { COMPACTION_DEFAULTS, COMPACTION_MINIMUMS, INSTRUCTION_MAX_CHARS } from '../chat';
import { cleanBaseUrl, EMBED_DEADLINE_DEFAULT_MS, EMBED_DEADLINE_MIN_MS, LANGUAGES, parseEndpoint, type Language } from '../shared';
import type { ModelSettings } from '../worker/contract';
import { adoptCurrentEndpointKey, keyForEndpoint, saveCurrentEndpointKey } from './endpointKeys';

export type { Language };

/**
 * The device settings are what a model call needs, without the key (kept apart, see above). One
 * difference of meaning: here an empty `memoryModel` means "same as the chat model"; `modelSettings()`
 * resolves it before anything reaches the worker.
 */
export type Settings = Omit<ModelSettings, 'apiKey' | 'instructions'> & CustomInstructions;

/**
 * The custom instructions for every chat ("About me", "How to answer"): settings of this device, sent
 * with each chat request after the app's own prompts. Absent: none.
 */
export interface CustomInstructions {
  aboutMe?: string;
  answerStyle?: string;
}

/** The compaction limits as settings: defaults and minimums come from chat/ (one source). */
export const COMPACTION_LIMIT_DEFAULTS = {
  compactMaxTurns: COMPACTION_DEFAULTS.maxTurns,
  compactMaxChars: COMPACTION_DEFAULTS.maxChars,
} as const;
export const COMPACTION_LIMIT_MINIMUMS = {
  compactMaxTurns: COMPACTION_MINIMUMS.maxTurns,
  compactMaxChars: COMPACTION_MINIMUMS.maxChars,
} as const;

type CompactionLimitKey = keyof typeof COMPACTION_LIMIT_DEFAULTS;
/** What the Settings form keeps of a typed limit: whole, at least the minimum, the default when empty. */
export const clampCompactionLimit = (key: CompactionLimitKey, value: number): number =>
  Math.max(COMPACTION_LIMIT_MINIMUMS[key], Math.round(value) || COMPACTION_LIMIT_DEFAULTS[key]);

export { EMBED_DEADLINE_DEFAULT_MS, EMBED_DEADLINE_MIN_MS };

/** What the Settings form keeps of a typed embedding deadline: whole, at least the minimum, the default when empty. */
export const clampEmbedDeadline = (value: number): number =>
  Math.max(EMBED_DEADLINE_MIN_MS, Math.round(value) || EMBED_DEADLINE_DEFAULT_MS);

export const SETTINGS_KEY = 'mindkeep.settings';

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export function browserLanguage(languages: readonly string[]): Language {
  return languages.some((l) => l.toLowerCase().startsWith('zh')) && !languages[0]?.toLowerCase().startsWith('en') ? 'zh' : 'en';
}

/** A custom instruction as stored: cut to the length the form allows; absent when it is not text. */
const instructionText = z
  .string()
  .transform((s) => s.slice(0, INSTRUCTION_MAX_CHARS))
  .optional()
  .catch(undefined);

/**
 * Stored settings are untrusted (older versions, other tabs, hand edits): each field that does not parse
 * falls back to its default on its own, so one bad field never loses the others; unknown fields are dropped.
 */
const settingsSchema = (defaults: Settings) =>
  z
    .object({
      // Older versions stored the URL as typed; only its cleaned form is kept (no user-info, query or fragment).
      baseURL: z
        .string()
        .transform((u, ctx) => cleanBaseUrl(u) ?? (ctx.addIssue({ code: 'custom', message: 'not a URL' }), z.NEVER))
        .catch(defaults.baseURL),
      chatModel: z.string().min(1).catch(defaults.chatModel),
      memoryModel: z.string().catch(defaults.memoryModel),
      language: z.enum(LANGUAGES).catch(defaults.language),
      compactMaxTurns: z.number().int().min(COMPACTION_LIMIT_MINIMUMS.compactMaxTurns).catch(defaults.compactMaxTurns),
      compactMaxChars: z.number().int().min(COMPACTION_LIMIT_MINIMUMS.compactMaxChars).catch(defaults.compactMaxChars),
      memoryPaused: z.boolean().catch(defaults.memoryPaused),
      embeddingModel: z
        .string()
        .transform((m) => m.trim())
        .catch(defaults.embeddingModel ?? ''),
      embedDeadlineMs: z
        .number()
        .int()
        .min(EMBED_DEADLINE_MIN_MS)
        .catch(defaults.embedDeadlineMs ?? EMBED_DEADLINE_DEFAULT_MS),
      aboutMe: instructionText,
      answerStyle: instructionText,
    })
    .catch({
      ...defaults,
      embeddingModel: defaults.embeddingModel ?? '',
      embedDeadlineMs: defaults.embedDeadlineMs ?? EMBED_DEADLINE_DEFAULT_MS,
    });

export function loadSettings(local: Storage, languages: readonly string[]): Settings {
  const defaults: Settings = {
    baseURL: DEFAULT_BASE_URL,
    chatModel: 'gpt-4o-mini',
    memoryModel: '',
    language: browserLanguage(languages),
    ...COMPACTION_LIMIT_DEFAULTS,
    memoryPaused: false,
    embeddingModel: '',
    embedDeadlineMs: EMBED_DEADLINE_DEFAULT_MS,
  };
  let raw: unknown;
  try {
    raw = JSON.parse(local.getItem(SETTINGS_KEY) ?? '{}');
  } catch {
    return defaults;
  }
  return settingsSchema(defaults).parse(raw);
}

export function saveSettings(local: Storage, settings: Settings): void {
  local.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

/** The key of the endpoint this base URL points to (keys are kept per origin, see endpointKeys.ts). */
export function loadApiKey(local: Storage, session: Storage, baseURL: string): { apiKey: string; remember: boolean } {
  adoptCurrentEndpointKey(local, session, baseURL);
  const { apiKey, remember } = keyForEndpoint(local, session, baseURL);
  // A local preset's placeholder is no secret: a tab-only copy lost with a browser restart comes back,
  // so a saved demo or Ollama setup keeps working instead of looking set while it has no key.
  return { apiKey: apiKey || placeholderKeyFor(baseURL), remember };
}

/** The placeholder key of the local preset (demo, Ollama, LM Studio) this base URL is, or ''. */
function placeholderKeyFor(baseURL: string): string {
  const clean = cleanBaseUrl(baseURL);
  return PROVIDER_PRESETS.find((p) => p.localKey && cleanBaseUrl(p.baseURL) === clean)?.localKey ?? '';
}

export function saveApiKey(local: Storage, session: Storage, baseURL: string, apiKey: string, remember: boolean): void {
  saveCurrentEndpointKey(local, session, baseURL, apiKey, remember);
}

/**
 * Validates a base URL the user typed (the endpoint rule, shared/endpoint.ts); returns the cleaned URL
 * (scheme, host, port, path: never user-info, query or fragment, which may hold credentials) or a reason.
 * 'insecure' is plain http to another host than this computer, which the page may not call.
 */
export function checkBaseUrl(
  input: string,
): { ok: true; url: string } | { ok: false; reason: 'empty' | 'invalid' | 'scheme' | 'insecure' } {
  const endpoint = parseEndpoint(input);
  if (!endpoint.ok) return { ok: false, reason: endpoint.error };
  if (!endpoint.value.isReachable) return { ok: false, reason: 'insecure' };
  return { ok: true, url: endpoint.value.baseURL };
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
