import { completeJob, dropJob, failJob, nextPendingJob, scheduleRetry, type ChatDb, type MemoryDb, type OutboxJob } from '../../../storage';
import type { MemoryCallSettings } from './extractionJob';
import type { RecallIndex } from '../../../memory';
import { decideAfterFailure } from './retryPolicy';
import type { LoadMemoryWriteRules } from './rules/loadMemoryRules';

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
}

export interface OutboxRunner {
  /** Starts a run if none is going; a kick during a run makes it look again when it ends. */
  kick(): void;
  /** Settles when no run is going or queued. */
  whenIdle(): Promise<void>;
}

export const outboxLockName = (sessionHash: string): string => `mindkeep-outbox-${sessionHash}`;

const plus = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();
const msUntil = (iso: string | undefined, now: string): number => (iso ? Date.parse(iso) - Date.parse(now) : 0);

/**
 * Runs the extraction outbox: strictly oldest first, one job at a time, in one tab only. The tab
 * holds a queued Web Lock named after the session while it works, so another tab of the same
 * session waits and takes over when this one closes; where Web Locks are missing it just runs
 * (two such tabs may then run the same job twice, which keyed writes make harmless).
 */
export function createOutboxRunner(deps: OutboxRunnerDeps): OutboxRunner {
  let run: Promise<void> | null = null;
  let again = false;

  /** False once the session switched, memory was paused or the key went away: stop between jobs. */
  const mayContinue = (db: MemoryDb): boolean => deps.memoryDb() === db && !deps.isPaused() && deps.settings() !== null;

  async function finish(db: MemoryDb, job: OutboxJob): Promise<'next' | 'stop'> {
    const settings = deps.settings();
    if (!settings) return 'stop';
    const { runExtractionJob } = await deps.rules();
    const result = await runExtractionJob(job, {
      chatDb: deps.chatDb(),
      memoryDb: db,
      settings,
      now: deps.now,
      namespace: deps.namespace(),
      recallIndex: () => deps.recallIndex(db),
    });
    const at = deps.now();
    const attempts = job.attempts + 1;
    if (result.kind === 'done') await completeJob(db, job.id, at, attempts);
    else if (result.kind === 'dropped') await dropJob(db, job.id, at);
    else {
      const action = decideAfterFailure(result.error, attempts);
      if (action.kind === 'wait') return 'stop';
      if (action.kind === 'fail') await failJob(db, job.id, at, attempts, result.error);
      else await scheduleRetry(db, job.id, attempts, plus(at, action.delayMs), result.error);
    }
    await deps.onProgress();
    return 'next';
  }

  async function drain(db: MemoryDb): Promise<void> {
    while (mayContinue(db)) {
      const job = await nextPendingJob(db);
      if (!job) return;
      // Back-off survives a reload: the wait is counted from the stored time, not restarted.
      const wait = msUntil(job.nextAttemptAt, deps.now());
      if (wait > 0) {
        await deps.sleep(wait);
        if (!mayContinue(db)) return;
      }
      if ((await finish(db, job)) === 'stop') return;
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
  };
  return runner;
}
