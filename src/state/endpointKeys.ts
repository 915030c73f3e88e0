import { endpointOrigin } from '../shared';

/**
 * API keys belong to an endpoint: each is stored under the origin of the base URL it was
 * entered for, in localStorage when "remember" is ticked, otherwise in sessionStorage. A lookup for one
 * origin never returns another origin's key, so a changed base URL (by Settings or by a link) starts
 * with that endpoint's own key, or none. Keys are never written to IndexedDB, exported or logged.
 */
const KEYS = 'mindkeep.apiKeys';
/** The key of the saved base URL (in older releases the only key, kept for whatever base URL was set). */
const CURRENT_KEY = 'mindkeep.apiKey';

type KeyMap = Record<string, string>;

function readKeys(storage: Storage): KeyMap {
  try {
    const raw: unknown = JSON.parse(storage.getItem(KEYS) ?? '{}');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    );
  } catch {
    return {};
  }
}

function writeKeys(storage: Storage, keys: KeyMap): void {
  if (Object.keys(keys).length === 0) storage.removeItem(KEYS);
  else storage.setItem(KEYS, JSON.stringify(keys));
}

export interface EndpointKey {
  apiKey: string;
  remember: boolean;
  /** The origin the key belongs to; '' when the base URL is not an http(s) URL. */
  origin: string;
}

/** The one lookup every request path uses: the key stored for this base URL's origin, or ''. */
export function keyForEndpoint(local: Storage, session: Storage, baseURL: string): EndpointKey {
  const origin = endpointOrigin(baseURL);
  if (!origin) return { apiKey: '', remember: false, origin: '' };
  const remembered = readKeys(local)[origin];
  if (remembered) return { apiKey: remembered, remember: true, origin };
  return { apiKey: readKeys(session)[origin] ?? '', remember: false, origin };
}

/** Stores (or, when empty, forgets) the key of this base URL's origin; other origins' keys are untouched. */
export function saveEndpointKey(local: Storage, session: Storage, baseURL: string, apiKey: string, remember: boolean): void {
  const origin = endpointOrigin(baseURL);
  if (!origin) return;
  const localKeys = readKeys(local);
  const sessionKeys = readKeys(session);
  delete localKeys[origin];
  delete sessionKeys[origin];
  const key = apiKey.trim();
  if (key) (remember ? localKeys : sessionKeys)[origin] = key;
  writeKeys(local, localKeys);
  writeKeys(session, sessionKeys);
}

/**
 * `mindkeep.apiKey` holds the key of the saved base URL only (what older versions kept, and what they
 * read): rewritten on every save, and taken into the per-origin map when the map has no key for that URL.
 */
export function saveCurrentEndpointKey(local: Storage, session: Storage, baseURL: string, apiKey: string, remember: boolean): void {
  saveEndpointKey(local, session, baseURL, apiKey, remember);
  local.removeItem(CURRENT_KEY);
  session.removeItem(CURRENT_KEY);
  const key = apiKey.trim();
  if (key && endpointOrigin(baseURL)) (remember ? local : session).setItem(CURRENT_KEY, key);
}

/** A key kept by an older version (or written with the settings) belongs to the stored base URL's origin. */
export function adoptCurrentEndpointKey(local: Storage, session: Storage, baseURL: string): void {
  if (keyForEndpoint(local, session, baseURL).apiKey) return;
  for (const [storage, remember] of [
    [local, true],
    [session, false],
  ] as const) {
    const current = storage.getItem(CURRENT_KEY);
    if (current) return saveEndpointKey(local, session, baseURL, current, remember);
  }
}

export const ENDPOINT_KEYS_STORAGE_KEY = KEYS;
