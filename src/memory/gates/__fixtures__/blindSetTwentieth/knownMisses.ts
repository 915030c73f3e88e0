// The twentieth set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes). At the first score there were 7 (see blindSetTwentieth.test.ts).

export const TWENTIETH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // 信用卡 is refused as a keyword alone in Chinese (gate 8's keyword list, by design since the first rounds; the gate
  // corpus holds "The user's bank card is from HSBC." as refused): a card one uses, named without a value, still names
  // it. A rule reading such cards away was written and dropped, as it went against that corpus.
  '工资卡一直用招商银行，信用卡办的是工行的。',
]);
