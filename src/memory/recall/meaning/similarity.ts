import { collapseWhitespace } from '../../record/normalize';
import type { UserMemory } from '../../record/schema';

// Meaning-based recall, the pure half: what text is embedded, and how a query's cosine
// similarities become a per-query signal that does not depend on one model's cosine scale.
// fusion.ts combines that signal with the rule score.

/** The text embedded for a memory: its text, its tags and its subject (so a tag like 编程语言 helps too). */
export function embeddingTextOf(memory: Pick<UserMemory, 'text' | 'tags' | 'identity'>): string {
  return [memory.text, memory.tags.join(', '), memory.identity.subject]
    .map((s) => collapseWhitespace(s))
    .filter(Boolean)
    .join('\n');
}

/** A short stable hash (cyrb53) of the embedded text: a vector whose hash differs is stale. */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The query cache key: the same question typed with other spacing or width is the same question. */
export const normalizeQueryForCache = (query: string): string => collapseWhitespace(query.normalize('NFKC').toLowerCase());

/** A unit-length copy (a zero vector stays zero), so a cosine is a dot product. */
export function unitVector(v: ArrayLike<number>): Float32Array {
  const out = new Float32Array(v.length);
  let norm = 0;
  for (let i = 0; i < v.length; i += 1) norm += (v[i] ?? 0) * (v[i] ?? 0);
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < v.length; i += 1) out[i] = (v[i] ?? 0) * scale;
  return out;
}

/** Unit rows packed into one Float32Array: brute force over it is a tight loop, no vector database. */
export interface VectorMatrix {
  readonly dimension: number;
  readonly keys: readonly string[];
  readonly data: Float32Array;
}

export function packVectors(dimension: number, rows: ReadonlyArray<{ key: string; vector: ArrayLike<number> }>): VectorMatrix {
  const usable = rows.filter((r) => r.vector.length === dimension);
  const data = new Float32Array(usable.length * dimension);
  usable.forEach((r, i) => data.set(unitVector(r.vector), i * dimension));
  return { dimension, keys: usable.map((r) => r.key), data };
}

/** Cosine of a unit query with every row (rows are unit already). */
export function cosineAll(matrix: VectorMatrix, unitQuery: Float32Array): Float32Array {
  const { dimension: d, data } = matrix;
  const n = matrix.keys.length;
  const out = new Float32Array(n);
  if (unitQuery.length !== d) return out;
  const tail = d - (d % 4);
  for (let r = 0; r < n; r += 1) {
    // Four partial sums: a tight loop the JIT keeps in registers (10,000 × 512 in a few ms).
    let a = 0;
    let b = 0;
    let c = 0;
    let e = 0;
    const base = r * d;
    let i = 0;
    for (; i < tail; i += 4) {
      a += (data[base + i] as number) * (unitQuery[i] as number);
      b += (data[base + i + 1] as number) * (unitQuery[i + 1] as number);
      c += (data[base + i + 2] as number) * (unitQuery[i + 2] as number);
      e += (data[base + i + 3] as number) * (unitQuery[i + 3] as number);
    }
    for (; i < d; i += 1) a += (data[base + i] as number) * (unitQuery[i] as number);
    out[r] = a + b + c + e;
  }
  return out;
}

/** One query's semantic signal per memory, looked up by stable key without a per-query map. */
export interface SemanticSignals {
  get(stableKey: string): number | undefined;
  /** The memories whose signal is at least `floor`. */
  atLeast(floor: number): Array<readonly [string, number]>;
}

const rowMaps = new WeakMap<readonly string[], Map<string, number>>();

/** Signals over a matrix's rows; the key → row map is built once per matrix, not per query. */
export function signalsOf(keys: readonly string[], values: Float32Array): SemanticSignals {
  let rows = rowMaps.get(keys);
  if (!rows) {
    rows = new Map(keys.map((k, i) => [k, i]));
    rowMaps.set(keys, rows);
  }
  const rowOf = rows;
  return {
    get: (key) => {
      const row = rowOf.get(key);
      return row === undefined ? undefined : values[row];
    },
    atLeast: (floor) => {
      const out: Array<readonly [string, number]> = [];
      for (let i = 0; i < values.length; i += 1) if ((values[i] as number) >= floor) out.push([keys[i] as string, values[i] as number]);
      return out;
    },
  };
}

function median(sorted: Float32Array): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const mid = n >> 1;
  return n % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Turns raw cosines into a per-query signal: how many robust spreads (median absolute deviation)
 * each memory stands above the median similarity of the query to a reference pool. The pool is the
 * memory set plus a fixed set of unrelated "decoy" memories (SEMANTIC_ANCHOR_TEXTS), so the signal
 * is meaningful with one memory as with 10,000, and the same threshold holds for an embedder whose
 * cosines all sit near 0.8 as for one whose unrelated texts sit near 0.
 */
export function normalizeSimilarities(memorySims: Float32Array, anchorSims: Float32Array): Float32Array {
  // Past a few thousand memories an even, deterministic sample estimates the median and spread as
  // well as the whole set, and keeps two sorts of 10,000 values out of every request.
  const stride = Math.max(1, Math.ceil(memorySims.length / POOL_SAMPLE));
  const sampled = Math.ceil(memorySims.length / stride);
  const pool = new Float32Array(sampled + anchorSims.length);
  for (let i = 0, j = 0; i < memorySims.length; i += stride, j += 1) pool[j] = memorySims[i] as number;
  pool.set(anchorSims, sampled);
  pool.sort();
  const center = median(pool);
  const deviations = pool.map((x) => Math.abs(x - center)).sort();
  // 1.4826·MAD estimates a standard deviation. The floor is a share of the headroom left above the
  // median (1 − median), which scales with the embedder: it only matters when the pool is degenerate,
  // e.g. a bag-of-words embedder where every decoy scores exactly 0 and one shared "the" would
  // otherwise look like a hundred spreads.
  const spread = Math.max(1.4826 * median(deviations), SPREAD_FLOOR_SHARE * Math.max(1 - center, SPREAD_FLOOR_MIN));
  return memorySims.map((s) => (s - center) / spread);
}

const SPREAD_FLOOR_SHARE = 0.05;
const SPREAD_FLOOR_MIN = 0.002;
const POOL_SAMPLE = 2048;
