import { originalMemory } from '../record/hanFolding';
import { conceptDfOf } from './bridges/conceptDf';
import { buildMemoryFeatures, buildQueryFeatures, PARTIAL_TEXT_RULE, type MemoryFeatures, type QueryFeatures } from './matchFeatures';
import type { UserMemory } from '../record/schema';
import { buildCorpus, type RecallCorpus } from './words/recallCorpus';
import { scoreFeatures } from './score';
import { compareScored, isRecallCandidate, pickOrBridge, type ScoredMemory, type SelectedMemory } from './selection';
import { LOW_SIGNAL_PHRASES, splitRuns, type Run } from '../record/tokenize';
import type { StemLanguage } from './words/languageStems';

// An inverted index over precomputed features, so a query scores only the memories it can touch.
// Exactness argument: every positive score component implies a shared key —
//   tags / identity-occurs / whole-text: the anchor's "p:" phrase, "w:" word, "g:" 2-gram or "c:"
//   character is then also in the query; identity and text phrases and Latin tokens are indexed
//   as themselves, and so are the stems of a memory in another language ("s:", against the question's
//   words stemmed in each language the store holds); an area score needs the area ("a:") the question asks a
//   plan in and the memory governs. So the candidate set is a superset of every memory with a positive score, and
//   `selectFromIndex` returns exactly what `selectRelevantMemories` returns (a property test holds
//   the two together).

export interface RecallIndex {
  readonly features: readonly MemoryFeatures[];
  readonly postings: ReadonlyMap<string, readonly number[]>;
  /** Store rarity and typo lookup over the indexed (active) memories. */
  readonly corpus: RecallCorpus;
  /** The languages (with a stemmer of their own) the indexed memories are written in. */
  readonly languages: readonly StemLanguage[];
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

// A rebuild after one write reuses every other memory's features, and with them their keys.
const keysOfFeatures = new WeakMap<MemoryFeatures, readonly string[]>();

function memoryKeys(f: MemoryFeatures): readonly string[] {
  const cached = keysOfFeatures.get(f);
  if (cached) return cached;
  const keys = [...computeMemoryKeys(f)];
  keysOfFeatures.set(f, keys);
  return keys;
}

function computeMemoryKeys(f: MemoryFeatures): Set<string> {
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
  for (const stems of f.languageStems.values()) for (const stem of stems) add(`s:${stem}`);
  for (const { area } of f.areas) add(`a:${area}`);
  return keys;
}

function queryKeys(q: QueryFeatures, languages: readonly StemLanguage[]): string[] {
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
      // A CJK anchor of five characters or more (결혼기념일, ミリングマシン, 주택담보대출) is keyed by its first four, which
      // are no whole word of the question and so never among its phrases; every four characters in a row are keys too.
      if (i + 4 <= chars.length) keys.push(`p:${chars.slice(i, i + 4).join('')}`);
    });
  }
  for (const phrase of q.phrases) keys.push(`p:${phrase}`);
  for (const token of q.tokens) keys.push(`t:${token}`);
  for (const token of q.typoTokens) keys.push(`t:${token}`);
  for (const token of q.loanTokens) keys.push(`t:${token}`);
  for (const language of languages) for (const stem of q.stemsIn(language)) keys.push(`s:${stem}`);
  // An area the question asks the user's plan in reaches the memories that govern it (areaRecall.ts).
  for (const area of q.planAreas) keys.push(`a:${area}`);
  return keys;
}

/** Everything features depend on; the stored record changes `updatedAt` whenever its content changes. */
const versionOf = (m: UserMemory): string =>
  `${m.stableKey}\u0000${m.updatedAt}\u0000${m.text}\u0000${m.tags.join('\u0001')}\u0000${m.confidence}`;

/**
 * Precomputes features and postings of the active memories. Recall keeps only the confident ones when it
 * scores; related-memory lookup for extraction sees every active one (an imported memory may be less sure).
 */
export function buildRecallIndex(memories: readonly UserMemory[], previous?: RecallIndex): RecallIndex {
  // Rebuilding after one write reuses the features of every unchanged memory (the costly part).
  const reusable = new Map(previous?.features.map((f) => [versionOf(originalMemory(f.memory)), f]));
  const features = memories.filter((m) => m.status === 'active').map((m) => reusable.get(versionOf(m)) ?? buildMemoryFeatures(m));
  const postings = new Map<string, number[]>();
  features.forEach((f, i) => {
    for (const key of memoryKeys(f)) {
      const list = postings.get(key);
      if (list) list.push(i);
      else postings.set(key, [i]);
    }
  });
  const languages = [...new Set(features.map((f) => f.language).filter((l): l is StemLanguage => l !== undefined))];
  return { features, postings, corpus: buildCorpus(features, previous), languages };
}

/** Scores every memory the query shares a key with (a superset of all memories with any positive component). */
function scoreReachable(index: RecallIndex, q: QueryFeatures): ScoredMemory[] {
  const seen = new Uint8Array(index.features.length);
  const scored: ScoredMemory[] = [];
  for (const key of queryKeys(q, index.languages)) {
    for (const i of index.postings.get(key) ?? []) {
      if (seen[i]) continue;
      seen[i] = 1;
      const f = index.features[i];
      if (f) scored.push({ memory: f.memory, score: scoreFeatures(f, q) });
    }
  }
  return scored;
}

/** Same answer as `selectRelevantMemories(memories, query)`, scoring only the memories a query can reach. */
export function selectFromIndex(index: RecallIndex, query: string): SelectedMemory[] {
  const q = buildQueryFeatures(query, index.corpus, conceptDfOf(index.features));
  return pickOrBridge(
    scoreReachable(index, q).filter((s) => isRecallCandidate(s.memory)),
    index.features,
    q,
  );
}

/**
 * Same answer as `findRelatedMemories` over the indexed memories: the extraction job asks this of the
 * cached index instead of scoring every memory again (with 10,000 memories that scan held the worker
 * for hundreds of milliseconds, and the next chat request waited behind it).
 */
export function relatedFromIndex(index: RecallIndex, userText: string, limit = 5): UserMemory[] {
  return scoreReachable(index, buildQueryFeatures(userText, index.corpus))
    .map(({ memory, score: s }) => ({ memory, score: { ...s, total: s.tags + s.identity + s.wholeText + s.partialText + s.latin } }))
    .filter((s) => s.score.total > 0)
    .sort(compareScored)
    .slice(0, Math.max(0, limit))
    .map((s) => originalMemory(s.memory));
}
export { scoreReachable };
