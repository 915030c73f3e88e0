// The twenty-first set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes). At the first score there were 25 (see blindSetTwentyFirst.test.ts).

export const TWENTY_FIRST_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // The text passes since the rules of this round; its subject and tag are 密码 alone, the Chinese keyword the gate
  // refuses on its own by design since the first rounds (as 信用卡 in the twentieth set): a tag that is only the word
  // for a password names one.
  '**密码习惯**：所有账号都用密码管理器生成的随机密码，从不重复。',
]);
