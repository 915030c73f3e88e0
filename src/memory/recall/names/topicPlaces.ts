import type { UserMemory } from '../../record/schema';
import { stemWord } from '../../record/tokenize';
import { languageStem, type StemLanguage } from '../words/languageStems';
import { isCommonEnglishWord, stemRank } from '../words/rarity';

// A place a memory is set in and names as its topic: a tag of one capitalised Latin or Cyrillic word that the memory's
// text writes, capitalised as tagged, right after a locative or goal preposition of its language (not an origin's
// "de" / "di": "all'Università di Bologna" names an institution) ("Graça e o
// Rui vão a Busan" tagged Busan, "casar em Bolonha", "Restaurierung der Orgel in Endingen", "un appartamento a Tivat").
// A town the place table (CLDR's time-zone cities) does not hold is still one word in every script by its sound, so
// otherScriptNames.ts reads it out of kana, hangul and Cyrillic (부산, エンディンゲン, Эндингене) for a question about the
// user. German memories count as well: the preposition, not the capital, tells the place there, and a word the
// memory's language or English ranks is a common noun, no town ("in Paris" is the table's), and so is a word after a
// preposition joined with an article ("im Keller", the basement: a town takes none).

/** Locative and goal prepositions of the Latin-script languages and Russian (a closed class), and contractions. */
const LOCATIVE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:in|to|at|near|nach|bei|à|au|aux|en|em|na|no|nas|nos|al|alla|nel|nella|para|pra|per|vers|в|во|под)\s+$`,
  'iu',
);
/** Romance "a" (to, at), which English and Portuguese also write as an article: only in a Romance memory. */
const ROMANCE_A = /(?<![\p{L}\p{M}])a\s+$/u;
const ROMANCE: ReadonlySet<string> = new Set(['es', 'pt', 'it', 'fr']);
/** A capitalised word, not an acronym (CPAP). */
const ONE_WORD = /^[\p{Script=Latin}\p{M}]{3,}$|^\p{Script=Cyrillic}{3,}$/u;
const CAPITALISED = /^\p{Lu}[\p{Ll}\p{M}]/u;

/** A word English or the memory's language ranks: a common noun, no town. */
function rankedWord(word: string, language: StemLanguage | undefined): boolean {
  if (isCommonEnglishWord(stemWord(word))) return true;
  return language !== undefined && stemRank(language, languageStem(language, word) ?? word) !== undefined;
}

/** The memory's topic places, lower case (see above). Tags are stored in lower case: the text tells the capital. */
export function topicPlacesOf(memory: UserMemory, language: StemLanguage | undefined): ReadonlySet<string> {
  const out = new Set<string>();
  for (const raw of memory.tags) {
    const tag = raw.trim();
    if (!ONE_WORD.test(tag) || rankedWord(tag.toLowerCase(), language)) continue;
    const at = new RegExp(String.raw`(?<![\p{L}\p{M}])${tag}(?![\p{L}\p{M}])`, 'giu');
    for (const m of memory.text.matchAll(at)) {
      const before = memory.text.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
      if (CAPITALISED.test(m[0]) && (LOCATIVE.test(before) || (ROMANCE.has(language ?? '') && ROMANCE_A.test(before)))) {
        out.add(tag.toLowerCase());
        break;
      }
    }
  }
  return out;
}
