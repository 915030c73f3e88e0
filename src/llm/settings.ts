import { err, keyMayGoTo, ok, parseEndpoint, type Result } from '../shared';
import type { LlmError } from './errors';

// The settings a model call needs, and their check before any request. No SDK here: the worker's
// start-up code imports this (keyBelongsTo), while the calls themselves load on first use (index.ts).

export interface LlmSettings {
  apiKey: string;
  baseURL: string;
  /**
   * The origin the key was entered for. When set, a request to any other origin is refused
   * before it is made, so a key never travels to an endpoint it does not belong to.
   */
  keyOrigin?: string;
}

/** Settings after checking: key trimmed, base URL without trailing slashes. */
export interface CheckedSettings {
  apiKey: string;
  baseURL: string;
}

/** Refuses, without any request, settings that cannot work: no key, or a base URL that is not http(s). */
export function checkSettings(settings: LlmSettings): Result<CheckedSettings, LlmError> {
  const apiKey = (settings.apiKey ?? '').trim();
  if (!apiKey) return err({ code: 'no_key' });
  // The request goes to the URL as given (a proxy may need its user-info or query); only what is stored or
  // shown is the endpoint's cleaned form.
  const baseURL = (settings.baseURL ?? '').trim().replace(/\/+$/, '');
  if (!parseEndpoint(baseURL).ok) return err({ code: 'bad_base_url' });
  if (!keyBelongsTo(settings, baseURL)) return err({ code: 'no_key_for_endpoint' });
  return ok({ apiKey, baseURL });
}

/** False when the key was entered for another origin than the one this request goes to. */
export function keyBelongsTo(settings: Pick<LlmSettings, 'keyOrigin'>, baseURL: string): boolean {
  return keyMayGoTo(settings.keyOrigin, baseURL);
}
