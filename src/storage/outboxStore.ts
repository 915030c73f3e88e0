import type { ErrorValues } from '../shared';
import type { MemoryDb, OutboxJob, OutboxSkipReason } from './memoryDb';

// The extraction outbox: jobs are written when a turn completes and leave the pending
// state only by finishing, failing for good or being dropped, so a reload or a closed tab loses none.
// Only one runner (the Web Lock holder) reads the head of the queue, so no claim marker is needed:
// a job cut off mid-run is simply pending again, and re-running it is harmless (writes are keyed).

export type NewOutboxJob = Pick<OutboxJob, 'id' | 'conversationId' | 'userMessageId' | 'assistantMessageId' | 'createdAt' | 'mode'>;

export interface JobError {
  code: string;
  values?: ErrorValues;
}

/** Appends a pending job after every existing one. */
export async function enqueueJob(db: MemoryDb, job: NewOutboxJob): Promise<OutboxJob> {
  return db.transaction('rw', db.outbox, async () => {
    const last = await db.outbox.orderBy('seq').last();
    const record: OutboxJob = { ...job, seq: (last?.seq ?? 0) + 1, attempts: 0, state: 'pending' };
    await db.outbox.add(record);
    return record;
  });
}

/** The oldest pending job: jobs run strictly in order, so a suppress never overtakes the add before it. */
export async function nextPendingJob(db: MemoryDb): Promise<OutboxJob | undefined> {
  return db.outbox.where('[state+seq]').between(['pending', -Infinity], ['pending', Infinity]).first();
}

export async function countPendingJobs(db: MemoryDb): Promise<number> {
  return db.outbox.where('[state+seq]').between(['pending', -Infinity], ['pending', Infinity]).count();
}

export async function getJob(db: MemoryDb, id: string): Promise<OutboxJob | undefined> {
  return db.outbox.get(id);
}

export async function listJobs(db: MemoryDb): Promise<OutboxJob[]> {
  return db.outbox.orderBy('seq').toArray();
}

export async function completeJob(db: MemoryDb, id: string, at: string, attempts: number): Promise<void> {
  await db.outbox.update(id, { state: 'done', finishedAt: at, attempts, nextAttemptAt: undefined });
}

/** The chat messages it was about are gone (deleted or regenerated): nothing to extract. */
export async function dropJob(db: MemoryDb, id: string, at: string): Promise<void> {
  await db.outbox.update(id, { state: 'dropped', finishedAt: at, nextAttemptAt: undefined });
}

/** Finished without a model call (the pre-check): kept, with its reason, so the memory status can count it. */
export async function skipJob(db: MemoryDb, id: string, at: string, reason: OutboxSkipReason): Promise<void> {
  await db.outbox.update(id, { state: 'skipped', skipReason: reason, finishedAt: at, nextAttemptAt: undefined });
}

export async function countSkippedJobs(db: MemoryDb): Promise<number> {
  return db.outbox.where('state').equals('skipped').count();
}

/**
 * The pending jobs from the oldest on, as long as they belong to its conversation (at most `limit`): the
 * turns one extraction call may take together without letting another conversation's job be overtaken.
 * `more` says whether a pending job of another conversation waits behind them.
 */
export async function pendingRunOfOldest(db: MemoryDb, limit: number): Promise<{ jobs: OutboxJob[]; more: boolean }> {
  const pending = await db.outbox
    .where('[state+seq]')
    .between(['pending', -Infinity], ['pending', Infinity])
    .limit(limit + 1)
    .toArray();
  const head = pending[0];
  if (!head) return { jobs: [], more: false };
  const end = pending.findIndex((j) => j.conversationId !== head.conversationId);
  const jobs = (end < 0 ? pending : pending.slice(0, end)).slice(0, limit);
  return { jobs, more: end >= 0 };
}

/** Failed for good; the error stays on the job for the inspector. */
export async function failJob(db: MemoryDb, id: string, at: string, attempts: number, error: JobError): Promise<void> {
  await db.outbox.update(id, {
    state: 'failed',
    finishedAt: at,
    attempts,
    lastError: { code: error.code, ...(error.values ? { values: error.values } : {}) },
    nextAttemptAt: undefined,
  });
}

/** Counts a failed attempt and sets when the job may be tried again; it stays pending. */
export async function scheduleRetry(db: MemoryDb, id: string, attempts: number, nextAttemptAt: string, error: JobError): Promise<void> {
  await db.outbox.update(id, {
    attempts,
    nextAttemptAt,
    lastError: { code: error.code, ...(error.values ? { values: error.values } : {}) },
  });
}
