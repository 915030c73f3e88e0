import { describe, expect, it } from 'vitest';
import { queryClauses, satisfies, typedPrefix } from './searchQuery';

describe('the word being typed', () => {
  it('given a query, when its last Latin word has three letters or more, then that word also matches as a prefix', () => {
    expect(typedPrefix('west hangz')).toBe('hangz');
    const [first, last] = queryClauses('west hangz');
    expect(first?.map((c) => c.prefix)).toEqual([undefined]);
    expect(last?.map((c) => c.prefix)).toEqual(['hangz']);
  });

  it('given a last word too short to narrow the vocabulary, or Chinese, when searched, then it matches whole only', () => {
    expect(typedPrefix('west ha')).toBeUndefined();
    expect(typedPrefix('杭州')).toBeUndefined();
    expect(
      queryClauses('hangz ha')
        .flat()
        .some((c) => c.prefix !== undefined),
    ).toBe(false);
  });

  it('given a prefix clause, when a document holds a longer word starting with it, then the document satisfies it', () => {
    const [clauses] = queryClauses('hangz');
    expect(satisfies(['train', 'hangzhou'], clauses!, '')).toBe(true);
    expect(satisfies(['train', 'shanghai'], clauses!, '')).toBe(false);
  });
});
