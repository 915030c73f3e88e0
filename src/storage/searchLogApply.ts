import { Dexie, type Table } from 'dexie';
import type { ChatDb } from './chatDb';
import type { Conversation, Message } from '../chat/records';
import { loggedIn, type SearchLogEntry } from './searchLog';
import {
  docKey,
  joinTerms,
  SEARCH_INDEX_FORMAT,
  segmentOf,
  splitTerms,
  type SearchDoc,
  type SearchMeta,
  type SearchPostingRow,
} from './searchIndexRows';
import { docsByKey, readConversations, readSearchMeta, SearchIndexCorrupt, type IndexTerms } from './searchIndexStore';

const rowId = (term: string, seg: number) => `${seg}\u0000${term}`;

/** What one log batch needs from the chat tables, read before the index's write transaction. */
interface LogBatch {
  entries: readonly SearchLogEntry[];
  /** Per document key: its terms now, or null when its row is gone. */
  terms: Map<string, { cid: string; terms: string[] } | null>;
  /** Conversations of the batch that are temporary: everything already indexed from them leaves search. */
  temporary: Set<string>;
}

type BatchRows = { entries: readonly SearchLogEntry[]; messages: Map<string, Message>; conversations: Map<string, Conversation> };

/** The rows these entries name, read in the transaction already open (it must hold the chat tables). */
async function readRows(db: ChatDb, entries: readonly SearchLogEntry[]): Promise<BatchRows> {
  const messageIds = [...new Set(entries.filter((e) => e.kind === 'm').map((e) => e.id))];
  // Not read when no message is named: a rename's transaction does not hold the messages.
  const found = messageIds.length === 0 ? [] : await db.messages.bulkGet(messageIds);
  const messages = new Map(found.flatMap((m) => (m ? [[m.id, m] as const] : [])));
  const convIds = new Set(entries.filter((e) => e.kind === 'c').map((e) => e.id));
  for (const m of messages.values()) convIds.add(m.conversationId);
  return { entries, messages, conversations: await readConversations(db, [...convIds]) };
}

/** The oldest `limit` log entries and the rows they name, in one read-only transaction of the chat tables. */
async function readLogBatch(db: ChatDb, limit: number): Promise<BatchRows> {
  return db.transaction('r', [db.searchLog, db.messages, db.conversations], async () =>
    readRows(db, await db.searchLog.limit(limit).toArray()),
  );
}

/** Tokenizes a batch's rows outside any transaction. */
function batchTerms(read: BatchRows, termsOf: IndexTerms): LogBatch {
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

/** The index rows a batch changes, worked out from the rows as they are; written by `commitIndexWrite`. */
interface IndexWrite {
  meta: SearchMeta;
  put: SearchPostingRow[];
  remove: [string, number][];
  putDocs: SearchDoc[];
  dropDocs: number[];
  seqs: number[];
}

/** Applies a batch read by `readLogBatch`; null when any of its entries is gone (taken by another tab). */
async function writeLogBatch(db: ChatDb, batch: LogBatch): Promise<number | null> {
  return db.transaction('rw', [db.searchLog, db.searchDocs, db.searchPostings, db.searchMeta], async () => {
    const plan = await planIndexWrite(db, batch);
    if (plan === null) return null;
    if (plan === undefined) return 0;
    await commitIndexWrite(db, plan);
    return batch.entries.length;
  });
}

/**
 * Reads what a batch changes in the index (inside a transaction over the index tables and the log) and
 * works out the rows to write. Undefined when there is no index of this format; null when any of the
 * batch's entries is gone (taken by another tab).
 */
async function planIndexWrite(db: ChatDb, batch: LogBatch): Promise<IndexWrite | null | undefined> {
  const { entries, terms, temporary } = batch;
  // Reads and writes are each issued together: the transaction keeps their order, and each one waiting
  // for the one before would add a round trip per step to the time before a write is searchable.
  const [meta, still, docList] = await Promise.all([
    readSearchMeta(db),
    db.searchLog.bulkGet(entries.map((e) => e.seq!)),
    docsByKey(db, [...terms.keys()]),
  ]);
  if (!meta || meta.format !== SEARCH_INDEX_FORMAT) return undefined;
  if (still.some((e) => e === undefined)) return null;
  const docs = new Map(docList.map((d) => [d.key, d]));
  for (const d of docs.values()) if (typeof d.terms !== 'string') throw new SearchIndexCorrupt(`document ${d.key}`);

  const adds = new Map<string, { term: string; seg: number; add: number[]; remove: Set<number> }>();
  const change = (term: string, num: number, op: 'add' | 'remove') => {
    const id = rowId(term, segmentOf(num));
    let c = adds.get(id);
    if (!c) adds.set(id, (c = { term, seg: segmentOf(num), add: [], remove: new Set() }));
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
  return { meta: { ...meta, nextNum }, put, remove, putDocs, dropDocs, seqs: entries.map((e) => e.seq!) };
}

/** Writes what `planIndexWrite` worked out and takes its log entries out, in the same transaction. */
async function commitIndexWrite(db: ChatDb, w: IndexWrite): Promise<void> {
  await Promise.all([
    db.searchPostings.bulkPut(w.put),
    db.searchPostings.bulkDelete(w.remove),
    db.searchDocs.bulkDelete(w.dropDocs),
    db.searchDocs.bulkPut(w.putDocs),
    db.searchLog.bulkDelete(w.seqs),
    db.searchMeta.put(w.meta),
  ]);
}

/** The terms function of each connection whose writes update the index in their own transaction. */
const writeTerms = new WeakMap<ChatDb, IndexTerms>();

/**
 * From now on, writes made through `writeSearchable` on this connection update the index in their own
 * transaction. Called once the index code is loaded (it holds the terms function).
 */
export function indexWritesWith(db: ChatDb, termsOf: IndexTerms): void {
  writeTerms.set(db, termsOf);
}

/**
 * Runs `fn` in one read-write transaction over `tables` and, before it commits, takes the log entries it
 * wrote into the index: the write is searchable the moment it commits, with no second transaction and no
 * wait for a worker to read the log. Tokenizing the few rows of one write is the only work in the
 * transaction that is not IndexedDB's (microseconds; nothing awaited outside it). If the index part fails
 * (a damaged row, an index not yet built), the write still commits with its log entries, which the search
 * service takes in later, as it does for every write made without this helper (another tab, an import,
 * sync). Nested in an open transaction it joins it and leaves the update to the log.
 */
export function writeSearchable<T>(db: ChatDb, tables: readonly Table[], fn: () => Promise<T>): Promise<T> {
  const termsOf = writeTerms.get(db);
  if (!termsOf || Dexie.currentTransaction) return db.transaction('rw', [...tables], fn);
  // The index part reads the conversations of what the write named (a message's tells whether it is temporary).
  const scope = new Set([...tables, db.conversations, db.searchLog, db.searchDocs, db.searchPostings, db.searchMeta]);
  return db.transaction('rw', [...scope], async () => {
    const result = await fn();
    const trans = Dexie.currentTransaction as unknown as { idbtrans: object };
    const entries = loggedIn(trans.idbtrans);
    if (entries.length > 0) await indexInTransaction(db, entries, termsOf);
    return result;
  });
}

async function indexInTransaction(db: ChatDb, entries: readonly SearchLogEntry[], termsOf: IndexTerms): Promise<void> {
  const seqs = entries.map((e) => e.seq);
  let plan: IndexWrite | null | undefined;
  let older: unknown;
  try {
    const first = Math.min(...seqs.map((n) => n ?? Number.NEGATIVE_INFINITY));
    const [rows, before] = await Promise.all([
      readRows(db, entries),
      Number.isFinite(first) ? db.searchLog.where(':id').below(first).first() : true,
    ]);
    older = before;
    plan = await planIndexWrite(db, batchTerms(rows, termsOf));
  } catch (e) {
    // Caught inside the transaction, so the write commits; its entries stay in the log (and a damaged
    // index is dropped and rebuilt when the search service meets it).
    console.error('conversation index not updated with this write; the search log keeps it', e);
    return;
  }
  if (!plan) return;
  // With older entries in the log, a batch of another worker may have read this write's rows before it
  // and write them after it: this write's entries then stay in the log, so the batch after that one reads
  // the rows again and the index ends current. With none, any such batch finds its entries gone and
  // starts again, so these entries are taken out now.
  if (older !== undefined) plan.seqs = [];
  await commitIndexWrite(db, plan).catch(async (e: unknown) => {
    // Some index rows may be written and others not: without its state row the index is built again.
    console.error('conversation index write failed; it will be rebuilt', e);
    await db.searchMeta.delete('state');
  });
}
