import { verbOfPastForm } from '../../record/irregularVerbs';
import { foldWord } from '../../record/tokenize';

// Which two spellings of one stem are the same word. Recall tokens are Porter stems, so "opened" meets
// "open" and "training" meets "train"; a match that is only a shared stem weighs less (training is not a
// train). A verb in the past tense is that verb, though: "When did Maria donate her car?" asks what
// "Maria donated her car" says, as an irregular past form already is its verb (grew / grow).

const CONSONANT_TWICE = /([b-df-hj-np-tv-z])\1$/;

/**
 * The folded base forms a folded regular past form (-ed, -d, -ied, a doubled consonant) or an irregular one may
 * come from; none for other words. Folding writes every word as its plural ("donated" → "donateds").
 */
function pastBases(folded: string): string[] {
  const word = folded.endsWith('s') ? folded.slice(0, -1) : folded;
  const irregular = verbOfPastForm(word);
  if (irregular !== word) return [foldWord(irregular)];
  if (word.length < 5 || !word.endsWith('ed')) return [];
  if (word.endsWith('ied')) return [foldWord(`${word.slice(0, -3)}y`)];
  const stem = word.slice(0, -2);
  const bases = [stem, `${stem}e`];
  if (CONSONANT_TWICE.test(stem)) bases.push(stem.slice(0, -1));
  return bases.map(foldWord);
}

/** Whether two folded words are one word: equal, or one the other's past tense. */
export function sameVerbForm(a: string, b: string): boolean {
  if (a === b) return true;
  return pastBases(a).includes(b) || pastBases(b).includes(a);
}
