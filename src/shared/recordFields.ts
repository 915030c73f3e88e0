/** A copy of `record` with only the given fields (those that are set): what a schema declares, nothing a row picked up. */
export function pickKeys<T extends object>(record: T, keys: readonly (keyof T)[]): T {
  const picked: Partial<T> = {};
  for (const key of keys) if (record[key] !== undefined) picked[key] = record[key];
  return picked as T;
}

/** Where a schema parse failed, as field paths only (never values, which may be what must not be shown). */
export function describeIssuePaths(issues: readonly { readonly path: readonly PropertyKey[] }[], most = 3): string {
  return [...new Set(issues.map((i) => i.path.map(String).join('.') || '(record)'))].slice(0, most).join(', ');
}
