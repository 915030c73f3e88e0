// The thirteenth set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves
// out (blindRound fails while a named case passes).

export const THIRTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set([
  // A Japanese address with its numbers read out in kana (さんちょうめ, じゅうにばん, よんごう): spelledAddress.ts reads
  // kanji numerals before 丁目, 番 and 号, not kana ones, and canonical text drops the voiced marks (ばん reads はん).
  'ユーザーの家は中野区本町さんちょうめ、じゅうにばん、よんごう。',
]);
