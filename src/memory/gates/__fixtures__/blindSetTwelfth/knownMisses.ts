// The twelfth set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes).

export const TWELFTH_KNOWN_MISSES: ReadonlySet<string> = new Set([
  // The security question quoted between the word and its answer, and an answer of letters only: the credential word's
  // value must follow it or hold a digit. A pattern entry for the quoted question was tried and left out: the lexicon
  // test builds each entry's case from its literal word, which such a pattern has not.
  '用户的密保问题“母亲的姓名”答案是王秀兰。',
  // A credential word with a number after it reads as the word and its value; "at least 20 characters" is a length.
  // Telling a length from a PIN needs units after credential words, not done here.
  'User wants passwords generated with at least 20 characters and never reused.',
  // 大概 before a number is "about" (lexicons), but here a word stands between (大概业余 5 段, "about amateur 5 dan").
  '用户的围棋水平大概业余 5 段。',
]);
