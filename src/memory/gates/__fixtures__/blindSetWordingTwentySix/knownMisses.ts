// The cases of the twenty-sixth wording round that the gates get wrong, by text (see blindSetWordingTwentySix.test.ts).
// At first the 20 misses of the first score (all to refuse); the category rules of the round
// (wording/wordingTwentySixRules.test.ts) took all of them.
export const WORDING_TWENTY_SIX_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
