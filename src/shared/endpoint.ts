import { err, ok, type Result } from './result';

/**
 * The one rule for model endpoints: how a typed base URL is read, what of it may be kept, which origin an
 * API key entered for it belongs to, and whether the page may reach it. Settings, the key store, preset
 * links, the Settings form and the model client all ask this module, so they cannot disagree.
 */
export interface Endpoint {
  /**
   * Scheme, host, port and path without trailing slashes. User-info, query and fragment can carry
   * credentials (`https://user:secret@proxy/v1?api-key=…`), so they never survive.
   */
  baseURL: string;
  /** The origin a key belongs to: a key is remembered per origin and only ever sent to that origin. */
  origin: string;
  /** The host is this computer as the page's CSP names it (`127.0.0.1` or `localhost`). */
  isLoopback: boolean;
  /**
   * The page may call it: https anywhere, plain http on loopback only. The Content-Security-Policy
   * (index.html) lets plain http reach this computer only (an IPv6 literal cannot be written there), and a
   * page served over https could not reach another host's plain http anyway (mixed content).
   */
  isReachable: boolean;
}

/** Why a base URL is not an endpoint: nothing typed, not a URL, or not http(s). */
export type EndpointProblem = 'empty' | 'invalid' | 'scheme';

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost']);

export function parseEndpoint(input: string): Result<Endpoint, EndpointProblem> {
  const trimmed = input.trim();
  if (!trimmed.replace(/\/+$/, '')) return err('empty');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return err('invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return err('scheme');
  const isLoopback = LOOPBACK_HOSTS.has(url.hostname);
  return ok({
    baseURL: `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`,
    origin: url.origin,
    isLoopback,
    isReachable: url.protocol === 'https:' || isLoopback,
  });
}

/** A base URL as it may be stored or shown (see Endpoint.baseURL); `null` when it is not an http(s) URL. */
export function cleanBaseUrl(input: string): string | null {
  const endpoint = parseEndpoint(input);
  return endpoint.ok ? endpoint.value.baseURL : null;
}

/** What a stored error may keep of a base URL: the cleaned form, or nothing when it is not a URL. */
export function cleanStoredBaseUrl(input: string | undefined): string | undefined {
  if (input === undefined) return undefined;
  return cleanBaseUrl(input) ?? undefined;
}

/**
 * The origin a key belongs to: a key is remembered per endpoint origin and is only ever sent to that
 * origin. `null` for anything that is not an http(s) URL.
 */
export function endpointOrigin(baseURL: string): string | null {
  const endpoint = parseEndpoint(baseURL);
  return endpoint.ok ? endpoint.value.origin : null;
}

/**
 * False when a key entered for `keyOrigin` would go to another origin than `baseURL`'s. No `keyOrigin`
 * (settings from before keys were kept per origin) belongs anywhere.
 */
export function keyMayGoTo(keyOrigin: string | undefined, baseURL: string): boolean {
  return keyOrigin === undefined || keyOrigin === endpointOrigin(baseURL);
}
