import type { PinnedDecision } from '../../../chat/records';
import { isDraftId, ModuleLoadError, type ChatMode } from '../../../shared';
import { keyBelongsTo } from '../../../llm';
import { countPendingJobs, enqueueJob, memoriesFingerprint, openMemoryDb, watchQuery, type ChatDb, type MemoryDb } from '../../../storage';
import { createEmbeddingJobs, type Embedder, type EmbeddingSettings, type MeaningIndexState } from './embeddingJobs';
import { createMeaningRecall, EMBED_DEADLINE_MS } from './meaningRecall';
import { systemClock } from '../clock';
import { createUnsavedWrites, isStorageFull, type UnsavedWrites } from '../unsavedWrites';
import type { MemoryCallSettings } from './extractionJob';
import { createStatusTracker, toMeaningFallback, type MeaningFallback, type MemoryStatus } from './memoryStatus';
import { createOutboxRunner } from './outboxRunner';
import { createRecaller, RECALL_TIMEOUT_MS, type RecallInput } from './recall';
import { createRequestRecall } from './requestRecall';
import { memoryRulesOnDemand, type LoadMemoryRules, type MemoryRules } from './rules';

export type { MemoryCallSettings, MemoryStatus };

/** Issue 13: the embedding model (empty = meaning-based recall off) and the query-embedding deadline. */
export interface MeaningSettings {
  embeddingModel?: string;
  embedDeadlineMs?: number;
}

export interface MemoryPipeline {
  /** Opens mindkeep-memory-<hash>; failure → status unavailable, never throws. Resumes pending outbox jobs. */
  open(sessionHash: string): Promise<void>;
  /** Latest settings from the page (the key is kept in memory only, never stored). Also kicks the outbox. */
  setCallSettings(s: MemoryCallSettings & MeaningSettings): void;
  setPaused(paused: boolean): void;
  /** The memory system message for a request, or null. Never throws; null after 300 ms. */
  recallForRequest(input: RecallInput): Promise<string | null>;
  /** After an eligible completed turn: writes the outbox job, kicks the runner, returns without waiting for the model. */
  enqueueExtraction(input: { conversationId: string; userMessageId: string; assistantMessageId: string; mode?: ChatMode }): Promise<void>;
  /** After a successful compaction: new or changed pinned decisions take the extraction write path (SPEC §3.7). */
  promotePinnedDecisions(input: { conversationId: string; previous: PinnedDecision[]; next: PinnedDecision[] }): Promise<void>;
  status(): MemoryStatus;
  onStatusChange(cb: (s: MemoryStatus) => void): () => void;
  /** Settles when the outbox runner has nothing left to do now (session switch, tests). */
  whenIdle(): Promise<void>;
  /** The open memory database for the inspector (null when unavailable); it reads even while paused. */
  database(): MemoryDb | null;
  /** The session's memory namespace, stored on every record. */
  namespace(): readonly string[];
  /** Reports a storage failure seen by another use case (the inspector) in the status. */
  reportStoreFailure(e: unknown): void;
  /** The user's API key as last sent by the page, for the gates to refuse (issue 10); never stored. */
  knownSecrets(): readonly string[];
  /** The memory rules, loaded on first need (issue 14); rejects with a ModuleLoadError when the chunk cannot be fetched. */
  rules(): Promise<MemoryRules>;
}

export interface MemoryPipelineDeps {
  chatDb: () => ChatDb;
  now?: () => string;
  newId?: () => string;
  sleep?: (ms: number) => Promise<void>;
  /** Web Locks; null runs the outbox without (the default where `navigator.locks` is missing). */
  locks?: LockManager | null;
  openMemoryDb?: (sessionHash: string) => MemoryDb;
  recallTimeoutMs?: number;
  /** The embeddings call (default: the llm adapter's); tests pass a slow or failing one. */
  embed?: Embedder;
  /** Where outbox jobs that could not be written (a full disk) wait to be written again. */
  unsavedJobs?: UnsavedWrites;
  /** Fetches the memory rules' chunk (default: its dynamic import); tests count the loads or fail them. */
  loadRules?: LoadMemoryRules;
}

const SESSION_HASH = /^[0-9a-f]{16}$/;
const RECALL_PREWARM_DELAY_MS = 400;
const defaultLocks = (): LockManager | null => (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null);

/** Storage errors carry no key or memory text, only Dexie's name and message. */
const describeError = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : 'unknown storage error');

/**
 * Long-term memory for one browser session, inside the worker. A supplement, never a single point of
 * failure (SPEC §3.11): every entry point swallows storage failures into the status, and the chat
 * only ever sees a string or null.
 */
export function createMemoryPipeline(deps: MemoryPipelineDeps): MemoryPipeline {
  const now = deps.now ?? systemClock.now;
  const newId = deps.newId ?? systemClock.newId;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const openDb = deps.openMemoryDb ?? openMemoryDb;
  const recallTimeoutMs = deps.recallTimeoutMs ?? RECALL_TIMEOUT_MS;
  const status = createStatusTracker();
  let db: MemoryDb | null = null;
  let hash: string | null = null;
  let settings: MemoryCallSettings | null = null;
  let embedding: EmbeddingSettings | null = null;
  let embedDeadlineMs = EMBED_DEADLINE_MS;
  let meaningIndex: MeaningIndexState = { state: 'off', embedded: 0, total: 0 };
  let lastFallback: MeaningFallback | undefined;
  let stopWatching: (() => void) | null = null;
  let outboxPending = 0;
  let embeddingBusy = false;
  /** Extraction jobs, plus memories still waiting for a vector, so "no pending jobs" means recall is ready. */
  const publishPending = (): void =>
    status.setPendingJobs(outboxPending + (embeddingBusy ? Math.max(1, meaningIndex.total - meaningIndex.embedded) : 0));
  const showMeaning = (): void =>
    status.setMeaning({ ...meaningIndex, ...(lastFallback && meaningIndex.state !== 'off' ? { lastFallback } : {}) });
  let stopPendingWatch: (() => void) | null = null;
  /** A database whose open is still waiting (blocked by another connection). */
  let pendingOpen: MemoryDb | null = null;
  const unsavedJobs = deps.unsavedJobs ?? createUnsavedWrites();

  const namespace = (): readonly string[] => ['mindkeep', 'user-memory', 'v1', hash ?? ''];
  const storeFailed = (e: unknown): void =>
    status.setUnavailable(
      e instanceof ModuleLoadError
        ? { code: 'module_unavailable' }
        : { code: 'memory_storage_failed', values: { detail: describeError(e) } },
    );
  const rules = memoryRulesOnDemand(deps.loadRules);

  async function refreshPending(target: MemoryDb): Promise<void> {
    try {
      const count = await countPendingJobs(target);
      if (db === target) {
        outboxPending = count;
        publishPending();
        status.setAvailable();
      }
    } catch (e) {
      if (db === target) storeFailed(e);
    }
  }

  const recaller = createRecaller({ now, onFailure: storeFailed, onSuccess: () => status.setAvailable(), rules });
  const runner = createOutboxRunner({
    memoryDb: () => db,
    sessionHash: () => hash,
    chatDb: deps.chatDb,
    settings: () => settings,
    isPaused: () => status.isPaused(),
    namespace,
    now,
    sleep,
    locks: deps.locks === undefined ? defaultLocks() : deps.locks,
    onProgress: async () => {
      // The embedding jobs look first, so the pending count never drops to 0 between a write and its vector.
      embeddingJobs.kick();
      if (db) await refreshPending(db);
    },
    onStoreFailure: storeFailed,
    recallIndex: (target) => recaller.index(target),
    rules,
  });

  const meaningRecall = createMeaningRecall({ embed: deps.embed, rules });
  const recallFor = createRequestRecall({
    rules,
    recaller,
    meaningRecall,
    timeoutMs: recallTimeoutMs,
    storeFailed,
    onMeaning: (fallback) => {
      lastFallback = fallback === undefined ? undefined : toMeaningFallback(fallback);
      showMeaning();
    },
  });
  const embeddingJobs = createEmbeddingJobs({
    memoryDb: () => db,
    settings: () => embedding,
    isPaused: () => status.isPaused(),
    now,
    sleep,
    embed: deps.embed,
    rules,
    onState: (state) => {
      meaningIndex = state;
      showMeaning();
      publishPending();
    },
    onBusyChange: (busy) => {
      embeddingBusy = busy;
      publishPending();
    },
  });
  const knownSecrets = (): readonly string[] => (settings ? [settings.apiKey] : []);

  /** The database to use now, or null when memory is off for any reason. */
  const usable = (): MemoryDb | null => (db && !status.isPaused() ? db : null);

  /** Takes a freshly opened database into use, unless another session was opened meanwhile. */
  async function attach(opened: MemoryDb, sessionHash: string): Promise<void> {
    if (pendingOpen !== opened) return;
    pendingOpen = null;
    if (hash !== sessionHash) return opened.close();
    db = opened;
    await refreshPending(db);
    // A job another tab enqueues is this tab's to run once that tab closes (issue 16): every change to
    // the outbox, from any tab, updates the count and queues this tab for the session's outbox lock.
    const watched = db;
    stopPendingWatch = watchQuery(
      () => countPendingJobs(watched),
      (count) => {
        if (db !== watched) return;
        outboxPending = count;
        publishPending();
        if (count > 0) runner.kick();
      },
      (e) => {
        if (db === watched) storeFailed(e);
      },
    );
    // Fetch the memory rules now, in the background: the first request waits for them only within its
    // 300 ms recall budget, and a user can send within a second of opening. Nothing awaits this; a failed
    // fetch is retried and reported by the first request that needs the rules (requestRecall.ts).
    void rules().catch(() => undefined);
    // Build the recall index soon, not inside the first request's 300 ms budget (10,000 memories take
    // longer), but after the first conversation list has been served (issue 15: reload stays fast).
    setTimeout(() => {
      if (db === opened) void recaller.index(opened).catch(storeFailed);
    }, RECALL_PREWARM_DELAY_MS);
    runner.kick();
    // Every change to the memory set (a write, an edit, an import, another tab) may leave a memory
    // without a current vector: the embedding jobs look again.
    let seen = '';
    stopWatching = watchQuery(
      () => memoriesFingerprint(opened),
      (fingerprint) => {
        if (fingerprint === seen) return;
        seen = fingerprint;
        embeddingJobs.kick();
      },
      () => undefined,
    );
  }

  return {
    async open(sessionHash) {
      if ((db || pendingOpen) && hash === sessionHash) return;
      pendingOpen?.close();
      pendingOpen = null;
      stopWatching?.();
      stopWatching = null;
      stopPendingWatch?.();
      stopPendingWatch = null;
      db?.close();
      db = null;
      hash = sessionHash;
      recaller.reset();
      meaningRecall.reset();
      if (!SESSION_HASH.test(sessionHash)) return status.setUnavailable({ code: 'bad_session' });
      let opened: MemoryDb;
      let first: 'open' | 'blocked';
      let opening: Promise<unknown>;
      try {
        opened = openDb(sessionHash);
        pendingOpen = opened;
        // Another connection that will not let go (a tab of an older release) blocks the upgrade for as
        // long as it stays open: the chat must not wait for it. Memory is unavailable, with the reason,
        // until the upgrade goes through; then it opens as usual (issue 16).
        const blocked = new Promise<'blocked'>((resolve) => opened.on('blocked', () => resolve('blocked')));
        opening = opened.open();
        first = await Promise.race([opening.then(() => 'open' as const), blocked]);
      } catch (e) {
        if (hash === sessionHash) pendingOpen = null;
        return status.setUnavailable({ code: 'memory_open_failed', values: { detail: describeError(e) } });
      }
      if (first === 'blocked') {
        status.setUnavailable({ code: 'memory_blocked' });
        opening.then(
          () => void attach(opened, sessionHash),
          (e: unknown) => {
            if (pendingOpen !== opened) return;
            pendingOpen = null;
            status.setUnavailable({ code: 'memory_open_failed', values: { detail: describeError(e) } });
          },
        );
        return;
      }
      await attach(opened, sessionHash);
    },
    setCallSettings(s) {
      // No key for this endpoint (none typed, or one of another origin): pending jobs wait for it.
      settings =
        s.apiKey.trim() && keyBelongsTo(s, s.baseURL)
          ? {
              apiKey: s.apiKey,
              baseURL: s.baseURL,
              memoryModel: s.memoryModel,
              ...(s.keyOrigin !== undefined ? { keyOrigin: s.keyOrigin } : {}),
            }
          : null;
      const model = s.embeddingModel?.trim() ?? '';
      const before = embedding ? `${embedding.baseURL}\u0000${embedding.embeddingModel}\u0000${embedding.apiKey}` : '';
      embedding =
        settings && model
          ? {
              apiKey: s.apiKey,
              baseURL: s.baseURL,
              embeddingModel: model,
              ...(s.keyOrigin !== undefined ? { keyOrigin: s.keyOrigin } : {}),
            }
          : null;
      const after = embedding ? `${embedding.baseURL}\u0000${embedding.embeddingModel}\u0000${embedding.apiKey}` : '';
      if (!model) meaningIndex = { state: 'off', embedded: 0, total: 0 };
      embedDeadlineMs = s.embedDeadlineMs && s.embedDeadlineMs > 0 ? s.embedDeadlineMs : EMBED_DEADLINE_MS;
      showMeaning();
      runner.kick();
      // Settings arrive after every turn; only a real change (model, endpoint, key) needs a new scan.
      if (after !== before || meaningIndex.state === 'waiting') embeddingJobs.kick();
    },
    setPaused(paused) {
      status.setPaused(paused);
      if (!paused) {
        runner.kick();
        embeddingJobs.kick();
      }
    },
    async recallForRequest(input) {
      const target = usable();
      if (!target || isDraftId(input.conversationId) || !input.userText.trim()) return null;
      return recallFor(target, input, embedding, embedDeadlineMs);
    },
    async enqueueExtraction(input) {
      const target = usable();
      const ids = [input.conversationId, input.userMessageId, input.assistantMessageId];
      // Drafts never reach the memory database (SPEC §2.1).
      if (!target || ids.some((id) => !id?.trim() || isDraftId(id))) return;
      const job = { id: newId(), ...input, createdAt: now() };
      try {
        await enqueueJob(target, job);
      } catch (e) {
        // A full disk (issue 16): the job is held here and written as soon as it fits, never dropped.
        storeFailed(e);
        return unsavedJobs.hold(
          job.id,
          async () => void (await enqueueJob(target, job)),
          async () => {
            await refreshPending(target);
            runner.kick();
          },
        );
      }
      await refreshPending(target);
      runner.kick();
    },
    async promotePinnedDecisions(input) {
      const target = usable();
      if (!target || !input.conversationId.trim() || isDraftId(input.conversationId)) return;
      let loaded: MemoryRules;
      try {
        loaded = await rules();
      } catch (e) {
        return storeFailed(e);
      }
      const { diffPinnedDecisionsForPromotion, candidateFromPinnedDecision, writeCandidates } = loaded;
      const changed = diffPinnedDecisionsForPromotion(input.previous, input.next);
      if (changed.length === 0) return;
      const ctx = { at: now(), conversationId: input.conversationId, namespace: namespace(), origin: 'promotion' as const };
      const write = async () =>
        void (await writeCandidates(target, changed.map(candidateFromPinnedDecision), {
          ...ctx,
          source: 'pinned_decision_promotion',
          secrets: knownSecrets(),
        }));
      try {
        await write();
      } catch (e) {
        storeFailed(e);
        // A full disk (issue 16): the promotion is held and written once space is freed, like an outbox job.
        if (isStorageFull(e)) unsavedJobs.hold(`promotion:${input.conversationId}:${ctx.at}`, write);
      }
    },
    status: () => status.get(),
    onStatusChange: (cb) => status.subscribe(cb),
    whenIdle: async () => {
      await runner.whenIdle();
      await embeddingJobs.whenIdle();
      await recaller.whenLogged();
    },
    database: () => db,
    namespace,
    reportStoreFailure: storeFailed,
    knownSecrets,
    rules,
  };
}
