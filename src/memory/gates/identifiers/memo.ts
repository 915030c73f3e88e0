/**
 * A bounded cache for a pure function of a string: the scan surface repeats each field in
 * several layouts, so the same number is judged many times per candidate, and the library checks behind
 * these judgements (every country's phone plan or ID format) are the expensive part of the gates.
 * Deterministic: it only remembers answers, oldest forgotten first.
 */
export function memoize(fn: (key: string) => boolean, size = 512): (key: string) => boolean {
  const cache = new Map<string, boolean>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const value = fn(key);
    if (cache.size >= size) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, value);
    return value;
  };
}
