import { buildQueryFeatures, type MemoryFeatures, type QueryFeatures } from '../matchFeatures';
import { scoreReachable, type RecallIndex } from '../recallIndex';
import { EVERY_ANSWER_TYPES } from '../anchorSense';
import type { MemoryScore } from '../score';
import { isRecallCandidate, pickOrBridge, type ScoredMemory, type SelectedMemory } from '../selection';
import { fuseRecall, SEMANTIC_BOOST_FROM_Z, SEMANTIC_SELECT_Z, type FusedSelection, type FusionInput } from './fusion';
import type { SemanticSignals } from './similarity';

// The bridge between today's rule score and the fusion of fusion.ts: the rules give each memory a
// score, whether they select it and whether the controlled-type test lets it in; fusion.ts does
// the rest. Swapping in another rule score means changing only this file.

/** Types whose content must be named (tag, subject) before they may enter a request, by any signal. */
const CONTROLLED_TYPES: ReadonlySet<string> = new Set(['project_context', 'risk_preference', 'stable_user_context']);

/** The rule score zeroes a controlled type that did not qualify, so a positive score means it did. */
const passesControlledTest = (f: MemoryFeatures, score: MemoryScore): boolean => !CONTROLLED_TYPES.has(f.memory.type) || score.total > 0;

const NO_RULE_MATCH: MemoryScore = { total: 0, tags: 0, identity: 0, wholeText: 0, partialText: 0, latin: 0 };

const byKeyCache = new WeakMap<RecallIndex, Map<string, MemoryFeatures>>();

function featuresByKey(index: RecallIndex): Map<string, MemoryFeatures> {
  let map = byKeyCache.get(index);
  if (!map) {
    map = new Map(index.features.map((f) => [f.memory.stableKey, f]));
    byKeyCache.set(index, map);
  }
  return map;
}

/**
 * A world question ("who invented the guitar?") shares a word with a topical memory by chance far
 * more often than by meaning: when the model's signal for that memory does not even reach the level
 * where it starts to count, the rules' pick is dropped. How-to-answer memories apply to every answer.
 */
const meaningOverrules = (f: MemoryFeatures, q: QueryFeatures, semantic: number | null): boolean =>
  q.aboutness === 'world' && semantic !== null && semantic < SEMANTIC_BOOST_FROM_Z && !EVERY_ANSWER_TYPES.has(f.memory.type);

/**
 * Meaning alone does not bring a topical memory into a question about the world: a model's
 * similarity cannot tell "how do airplanes fly?" from a question on the user's own travel, and the
 * words that would say whose question it is are exactly what the rules read.
 */
const worldQuestionOnlyMeaning = (f: MemoryFeatures, q: QueryFeatures): boolean =>
  q.aboutness === 'world' && !EVERY_ANSWER_TYPES.has(f.memory.type);

function toInput(f: MemoryFeatures, q: QueryFeatures, score: MemoryScore, semantic: number | null, rulePick: boolean): FusionInput {
  const { total, ...breakdown } = score;
  return {
    memory: f.memory,
    ruleScore: total,
    breakdown,
    ruleSelected: rulePick && !meaningOverrules(f, q, semantic),
    controlledOk: passesControlledTest(f, score),
    semantic,
  };
}

/**
 * Recall with both signals over the cached rule index. `semantic` maps stable keys to their
 * normalised signal for this query (null: meaning is off this turn, the answer is the rules' alone).
 * The rules' side is exactly what `selectFromIndex` picks — store rarity, the selection's rules on
 * companions, other people, generic tags and areas, and the bridges — so the app recalls what the
 * measured sets measure; meaning adds its own picks and reorders by the fused score.
 */
export function selectFusedFromIndex(index: RecallIndex, query: string, semantic: SemanticSignals | null): FusedSelection[] {
  return fuseWithMeaning(index, readByRules(index, query), semantic);
}

/** What the rules make of a question over an index: the same for every model's meaning signal. */
export interface RulesReading {
  readonly q: QueryFeatures;
  readonly scored: readonly ScoredMemory[];
  readonly rulePicks: readonly SelectedMemory[];
}

/** The rules' side of `selectFusedFromIndex`, which a caller weighing one question under several models reads once. */
export function readByRules(index: RecallIndex, query: string): RulesReading {
  const q = buildQueryFeatures(query, index.corpus);
  const scored = scoreReachable(index, q).filter((s) => isRecallCandidate(s.memory));
  return { q, scored, rulePicks: pickOrBridge(scored, index.features, q) };
}

/** `selectFusedFromIndex` from the rules' reading of the question over the same index. */
export function fuseWithMeaning(
  index: RecallIndex,
  { q, scored, rulePicks }: RulesReading,
  semantic: SemanticSignals | null,
): FusedSelection[] {
  const picked = new Set(rulePicks.map((p) => p.stableKey));
  const inputs = new Map<string, FusionInput>();
  for (const { memory, score } of scored) {
    const f = featuresByKey(index).get(memory.stableKey);
    if (f) inputs.set(memory.stableKey, toInput(f, q, score, semantic?.get(memory.stableKey) ?? null, picked.has(memory.stableKey)));
  }
  // A memory only a bridge reached (no word of the question in it) comes with the score the bridge gave it.
  for (const p of rulePicks) {
    if (inputs.has(p.stableKey)) continue;
    const f = featuresByKey(index).get(p.stableKey);
    if (f) inputs.set(p.stableKey, toInput(f, q, { total: p.score, ...p.breakdown }, semantic?.get(p.stableKey) ?? null, true));
  }
  if (semantic) {
    // A memory the rules cannot reach scores 0 on every rule component (the index's exactness
    // argument), so only meaning can bring it in, and only from the selection threshold up.
    for (const [key, z] of semantic.atLeast(SEMANTIC_SELECT_Z)) {
      if (inputs.has(key)) continue;
      const f = featuresByKey(index).get(key);
      if (f && isRecallCandidate(f.memory) && !worldQuestionOnlyMeaning(f, q)) inputs.set(key, toInput(f, q, NO_RULE_MATCH, z, false));
    }
  }
  return fuseRecall([...inputs.values()]);
}
