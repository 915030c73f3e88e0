import { KIN_OPENING } from '../aboutness/aboutness';
import { isFunctionWordAnywhere } from '../words/languageStems';
import { namesStorePersonInLowercase } from './lowercaseNames';
import { modifiesNounAsKind } from './kindModifiers';
import { languageWeight } from '../words/rarity';
import { standsAsCjkName } from './cjkNameSlots';
import type { RecallCorpus } from '../words/recallCorpus';
import { runForm, runUnits, toToken, type Run } from '../../record/tokenize';

// The people of the user's life as a question or a memory shows them: what the question calls the user's
// own, whom many memories are about, and which memory opens with such a person as its subject.

/**
 * The first person's possessive determiners of the Latin- and Cyrillic-script languages recall reads (a closed
 * class, every case and gender): my / our, mein- / unser-, mon / ma / mes / notre / nos, mi / mis / nuestr-, meu /
 * minha / noss-, mio / mia / miei / mie / nostr-, мой / моя / наш…. Those that are also another word of the same
 * languages stay out: Italian "ma" (but), Spanish "mes" (month), Italian "mi" (me) and Spanish / Portuguese "nos" (us).
 */
const LATIN_OWNER =
  /(?<![\p{L}\p{N}])(?:my|our|mein(?:e|er|em|en|es)?|unser(?:e|er|em|en|es)?|mon|notre|nuestr[oa]s?|meu|meus|minhas?|noss[oa]s?|mio|mia|miei|mie|nostr[oaie]|мо[йяеёи]|моего|моей|моему|моим|моих|моём|мою|наш(?:а|е|и|его|ей|ему|им|их|ем|у)?)\s+((?:[\p{L}\p{N}'’-]+\s+){0,2}[\p{L}\p{N}'’-]+)/giu;
const CJK_OWNER = /(?:我们家|我們家|我们的|我們的|我家|我的|我)(\p{Script=Han}{1,6})/gu;
/** Japanese 私の / うちの and Korean 내 / 제 / 우리 before a noun. */
const JA_KO_OWNER =
  /(?:私の|わたしの|僕の|俺の|うちの)([\p{Script=Han}\p{Script=Katakana}ー]{1,6})|(?<![\p{L}])(?:내|제|우리)\s+(\p{Script=Hangul}{1,6})/gu;

/** What the question says is the user's own: up to three words after "my" / "our", Chinese after 我 / 我的 / 我家, Japanese after 私の, Korean after 내. */
export function ownedParts(query: string): { ownedTokens: Set<string>; ownedCjk: string[] } {
  const ownedTokens = new Set<string>();
  for (const m of query.matchAll(LATIN_OWNER))
    for (const word of (m[1] ?? '').toLowerCase().split(/\s+/)) {
      const token = toToken(word);
      if (token !== undefined) ownedTokens.add(token);
    }
  const ownedCjk = [...query.matchAll(CJK_OWNER), ...query.matchAll(JA_KO_OWNER), ...query.matchAll(KIN_OPENING)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((s) => s.length > 0);
  return { ownedTokens, ownedCjk };
}

const HIRAGANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;

/** Memories that must hold a capitalised question word before it counts as someone of the user's life. */
export const STORE_PERSON_DF = 3;

/** A CJK word no frequency list knows (a name, or a topic noun of the user's trade) that many memories hold (not hiragana alone). */
export const isCjkStorePersonWord = (phrase: string, corpus: RecallCorpus): boolean =>
  (corpus.df.get(phrase) ?? 0) >= STORE_PERSON_DF && languageWeight(phrase, true) === 1 && !HIRAGANA_ONLY.test(phrase);

/** Whether the question names someone many memories are about (a friend, a child, the user's own name). */
/** Prepositions before a place in the ten languages' Latin and Cyrillic scripts (of, in; not the datives a, à, which take a person, nor "from", whose place the user may be calling from). */
const PLACE_PREPOSITIONS = new Set(['of', 'in', 'de', 'du', 'des', 'di', 'del', 'della', 'von', 'im', 'en', 'em', 'do', 'da', 'dans', 'в']);

/** A possessive after the word makes it someone's ("the name of Maya's dog"), not a place. */
const POSSESSIVE_NEXT = /^['’]s?(?![\p{L}])/u;

/** The word at `index` follows a preposition that names a place, maybe with "the city of" between ("de la ciudad de Enugu"). */
function afterPlacePreposition(query: string, index: number): boolean {
  const before = query
    .slice(0, index)
    .toLowerCase()
    .match(/([\p{L}]+)[\s'’]*$/u);
  return before !== null && PLACE_PREPOSITIONS.has(before[1] ?? '');
}

export function namesStorePerson(
  query: string,
  phrases: ReadonlySet<string>,
  corpus: RecallCorpus,
  namesakes: ReadonlySet<string> = new Set(),
  worldFrame = false,
): boolean {
  if (namesStorePersonInLowercase(query, corpus, STORE_PERSON_DF, namesakes)) return true;
  for (const m of query.normalize('NFKC').matchAll(/[\p{Lu}\p{Lt}][\p{Ll}]+/gu)) {
    const word = m[0].toLowerCase();
    const token = toToken(word);
    // An article or pronoun opening the question (Le, La, Die) is nobody, however many memories hold it.
    if (token === undefined || isFunctionWordAnywhere(word)) continue;
    // A namesake ("Emmanuel Macron") is someone else, and a word no memory gives as a name, written as a noun's kind
    // ("Valencia oranges", "le arance Valencia"), a variety.
    if (namesakes.has(token)) continue;
    if ((corpus.nameDf.get(token) ?? 0) === 0 && modifiesNounAsKind(query, m.index, m[0].length)) continue;
    // A word several memories give as someone's name.
    if ((corpus.nameDf.get(token) ?? 0) >= 2) return true;
    // A word many memories hold, unless the question names it as a place and no memory gives it as a name
    // ("population of Enugu", "la historia de la ciudad de Enugu", "idiomas oficiales de Nigeria").
    if (
      (corpus.df.get(token) ?? 0) >= STORE_PERSON_DF &&
      !(
        (corpus.nameDf.get(token) ?? 0) === 0 &&
        afterPlacePreposition(query, m.index) &&
        !POSSESSIVE_NEXT.test(query.slice(m.index + m[0].length))
      )
    )
      return true;
  }
  // Chinese has no capitals: a word no frequency list knows (a name) that many memories hold.
  // Hiragana alone is grammar (いる, している), which every Japanese memory holds and no list weighs: nobody's name.
  // In a question framed as the world's, such a word is someone only where a memory writes it as a name (its subject,
  // after a relation, before an honorific: cjkNameSlots.ts); a topic noun or the home town many memories hold
  // ("藍染の起源はいつ？", "杭州的人口有多少？") is the encyclopedia's (storeTopicWords).
  for (const phrase of phrases)
    if (isCjkStorePersonWord(phrase, corpus) && (!worldFrame || standsAsCjkName(phrase, corpus.cjkNameSlots))) return true;
  return false;
}

/**
 * The CJK words of a world question that many memories hold and none writes where a name stands (日本酒, 糖尿病, the
 * home town): the encyclopedia's topic, not someone of the user's life (anchorSense.ts asks them per memory).
 */
export const storeTopicWords = (phrases: ReadonlySet<string>, corpus: RecallCorpus): Set<string> =>
  new Set([...phrases].filter((p) => isCjkStorePersonWord(p, corpus) && !standsAsCjkName(p, corpus.cjkNameSlots)));

/** A memory's subject in run form and its units, when its text opens with it. */
export interface OpeningSubject {
  readonly form: string;
  readonly units: readonly string[];
}

/** The subject when the text opens with it on a word edge (its runs are the text's first runs; a CJK subject may run on: 王磊是…). */
export function opensWithSubject(subject: readonly Run[], text: readonly Run[]): OpeningSubject | undefined {
  if (subject.length === 0) return undefined;
  const opens = subject.every((run, i) => {
    const t = text[i];
    if (!t || t.cjk !== run.cjk) return false;
    return run.cjk && i === subject.length - 1 ? t.text.startsWith(run.text) : t.text === run.text;
  });
  return opens ? { form: runForm(subject).trim(), units: runUnits(subject) } : undefined;
}
