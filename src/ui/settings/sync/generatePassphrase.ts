/** No 0/O, 1/l/I: a passphrase copied by hand onto another device must survive the copying. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 5;
const GROUP_LENGTH = 5;

/**
 * A strong passphrase for a new sync space: 25 characters from 32 (125 bits), in groups of five. Rejection
 * is not needed: 256 is a multiple of 32, so every character is equally likely.
 */
export function generatePassphrase(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(GROUPS * GROUP_LENGTH));
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return Array.from({ length: GROUPS }, (_, i) => chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join('')).join('-');
}
