import { describe, expect, it } from 'vitest';
import { generatePassphrase } from './generatePassphrase';

describe('generating a sync passphrase', () => {
  it('given random bytes, when generating, then it is five groups of five unambiguous characters', () => {
    const passphrase = generatePassphrase();
    expect(passphrase).toMatch(/^[a-km-np-z2-9]{5}(-[a-km-np-z2-9]{5}){4}$/);
  });

  it('given two generations, when compared, then they differ (the bytes are random, not fixed)', () => {
    expect(generatePassphrase()).not.toBe(generatePassphrase());
  });

  it('given known bytes, when generating, then every byte picks its character', () => {
    const passphrase = generatePassphrase((b) => b.map((_, i) => i));
    expect(passphrase).toBe('abcde-fghij-kmnpq-rstuv-wxyz2');
  });
});
