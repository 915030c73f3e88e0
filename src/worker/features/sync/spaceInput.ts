import { err, ok, type Result } from '../../../shared';

// Checks of what the user types into Settings → Sync, before any key is derived or socket opened.

/** Shorter is guessable offline by anyone who reads the relay's data and has the pairing code. */
export const MIN_PASSPHRASE_LENGTH = 8;
/** The pairing code is the space id: 16 bytes, 22 base64url characters. */
const PAIRING_CODE = /^[A-Za-z0-9_-]{22}$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type SpaceInputError =
  { code: 'sync_bad_relay_url' } | { code: 'sync_weak_passphrase'; values: { limit: number } } | { code: 'sync_bad_pairing_code' };

/**
 * The relay's address as the socket will open it: wss anywhere, ws only on this computer (the page's
 * connect policy allows no more, and a ws:// page-to-LAN hop would carry the sealed data in the clear anyway).
 */
export function checkRelayUrl(raw: string): Result<string, SpaceInputError> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return err({ code: 'sync_bad_relay_url' });
  }
  const allowed = url.protocol === 'wss:' || (url.protocol === 'ws:' && LOOPBACK.has(url.hostname));
  if (!allowed || url.username || url.password || url.search || url.hash) return err({ code: 'sync_bad_relay_url' });
  return ok(url.href.replace(/\/+$/, ''));
}

export function checkPassphrase(passphrase: string): Result<string, SpaceInputError> {
  return [...passphrase.normalize('NFKC')].length >= MIN_PASSPHRASE_LENGTH
    ? ok(passphrase)
    : err({ code: 'sync_weak_passphrase', values: { limit: MIN_PASSPHRASE_LENGTH } });
}

export function checkPairingCode(raw: string): Result<string, SpaceInputError> {
  const code = raw.trim();
  return PAIRING_CODE.test(code) ? ok(code) : err({ code: 'sync_bad_pairing_code' });
}
