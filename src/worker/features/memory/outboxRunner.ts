import {
  completeJob,
  dropJob,
  failJob,
  pendingRunOfOldest,
  scheduleRetry,
  skipJob,
  type ChatDb,
  type MemoryDb,
  type OutboxJob,
} from '../../../storage';
import type { MemoryCallSettings } from './extractionJob';
import type { TurnTriage } from './turnTriage';
import type { RecallIndex } from '../../../memory';
import { decideAfterFailure } from './retryPolicy';
import type { LoadMemoryTriageRules, LoadMemoryWriteRules } from './rules/loadMemoryRules';

export interface OutboxRunnerDeps {
  /** The open memory database of the current session, or null. */
  memoryDb: () => MemoryDb | null;
  sessionHash: () => string | null;
  chatDb: () => ChatDb;
  settings: () => MemoryCallSettings | null;
  isPaused: () => boolean;
  namespace: () => readonly string[];
  now: () => string;
  sleep: (ms: number) => Promise<void>;
  locks: LockManager | null;
  /** After each job changes state (for the pending count). */
  onProgress: () => Promise<void>;
  /** A read or write of the memory database failed: the job stays pending. */
  onStoreFailure: (e: unknown) => void;
  /** The cached recall index of the memory set (shared with recall, rebuilt only when memories change). */
  recallIndex: (db: MemoryDb) => Promise<RecallIndex>;
  /** The extraction step and the gates load on demand; a failed load keeps the job pending. */
  rules: LoadMemoryWriteRules;
  /**
   * The pre-check of each finished turn, a small chunk of its own: it runs as soon as a turn is done, and the gates'
   * much larger chunk then loads only when a batch goes to the model.
   */
  triage: LoadMemoryTriageRules;
  /** When a conversation's turns are extracted together (default DEFAULT_BATCH_POLICY). */
  batch?: BatchPolicy;
  /** Waits out a batch's quiet period (tests make it instant; the batch then closes as no turn came). */
  waitQuiet?: (ms: number) => Promise<void>;
}

/**
 * Batching: the eligible turns of one conversation wait together until the user has been quiet for
 * `quietMs` after the newest, or `maxTurns` are waiting, then go to the model in one call. An explicit
 * remember or forget request, a job of another conversation behind them (the user moved on), a flush (the
 * user left the conversation or paused memory) or a reload after the quiet period closes the batch at once.
 */
export interface BatchPolicy {
  quietMs: number;
  maxTurns: number;
}

export const DEFAULT_BATCH_POLICY: BatchPolicy = { quietMs: 4000, maxTurns: 4 };

export interface OutboxRunner {
  /** Starts a run if none is going; a kick during a run makes it look again when it ends. */
  kick(): void;
  /** Settles when no run is going or queued. */
  whenIdle(): Promise<void>;
  /**
   * Closes the batches waiting now (of one conversation, or of all) without waiting out their quiet period:
   * the user left the conversation, or paused memory. Turns that complete later batch as usual. The jobs stay
   * in the outbox until sent, so a flush while memory is paused sends nothing until it is resumed.
   */
  flush(conversationId?: string): void;
}

export const outboxLockName = (sessionHash: string): string => `mindkeep-outbox-${sessionHash}`;

const plus = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();
const msUntil = (iso: string | undefined, now: string): number => (iso ? Date.parse(iso) - Date.parse(now) : 0);

/**
 * Runs the extraction outbox: strictly oldest first, one conversation's batch at a time, in one tab only. The tab
 * holds a queued Web Lock named after the session while it works, so another tab of the same
 * session waits and takes over when this one closes; where Web Locks are missing it just runs
 * (two such tabs may then run the same job twice, which keyed writes make harmless).
 */
export function createOutboxRunner(deps: OutboxRunnerDeps): OutboxRunner {
  let run: Promise<void> | null = null;
  let again = false;
  const policy = deps.batch ?? DEFAULT_BATCH_POLICY;
  const waitQuiet = deps.waitQuiet ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  /** The pre-check's verdict per job id: it reads the chat database, so each job is judged once. */
  const triaged = new Map<string, TurnTriage>();
  /** When each conversation (key null: every one) was last flushed: a batch whose newest turn is older closes. */
  const flushedAt = new Map<string | null, string>();
  /** The quiet wait going on now, if any: its conversation and how to end it. */
  let quietWait: { conversationId: string; end: () => void } | null = null;

  const isFlushed = (newest: OutboxJob): boolean =>
    [flushedAt.get(newest.conversationId), flushedAt.get(null)].some((at) => at !== undefined && newest.createdAt <= at);

  /** A quiet wait a flush cuts short; a timer left running after it resolves nothing that is still awaited. */
  async function waitQuietOrFlush(conversationId: string, ms: number): Promise<void> {
    await Promise.race([waitQuiet(ms), new Promise<void>((end) => (quietWait = { conversationId, end }))]);
    quietWait = null;
  }

  /** False once the session switched, memory was paused or the key went away: stop between jobs. */
  const mayContinue = (db: MemoryDb): boolean => deps.memoryDb() === db && !deps.isPaused() && deps.settings() !== null;

  async function finish(db: MemoryDb, jobs: readonly OutboxJob[]): Promise<'next' | 'stop'> {
    const settings = deps.settings();
    if (!settings) return 'stop';
    const { runExtractionJob } = await deps.rules();
    const result = await runExtractionJob(jobs, {
      chatDb: deps.chatDb(),
      memoryDb: db,
      settings,
      now: deps.now,
      namespace: deps.namespace(),
      recallIndex: () => deps.recallIndex(db),
      mayWrite: () => deps.memoryDb() === db && !deps.isPaused(),
    });
    // Paused while the model answered: the jobs stay pending, to be asked again on resume.
    if (result.kind === 'stopped') return 'stop';
    const at = deps.now();
    // The batch shares one attempt count: its oldest job's, which is the one that has waited longest.
    const attempts = Math.max(...jobs.map((j) => j.attempts)) + 1;
    if (result.kind === 'model_failed') {
      const action = decideAfterFailure(result.error, attempts);
      if (action.kind === 'wait') return 'stop';
      for (const job of jobs)
        if (action.kind === 'fail') await failJob(db, job.id, at, attempts, result.error);
        else await scheduleRetry(db, job.id, attempts, plus(at, action.delayMs), result.error);
    } else
      for (const job of jobs) {
        if (result.kind === 'done') await completeJob(db, job.id, at, attempts);
        else await dropJob(db, job.id, at);
        triaged.delete(job.id);
      }
    await deps.onProgress();
    return 'next';
  }

  /** The pre-check: turns that are gone are dropped and turns without a memory signal skipped, with no call. */
  async function precheck(db: MemoryDb, jobs: readonly OutboxJob[]): Promise<{ finished: boolean; explicit: boolean }> {
    const { triageExtractionJob } = await deps.triage();
    let finished = false;
    let explicit = false;
    for (const job of jobs) {
      const verdict = triaged.get(job.id) ?? (await triageExtractionJob(job, deps.chatDb()));
      triaged.set(job.id, verdict);
      if (verdict === 'explicit') explicit = true;
      if (verdict !== 'gone' && verdict !== 'no_memory_signal') continue;
      if (verdict === 'gone') await dropJob(db, job.id, deps.now());
      else await skipJob(db, job.id, deps.now(), verdict);
      triaged.delete(job.id);
      finished = true;
    }
    if (finished) await deps.onProgress();
    return { finished, explicit };
  }

  async function drain(db: MemoryDb): Promise<void> {
    /** The newest job of a batch whose quiet period was waited out: unchanged after the wait, it closes. */
    let quietAfter: string | undefined;
    while (mayContinue(db)) {
      const { jobs, more } = await pendingRunOfOldest(db, policy.maxTurns);
      const head = jobs[0];
      const newest = jobs[jobs.length - 1];
      // Nothing waits: every flush so far has been honoured.
      if (!head || !newest) return flushedAt.clear();
      // Back-off survives a reload: the wait is counted from the stored time, not restarted.
      const wait = msUntil(head.nextAttemptAt, deps.now());
      if (wait > 0) {
        await deps.sleep(wait);
        if (!mayContinue(db)) return;
      }
      const { finished, explicit } = await precheck(db, jobs);
      // A turn that came in during the wait, even one skipped, means the user is still chatting.
      if (finished) {
        quietAfter = undefined;
        continue;
      }
      const sinceNewest = -msUntil(newest.createdAt, deps.now());
      const closed =
        more ||
        explicit ||
        jobs.length >= policy.maxTurns ||
        head.attempts > 0 ||
        quietAfter === newest.id ||
        isFlushed(newest) ||
        sinceNewest >= policy.quietMs;
      if (!closed) {
        quietAfter = newest.id;
        await waitQuietOrFlush(newest.conversationId, Math.min(policy.quietMs, policy.quietMs - sinceNewest));
        continue;
      }
      quietAfter = undefined;
      if ((await finish(db, jobs)) === 'stop') return;
    }
  }

  async function runOnce(): Promise<void> {
    const db = deps.memoryDb();
    const hash = deps.sessionHash();
    if (!db || !hash || !mayContinue(db)) return;
    try {
      if (deps.locks) await deps.locks.request(outboxLockName(hash), () => drain(db));
      else await drain(db);
    } catch (e) {
      if (deps.memoryDb() === db) deps.onStoreFailure(e);
    }
  }

  async function loop(): Promise<void> {
    while (again) {
      again = false;
      await runOnce();
    }
  }

  const runner: OutboxRunner = {
    kick() {
      again = true;
      if (run) return;
      run = loop().finally(() => {
        run = null;
        // A kick can land after the loop's last check but before this line: do not lose it.
        if (again) runner.kick();
      });
    },
    async whenIdle() {
      while (run) await run;
    },
    flush(conversationId) {
      flushedAt.set(conversationId ?? null, deps.now());
      if (quietWait && (conversationId === undefined || conversationId === quietWait.conversationId)) quietWait.end();
      runner.kick();
    },
  };
  return runner;
}
