// The cases of the twenty-fourth wording round that the gates get wrong, by text (see blindSetWordingTwentyFour.test.ts).
// At first the 28 misses of the first score (all to refuse); the category rules of the round
// (wording/wordingTwentyFourRules.test.ts) took them all.
export const WORDING_TWENTY_FOUR_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
