import { isDraftId, type ChatMode } from '../../../shared';
import { countPendingJobs, countSkippedJobs, memoriesFingerprint, watchQuery, type ChatDb, type MemoryDb } from '../../../storage';
import { createEmbeddingJobs, type Embedder, type MeaningIndexState } from './embeddingJobs';
import { createMeaningRecall } from './recall/meaningSignals';
import { systemClock } from '../../common/clock';
import { createUnsavedWrites, type UnsavedWrites } from '../../common/unsavedWrites';
import { createExtractionQueue, type PromotionInput } from './extractionQueue';
import type { MemoryCallSettings } from './extractionJob';
import { createMemorySession, type MemorySession } from './memorySession';
import { createMemorySettings, type MeaningSettings } from './memorySettings';
import { createStatusTracker, toMeaningFallback, type MeaningFallback, type MemoryStatus } from './memoryStatus';
import { createOutboxRunner, type BatchPolicy } from './outboxRunner';
import { createRecaller, RECALL_TIMEOUT_MS, RULES_FIRST_LOAD_WAIT_MS, type RecallInput } from './recall/ruleRecall';
import { createRequestRecall } from './recall/fusedRecall';
import type { LoadMemoryRules, LoadMemoryTriageRules, LoadMemoryWriteRules } from './rules/loadMemoryRules';

export type { MeaningSettings, MemoryCallSettings, MemoryStatus };

export interface MemoryPipeline {
  /** Opens the session's memory database (memorySession.ts) and resumes pending outbox jobs. */
  open(sessionHash: string): Promise<void>;
  /** Latest settings from the page (the key is kept in memory only, never stored). Also kicks the outbox. */
  setCallSettings(s: MemoryCallSettings & MeaningSettings): void;
  /** Pausing also closes the waiting batches: their jobs stay in the outbox and go at once on resume, never while paused. */
  setPaused(paused: boolean): void;
  /** The user left a conversation: its waiting batch goes to the model now instead of after the quiet period. */
  flushConversation(conversationId: string): void;
  /** The memory system message for a request, or null. Never throws; null after 300 ms. */
  recallForRequest(input: RecallInput): Promise<string | null>;
  /** After an eligible completed turn: writes the outbox job, kicks the runner, returns without waiting for the model. */
  enqueueExtraction(input: { conversationId: string; userMessageId: string; assistantMessageId: string; mode?: ChatMode }): Promise<void>;
  /** After a successful compaction: new or changed pinned decisions take the extraction write path, grounded like it. */
  promotePinnedDecisions(input: PromotionInput): Promise<void>;
  status(): MemoryStatus;
  /** The memory model's settings as last sent by the page; null without a key for its endpoint. */
  callSettings(): MemoryCallSettings | null;
  onStatusChange(cb: (s: MemoryStatus) => void): () => void;
  /** Settles when the outbox runner has nothing left to do now (session switch, tests). */
  whenIdle(): Promise<void>;
  /** The memory session the other use cases receive (inspector, export/import, turn notices). */
  readonly session: MemorySession;
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
  /** The first recall's budget: the rules' chunk and the first index build (default RULES_FIRST_LOAD_WAIT_MS). */
  rulesFirstLoadWaitMs?: number;
  /** The embeddings call (default: the llm adapter's); tests pass a slow or failing one. */
  embed?: Embedder;
  /** Where outbox jobs that could not be written (a full disk) wait to be written again. */
  unsavedJobs?: UnsavedWrites;
  /** Fetches recall's memory rules chunk (default: its dynamic import); tests count the loads or fail them. */
  loadRules?: LoadMemoryRules;
  /** When a conversation's turns are extracted together (default: outboxRunner's DEFAULT_BATCH_POLICY). */
  batch?: BatchPolicy;
  /** Waits out a batch's quiet period (default: a timer); tests make it instant or hold it. */
  waitQuiet?: (ms: number) => Promise<void>;
  /** Fetches the gates and write steps' chunk (default: its dynamic import); likewise. */
  loadWriteRules?: LoadMemoryWriteRules;
  /** Fetches the turns' pre-check chunk (default: its dynamic import); a bench makes every turn explicit. */
  loadTriageRules?: LoadMemoryTriageRules;
}

const RECALL_PREWARM_DELAY_MS = 400;

const defaultLocks = (): LockManager | null => (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null);

/**
 * Long-term memory for one browser session, inside the worker: the memory session (memorySession.ts), the
 * page's settings (memorySettings.ts), the queue of work after a turn (extractionQueue.ts), the outbox
 * runner, the embedding jobs and recall, wired together. A supplement, never a single point of failure
 * (the chat goes on without it): every entry point swallows storage failures into the status, and the chat only ever sees a
 * string or null.
 */
export function createMemoryPipeline(deps: MemoryPipelineDeps): MemoryPipeline {
  const now = deps.now ?? systemClock.now;
  const newId = deps.newId ?? systemClock.newId;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const recallTimeoutMs = deps.recallTimeoutMs ?? RECALL_TIMEOUT_MS;
  const status = createStatusTracker();
  const settings = createMemorySettings();
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
  const unsavedJobs = deps.unsavedJobs ?? createUnsavedWrites();

  const session = createMemorySession({
    status,
    knownSecrets: settings.knownSecrets,
    ...(deps.openMemoryDb ? { openMemoryDb: deps.openMemoryDb } : {}),
    ...(deps.loadRules ? { loadRules: deps.loadRules } : {}),
    ...(deps.loadWriteRules ? { loadWriteRules: deps.loadWriteRules } : {}),
    ...(deps.loadTriageRules ? { loadTriageRules: deps.loadTriageRules } : {}),
    onClose: () => {
      stopWatching?.();
      stopWatching = null;
      stopPendingWatch?.();
      stopPendingWatch = null;
      recaller.reset();
      meaningRecall.reset();
    },
    onAttach: (opened) => watchAttached(opened),
  });
  const db = () => session.database();
  const storeFailed = (e: unknown): void => session.reportStoreFailure(e);
  const rules = session.rules;

  async function refreshPending(target: MemoryDb): Promise<void> {
    try {
      const [count, skipped] = await Promise.all([countPendingJobs(target), countSkippedJobs(target)]);
      if (db() === target) {
        outboxPending = count;
        status.setSkippedTurns(skipped);
        publishPending();
        status.setAvailable();
      }
    } catch (e) {
      if (db() === target) storeFailed(e);
    }
  }

  const recaller = createRecaller({ now, onFailure: storeFailed, onSuccess: () => status.setAvailable(), rules });
  const runner = createOutboxRunner({
    memoryDb: db,
    sessionHash: () => session.sessionHash(),
    chatDb: deps.chatDb,
    settings: () => settings.calls(),
    isPaused: () => status.isPaused(),
    namespace: session.namespace,
    now,
    sleep,
    locks: deps.locks === undefined ? defaultLocks() : deps.locks,
    onProgress: async () => {
      // The embedding jobs look first, so the pending count never drops to 0 between a write and its vector.
      embeddingJobs.kick();
      const current = db();
      if (current) await refreshPending(current);
    },
    onStoreFailure: storeFailed,
    recallIndex: (target) => recaller.index(target),
    rules: session.writeRules,
    triage: session.triageRules,
    ...(deps.batch ? { batch: deps.batch } : {}),
    ...(deps.waitQuiet ? { waitQuiet: deps.waitQuiet } : {}),
  });

  const meaningRecall = createMeaningRecall({ embed: deps.embed, rules });
  const recallFor = createRequestRecall({
    rules,
    recaller,
    meaningRecall,
    timeoutMs: recallTimeoutMs,
    firstLoadWaitMs: deps.rulesFirstLoadWaitMs ?? RULES_FIRST_LOAD_WAIT_MS,
    storeFailed,
    onMeaning: (fallback) => {
      lastFallback = fallback === undefined ? undefined : toMeaningFallback(fallback);
      showMeaning();
    },
  });
  const embeddingJobs = createEmbeddingJobs({
    memoryDb: db,
    settings: () => settings.embedding(),
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

  /** The database to use now, or null when memory is off for any reason. */
  const usable = (): MemoryDb | null => {
    const current = db();
    return current && !status.isPaused() ? current : null;
  };
  const queue = createExtractionQueue({
    session,
    usable,
    now,
    newId,
    unsavedJobs,
    afterEnqueue: async (target) => {
      await refreshPending(target);
      runner.kick();
    },
  });

  /** The work that follows a database taken into use: the pending count, the outbox, the index, the vectors. */
  async function watchAttached(opened: MemoryDb): Promise<void> {
    await refreshPending(opened);
    // A job another tab enqueues is this tab's to run once that tab closes: every change to
    // the outbox, from any tab, updates the count and queues this tab for the session's outbox lock.
    stopPendingWatch = watchQuery(
      () => countPendingJobs(opened),
      (count) => {
        if (db() !== opened) return;
        outboxPending = count;
        publishPending();
        if (count > 0) runner.kick();
      },
      (e) => {
        if (db() === opened) storeFailed(e);
      },
    );
    // Fetch recall's rules now, in the background: a user can send within a second of opening, and the first request
    // waits for them (recall/fusedRecall.ts). The gates' much larger chunk is not fetched ahead: its evaluation holds
    // the worker's thread for a second or more, and at start-up that second fell in front of the first message
    // sent. The pre-check of a finished turn has its own small chunk; the gates load when a batch goes to the model,
    // after the user has been quiet (outboxRunner.ts), or when an export, import or promotion needs them. Nothing
    // awaits this; a failed fetch is retried and reported by the next step that needs the chunk.
    void rules().catch(() => undefined);
    // Build the recall index soon, not inside the first request's 300 ms budget (10,000 memories take
    // longer), but after the first conversation list has been served, so a reload stays fast.
    setTimeout(() => {
      if (db() === opened) void recaller.index(opened).catch(storeFailed);
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
    open: (sessionHash) => session.open(sessionHash),
    setCallSettings(s) {
      const { embeddingChanged, meaningOff } = settings.apply(s);
      if (meaningOff) meaningIndex = { state: 'off', embedded: 0, total: 0 };
      showMeaning();
      runner.kick();
      // Settings arrive after every turn; only a real change (model, endpoint, key) needs a new scan.
      if (embeddingChanged || meaningIndex.state === 'waiting') embeddingJobs.kick();
    },
    setPaused(paused) {
      const wasPaused = status.isPaused();
      status.setPaused(paused);
      if (paused && !wasPaused) runner.flush();
      if (!paused) {
        runner.kick();
        embeddingJobs.kick();
      }
    },
    async recallForRequest(input) {
      const target = usable();
      if (!target || isDraftId(input.conversationId) || !input.userText.trim()) return null;
      return recallFor(target, input, settings.embedding(), settings.embedDeadlineMs());
    },
    flushConversation: (conversationId) => runner.flush(conversationId),
    enqueueExtraction: queue.enqueueExtraction,
    promotePinnedDecisions: queue.promotePinnedDecisions,
    status: () => status.get(),
    callSettings: () => settings.calls(),
    onStatusChange: (cb) => status.subscribe(cb),
    whenIdle: async () => {
      await runner.whenIdle();
      await embeddingJobs.whenIdle();
      await recaller.whenLogged();
    },
    session,
  };
}
