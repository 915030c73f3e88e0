import { SEMANTIC_UNRELATED_Z } from './fusion';
import { cosineAll, type VectorMatrix } from './similarity';

// How cosines of one embedding model become a signal that means the same under any model. Real
// models differ widely: e5/bge put every pair of texts near 0.8, text-embedding-3 puts unrelated
// texts near 0.1, some put a Chinese text far from its English translation, some spend much of a
// vector on incidental words. Three steps, all measured on this user's own vectors for the current
// model, with no constant per model:
// 1. Each question is compared with what unrelated texts *like it* score: the mean of the decoy
//    memories (anchors.ts) nearest to the question is subtracted from it, which takes out what
//    every text of that model, language or style shares (a high common baseline, a language
//    direction), so only shared meaning is left. A share of the mean of all decoys is given back
//    (TYPICAL_NOTE_SHARE), so a memory's resemblance to the average stored note counts only in part.
// 2. What is left is counted in spreads above the median of a reference pool (the user's memories
//    and the other decoys): the pooled variance of the question's own robust spread on that pool and
//    the typical spread when a decoy is asked as a question against the user's memories (pairs
//    unrelated by construction), since a question's own spread grows with what it is about.
// 3. The unit is set so that the best memory of a typical unrelated question (again: each decoy
//    asked against the user's memories) sits at SEMANTIC_UNRELATED_Z, a fixed margin below the
//    selection threshold: the threshold then means the same false-positive rate whatever the
//    model's geometry.

/** Decoys that stand for "an unrelated text like this question". */

const BASELINE_NEIGHBOURS = 16;
/**
 * The share of the mean of all decoys given back to the adjusted question. Subtracting the nearest
 * decoys' mean also subtracts, from every memory, its resemblance to the average stored note (the
 * phrasing notes share, such as "用户…", which a question lacks): with a model that spends as much on
 * incidental words as on meaning, that resemblance varies as much as the meaning signal and splits the
 * reference pool by phrasing, so a reworded question about a note of the common phrasing stayed below
 * the threshold. Giving back a share of it keeps what sets the question's neighbours apart (a language
 * direction) and the rest of the baseline. A common shift of every text only adds the same amount to
 * every pool member, so the signal stays shift-invariant. Measured on the paraphrase table: every
 * geometry meets its targets from 0.25 to 0.4 (0.2 and 0.45 miss one), and with six other seeds per
 * geometry 0.35 meets more of them than 0.3 (README, Benchmarks, meaning recall).
 */
const TYPICAL_NOTE_SHARE = 0.35;
/** Memories the calibration samples (evenly): enough for a stable median, cheap at 10,000 memories. */
const CALIBRATION_SAMPLE = 256;
/** Past a few thousand memories an even sample estimates the pool's median and spread as well as all of them. */
const POOL_SAMPLE = 2048;
/**
 * A degenerate model (bag-of-words: unrelated texts all score exactly 0) has no spread to measure;
 * then this share of the question's headroom (1 − its unrelated level) stands in for it.
 */
const DEGENERATE_SPREAD_SHARE = 0.05;
const SPREAD_EPSILON = 1e-6;
/**
 * A model whose unrelated questions score low gets its signals amplified, by at most this much, and
 * only in full once the user has as many memories as there are decoys: the best of a few memories
 * is a few draws, which says little about how high an unrelated question can reach.
 */
const MAX_AMPLIFICATION = 1.5;

/** What the calibration learned about the current model from the user's own data. */
export interface MeaningCalibration {
  /** The median robust spread of adjusted similarities when a decoy is asked against the user's memories. */
  readonly unrelatedSpread: number;
  /** The median, over decoys asked as questions, of their best memory's signal in spreads (step 3), bounded below. */
  readonly unrelatedBest: number;
}

function median(sorted: Float32Array): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const mid = n >> 1;
  return n % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** 1.4826 × median absolute deviation (a robust standard deviation) and the median itself. */
function robustCenterAndSpread(values: Float32Array): { center: number; spread: number } {
  const sorted = Float32Array.from(values).sort();
  const center = median(sorted);
  return { center, spread: 1.4826 * median(sorted.map((x) => Math.abs(x - center)).sort()) };
}

/** The rows of the `k` largest values of `sims`, leaving out `skip`. */
function nearestRows(sims: Float32Array, k: number, skip: number): number[] {
  const rows = [...sims.keys()].filter((i) => i !== skip);
  rows.sort((a, b) => (sims[b] as number) - (sims[a] as number) || a - b);
  return rows.slice(0, k);
}

const decoySums = new WeakMap<Float32Array, Float32Array>();

/** The sum of every decoy row (computed once per decoy matrix). */
function decoySum(anchors: VectorMatrix): Float32Array {
  let sum = decoySums.get(anchors.data);
  if (!sum) {
    const d = anchors.dimension;
    sum = new Float32Array(d);
    for (let r = 0; r < anchors.keys.length; r += 1)
      for (let i = 0; i < d; i += 1) sum[i] = (sum[i] as number) + (anchors.data[r * d + i] as number);
    decoySums.set(anchors.data, sum);
  }
  return sum;
}

/**
 * The question minus the mean of its nearest decoys, plus TYPICAL_NOTE_SHARE of the mean of all
 * decoys: a dot product with it is cosine minus the unrelated level, where a memory's resemblance to
 * the average stored note counts against it only in part (see TYPICAL_NOTE_SHARE).
 */
function adjustedQuery(
  anchors: VectorMatrix,
  unitQuery: Float32Array,
  anchorSims: Float32Array,
  skip: number,
): { query: Float32Array; headroom: number } {
  const d = anchors.dimension;
  const rows = nearestRows(anchorSims, BASELINE_NEIGHBOURS, skip);
  const level = rows.reduce((sum, r) => sum + (anchorSims[r] as number), 0) / Math.max(1, rows.length);
  const query = Float32Array.from(unitQuery);
  for (const r of rows) for (let i = 0; i < d; i += 1) query[i] = (query[i] as number) - (anchors.data[r * d + i] as number) / rows.length;
  const others = anchors.keys.length - (skip >= 0 ? 1 : 0);
  if (others > 0) {
    // The mean of every decoy but the one asked as a question (calibration), from the cached sum.
    const sum = decoySum(anchors);
    const share = TYPICAL_NOTE_SHARE / others;
    for (let i = 0; i < d; i += 1) {
      const total = (sum[i] as number) - (skip >= 0 ? (anchors.data[skip * d + i] as number) : 0);
      query[i] = (query[i] as number) + share * total;
    }
  }
  return { query, headroom: Math.max(0, 1 - level) };
}

function sampleRows(matrix: VectorMatrix, max: number): VectorMatrix {
  const n = matrix.keys.length;
  const stride = Math.max(1, Math.ceil(n / max));
  if (stride === 1) return matrix;
  const d = matrix.dimension;
  const keys: string[] = [];
  const data = new Float32Array(Math.ceil(n / stride) * d);
  for (let r = 0, j = 0; r < n; r += stride, j += 1) {
    keys.push(matrix.keys[r] as string);
    data.set(matrix.data.subarray(r * d, (r + 1) * d), j * d);
  }
  return { dimension: d, keys, data };
}

/** Adjusted similarities of the memories, and the pool they are measured against. */
function adjustedSims(
  memories: VectorMatrix,
  anchors: VectorMatrix,
  unitQuery: Float32Array,
  skip = -1,
): { memory: Float32Array; decoys: Float32Array; headroom: number } {
  const anchorSims = cosineAll(anchors, unitQuery);
  const { query, headroom } = adjustedQuery(anchors, unitQuery, anchorSims, skip);
  // Every decoy stays in the pool: without the ones nearest the question, only the farthest would be
  // left, and with few memories each memory would look far above them.
  const decoys = cosineAll(anchors, query).filter((_, i) => i !== skip);
  return { memory: cosineAll(memories, query), decoys, headroom };
}

/** Computed once per model and memory set (the worker caches it with the packed vectors). */
export function calibrateMeaning(memories: VectorMatrix, anchors: VectorMatrix): MeaningCalibration {
  const sample = sampleRows(memories, CALIBRATION_SAMPLE);
  const spreads = new Float32Array(anchors.keys.length);
  const d = anchors.dimension;
  for (let a = 0; a < anchors.keys.length; a += 1) {
    const decoy = anchors.data.subarray(a * d, (a + 1) * d);
    const { memory, decoys } = adjustedSims(sample, anchors, decoy, a);
    const pool = new Float32Array(memory.length + decoys.length);
    pool.set(memory);
    pool.set(decoys, memory.length);
    spreads[a] = robustCenterAndSpread(pool).spread;
  }
  const unrelatedSpread = median(spreads.sort());
  const unscaled = { unrelatedSpread, unrelatedBest: SEMANTIC_UNRELATED_Z };
  const nullBest = new Float32Array(anchors.keys.length);
  for (let a = 0; a < anchors.keys.length; a += 1) {
    const z = meaningSignalsExcept(sample, anchors, unscaled, anchors.data.subarray(a * d, (a + 1) * d), a);
    let best = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < z.length; j += 1) if ((z[j] as number) > best) best = z[j] as number;
    nullBest[a] = best;
  }
  const trust = Math.min(1, sample.keys.length / Math.max(1, anchors.keys.length));
  const lowest = SEMANTIC_UNRELATED_Z / (1 + (MAX_AMPLIFICATION - 1) * trust);
  return { unrelatedSpread, unrelatedBest: Math.max(median(nullBest.sort()), lowest) };
}

/**
 * One question's meaning signal per memory (rows of `memories`): robust spreads above the pool's
 * median after the unrelated level of texts like the question is taken out. The same selection
 * threshold then holds for every model the calibration has seen the user's data through.
 */
export function meaningSignals(
  memories: VectorMatrix,
  anchors: VectorMatrix,
  calibration: MeaningCalibration,
  unitQuery: Float32Array,
): Float32Array {
  return meaningSignalsExcept(memories, anchors, calibration, unitQuery, -1);
}

function meaningSignalsExcept(
  memories: VectorMatrix,
  anchors: VectorMatrix,
  calibration: MeaningCalibration,
  unitQuery: Float32Array,
  skip: number,
): Float32Array {
  if (unitQuery.length !== memories.dimension || anchors.keys.length === 0) return new Float32Array(memories.keys.length);
  const { memory, decoys, headroom } = adjustedSims(memories, anchors, unitQuery, skip);
  const stride = Math.max(1, Math.ceil(memory.length / POOL_SAMPLE));
  const sampled = Math.ceil(memory.length / stride);
  const pool = new Float32Array(sampled + decoys.length);
  for (let i = 0, j = 0; i < memory.length; i += stride, j += 1) pool[j] = memory[i] as number;
  pool.set(decoys, sampled);
  const { center, spread } = robustCenterAndSpread(pool);
  if (calibration.unrelatedSpread <= SPREAD_EPSILON) {
    // Nothing to measure the model by: the share of the headroom is the unit, unamplified.
    const unit = Math.max(spread, DEGENERATE_SPREAD_SHARE * headroom, SPREAD_EPSILON);
    return memory.map((s) => (s - center) / unit);
  }
  // The question's own spread on its pool is wider when the question is about something stored (its
  // related memories widen the pool: on the paraphrase table the median rewording's spread is 1.1–1.4
  // times the typical one, a question about nothing stored 0.9–1.0 times), and it is measured on a few
  // dozen values. Counted in it alone, the questions that have something to find were penalised; the
  // model's typical unrelated spread alone (the calibration, pooled over every decoy) ignores what sets
  // this question apart. Their pooled variance (equal weights) sits between.
  const typical = calibration.unrelatedSpread;
  const scale = Math.sqrt((spread * spread + typical * typical) / 2);
  // At SEMANTIC_UNRELATED_Z the unit is the spread itself (the calibration's first pass). With a
  // handful of memories an unrelated question's best may sit near 0: the amplification is bounded.
  const unit = (scale * calibration.unrelatedBest) / SEMANTIC_UNRELATED_Z;
  return memory.map((s) => (s - center) / unit);
}
