import { placeRows } from '../bridges/placeNameTable';
import type { RecallCorpus } from '../words/recallCorpus';
import { toToken } from '../../record/tokenize';

// A name the store gives someone of the user's life, written as the one a request is for or addressed to ("pour
// Xiaomi", "para a Xiaomi", "Ayuda a Diego", "für Mia", "给Xiaomi", "Mochiに", "Luna한테"): the request is that one's, as a
// possessive makes it (possessedNames.ts). A place the word also names ("à Paris", "a Roma") is where, not whom.

/** Prepositions of the one a thing is for (for, für, pour, para, per, для) and of the one addressed (to, an, à, a, ao, к), an article maybe between. */
const LATIN_MARKER =
  /(?<![\p{L}\p{N}])(for|to|für|an|pour|à|para|a|ao|per|для|к)\s+(?:(?:the|der|die|dem|le|la|el|o|a|os|as)\s+)?(\p{L}[\p{L}\p{M}'’-]*)/giu;
/** The markers that also take a place. */
const ALSO_PLACES = new Set(['to', 'an', 'à', 'a', 'ao', 'к']);
/** A recipe's "for" names a dish ("recipe for mochi", "Rezept für Mochi", "receita para paçoca"), not whom it feeds. */
const RECIPE_BEFORE = /(?:recipes?|rezepte?|recettes?|recetas?|receitas?|ricett[ae]|рецепты?)\s+$/iu;
/** Chinese 给 / 給 / 帮 / 幫 / 替 / 陪 before the name; Japanese に / のために / へ and Korean 에게 / 한테 / 께 / 를 위해 after it. */
const CJK_BEFORE = /(?:给|給|帮|幫|替|陪|为|為)\s?([\p{Script=Latin}][\p{Script=Latin}\p{M}'’-]*)/gu;
const CJK_AFTER = /([\p{Script=Latin}][\p{Script=Latin}\p{M}'’-]*)\s?(?:のために|に|へ|에게|한테|께|을 위해|를 위해)/gu;

let places: ReadonlySet<string> | undefined;
/** Every Latin and Cyrillic form of the place table, lower case. */
function placeForms(): ReadonlySet<string> {
  places ??= new Set(placeRows().flatMap((row) => [...row.forms.values()].flat()));
  return places;
}

/**
 * The store's names (tokens) the question writes as the one a request is for or addressed to; with `forWhom`, only
 * after a preposition of the one a thing is for (not "to", "a"), which no world question puts before a person.
 */
export function beneficiaryNames(query: string, corpus: RecallCorpus, forWhom = false): ReadonlySet<string> {
  const out = new Set<string>();
  const capitals = /\p{Lu}/u.test(query);
  const add = (raw: string, marker?: string) => {
    const word = raw.replace(/['’]s?$/u, '');
    const token = toToken(word.toLowerCase());
    if (token === undefined || (corpus.nameDf.get(token) ?? 0) === 0) return;
    // A writer who writes capitals writes a name with one.
    if (capitals && !/^\p{Lu}/u.test(word)) return;
    // "a", "à", "to" are also articles and directions: only in a writer's capitals, and never before a place.
    const addressed = marker !== undefined && ALSO_PLACES.has(marker.toLowerCase());
    if (addressed && (forWhom || !capitals || placeForms().has(word.toLowerCase()))) return;
    out.add(token);
  };
  const text = query.normalize('NFKC');
  for (const m of text.matchAll(LATIN_MARKER)) if (!RECIPE_BEFORE.test(text.slice(0, m.index))) add(m[2] ?? '', m[1]);
  for (const m of text.matchAll(CJK_BEFORE)) if (!forWhom || !/^陪/u.test(m[0])) add(m[1] ?? '');
  for (const m of text.matchAll(CJK_AFTER)) if (!forWhom || /ために|위해/u.test(m[0])) add(m[1] ?? '');
  return out;
}
