/**
 * Where recall draws its lines. They live apart from the scoring so that the page can word an
 * explanation ("score 2.1 of the 1.5 needed") without loading recall's word lists and stemmers,
 * which belong in the worker's on-demand chunk.
 */

/** The rule score a memory needs to be recalled. */
export const RECALL_MIN_SCORE = 1.5;

/**
 * The meaning signal, in standard deviations above the user's own unrelated baseline, at which a memory
 * is recalled by meaning alone. A baseline measured per model gives one line for every embedder.
 */
export const SEMANTIC_SELECT_Z = 3.5;
