import type OpenAI from 'openai';
import { endpointOrigin, err, lazyModule, ok, type Result } from '../shared';
import type { LlmError } from './errors';

export interface LlmSettings {
  apiKey: string;
  baseURL: string;
  /**
   * The origin the key was entered for (issue 16). When set, a request to any other origin is refused
   * before it is made, so a key never travels to an endpoint it does not belong to.
   */
  keyOrigin?: string;
}

export type LlmRole = 'system' | 'user' | 'assistant';

export interface LlmMessage {
  role: LlmRole;
  content: string;
}

/** Settings after checking: key trimmed, base URL without trailing slashes. */
export interface CheckedSettings {
  apiKey: string;
  baseURL: string;
}

export function normalizeBaseURL(baseURL: string): string {
  return baseURL.trim().replace(/\/+$/, '');
}

/** Refuses, without any request, settings that cannot work: no key, or a base URL that is not http(s). */
export function checkSettings(settings: LlmSettings): Result<CheckedSettings, LlmError> {
  const apiKey = (settings.apiKey ?? '').trim();
  if (!apiKey) return err({ code: 'no_key', message: 'No API key is set. Add your key in Settings.' });
  const baseURL = normalizeBaseURL(settings.baseURL ?? '');
  let protocol = '';
  try {
    protocol = new URL(baseURL).protocol;
  } catch {
    // handled below
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    return err({
      code: 'bad_request',
      message: 'The base URL is not a valid http(s) address. Set one in Settings, for example https://api.openai.com/v1.',
    });
  if (!keyBelongsTo(settings, baseURL))
    return err({ code: 'no_key', message: 'No API key is set for this endpoint. Add its key in Settings.' });
  return ok({ apiKey, baseURL });
}

/** False when the key was entered for another origin than the one this request goes to. */
export function keyBelongsTo(settings: Pick<LlmSettings, 'keyOrigin'>, baseURL: string): boolean {
  return settings.keyOrigin === undefined || settings.keyOrigin === endpointOrigin(baseURL);
}

// Memory only, a handful of entries: one per (base URL, key) the user has tried in this tab or worker.
const MAX_CLIENTS = 4;
const clients = new Map<string, OpenAI>();

// The SDK is the largest part of the worker; it loads at the first model call, not at start-up (issue 14).
const loadSdk = lazyModule('The model client', () => import('openai'));

/**
 * The cached SDK client for these settings. Retries are off: callers (the UI, the outbox) decide on retrying.
 * Rejects with a ModuleLoadError when the SDK's chunk cannot be fetched (toLlmError says so).
 */
export async function clientFor({ apiKey, baseURL }: CheckedSettings): Promise<OpenAI> {
  const { default: OpenAISdk } = await loadSdk();
  const cacheKey = `${baseURL}\u0000${apiKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new OpenAISdk({
      apiKey,
      baseURL,
      organization: null,
      project: null,
      dangerouslyAllowBrowser: true,
      maxRetries: 0,
      timeout: 120_000,
      logLevel: 'off',
    });
    if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value as string);
  } else {
    clients.delete(cacheKey);
  }
  clients.set(cacheKey, client);
  return client;
}
