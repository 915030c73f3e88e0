import type { MemoryType } from '../shared';
import type { UserMemory } from './schema';
import { cjkPhrases, foldedSet, LOW_SIGNAL_PHRASES, latinTokens, runForm, splitRuns, toToken, type Run } from './tokenize';

// Everything recall needs to know about a memory or a query, computed once. Scoring then only
// compares sets and strings, which is what lets an index answer 10,000 memories in milliseconds.

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
export const SINGLE_CHAR_TAG_POINTS = 2;

export interface TagMatcher {
  readonly tag: string;
  /** Every CJK piece must be a substring of the query... */
  readonly cjkPieces: readonly string[];
  /** ...and every folded Latin word a query token. */
  readonly latinWords: readonly string[];
  readonly points: number;
}

export interface MemoryFeatures {
  readonly memory: UserMemory;
  readonly tagMatchers: readonly TagMatcher[];
  /** Subject and facet in run form (for "occurs in the query"). */
  readonly identityForms: readonly string[];
  readonly identityPhrases: ReadonlySet<string>;
  readonly identityTokens: ReadonlySet<string>;
  /** The whole text in run form, unpadded. */
  readonly textForm: string;
  readonly textPhrases: ReadonlySet<string>;
  /** Folded Latin tokens of the text and the tags. */
  readonly latinTokens: ReadonlySet<string>;
}

export interface QueryFeatures {
  /** Padded run form: CJK substrings and boundary-aware Latin containment are checked against it. */
  readonly form: string;
  readonly runs: readonly Run[];
  readonly phrases: ReadonlySet<string>;
  readonly tokens: ReadonlySet<string>;
}

let lowSignalTagsFolded: ReadonlySet<string> | undefined;

function buildTagMatcher(tag: string): TagMatcher | undefined {
  if (LOW_SIGNAL_TAGS.has(tag)) return undefined;
  const runs = splitRuns(tag.replace(/-/g, ' '));
  const cjkPieces = runs.filter((r) => r.cjk).map((r) => r.text);
  const latinRuns = runs.filter((r) => !r.cjk);
  const latinWords = latinRuns.map((r) => toToken(r.text)).filter((w): w is string => w !== undefined);
  if (cjkPieces.length === 0 && latinWords.length === 0) return undefined;
  lowSignalTagsFolded ??= foldedSet(LOW_SIGNAL_TAGS);
  if (cjkPieces.length === 0 && latinWords.length === 1 && lowSignalTagsFolded.has(latinWords[0] ?? '')) return undefined;
  const isSingleChar = latinRuns.length === 0 && cjkPieces.length === 1 && Array.from(cjkPieces[0] ?? '').length === 1;
  if (isSingleChar && !SINGLE_CHAR_TAGS.has(cjkPieces[0] ?? '')) return undefined;
  return { tag, cjkPieces, latinWords, points: isSingleChar ? SINGLE_CHAR_TAG_POINTS : TAG_POINTS };
}

const trimForm = (form: string): string => form.trim();

export function buildMemoryFeatures(memory: UserMemory): MemoryFeatures {
  const identityParts = [memory.identity.subject, memory.identity.facet ?? ''].map(splitRuns);
  const identityRuns = identityParts.flat();
  const textRuns = splitRuns(memory.text);
  const tagRuns = memory.tags.flatMap((tag) => splitRuns(tag.replace(/-/g, ' ')));
  return {
    memory,
    tagMatchers: memory.tags.map(buildTagMatcher).filter((m): m is TagMatcher => m !== undefined),
    identityForms: identityParts.map((runs) => trimForm(runForm(runs))).filter((f) => f.length > 0),
    identityPhrases: cjkPhrases(identityRuns),
    identityTokens: latinTokens(identityRuns),
    textForm: trimForm(runForm(textRuns)),
    textPhrases: cjkPhrases(textRuns),
    latinTokens: new Set([...latinTokens(textRuns), ...latinTokens(tagRuns)]),
  };
}

export function buildQueryFeatures(query: string): QueryFeatures {
  const runs = splitRuns(query);
  return { form: runForm(runs), runs, phrases: cjkPhrases(runs), tokens: latinTokens(runs) };
}

/** Partial-text weight and cap by type (SPEC §3.8, component 4). */
export const PARTIAL_TEXT_RULE: Readonly<Record<MemoryType, { weight: number; cap: number }>> = {
  communication_preference: { weight: 1, cap: 2 },
  workflow_preference: { weight: 1, cap: 2 },
  standing_instruction: { weight: 1, cap: 2 },
  recurring_constraint: { weight: 1, cap: 2 },
  stable_user_context: { weight: 1.5, cap: 3 },
  user_preference: { weight: 0, cap: 0 },
  project_context: { weight: 0, cap: 0 },
  risk_preference: { weight: 0, cap: 0 },
};
