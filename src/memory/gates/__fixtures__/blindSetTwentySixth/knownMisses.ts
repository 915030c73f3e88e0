// The twenty-sixth set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 16 (see blindSetTwentySixth.test.ts); the category
// rules of the round pass them all.

export const TWENTY_SIXTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
