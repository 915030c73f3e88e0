// The twenty-fifth set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 25 (see blindSetTwentyFifth.test.ts); the category
// rules of the round pass all but one: a leetspeak credential word in Japanese text, where the English word it spells
// is not one of the Japanese lexicon's credential words.

export const TWENTY_FIFTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>(['利用者のメールの p4ssw0rd は neko-Tama-55 です。']);
