import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { languageWeight } from '../words/rarity';
import { toToken } from '../../record/tokenize';

// A place the question names after a locative preposition ("kindergarten enrollment in Porto", "cosa vedere a
// Porto", "Sehenswürdigkeiten in Porto", "weather in Toronto in winter", "o que ver em Vila Nova de Gaia") is where
// the question happens, not what it asks: a memory met on that name alone (the bakery "in Bonfim, Porto", the sister
// who "lived in Toronto") is not its topic, however many memories hold the name (the user's own city is in half of
// them). A memory about going there (a trip, a journey, a visit) has the place as its topic and keeps it.

/** Locative prepositions of the ten languages' Latin and Cyrillic scripts (a closed class): in, at, near; em, no, na; à, au, dans; a, nel; im; в. Not "en", which also names a language or a tool ("en OCaml", "en español"). */
const LOCATIVE = new Set([
  'in',
  'at',
  'near',
  'around',
  'em',
  'no',
  'na',
  'num',
  'numa',
  'à',
  'a',
  'au',
  'dans',
  'près',
  'nel',
  'nella',
  'ad',
  'im',
  'bei',
  'в',
  'во',
]);
/** Particles inside a place's name (Vila Nova de Gaia, Frankfurt am Main, Castel del Monte). */
export const PLACE_PARTICLES: ReadonlySet<string> = new Set([
  'de',
  'da',
  'do',
  'dos',
  'das',
  'di',
  'del',
  'della',
  'am',
  'sur',
  'upon',
  'of',
  'on',
]);

/** Words of going somewhere, in the ten languages: a memory holding one is about the place it names. */
export const JOURNEY =
  /(?<![\p{L}])(?:trip|travel\p{L}*|journey|visit\p{L}*|holiday|vacation|viage\p{L}*|viaje\p{L}*|voyage\p{L}*|reise\p{L}*|viaggi\p{L}*|поездк\p{L}*|путешеств\p{L}*|vão a|van a|va a|vanno a|fahren nach)(?![\p{L}])|旅行|旅游|여행/iu;

/**
 * Locatives that never say "to" or "at the home of" someone (not "a", "à", "au", "ad", the datives; not "bei", "no", "na",
 * which take a person too: "bei Oma", "pensei no Rui"): a name of the user's life after one is a place's name
 * ("what happened at Fátima in 1917?", "o que aconteceu em Fátima em 1917?").
 */
const PLACE_ONLY = new Set(['in', 'at', 'near', 'em', 'dans', 'im', 'nel', 'nella', 'в', 'во']);

/**
 * Words after which "a" is an article, not the locative: Portuguese prepositions that take an article ("com a Beatriz",
 * "pra ir com a Camila", "para a Strada", "sobre a Rosa"; a closed class). English "a" is always the article ("can a
 * Strada carry…", "a Beaujolais under 20 euros").
 */
const BEFORE_ARTICLE: ReadonlySet<string> = new Set([
  'com',
  'para',
  'pra',
  'sobre',
  'sem',
  'por',
  'entre',
  'até',
  'contra',
  'que',
  'e',
  'ou',
  'é',
]);

/** Words only an English sentence writes among the ten languages' Latin ones (the function-word vote names no English). */
const ENGLISH_ONLY: ReadonlySet<string> = new Set([
  'the',
  'for',
  'with',
  'of',
  'is',
  'are',
  'can',
  'what',
  'how',
  'which',
  'to',
  'and',
  'my',
  'under',
  'should',
]);

/** "a" here is an article (see BEFORE_ARTICLE), so what follows it is no place it is set in. */
function articleA(words: readonly string[], i: number, language: string | undefined): boolean {
  if (words[i] !== 'a' || language === 'es' || language === 'it' || language === 'fr') return false;
  if (language === undefined && words.some((w) => ENGLISH_ONLY.has(w))) return true;
  return BEFORE_ARTICLE.has(words[i - 1] ?? '');
}

const SETTINGS = new WeakMap<QueryFeatures, ReadonlySet<string>>();
const PLACE_ONLY_SETTINGS = new WeakMap<QueryFeatures, ReadonlySet<string>>();
const JOURNEYS = new WeakMap<MemoryFeatures, boolean>();

/** The capitalised words the question writes after a locative preposition, with the rest of a name of several words. */
export function settingPlaces(q: QueryFeatures, placeOnly = false): ReadonlySet<string> {
  const cache = placeOnly ? PLACE_ONLY_SETTINGS : SETTINGS;
  const cached = cache.get(q);
  if (cached) return cached;
  const out = new Set<string>();
  const words = q.form.trim().split(/\s+/u);
  words.forEach((word, i) => {
    if (!(placeOnly ? PLACE_ONLY : LOCATIVE).has(word) || articleA(words, i, q.asked.language)) return;
    for (let j = i + 1; j < words.length; j += 1) {
      const next = words[j] ?? '';
      if (PLACE_PARTICLES.has(next) && j > i + 1) continue;
      const token = toToken(next);
      if (token === undefined || !q.capitalised.has(token)) break;
      out.add(token);
    }
  });
  cache.set(q, out);
  return out;
}

/** Past the most common words of the ten languages (weekend, food, time): a word that names a topic. */
const TOPIC_WEIGHT = 0.9;

/** The question names a topic of its own that the memory lacks ("population", "Sehenswürdigkeiten", "weather"), not only the place and everyday words ("what time is it in Berlin?"). */
const asksSomethingElse = (m: MemoryFeatures, q: QueryFeatures): boolean =>
  [...q.tokens].some(
    (t) => !settingPlaces(q).has(t) && !m.latinTokens.has(t) && (languageWeight(t, false) >= TOPIC_WEIGHT || YEAR.test(t)),
  );

/** A year the memory does not write dates what the question asks ("what happened at Fátima in 1917?"): an event, a topic of its own. */
const YEAR = /^(?:1[0-9]|20)[0-9]{2}$/u;

/**
 * The memory writes the word with a capital inside it (ArchiCAD, MacBook, iPhone, TikTok): a product's or a
 * company's name, which no place takes; "перенести замеры в ArchiCAD" moves data into the tool, it is not set there.
 */
function productName(m: MemoryFeatures, anchor: string): boolean {
  for (const word of m.memory.text.normalize('NFKC').match(/[\p{Script=Latin}\p{M}\p{N}]+/gu) ?? [])
    if (/\p{Ll}\p{Lu}/u.test(word) && toToken(word.toLowerCase()) === anchor) return true;
  return false;
}

/**
 * A memory of how the user works (a workflow preference) tagging the word on its own names a tool of that work
 * ("Notion", "Twinmotion", "Figma"): a project is kept, an image rendered "in" it, not set there.
 */
const workTool = (m: MemoryFeatures, anchor: string): boolean =>
  m.memory.type === 'workflow_preference' && m.tagMatchers.some((t) => t.latinWords.length === 1 && t.latinWords[0] === anchor);

const aboutJourney = (m: MemoryFeatures): boolean => {
  let journey = JOURNEYS.get(m);
  if (journey === undefined) {
    journey = JOURNEY.test(`${m.memory.text} ${m.memory.tags.join(' ')}`);
    JOURNEYS.set(m, journey);
  }
  return journey;
};

/**
 * The anchor is only where the question is set: a place after a locative preposition, in a memory not about going
 * there, in a question that neither speaks of the user nor asks advice for them (a restaurant "in Altona" for the
 * user wants the memory of where they live), and a name the store gives someone only after a locative that takes no person ("à Rita", "a Pilar" are datives).
 */
export const onlySetting = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  q.aboutness !== 'user' &&
  !productName(m, anchor) &&
  !workTool(m, anchor) &&
  !q.asksForAdvice &&
  // A memory that gives the word as someone's name is about that one, not about going to a place of that name.
  ((q.corpus.nameDf.get(anchor) ?? 0) === 0 ? settingPlaces(q).has(anchor) && !aboutJourney(m) : settingPlaces(q, true).has(anchor)) &&
  asksSomethingElse(m, q);
