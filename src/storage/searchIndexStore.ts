import { Dexie } from 'dexie';
import type { ChatDb } from './chatDb';
import type { Conversation } from '../chat/records';
import type { SearchLogEntry } from './searchLog';
import {
  docKey,
  joinTerms,
  SEARCH_INDEX_FORMAT,
  SEARCH_SEGMENT,
  segmentOf,
  type SearchDoc,
  type SearchMeta,
  type SearchPostingRow,
} from './searchIndexRows';

/** The terms of a message's text or (already marked) of a conversation's title. Must be pure. */
export type IndexTerms = (kind: 'm' | 'c', text: string) => string[];

/** Postings rows written per transaction by a bulk write, so no transaction holds the database long. */
const ROWS_PER_TRANSACTION = 4_000;

const isMeta = (v: unknown): v is SearchMeta => {
  const m = v as Partial<SearchMeta> | undefined;
  return (
    !!m &&
    typeof m.format === 'number' &&
    (m.state === 'building' || m.state === 'ready') &&
    (m.cursor === null || typeof m.cursor === 'string') &&
    typeof m.titlesDone === 'boolean' &&
    Number.isInteger(m.nextNum) &&
    Number.isInteger(m.logFloor)
  );
};

/** Raised when a stored index row is not what this code wrote: the index is then rebuilt. */
export class SearchIndexCorrupt extends Error {
  constructor(what: string) {
    super(`conversation search index row is damaged: ${what}`);
    this.name = 'SearchIndexCorrupt';
  }
}

/** The index's state row; undefined when missing or unreadable (both mean: build it). */
export async function readSearchMeta(db: ChatDb): Promise<SearchMeta | undefined> {
  const meta = await db.searchMeta.get('state');
  return isMeta(meta) ? meta : undefined;
}

/**
 * Drops the whole index and marks a build as started. Log entries written until now are left for the
 * build (see SearchMeta.logFloor); later ones are taken in while it runs.
 */
export async function resetSearchIndex(db: ChatDb): Promise<void> {
  await db.transaction('rw', [db.searchDocs, db.searchPostings, db.searchMeta, db.searchLog], async () => {
    await Promise.all([db.searchDocs.clear(), db.searchPostings.clear()]);
    const logFloor = ((await db.searchLog.orderBy(':id').lastKey()) as number | undefined) ?? 0;
    await db.searchMeta.put({
      key: 'state',
      format: SEARCH_INDEX_FORMAT,
      state: 'building',
      cursor: null,
      titlesDone: false,
      nextNum: 0,
      logFloor,
    });
  });
}

/** Ends a build: the log entries it covered are dropped and the index is marked ready. */
export async function finishSearchBuild(db: ChatDb): Promise<void> {
  await db.transaction('rw', [db.searchMeta, db.searchLog], async () => {
    const meta = await readSearchMeta(db);
    if (!meta || meta.state === 'ready') return;
    await db.searchLog.where(':id').belowOrEqual(meta.logFloor).delete();
    await db.searchMeta.put({ ...meta, state: 'ready' });
  });
}

/** Records how far the build got, so a reload resumes it; `state: 'ready'` ends it. */
export async function saveBuildProgress(db: ChatDb, patch: Partial<Pick<SearchMeta, 'cursor' | 'titlesDone'>>): Promise<void> {
  await db.transaction('rw', db.searchMeta, async () => {
    const meta = await readSearchMeta(db);
    if (meta) await db.searchMeta.put({ ...meta, ...patch });
  });
}

/** Conversations against title documents, and the log's backlog (small counts: one per chat). */
export async function searchTitleCounts(db: ChatDb) {
  const [conversations, titleDocs, backlog] = await Promise.all([
    db.conversations.count(),
    db.searchDocs.where('key').startsWith('c:').count(),
    db.searchLog.count(),
  ]);
  return { conversations, titleDocs, backlog };
}

/**
 * One page of the check that messages and their documents match one for one: the next `limit` message
 * ids after `afterId` (null: from the start) and the documents whose keys fall in the id range that page
 * covers (after the previous page, up to its last id). A page with no messages covers every key after
 * `afterId`, so a document left over from a message deleted around the app is counted too. Paged because
 * IndexedDB answers one request at a time per database: one count over a year of messages holds it for
 * seconds, and a search issued meanwhile would wait for all of it.
 */
export async function messageDocsPage(
  db: ChatDb,
  afterId: string | null,
  limit: number,
): Promise<{ messages: number; docs: number; last: string | null }> {
  const ids = (await (afterId === null ? db.messages.orderBy(':id') : db.messages.where(':id').above(afterId))
    .limit(limit)
    .primaryKeys()) as string[];
  const last = ids[ids.length - 1] ?? null;
  const lower = afterId === null ? docKey('m', '') : docKey('m', afterId);
  const upper = last === null ? docKey('m', '\uffff') : docKey('m', last);
  const docs = await db.searchDocs
    .where('key')
    .between(lower, upper, afterId === null, true)
    .count();
  return { messages: ids.length, docs, last };
}

/**
 * The index's state and the oldest `limit` log entries after its floor (SearchMeta.logFloor), left in the
 * log; one read-only transaction, as it runs before every search.
 */
export async function peekSearchLog(db: ChatDb, limit: number): Promise<{ meta: SearchMeta | undefined; entries: SearchLogEntry[] }> {
  return db.transaction('r', [db.searchMeta, db.searchLog], async () => {
    const meta = await readSearchMeta(db);
    return { meta, entries: meta ? await db.searchLog.where(':id').above(meta.logFloor).limit(limit).toArray() : [] };
  });
}

/**
 * The documents with the given keys. One lookup per key, all issued at once: a multi-key range read
 * (`anyOf`) walks a cursor, which costs far more per key than point reads do.
 */
export async function docsByKey(db: ChatDb, keys: readonly string[]): Promise<SearchDoc[]> {
  const found = await Promise.all(keys.map((key) => db.searchDocs.where('key').equals(key).first()));
  return found.filter((d): d is SearchDoc => d !== undefined);
}

/** Ids of messages (in key order, after `afterId`) and of conversations that have no document yet. */
export async function withoutDocs(db: ChatDb, kind: 'm' | 'c', ids: readonly string[]): Promise<Set<string>> {
  const known = new Set(
    (
      await docsByKey(
        db,
        ids.map((id) => docKey(kind, id)),
      )
    ).map((d) => d.key),
  );
  return new Set(ids.filter((id) => !known.has(docKey(kind, id))));
}

/** One document to add in bulk, with the text it was read with (checked again when committed). */
export interface BulkItem {
  kind: 'm' | 'c';
  id: string;
  cid: string;
  text: string;
  terms: string[];
}

/**
 * Adds documents that had none, up to one segment at a time, without reading postings: a fresh segment
 * is reserved, its rows written blind, and the documents committed last, each only if its row still
 * holds the text it was tokenized from and no document appeared meanwhile (a newer write is in the log
 * and taken in by `applySearchLog`). Numbers of skipped items stay in the rows without a document, and
 * queries ignore them. This is the build's path and the path of a large import.
 */
export async function bulkIndex(db: ChatDb, items: readonly BulkItem[]): Promise<void> {
  if (items.length === 0) return;
  if (items.length > SEARCH_SEGMENT) throw new RangeError('bulkIndex takes at most one segment');
  const start = await db.transaction('rw', db.searchMeta, async () => {
    const meta = await readSearchMeta(db);
    if (!meta) return null;
    const first = Math.ceil(meta.nextNum / SEARCH_SEGMENT) * SEARCH_SEGMENT;
    await db.searchMeta.put({ ...meta, nextNum: first + SEARCH_SEGMENT });
    return first;
  });
  if (start === null) return;
  const seg = segmentOf(start);
  const rows = new Map<string, number[]>();
  items.forEach((item, i) => {
    for (const term of item.terms) {
      const nums = rows.get(term);
      if (nums) nums.push(start + i);
      else rows.set(term, [start + i]);
    }
  });
  const all = [...rows].map(([term, nums]): SearchPostingRow => ({ term, seg, nums }));
  rows.clear();
  for (let i = 0; i < all.length; i += ROWS_PER_TRANSACTION) await db.searchPostings.bulkPut(all.slice(i, i + ROWS_PER_TRANSACTION));
  await db.transaction('rw', [db.searchDocs, db.messages, db.conversations], async () => {
    const messageIds = items.filter((i) => i.kind === 'm').map((i) => i.id);
    const messages = new Map((await db.messages.bulkGet(messageIds)).flatMap((m) => (m ? [[m.id, m.text] as const] : [])));
    const conversations = await conversationsById(db, [...new Set(items.map((i) => i.cid))]);
    const existing = new Set(
      (
        await docsByKey(
          db,
          items.map((i) => docKey(i.kind, i.id)),
        )
      ).map((d) => d.key),
    );
    const docs: SearchDoc[] = [];
    items.forEach((item, i) => {
      const key = docKey(item.kind, item.id);
      const conversation = conversations.get(item.cid);
      const current = item.kind === 'm' ? messages.get(item.id) : conversation?.title;
      if (existing.has(key) || current !== item.text) return;
      docs.push({ num: start + i, key, cid: item.cid, terms: conversation?.temporary ? '' : joinTerms(item.terms) });
    });
    await db.searchDocs.bulkPut(docs);
  });
}

async function conversationsById(db: ChatDb, ids: readonly string[]): Promise<Map<string, Conversation>> {
  return new Map((await db.conversations.bulkGet([...ids])).flatMap((c) => (c ? [[c.id, c] as const] : [])));
}

/** The documents holding `term`, ascending (every segment's row, in order). */
export async function readPostings(db: ChatDb, term: string): Promise<number[]> {
  const rows = await db.searchPostings.where('[term+seg]').between([term, Dexie.minKey], [term, Dexie.maxKey]).toArray();
  return rows.flatMap((r) => {
    if (!Array.isArray(r.nums)) throw new SearchIndexCorrupt(`postings of ${JSON.stringify(term)}`);
    return r.nums;
  });
}

/** The documents holding any term starting with `prefix` (at most `maxRows` rows read), ascending. */
export async function readPrefixPostings(db: ChatDb, prefix: string, maxRows: number): Promise<number[]> {
  const rows = await db.searchPostings
    .where('[term+seg]')
    .between([prefix, Dexie.minKey], [`${prefix}\uffff`, Dexie.maxKey])
    .limit(maxRows)
    .toArray();
  const nums = new Set<number>();
  for (const r of rows) {
    if (!Array.isArray(r.nums)) throw new SearchIndexCorrupt(`postings of ${JSON.stringify(r.term)}`);
    for (const n of r.nums) nums.add(n);
  }
  return [...nums].sort((a, b) => a - b);
}

export async function readSearchDocs(db: ChatDb, nums: readonly number[]): Promise<(SearchDoc | undefined)[]> {
  const docs = await db.searchDocs.bulkGet([...nums]);
  return docs.map((d) => (d && typeof d.terms === 'string' && typeof d.cid === 'string' ? d : undefined));
}

/** Conversations by id, for ranking (title, recency, temporary). */
export async function readConversations(db: ChatDb, ids: readonly string[]): Promise<Map<string, Conversation>> {
  return conversationsById(db, ids);
}
