/**
 * Where arrow keys, Home and End move focus in a row of `count` items (wrapping at the ends), or null
 * for any other key: the keyboard pattern shared by ARIA menus (vertical) and tab lists (horizontal).
 */
export function rovingTarget(key: string, at: number, count: number, axis: 'horizontal' | 'vertical'): number | null {
  if (count === 0) return null;
  const [back, forward] = axis === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === forward) return (at + 1) % count;
  if (key === back) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
