import { cued } from '../cueScan';
import { guardFirstCharacter } from '../alternation';
import { canonicalize } from '../canonical';
import {
  ENDING_STATE,
  EVIDENTIAL,
  FEELING_CONDITION,
  FEELING_WORDS,
  NOW_WORDS,
  SINCE_OR_DATED,
  THIS_PERIOD,
  UNDER_WAY,
  type GrammarLang,
} from './volatileGrammarData';

// Temporary and speculative wording said by grammar, compiled from the per-language data of volatileGrammarData.ts
// (docs/memory-gates.md, "Temporary and speculative wording, a fourth blind round"). Each class is one pattern over
// every language, so a candidate costs one search per class. Input is canonical text (canonical.ts).

// Guarded by its first character (alternation.ts): most positions of a text start no entry of any language.
export const union = (table: Readonly<Partial<Record<GrammarLang, string>>>): string =>
  guardFirstCharacter(
    Object.values(table)
      .map((source) => canonicalize(source))
      .join('|'),
  );

const THIS_PERIOD_OF = cued(new RegExp(union(THIS_PERIOD), 'iu'));
const ENDING = cued(new RegExp(union(ENDING_STATE), 'iu'));
// A year makes a state that ended a dated past fact ("war 2019 in Elternzeit", "2018年怀孕").
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;
const UNDER_WAY_ASPECT = cued(new RegExp(union(UNDER_WAY), 'iu'));
const DATED = cued(new RegExp(canonicalize(SINCE_OR_DATED), 'iu'));

// A feeling and a word of now in one clause (no sentence end between them), in either order, in the same language.
const FEELING_NOW = cued(
  new RegExp(
    (Object.keys(NOW_WORDS) as GrammarLang[])
      .map((lang) => {
        const now = canonicalize(NOW_WORDS[lang]);
        const feeling = canonicalize(FEELING_WORDS[lang]);
        return `(?:${now})[^.!?\\n]{0,24}?(?:${feeling})|(?:${feeling})[^.!?\\n]{0,24}?(?:${now})`;
      })
      .join('|'),
    'iu',
  ),
);

/** A feeling as the condition of a routine, read away before the wording is judged. */
export const FEELING_AS_CONDITION = new RegExp(canonicalize(FEELING_CONDITION), 'giu');

// Any word of now, tested first: the clause pattern, with its window in both orders, runs only on a text that has one.
const ANY_NOW = cued(new RegExp(union(NOW_WORDS), 'iu'));

const EVIDENTIAL_OF_PERSON = cued(new RegExp(union(EVIDENTIAL), 'iu'));

/**
 * A period named with "this" or a state that ends by nature: temporary even beside a routine, which it bounds ("goes
 * to a pottery class in the evenings this semester", "swims daily while on parental leave").
 */
export const hasBoundedTime = (text: string): boolean => THIS_PERIOD_OF.test(text) || (ENDING.test(text) && !YEAR.test(text));

/** Temporary by grammar unless a routine is named: an undertaking under way or just begun, a feeling of now. */
export const hasTemporaryGrammar = (text: string): boolean =>
  (ANY_NOW.test(text) && FEELING_NOW.test(text)) || (UNDER_WAY_ASPECT.test(text) && !DATED.test(text));

/** Speculative by grammar: an evidential or an epistemic modal said of the person. */
export const hasSpeculativeGrammar = (text: string): boolean => EVIDENTIAL_OF_PERSON.test(text);
