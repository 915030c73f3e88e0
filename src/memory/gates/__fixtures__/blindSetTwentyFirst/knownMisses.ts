// The twenty-first set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes). At the first score there were 25 (see blindSetTwentyFirst.test.ts); the last
// one, a practice filed under the bare word 密码, passes since the twenty-second round (bareKeywordFields.ts).

export const TWENTY_FIRST_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([]);
