import { isFunctionWordOf, languageStem, type StemLanguage } from './languageStems';
import { stemRank } from './rarity';

// Two words that are both among one language's most common words read as that language's phrase ("Tal vez",
// "Per caso"), not as a name and the word after it ("Tal duerme"). English needs no rule: its most common words are
// no tokens, so no store name.

/** A language's 200 most common words are nearly all its grammar and set phrases (tal, vez, per, caso, also). */
const MOST_COMMON_RANK = 200;
const RANKED: readonly StemLanguage[] = ['de', 'fr', 'es', 'pt', 'it', 'ru'];

function mostCommonIn(word: string, language: StemLanguage): boolean {
  if (isFunctionWordOf(word, language)) return true;
  const stem = languageStem(language, word);
  return stem !== undefined && (stemRank(language, stem) ?? Infinity) <= MOST_COMMON_RANK;
}

/** Both words (lower case) are among the most common words of one of the ranked languages. */
export const commonPhraseOfOneLanguage = (first: string, second: string): boolean =>
  RANKED.some((language) => mostCommonIn(first, language) && mostCommonIn(second, language));
