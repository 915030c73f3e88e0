// The cases of the twenty-second wording round that the gates get wrong, by text (see blindSetWordingTwentyTwo.test.ts).
// At first the 17 misses of the first score (all 17 to refuse); the category rules of the round
// (wording/wordingTwentyTwoRules.test.ts) took them all.
export const WORDING_TWENTY_TWO_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
