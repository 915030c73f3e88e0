// Recall@3, precision and empty rate of a retrieval run, and BM25 cut to the same empty rate.

export interface Answer {
  readonly gold: readonly string[];
  /** Returned ids, best first (at most three count). */
  readonly got: readonly string[];
  /** How sure the answer is (BM25: its top score); only used to cut a baseline to an empty rate. */
  readonly confidence?: number;
}

export interface RetrievalMetrics {
  readonly questions: number;
  /** Share of questions with a gold fact among the first three returned. */
  readonly recallAt3: number;
  /** Share of returned items that are gold. */
  readonly precision: number;
  /** Share of questions with nothing returned. */
  readonly emptyRate: number;
}

export function measure(answers: readonly Answer[]): RetrievalMetrics {
  let hits = 0;
  let returned = 0;
  let goldReturned = 0;
  let empty = 0;
  for (const a of answers) {
    const top = a.got.slice(0, 3);
    if (top.length === 0) empty += 1;
    returned += top.length;
    const gold = top.filter((id) => a.gold.includes(id)).length;
    goldReturned += gold;
    if (gold > 0) hits += 1;
  }
  const n = Math.max(1, answers.length);
  return { questions: answers.length, recallAt3: hits / n, precision: returned ? goldReturned / returned : 0, emptyRate: empty / n };
}

/** The baseline with its least confident answers dropped until it is empty as often as `emptyRate`. */
export function atEmptyRate(answers: readonly Answer[], emptyRate: number): Answer[] {
  const target = Math.round(emptyRate * answers.length);
  const empty = answers.filter((a) => a.got.length === 0).length;
  const drop = new Set(
    answers
      .map((a, i) => ({ i, c: a.got.length ? (a.confidence ?? 0) : Number.POSITIVE_INFINITY }))
      .sort((x, y) => x.c - y.c)
      .slice(0, Math.max(0, target - empty))
      .map((x) => x.i),
  );
  return answers.map((a, i) => (drop.has(i) ? { ...a, got: [] } : a));
}
