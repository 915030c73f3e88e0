import { buildMemoryFeatures, buildQueryFeatures, PARTIAL_TEXT_RULE, type MemoryFeatures, type QueryFeatures } from './matchFeatures';
import { cjkCore, COMMON_WEIGHT, DISTINCTIVE_WEIGHT, languageWeight, RARE_TEXT_WEIGHT, storeWeight } from './rarity';
import { buildCorpus } from './recallCorpus';
import type { UserMemory } from '../record/schema';
import { containsOnBoundaries, isCjk } from '../record/tokenize';

/** Why a memory was (or was not) recalled: the five components of the score and their total. */
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
/** A word matched through a one-letter typo counts this much of the word itself. */
export const TYPO_FACTOR = 0.5;
/** Each further shared text word (of at least common weight) adds half again, up to double: two plain words together say more than either. */
const COORDINATION_STEP = 0.5;
const COORDINATION_MAX = 2;
/** Two common words together may carry a project, risk or personal-context memory if their language weights add up to this. */
const TWO_WORD_TEXT_EVIDENCE = 1.2;

/** A whole tag the user calls theirs, above this weight (past the 300 most common words, after the store's scaling), may select alone. */
const TAG_SELECT_WEIGHT = COMMON_WEIGHT;
/** Types whose content is heavy enough that loose word overlap must not drag them into a request. */
const CONTROLLED_TYPES: ReadonlySet<string> = new Set(['project_context', 'risk_preference', 'stable_user_context']);
/** Types about the user themself: a self-question ("我喜欢吃什么？") lets everyday words count for them. */
const SELF_TYPES: ReadonlySet<string> = new Set(['user_preference', 'stable_user_context']);

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The units a memory matched, each with its weight; text units apart (the controlled-type rule
 * judges them). A memory matches a handful of units, so small arrays beat maps here (this runs for
 * every reachable memory of every query).
 */
class Evidence {
  readonly units: string[] = [];
  readonly weights: number[] = [];
  readonly textUnits: string[] = [];
  /** Highest weight of a tag matched whole that the question calls the user's own. */
  tagWeight = 0;
  /** A tag, the subject or the facet was found whole in the question (not one word of it). */
  whole = false;
  constructor(private readonly weigh: (unit: string) => number) {}
  peek(unit: string): number {
    return this.weigh(unit);
  }
  weight(unit: string, isText = false): number {
    const w = this.weigh(unit);
    if (!this.units.includes(unit)) {
      this.units.push(unit);
      this.weights.push(w);
    }
    if (isText && !this.textUnits.includes(unit)) this.textUnits.push(unit);
    return w;
  }
  /** Highest weight among units, recording them all. */
  maxWeight(units: readonly string[]): number {
    let best = 0;
    for (const unit of units) best = Math.max(best, this.weight(unit));
    return units.length === 0 ? 1 : best;
  }
}

/** The question names the tag as the user's own: "my daughter", "our car", "我女儿", "我的猫粮". */
const isOwned = (tag: MemoryFeatures['tagMatchers'][number], q: QueryFeatures): boolean =>
  tag.latinWords.every((w) => q.ownedTokens.has(w)) && tag.cjkPieces.every((piece) => q.ownedCjk.some((s) => s.startsWith(piece)));

function tagScore(m: MemoryFeatures, q: QueryFeatures, ev: Evidence): number {
  let score = 0;
  for (const tag of m.tagMatchers) {
    if (!tag.cjkPieces.every((piece) => q.form.includes(piece))) continue;
    if (!tag.latinWords.every((w) => q.tokens.has(w) || q.typoTokens.has(w))) continue;
    const typo = tag.latinWords.some((w) => !q.tokens.has(w));
    const weight = ev.maxWeight(tag.units);
    ev.whole = true;
    if (!typo && !tag.isSingleChar && isOwned(tag, q)) ev.tagWeight = Math.max(ev.tagWeight, weight);
    score += tag.points * weight * (typo ? TYPO_FACTOR : 1);
  }
  return score;
}

function identityScore(m: MemoryFeatures, q: QueryFeatures, ev: Evidence): number {
  let score = 0;
  m.identityForms.forEach((form, i) => {
    if (!containsOnBoundaries(q.form, form)) return;
    score += IDENTITY_OCCURS * ev.maxWeight(m.identityFormUnits[i] ?? []);
    ev.whole = true;
  });
  for (const phrase of m.identityPhrases) if (q.phrases.has(phrase)) score += IDENTITY_PHRASE * ev.weight(phrase);
  for (const token of m.identityTokens) {
    if (q.tokens.has(token)) score += LATIN_TOKEN * ev.weight(token);
    else if (q.typoTokens.has(token)) score += LATIN_TOKEN * TYPO_FACTOR * ev.weight(token);
  }
  return Math.min(score, IDENTITY_CAP);
}

/** Shared CJK phrases of the text; evidence records the longest ones (a 4-character word is one unit, not six). */
function partialTextScore(m: MemoryFeatures, q: QueryFeatures, ev: Evidence): number {
  const rule = PARTIAL_TEXT_RULE[m.memory.type];
  if (rule.weight === 0) return 0;
  const shared = [...m.textPhrases].filter((p) => q.phrases.has(p));
  if (shared.length === 0) return 0;
  let sum = 0;
  for (const phrase of shared) sum += ev.peek(phrase);
  for (const phrase of shared) {
    if (shared.some((other) => other !== phrase && other.includes(phrase))) continue;
    const core = cjkCore(phrase);
    if (Array.from(core).length >= 2) ev.weight(core, true);
  }
  return Math.min(sum * rule.weight, rule.cap);
}

function latinScore(m: MemoryFeatures, q: QueryFeatures, ev: Evidence): number {
  let sum = 0;
  let shared = 0;
  for (const token of m.latinTokens) {
    let w: number;
    if (q.tokens.has(token)) w = ev.weight(token, true);
    else if (q.typoTokens.has(token)) w = TYPO_FACTOR * ev.weight(token, true);
    else continue;
    sum += w;
    // A word most of the store shares (the user's name) adds its weight but not to the count.
    if (w >= COMMON_WEIGHT) shared += 1;
  }
  const coordination = Math.min(COORDINATION_MAX, 1 + COORDINATION_STEP * Math.max(0, shared - 1));
  return LATIN_TOKEN * sum * coordination;
}

/**
 * Whether a project, risk or personal-context memory may be recalled: a tag or its identity
 * matched, or its text shares a rare word, or two words that together are not generic ("open" +
 * "source" is a generic question; "James" + "visited" is not). Judged on language weights, so a
 * generic question stays generic however small the store.
 */
function controlledQualifies(
  m: MemoryFeatures,
  q: QueryFeatures,
  ev: Evidence,
  parts: { tags: number; identity: number; partialText: number },
): boolean {
  if (!CONTROLLED_TYPES.has(m.memory.type) || parts.tags > 0 || parts.identity > 0) return true;
  if (m.memory.type === 'stable_user_context' && q.isSelfQuestion && parts.partialText > 0) return true;
  const language = ev.textUnits.map((unit) => languageWeight(unit, isCjk(unit)));
  if (language.some((w) => w >= RARE_TEXT_WEIGHT)) return true;
  return language.length >= 2 && language.reduce((a, b) => a + b, 0) >= TWO_WORD_TEXT_EVIDENCE;
}

/** Scores precomputed features; `scoreMemory` and the recall index both end here. */
export function scoreFeatures(m: MemoryFeatures, q: QueryFeatures): MemoryScore {
  const lifted = q.isSelfQuestion && SELF_TYPES.has(m.memory.type);
  const ev = new Evidence((unit) => (lifted ? 1 : languageWeight(unit, isCjk(unit))) * storeWeight(q.corpus.df.get(unit) ?? 1));
  const tags = round2(tagScore(m, q, ev));
  const identity = round2(identityScore(m, q, ev));
  const wholeText = containsOnBoundaries(q.form, m.textForm) ? WHOLE_TEXT : 0;
  const partialText = round2(partialTextScore(m, q, ev));
  const latin = round2(latinScore(m, q, ev));
  const sum = round2(tags + identity + wholeText + partialText + latin);
  // One everyday word ("use", "work", 吃) never selects a memory on its own: a memory needs one
  // distinctive unit or two different ones. A tag the question calls the user's own needs
  // less ("a gift for my daughter", "我女儿…"): the model chose that word as the memory's topic and the
  // user says it is theirs, so any word past the most common band ("daughter", "car", "dog" — frequent
  // in film subtitles, specific about a person) selects; "food" in "how does a fridge keep food cold"
  // is nobody's, and the most common words ("work", "time") and one-character Chinese tags never do.
  const distinctive = (w: number) => w >= (ev.whole ? DISTINCTIVE_WEIGHT : RARE_TEXT_WEIGHT);
  const enoughEvidence = ev.units.length >= 2 || ev.weights.some(distinctive) || ev.tagWeight > TAG_SELECT_WEIGHT || wholeText > 0;
  const qualifies = enoughEvidence && controlledQualifies(m, q, ev, { tags, identity, partialText });
  return { total: qualifies ? sum : 0, tags, identity, wholeText, partialText, latin };
}

/** How relevant one memory is to a query, with the breakdown the UI shows ("Memories used"). */
export function scoreMemory(memory: UserMemory, query: string): MemoryScore {
  const features = buildMemoryFeatures(memory);
  return scoreFeatures(features, buildQueryFeatures(query, buildCorpus([features])));
}
