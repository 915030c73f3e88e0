/**
 * A base URL as it may be stored or shown: scheme, host, port and path only. User-info, query and
 * fragment can carry credentials (`https://user:secret@proxy/v1?api-key=…`), so they never survive.
 */
export function cleanBaseUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`;
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
  try {
    const url = new URL(baseURL.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
