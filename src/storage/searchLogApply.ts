import type { ChatDb } from './chatDb';
import type { Conversation, Message } from '../chat/records';
import type { SearchLogEntry } from './searchLog';
import { docKey, joinTerms, segmentOf, splitTerms, type SearchDoc, type SearchPostingRow } from './searchIndexRows';
import { docsByKey, readConversations, readSearchMeta, SearchIndexCorrupt, type IndexTerms } from './searchIndexStore';

const rowId = (term: string, seg: number) => `${seg}\u0000${term}`;

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
    return { entries, messages, conversations: await readConversations(db, [...convIds]) };
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
    // Reads and writes are each issued together: the transaction keeps their order, and each one waiting
    // for the one before would add a round trip per step to the time before a write is searchable.
    const [meta, still, docList] = await Promise.all([
      readSearchMeta(db),
      db.searchLog.bulkGet(entries.map((e) => e.seq!)),
      docsByKey(db, [...terms.keys()]),
    ]);
    if (!meta) return 0;
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
    await Promise.all([
      db.searchPostings.bulkPut(put),
      db.searchPostings.bulkDelete(remove),
      db.searchDocs.bulkDelete(dropDocs),
      db.searchDocs.bulkPut(putDocs),
      db.searchLog.bulkDelete(entries.map((e) => e.seq!)),
      db.searchMeta.put({ ...meta, nextNum }),
    ]);
    return entries.length;
  });
}
