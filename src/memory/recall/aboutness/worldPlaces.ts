import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { isCjk, toToken } from '../../record/tokenize';
import { JOURNEY, PLACE_PARTICLES, settingPlaces } from './settingPlaces';
import { CONCEPTS } from '../bridges/conceptBridge.data';
import { languageWeight } from '../words/rarity';

// A place a memory names as where someone lives, works or comes from ("Shigeru lives in Hamamatsu", "mora em
// Curitiba", "a Filipino oiler in Cebu") is the memory's setting, not its topic: a question that is not about the
// user and meets the memory on that place alone asks about the place ("population of Curitiba", "weather in
// Hamamatsu in October", "musei gratuiti a Viseu"), not about the user's brother or home. A memory about
// going there (its subject or tags say a trip, a visit; "her sister visits her weekly" in the text is no trip) keeps it, as does a question about the user, one asking advice for them, one naming a
// household relation ("Mom … since she moved to Florida"), one going there ("treno o aereo per lecce"), one naming
// the memory's whole subject ("…in kotlin"), one asking nothing past everyday words ("what time is it in Berlin?"),
// or one that meets the memory on a second anchor (the person's name, "tomatoes on a balcony in Lisbon").

/** Locative, origin and directional prepositions ("came back to Viseu", "a farmhouse above Lana", "un hotel a Scena sopra Merano") of the ten languages' Latin and Cyrillic scripts (a closed class), by the language of the memory (undefined: English); a word that is also an article elsewhere ("a", "no") counts only in its own language. */
const BEFORE_PLACE: Readonly<Record<string, readonly string[]>> = {
  en: ['in', 'at', 'near', 'from', 'to', 'above', 'below', 'outside'],
  de: ['in', 'im', 'aus', 'bei', 'nach', 'oberhalb', 'unterhalb', 'außerhalb'],
  fr: ['à', 'au', 'en', 'dans', 'près', 'de'],
  es: ['en', 'de', 'a'],
  pt: ['em', 'no', 'na', 'num', 'numa', 'de', 'do', 'da', 'para'],
  it: ['a', 'ad', 'in', 'nel', 'nella', 'di', 'da', 'sopra', 'sotto', 'presso', 'fuori'],
  ru: ['в', 'во', 'из', 'над', 'под', 'около', 'возле'],
};

/** Definite articles before a place of several words ("at the Cemitério Municipal of Curitiba", "no o"): the place follows. */
const ARTICLES = new Set(['the', 'le', 'la', 'el', 'il', 'der', 'die', 'dem', 'den']);

const PLACES = new WeakMap<MemoryFeatures, ReadonlySet<string>>();

const capitalised = (word: string): boolean => /^[\p{Lu}\p{Lt}]/u.test(word);

/** The tokens of the capitalised words the memory writes after a locative or origin preposition (and the rest of their name, across a comma: "in Bonfim, Porto"). */
export function memoryPlaces(m: MemoryFeatures): ReadonlySet<string> {
  const cached = PLACES.get(m);
  if (cached) return cached;
  const out = new Set<string>();
  const before = new Set(BEFORE_PLACE[m.language ?? 'en'] ?? []);
  const words = m.memory.text.normalize('NFKC').split(/\s+/u);
  words.forEach((word, i) => {
    if (!before.has(word.toLowerCase()) || /[,;.:]$/u.test(word)) return;
    for (let j = i + 1; j < words.length; j += 1) {
      const raw = words[j] ?? '';
      const bare = raw.replace(/^[("'«“]+|[)"'»”,;.:!?]+$/gu, '');
      if ((PLACE_PARTICLES.has(bare) && j > i + 1) || (j === i + 1 && ARTICLES.has(bare.toLowerCase()))) continue;
      // A word in capitals is an institution's or a product's acronym (SENAI, BCP), not a place's name.
      if (!capitalised(bare) || (bare.length > 1 && bare === bare.toUpperCase())) break;
      for (const part of bare.split(/[-–'’]/u)) {
        const token = toToken(part.toLowerCase());
        if (token !== undefined) out.add(token);
      }
      if (/[;.:!?)]$/u.test(raw)) break;
    }
  });
  PLACES.set(m, out);
  return out;
}

/** The forms of the relations of a household (mother, Mom, les enfants, 妈妈) in the ten languages. */
const RELATION_FORMS = CONCEPTS.filter((c) => c.kind === 'relation').flatMap((c) => Object.values(c.forms).flat());
const LATIN_RELATIONS = new Set(RELATION_FORMS.filter((f) => !isCjk(f)));
const CJK_RELATIONS = RELATION_FORMS.filter((f) => isCjk(f));

/** The question names someone of a household ("Mom keeps forgetting her pills", "avec les enfants"): it is about the user's people. */
export const namesRelation = (q: QueryFeatures): boolean =>
  q.form.split(/[^\p{L}\p{M}]+/u).some((w) => LATIN_RELATIONS.has(w)) || CJK_RELATIONS.some((f) => q.form.includes(f));

/** Past the most common words (time, now, see): a word that names what the question asks ("population", "weather", "castle"). */
const TOPIC_WEIGHT = 0.5;

/**
 * What a visitor asks of a place (see, visit, sights, what to do there) in the ten languages: everyday words, but the
 * question asks about the place ("what to see in Cebu in two days", "o que ver em Vila Nova de Gaia").
 */
export const SIGHTSEEING = new RegExp(
  String.raw`(?<![\p{L}])(?:see|visit|sightseeing|sights|things to do|attractions?|ver|visitar|voir|visiter|à faire|vedere|visitare|da fare|sehen|besichtigen|sehenswürdigkeit\p{L}*|посмотреть|посетить|достопримечательност\p{L}*)(?![\p{L}])|景点|好玩|观光|観光|見どころ|名所|관광|볼거리|가볼 만한|명소`,
  'u',
);

/** The question names a topic of its own that the memory lacks, not only the place and everyday words ("what time is it in Berlin?"). */
const asksSomethingElse = (m: MemoryFeatures, q: QueryFeatures): boolean =>
  SIGHTSEEING.test(q.form) ||
  [...q.tokens].some((t) => !memoryPlaces(m).has(t) && !m.latinTokens.has(t) && languageWeight(t, false) > TOPIC_WEIGHT);

/** Prepositions of going somewhere, in the ten languages (to, nach, vers, hacia, para, pro, per, до): a question naming the place after one asks about getting there ("treno o aereo per lecce ad agosto?"). */
const TOWARDS = new Set(['to', 'into', 'nach', 'vers', 'jusqu', 'hacia', 'para', 'pra', 'pro', 'per', 'verso', 'до']);

/** Prepositions of being somewhere, not of going there nor of a name's parts (in, at, em, à, dans, im, bei, nel, в). */
const LOCATIVES = new Set(['in', 'at', 'em', 'à', 'dans', 'im', 'bei', 'nel', 'nella', 'в', 'во']);

/** The question writes the anchor right after a preposition of going, or the rest of the place's name between. */
function goesTo(q: QueryFeatures, anchor: string): boolean {
  const words = q.form.split(/[^\p{L}\p{M}]+/u).filter((w) => w.length > 0);
  return words.some((word, i) => {
    if (!TOWARDS.has(word)) return false;
    for (let j = i + 1; j < Math.min(words.length, i + 5); j += 1) {
      // A locative between makes the place where the verb after "to" happens ("what to see in Cebu"), not a goal.
      if (LOCATIVES.has(words[j] ?? '')) return false;
      if (toToken(words[j] ?? '') === anchor) return true;
    }
    return false;
  });
}

/** The memory's subject is the place itself, whole in the question ("Kotlin" in "…in kotlin"): it is the memory's topic. */
const subjectAsked = (m: MemoryFeatures, q: QueryFeatures): boolean =>
  m.identityTokens.size > 0 && [...m.identityTokens].every((t) => q.tokens.has(t));

/** The anchor is only a place where the memory's someone is, in a question neither about the user nor asking advice for them. */
const onlyPlaceOfMemory = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  q.aboutness !== 'user' &&
  !q.asksForAdvice &&
  (q.corpus.nameDf.get(anchor) ?? 0) === 0 &&
  memoryPlaces(m).has(anchor) &&
  !JOURNEY.test(`${m.memory.identity.subject} ${m.memory.tags.join(' ')}`) &&
  !namesRelation(q) &&
  !goesTo(q, anchor) &&
  !subjectAsked(m, q) &&
  asksSomethingElse(m, q);

/** The anchors, or none when each is only a place of the memory (onlyPlaceOfMemory); beside another anchor ("tomatoes on a balcony in Lisbon") the place counts. */
export const withoutLonePlace = (m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): string[] =>
  anchors.length > 0 && anchors.every((a) => onlyPlaceOfMemory(m, q, a)) ? [] : [...anchors];

/**
 * In a question about the user or asking advice for them (which settingPlaces.ts leaves alone), a place the question
 * is set in ("our wedding in Bologna", "vin à Dijon", "a wedding in Toronto") that a lasting fact of the store names
 * only as where its someone lives or is ("Luca's mother Rosa lives in Bologna", "Hana studies in Dijon") is where both
 * happen, not what either is about: no anchor. Only for a memory about someone of the user's life (where the user
 * lives is asked by "кафе в Казани для меня"), not for a routine or a project set there ("takes Chidi to basketball
 * in Caluire", "a page for dentists in Daegu": what is done there), not when the memory's subject names the place
 * ("home Curitiba") or is named whole by the question ("at Harrison & Harrison in Durham"), or its subject or tags say
 * a journey, nor when the question names a household relation ("ma belle-mère à Kanazawa"), goes there ("vado a
 * Pistoia") or asks nothing past the place and everyday words.
 */
const settingOfBoth = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  (q.aboutness === 'user' || q.asksForAdvice) &&
  m.memory.type === 'stable_user_context' &&
  m.namesPeople &&
  !subjectAsked(m, q) &&
  (q.corpus.nameDf.get(anchor) ?? 0) === 0 &&
  settingPlaces(q).has(anchor) &&
  memoryPlaces(m).has(anchor) &&
  !m.identityTokens.has(anchor) &&
  !JOURNEY.test(`${m.memory.identity.subject} ${m.memory.tags.join(' ')}`) &&
  !namesRelation(q) &&
  !goesTo(q, anchor) &&
  asksSomethingElse(m, q);

/** The anchors, or none when each is only a place both the question and the memory are set in (settingOfBoth). */
export const withoutSharedSetting = (m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): string[] =>
  anchors.length > 0 && anchors.every((a) => settingOfBoth(m, q, a)) ? [] : [...anchors];
