import { describe, expect, it } from 'vitest';
import { sizeText } from './sizeText';

describe('sizeText', () => {
  it('given sizes below and above a gigabyte, when worded, then each uses a unit that keeps the number short', () => {
    expect(sizeText(0)).toBe('0.0 MB');
    expect(sizeText(512 * 1024 * 1024)).toBe('512.0 MB');
    expect(sizeText(10247 * 1024 * 1024)).toBe('10.0 GB');
  });
});
