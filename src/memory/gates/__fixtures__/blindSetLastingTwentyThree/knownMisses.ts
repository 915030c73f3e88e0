// The cases of the twenty-third round that the gates get wrong, by text (see blindSetLastingTwentyThree.test.ts).
// At first the 4 misses of the first score (all 4 to accept, refused as temporary).
export const LASTING_TWENTY_THREE_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  '好きなバンドはTonight Alive。',
  '가장 좋아하는 팟캐스트는 This Week in Tech이다.',
  'Cada invierno va a esquiar a Sierra Nevada.',
  'Non si è mai messo in malattia.',
]);
