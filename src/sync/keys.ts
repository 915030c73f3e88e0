import { concatBytes, toBase64Url, utf8 } from './bytes';
import type { SubtleLike, SyncCryptoKey } from './cryptoPort';

/** The two documents of a sync space: memories, and conversations with their messages. */
export const SYNC_DOCS = ['memory', 'chat'] as const;
export type SyncDocName = (typeof SYNC_DOCS)[number];

/** PBKDF2-SHA-256 work factor for a passphrase (OWASP's current figure for this hash). */
export const PBKDF2_ITERATIONS = 600_000;
export const SPACE_ID_BYTES = 16;

/** Everything a device derives from the passphrase and the space id. The keys cannot be exported. */
export interface SpaceKeys {
  /** Key generation: bumped when the passphrase changes, written into every envelope. */
  readonly epoch: number;
  /** AES-GCM-256: seals every value put into the documents. */
  readonly enc: SyncCryptoKey;
  /** HMAC-SHA-256: turns a table and a record key into an opaque entry key. */
  readonly mac: SyncCryptoKey;
  /** Opaque room names on the relay, one per document. */
  readonly rooms: Readonly<Record<SyncDocName, string>>;
  /** Two bytes that let a joining device tell a wrong passphrase from an empty space. */
  readonly check: Uint8Array;
}

export interface KeyOptions {
  readonly epoch?: number;
  /** Only tests lower it, to keep key derivation fast. */
  readonly iterations?: number;
}

const SALT_PREFIX = 'mindkeep/sync/v1';

async function hkdf(subtle: SubtleLike, root: SyncCryptoKey, salt: Uint8Array<ArrayBuffer>, info: string, bits: number) {
  return new Uint8Array(await subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info: utf8(info) }, root, bits));
}

/**
 * root = PBKDF2(NFKC(passphrase), "mindkeep/sync/v1" ‖ spaceId); every key below is HKDF of root with
 * its own label, so knowing a room name or the key check reveals nothing about the encryption key.
 * The space id is part of the salt: the relay, which never sees it, cannot precompute guesses.
 */
export async function deriveSpaceKeys(
  subtle: SubtleLike,
  passphrase: string,
  spaceId: Uint8Array<ArrayBuffer>,
  options: KeyOptions = {},
): Promise<SpaceKeys> {
  const epoch = options.epoch ?? 1;
  if (!Number.isInteger(epoch) || epoch < 0 || epoch > 255) throw new RangeError('epoch must fit one byte');
  const password = await subtle.importKey('raw', utf8(passphrase.normalize('NFKC')), 'PBKDF2', false, ['deriveBits']);
  const rootBits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: concatBytes(utf8(SALT_PREFIX), spaceId), iterations: options.iterations ?? PBKDF2_ITERATIONS },
    password,
    256,
  );
  const root = await subtle.importKey('raw', new Uint8Array(rootBits), 'HKDF', false, ['deriveBits']);
  const bytes = (info: string, bits: number) => hkdf(subtle, root, spaceId, info, bits);
  const [encBytes, macBytes, memoryRoom, chatRoom, check] = await Promise.all([
    bytes(`enc/${epoch}`, 256),
    bytes('mac', 256),
    bytes('room/memory', 256),
    bytes('room/chat', 256),
    bytes('check', 16),
  ]);
  return {
    epoch,
    enc: await subtle.importKey('raw', encBytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']),
    mac: await subtle.importKey('raw', macBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    rooms: { memory: toBase64Url(memoryRoom), chat: toBase64Url(chatRoom) },
    check,
  };
}
