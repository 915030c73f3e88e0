import type { RecallCorpus } from '../words/recallCorpus';
import { languageStem } from '../words/languageStems';
import { toToken } from '../../record/tokenize';

// Russian speakers call the people and pets of their life by diminutives built on the name's stem: Лиза is Лизонька,
// Лизочка, Лизка; Тёма is Тёмочка, Тёмушка; a dog Якорь is Якорёк. The suffix (-оньк-, -очк-, -ушк-, -к-, -ёк …)
// sits between the stem and the case ending, so the question's "Лизоньке", "Тёмочке", "Якорьку" share no stem with
// the store's Лиза, Тёма, Якорь. A capitalised Cyrillic word no memory holds, made of the stem of a name the store
// writes capitalised, one diminutive suffix and a case ending, is read as that name in the same case (Лизоньке →
// Лизе, Тёмочке → Тёме, Якорьку → Якору), so every rule a name answers to judges it as it judges the name.

/** A capitalised Cyrillic word (a name; a diminutive is never written in lower case for a person or a pet). */
const CYRILLIC_CAPITALISED = /(?<![\p{L}\p{N}])\p{Lu}[\p{Ll}\p{M}]+(?![\p{L}\p{N}])/gu;
const CYRILLIC = /^\p{Script=Cyrillic}+$/u;

/**
 * The diminutive suffixes of Russian given names and pet names, then a noun's case ending: -оньк-/-еньк-/-уньк-, -очк-/-ечк-,
 * -ушк-/-юшк-, -ичк-, a bare -к- (Лизка), with its soft sign after a soft stem (Якорька); or, with no ending, the
 * masculine nominatives -ок/-ёк/-ек/-ик/-чик (Якорёк, Олежек's -ек).
 */
const DIMINUTIVE = /^(?:(?:оньк|еньк|уньк|юньк|очк|ечк|ушк|юшк|ичк|ьк|к)(а|и|е|у|ой|ою|ам|ами|ах|ом|ов|)|(?:ок|ёк|ек|ик|чик))$/u;

/** The stemmer writes ё as е (Тёма's stem is "тем"); the question's words are compared so too. */
const withoutYo = (word: string): string => word.replace(/ё/gu, 'е');

/** Shortest stem of a name worth reading a diminutive on (Ия or Ян would meet everyday words). */
const MIN_STEM = 3;

/** The Russian stems of the names the store writes capitalised (a name, or a person's, pet's or boat's word). */
function nameStems(corpus: RecallCorpus): ReadonlyMap<string, string> {
  const stems = new Map<string, string>();
  for (const word of [...corpus.nameDf.keys(), ...corpus.properDf.keys()]) {
    if (!CYRILLIC.test(word)) continue;
    const stem = languageStem('ru', word)?.slice('ru:'.length);
    if (stem !== undefined && stem.length >= MIN_STEM) stems.set(withoutYo(stem), word);
  }
  return stems;
}

/** The question with each Russian diminutive of a store name written as the name in the same case (unchanged when none). */
export function withDiminutiveNamesWritten(query: string, corpus: RecallCorpus): string {
  if (!/\p{Script=Cyrillic}/u.test(query) || (corpus.nameDf.size === 0 && corpus.properDf.size === 0)) return query;
  const stems = nameStems(corpus);
  if (stems.size === 0) return query;
  return query.replace(CYRILLIC_CAPITALISED, (word) => {
    const lower = word.toLowerCase();
    if (!CYRILLIC.test(lower) || (corpus.df.get(toToken(lower) ?? '') ?? 0) > 0) return word;
    for (let at = MIN_STEM; at < lower.length; at += 1) {
      const stem = lower.slice(0, at);
      const m = stems.has(withoutYo(stem)) ? DIMINUTIVE.exec(lower.slice(at)) : null;
      if (m === null) continue;
      // The stem with the diminutive's own case ending: a form the stemmer reads as the name (Лизе, Тёме, Якору).
      const named = `${stem}${m[1] ?? ''}`;
      return `${named.charAt(0).toUpperCase()}${named.slice(1)}`;
    }
    return word;
  });
}
