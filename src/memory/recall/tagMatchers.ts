import { foldedSet, LOW_SIGNAL_PHRASES, splitRuns, stemWord, toToken } from '../record/tokenize';

// How a memory's tags are matched against a question: which tags never count, what a one-character CJK tag weighs,
// and each tag's CJK pieces and Latin tokens.

/** Tags that say "likes something" without saying what: they never count. */
const LOW_SIGNAL_TAGS: ReadonlySet<string> = new Set([
  ...LOW_SIGNAL_PHRASES,
  '不喜欢',
  '偏好',
  '爱好',
  '习惯',
  '讨厌',
  'like',
  'likes',
  'prefer',
  'prefers',
  'preference',
  'user',
  'remember',
  'please',
  'dislike',
  'love',
]);

/** The only single-character CJK tags that count: everyday verbs that anchor whole topics. */
const SINGLE_CHAR_TAGS: ReadonlySet<string> = new Set(['吃', '穿', '用', '做']);

export const TAG_POINTS = 3;
/**
 * A one-character tag weighs as a common word (half), so alone it never reaches the threshold
 * ("今晚想吃火锅" is no fruit question); only a question about the user's own likes ("我喜欢吃什么？")
 * gives it its full two points.
 */
export const SINGLE_CHAR_TAG_POINTS = 2;

export interface TagMatcher {
  readonly tag: string;
  /** Every CJK piece must be a substring of the query... */
  readonly cjkPieces: readonly string[];
  /** ...and every folded Latin word a query token. */
  readonly latinWords: readonly string[];
  readonly points: number;
  readonly isSingleChar: boolean;
  /** A one-character noun tag (車, 차, 猫): it counts only where the question calls it the user's own (私の車, 내 차). */
  readonly ownedOnly: boolean;
  /** What rarity is judged on: the CJK text of the tag, or its Latin tokens. */
  readonly units: readonly string[];
}

let lowSignalTagsFolded: ReadonlySet<string> | undefined;

/** How a memory's tag is matched against a question; undefined for a tag that never counts. */
export function buildTagMatcher(tag: string): TagMatcher | undefined {
  if (LOW_SIGNAL_TAGS.has(tag)) return undefined;
  const runs = splitRuns(tag.replace(/-/g, ' '));
  const cjkPieces = runs.filter((r) => r.cjk).map((r) => r.text);
  const latinRuns = runs.filter((r) => !r.cjk);
  const latinWords = latinRuns.map((r) => toToken(r.text)).filter((w): w is string => w !== undefined);
  if (cjkPieces.length === 0 && latinWords.length === 0) return undefined;
  lowSignalTagsFolded ??= new Set([...foldedSet(LOW_SIGNAL_TAGS)].map(stemWord));
  if (cjkPieces.length === 0 && latinWords.length === 1 && lowSignalTagsFolded.has(latinWords[0] ?? '')) return undefined;
  const isSingleChar = latinRuns.length === 0 && cjkPieces.length === 1 && Array.from(cjkPieces[0] ?? '').length === 1;
  const ownedOnly = isSingleChar && !SINGLE_CHAR_TAGS.has(cjkPieces[0] ?? '');
  return {
    tag,
    cjkPieces,
    latinWords,
    points: isSingleChar && !ownedOnly ? SINGLE_CHAR_TAG_POINTS : TAG_POINTS,
    isSingleChar: isSingleChar && !ownedOnly,
    ownedOnly,
    units: [...cjkPieces, ...latinWords],
  };
}
