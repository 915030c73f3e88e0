// The nineteenth set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 19 (see blindSetNineteenth.test.ts); the rules of
// the round passed all of them.

export const NINETEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
