import { describe, expect, it } from 'vitest';
import { rovingTarget } from './rovingTarget';

describe('rovingTarget', () => {
  it('given a horizontal tab list, when arrows are pressed at the ends, then focus wraps around', () => {
    expect(rovingTarget('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(rovingTarget('ArrowDown', 0, 3, 'horizontal')).toBeNull();
  });

  it('given a vertical menu, when Up, Down, Home and End are pressed, then they move; other keys do not', () => {
    expect(rovingTarget('ArrowDown', 0, 2, 'vertical')).toBe(1);
    expect(rovingTarget('ArrowUp', -1, 2, 'vertical')).toBe(0);
    expect(rovingTarget('Home', 1, 2, 'vertical')).toBe(0);
    expect(rovingTarget('End', 0, 2, 'vertical')).toBe(1);
    expect(rovingTarget('Enter', 0, 2, 'vertical')).toBeNull();
    expect(rovingTarget('ArrowDown', 0, 0, 'vertical')).toBeNull();
  });
});
