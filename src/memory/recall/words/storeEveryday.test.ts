import { describe, expect, it } from 'vitest';
import { isStoreEveryday } from './storeEveryday';

describe('a thing the user’s store names everywhere', () => {
  it.each([
    [5, 10],
    [11, 110],
    [17, 110],
    [20, 114],
  ])('Given %i of %i memories naming it, then it is the user’s everyday', (mentions, store) => {
    expect(isStoreEveryday(mentions, store)).toBe(true);
  });

  it.each([
    [1, 3],
    [4, 5],
    [4, 109],
    [10, 110],
  ])('Given %i of %i memories naming it, then it may still be one memory’s topic', (mentions, store) => {
    expect(isStoreEveryday(mentions, store)).toBe(false);
  });
});
