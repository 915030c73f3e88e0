import type { RecallCorpus } from '../words/recallCorpus';
import { ABOUT_THE_WORD } from './senses';
import { splitRuns, toToken } from '../../record/tokenize';

// A writer who types in lower case marks no names ("and what about leo?", "o leo não dorme", "when's the next
// game i can take rui to"). Capitals cannot say there that a word is someone of the user's life, so the store
// says it: a word several memories hold and at least one gives as the name of a person of the user's life (son
// Leo, brother Rui). A pet's name is not enough (pets are named after things: mate, neve), nor is a question
// about the word itself ("what does leo mean in astrology").

/** Whether a question written without capitals names a person of the user's life: a word the store gives as their name, held by at least `minDf` memories, and not written with another surname (`namesakes`). */
export function namesStorePersonInLowercase(
  query: string,
  corpus: RecallCorpus,
  minDf: number,
  namesakes: ReadonlySet<string> = new Set(),
): boolean {
  const text = query.normalize('NFKC');
  if (/\p{Lu}/u.test(text) || ABOUT_THE_WORD.test(text)) return false;
  for (const run of splitRuns(text)) {
    if (run.cjk) continue;
    const token = toToken(run.text);
    if (token === undefined || namesakes.has(token)) continue;
    if ((corpus.personNameDf.get(token) ?? 0) >= 1 && (corpus.df.get(token) ?? 0) >= minDf) return true;
  }
  return false;
}
