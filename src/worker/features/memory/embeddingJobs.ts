import { EMBED_BATCH_MAX, embedTexts, type EmbedRequest, type Embeddings, type LlmError, type LlmSettings } from '../../../llm';
import type { UserMemory } from '../../../memory';
import { ModuleLoadError, type Result } from '../../../shared';
import type { WorkerError } from '../../errors';
import {
  deleteVectors,
  getAnchors,
  listActiveMemories,
  listMemoryKeys,
  listVectorStamps,
  putAnchors,
  putVectors,
  type MemoryDb,
  type MemoryVector,
} from '../../../storage';
import { decideAfterFailure } from './retryPolicy';
import type { LoadMemoryRules, MemoryRules } from './rules/loadMemoryRules';

// Durable embedding jobs for meaning-based recall. The queue is not a list of job rows but the difference between
// the memories and their vectors: every active memory whose vector is missing, stale (its text,
// tags or subject changed) or made by another model is pending. A write, an edit, an import, a
// backfill after an embedding model is first set, and a model change all reduce to that one test,
// and nothing can be lost on a reload because nothing is held outside the database.

export interface EmbeddingSettings extends LlmSettings {
  /** Empty: meaning-based recall is off. */
  embeddingModel: string;
}

export type Embedder = (settings: LlmSettings, request: EmbedRequest) => Promise<Result<Embeddings, LlmError>>;

/** What the status shows about the vectors of the current model. */
export interface MeaningIndexState {
  state: 'off' | 'indexing' | 'ready' | 'waiting' | 'failed';
  embedded: number;
  total: number;
  reason?: WorkerError;
}

export interface EmbeddingJobDeps {
  memoryDb: () => MemoryDb | null;
  settings: () => EmbeddingSettings | null;
  isPaused: () => boolean;
  now: () => string;
  sleep: (ms: number) => Promise<void>;
  onState: (state: MeaningIndexState) => void;
  /** True from a kick (with a model set) until the run ends: vectors may be missing meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  embed?: Embedder;
  /** The texts and hashes to embed come from the memory rules, loaded on demand. */
  rules: LoadMemoryRules;
}

export interface EmbeddingJobs {
  /** Looks for pending work now (after a write, a settings change, a resume). */
  kick(): void;
  whenIdle(): Promise<void>;
}

const anchorsHash = ({ textHash, SEMANTIC_ANCHOR_TEXTS }: MemoryRules): string => textHash(SEMANTIC_ANCHOR_TEXTS.join('\n'));

/** Memories whose vector is missing or stale for `model`, oldest edit first. */
function pendingForModel(
  { textHash, embeddingTextOf }: MemoryRules,
  memories: readonly UserMemory[],
  stamps: ReadonlyMap<string, { model: string; textHash: string }>,
  model: string,
): UserMemory[] {
  return memories
    .filter((m) => {
      const stamp = stamps.get(m.stableKey);
      return !stamp || stamp.model !== model || stamp.textHash !== textHash(embeddingTextOf(m));
    })
    .sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0));
}

export function createEmbeddingJobs(deps: EmbeddingJobDeps): EmbeddingJobs {
  const embed = deps.embed ?? embedTexts;
  let run: Promise<void> | null = null;
  let again = false;
  /** A model that failed for good with these settings: not tried again until the settings change. */
  let failed: { signature: string; reason: WorkerError } | null = null;

  const signature = (s: EmbeddingSettings): string => `${s.baseURL}\u0000${s.embeddingModel}\u0000${s.apiKey.length}`;
  const current = (db: MemoryDb): EmbeddingSettings | null => {
    const s = deps.settings();
    return deps.memoryDb() === db && !deps.isPaused() && s && s.embeddingModel.trim() ? s : null;
  };
  /** Still the same database, model and endpoint (a settings refresh with equal values is not a change). */
  const unchanged = (db: MemoryDb, s: EmbeddingSettings): boolean => {
    const now = current(db);
    return now !== null && signature(now) === signature(s);
  };

  /** One request with retries and back-off like extraction; null when the run must stop. */
  async function embedWithRetry(
    db: MemoryDb,
    s: EmbeddingSettings,
    inputs: string[],
    progress: () => MeaningIndexState,
  ): Promise<Embeddings | null> {
    for (let attempts = 1; ; attempts += 1) {
      const result = await embed(s, { model: s.embeddingModel.trim(), inputs });
      if (result.ok) return result.value;
      const action = decideAfterFailure(result.error, attempts);
      if (action.kind === 'wait') {
        deps.onState({ ...progress(), state: 'waiting', reason: result.error });
        return null;
      }
      if (action.kind === 'fail') {
        failed = { signature: signature(s), reason: result.error };
        deps.onState({ ...progress(), state: 'failed', reason: result.error });
        return null;
      }
      deps.onState({ ...progress(), state: 'indexing', reason: result.error });
      await deps.sleep(action.delayMs);
      if (!unchanged(db, s)) return null;
    }
  }

  async function ensureAnchors(
    rules: MemoryRules,
    db: MemoryDb,
    s: EmbeddingSettings,
    progress: () => MeaningIndexState,
  ): Promise<boolean> {
    const model = s.embeddingModel.trim();
    const hash = anchorsHash(rules);
    const stored = await getAnchors(db, model);
    if (stored && stored.textHash === hash) return true;
    const result = await embedWithRetry(db, s, [...rules.SEMANTIC_ANCHOR_TEXTS], progress);
    if (!result || !unchanged(db, s)) return false;
    await putAnchors(db, { model, dimension: result.dimension, textHash: hash, vectors: result.vectors, updatedAt: deps.now() });
    return true;
  }

  async function drain(db: MemoryDb): Promise<void> {
    for (;;) {
      const s = current(db);
      if (!s) {
        if (!deps.settings()?.embeddingModel.trim()) deps.onState({ state: 'off', embedded: 0, total: 0 });
        return;
      }
      const model = s.embeddingModel.trim();
      // A chunk that cannot be fetched fails the run like a failed read, with its code as the reason.
      const [rules, memories, stampList, keys] = await Promise.all([
        deps.rules(),
        listActiveMemories(db),
        listVectorStamps(db),
        listMemoryKeys(db),
      ]);
      const known = new Set(keys);
      await deleteVectors(
        db,
        stampList.filter((v) => !known.has(v.stableKey)).map((v) => v.stableKey),
      );
      const stamps = new Map(stampList.map((v) => [v.stableKey, v]));
      const pending = pendingForModel(rules, memories, stamps, model);
      const total = memories.length;
      const progress = (): MeaningIndexState => ({ state: 'indexing', embedded: total - pending.length, total });
      if (failed && failed.signature === signature(s)) return deps.onState({ ...progress(), state: 'failed', reason: failed.reason });
      failed = null;
      if (!(await ensureAnchors(rules, db, s, progress))) return;
      if (pending.length === 0) return deps.onState({ state: 'ready', embedded: total, total });
      // Batches of the list found by this scan; the next scan picks up whatever changed meanwhile.
      while (pending.length > 0) {
        deps.onState(progress());
        const batch = pending.slice(0, EMBED_BATCH_MAX);
        const texts = batch.map((m) => rules.embeddingTextOf(m));
        const result = await embedWithRetry(db, s, texts, progress);
        if (!result || !unchanged(db, s)) return;
        const at = deps.now();
        const rows: MemoryVector[] = batch.map((m, i) => ({
          stableKey: m.stableKey,
          model,
          dimension: result.dimension,
          textHash: rules.textHash(texts[i] ?? ''),
          vector: result.vectors[i] ?? new Float32Array(0),
          updatedAt: at,
        }));
        await putVectors(db, rows);
        pending.splice(0, batch.length);
      }
    }
  }

  async function loop(): Promise<void> {
    while (again) {
      again = false;
      const db = deps.memoryDb();
      if (!db) continue;
      try {
        await drain(db);
      } catch (e) {
        deps.onState({
          state: 'failed',
          embedded: 0,
          total: 0,
          reason:
            e instanceof ModuleLoadError
              ? { code: 'module_unavailable' }
              : { code: 'memory_storage_failed', values: { detail: e instanceof Error ? `${e.name}: ${e.message}` : String(e) } },
        });
      }
    }
  }

  const jobs: EmbeddingJobs = {
    kick() {
      again = true;
      if (run) return;
      const s = deps.settings();
      const busy = !!s?.embeddingModel.trim() && !deps.isPaused() && deps.memoryDb() !== null;
      if (busy) deps.onBusyChange?.(true);
      run = loop().finally(() => {
        run = null;
        if (again) jobs.kick();
        else if (busy) deps.onBusyChange?.(false);
      });
    },
    async whenIdle() {
      while (run) await run;
    },
  };
  return jobs;
}
