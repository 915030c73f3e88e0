import {
  applySearchLog,
  bulkIndex,
  finishSearchBuild,
  getMessages,
  indexWritesWith,
  listConversations,
  peekSearchLog,
  readConversations,
  readMessagePage,
  readPostings,
  readPrefixPostings,
  readSearchDocs,
  readSearchMeta,
  resetSearchIndex,
  saveBuildProgress,
  messageDocsPage,
  searchTitleCounts,
  SEARCH_INDEX_FORMAT,
  splitTerms,
  TITLE_MARK,
  withoutDocs,
  type BulkItem,
  type ChatDb,
  type IndexTerms,
  type SearchDoc,
} from '../../../storage';
import { searchTerms } from './searchTokens';
import { intersectSorted, queryClauses, satisfies, unionSorted, type Clause } from './searchQuery';
import { bestMessage, MATCH_STRENGTH, rankMatches, type IndexedMatch } from './searchRanking';

/** Documents taken per query (newest first) before ranking by recency; bounds a common word's cost. */
const CANDIDATES = 2_000;
const SPREAD_CANDIDATES = 5_000;
/** Terms read for the prefix of the word being typed (per segment row). */
const PREFIX_ROWS = 300;
/** Documents added per bulk write, and messages read per build page. */
const BULK_CHUNK = 4_096;
const BUILD_PAGE = 1_024;
/** A log batch this long is mostly new rows (an import): they go through the bulk path first. */
const BULK_BACKLOG = 256;
const LOG_BATCH = 1_024;
/** Message ids read per page of the start-up check (a page holds the database for a few ms). */
const CHECK_PAGE = 1_000;

const termsOf: IndexTerms = (kind, text) => (kind === 'm' ? searchTerms(text) : searchTerms(text).map((t) => `${TITLE_MARK}${t}`));
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const newest = (nums: readonly number[], n: number) => nums.slice(Math.max(0, nums.length - n)).reverse();

export type IndexState = 'ready' | 'building';

/**
 * The conversation search index kept in the chat database: postings read per query, so the worker's
 * heap holds only what one query touches (the documents of its words' newest candidates), never the
 * whole index. Kept current by this connection's writes themselves and from the search log; built once in the background when missing, of
 * another format, or out of step with the data (rows written around the app).
 */
export function createPersistedIndex(db: ChatDb) {
  // This connection's own sends, renames and deletes update the index as they commit.
  indexWritesWith(db, termsOf);
  async function clauseNums(clause: Clause, mark: string): Promise<number[]> {
    // Issued together: each read waits on the database, not on the one before it.
    const reads = clause.any.map((t) => readPostings(db, mark + t));
    if (clause.prefix !== undefined) reads.push(readPrefixPostings(db, mark + clause.prefix, PREFIX_ROWS));
    return unionSorted(await Promise.all(reads));
  }

  /** Documents satisfying every clause, ascending (newest last). */
  async function matching(clauses: readonly Clause[], mark: string): Promise<number[]> {
    let acc: number[] | null = null;
    for (const clause of clauses) {
      const nums = await clauseNums(clause, mark);
      acc = acc === null ? nums : intersectSorted(acc, nums);
      if (acc.length === 0) break;
    }
    return acc ?? [];
  }

  /** The documents among `nums` that still hold the clauses (stale or orphan numbers drop out). */
  async function docsFor(nums: readonly number[], clauses: readonly Clause[], mark: string): Promise<SearchDoc[]> {
    const docs = await readSearchDocs(db, nums);
    return docs.filter((d): d is SearchDoc => !!d && d.key.startsWith(mark ? 'c:' : 'm:') && satisfies(splitTerms(d.terms), clauses, mark));
  }

  /** Conversations whose title and messages hold every word, though no single document holds them all. */
  async function spread(words: readonly Clause[][], skip: ReadonlySet<string>) {
    const found = new Map<string, { messageIds: string[][]; titleWords: number }>();
    const entryFor = (cid: string) => {
      let entry = found.get(cid);
      if (!entry) found.set(cid, (entry = { messageIds: words.map(() => []), titleWords: 0 }));
      return entry;
    };
    for (const [w, clauses] of words.entries()) {
      const titles = await docsFor(newest(await matching(clauses, TITLE_MARK), CANDIDATES), clauses, TITLE_MARK);
      for (const d of titles) entryFor(d.cid).titleWords |= 1 << w;
      const messages = await docsFor(newest(await matching(clauses, ''), SPREAD_CANDIDATES), clauses, '');
      for (const d of messages) if (!skip.has(d.cid)) entryFor(d.cid).messageIds[w]?.push(d.key.slice(2));
    }
    const out: { cid: string; messageId: string }[] = [];
    for (const [cid, entry] of found) {
      if (skip.has(cid)) continue;
      if (!entry.messageIds.every((ids, w) => ids.length > 0 || (entry.titleWords & (1 << w)) !== 0)) continue;
      const messageId = bestMessage(entry.messageIds);
      if (messageId !== undefined) out.push({ cid, messageId });
    }
    return out;
  }

  /** Adds documents for the given rows that have none, a chunk at a time. */
  async function addMissing(items: readonly BulkItem[]): Promise<void> {
    for (let i = 0; i < items.length; i += BULK_CHUNK) await bulkIndex(db, items.slice(i, i + BULK_CHUNK));
  }

  return {
    /** `ready` when a current index of this format is stored; otherwise a build is (re)started and resumes. */
    async open(): Promise<IndexState> {
      const meta = await readSearchMeta(db);
      if (meta && meta.format === SEARCH_INDEX_FORMAT) return meta.state;
      await resetSearchIndex(db);
      return 'building';
    },

    /** Drops the index so the next build starts from nothing (a damaged row was read). */
    async reset(): Promise<void> {
      await resetSearchIndex(db);
    },

    /**
     * Takes in up to `limit` log entries (a large batch of new rows goes through the bulk path first, unless
     * `few` says the log holds only a handful). Returns how many were taken; 0 when the log is empty.
     */
    async consume(limit = LOG_BATCH, { few = false }: { few?: boolean } = {}): Promise<number> {
      // A caller that knows the log holds a few entries (this worker's own write just committed) skips the
      // look-ahead: one read-only transaction less between a write and its index update.
      if (few) return applySearchLog(db, Math.min(limit, LOG_BATCH), termsOf);
      // Looks further ahead than one batch, so an import's new rows are bulk-added a chunk at a time.
      const { entries } = await peekSearchLog(db, BULK_CHUNK);
      // An empty log is seen in a read-only transaction, which waits on no write of the chats.
      if (entries.length === 0) return 0;
      if (entries.length >= BULK_BACKLOG) {
        const messageIds = [...new Set(entries.filter((e) => e.kind === 'm').map((e) => e.id))];
        const fresh = await withoutDocs(db, 'm', messageIds);
        const messages = (await getMessages(db, [...fresh])).filter((m) => m !== undefined);
        await addMissing(messages.map((m) => ({ kind: 'm', id: m.id, cid: m.conversationId, text: m.text, terms: termsOf('m', m.text) })));
      }
      return applySearchLog(db, Math.min(limit, LOG_BATCH), termsOf);
    },

    /**
     * Whether the documents match the rows one for one (call with the log empty), and how many messages
     * there are. Reads a page at a time and awaits `between` before each page, so searches go first.
     */
    async inStep(between: () => Promise<void>): Promise<{ inStep: boolean; messages: number }> {
      const c = await searchTitleCounts(db);
      if (c.backlog > 0) return { inStep: true, messages: 0 };
      if (c.conversations !== c.titleDocs) return { inStep: false, messages: 0 };
      let messages = 0;
      let after: string | null = null;
      for (;;) {
        await between();
        const page = await messageDocsPage(db, after, CHECK_PAGE);
        if (page.docs !== page.messages) return { inStep: false, messages };
        messages += page.messages;
        if (page.last === null) return { inStep: true, messages };
        after = page.last;
      }
    },

    /** Builds (or resumes building) every document that has none, reporting messages read so far. */
    async build(onProgress: (indexed: number) => void, stopped: () => boolean): Promise<void> {
      const meta = await readSearchMeta(db);
      if (!meta || meta.state === 'ready') return;
      if (!meta.titlesDone) {
        const conversations = await listConversations(db);
        const fresh = await withoutDocs(
          db,
          'c',
          conversations.map((c) => c.id),
        );
        await addMissing(
          conversations
            .filter((c) => fresh.has(c.id))
            .map((c) => ({ kind: 'c', id: c.id, cid: c.id, text: c.title, terms: termsOf('c', c.title) })),
        );
        await saveBuildProgress(db, { titlesDone: true });
      }
      let cursor = meta.cursor;
      let indexed = 0;
      let pending: BulkItem[] = [];
      for (;;) {
        if (stopped()) return;
        const page = await readMessagePage(db, cursor, BUILD_PAGE);
        // Rows that already have a document (resumed build, log taken in meanwhile) are skipped when committed.
        for (const m of page) pending.push({ kind: 'm', id: m.id, cid: m.conversationId, text: m.text, terms: termsOf('m', m.text) });
        indexed += page.length;
        const last = page[page.length - 1]?.id;
        if (pending.length + BUILD_PAGE > BULK_CHUNK || page.length === 0) {
          await bulkIndex(db, pending);
          pending = [];
          if (last !== undefined) await saveBuildProgress(db, { cursor: last });
        }
        if (last === undefined) break;
        cursor = last;
        onProgress(indexed);
        await pause();
      }
      if (!stopped()) await finishSearchBuild(db);
    },

    /**
     * Conversations in which every query word matches (in the title or in any of its messages), ranked
     * by match strength, then the most recently active first.
     */
    async search(query: string, limit: number): Promise<IndexedMatch[]> {
      const words = queryClauses(query);
      if (words.length === 0) return [];
      const all = words.flat();
      // Titles and messages are read together: each read waits on the database, not on the other.
      const docsMatching = async (mark: string) => docsFor(newest(await matching(all, mark), CANDIDATES), all, mark);
      const [titleDocs, messageDocs] = await Promise.all([docsMatching(TITLE_MARK), docsMatching('')]);
      const hits = new Map<string, { strength: number; messageId?: string }>();
      for (const d of titleDocs) if (!hits.has(d.cid)) hits.set(d.cid, { strength: MATCH_STRENGTH.title });
      for (const d of messageDocs)
        if (!hits.has(d.cid)) hits.set(d.cid, { strength: MATCH_STRENGTH.oneMessage, messageId: d.key.slice(2) });
      if (hits.size < limit && words.length > 1)
        for (const s of await spread(words, new Set(hits.keys())))
          hits.set(s.cid, { strength: MATCH_STRENGTH.spread, messageId: s.messageId });
      const conversations = await readConversations(db, [...hits.keys()]);
      const matches: IndexedMatch[] = [];
      for (const [cid, hit] of hits) {
        const c = conversations.get(cid);
        if (!c || c.temporary) continue;
        matches.push({ conversationId: cid, title: c.title, lastActiveAt: c.lastActiveAt, ...hit });
      }
      return rankMatches(matches, limit);
    },
  };
}

export type PersistedIndex = ReturnType<typeof createPersistedIndex>;
