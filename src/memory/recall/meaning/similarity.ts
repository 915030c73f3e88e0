import { collapseWhitespace } from '../../record/normalize';
import type { UserMemory } from '../../record/schema';

// Meaning-based recall, the pure half: what text is embedded, the packed vectors and brute-force
// cosine. calibration.ts turns cosines into a signal that does not depend on one model's geometry;
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
