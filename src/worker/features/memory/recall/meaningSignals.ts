import { embedTexts } from '../../../../llm';
import type { MeaningCalibration, RecallIndex, SemanticSignals, UserMemory, VectorMatrix } from '../../../../memory';
import { getAnchors, listVectors, vectorsFingerprint, type MemoryDb, type RecallMeaning } from '../../../../storage';
import type { Embedder, EmbeddingSettings } from '../embeddingJobs';
import type { LoadMemoryRules, MemoryRules } from '../rules/loadMemoryRules';

// The query side of meaning-based recall: embed the user's message (cached by its
// normalised text, with its own deadline), compare it by brute force with every memory vector of
// the current model, and turn the cosines into the per-query signal through the calibration learned
// from the user's own vectors for that model. Any problem gives the rules
// alone for this turn, with the reason, never an error.

const QUERY_CACHE_SIZE = 128;
const QUERY_MAX_CHARS = 2_000;

export interface MeaningSignals {
  /** Stable key → normalised semantic signal; null: the rules alone decide this turn. */
  signals: SemanticSignals | null;
  meaning: RecallMeaning;
}

interface Matrices {
  key: string;
  memories: VectorMatrix;
  anchors: VectorMatrix;
  /** Learned from these vectors for this model; recomputed whenever they change. */
  calibration: MeaningCalibration;
}

const hashes = new WeakMap<UserMemory, string>();
const expectedHash = ({ textHash, embeddingTextOf }: MemoryRules, m: UserMemory): string => {
  let h = hashes.get(m);
  if (h === undefined) {
    h = textHash(embeddingTextOf(m));
    hashes.set(m, h);
  }
  return h;
};

const isOffline = (): boolean => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;

export interface MeaningRecall {
  signalsFor(
    db: MemoryDb,
    settings: EmbeddingSettings | null,
    text: string,
    deadlineMs: number,
    index: RecallIndex,
  ): Promise<MeaningSignals>;
  /** Forgets cached vectors and query embeddings (session switch). */
  reset(): void;
}

/** `rules`: the vector maths and texts load on demand; a failed load is this turn's fallback reason. */
export function createMeaningRecall(deps: { embed?: Embedder; rules: LoadMemoryRules }): MeaningRecall {
  const embed = deps.embed ?? embedTexts;
  const queryCache = new Map<string, Float32Array>();
  let matrices: (Matrices & { db: MemoryDb; index: RecallIndex }) | null = null;

  const remember = (key: string, vector: Float32Array): void => {
    queryCache.delete(key);
    queryCache.set(key, vector);
    if (queryCache.size > QUERY_CACHE_SIZE) queryCache.delete(queryCache.keys().next().value as string);
  };

  /** The packed vectors of the current model, only those still matching their memory's text. */
  async function matricesFor(rules: MemoryRules, db: MemoryDb, model: string, index: RecallIndex): Promise<Matrices | null> {
    const { packVectors, calibrateMeaning } = rules;
    const key = `${model}\u0000${await vectorsFingerprint(db)}`;
    if (matrices && matrices.db === db && matrices.index === index && matrices.key === key) return matrices;
    const [rows, anchors] = await Promise.all([listVectors(db, model), getAnchors(db, model)]);
    if (!anchors || anchors.vectors.length === 0) return null;
    const byKey = new Map(index.features.map((f) => [f.memory.stableKey, f.memory]));
    const fresh = rows.filter((r) => {
      const memory = byKey.get(r.stableKey);
      return memory !== undefined && r.textHash === expectedHash(rules, memory) && r.dimension === anchors.dimension;
    });
    if (fresh.length === 0) return null;
    const memories = packVectors(
      anchors.dimension,
      fresh.map((r) => ({ key: r.stableKey, vector: r.vector })),
    );
    const anchorMatrix = packVectors(
      anchors.dimension,
      anchors.vectors.map((vector, i) => ({ key: String(i), vector })),
    );
    const built = { key, memories, anchors: anchorMatrix, calibration: calibrateMeaning(memories, anchorMatrix) };
    matrices = { ...built, db, index };
    return built;
  }

  /** The message's vector, or why there is none; a late answer still fills the cache for next time. */
  async function queryVector(
    { normalizeQueryForCache, unitVector }: MemoryRules,
    settings: EmbeddingSettings,
    text: string,
    deadlineMs: number,
  ): Promise<Float32Array | string> {
    const model = settings.embeddingModel.trim();
    const cacheKey = `${settings.baseURL}\u0000${model}\u0000${normalizeQueryForCache(text)}`;
    const cached = queryCache.get(cacheKey);
    if (cached) {
      remember(cacheKey, cached);
      return cached;
    }
    if (isOffline()) return 'offline';
    const controller = new AbortController();
    // A very long message would overrun an embedder's input limit; its opening carries the question.
    const input = text.length > QUERY_MAX_CHARS ? Array.from(text).slice(0, QUERY_MAX_CHARS).join('') : text;
    const call = embed(settings, { model, inputs: [input], timeoutMs: Math.max(deadlineMs * 10, 5_000), signal: controller.signal }).then(
      (r) => {
        if (!r.ok) return `error: ${r.error.code}`;
        const vector = r.value.vectors[0];
        if (!vector) return 'error: malformed';
        const unit = unitVector(vector);
        remember(cacheKey, unit);
        return unit;
      },
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), deadlineMs);
    });
    try {
      return await Promise.race([call, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async signalsFor(db, settings, text, deadlineMs, index) {
      const model = settings?.embeddingModel.trim() ?? '';
      if (!settings || !model) return { signals: null, meaning: { used: false, reason: 'off' } };
      try {
        const rules = await deps.rules();
        const { meaningSignals, signalsOf } = rules;
        const [vector, packed] = await Promise.all([queryVector(rules, settings, text, deadlineMs), matricesFor(rules, db, model, index)]);
        if (typeof vector === 'string') return { signals: null, meaning: { used: false, reason: vector, model } };
        if (!packed) return { signals: null, meaning: { used: false, reason: 'indexing', model } };
        if (vector.length !== packed.memories.dimension)
          return { signals: null, meaning: { used: false, reason: 'dimension mismatch', model } };
        const z = meaningSignals(packed.memories, packed.anchors, packed.calibration, vector);
        return { signals: signalsOf(packed.memories.keys, z), meaning: { used: true, model } };
      } catch (e) {
        return { signals: null, meaning: { used: false, reason: `error: ${e instanceof Error ? e.name : 'storage'}`, model } };
      }
    },
    reset() {
      queryCache.clear();
      matrices = null;
    },
  };
}
