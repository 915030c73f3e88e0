import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import { isFunctionWordAnywhere } from '../words/languageStems';
import { commonPhraseOfOneLanguage } from '../words/commonPhrases';
import { RECALL_MIN_SCORE } from '../thresholds';
import type { UserMemory } from '../../record/schema';
import { toToken } from '../../record/tokenize';

// Questions whose subject is one the store names — a person, a pet, a thing the user gave a name — and that hold
// no first-person word: the name is what makes them the user's. Two shapes, in the ten languages' Latin and
// Cyrillic scripts:
// - a one-line follow-up that adds nothing but the name to what was asked before ("and for Tiago?", "e per
//   canela?", "y la canela?", "und für canela?");
// - a question that opens with the name, or an article and the name, as its grammatical subject ("canela has been
//   screaming…", "a bolota tá muito líquida", "tesla ne mange plus son foin");
// - a question about a thing the name owns ("Tiago's bedroom", "los riñones de Mochi", "o grupo do Rui").
// Each reaches, when no memory met the question on its words, the memories that carry the name in their tags or
// subject.

const WORD = /[\p{L}\p{M}'’-]+/gu;

/** Words that open a follow-up: connectives, "what about", prepositions and articles of the ten languages. */
const FOLLOW_UP_WORDS = new Set(
  (
    'and also what how about for with the a an ' +
    'e também que tal quanto a ao à para pra per com o os as ' +
    'y también qué tal con el la los las ' +
    'ed anche con il lo gli i le ' +
    'et aussi quoi pour avec le les du de ' +
    'und auch was ist mit für bei der die das den dem ' +
    'а и также как насчёт насчет для с про'
  ).split(' '),
);

/**
 * The singular articles Portuguese writes before a given name ("a bolota", "o mate"); the other languages write a
 * name bare, so there an article makes the word a thing ("la canela", the spice), and a plural article a kind ("as
 * baleias").
 */
const NAME_ARTICLES = new Set(['o', 'a']);

/** Copulas of the ten languages: "a bolota é o fruto de…" defines the word, it asks nothing of the one so named. */
const COPULAS = new Set('is are was é são era est sont était ist sind war es son fue è sono era это есть'.split(' '));

/** The question's words, as written. */
const wordsOf = (q: QueryFeatures): string[] => q.runs.filter((r) => !r.cjk).flatMap((r) => r.text.match(WORD) ?? []);

/** A word the store uses as a name: one a memory introduces as someone's or something's name, or writes capitalised in a subject whose other words are lower case ("parrot Canela", "son Tiago"). */
export function storeNames(store: readonly MemoryFeatures[]): Map<string, MemoryFeatures[]> {
  const names = new Set<string>();
  for (const m of store) {
    for (const n of m.names) names.add(n);
    const words = m.memory.identity.subject.match(WORD) ?? [];
    const capitalised = words.filter((w) => /^\p{Lu}\p{Ll}+$/u.test(w));
    if (capitalised.length === 1 && words.length > 1 && words.every((w) => w === capitalised[0] || w === w.toLowerCase()))
      for (const w of capitalised) {
        const token = toToken(w.toLowerCase());
        if (token !== undefined) names.add(token);
      }
  }
  const holders = new Map<string, MemoryFeatures[]>();
  for (const name of names) {
    const holding = store.filter(
      (m) => m.identityTokens.has(name) || m.tagMatchers.some((t) => t.units.includes(name)) || m.names.has(name),
    );
    if (holding.length > 0) holders.set(name, holding);
  }
  return holders;
}

const namesByStore = new WeakMap<readonly MemoryFeatures[], Map<string, MemoryFeatures[]>>();

/** The name a follow-up one-liner asks about: every other word opens a follow-up. */
export function followUpName(words: readonly string[], isName: (token: string) => boolean): string | undefined {
  if (words.length < 2 || words.length > 5) return undefined;
  const lower = words.map((w) => w.toLowerCase());
  const last = lower[lower.length - 1] ?? '';
  const token = toToken(last);
  if (token === undefined || !isName(token)) return undefined;
  return lower.slice(0, -1).every((w) => FOLLOW_UP_WORDS.has(w)) ? token : undefined;
}

/** The name a question opens with as its subject: the name, or an article and the name, then a lower-case word that is no name beside it ("Tiago Monteiro") and no question word ("per quale motivo"). */
export function openingName(
  words: readonly string[],
  isName: (token: string) => boolean,
  capitalised: ReadonlySet<string> = new Set(),
): string | undefined {
  const at = NAME_ARTICLES.has((words[0] ?? '').toLowerCase()) ? 1 : 0;
  const name = words[at];
  const next = words[at + 1];
  if (name === undefined || next === undefined || words.length < at + 3) return undefined;
  const token = toToken(name.toLowerCase());
  if (token === undefined || !isName(token)) return undefined;
  // The question's runs are folded to lower case, so a capitalised next word ("Kim Jong-un") is read from the
  // tokens the question wrote capitalised.
  const nextCapitalised = next !== next.toLowerCase() || capitalised.has(next.toLowerCase());
  if (nextCapitalised || /^['’]/u.test(next)) return undefined;
  if (verbPhraseOpens(next.toLowerCase(), (words[at + 2] ?? '').toLowerCase())) return token;
  if (COPULAS.has(next)) return undefined;
  // A name that opens a set phrase of one language with the word after it is that language's word ("¿Tal vez llueva…?").
  if (!NEGATIONS.has(next) && commonPhraseOfOneLanguage(name.toLowerCase(), next.toLowerCase())) return undefined;
  return isFunctionWordAnywhere(next) && !NEGATIONS.has(next) ? undefined : token;
}

/**
 * An auxiliary or a reflexive pronoun that opens a verb of the name, not a definition of the word: a copula or
 * "have" before a participle ("canela is limping", "has been screaming", "a vomi", "ha mangiato"), a progressive
 * ("está comiendo", "sta dormendo", "tá comendo"), a reflexive pronoun before a verb ("se rasca", "si gratta",
 * "kratzt sich" is written after the verb and needs nothing). "canela is a spice" keeps its copula's article.
 */
const ENGLISH_AUXILIARIES = new Set('is was has had keeps kept'.split(' '));
const HAVE_AUXILIARIES = new Set('a ha'.split(' '));
const PROGRESSIVES = new Set('está esta sta tá ta estava stava estaba'.split(' '));
const REFLEXIVES = new Set('se si'.split(' '));
function verbPhraseOpens(next: string, after: string): boolean {
  if (after.length < 3 || isFunctionWordAnywhere(after)) return ENGLISH_AUXILIARIES.has(next) && after === 'been';
  if (ENGLISH_AUXILIARIES.has(next)) return /(?:ing|ed)$/u.test(after);
  if (HAVE_AUXILIARIES.has(next)) return /(?:[aiu]to|ado|ido|é|i|u|t)$/u.test(after);
  if (PROGRESSIVES.has(next)) return /(?:ando|endo|indo)$/u.test(after);
  return REFLEXIVES.has(next);
}

/** Definite articles of the Latin-script languages, before the thing a name owns ("los riñones de Mochi"). */
const DEFINITE = new Set('the o a os as el la los las il lo i gli le les der die das den dem des'.split(' '));
/** Prepositions of owning, with their article folded in (do, da, del, della, du). */
const OWNED_BY = new Set('of de do da dos das del di della dello dei von vom du'.split(' '));

/**
 * The name owns a thing the question asks about: "Tiago's bedroom", or a definite article, a noun and a preposition
 * of owning before the name written capitalised ("los riñones de Mochi", "o grupo do Rui", "la cuccia di Neve").
 * `isName`: a name the store gives someone or a pet (a place's name is owned by no one: "la historia del Porto").
 */
export function possessorName(
  words: readonly string[],
  isName: (token: string) => boolean,
  capitalised: ReadonlySet<string> = new Set(),
): string | undefined {
  for (let i = 0; i < words.length; i += 1) {
    const word = (words[i] ?? '').toLowerCase();
    // "Tiago's" as written, or as the question's runs split it ("tiago", "s").
    const written = /^(.+)['’]s$/u.exec(word)?.[1];
    const genitive = written ?? (words[i + 1]?.toLowerCase() === 's' ? word : undefined);
    if (genitive !== undefined && i + (written === undefined ? 2 : 1) < words.length) {
      const token = toToken(genitive);
      if (token !== undefined && isName(token)) return token;
    }
    if (i < 2 || !OWNED_BY.has(word) || !DEFINITE.has((words[i - 2] ?? '').toLowerCase())) continue;
    const name = (words[i + 1] ?? '').toLowerCase();
    const token = toToken(name);
    if (
      token !== undefined &&
      (capitalised.has(name) || capitalised.has(token)) &&
      isName(token) &&
      !isFunctionWordAnywhere(words[i - 1] ?? '')
    )
      return token;
  }
  return undefined;
}

/** Negation particles: "tesla ne mange plus", "a bolota não cresce" keep the name the subject. */
const NEGATIONS = new Set('not ne não no non nicht не'.split(' '));

/** The memories a question about one the store names reaches (see above), at the least weight that selects. */
export function namedEntityMemories(store: readonly MemoryFeatures[], q: QueryFeatures): { memory: UserMemory; score: MemoryScore }[] {
  if (q.aboutness === 'world' || q.encyclopedic) return [];
  let names = namesByStore.get(store);
  if (names === undefined) {
    names = storeNames(store);
    namesByStore.set(store, names);
  }
  const known = names;
  const isName = (token: string) => known.has(token) && !q.namesakes.has(token);
  const words = wordsOf(q);
  const capitalised = new Set([...q.capitalised].flatMap((w) => [w, ...w.split(/[-'’]/u)]));
  const personal = (token: string) => isName(token) && (q.corpus.nameDf.get(token) ?? 0) > 0;
  const name = followUpName(words, isName) ?? openingName(words, isName, capitalised) ?? possessorName(words, personal, capitalised);
  if (name === undefined) return [];
  const total = RECALL_MIN_SCORE;
  return (known.get(name) ?? []).map((m) => ({
    memory: m.memory,
    score: { total, tags: total, identity: 0, wholeText: 0, partialText: 0, latin: 0 },
  }));
}
