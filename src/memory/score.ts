import { buildMemoryFeatures, buildQueryFeatures, PARTIAL_TEXT_RULE, type MemoryFeatures, type QueryFeatures } from './features';
import type { UserMemory } from './schema';
import { containsOnBoundaries } from './tokenize';

/** Why a memory was (or was not) recalled: the five components of SPEC §3.8 and their total. */
export interface MemoryScore {
  readonly total: number;
  readonly tags: number;
  readonly identity: number;
  readonly wholeText: number;
  readonly partialText: number;
  readonly latin: number;
}

export type ScoreBreakdown = Omit<MemoryScore, 'total'>;

const IDENTITY_CAP = 4;
const IDENTITY_OCCURS = 2;
const IDENTITY_PHRASE = 1;
const LATIN_TOKEN = 1.5;
const WHOLE_TEXT = 2;

/** Types whose content is heavy enough that loose word overlap must not drag them into a request. */
const CONTROLLED_TYPES: ReadonlySet<string> = new Set(['project_context', 'risk_preference', 'stable_user_context']);

function countShared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const item of small) if (large.has(item)) n += 1;
  return n;
}

function tagScore(m: MemoryFeatures, q: QueryFeatures): number {
  let score = 0;
  for (const tag of m.tagMatchers) {
    const matches = tag.cjkPieces.every((piece) => q.form.includes(piece)) && tag.latinWords.every((w) => q.tokens.has(w));
    if (matches) score += tag.points;
  }
  return score;
}

function identityScore(m: MemoryFeatures, q: QueryFeatures): number {
  let score = 0;
  for (const form of m.identityForms) if (containsOnBoundaries(q.form, form)) score += IDENTITY_OCCURS;
  score += countShared(m.identityPhrases, q.phrases) * IDENTITY_PHRASE;
  score += countShared(m.identityTokens, q.tokens) * LATIN_TOKEN;
  return Math.min(score, IDENTITY_CAP);
}

/** Scores precomputed features; `scoreMemory` and the recall index both end here. */
export function scoreFeatures(m: MemoryFeatures, q: QueryFeatures): MemoryScore {
  const tags = tagScore(m, q);
  const identity = identityScore(m, q);
  const wholeText = containsOnBoundaries(q.form, m.textForm) ? WHOLE_TEXT : 0;
  const rule = PARTIAL_TEXT_RULE[m.memory.type];
  const partialText = rule.weight === 0 ? 0 : Math.min(countShared(m.textPhrases, q.phrases) * rule.weight, rule.cap);
  const latin = countShared(m.latinTokens, q.tokens) * LATIN_TOKEN;
  const sum = tags + identity + wholeText + partialText + latin;
  // The controlled-type rule: a tag or identity hit is required (or, for stable_user_context, a
  // phrase of its text, so "你知道我的工作吗" still finds the job).
  const qualifies =
    !CONTROLLED_TYPES.has(m.memory.type) || tags > 0 || identity > 0 || (m.memory.type === 'stable_user_context' && partialText > 0);
  return { total: qualifies ? sum : 0, tags, identity, wholeText, partialText, latin };
}

/** How relevant one memory is to a query, with the breakdown the UI shows (SPEC §3.8). */
export function scoreMemory(memory: UserMemory, query: string): MemoryScore {
  return scoreFeatures(buildMemoryFeatures(memory), buildQueryFeatures(query));
}
