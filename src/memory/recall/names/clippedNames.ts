import type { RecallCorpus } from '../words/recallCorpus';
import { isCommonEnglishWord } from '../words/rarity';
import { STORE_PERSON_DF } from './people';
import { toToken } from '../../record/tokenize';

// People call a friend by the opening letters of her name: "Mel" for Melanie, "Deb" for Deborah, "Alex" for
// Alexandra. A capitalised short word inside the question that no memory holds and no frequency list knows, and that
// opens the name of exactly one person many memories are about, is that person: the question is read with the whole
// name, so every rule about a person of the user's life (her memories, her everyday words) applies to it.

/** A capitalised word of three to five letters inside a sentence (not the question's first word). */
const SHORT_NAME = /(?<=[\p{L}\p{N},;:'"“] +)[\p{Lu}][\p{Ll}]{2,4}(?![\p{L}\p{N}'’-])/gu;

/** The question with each clipped name of a store person written out in full (the question unchanged when there is none). */
export function withClippedNamesWritten(query: string, corpus: RecallCorpus): string {
  if (corpus.wordTokens.size === 0) return query;
  return query.replace(SHORT_NAME, (word) => {
    const clipped = word.toLowerCase();
    const token = toToken(clipped);
    if (token === undefined || (corpus.df.get(token) ?? 0) > 0 || isCommonEnglishWord(token)) return word;
    let full: string | undefined;
    for (const [long, longToken] of corpus.wordTokens) {
      if (!long.startsWith(clipped) || (corpus.df.get(longToken) ?? 0) < STORE_PERSON_DF) continue;
      if (full !== undefined && full !== long) return word;
      full = long;
    }
    return full === undefined ? word : `${full.charAt(0).toUpperCase()}${full.slice(1)}`;
  });
}
