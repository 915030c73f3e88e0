import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { EVERY_ANSWER_TYPES } from '../anchorSense';
import type { UserMemory } from '../../record/schema';
import { ANNOTATION_LANGUAGES } from './annotationConcepts.data';
import {
  allConcepts,
  CYRILLIC,
  formKey,
  LATIN_LANGUAGES,
  LATIN_LETTER,
  openConceptsIn,
  splitWords,
  wordKey,
  type Language,
} from './annotationLookup';
import { holdersByStore } from './bridgeHelpers';
import { bindingRule } from '../areas/ownPermission';
import { isStoreEveryday } from '../words/storeEveryday';
import { asksUsersOwn, ownHolders } from './ownHolders';

// The bridge's open classes: everyday things (coffee, chili peppers, marathons, tomatoes, ferries) named alike in
// ten languages, from the Unicode CLDR emoji annotations (annotationConcepts.data.ts, generated with its rules by
// scripts/gen-concept-annotations.mjs). "下午四点还能喝咖啡吗" and a memory tagged "coffee" share no letter, but 咖啡
// and coffee annotate the same one emoji in their languages. Open words are many and loose, so this bridge is
// narrower than the closed one's: it only crosses languages (a word never meets another word of its own language
// through a concept: "hurry" and "marathon" both annotate 🏃, which says nothing about English questions), and the
// store must hold the concept as the topic of exactly one memory (its tags or subject name it; a memory naming it
// only in its text mentions it in passing), or of exactly one memory naming it in English, the concept's own words.
// A thing a tenth of the store names (storeEveryday.ts) is the user's everyday and reaches none.

/** The languages a memory's Latin words are read in: English and its own (Cyrillic ones always as Russian). */
function memoryLanguages(m: MemoryFeatures): Language[] {
  const languages: Language[] = ['en', 'ru'];
  if (m.language !== undefined && (LATIN_LANGUAGES as ReadonlySet<string>).has(m.language)) languages.push(m.language as Language);
  return languages;
}

/** A piece of a memory as the bridge reads it: its Latin and Cyrillic word keys, and its text for CJK forms. */
interface Piece {
  readonly keys: ReadonlySet<string>;
  readonly text: string;
  /** A topic's fields (tags, subject), lower case: a CJK form names a field's thing only at its end, where its head noun stands. */
  readonly fields?: readonly string[];
}

/** Languages whose head noun comes last in a phrase ("winter constellations", "Winterhimmel"); the others put it first. */
const HEAD_LAST: ReadonlySet<Language> = new Set(['en', 'de']);

/**
 * A topic field names a thing by its head noun: "half marathon" names the marathon, "winter constellations" names
 * constellations, not winter ("constellations d'hiver" likewise, head first). A field of one or two words keeps every
 * key (a two-word form such as "hot dog" is the thing itself).
 */
function topicPieceOf(fields: readonly string[], languages: readonly Language[]): Piece {
  const keys = new Set<string>();
  for (const field of fields) {
    const words = splitWords(field);
    const whole = pieceOf(field, languages);
    if (words.length <= 1) {
      for (const k of whole.keys) keys.add(k);
      continue;
    }
    for (const language of languages) {
      const head = HEAD_LAST.has(language) ? words[words.length - 1] : words[0];
      if (head === undefined || !(language === 'ru' ? CYRILLIC.test(head) : LATIN_LETTER.test(head))) continue;
      keys.add(wordKey(language, head));
    }
    for (const k of whole.keys) if (k.includes(' ')) keys.add(k);
  }
  return { keys, text: fields.join(' \n ').toLowerCase(), fields: fields.map((f) => f.toLowerCase().trim()) };
}

function pieceOf(text: string, languages: readonly Language[]): Piece {
  const words = splitWords(text);
  const keys = new Set<string>();
  for (const language of languages) {
    const own = words.map((w) => ((language === 'ru' ? CYRILLIC.test(w) : LATIN_LETTER.test(w)) ? wordKey(language, w) : undefined));
    own.forEach((key, i) => {
      if (key === undefined) return;
      keys.add(key);
      const next = own[i + 1];
      if (next !== undefined) keys.add(`${key} ${next}`);
    });
  }
  return { keys, text: text.toLowerCase() };
}

const CJK_LANGUAGES: readonly Language[] = ['zh', 'ja', 'ko'];
const conceptKeys = new Map<number, Map<Language, readonly string[]>>();

/** A concept's look-up keys per language (formKey), computed when a question first names it. */
function keysOf(concept: number): Map<Language, readonly string[]> {
  let keys = conceptKeys.get(concept);
  if (keys !== undefined) return keys;
  const forms = allConcepts()[concept] ?? [];
  keys = new Map(ANNOTATION_LANGUAGES.map((l, i) => [l, (forms[i] ?? []).map((f) => (CJK_LANGUAGES.includes(l) ? f : formKey(l, f)))]));
  conceptKeys.set(concept, keys);
  return keys;
}

/**
 * The languages in which a piece names a concept: a Latin or Cyrillic form by its word keys, a Chinese, Japanese or
 * Korean form anywhere in the text (a memory is read more widely than a question: more memories naming a thing
 * only make the bridge more careful).
 */
function namedIn(piece: Piece, concept: number): Set<Language> {
  const found = new Set<Language>();
  for (const [language, keys] of keysOf(concept))
    if (
      keys.some((k) =>
        CJK_LANGUAGES.includes(language)
          ? piece.fields === undefined
            ? piece.text.includes(k)
            : piece.fields.some((f) => f.endsWith(k))
          : piece.keys.has(k),
      )
    )
      found.add(language);
  return found;
}

interface MemoryPieces {
  readonly topic: Piece;
  readonly all: Piece;
}
/** By the stored memory, which the plain loop and the index each wrap in features of their own. */
const memoryCache = new WeakMap<UserMemory, MemoryPieces>();

/** A memory's tags and subject (its topic), and all of it with its text. */
function piecesOf(m: MemoryFeatures): MemoryPieces {
  const cached = memoryCache.get(m.memory);
  if (cached !== undefined) return cached;
  const languages = memoryLanguages(m);
  const topicText = [...m.memory.tags, m.memory.identity.subject].join(' \n ');
  const pieces = {
    topic: topicPieceOf([...m.memory.tags, m.memory.identity.subject], languages),
    all: pieceOf(`${topicText} \n ${m.memory.text}`, languages),
  };
  memoryCache.set(m.memory, pieces);
  return pieces;
}

/** The store's memories that name the concept anywhere. */
const mentioning = holdersByStore((m: MemoryFeatures, concept: number) => namedIn(piecesOf(m).all, concept).size > 0);

/** How many of the store's memories name an everyday concept anywhere, in any language. */
export const conceptMentions = (store: readonly MemoryFeatures[], concept: number): number => mentioning(store, concept).length;

/** A question's Latin words are words of its language (questionLanguage.ts): English when none is told. */
function questionLatin(q: QueryFeatures): Set<Language> {
  const language = q.asked.language;
  if (language === undefined) return new Set(['en']);
  return (LATIN_LANGUAGES as ReadonlySet<string>).has(language) ? new Set([language as Language]) : new Set();
}

/**
 * The one memory of those naming a concept that names it as its topic (tags or subject): a memory that only
 * mentions the thing in passing ("parks in the staff car park") is not about it. Of several topics, the one naming
 * it in English, the language whose keywords define the concept (the others join it by a near agreement of emojis:
 * 天体観測, stargazing, joins the telescope). When the store's few memories naming it (at most two) all name it as
 * their topic, they are about the same thing and both come ("allotment" tagging tomatoes beside "tomato seeds"),
 * unless one is a rule about it.
 */
function topicHolders(holders: readonly MemoryFeatures[], concept: number, ruleOnly: boolean): readonly MemoryFeatures[] {
  const topical = holders.filter((m) => namedIn(piecesOf(m).topic, concept).size > 0);
  // A permission asked with no first-person word is answered only by the user's one rule about the thing (ownPermission.ts).
  if (ruleOnly) return [bindingRule(topical)].filter((m) => m !== undefined);
  if (topical.length === 1) return topical;
  const english = topical.filter((m) => namedIn(piecesOf(m).topic, concept).has('en'));
  if (english.length === 1) return english;
  if (holders.length > MAX_SHARED_TOPIC || topical.length !== holders.length) return [];
  // A rule about the thing beside a liking of it ("no caffeine after 2 pm", "pour-over coffee") is no one thing:
  // which answers depends on the question's other words, so neither comes.
  return topical.some((m) => m.memory.type === 'recurring_constraint') ? [] : topical;
}
const MAX_SHARED_TOPIC = 2;

/**
 * The memories a personal question reaches through an everyday concept it names in another language than the
 * memory does: for each concept, the store's only memory naming it, when that memory names it as its topic and in
 * none of the question's languages of it. The caller checks that the question is the user's and met nothing.
 */
export function openBridgedMemories(store: readonly MemoryFeatures[], q: QueryFeatures, ruleOnly = false): MemoryFeatures[] {
  const bridged: MemoryFeatures[] = [];
  for (const [concept, asked] of openConceptsIn(q.form, questionLatin(q))) {
    const named = mentioning(store, concept);
    // A thing many memories name (coffee in a roaster's store) is the user's everyday: no one memory is about it.
    if (isStoreEveryday(named.length, store.length)) continue;
    const topical = topicHolders(named, concept, ruleOnly);
    // Of several, a first-person question's are the user's own (a violin and its repair, not a son's lessons).
    const holders =
      topical.length > 0 || ruleOnly || !asksUsersOwn(q)
        ? topical
        : ownHolders(store, named, (m) => namedIn(piecesOf(m).topic, concept).size > 0);
    // None is reached when one of them writes the thing in a language of the question (the word match judged that).
    if (holders.some((m) => [...asked].some((l) => namedIn(piecesOf(m).all, concept).has(l)))) continue;
    for (const holder of holders) {
      if (EVERY_ANSWER_TYPES.has(holder.memory.type) || namedIn(piecesOf(holder).topic, concept).size === 0) continue;
      if (!bridged.includes(holder)) bridged.push(holder);
    }
  }
  return bridged;
}
