import { countMessages, getMessages, SearchIndexCorrupt, watchChatWrites, type ChatDb } from '../../../storage';
import { lazyModule, ModuleLoadError } from '../../../shared';
import type { PersistedIndex } from './persistedIndex';
import { buildSnippet, findMatches } from './snippet';
import type { SearchHit, SearchIndexProgress } from './contract';

export type { SearchHit, SearchIndexProgress };

export const SEARCH_RESULT_LIMIT = 100;
/**
 * A committed write is taken into the index in the next task: the writes of one burst (a turn's messages,
 * an import's chunk) become one update, and a write waits on no timer before it is searchable. The writes
 * of a streaming answer are already spaced by its writer; those arriving while an update runs are taken
 * by the update after it.
 */
const CONSUME_DELAY_MS = 0;
/**
 * A burst of fewer writes of this worker (a turn's messages, a rename) is taken in without first looking
 * ahead in the log for an import's backlog; an import's chunks are far larger.
 */
const FEW_WRITES = 64;
/** Log entries a search takes in before it runs; an import's backlog follows in the background. */
const SEARCH_FLUSH = 1_024;
/** How long after the last search the start-up check of the index against the rows resumes. */
const SEARCH_QUIET_MS = 1_000;
/** How long a search waits for a running build before answering from what is indexed so far. */
const BUILD_WAIT_MS = 1_500;

type IndexModule = { createPersistedIndex: (db: ChatDb) => PersistedIndex };

/**
 * The conversation search of one chat database, answered from the index stored beside the chats (see
 * persistedIndex.ts). Every write to messages and conversations leaves a log entry in its own
 * transaction; this service takes the log in shortly after this worker's writes, before each search,
 * and at start (entries a killed worker or another tab left). The index is built in the background
 * only when it is missing, of another format or out of step with the data. Sidebar search and the
 * "search my conversations" tool both ask this one service.
 */
export function createSearchService(db: ChatDb, importIndex: () => Promise<IndexModule> = () => import('./persistedIndex')) {
  // The index code loads when the build starts or the first search arrives, not at worker start-up,
  // which stays small; a failed fetch rejects with a ModuleLoadError and the next call tries again.
  const loadIndex = lazyModule('Conversation search', importIndex);
  let index: PersistedIndex | null = null;
  let indexReady: Promise<PersistedIndex> | null = null;
  let openedState: 'ready' | 'building' = 'building';
  const ensureIndex = (): Promise<PersistedIndex> =>
    (indexReady ??= loadIndex().then(
      async ({ createPersistedIndex }) => {
        const created = createPersistedIndex(db);
        openedState = await created.open();
        // A stored index is known ready before any search, so the sidebar never shows it as indexing.
        if (openedState === 'ready' && !progress.ready) publish({ ...progress, ready: true });
        index = created;
        return created;
      },
      (e: unknown) => {
        indexReady = null;
        throw e;
      },
    ));

  const listeners = new Set<(p: SearchIndexProgress) => void>();
  let progress: SearchIndexProgress = { indexed: 0, total: 0, ready: false };
  let stopped = false;
  // A damaged index is dropped and built again; the build of the dropped one stops.
  let generation = 0;
  const publish = (next: SearchIndexProgress) => {
    progress = next;
    for (const l of listeners) l(progress);
  };

  // One log batch at a time in this worker, and a search's batches interleave with a long background
  // drain (an import's backlog) instead of waiting for all of it. Other tabs' workers drain the same
  // log, each batch in one transaction, so they only take turns.
  let turn: Promise<unknown> = Promise.resolve();
  const oneBatch = (idx: PersistedIndex, limit: number, few: boolean): Promise<number> => {
    const run = turn.then(() => idx.consume(limit, { few }));
    turn = run.catch(() => undefined);
    return run;
  };
  /** `written`: how many writes of this worker just committed (0: unknown, the log is looked ahead). */
  async function drain(max: number, written = 0): Promise<void> {
    let taken = 0;
    let few = written > 0 && written < FEW_WRITES;
    while (index && !stopped && taken < max) {
      const n = await oneBatch(index, max - taken, few);
      if (n === 0) break;
      taken += n;
      few = false;
    }
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  let written = 0;
  const scheduleDrain = (changes: readonly unknown[]) => {
    written += changes.length;
    if (!index || stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      const burst = written;
      written = 0;
      drain(Number.POSITIVE_INFINITY, burst).catch(recover);
    }, CONSUME_DELAY_MS);
  };
  const unwatch = watchChatWrites(db, scheduleDrain);

  async function build(): Promise<void> {
    const idx = await ensureIndex();
    const gen = generation;
    const current = () => stopped || gen !== generation;
    if (openedState === 'ready') {
      // A stored index answers at once; entries a killed worker or another tab left are taken in next,
      // then the rows are checked against the documents while searches take turns ahead of the check.
      publish({ ...progress, ready: true });
      await drain(Number.POSITIVE_INFINITY);
      const step = await idx.inStep(searchesDone);
      if (current()) return;
      if (step.inStep) {
        publish({ indexed: step.messages, total: step.messages, ready: true });
        return;
      }
      // Rows were written around the app (or lost): the documents no longer match them one for one.
      await idx.reset();
    }
    const total = await countMessages(db);
    publish({ indexed: 0, total, ready: false });
    await idx.build(
      (indexed) => publish({ indexed, total: Math.max(total, indexed), ready: false }),
      () => current(),
    );
    if (current()) return;
    await drain(Number.POSITIVE_INFINITY);
    const indexed = await countMessages(db);
    publish({ indexed, total: indexed, ready: true });
  }

  // Searches running now and when the last one ended: the background check waits until no search has
  // run for a moment (a user typing sends one per pause), so a query never queues behind the check.
  const searching = new Set<Promise<unknown>>();
  let lastSearchEnd = Number.NEGATIVE_INFINITY;
  async function searchesDone(): Promise<void> {
    for (;;) {
      if (searching.size > 0) await Promise.allSettled([...searching]);
      const quietFor = performance.now() - lastSearchEnd;
      if (searching.size === 0 && quietFor >= SEARCH_QUIET_MS) return;
      if (searching.size === 0) await new Promise((resolve) => setTimeout(resolve, SEARCH_QUIET_MS - quietFor));
    }
  }

  let built: Promise<void> | null = null;
  function start(): Promise<void> {
    built ??= build().catch((e: unknown) => {
      if (e instanceof SearchIndexCorrupt) return recover(e);
      console.error('conversation index build failed', e);
      // The index code could not be fetched: the next search tries the whole build again.
      if (e instanceof ModuleLoadError) built = null;
      publish({ ...progress, ready: true });
    });
    return built;
  }
  /** A damaged row was read: drop the index and build it again (searches meanwhile see what is rebuilt). */
  async function recover(e: unknown): Promise<void> {
    if (!(e instanceof SearchIndexCorrupt) || !index || stopped) {
      console.error('conversation index update failed', e);
      return;
    }
    generation += 1;
    await index.reset();
    openedState = 'building';
    built = null;
    void start();
  }

  async function searchOnce(query: string, limit: number): Promise<SearchHit[]> {
    const building = start();
    const idx = await ensureIndex();
    // A build that is nearly done is waited for, so a small history is never answered half-indexed.
    if (openedState === 'building') await Promise.race([building, new Promise((resolve) => setTimeout(resolve, BUILD_WAIT_MS))]);
    await drain(SEARCH_FLUSH).catch(recover);
    const matches = await idx.search(query, limit).catch(async (e: unknown) => {
      if (!(e instanceof SearchIndexCorrupt)) throw e;
      await recover(e);
      return idx.search(query, limit);
    });
    const messageIds = matches.flatMap((m) => (m.messageId ? [m.messageId] : []));
    const texts = new Map<string, string>();
    for (const m of await getMessages(db, messageIds)) if (m) texts.set(m.id, m.text);
    return matches.flatMap((m): SearchHit[] => {
      if (!m.messageId)
        return [
          {
            conversationId: m.conversationId,
            title: m.title,
            snippet: m.title,
            highlights: findMatches(m.title, query),
            matchedIn: 'title',
          },
        ];
      const text = texts.get(m.messageId);
      if (text === undefined) return [];
      const snippet = buildSnippet(text, query);
      return [
        { conversationId: m.conversationId, title: m.title, snippet: snippet.text, highlights: snippet.highlights, matchedIn: 'message' },
      ];
    });
  }

  return {
    /** Opens the stored index and builds it in the background if needed (once). */
    start,
    progress: () => progress,
    onProgress(listener: (p: SearchIndexProgress) => void): () => void {
      listeners.add(listener);
      listener(progress);
      return () => listeners.delete(listener);
    },
    /** Loads the index code and opens the stored index, so the first search finds both ready. */
    prepare(): void {
      ensureIndex().catch(() => undefined);
    },
    /** Ranked hits with snippets; while the build runs, results cover what is indexed so far. */
    search(query: string, limit = SEARCH_RESULT_LIMIT): Promise<SearchHit[]> {
      const run = searchOnce(query, limit);
      searching.add(run);
      void run
        .finally(() => {
          searching.delete(run);
          lastSearchEnd = performance.now();
        })
        .catch(() => undefined);
      return run;
    },
    stop(): void {
      stopped = true;
      unwatch();
      if (timer) clearTimeout(timer);
      listeners.clear();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

const services = new WeakMap<ChatDb, SearchService>();

/** The one search service of a chat database connection (created on first use, watching writes from then). */
export function searchServiceFor(db: ChatDb): SearchService {
  let service = services.get(db);
  if (!service) services.set(db, (service = createSearchService(db)));
  return service;
}
