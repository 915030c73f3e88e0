import { originalMemory } from '../../record/hanFolding';
import type { MemoryType } from '../../../shared';
import { clip, codePointLength } from '../../record/normalize';
import type { UserMemory } from '../../record/schema';
import { compareScored, RECALL_ITEM_CHARS, RECALL_MAX_ITEMS, RECALL_TOTAL_CHARS, type SelectedMemory } from '../selection';
import type { ScoreBreakdown } from '../score';
import { SEMANTIC_SELECT_Z } from '../thresholds';

// The fusion of the meaning signal (similarity.ts) with the rule score. The rules stay the floor;
// meaning is an assist.

/**
 * The signal is calibrated per model on the user's own data (calibration.ts), so these hold for
 * every model: a memory whose signal clears SEMANTIC_SELECT_Z (thresholds.ts) is recalled by meaning alone; above
 * SEMANTIC_BOOST_FROM_Z the signal adds to the rule score for ranking.
 */
export { SEMANTIC_SELECT_Z };
/**
 * Where the calibration puts the best memory of a typical unrelated question: the selection
 * threshold stands 35 % above it (measured on the paraphrase table under seven geometries).
 */
export const SEMANTIC_UNRELATED_Z = SEMANTIC_SELECT_Z / 1.35;
export const SEMANTIC_BOOST_FROM_Z = 2;
/** Rule points per unit of signal above the boost floor (a meaning-only pick at the threshold ranks like a 1.5 rule hit). */
export const SEMANTIC_WEIGHT = 0.75;
/**
 * A meaning-only pick must also be close to the best signal of this query, both counted above the
 * unrelated level: a question about one thing (tea) does not drag in a looser neighbour (coffee)
 * that only shares its broader topic.
 */
export const SEMANTIC_TOP_RATIO = 0.6;

/** One memory's two signals, as the rules and the embedder gave them. */
export interface FusionInput {
  readonly memory: UserMemory;
  /** Rule score total (0 when the rules do not reach it) and its breakdown. */
  readonly ruleScore: number;
  readonly breakdown: ScoreBreakdown;
  /** Whether the rules alone select it (their threshold). */
  readonly ruleSelected: boolean;
  /** The controlled-type test: project / risk / personal context need a tag or subject match. */
  readonly controlledOk: boolean;
  /** Normalised semantic signal, or null (no vector, or meaning is off this turn). */
  readonly semantic: number | null;
}

export interface FusedSelection extends SelectedMemory {
  /** The rule score alone; `score` is the fused score used for ranking. */
  readonly ruleScore: number;
  /** The normalised semantic signal, or null when there was none. */
  readonly semantic: number | null;
  /** True when meaning alone selected it (the rules did not). */
  readonly meaningMatched: boolean;
}

/**
 * A meaning-only candidate is outranked when the question's best memory by meaning is one the rules
 * chose: the rules and the model agree on what the question is about, so a memory the model ranks
 * below it is a neighbour of that answer (the code-review rule next to test-first for "how do I write a
 * test …"), not a second answer. Only the order of the signals counts, so the test means the same under
 * any model, whatever its cosine scale, spread or noise; a tie is not outranked.
 */
export const outrankedByRulePick = (candidate: FusionInput, top: FusionInput | undefined): boolean =>
  top !== undefined &&
  top !== candidate &&
  top.ruleSelected &&
  candidate.semantic !== null &&
  top.semantic !== null &&
  top.semantic > candidate.semantic;

export const semanticBoost = (z: number | null): number => (z === null ? 0 : SEMANTIC_WEIGHT * Math.max(0, z - SEMANTIC_BOOST_FROM_Z));

const round = (n: number): number => Math.round(n * 100) / 100;

/**
 * Selects and ranks by both signals: a memory is in when the rules select it, or when its semantic
 * signal clears the threshold (near this query's best, not outranked by a rule pick) and the
 * controlled-type test allows it; the fused score ranks; the budget of 3 memories / 300 / 900
 * characters holds as for rules.
 */
export function fuseRecall(inputs: readonly FusionInput[]): FusedSelection[] {
  let top: FusionInput | undefined;
  for (const i of inputs) if (i.semantic !== null && i.controlledOk && i.semantic > (top?.semantic ?? Number.NEGATIVE_INFINITY)) top = i;
  const best = top?.semantic ?? Number.NEGATIVE_INFINITY;
  const byMeaning = (i: FusionInput): boolean =>
    i.semantic !== null &&
    i.controlledOk &&
    i.semantic >= SEMANTIC_SELECT_Z &&
    i.semantic - SEMANTIC_UNRELATED_Z >= (best - SEMANTIC_UNRELATED_Z) * SEMANTIC_TOP_RATIO &&
    !outrankedByRulePick(i, top);
  // Ranked as the rules rank (score, then newest, then key), with the fused score as the score.
  const byKey = new Map(inputs.map((i) => [i.memory.stableKey, i]));
  const ranked = inputs
    .filter((i) => i.ruleSelected || byMeaning(i))
    .map((i) => ({ memory: i.memory, score: { ...i.breakdown, total: i.ruleScore + (i.controlledOk ? semanticBoost(i.semantic) : 0) } }))
    .sort(compareScored)
    .map((scored) => ({ input: byKey.get(scored.memory.stableKey) as FusionInput, fused: scored.score.total }));
  const picked: FusedSelection[] = [];
  let chars = 0;
  for (const { input, fused } of ranked) {
    if (picked.length === RECALL_MAX_ITEMS) break;
    // The stored record's words, not the copy recall read in one Chinese script (hanFolding.ts).
    const memory = originalMemory(input.memory);
    const text = clip(memory.text, RECALL_ITEM_CHARS);
    const length = codePointLength(text);
    if (chars + length > RECALL_TOTAL_CHARS) continue;
    picked.push({
      stableKey: input.memory.stableKey,
      type: input.memory.type as MemoryType,
      text,
      tags: [...memory.tags],
      score: round(fused),
      breakdown: input.breakdown,
      ruleScore: input.ruleScore,
      semantic: input.semantic === null ? null : round(input.semantic),
      meaningMatched: !input.ruleSelected,
    });
    chars += length;
  }
  return picked;
}
