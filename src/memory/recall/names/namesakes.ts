import { brandNamesOf } from './brandNames';
import { isTitleWord } from './honorificNames';
import { isFunctionWordAnywhere, languageStem, type StemLanguage } from '../words/languageStems';
import { englishRank, stemRank } from '../words/rarity';
import type { RecallCorpus } from '../words/recallCorpus';
import { toToken } from '../../record/tokenize';
import { workOwnersOf } from './creativeWorks';
import { namedMakersOf } from './namedMakers';
import { asksCareerRecord } from '../aboutness/worldRecords';

// A name of the user's life written beside a surname is someone else: "Emmanuel Macron" is not the partner
// Emmanuel, "bernard de clairvaux" not the father Bernard, "Nikola Tesla" not the rabbit Tesla, "Renault Clio"
// not the greyhound Clio. The store tells which words are its names (one a memory gives as someone's name, or a
// word many memories hold); the word beside it is a surname when the store never holds it and it is written as
// a name: capitalised inside the sentence, or, by a writer who types in lower case, a word no list of the ten
// languages ranks. A particle of noble and place names (de, von, van, da, di, du, del, della, der) may stand between.
// A name after a definite article of a language that puts none before given names is a thing too (THING_ARTICLES), and
// one after "which" is one of its many bearers (WHICH).

const WORD = /[\p{L}\p{M}\p{N}'’-]+/gu;
const NAME_PARTICLES = new Set(['de', 'von', 'van', 'da', 'di', 'du', 'del', 'della', 'der', 'dos', 'das']);
const RANKED_LANGUAGES: readonly StemLanguage[] = ['de', 'fr', 'es', 'pt', 'it', 'ru'];
/** A model designation: letters and digits in one word (EX30, XC40, A4, 911S), not a plain number or a year. */
const MODEL_CODE = /^(?=[\p{L}\p{N}-]*\p{L})(?=[\p{L}\p{N}-]*\p{N})[\p{L}\p{N}-]{2,}$/u;
/** Memories that must hold a word before it counts as one of the store's names without being given as one. */
const NAME_DF = 3;

/**
 * Definite articles of the languages that put none before a person's given name (English, French, Spanish): a name
 * after one is the thing the word names ("the iris", "l'iris", "el iris"). Italian, Portuguese and spoken German
 * say "la Maria", "a Rita", "die Iris" of people, so theirs stay out.
 */
const THING_ARTICLES = new Set(['the', 'le', 'la', 'les', "l'", 'el', 'los']);

interface Word {
  readonly raw: string;
  readonly token: string | undefined;
  readonly initial: boolean;
  /** The word stands after a definite article that no given name takes. */
  readonly article: boolean;
  /** The word is written after an elided "de" (d'Annecy): of a place or a person, no model. */
  readonly genitive: boolean;
}

function wordsOf(query: string): Word[] {
  const text = query.normalize('NFKC');
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const elided = /^[lL]['’](?=\p{L})/u.test(m[0]);
    const raw = m[0].replace(/^[lLdD]['’](?=\p{L})/u, '').replace(/(?:'s|’s|['’])$/u, '');
    const before = text.slice(0, m.index).trimEnd();
    const previous = out[out.length - 1];
    const article = elided || (previous !== undefined && THING_ARTICLES.has(previous.raw.toLowerCase()));
    const genitive = /^[dD]['’](?=\p{L})/u.test(m[0]);
    out.push({
      raw,
      token: toToken(raw.toLowerCase()),
      initial: before.length === 0 || /[.!?。！？¿¡"«“]$/u.test(before),
      article,
      genitive,
    });
  }
  return out;
}

/** No list of the ten languages ranks the word: a name, a rare term or a typo. */
export function unranked(word: string): boolean {
  const lower = word.toLowerCase();
  const token = toToken(lower);
  if (token === undefined || isFunctionWordAnywhere(lower) || englishRank(token) !== undefined) return false;
  return RANKED_LANGUAGES.every((language) => {
    const stem = languageStem(language, lower);
    return stem === undefined || stemRank(language, stem) === undefined;
  });
}

/** The store's names the question writes with a surname the store never holds, or after a thing's article: someone or something else. */
export function namesakesOf(
  query: string,
  corpus: RecallCorpus,
  aboutUser: boolean,
  genitives: ReadonlySet<string> = new Set(),
): ReadonlySet<string> {
  const out = new Set<string>();
  // The store's names the question gives to someone or something else (a surname, a regnal number, a model): not the article's things.
  const others = new Set<string>();
  OTHER_BEARERS.set(out, others);
  const words = wordsOf(query);
  for (const w of words) if (w.article && w.token !== undefined && (corpus.nameDf.get(w.token) ?? 0) > 0) out.add(w.token);
  // A word of the store beside a model designation the store never holds (letters and digits: "Volvo EX30", "Volvo
  // XC40 Test") is another product of that maker, not the user's own (a Volvo FH).
  words.forEach((w, i) => {
    const model = words[i + 1];
    if (w.token === undefined || (corpus.df.get(w.token) ?? 0) === 0 || model?.token === undefined) return;
    if (MODEL_CODE.test(model.raw) && (corpus.df.get(model.token) ?? 0) === 0) for (const set of [out, others]) set.add(w.token);
  });
  // A name the store gives after a maker the store holds ("la renault clio", "Fiat Luna") is that maker's model, not
  // the greyhound Clio: a maker is a word a few memories hold, never as anyone's name, that no list of the ten
  // languages ranks (Renault, Fiat, Samsung; not the user's own name, which many memories hold).
  words.forEach((w, i) => {
    const maker = words[i - 1];
    // A word many memories hold is a name only when no list ranks it (the model "Coffee" of a maker "Busan" is no name).
    const name =
      w.token !== undefined && ((corpus.nameDf.get(w.token) ?? 0) > 0 || ((corpus.df.get(w.token) ?? 0) >= NAME_DF && unranked(w.raw)));
    if (w.token === undefined || maker?.token === undefined || !name || w.genitive) return;
    // Written as a maker is: capitalised by a writer who writes capitals, and letters only (not "Zé", not "1300").
    if (!/^\p{L}{3,}$/u.test(maker.raw) || (/\p{Lu}/u.test(query) && !/^\p{Lu}/u.test(maker.raw))) return;
    const held = corpus.df.get(maker.token) ?? 0;
    if (held === 0 || held >= NAME_DF || (corpus.nameDf.get(maker.token) ?? 0) > 0 || !unranked(maker.raw)) return;
    for (const set of [out, others]) set.add(w.token);
  });
  // A name that owns a symphony, an opera, a novel, a quoted title or famous works (creativeWorks.ts), or is asked as a
  // writer's or a singer's name (namedMakers.ts), is its famous bearer's.
  for (const token of [...workOwnersOf(query, corpus), ...namedMakersOf(query, corpus)]) for (const set of [out, others]) set.add(token);
  // In a question about the user a surname beside the name is their person's own ("Emmanuel Ruiz and I…"), and an
  // unlisted word beside it slang or a typo ("hanas bday party"). Elsewhere a writer who writes any capital marks names
  // by them; one who writes none leaves the lists to tell.
  if (aboutUser) return out;
  // A name asked in a career's record (its goals, titles, albums; when it was born or died) is its famous bearer's (worldRecords.ts).
  if (asksCareerRecord(query))
    for (const w of words) {
      const token = w.token;
      if (token === undefined || !/^\p{Lu}/u.test(w.raw)) continue;
      if ((corpus.nameDf.get(token) ?? 0) > 0 || (corpus.df.get(token) ?? 0) >= NAME_DF) for (const set of [out, others]) set.add(token);
    }
  // A name asked as a maker: beside a kind of product, as a company, compared with another maker (brandNames.ts).
  const storeWord = (w: string) => {
    const token = toToken(w);
    return token !== undefined && ((corpus.nameDf.get(token) ?? 0) > 0 || ((corpus.df.get(token) ?? 0) > 0 && unranked(w)));
  };
  for (const token of brandNamesOf(query, corpus, storeWord)) for (const set of [out, others]) set.add(token);
  // A name written as the first part of a hyphenated compound ("den Otto-Versand", "die Mozart-Kugeln") names the
  // compound's thing, a firm or a product named after someone, not the person (a brand the store holds keeps its
  // compound: "des Bechstein-Flügels").
  for (const m of query.normalize('NFKC').matchAll(NAME_COMPOUND)) {
    const token = toToken((m[1] ?? '').toLowerCase());
    if (token !== undefined && (corpus.nameDf.get(token) ?? 0) > 0) for (const set of [out, others]) set.add(token);
  }
  const lowerCase = !/\p{Lu}/u.test(query);
  const surname = (w: Word | undefined): boolean => {
    if (w === undefined || w.token === undefined || (corpus.df.get(w.token) ?? 0) > 0 || !/^\p{L}{3,}$/u.test(w.raw)) return false;
    return lowerCase ? unranked(w.raw) : /^\p{Lu}/u.test(w.raw) && !w.initial;
  };
  words.forEach((w, i) => {
    const token = w.token;
    if (token === undefined) return;
    // In lower case only a word the store gives as a name.
    if (lowerCase ? (corpus.nameDf.get(token) ?? 0) === 0 : !/^\p{Lu}/u.test(w.raw)) return;
    // A regnal number makes any name a monarch's or a pope's ("Felipe VI", "Luís XIV", "Елизавета II").
    if (REGNAL.test(words[i + 1]?.raw ?? '')) {
      for (const set of [out, others]) set.add(token);
      return;
    }
    // A word the store holds that no list of the ten languages ranks is a name too (Marek, Olena, Rodel, Kumamoto),
    // though no memory says so; beside it, a capitalised word German would capitalise as a noun is no surname.
    const storeName = (corpus.nameDf.get(token) ?? 0) > 0 || (corpus.df.get(token) ?? 0) >= NAME_DF;
    const rareName = !lowerCase && (corpus.df.get(token) ?? 0) > 0 && unranked(w.raw);
    if (!storeName && !rareName) return;
    // Only a word the store gives as someone's name: "which Saramago" asks which of his books, "welcher Morgon" which wine.
    if ((corpus.nameDf.get(token) ?? 0) > 0 && WHICH.has(words[i - 1]?.raw.toLowerCase() ?? '')) {
      for (const set of [out, others]) set.add(token);
      return;
    }
    // A route named after its goal or its saint ("il cammino di Santiago", "el Camino de Santiago") is a place's name.
    const particle = words[i - 1]?.raw.toLowerCase() ?? '';
    if ((NAME_PARTICLES.has(particle) || particle === 'of') && ROUTES.has(words[i - 2]?.raw.toLowerCase() ?? '')) {
      for (const set of [out, others]) set.add(token);
      return;
    }
    // A German genitive owns the noun after it ("Diegos Daueraufenthalt", possessedNames.ts): no surname.
    if (genitives.has(token)) return;
    const isSurname = (s: Word | undefined) => surname(s) && (storeName || !germanNoun(s?.raw ?? ''));
    const next = NAME_PARTICLES.has(words[i + 1]?.raw.toLowerCase() ?? '') ? words[i + 2] : words[i + 1];
    // A title before the name (Herrn Vogel, Mme Dubois) is no surname (honorificNames.ts).
    const before = words[i - 1];
    if (isSurname(next) || (!isTitleWord(before?.raw ?? '') && isSurname(before))) for (const set of [out, others]) set.add(token);
  });
  return out;
}

/**
 * Head nouns of a route, in the Latin-script languages (way, road, trail, camino, ruta, caminho,
 * cammino, chemin, Weg): a name after one and "of" names the route's goal or saint, not a person of the store.
 */
const ROUTES = new Set(['way', 'road', 'trail', 'route', 'camino', 'ruta', 'caminho', 'rota', 'cammino', 'percorso', 'chemin', 'weg']);

const OTHER_BEARERS = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/**
 * Interrogative determiners of the ten languages' Latin and Cyrillic scripts: "which Olga", "welche Olga", "quale
 * Olga", "какая Ольга" asks which of the name's many bearers is meant, so none of them is the store's one.
 */
const WHICH = new Set([
  'which',
  'welche',
  'welcher',
  'welches',
  'welchen',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'qué',
  'cuál',
  'cuáles',
  'qual',
  'quais',
  'quale',
  'quali',
  'какая',
  'какой',
  'какое',
  'какие',
  'какую',
  'каким',
  'которая',
  'который',
]);

/** A capitalised word joined by a hyphen to a capitalised word of three letters or more that ends the compound. */
const NAME_COMPOUND = /(?<![\p{L}-])(\p{Lu}\p{Ll}+)-\p{Lu}\p{Ll}{2,}(?![\p{L}-])/gu;

/** A Roman numeral of two letters or more (II, VI, XIV; "I" alone is the English pronoun). */
const REGNAL = /^(?=[IVX]{2,}$)X{0,3}(?:IX|IV|V?I{0,3})$/u;

/** German ranks the word: written capitalised it may be any German noun ("Curitiba Wetter"), not a surname. */
function germanNoun(word: string): boolean {
  const stem = languageStem('de', word.toLowerCase());
  return stem !== undefined && stemRank('de', stem) !== undefined;
}

/**
 * The matched groups of words (anchorSense.ts) without the namesake's: a phrase holding the namesake is about that
 * other one ("Felipe VI hace…" meets "Felipe hace la página" on two words), and a memory that names the word as its
 * topic (a tag, its subject: the friend Marek, the son Tiago) is about the store's bearer of the name, whom the
 * question does not mean: no other word of it carries it then ("Tiago Monteiro podium year" and the son's school year).
 */
export function withoutNamesakes(
  m: { readonly relationPieces: readonly string[] },
  q: { readonly namesakes: ReadonlySet<string> },
  groups: readonly (readonly string[])[],
): readonly (readonly string[])[] {
  const others = OTHER_BEARERS.get(q.namesakes);
  if (others === undefined || others.size === 0) return groups;
  const namesake = (u: string) => others.has(u);
  if (groups.some((g) => g.some((u) => namesake(u) && m.relationPieces.includes(u)))) return [];
  return groups.filter((g) => !g.some(namesake));
}
