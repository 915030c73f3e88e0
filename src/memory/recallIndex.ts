import { buildMemoryFeatures, buildQueryFeatures, PARTIAL_TEXT_RULE, type MemoryFeatures, type QueryFeatures } from './features';
import type { UserMemory } from './schema';
import { scoreFeatures } from './score';
import { isRecallCandidate, pickWithinBudget, type ScoredMemory, type SelectedMemory } from './select';
import { LOW_SIGNAL_PHRASES, splitRuns, type Run } from './tokenize';

// An inverted index over precomputed features, so a query scores only the memories it can touch.
// Exactness argument: every positive score component implies a shared key —
//   tags / identity-occurs / whole-text: the anchor's "p:" phrase, "w:" word, "g:" 2-gram or "c:"
//   character is then also in the query; identity and text phrases and Latin tokens are indexed
//   as themselves. So the candidate set is a superset of every memory with a positive score, and
//   `selectFromIndex` returns exactly what `selectRelevantMemories` returns (a property test holds
//   the two together).

export interface RecallIndex {
  readonly features: readonly MemoryFeatures[];
  readonly postings: ReadonlyMap<string, readonly number[]>;
}

const KEY_RANK = { p: 0, w: 1, g: 2, c: 3 } as const;

/**
 * The most selective key that any query containing these runs (as a substring for CJK, on word
 * boundaries for Latin) must also produce.
 */
function anchorKey(runs: readonly Run[]): string | undefined {
  let best: string | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  let bestLength = 0;
  for (const run of runs) {
    const chars = Array.from(run.text);
    let key: string;
    if (!run.cjk) key = `w:${run.text}`;
    else if (chars.length === 1) key = `c:${run.text}`;
    else {
      const prefix = chars.slice(0, 4).join('');
      key = LOW_SIGNAL_PHRASES.has(prefix) ? `g:${prefix}` : `p:${prefix}`;
    }
    const rank = KEY_RANK[key[0] as keyof typeof KEY_RANK];
    if (rank < bestRank || (rank === bestRank && key.length > bestLength)) {
      best = key;
      bestRank = rank;
      bestLength = key.length;
    }
  }
  return best;
}

function memoryKeys(f: MemoryFeatures): Set<string> {
  const keys = new Set<string>();
  const add = (key: string | undefined): void => {
    if (key) keys.add(key);
  };
  for (const tag of f.tagMatchers) {
    add(tag.cjkPieces.length > 0 ? anchorKey(splitRuns(tag.cjkPieces[0] ?? '')) : `t:${tag.latinWords[0] ?? ''}`);
  }
  for (const form of f.identityForms) add(anchorKey(splitRuns(form)));
  for (const phrase of f.identityPhrases) add(`p:${phrase}`);
  for (const token of f.identityTokens) add(`t:${token}`);
  add(anchorKey(splitRuns(f.textForm)));
  if (PARTIAL_TEXT_RULE[f.memory.type].weight > 0) for (const phrase of f.textPhrases) add(`p:${phrase}`);
  for (const token of f.latinTokens) add(`t:${token}`);
  return keys;
}

function queryKeys(q: QueryFeatures): string[] {
  const keys: string[] = [];
  for (const run of q.runs) {
    if (!run.cjk) {
      keys.push(`w:${run.text}`);
      continue;
    }
    const chars = Array.from(run.text);
    chars.forEach((ch, i) => {
      keys.push(`c:${ch}`);
      if (i + 1 < chars.length) keys.push(`g:${ch}${chars[i + 1] ?? ''}`);
    });
  }
  for (const phrase of q.phrases) keys.push(`p:${phrase}`);
  for (const token of q.tokens) keys.push(`t:${token}`);
  return keys;
}

/** Precomputes features and postings of the recall candidates (active, confident) among `memories`. */
export function buildRecallIndex(memories: readonly UserMemory[]): RecallIndex {
  const features = memories.filter(isRecallCandidate).map(buildMemoryFeatures);
  const postings = new Map<string, number[]>();
  features.forEach((f, i) => {
    for (const key of memoryKeys(f)) {
      const list = postings.get(key);
      if (list) list.push(i);
      else postings.set(key, [i]);
    }
  });
  return { features, postings };
}

/** Same answer as `selectRelevantMemories(memories, query)`, scoring only the memories a query can reach. */
export function selectFromIndex(index: RecallIndex, query: string): SelectedMemory[] {
  const q = buildQueryFeatures(query);
  const seen = new Uint8Array(index.features.length);
  const scored: ScoredMemory[] = [];
  for (const key of queryKeys(q)) {
    for (const i of index.postings.get(key) ?? []) {
      if (seen[i]) continue;
      seen[i] = 1;
      const f = index.features[i];
      if (f) scored.push({ memory: f.memory, score: scoreFeatures(f, q) });
    }
  }
  return pickWithinBudget(scored);
}
