// The sixteenth set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes). At the first score there were 6 (see blindSetSixteenth.test.ts);
// the rules of the round passed all six.

export const SIXTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
