// The cases of the twentieth wording round that the gates get wrong, by text (see blindSetWordingTwenty.test.ts).
// At first the 20 misses of the first score (all 20 to refuse); the category rules of the round
// (wording/wordingTwentyRules.test.ts) took them all.
export const WORDING_TWENTY_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
