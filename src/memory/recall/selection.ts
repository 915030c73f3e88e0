import { originalMemory } from '../record/hanFolding';
import { conceptDfOf } from './bridges/conceptDf';
import type { MemoryType } from '../../shared';
import { buildMemoryFeatures, buildQueryFeatures, type MemoryFeatures, type QueryFeatures } from './matchFeatures';
import { buildCorpus, type RecallCorpus } from './words/recallCorpus';
import { clip, codePointLength } from '../record/normalize';
import { MIN_CONFIDENCE, type UserMemory } from '../record/schema';
import { isGenericOnly, matchedUnitsOf, scoreFeatures, type MatchedUnits, type MemoryScore, type ScoreBreakdown } from './score';
import { RECALL_MIN_SCORE } from './thresholds';
import { STORE_PERSON_DF } from './names/people';
import { RELATION_WORDS } from './names/senses';
import { isAreaOnly, withoutDisplacedArea } from './areas/areaRecall';
import { EVERY_ANSWER_TYPES } from './anchorSense';
import { bridgedMemories } from './bridges/conceptBridge';
import { KIND_OF, questionConcepts } from './bridges/conceptReading';
import { householdCardsBeside } from './bridges/householdCards';
import { conditionsBeside } from './bridges/conditionsBeside';
import { householdConditionMemories } from './bridges/householdConditions';
import { symptomConditionMemories } from './bridges/symptomConditions';
import { namedEntityMemories } from './aboutness/namedEntityQuestions';
import { homePlaceMemories } from './areas/homePlace';
import { profileFacetMemories } from './areas/profileFacets';
import { placeNameMemories } from './bridges/placeNameBridge';
import { transliteratedNameMemories } from './names/transliteratedNames';
import { crossLanguageAreaMemories } from './areas/areaBridge';
import { roleCardsBeside, roleFrameMemories } from './bridges/roleFrames';
import { occupationCardsBeside, occupationFrameMemories, withoutOthersWork } from './bridges/occupationFrames';
import { withoutOtherInstances } from './names/otherInstances';
import { hasSpecificTopic, onSharedAnchorOnly, withoutSharedAnchorCompanions } from './sharedAnchors';

export { RECALL_MIN_SCORE };

/** Recall trusts the same memories the gates let in. */
export const RECALL_MIN_CONFIDENCE = MIN_CONFIDENCE;
export const RECALL_MAX_ITEMS = 3;
export const RECALL_ITEM_CHARS = 300;
export const RECALL_TOTAL_CHARS = 900;

export interface SelectedMemory {
  readonly stableKey: string;
  readonly type: MemoryType;
  /** Clipped to the per-item budget. */
  readonly text: string;
  readonly tags: readonly string[];
  readonly score: number;
  readonly breakdown: ScoreBreakdown;
}

export interface ScoredMemory {
  readonly memory: UserMemory;
  readonly score: MemoryScore;
}

export const isRecallCandidate = (m: UserMemory): boolean => m.status === 'active' && m.confidence >= RECALL_MIN_CONFIDENCE;

/** Score desc, then most recently updated, then stable key, so the order never depends on input order. */
export function compareScored(a: ScoredMemory, b: ScoredMemory): number {
  if (a.score.total !== b.score.total) return b.score.total - a.score.total;
  if (a.memory.updatedAt !== b.memory.updatedAt) return a.memory.updatedAt < b.memory.updatedAt ? 1 : -1;
  return a.memory.stableKey < b.memory.stableKey ? -1 : a.memory.stableKey > b.memory.stableKey ? 1 : 0;
}

function toSelected({ memory: read, score }: ScoredMemory): SelectedMemory {
  const memory = originalMemory(read);
  const { total, ...breakdown } = score;
  return {
    stableKey: memory.stableKey,
    type: memory.type,
    text: clip(memory.text, RECALL_ITEM_CHARS),
    tags: [...memory.tags],
    score: total,
    breakdown,
  };
}

/**
 * A memory matched on one generic tag only (weekend, food, 周末) never displaces one matched on a
 * specific word: it stays only when it outscores every specific match.
 */
export function withoutDisplacedGeneric<T extends { score: MemoryScore }>(selected: readonly T[]): T[] {
  let bestSpecific = Number.NEGATIVE_INFINITY;
  for (const s of selected) if (!isGenericOnly(s.score)) bestSpecific = Math.max(bestSpecific, s.score.total);
  return selected.filter((s) => !isGenericOnly(s.score) || s.score.total >= bestSpecific);
}

/** `unit` is, in `other`'s match, one word of a phrase whose other words `own` did not match ("Berlin" of "Berlin marathon"). */
const fragmentIn = (other: MatchedUnits, own: MatchedUnits, unit: string): boolean =>
  other.groups.some((g) => g.includes(unit) && g.some((u) => !own.units.includes(u)));

/** The memory met the question on its topic: a tag or its identity (subject). */
const onTopic = (s: ScoredMemory): boolean => s.score.tags > 0 || s.score.identity > 0;

/**
 * A companion needs evidence of its own: a memory met only in passing in its text, on one anchor ("wreck" in
 * the caffeine rule, "gear" in the rain jacket's), says nothing about a question a better-ranked memory meets
 * on its topic (the knee, the Brompton). So does one met on part of its own subject only ("porto" of "FC Porto",
 * "review" of "weekly review"): the question did not name it. A name the memory gives is its own evidence: "Ella wants to learn
 * chess" is about the daughter the memory names, whatever the chess memory says.
 */
const inPassingOnly = (ranked: readonly ScoredMemory[], i: number, own: MatchedUnits): boolean => {
  const self = ranked[i];
  if (!self || own.names.length > 0 || own.groups.length > 1) return false;
  if (!own.fragment && (onTopic(self) || own.claimed.length > 0)) return false;
  // A better-ranked memory met only on a word many memories hold ("roasts" in a roaster's store) is no topic beside a
  // fragment on a word few hold ("disc" of "back disc"); sharedAnchors.ts judges the two.
  const sharedOnly = (s: ScoredMemory): boolean => {
    const theirs = matchedUnitsOf(s.score);
    return hasSpecificTopic(own) && theirs !== undefined && onSharedAnchorOnly(s, theirs);
  };
  return ranked.slice(0, i).some((s) => onTopic(s) && !sharedOnly(s));
};

/**
 * A memory whose every matched word is explained by a better one says nothing of its own about the
 * question: "a coworking space in Berlin for my remote work" names the Berlin memory, and the marathon
 * memory that mentions Berlin in passing has no other reason to come. Such a memory is dropped when its
 * matched units are a strict part of a higher-ranked memory's (unless that one too names them all as its
 * topic on its one anchor, or this one has them in its subject) and it holds one anchor only, or met one of them only as a word of the better one's phrase ("Berlin"
 * of "Berlin marathon"); or when it meets each of them only in its text while another selected memory has it
 * as a tag or subject. Two independent anchors say something of their own: "Tom visited Ghana" answers
 * "which countries has Tom visited?" beside "Tom's mother lives in Lagos and visits Denver", which matched
 * one word more. Memories that shape every answer are judged so too: the code-style rule that met "rust" says
 * nothing of its own beside the project memory that met "atlas" and "rust".
 */
export function withoutExplainedAway<T extends ScoredMemory>(ranked: readonly T[]): T[] {
  const matched = ranked.map((s) => matchedUnitsOf(s.score));
  return ranked.filter((_, i) => {
    const own = matched[i];
    if (!own || own.units.length === 0) return true;
    if (inPassingOnly(ranked, i, own)) return false;
    const inside = ranked.some((_, j) => {
      const other = matched[j];
      if (j === i || !other) return false;
      const covered = own.units.every((u) => other.units.includes(u));
      // Two memories that both name a word as their topic (吃 for peach and for coriander) are peers on it; not when
      // the better one met two anchors and this one has the word as a tag only (中文 of a diet note beside 中文 + 句子).
      const peers = own.units.every((u) => other.claimed.includes(u)) && (other.groups.length <= 1 || ranked[i]?.score.identity !== 0);
      const saysLess = own.groups.length <= 1 || own.units.some((u) => fragmentIn(other, own, u));
      if (j < i && covered && !peers && other.units.length > own.units.length && saysLess) return true;
      return own.claimed.length === 0 && own.units.every((u) => other.claimed.includes(u));
    });
    return !inside;
  });
}

/**
 * A question that names one of the people many memories are about ("what subject does Tom teach?") is
 * not about the others: once a selected memory is about a person the question names, memories about
 * another such person the question does not name stay out (Lena's seminar does not answer it).
 */
export function withoutOtherPeople<T extends ScoredMemory>(ranked: readonly T[]): T[] {
  const people = ranked.map((s) => matchedUnitsOf(s.score)?.person);
  if (!people.some((p) => p?.named === true)) return [...ranked];
  return ranked.filter((_, i) => people[i]?.named !== false);
}

/** A companion scoring under this share of the first memory's score says next to nothing beside it. */
const FAR_WEAKER_SHARE = 0.25;

/**
 * A companion whose evidence is a small part of the first memory's, on no more independent anchors than the first met
 * (at least two), says nothing the first does not: "what time is it in Cebu when I call Rodel at 8 on Sunday" meets
 * the friend's memory on his name, Cebu, the call and Sunday, and the swarm memory on "call" and "time" only. A name
 * the companion gives is its own evidence, and so is a memory that shapes every answer; a first memory met on one
 * anchor leaves its companions be (a daughter named beside the chess she wants to learn).
 */
export function withoutFarWeaker<T extends ScoredMemory>(ranked: readonly T[]): T[] {
  const [first] = ranked;
  const top = first && matchedUnitsOf(first.score);
  if (!first || !top || top.groups.length < 2) return [...ranked];
  return ranked.filter((s, i) => {
    if (i === 0 || EVERY_ANSWER_TYPES.has(s.memory.type) || s.score.total >= first.score.total * FAR_WEAKER_SHARE) return true;
    const own = matchedUnitsOf(s.score);
    return !own || own.names.length > 0 || own.groups.length > top.groups.length;
  });
}

/** A companion met on one word the first memory did not meet, scoring under this share of the first's score, is that word in passing. */
const ONE_WORD_EXTRA_SHARE = 0.6;
/** A constraint or a risk rule binds whatever plan meets it, on one word or more ("kneel" and the torn meniscus). */
const BINDING_TYPES: ReadonlySet<MemoryType> = new Set(['recurring_constraint', 'risk_preference']);

/**
 * Beside a first memory met on two independent anchors or more, a companion met on one anchor only, a word the first
 * did not meet, and scoring well under the first (under 0.6 of it) is the question's other word in passing, not its topic:
 * "Je suis intolérante au lactose : la ricotta, c'est possible ?" is the intolerance, not the user's smoked ricotta;
 * "弟弟在竹科天天加班，過年要送他什麼禮物" is the brother, not the New Year mahjong. Not when the companion
 * shares a word with the first (the cards about the same pet or person the question names: Pepe's collar beside Pepe's
 * leishmaniasis), gives a name, shapes every answer, is a constraint or risk rule (it binds any plan it meets: "can I
 * still kneel to plant tomatoes on my allotment?" and the torn meniscus), or is about someone of the user's life met on their relation word
 * or their name (`isAboutSomeone`: "für meine Schwiegermutter" beside her flights). A first memory met on one anchor leaves its
 * companions be (two memories each met on one word are peers). The store's scores and anchors decide, in every language.
 */
export function withoutOneWordExtras<T extends ScoredMemory>(
  ranked: readonly T[],
  isAboutSomeone: (m: UserMemory, unit: string) => boolean = () => false,
): T[] {
  const first = ranked.find((s) => !EVERY_ANSWER_TYPES.has(s.memory.type));
  const top = first && matchedUnitsOf(first.score);
  if (!first || !top || top.groups.length < 2) return [...ranked];
  return ranked.filter((s) => {
    if (s === first || EVERY_ANSWER_TYPES.has(s.memory.type) || BINDING_TYPES.has(s.memory.type)) return true;
    if (s.score.total >= first.score.total * ONE_WORD_EXTRA_SHARE) return true;
    const own = matchedUnitsOf(s.score);
    if (!own || own.units.length === 0 || own.groups.length > 1 || own.names.length > 0) return true;
    return own.units.some((u) => top.units.includes(u) || isAboutSomeone(s.memory, u));
  });
}

/**
 * A memory met only through words the question writes in another language (loanwords.ts: "matemáticas"
 * for a memory's "mathématiques") is the question's topic only when no memory met the question's own words: beside
 * Santiago, met on his name, the maths teacher's memory stays out. Memories that shape every answer neither hold nor
 * block it.
 */
export function withoutLoanwordCompanions<T extends ScoredMemory>(ranked: readonly T[]): T[] {
  const loanOnly = ranked.map((s) => matchedUnitsOf(s.score)?.loanOnly === true);
  const ownWords = ranked.some((s, i) => !loanOnly[i] && !EVERY_ANSWER_TYPES.has(s.memory.type));
  return ownWords ? ranked.filter((_, i) => !loanOnly[i]) : [...ranked];
}

/**
 * Beside the card of the one the question is about (a relation, a pet, a condition of the user's the question names
 * and no met memory is about), a memory met in its text on one word only, with no tag, subject or name of its own
 * ("sugerir" of "que lanches posso sugerir pra minha mãe diabética?"), is a word in passing of what is asked of them.
 * A memory sharing a tag with the card (the parrot's food, tagged with the parrot's name) is about that same one: it stays.
 */
export function withoutPassingWordRiders<T extends ScoredMemory>(scored: readonly T[], cards: readonly UserMemory[]): T[] {
  const cardTags = new Set(cards.flatMap((m) => m.tags.map((t) => t.toLowerCase())));
  return scored.filter((s) => {
    const own = matchedUnitsOf(s.score);
    if (!own || EVERY_ANSWER_TYPES.has(s.memory.type) || s.score.wholeText > 0) return true;
    if (own.claimed.length > 0 || own.names.length > 0 || own.units.length > 1) return true;
    return s.memory.tags.some((t) => cardTags.has(t.toLowerCase()));
  });
}

/**
 * Beside the card of a relation or pet the question names (householdCards.ts), a memory met on one
 * anchor only, naming no one and sharing no tag with the card, is the user's own thing the question asks of that one:
 * "can the cat have a bit of ricotta" is not about the user's smoked ricotta, "弟弟…周日几点打电话" not about Sunday's
 * jollof. A memory tagging the card's one (the son's school trip, tagged with his name) or met on two anchors stays; so
 * does one beside a role frame's card ("as a new grandma, what do I cook on Sunday?" asks of the user's Sunday lunch).
 */
export function withoutOneAnchorRiders<T extends ScoredMemory>(
  scored: readonly T[],
  cards: readonly UserMemory[],
  isAboutSomeone: (m: UserMemory, unit: string) => boolean,
): T[] {
  const cardTags = new Set(cards.flatMap((m) => m.tags.map((t) => t.toLowerCase())));
  return scored.filter((s) => {
    const own = matchedUnitsOf(s.score);
    if (!own || EVERY_ANSWER_TYPES.has(s.memory.type) || s.score.wholeText > 0) return true;
    const [unit] = own.units;
    if (unit === undefined || own.units.length > 1 || own.names.length > 0) return true;
    // A memory about someone of the user's life (Santiago's diabetes, the cat) may be the one asked of, under another card.
    if (isAboutSomeone(s.memory, unit)) return true;
    return s.memory.tags.some((t) => cardTags.has(t.toLowerCase()));
  });
}

/** A word of the people and animals a name belongs to (senses.ts: neighbour, vizinha, Katze), alone. */
const RELATION_WORD = new RegExp(`^(?:${RELATION_WORDS})$`, 'u');

/**
 * The memory is about someone of the user's life: it was met on the question's word for a relation or a pet ("gata",
 * "neighbour"), or holds a word the store gives as a name and many of its memories hold (Santiago).
 */
function aboutSomeone(store: readonly MemoryFeatures[], q: QueryFeatures, m: UserMemory, unit: string): boolean {
  if (RELATION_WORD.test(unit)) return true;
  const household = [...questionConcepts(q)].filter(([id]) => KIND_OF.get(id) === 'relation' || KIND_OF.get(id) === 'pet');
  if (household.some(([, forms]) => [...forms].some((form) => form.toLowerCase().startsWith(unit)))) return true;
  const f = store.find((s) => s.memory === m);
  return f !== undefined && [...f.units].some((u) => q.corpus.nameDf.has(u) && (q.corpus.df.get(u) ?? 0) >= STORE_PERSON_DF);
}

/** Threshold, order and budget (3 items, 300 chars each, 900 in all; an item that would overflow is skipped). */
export function pickWithinBudget(
  scored: readonly ScoredMemory[],
  isAboutSomeone?: (m: UserMemory, unit: string) => boolean,
): SelectedMemory[] {
  const above = withoutDisplacedGeneric(withoutOtherPeople(scored.filter((s) => s.score.total >= RECALL_MIN_SCORE))).sort(compareScored);
  const ranked = withoutDisplacedArea(
    withoutSharedAnchorCompanions(
      withoutOneWordExtras(withoutFarWeaker(withoutExplainedAway(withoutLoanwordCompanions(above))), isAboutSomeone),
    ),
  );
  const picked: SelectedMemory[] = [];
  let chars = 0;
  for (const entry of ranked) {
    if (picked.length === RECALL_MAX_ITEMS) break;
    const selected = toSelected(entry);
    const length = codePointLength(selected.text);
    if (chars + length > RECALL_TOTAL_CHARS) continue;
    picked.push(selected);
    chars += length;
  }
  return picked;
}

/**
 * The selection, or — when the user asks about themself and no memory met the question's own words — the one
 * memory of a relation, pet, body part or meal the question names in another language (conceptBridge.ts), or of a
 * country, language or currency (placeNameBridge.ts).
 * `store`: every active memory (the bridge asks which one holds a concept); only recall candidates are picked.
 */
export function pickOrBridge(all: readonly ScoredMemory[], store: readonly MemoryFeatures[], q: QueryFeatures): SelectedMemory[] {
  // A memory of another particular place or thing than the question names is no evidence (otherInstances.ts).
  const someone = (m: UserMemory, unit: string): boolean => aboutSomeone(store, q, m, unit);
  const scored = withoutOtherInstances(all, store, q, someone);
  const picked = pickWithinBudget(scored, someone);
  // A memory picked by its area alone is no word match: a rule of the area kept in another language may outrank it.
  const areaOnly = new Set(scored.filter((s) => isAreaOnly(s.score)).map((s) => s.memory.stableKey));
  if (picked.some((s) => !EVERY_ANSWER_TYPES.has(s.type) && !areaOnly.has(s.stableKey))) {
    // The relation or pet the question names joins memories met on its other words (householdCardsBeside).
    const met = scored.filter((s) => picked.some((p) => p.stableKey === s.memory.stableKey));
    const metMemories = met.map((s) => s.memory);
    // …and so do the people a kinship role frame is about (roleFrames.ts), and the user's own work (occupationFrames.ts).
    const work = occupationCardsBeside(store, q, metMemories);
    const household = householdCardsBeside(store, q, metMemories);
    const subjects = [...household, ...conditionsBeside(store, q, metMemories), ...roleCardsBeside(store, q, metMemories)];
    const cards = [...subjects, ...work].filter(
      (s, i, all) => isRecallCandidate(s.memory) && all.findIndex((o) => o.memory === s.memory) === i,
    );
    // Beside the user's own work, another person's job met only on its words drops out.
    const kept = work.length === 0 ? scored : withoutOthersWork(scored, store, q);
    if (cards.length === 0) return picked;
    // Beside the one the question is about, a memory met on one passing word drops out.
    const passing =
      subjects.length === 0
        ? kept
        : withoutPassingWordRiders(
            kept,
            subjects.map((c) => c.memory),
          );
    // Beside a relation or pet the question names, so does a memory met on one anchor of the user's own.
    const riders =
      household.length === 0
        ? passing
        : withoutOneAnchorRiders(
            passing,
            household.map((c) => c.memory),
            someone,
          );
    return pickWithinBudget([...riders, ...cards], someone);
  }
  const area = crossLanguageAreaMemories(store, q);
  let bridged = [
    ...bridgedMemories(store, q),
    ...householdConditionMemories(store, q),
    ...homePlaceMemories(store, q),
    ...profileFacetMemories(store, q),
    ...roleFrameMemories(store, q),
    ...occupationFrameMemories(store, q),
    ...placeNameMemories(store, q),
    ...area,
    ...namedEntityMemories(store, q),
    ...transliteratedNameMemories(store, q),
  ].filter((s, i, all) => isRecallCandidate(s.memory) && all.findIndex((o) => o.memory === s.memory) === i);
  // A symptom of a body part reaches a condition of that region only when nothing else did (symptomConditions.ts);
  // the area's rule kept in another language is a weaker guess than the condition a sign names ("the big toe is
  // swollen again, what must I not eat today?" is the gout, not any food rule), so the sign's condition replaces it.
  if (bridged.every((b) => area.some((a) => a.memory === b.memory))) {
    const signs = symptomConditionMemories(store, q).filter((s) => isRecallCandidate(s.memory));
    if (signs.length > 0) bridged = signs;
  }
  return bridged.length === 0 ? picked : pickWithinBudget([...scored, ...bridged], someone);
}

/** Scores every memory; rarity in the store is judged over `corpus` (by default, these memories). */
export const scoreAll = (
  features: readonly MemoryFeatures[],
  query: string,
  corpus: RecallCorpus = buildCorpus(features),
): ScoredMemory[] => {
  const q = buildQueryFeatures(query, corpus, conceptDfOf(features));
  return features.map((f) => ({ memory: f.memory, score: scoreFeatures(f, q) }));
};

/**
 * The memories worth injecting for this query: active, confident, scored by rules, at
 * most 3. The contract and the reference for `selectFromIndex`, which gives the same answer faster.
 */
export function selectRelevantMemories(memories: readonly UserMemory[], query: string): SelectedMemory[] {
  // Store rarity counts every active memory (as the index does), recall only the confident ones.
  const active = memories.filter((m) => m.status === 'active').map(buildMemoryFeatures);
  const q = buildQueryFeatures(query, buildCorpus(active), conceptDfOf(active));
  const scored = active.filter((f) => isRecallCandidate(f.memory)).map((f) => ({ memory: f.memory, score: scoreFeatures(f, q) }));
  return pickOrBridge(scored, active, q);
}
