import type { KnownRecord } from '../../../storage';

/** The known records as the store holds them: record id (`table NUL key`) → a message's conversation, or ''. */
export type KnownSnapshot = Map<string, string>;

export function knownRows(
  memories: ReadonlySet<string>,
  conversations: ReadonlySet<string>,
  messages: ReadonlyMap<string, string>,
): KnownSnapshot {
  const out: KnownSnapshot = new Map();
  for (const k of memories) out.set(`memory\u0000${k}`, '');
  for (const k of conversations) out.set(`conversation\u0000${k}`, '');
  for (const [k, c] of messages) out.set(`message\u0000${k}`, c);
  return out;
}

/** What to write so the store goes from `saved` to `now`. */
export function knownDiff(saved: KnownSnapshot, now: KnownSnapshot): { put: Omit<KnownRecord, 'space'>[]; removed: string[] } {
  const put: Omit<KnownRecord, 'space'>[] = [];
  for (const [id, c] of now) if (saved.get(id) !== c) put.push(c ? { id, c } : { id });
  const removed = [...saved.keys()].filter((id) => !now.has(id));
  return { put, removed };
}
