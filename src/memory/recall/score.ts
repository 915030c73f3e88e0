import { buildMemoryFeatures, buildQueryFeatures, PARTIAL_TEXT_RULE, type MemoryFeatures, type QueryFeatures } from './matchFeatures';
import { foreignTextCap } from './words/foreignText';
import { isFunctionWordOf } from './words/languageStems';
import {
  cjkCore,
  COMMON_WEIGHT,
  DISTINCTIVE_WEIGHT,
  englishRank,
  hasLanguageRanks,
  languageWeight,
  RARE_TEXT_WEIGHT,
  stemLanguageWeight,
  storeWeight,
  weightOfRank,
  koreanStemWeight,
} from './words/rarity';
import { withoutGrammarPieces } from './words/cjkWrittenForms';
import { STORE_PERSON_DF } from './names/people';
import { buildCorpus } from './words/recallCorpus';
import type { UserMemory } from '../record/schema';
import { containsOnBoundaries, foldWord, isCjk } from '../record/tokenize';
import { containsCjkWords } from '../record/wordBreaks';
import { Evidence } from './evidence';
import { anchorGroups, EVERY_ANSWER_TYPES, inflected, isWordPhrase, sameOrPastForm, senseAllows } from './anchorSense';
import { asksAboutSubject } from './names/namedSubject';
import { possessedStoreName } from './names/possessedNames';
import { afterGenitive, cardNameOf } from './names/personCards';
import { areaScore } from './areas/areaRecall';
import { RECALL_MIN_SCORE } from './thresholds';
import { visitsTripDestination } from './aboutness/tripDestinations';
import { memoryNumbers, sameNumberShape } from './words/numberShapes';
import { isClockKey } from './words/clockTimes';

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
/** A word matched as the same international word in another language (loanwords.ts) counts this much. */
export const LOAN_FACTOR = 0.5;
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

/** The question names the tag as the user's own: "my daughter", "our car", "我女儿", "我的猫粮". */
export const isOwned = (tag: MemoryFeatures['tagMatchers'][number], q: QueryFeatures): boolean =>
  tag.latinWords.every((w) => q.ownedTokens.has(w)) && tag.cjkPieces.every((piece) => q.ownedCjk.some((s) => s.startsWith(piece)));

/** A tag's CJK piece is in the question: a one-character tag (吃) anywhere, a longer one as whole words. */
export const hasCjkPiece = (q: QueryFeatures, piece: string): boolean =>
  Array.from(piece).length === 1 ? q.form.includes(piece) : containsCjkWords(q.form, q.cjkEdges, piece);

function tagScore(m: MemoryFeatures, q: QueryFeatures, ev: Evidence): number {
  let score = 0;
  for (const tag of m.tagMatchers) {
    if (tag.ownedOnly && !isOwned(tag, q)) continue;
    if (!tag.cjkPieces.every((piece) => hasCjkPiece(q, piece))) continue;
    if (!tag.latinWords.every((w) => q.tokens.has(w) || q.typoTokens.has(w) || q.loanTokens.has(w) || inflected(m, q, w))) continue;
    const typo = tag.latinWords.some((w) => !q.tokens.has(w) && !inflected(m, q, w));
    const loan = typo && tag.latinWords.every((w) => q.tokens.has(w) || inflected(m, q, w) || !q.typoTokens.has(w));
    const inflection = !typo && tag.latinWords.some((w) => !q.tokens.has(w));
    const weight = ev.maxWeight(tag.units);
    if (weight === 0) continue;
    ev.whole = true;
    if (tag.ownedOnly) ev.ownedChar = true;
    if (!typo && !tag.isSingleChar && isOwned(tag, q)) ev.tagWeight = Math.max(ev.tagWeight, weight);
    if (!typo && !tag.isSingleChar && q.asksForAdvice) ev.adviceTag = true;
    score += tag.points * weight * (loan ? LOAN_FACTOR : typo ? TYPO_FACTOR : inflection ? STEM_ONLY_FACTOR : 1);
  }
  return score;
}

function identityScore(m: MemoryFeatures, q: QueryFeatures, ev: Evidence): number {
  let score = 0;
  m.identityForms.forEach((form, i) => {
    if (!containsOnBoundaries(q.form, form, q.cjkEdges)) return;
    score += IDENTITY_OCCURS * ev.maxWeight(m.identityFormUnits[i] ?? []);
    ev.whole = true;
    ev.identityWhole = true;
  });
  for (const phrase of m.identityPhrases) if (q.phrases.has(phrase)) score += IDENTITY_PHRASE * ev.weight(phrase);
  for (const token of m.identityTokens) {
    if (q.tokens.has(token)) score += LATIN_TOKEN * ev.weight(token) * (sameOrPastForm(m, q, token) ? 1 : STEM_ONLY_FACTOR);
    else if (inflected(m, q, token)) score += LATIN_TOKEN * ev.weight(token) * STEM_ONLY_FACTOR;
    else if (q.typoTokens.has(token)) score += LATIN_TOKEN * TYPO_FACTOR * ev.weight(token);
    else if (q.loanTokens.has(token)) score += LATIN_TOKEN * LOAN_FACTOR * ev.weight(token);
  }
  return Math.min(score, IDENTITY_CAP);
}

const HIRAGANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;

/** Shared CJK phrases of the text; evidence records the longest ones (a 4-character word is one unit, not six). */
function partialTextScore(m: MemoryFeatures, q: QueryFeatures, ev: Evidence): number {
  const rule = PARTIAL_TEXT_RULE[m.memory.type];
  if (rule.weight === 0) return 0;
  // A phrase of hiragana alone is grammar (がひどい, している): particles and endings, no topic.
  const shared = [...m.textPhrases].filter((p) => q.phrases.has(p) && !HIRAGANA_ONLY.test(p));
  if (shared.length === 0) return 0;
  // A Korean verb's stem before different endings weighs as the verb (koreanForms.ts: 바꾸 of 바꾸는 and 바꾸고).
  const forms = [q.form, m.textForm];
  const cap = (phrase: string): number => koreanStemWeight(phrase, forms) ?? Infinity;
  // A piece of one character inside a word and its particle or ending is no word (cjkWrittenForms.ts: 풍이 of "통풍이").
  let sum = 0;
  for (const phrase of withoutGrammarPieces(shared, q.form)) sum += Math.min(ev.peek(phrase), cap(phrase));
  for (const phrase of shared) {
    if (shared.some((other) => other !== phrase && other.includes(phrase))) continue;
    const core = cjkCore(phrase);
    if (Array.from(core).length >= 2) ev.weight(core, true, cap(core));
  }
  // In a question about the user a shared CJK word weighs as a shared Latin word does (灯具 as "lamps").
  const asked = q.aboutness === 'user' ? LATIN_TOKEN : 1;
  return Math.min(sum * rule.weight * asked, rule.cap);
}

/** A word that meets the memory only through its stem (training / train, writing / write) counts this much of the same word. */
export const STEM_ONLY_FACTOR = 0.6;

/**
 * A unit's language weight, also ranked in the memory's own language when it has a list (a Spanish memory's
 * "casa" weighs as the common word it is): the lower of the two. `weight` is the weight of the unit at large.
 */
function inMemoryLanguage(m: MemoryFeatures, unit: string, weight: number): number {
  if (weight === 0) return 0;
  return Math.min(weight, stemLanguageWeight(m.language, m.languageStems.get(unit)) ?? 1);
}

/** The memory's language ranks this token: its own list answers how common it is, and no stand-in caps it (foreignText.ts). */
const rankedInMemoryLanguage = (m: MemoryFeatures, token: string): boolean => hasLanguageRanks(m.language) && m.languageStems.has(token);

function latinScore(m: MemoryFeatures, q: QueryFeatures, ev: Evidence): number {
  let sum = 0;
  let shared = 0;
  for (const token of m.latinTokens) {
    let w: number;
    const cap = rankedInMemoryLanguage(m, token) ? Infinity : foreignTextCap(m, token);
    if (q.tokens.has(token)) w = ev.weight(token, true, cap) * (sameOrPastForm(m, q, token) ? 1 : STEM_ONLY_FACTOR);
    else if (inflected(m, q, token)) w = ev.weight(token, true, cap) * STEM_ONLY_FACTOR;
    else if (q.typoTokens.has(token)) w = TYPO_FACTOR * ev.weight(token, true, cap);
    else if (q.loanTokens.has(token)) w = LOAN_FACTOR * ev.weight(token, true, cap);
    else continue;
    sum += w;
    // A word most of the store shares (the user's name) adds its weight but not to the count.
    if (w >= COMMON_WEIGHT) shared += 1;
  }
  const coordination = Math.min(COORDINATION_MAX, 1 + COORDINATION_STEP * Math.max(0, shared - 1));
  return LATIN_TOKEN * sum * coordination;
}

/**
 * Whether a project, risk or personal-context memory may be recalled: a tag or its identity matched, or
 * two text words that together are not generic ("open" + "source" is a generic question; "James" +
 * "visited" is not), or — when the question is about the user ("any tips for my sourdough?") — one rare
 * text word. Judged on language weights, so a generic question stays generic however small the store.
 */
function controlledQualifies(
  m: MemoryFeatures,
  q: QueryFeatures,
  ev: Evidence,
  parts: { tags: number; identity: number; partialText: number },
): boolean {
  if (!CONTROLLED_TYPES.has(m.memory.type) || parts.tags > 0 || parts.identity > 0) return true;
  if (m.memory.type === 'stable_user_context' && q.isSelfQuestion && parts.partialText > 0) return true;
  // A name the memory gives is rare, as in the evidence weights, even when another language uses it as a function word (Ella).
  const language = ev.textUnits
    .map((unit) => (m.names.has(unit) ? 1 : inMemoryLanguage(m, unit, languageWeight(unit, isCjk(unit)))))
    .filter((w) => w > 0);
  // …and so is a question on using a thing (useFrames.ts) that meets a rare word of it (a drug the memory names in passing).
  if ((q.aboutness === 'user' || q.namesStorePerson || q.use) && language.some((w) => w >= RARE_TEXT_WEIGHT)) return true;
  return language.length >= 2 && language.reduce((a, b) => a + b, 0) >= TWO_WORD_TEXT_EVIDENCE;
}

/** Below this language weight (about the 2,000 most common words: weekend, food, 周末) a word is generic. */
const GENERIC_WEIGHT = 0.9;

const GENERIC_ONLY = new WeakSet<MemoryScore>();

/**
 * Whether a selected score rests only on generic words (weekend, food, 周末): such a memory never
 * displaces one matched on a specific word (selection drops it when one is there).
 */
export const isGenericOnly = (score: MemoryScore): boolean => GENERIC_ONLY.has(score);

/** What a selected memory matched: its units, and those it names as its topic (a tag or its identity). */
export interface MatchedUnits {
  readonly units: readonly string[];
  readonly claimed: readonly string[];
  /** The memory is about someone many memories hold ("Maya works…"); `named`: the question names that one. */
  readonly person?: { readonly named: boolean };
  /** The matched units as phrases and independent anchors (anchorSense.ts). */
  readonly groups: readonly (readonly string[])[];
  /** The matched units that are names the memory gives (Ella, Mate). */
  readonly names: readonly string[];
  /** Met on its subject's words only, and not on all of them: "porto" of "FC Porto", "review" of "weekly review". */
  readonly fragment: boolean;
  /** How many of the store's memories hold each of `units`. */
  readonly storeCounts: readonly number[];
  /** Met only through words the question writes in another language (loanwords.ts). */
  readonly loanOnly: boolean;
}

/** Whether the memory is about someone of the user's life (its text opens with its subject, many memories hold it) and the question names them. */
function personOf(m: MemoryFeatures, q: QueryFeatures): MatchedUnits['person'] {
  const subject = m.opensWithSubject;
  if (!subject || subject.units.length === 0) return undefined;
  if (!subject.units.every((u) => (q.corpus.df.get(u) ?? 0) >= STORE_PERSON_DF)) return undefined;
  return { named: containsOnBoundaries(q.form, subject.form, q.cjkEdges) };
}

const MATCHED = new WeakMap<MemoryScore, MatchedUnits>();

/** The units behind a qualifying score (selection judges overlapping matches with them); none for other scores. */
export const matchedUnitsOf = (score: MemoryScore): MatchedUnits | undefined => MATCHED.get(score);

/**
 * A word the memory gives as a whole tag keeps its weight when only some other language lists it as a function
 * word (Portuguese "sal" is Afrikaans for "shall"): the model chose it as the memory's topic. A function word of
 * English or of the memory's own language stays weightless.
 */
function ownTag(m: MemoryFeatures, unit: string): number {
  if (isFunctionWordOf(unit, m.language ?? 'en') || isFunctionWordOf(unit, 'en')) return 0;
  if (!m.tagMatchers.some((t) => t.latinWords.length === 1 && t.latinWords[0] === unit)) return 0;
  return weightOfRank(englishRank(unit));
}

/**
 * An English word whose stem only spells another language's function word ("donate" / "donated" → "donat", Catalan
 * for "given"; "age" → "ag"): neither the question nor the memory writes the function word itself, both are English,
 * so the word weighs as the English word it is. A word written as the function word ("per", "pour") stays weightless.
 */
function stemOfEnglishWord(m: MemoryFeatures, q: QueryFeatures, unit: string): number {
  if (m.language !== undefined || q.asked.language !== undefined || isCjk(unit) || isFunctionWordOf(unit, 'en')) return 0;
  const written = foldWord(unit);
  if (q.folded.has(written) || (m.foldedByToken.get(unit) ?? [written]).includes(written)) return 0;
  return weightOfRank(englishRank(unit));
}

/** A unit the question meets only as a loanword: neither as written, nor inflected, nor misspelt. */
const metAsLoanword = (m: MemoryFeatures, q: QueryFeatures, unit: string): boolean =>
  q.loanTokens.has(unit) && !q.tokens.has(unit) && !q.typoTokens.has(unit) && !inflected(m, q, unit);

/** The question and the memory share a run of digits that is part of a larger number on both sides ("21:00" and "21:30"). */
function metOnClockDigits(m: MemoryFeatures, q: QueryFeatures): boolean {
  const own = memoryNumbers(m);
  for (const [digits, shapes] of q.numbers)
    if (shapes.has('part') && own.get(digits)?.has('part') && m.latinTokens.has(digits)) return true;
  return false;
}

/** Whether a memory names a unit as its topic: in a tag or its subject. */
const topicUnit = (m: MemoryFeatures, unit: string): boolean =>
  m.identityTokens.has(unit) || m.identityPhrases.has(unit) || m.tagMatchers.some((t) => t.units.includes(unit));

/**
 * Memories holding a unit: its own count, or, for a memory naming it only in passing, its everyday concept's in any
 * language when larger (conceptDf.ts: "café" in a roaster's store of coffee). A memory tagging it keeps the word's own.
 */
const unitDf = (m: MemoryFeatures, q: QueryFeatures, unit: string): number => {
  const own = q.corpus.df.get(unit) ?? 1;
  if (q.conceptDf === undefined || topicUnit(m, unit)) return own;
  return Math.max(own, q.conceptDf(unit, q.asked.language));
};

/** Scores precomputed features; `scoreMemory` and the recall index both end here. */
export function scoreFeatures(m: MemoryFeatures, q: QueryFeatures): MemoryScore {
  const lifted = q.isSelfQuestion && SELF_TYPES.has(m.memory.type);
  // A question naming the one the memory is about ("What did Caroline research?") lets its everyday words count too.
  const subjectAsked = SELF_TYPES.has(m.memory.type) && asksAboutSubject(m, q);
  const name = cardNameOf(m.memory);
  const card = name !== undefined && !afterGenitive(q.form, name) ? name : undefined;
  // A name the memory gives ("Ella", "Luna") is rare whatever else the word means in some language.
  const ev = new Evidence((unit) => {
    // A function word of the question's own language is no evidence, whatever the memory makes of the letters (questionLanguage.ts).
    if (q.asked.functionTokens.has(unit)) return 0;
    // "30" of "4:30" is not the "30" of "30 letters" (numberShapes.ts).
    if (!sameNumberShape(m, q.numbers, unit)) return 0;
    // A clock time both write the same way already met on its digits: its key counts only across notations (clockTimes.ts).
    if (isClockKey(unit) && metOnClockDigits(m, q)) return 0;
    // A whole hour is an everyday number ("at 3", "à 20 h"): alone it selects nothing; a time to the minute does.
    if (isClockKey(unit)) return (unit.endsWith('h00') ? COMMON_WEIGHT : 1) * storeWeight(q.corpus.df.get(unit) ?? 1);
    // A currency beside the question's number is the amount's unit (amountUnits.ts).
    if (q.amountUnits.has(unit)) return 0;
    // A person's card ("partner Luca") has their name as its topic, however many memories name them (personCards.ts):
    // there it weighs at least as a rare word, enough to select the card, less than a word few memories hold.
    const held = (df: number): number => (card === unit ? Math.max(storeWeight(df), RARE_TEXT_WEIGHT) : storeWeight(df));
    if (lifted || m.names.has(unit)) return held(q.corpus.df.get(unit) ?? 1);
    const language = inMemoryLanguage(
      m,
      unit,
      languageWeight(unit, isCjk(unit), m.properNouns.has(unit) || q.capitalised.has(unit)) ||
        ownTag(m, unit) ||
        stemOfEnglishWord(m, q, unit),
    );
    // A function word stays weightless.
    return (subjectAsked && language > 0 ? 1 : language) * held(unitDf(m, q, unit));
  });
  const tags = round2(tagScore(m, q, ev));
  const identity = round2(identityScore(m, q, ev));
  const wholeText = containsOnBoundaries(q.form, m.textForm, q.cjkEdges) ? WHOLE_TEXT : 0;
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
  // A visitor's question naming where the memory's own trip goes is about the trip, however many memories name the
  // place (tripDestinations.ts): the place counts as the memory's topic, as a tag would, and carries the trip to the
  // recall threshold; the sense check still judges it.
  const tripPlace = ev.units.some((u) => visitsTripDestination(m, q, u));
  const enoughEvidence =
    tripPlace ||
    ev.units.length >= 2 ||
    ev.weights.some(distinctive) ||
    ev.tagWeight > TAG_SELECT_WEIGHT ||
    ev.adviceTag ||
    ev.ownedChar ||
    possessedStoreName(q, ev.units) ||
    wholeText > 0;
  // The anchors are grouped once, and only when a generic-tag check or the sense check needs them.
  let grouped: string[][] | undefined;
  const groups = (): string[][] => (grouped ??= anchorGroups(m, q, ev));
  const tagsOnlyGeneric = tags > 0 && !ev.weights.some((w) => w >= GENERIC_WEIGHT);
  const generic =
    tagsOnlyGeneric && !EVERY_ANSWER_TYPES.has(m.memory.type) && groups().length <= 1 && !groups().some((g) => isWordPhrase(m, g));
  // Generic words alone (weekend, food, 周末) select only when the user asks for their own plan or advice in that area.
  const qualifies =
    (!generic || q.aboutness === 'user' || q.namesStorePerson) &&
    enoughEvidence &&
    (tripPlace || controlledQualifies(m, q, ev, { tags, identity, partialText })) &&
    (wholeText > 0 || senseAllows(m, q, ev, groups()));
  const breakdown = { tags, identity, wholeText, partialText, latin };
  // No word selects it, but the question may ask the user's own plan in an area it governs (areaRecall.ts).
  if (!qualifies) return areaScore(m, q, breakdown) ?? { total: 0, ...breakdown };
  // The question names the one the memory is about (namedSubject.ts: a person many memories hold) and meets it on
  // another anchor of its own ("How many hikes has Joanna been on?" and Joanna's "Loved this spot on the hike"): in a
  // store of one person's memories her name is in all of them and her hobby in dozens, so rarity weighs both words too
  // little, but together they say what the memory is about. Such a memory reaches the recall threshold; its rank
  // stays below better evidence.
  const total = (subjectAsked && groups().length >= 2) || tripPlace ? Math.max(sum, RECALL_MIN_SCORE) : sum;
  const score = { total, ...breakdown };
  if (qualifies && generic) GENERIC_ONLY.add(score);
  if (qualifies) {
    const units = ev.units.filter((_, i) => (ev.weights[i] ?? 0) > 0);
    let storeCounts: readonly number[] | undefined;
    MATCHED.set(score, {
      units,
      claimed: ev.claimed,
      names: ev.units.filter((u) => m.names.has(u)),
      fragment: tags === 0 && wholeText === 0 && identity > 0 && !ev.identityWhole && [...m.identityTokens].some((t) => !q.tokens.has(t)),
      loanOnly: wholeText === 0 && units.length > 0 && units.every((u) => metAsLoanword(m, q, u)),
      // Only selection among overlapping matches asks for it.
      get person() {
        return personOf(m, q);
      },
      get groups() {
        return groups();
      },
      get storeCounts() {
        return (storeCounts ??= units.map((u) => q.corpus.df.get(u) ?? 1));
      },
    });
  }
  return score;
}

/** How relevant one memory is to a query, with the breakdown the UI shows ("Memories used"). */
export function scoreMemory(memory: UserMemory, query: string): MemoryScore {
  const features = buildMemoryFeatures(memory);
  return scoreFeatures(features, buildQueryFeatures(query, buildCorpus([features])));
}
