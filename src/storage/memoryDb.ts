import { Dexie, type EntityTable, type Table } from 'dexie';
import { MEMORY_SYNC_TABLES, SYNC_LOG_SCHEMA, syncLogMiddleware, type SyncLogEntry } from './syncLog';
import type { ChatMode, ErrorValues, MemoryType } from '../shared';
import type { RejectionReason, ScoreBreakdown, UserMemory, WriteOutcome } from '../memory';

// ──────────────────────────────────────────────────────────────────────────────────────────────
// WARNING: the database name prefix and the table names below are a PUBLIC CONTRACT:
// e2e tests and other tools read `memories`, `history`, `outbox`, `recallLog` and `rejections`
// by name. NEVER rename or drop them. Change the schema only by adding a new `version(n)` (with an
// upgrade function where records change shape) that loses nothing, and add a test like the one in
// memoryDb.test.ts for it. Existing users' data lives under these names.
// ──────────────────────────────────────────────────────────────────────────────────────────────
export const MEMORY_DB_PREFIX = 'mindkeep-memory-';

/** One change to a memory; `duplicate` and `not_found` never get one. */
export interface MemoryHistoryEntry {
  id?: number;
  stableKey: string;
  outcome: WriteOutcome;
  at: string;
  conversationId: string;
  /** The assistant message of the turn whose extraction made this change, so its notice shows at that turn. */
  turnId?: string;
  /**
   * The user's own words the change rests on (extraction only): checked to occur in the turn and passed
   * through the gates before it is kept, so the memory view can show "you said: …".
   */
  evidence?: string;
  before?: UserMemory;
  after?: UserMemory;
  /** The device whose change sync applied here, by the name it gave itself (absent for changes made here). */
  device?: string;
  /**
   * Why sync changed it, when the change is not another device's own: `opposite_preference`, suppressed
   * here because its opposite preference (from `device`, when named) is newer.
   */
  cause?: HistoryCause;
}

/** Why sync itself changed a memory (see MemoryHistoryEntry.cause). */
export type HistoryCause = 'opposite_preference';

export type OutboxJobState = 'pending' | 'done' | 'failed' | 'dropped' | 'skipped';

/** Why a job was finished without a model call: the pre-check found nothing that could be a lasting fact. */
export type OutboxSkipReason = 'no_memory_signal';

/** A durable extraction job: a reload or a closed tab loses none. Holds ids only: the input is rebuilt from the chat DB when it runs. */
export interface OutboxJob {
  id: string;
  /** Enqueue order; createdAt can tie within a millisecond, this cannot. */
  seq: number;
  conversationId: string;
  userMessageId: string;
  assistantMessageId: string;
  /** The chat mode the turn ran in (`ordinary_chat` or `tool_assisted_ordinary_chat`): the extraction path. */
  mode?: ChatMode;
  createdAt: string;
  attempts: number;
  state: OutboxJobState;
  /** Back-off: the job is not tried again before this time. */
  nextAttemptAt?: string;
  /** Why the last attempt failed: a code and a key-free message from the llm adapter. */
  /** `message`: rows written before errors carried values (read, never written). */
  lastError?: { code: string; values?: ErrorValues; message?: string };
  finishedAt?: string;
  /** Set with state `skipped`. */
  skipReason?: OutboxSkipReason;
}

export interface RecallLogItem {
  stableKey: string;
  /** The fused score that ranked it (the rule score when meaning was off). */
  score: number;
  breakdown: ScoreBreakdown;
  /** Both signals of fused recall: the rule score alone and the normalised semantic signal (null: none). */
  ruleScore?: number;
  semantic?: number | null;
  /** Selected by meaning alone (the rules did not select it). */
  meaningMatched?: boolean;
}

/** Whether meaning-based recall took part in a request, and why not when it did not. */
export interface RecallMeaning {
  used: boolean;
  /** e.g. "off" (no embedding model), "timeout", "offline", "error: …", "indexing". */
  reason?: string;
  model?: string;
}

/** Which memories shaped an answer, and why: what *Memories used* shows under the answer. */
export interface RecallLogEntry {
  id?: number;
  assistantMessageId: string;
  conversationId: string;
  at: string;
  items: RecallLogItem[];
  meaning?: RecallMeaning;
}

/**
 * A refused candidate. Deliberately has no text field: a refused candidate is untrusted, and its text
 * may hold exactly what gates 8–9 keep out even when an earlier gate refused it (docs/memory-gates.md).
 */
export interface RejectionEntry {
  id?: number;
  at: string;
  conversationId: string;
  reason: RejectionReason;
  /** Only a known memory type; an unknown one is model text and is not kept. */
  type?: MemoryType;
  stableKey?: string;
  source: 'extraction' | 'promotion' | 'import';
  /** The turn (assistant message id) whose extraction was refused, so the chat can say so quietly there. */
  turnId?: string;
}

/**
 * A memory's meaning vector for one embedding model. Derived data: recomputed from the
 * memory whenever its embedded text (hash) or the model changes, never exported.
 */
export interface MemoryVector {
  stableKey: string;
  model: string;
  dimension: number;
  /** Hash of the embedded text (memory text, tags, subject): a different hash means stale. */
  textHash: string;
  vector: Float32Array;
  updatedAt: string;
}

/** The decoy-memory vectors of one model, the reference level of the per-query semantic signal. */
export interface AnchorVectors {
  model: string;
  dimension: number;
  /** Hash of the anchor texts, so a changed list is embedded again. */
  textHash: string;
  vectors: Float32Array[];
  updatedAt: string;
}

export class MemoryDb extends Dexie {
  memories!: EntityTable<UserMemory, 'stableKey'>;
  history!: EntityTable<MemoryHistoryEntry, 'id'>;
  outbox!: EntityTable<OutboxJob, 'id'>;
  recallLog!: EntityTable<RecallLogEntry, 'id'>;
  rejections!: EntityTable<RejectionEntry, 'id'>;
  vectors!: EntityTable<MemoryVector, 'stableKey'>;
  anchors!: EntityTable<AnchorVectors, 'model'>;
  syncLog!: Table<SyncLogEntry, [string, string]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      memories: 'stableKey, status, type, updatedAt, lastUsedAt, sourceConversationId',
      history: '++id, stableKey, at',
      outbox: 'id, seq, createdAt, state, [state+seq]',
      recallLog: '++id, assistantMessageId, conversationId, at',
      rejections: '++id, at',
    });
    // Version 2: meaning vectors per memory, and the decoy vectors per model. Every
    // version-1 table and index stays as it was.
    this.version(2).stores({
      vectors: 'stableKey, model, updatedAt',
      anchors: 'model',
    });
    // Version 3 only adds the sync log (what sync has not sent yet, written with each change).
    this.version(3).stores({ syncLog: SYNC_LOG_SCHEMA });
    this.use(syncLogMiddleware(MEMORY_SYNC_TABLES));
  }
}

export const memoryDbName = (sessionHash: string): string => `${MEMORY_DB_PREFIX}${sessionHash}`;

export function openMemoryDb(sessionHash: string): MemoryDb {
  return new MemoryDb(memoryDbName(sessionHash));
}
