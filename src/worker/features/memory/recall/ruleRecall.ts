import type { FusedSelection, RecallIndex } from '../../../../memory';
import { listActiveMemories, memoriesFingerprint, recordRecall, type MemoryDb } from '../../../../storage';
import type { MeaningSignals } from './meaningSignals';
import type { LoadMemoryRules } from '../rules/loadMemoryRules';

export interface RecallInput {
  conversationId: string;
  assistantMessageId: string;
  userText: string;
}

/** The recall budget: a request never waits longer than this for memory; it goes without instead. */
export const RECALL_TIMEOUT_MS = 300;

/**
 * The first recall after start-up may take this long, once per worker, for the memory rules' code and the
 * first index build; on a working install both take a fraction of this.
 */
export const RULES_FIRST_LOAD_WAIT_MS = 3_000;

export interface Recaller {
  /** The memory system message for this request, or null (nothing relevant, too slow, or failed). */
  recall(db: MemoryDb, input: RecallInput, timeoutMs: number, meaning?: MeaningSignals): Promise<string | null>;
  /** Forgets the cached index (session switch). */
  reset(): void;
  /** The cached index, rebuilt first if the memory set changed (also used for extraction's related memories). */
  index(db: MemoryDb): Promise<RecallIndex>;
  /** Settles once every recall chosen so far is logged (session switch, tests). */
  whenLogged(): Promise<void>;
}

/**
 * The recall log and `lastUsedAt` are bookkeeping the request does not need: they are written this long
 * after recall answers, once the request has left, so memory adds almost nothing before a request.
 */
export const RECALL_LOG_DELAY_MS = 250;

/** Memories added to a first index build between two yields (measured in Node with 5,000 memories: one block of 1.3 s before, at most 0.25 s per slice after, the first and coldest). */
const INDEX_SLICE = 500;

/**
 * Rule-based recall over a cached index. The index is rebuilt only when the memory set's fingerprint
 * changes, so a request costs two indexed reads plus scoring, not a scan of every memory; the
 * fingerprint also sees writes made by another tab or the inspector.
 */
export function createRecaller(deps: {
  now: () => string;
  onFailure: (e: unknown) => void;
  onSuccess: () => void;
  /** The index and scoring load on demand; a failed load fails this recall like a failed read. */
  rules: LoadMemoryRules;
}): Recaller {
  let cache: { db: MemoryDb; fingerprint: string; index: RecallIndex } | null = null;
  // The build under way, shared by the start-up prewarm and a request arriving meanwhile.
  let building: { db: MemoryDb; fingerprint: string; index: Promise<RecallIndex> } | null = null;
  let logging: Promise<void> = Promise.resolve();

  async function build(db: MemoryDb, fingerprint: string): Promise<RecallIndex> {
    const [{ buildRecallIndex }, memories] = await Promise.all([deps.rules(), listActiveMemories(db)]);
    let index = cache?.db === db ? cache.index : undefined;
    // A first build takes the memories a slice at a time and lets queued work (a search typed just after a
    // reload, a request) run between slices: 5,000 memories in one go held the worker's thread for over a
    // second. A rebuild after a write reuses every unchanged memory's features and stays one step.
    if (index === undefined)
      for (let end = INDEX_SLICE; end < memories.length; end += INDEX_SLICE) {
        index = buildRecallIndex(memories.slice(0, end), index);
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
      }
    index = buildRecallIndex(memories, index);
    if (building?.db === db) cache = { db, fingerprint, index };
    return index;
  }

  async function indexFor(db: MemoryDb): Promise<RecallIndex> {
    const fingerprint = await memoriesFingerprint(db);
    if (cache?.db === db && cache.fingerprint === fingerprint) return cache.index;
    if (building?.db === db && building.fingerprint === fingerprint) return building.index;
    const index = build(db, fingerprint);
    const current = { db, fingerprint, index };
    building = current;
    try {
      return await index;
    } finally {
      if (building === current) building = null;
    }
  }

  async function select(db: MemoryDb, input: RecallInput, isExpired: () => boolean, meaning?: MeaningSignals): Promise<string | null> {
    // Rules and meaning fused; without a semantic signal this is the rules' answer alone.
    const index = await indexFor(db);
    const { selectFusedFromIndex, buildMemorySystemMessage } = await deps.rules();
    const selected: FusedSelection[] = selectFusedFromIndex(index, input.userText, meaning?.signals ?? null);
    const message = buildMemorySystemMessage(selected);
    // Past the deadline the request has already gone without memory: log nothing it did not use.
    if (message === null || isExpired()) return null;
    const entry = {
      assistantMessageId: input.assistantMessageId,
      conversationId: input.conversationId,
      at: deps.now(),
      items: selected.map((m) => ({
        stableKey: m.stableKey,
        score: m.score,
        breakdown: { ...m.breakdown },
        ruleScore: m.ruleScore,
        semantic: m.semantic,
        meaningMatched: m.meaningMatched,
      })),
      ...(meaning ? { meaning: meaning.meaning } : {}),
    };
    const written = logging.then(() =>
      new Promise<void>((resolve) => setTimeout(resolve, RECALL_LOG_DELAY_MS)).then(() => recordRecall(db, entry)).catch(deps.onFailure),
    );
    logging = written;
    return message;
  }

  return {
    async recall(db, input, timeoutMs, meaning) {
      let expired = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The clock too, not only the timer: a long synchronous index build keeps the timer from firing.
      const started = Date.now();
      const isExpired = () => expired || Date.now() - started >= timeoutMs;
      const work = select(db, input, isExpired, meaning).then(
        (message) => {
          deps.onSuccess();
          return message;
        },
        (e: unknown) => {
          // Also after the deadline: a failing store must still show up in the status.
          deps.onFailure(e);
          return null;
        },
      );
      const deadline = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          expired = true;
          resolve(null);
        }, timeoutMs);
      });
      try {
        return await Promise.race([work, deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
    reset() {
      cache = null;
      building = null;
    },
    index: (db) => indexFor(db),
    whenLogged: () => logging,
  };
}
