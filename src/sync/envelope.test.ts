import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubtleLike } from './cryptoPort';
import { openValue, PADDING_BLOCK, sealValue, type EntryAddress } from './envelope';
import { randomBytes, SPACE_ID, testKeys } from './slots.testutil';

// Node's WebCrypto must fit the port the core declares (the page's and the worker's are the same API).
const subtle: SubtleLike = crypto.subtle;
const at: EntryAddress = { doc: 'memory', map: 'r', key: 'abcdefghijklmnopqrstuv.AAAAAAAAAAA' };
const value = { t: 'memory', text: 'MARKER-桃子-42' };

describe('envelope', () => {
  it('given a sealed value, when opened at the same address with the same key, then the value comes back', async () => {
    const keys = await testKeys();
    const sealed = await sealValue({ subtle, keys, randomBytes }, at, value);
    expect(sealed[0]).toBe(1);
    expect(sealed[1]).toBe(keys.epoch);
    expect((sealed.length - 2 - 12 - 16) % PADDING_BLOCK).toBe(0);
    expect(Buffer.from(sealed).includes(Buffer.from('MARKER'))).toBe(false);
    expect(await openValue({ subtle, keys }, at, sealed)).toEqual({ ok: true, value });
  });

  it('given any one byte changed, when opened, then it is refused', async () => {
    const keys = await testKeys();
    const sealed = await sealValue({ subtle, keys, randomBytes }, at, value);
    await fc.assert(
      fc.asyncProperty(fc.nat(sealed.length - 1), fc.integer({ min: 1, max: 255 }), async (i, flip) => {
        const bad = sealed.slice();
        bad[i] = bad[i]! ^ flip;
        const opened = await openValue({ subtle, keys }, at, bad);
        expect(opened.ok).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it.each<[string, EntryAddress]>([
    ['another record', { ...at, key: 'zbcdefghijklmnopqrstuv.AAAAAAAAAAA' }],
    ['another slot', { ...at, key: 'abcdefghijklmnopqrstuv.BBBBBBBBBBB' }],
    ['another map', { ...at, map: 'dev' }],
    ['another document', { ...at, doc: 'chat' }],
  ])('given a value moved to %s, when opened there, then it does not open', async (_what, moved) => {
    const keys = await testKeys();
    const sealed = await sealValue({ subtle, keys, randomBytes }, at, value);
    expect(await openValue({ subtle, keys }, moved, sealed)).toEqual({ ok: false, error: 'undecryptable' });
  });

  it('given a wrong passphrase, another space or another epoch, when opened, then it is refused', async () => {
    const keys = await testKeys();
    const sealed = await sealValue({ subtle, keys, randomBytes }, at, value);
    expect(await openValue({ subtle, keys: await testKeys('wrong horse battery staple') }, at, sealed)).toEqual({
      ok: false,
      error: 'undecryptable',
    });
    const otherSpace = await testKeys(undefined, 1, new Uint8Array(16).fill(8));
    expect(await openValue({ subtle, keys: otherSpace }, at, sealed)).toEqual({ ok: false, error: 'undecryptable' });
    expect(await openValue({ subtle, keys: await testKeys(undefined, 2) }, at, sealed)).toEqual({ ok: false, error: 'other_epoch' });
    expect(await openValue({ subtle, keys }, at, sealed.slice(0, 20))).toEqual({ ok: false, error: 'not_envelope' });
  });

  it('given the same value sealed twice, when compared, then the bytes differ (a fresh IV each time)', async () => {
    const keys = await testKeys();
    const one = await sealValue({ subtle, keys, randomBytes }, at, value);
    const two = await sealValue({ subtle, keys, randomBytes }, at, value);
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(false);
  });
});

describe('space keys', () => {
  it('given the same passphrase (in another Unicode form) and space, when derived, then rooms and key check agree; otherwise they differ', async () => {
    const one = await testKeys('café au lait, twice please');
    const nfd = await testKeys('cafe\u0301 au lait, twice please');
    expect(nfd.rooms).toEqual(one.rooms);
    expect(nfd.check).toEqual(one.check);
    expect(one.rooms.memory).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.rooms.memory).not.toBe(one.rooms.chat);
    const other = await testKeys('café au lait, twice please', 1, new Uint8Array(SPACE_ID).fill(9));
    expect(other.rooms.memory).not.toBe(one.rooms.memory);
  });
});
