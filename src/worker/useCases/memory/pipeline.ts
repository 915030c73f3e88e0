import type { PinnedDecision } from '../../../chat/records';
import { candidateFromPinnedDecision, diffPinnedDecisionsForPromotion } from '../../../memory';
import { isDraftId, type ChatMode } from '../../../shared';
import { countPendingJobs, enqueueJob, openMemoryDb, type ChatDb, type MemoryDb } from '../../../storage';
import { writeCandidates } from './candidateWriter';
import type { MemoryCallSettings } from './extractionJob';
import { createStatusTracker, type MemoryStatus } from './memoryStatus';
import { createOutboxRunner } from './outboxRunner';
import { createRecaller, RECALL_TIMEOUT_MS, type RecallInput } from './recall';

export type { MemoryCallSettings, MemoryStatus };

export interface MemoryPipeline {
  /** Opens mindkeep-memory-<hash>; failure → status unavailable, never throws. Resumes pending outbox jobs. */
  open(sessionHash: string): Promise<void>;
  /** Latest settings from the page (the key is kept in memory only, never stored). Also kicks the outbox. */
  setCallSettings(s: MemoryCallSettings): void;
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
}

export interface MemoryPipelineDeps {
  chatDb: () => ChatDb;
  now?: () => string;
  sleep?: (ms: number) => Promise<void>;
  /** Web Locks; null runs the outbox without (the default where `navigator.locks` is missing). */
  locks?: LockManager | null;
  openMemoryDb?: (sessionHash: string) => MemoryDb;
  recallTimeoutMs?: number;
}

const SESSION_HASH = /^[0-9a-f]{16}$/;
const RECALL_PREWARM_DELAY_MS = 400;

const defaultLocks = (): LockManager | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;

/** Storage errors carry no key or memory text, only Dexie's name and message. */
const describeError = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : 'unknown storage error');

/**
 * Long-term memory for one browser session, inside the worker. A supplement, never a single point of
 * failure (SPEC §3.11): every entry point swallows storage failures into the status, and the chat
 * only ever sees a string or null.
 */
export function createMemoryPipeline(deps: MemoryPipelineDeps): MemoryPipeline {
  const now = deps.now ?? (() => new Date().toISOString());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const openDb = deps.openMemoryDb ?? openMemoryDb;
  const recallTimeoutMs = deps.recallTimeoutMs ?? RECALL_TIMEOUT_MS;
  const status = createStatusTracker();
  let db: MemoryDb | null = null;
  let hash: string | null = null;
  let settings: MemoryCallSettings | null = null;

  const namespace = (): readonly string[] => ['mindkeep', 'user-memory', 'v1', hash ?? ''];
  const storeFailed = (e: unknown): void => status.setUnavailable(`Memory storage failed: ${describeError(e)}`);

  async function refreshPending(target: MemoryDb): Promise<void> {
    try {
      const count = await countPendingJobs(target);
      if (db === target) {
        status.setPendingJobs(count);
        status.setAvailable();
      }
    } catch (e) {
      if (db === target) storeFailed(e);
    }
  }

  const recaller = createRecaller({ now, onFailure: storeFailed, onSuccess: () => status.setAvailable() });
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
      if (db) await refreshPending(db);
    },
    onStoreFailure: storeFailed,
    recallIndex: (target) => recaller.index(target),
  });

  /** The database to use now, or null when memory is off for any reason. */
  const usable = (): MemoryDb | null => (db && !status.isPaused() ? db : null);

  return {
    async open(sessionHash) {
      if (db && hash === sessionHash) return;
      db?.close();
      db = null;
      hash = sessionHash;
      recaller.reset();
      if (!SESSION_HASH.test(sessionHash)) return status.setUnavailable('Invalid session id.');
      try {
        const opened = openDb(sessionHash);
        await opened.open();
        if (hash !== sessionHash) return opened.close();
        db = opened;
      } catch (e) {
        return status.setUnavailable(`The memory database could not be opened: ${describeError(e)}`);
      }
      await refreshPending(db);
      // Build the recall index soon, not inside the first request's 300 ms budget (10,000 memories take
      // longer), but after the first conversation list has been served (issue 15: reload stays fast).
      const opened = db;
      setTimeout(() => {
        if (db === opened) void recaller.index(opened).catch(storeFailed);
      }, RECALL_PREWARM_DELAY_MS);
      runner.kick();
    },
    setCallSettings(s) {
      settings = s.apiKey.trim() ? { apiKey: s.apiKey, baseURL: s.baseURL, memoryModel: s.memoryModel } : null;
      runner.kick();
    },
    setPaused(paused) {
      status.setPaused(paused);
      if (!paused) runner.kick();
    },
    async recallForRequest(input) {
      const target = usable();
      if (!target || isDraftId(input.conversationId) || !input.userText.trim()) return null;
      return recaller.recall(target, input, recallTimeoutMs);
    },
    async enqueueExtraction(input) {
      const target = usable();
      const ids = [input.conversationId, input.userMessageId, input.assistantMessageId];
      // Drafts never reach the memory database (SPEC §2.1).
      if (!target || ids.some((id) => !id?.trim() || isDraftId(id))) return;
      try {
        await enqueueJob(target, { id: crypto.randomUUID(), ...input, createdAt: now() });
      } catch (e) {
        return storeFailed(e);
      }
      await refreshPending(target);
      runner.kick();
    },
    async promotePinnedDecisions(input) {
      const target = usable();
      if (!target || !input.conversationId.trim() || isDraftId(input.conversationId)) return;
      const changed = diffPinnedDecisionsForPromotion(input.previous, input.next);
      if (changed.length === 0) return;
      try {
        const ctx = { at: now(), conversationId: input.conversationId, namespace: namespace(), origin: 'promotion' as const };
        await writeCandidates(target, changed.map(candidateFromPinnedDecision), { ...ctx, source: 'pinned_decision_promotion' });
      } catch (e) {
        storeFailed(e);
      }
    },
    status: () => status.get(),
    onStatusChange: (cb) => status.subscribe(cb),
    whenIdle: async () => {
      await runner.whenIdle();
      await recaller.whenLogged();
    },
    database: () => db,
    namespace,
    reportStoreFailure: storeFailed,
  };
}
