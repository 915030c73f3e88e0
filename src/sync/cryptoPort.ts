// What the sync core needs from the world to seal values, passed in by the shell (the worker, a Node
// test or the relay observer): WebCrypto's `subtle` and a source of random bytes. Declared here by shape
// because the pure core's type library has no DOM: `globalThis.crypto.subtle` of the page, the worker
// and Node all fit it.

/** An opaque WebCrypto key (CryptoKey): the core only hands it back to `subtle`. */
export type SyncCryptoKey = object;

type Algorithm = { readonly name: string } & Record<string, unknown>;

export interface SubtleLike {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: Algorithm | string,
    extractable: boolean,
    keyUsages: string[],
  ): Promise<SyncCryptoKey>;
  deriveBits(algorithm: Algorithm, baseKey: SyncCryptoKey, length: number): Promise<ArrayBuffer>;
  encrypt(algorithm: Algorithm, key: SyncCryptoKey, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
  decrypt(algorithm: Algorithm, key: SyncCryptoKey, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
  sign(algorithm: Algorithm | string, key: SyncCryptoKey, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

/** `n` fresh random bytes (crypto.getRandomValues in the shell). */
export type RandomBytes = (n: number) => Uint8Array;
