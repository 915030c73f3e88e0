import { err, ok, type Result } from '../shared';
import { concatBytes, fromUtf8, utf8 } from './bytes';
import type { RandomBytes, SubtleLike } from './cryptoPort';
import type { SpaceKeys, SyncDocName } from './keys';

/**
 * A sealed value: 0x01 ‖ epoch (1 byte) ‖ IV (12 random bytes) ‖ AES-GCM ciphertext with its 16-byte
 * tag. The additional data names where the value sits (document, map, entry key), so a relay that moves
 * a value to another record, slot or document makes it fail to open instead of changing meaning.
 * Random 96-bit IVs are safe far beyond the number of values one space will ever seal.
 */
export const ENVELOPE_VERSION = 0x01;
const IV_BYTES = 12;
const HEADER_BYTES = 2 + IV_BYTES;
const TAG_BYTES = 16;
/** Plaintext is padded to a multiple of this, so sizes seen by the relay say little about the text. */
export const PADDING_BLOCK = 256;

/** Where a value lives in a document; the array of message order uses its name and an empty key. */
export interface EntryAddress {
  readonly doc: SyncDocName;
  readonly map: string;
  readonly key: string;
}

/** What sealing needs from the shell. */
export interface SealContext {
  readonly subtle: SubtleLike;
  readonly keys: Pick<SpaceKeys, 'enc' | 'epoch'>;
  readonly randomBytes: RandomBytes;
}

export type OpenContext = Omit<SealContext, 'randomBytes'>;

/**
 * - `not_envelope`: too short or not starting with a known version byte;
 * - `other_epoch`: sealed under another key generation (the passphrase changed);
 * - `undecryptable`: wrong key, tampered bytes, or a value moved from another address;
 * - `not_json`: opened, but its content is not a JSON value (a bug or a hostile device).
 */
export type OpenError = 'not_envelope' | 'other_epoch' | 'undecryptable' | 'not_json';

const SEPARATOR = new Uint8Array([0]);

/** "mk1" ‖ 0 ‖ doc ‖ 0 ‖ map ‖ 0 ‖ key: separators keep ("a","bc") and ("ab","c") apart. */
export function additionalData(at: EntryAddress): Uint8Array<ArrayBuffer> {
  return concatBytes(utf8('mk1'), SEPARATOR, utf8(at.doc), SEPARATOR, utf8(at.map), SEPARATOR, utf8(at.key));
}

/** JSON allows trailing whitespace, so spaces pad a payload without a length field. */
function padded(json: string): Uint8Array<ArrayBuffer> {
  const bytes = utf8(json);
  const out = new Uint8Array(Math.ceil((bytes.length + 1) / PADDING_BLOCK) * PADDING_BLOCK).fill(0x20);
  out.set(bytes);
  return out;
}

export async function sealValue(ctx: SealContext, at: EntryAddress, value: unknown): Promise<Uint8Array> {
  const iv = new Uint8Array(ctx.randomBytes(IV_BYTES));
  if (iv.length !== IV_BYTES) throw new RangeError('randomBytes returned the wrong length');
  const sealed = await ctx.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(at) },
    ctx.keys.enc,
    padded(JSON.stringify(value)),
  );
  return concatBytes(new Uint8Array([ENVELOPE_VERSION, ctx.keys.epoch]), iv, new Uint8Array(sealed));
}

/** The JSON value sealed at `at`, still untrusted: the caller parses it with its payload schema. */
export async function openValue(ctx: OpenContext, at: EntryAddress, sealed: Uint8Array): Promise<Result<unknown, OpenError>> {
  if (!(sealed instanceof Uint8Array) || sealed.length < HEADER_BYTES + TAG_BYTES || sealed[0] !== ENVELOPE_VERSION)
    return err('not_envelope');
  if (sealed[1] !== ctx.keys.epoch) return err('other_epoch');
  let plain: ArrayBuffer;
  try {
    plain = await ctx.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(2, HEADER_BYTES), additionalData: additionalData(at) },
      ctx.keys.enc,
      sealed.slice(HEADER_BYTES),
    );
  } catch {
    return err('undecryptable');
  }
  try {
    return ok(JSON.parse(fromUtf8(new Uint8Array(plain))) as unknown);
  } catch {
    return err('not_json');
  }
}
