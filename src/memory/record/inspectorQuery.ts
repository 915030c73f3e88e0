import { MEMORY_TYPES, type MemoryType } from '../../shared';
import type { UserMemory } from './schema';

/** The memory inspector's filter: by type and status, searched by text and tags. */
export interface MemoryFilter {
  type: MemoryType | 'all';
  status: UserMemory['status'] | 'all';
  /** Words that must all occur in the text or the tags (any order; Chinese by substring). */
  search: string;
  sort: 'updated' | 'lastUsed';
}

/** What the inspector list shows of a memory. */
export type MemoryView = Pick<
  UserMemory,
  | 'stableKey'
  | 'type'
  | 'text'
  | 'tags'
  | 'status'
  | 'confidence'
  | 'source'
  | 'sourceConversationId'
  | 'createdAt'
  | 'updatedAt'
  | 'lastUsedAt'
  | 'identity'
>;

export interface MemoryQueryResult {
  items: MemoryView[];
  /** Counts per type under the status filter and search, so the type chips say what a click will show. */
  countsByType: Record<MemoryType, number>;
  total: number;
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

// Folded search text per memory object; memories are replaced (never mutated) on change, so identity works.
const searchText = new WeakMap<UserMemory, string>();
function haystack(m: UserMemory): string {
  let text = searchText.get(m);
  if (text === undefined) {
    text = fold(`${m.text}\n${m.tags.join(' ')}\n${m.identity.subject} ${m.identity.facet ?? ''}`);
    searchText.set(m, text);
  }
  return text;
}

const view = (m: UserMemory): MemoryView => ({
  stableKey: m.stableKey,
  type: m.type,
  text: m.text,
  tags: m.tags,
  status: m.status,
  confidence: m.confidence,
  source: m.source,
  sourceConversationId: m.sourceConversationId,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
  identity: m.identity,
  ...(m.lastUsedAt ? { lastUsedAt: m.lastUsedAt } : {}),
});

/** Filters, searches and sorts an in-memory copy, so typing never scans the database. */
export function filterMemories(all: readonly UserMemory[], filter: MemoryFilter): MemoryQueryResult {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  const matching = all.filter(
    (m) => (filter.status === 'all' || m.status === filter.status) && (words.length === 0 || words.every((w) => haystack(m).includes(w))),
  );
  const countsByType = Object.fromEntries(MEMORY_TYPES.map((t) => [t, 0])) as Record<MemoryType, number>;
  for (const m of matching) countsByType[m.type] += 1;
  const key = filter.sort === 'lastUsed' ? (m: UserMemory) => m.lastUsedAt ?? '' : (m: UserMemory) => m.updatedAt;
  const items = matching
    .filter((m) => filter.type === 'all' || m.type === filter.type)
    .sort((a, b) => key(b).localeCompare(key(a)) || a.stableKey.localeCompare(b.stableKey))
    .map(view);
  return { items, countsByType, total: matching.length };
}
