import type { RecallCorpus } from './recallCorpus';
import { stemRank } from './rarity';
import { languageStem } from './languageStems';
import { PLACE_NAMES, PLACE_NAME_LANGUAGES } from '../bridges/placeNames.data';
import { toToken } from '../../record/tokenize';

// German writes a thing and its kind as one word (Japanreise, Winterreifen, Hundekorb): a question's compound is read
// as its two parts when the store holds the part it is about, so "ist Oktober gut für eine Japanreise?" meets the
// memory of the trip to Japan and "welche Winterreifen?" the memory of the tyres. A compound names its kind last
// (a Rosenkohl is a cabbage, not a rose), so:
//  - the last part (the kind) counts when the store holds it and the first part is a word German ranks or the store
//    holds, with or without a linking element between (-s-, -es-, -n-, -en-, -e-, -er-: Hundekorb, Winterreifen);
//  - the first part (what the kind is of) counts only as a place's name, joined to a kind German ranks with no
//    linking element (Japanreise, Italienurlaub): a common noun in front is a modifier, another thing (Rosenkohl,
//    Hundewetter).
// A word the store itself holds, a word German ranks or a place's name (Deutschland is no "deutsch" land), or one
// whose parts are not both known, stays one word.

const LINKS = ['', 's', 'es', 'n', 'en', 'e', 'er'];
const MIN_PART = 3;
/** A kind shorter than this is too general a word to stand for the compound ("Land" of a country's name). */
const MIN_KIND = 5;
const MIN_COMPOUND = 2 * MIN_PART + 1;
const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}\p{M}]*/gu;

let placeWords: ReadonlySet<string> | undefined;
/** The one-word names of countries, regions and cities in English and German (japan, italien, porto); no language's. */
function places(): ReadonlySet<string> {
  if (placeWords !== undefined) return placeWords;
  const columns = (['en', 'de'] as const).map((l) => PLACE_NAME_LANGUAGES.indexOf(l) + 1);
  const words = new Set<string>();
  for (const line of PLACE_NAMES.split('\n').filter((l) => /^[rt]:/u.test(l)))
    for (const column of columns)
      for (const form of (line.split('|')[column] ?? '').split('/')) if (/^\p{L}+$/u.test(form)) words.add(form);
  placeWords = words;
  return words;
}

const holds = (corpus: RecallCorpus, word: string): boolean => {
  const token = toToken(word);
  return token !== undefined && corpus.df.has(token);
};
const ranked = (word: string): boolean => {
  const stem = languageStem('de', word);
  return stem !== undefined && stemRank('de', stem) !== undefined;
};

/**
 * The compound and the part of it the store holds, as written, when it holds one (see the header): the kind after
 * the compound (Winterreifen reifen), a place's name before it (Japan Japanreise). The compound stays, so its
 * other part never meets a memory on its own: a Winterreifen is no winter.
 */
export function compoundParts(word: string, corpus: RecallCorpus): [string, string] | undefined {
  const lower = word.toLowerCase();
  if ([...lower].length < MIN_COMPOUND || holds(corpus, lower) || ranked(lower) || places().has(lower)) return undefined;
  for (let cut = lower.length - MIN_PART; cut >= MIN_PART; cut--) {
    const tail = lower.slice(cut);
    if (tail.length < MIN_KIND || !holds(corpus, tail)) continue;
    for (const link of LINKS) {
      if (!lower.slice(0, cut).endsWith(link)) continue;
      const head = lower.slice(0, cut - link.length);
      if (head.length >= MIN_PART && (ranked(head) || holds(corpus, head))) return [word, tail];
    }
  }
  for (let cut = MIN_PART; cut <= lower.length - MIN_PART; cut++) {
    const head = lower.slice(0, cut);
    const tail = lower.slice(cut);
    if (places().has(head) && holds(corpus, head) && ranked(tail)) return [word.slice(0, cut), word];
  }
  return undefined;
}

/** The question with each compound the store holds a part of written beside that part (German questions only). */
export function withCompoundsSplit(question: string, corpus: RecallCorpus, german: () => boolean): string {
  if (corpus.df.size === 0 || !(question.match(LATIN_WORD) ?? []).some((w) => [...w].length >= MIN_COMPOUND) || !german()) return question;
  return question.replace(LATIN_WORD, (word) => {
    const parts = compoundParts(word, corpus);
    return parts === undefined ? word : parts.join(' ');
  });
}
