import { Dexie } from 'dexie';
import type { ChatDb } from './chatDb';
import type { Conversation, Message } from '../chat/records';
import type { SearchLogEntry } from './searchLog';
import {
  docKey,
  joinTerms,
  splitTerms,
  SEARCH_INDEX_FORMAT,
  SEARCH_SEGMENT,
  type SearchDoc,
  type SearchMeta,
  type SearchPostingRow,
} from './searchIndexRows';

/** The terms of a message's text or (already marked) of a conversation's title. Must be pure. */
export type IndexTerms = (kind: 'm' | 'c', text: string) => string[];

const segOf = (num: number) => Math.floor(num / SEARCH_SEGMENT);
const rowId = (term: string, seg: number) => `${seg}\u0000${term}`;
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
async function docsByKey(db: ChatDb, keys: readonly string[]): Promise<SearchDoc[]> {
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
  const seg = segOf(start);
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

/** What one log batch needs from the chat tables, read before the index's write transaction. */
interface LogBatch {
  entries: SearchLogEntry[];
  /** Per document key: its terms now, or null when its row is gone. */
  terms: Map<string, { cid: string; terms: string[] } | null>;
  /** Conversations of the batch that are temporary: everything already indexed from them leaves search. */
  temporary: Set<string>;
}

/** The oldest `limit` log entries and the rows they name, in one read-only transaction of the chat tables. */
async function readLogBatch(
  db: ChatDb,
  limit: number,
): Promise<{ entries: SearchLogEntry[]; messages: Map<string, Message>; conversations: Map<string, Conversation> }> {
  return db.transaction('r', [db.searchLog, db.messages, db.conversations], async () => {
    const entries = await db.searchLog.limit(limit).toArray();
    const messageIds = [...new Set(entries.filter((e) => e.kind === 'm').map((e) => e.id))];
    const messages = new Map((await db.messages.bulkGet(messageIds)).flatMap((m) => (m ? [[m.id, m] as const] : [])));
    const convIds = new Set(entries.filter((e) => e.kind === 'c').map((e) => e.id));
    for (const m of messages.values()) convIds.add(m.conversationId);
    return { entries, messages, conversations: await conversationsById(db, [...convIds]) };
  });
}

/** Tokenizes a batch's rows outside any transaction. */
function batchTerms(read: Awaited<ReturnType<typeof readLogBatch>>, termsOf: IndexTerms): LogBatch {
  const terms: LogBatch['terms'] = new Map();
  const temporary = new Set<string>();
  for (const e of read.entries) {
    const key = docKey(e.kind, e.id);
    if (terms.has(key)) continue;
    if (e.kind === 'm') {
      const m = read.messages.get(e.id);
      const hidden = m !== undefined && read.conversations.get(m.conversationId)?.temporary === true;
      terms.set(key, m ? { cid: m.conversationId, terms: hidden ? [] : termsOf('m', m.text) } : null);
      continue;
    }
    const c = read.conversations.get(e.id);
    if (c?.temporary) temporary.add(c.id);
    terms.set(key, c ? { cid: c.id, terms: c.temporary ? [] : termsOf('c', c.title) } : null);
  }
  return { entries: read.entries, terms, temporary };
}

/**
 * Takes in up to `limit` log entries, oldest first. The rows they name are read (and tokenized) first, in
 * a read-only transaction, so the index's write transaction spans only the index tables and neither
 * waits for nor holds up the chats' readers and writers. That write commits the index rows with the
 * deletion of exactly the entries read: a crash leaves all of it or none, and when another tab took any
 * of those entries meanwhile (its rows may be newer than the ones read here) nothing is written and the
 * batch is read again. A write after the read left its own, later entry, which a later batch applies by
 * reading its row again, so applying an entry twice, or after a newer one, leaves the same index.
 * Returns how many entries were taken (0: the log is empty or the index is missing).
 */
export async function applySearchLog(db: ChatDb, limit: number, termsOf: IndexTerms): Promise<number> {
  for (;;) {
    const batch = batchTerms(await readLogBatch(db, limit), termsOf);
    if (batch.entries.length === 0) return 0;
    const taken = await writeLogBatch(db, batch);
    if (taken !== null) return taken;
  }
}

/** Applies a batch read by `readLogBatch`; null when any of its entries is gone (taken by another tab). */
async function writeLogBatch(db: ChatDb, batch: LogBatch): Promise<number | null> {
  const { entries, terms, temporary } = batch;
  return db.transaction('rw', [db.searchLog, db.searchDocs, db.searchPostings, db.searchMeta], async () => {
    const meta = await readSearchMeta(db);
    if (!meta) return 0;
    const still = await db.searchLog.bulkGet(entries.map((e) => e.seq!));
    if (still.some((e) => e === undefined)) return null;
    const docs = new Map((await docsByKey(db, [...terms.keys()])).map((d) => [d.key, d]));
    for (const d of docs.values()) if (typeof d.terms !== 'string') throw new SearchIndexCorrupt(`document ${d.key}`);

    const adds = new Map<string, { term: string; seg: number; add: number[]; remove: Set<number> }>();
    const change = (term: string, num: number, op: 'add' | 'remove') => {
      const id = rowId(term, segOf(num));
      let c = adds.get(id);
      if (!c) adds.set(id, (c = { term, seg: segOf(num), add: [], remove: new Set() }));
      if (op === 'add') c.add.push(num);
      else c.remove.add(num);
    };
    let nextNum = meta.nextNum;
    const putDocs: SearchDoc[] = [];
    const dropDocs: number[] = [];
    const setDoc = (key: string, cid: string, next: string[], doc: SearchDoc | undefined) => {
      const joined = joinTerms(next);
      if (doc && doc.cid === cid && doc.terms === joined) return;
      const num = doc?.num ?? nextNum++;
      const before = splitTerms(doc?.terms ?? '');
      const keep = new Set(next);
      for (const t of before) if (!keep.has(t)) change(t, num, 'remove');
      const had = new Set(before);
      for (const t of next) if (!had.has(t)) change(t, num, 'add');
      putDocs.push({ num, key, cid, terms: joined });
    };

    for (const [key, now] of terms) {
      const doc = docs.get(key);
      if (now) setDoc(key, now.cid, now.terms, doc);
      else if (doc) {
        for (const t of splitTerms(doc.terms)) change(t, doc.num, 'remove');
        dropDocs.push(doc.num);
      }
    }
    // A chat that became temporary leaves search with everything already indexed from it.
    for (const cid of temporary)
      for (const d of await db.searchDocs.where('cid').equals(cid).toArray())
        if (d.key.startsWith('m:') && d.terms !== '' && !terms.has(d.key)) setDoc(d.key, d.cid, [], d);

    const ids = [...adds.keys()];
    const rows = await db.searchPostings.bulkGet(ids.map((id) => adds.get(id)!).map((c) => [c.term, c.seg] as [string, number]));
    const put: SearchPostingRow[] = [];
    const remove: [string, number][] = [];
    ids.forEach((id, i) => {
      const c = adds.get(id)!;
      const before = rows[i]?.nums ?? [];
      if (!Array.isArray(before)) throw new SearchIndexCorrupt(`postings of ${JSON.stringify(c.term)}`);
      const nums = [...new Set([...before.filter((n) => !c.remove.has(n)), ...c.add])].sort((a, b) => a - b);
      if (nums.length === 0) remove.push([c.term, c.seg]);
      else put.push({ term: c.term, seg: c.seg, nums });
    });
    await db.searchPostings.bulkPut(put);
    await db.searchPostings.bulkDelete(remove);
    await db.searchDocs.bulkDelete(dropDocs);
    await db.searchDocs.bulkPut(putDocs);
    await db.searchLog.bulkDelete(entries.map((e) => e.seq!));
    await db.searchMeta.put({ ...meta, nextNum });
    return entries.length;
  });
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
