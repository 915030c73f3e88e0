/**
 * The units a memory matched, each with its weight; text units apart (the controlled-type rule
 * judges them). A memory matches a handful of units, so small arrays beat maps here (this runs for
 * every reachable memory of every query).
 */
export class Evidence {
  readonly units: string[] = [];
  readonly weights: number[] = [];
  readonly textUnits: string[] = [];
  /** Units matched through a tag or the identity: the memory names them as its topic, not only in passing. */
  readonly claimed: string[] = [];
  /** Highest weight of a tag matched whole that the question calls the user's own. */
  tagWeight = 0;
  /** A tag, the subject or the facet was found whole in the question (not one word of it). */
  whole = false;
  /** The subject or facet was found whole in the question. */
  identityWhole = false;
  /** A whole tag of more than one character matched a question asking the user's own advice or plan. */
  adviceTag = false;
  /** A one-character noun tag the question calls the user's own (私の車, 내 차): the user names the topic as theirs. */
  ownedChar = false;
  constructor(private readonly weigh: (unit: string) => number) {}
  peek(unit: string): number {
    return this.weigh(unit);
  }
  weight(unit: string, isText = false, cap = Infinity): number {
    const w = Math.min(this.weigh(unit), cap);
    // A function word of some language is no evidence at all.
    if (w === 0) return 0;
    if (!this.units.includes(unit)) {
      this.units.push(unit);
      this.weights.push(w);
    }
    if (isText && !this.textUnits.includes(unit)) this.textUnits.push(unit);
    if (!isText && !this.claimed.includes(unit)) this.claimed.push(unit);
    return w;
  }
  /** Highest weight among units, recording them all. */
  maxWeight(units: readonly string[]): number {
    let best = 0;
    for (const unit of units) best = Math.max(best, this.weight(unit));
    return units.length === 0 ? 1 : best;
  }
}
