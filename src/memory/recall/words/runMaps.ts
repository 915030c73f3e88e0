import { foldWord, toToken, type Run } from '../../record/tokenize';
import { languageStem, languageStemsOf, type StemLanguage } from './languageStems';
import { isCommonEnglishWord } from './rarity';

// Per-token views of a text's Latin runs that the match features are built from: long words, word order, the pairs
// of neighbours, folded spellings and stems in one language. Pure; each walks the runs once.

const LONG_WORD = /^[a-z]{6,}$/;
/** Latin words a question needs before the absence of another language's function words says it is English. */
const ENGLISH_SENTENCE_WORDS = 3;

export function longWordsOf(runs: readonly Run[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const run of runs) {
    if (run.cjk || !LONG_WORD.test(run.text)) continue;
    const token = toToken(run.text);
    if (token) out.set(run.text, token);
  }
  return out;
}

export function tokenOrderOf(runs: readonly Run[]): Map<string, number[]> {
  const order = new Map<string, number[]>();
  let at = 0;
  for (const run of runs) {
    if (run.cjk) continue;
    const token = toToken(run.text);
    if (!token) continue;
    order.set(token, [...(order.get(token) ?? []), at]);
    at += 1;
  }
  return order;
}

/** Both orders of each pair of neighbouring tokens (function words between them do not count). */
export function pairsOf(runs: readonly Run[]): string[] {
  const tokens = runs
    .filter((r) => !r.cjk)
    .map((r) => toToken(r.text))
    .filter((t): t is string => t !== undefined);
  return tokens.slice(1).flatMap((b, i) => [`${tokens[i] ?? ''} ${b}`, `${b} ${tokens[i] ?? ''}`]);
}

export function foldedByToken(runs: readonly Run[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const run of runs) {
    if (run.cjk) continue;
    const token = toToken(run.text);
    if (!token) continue;
    const folded = foldWord(run.text);
    const list = out.get(token);
    if (!list) out.set(token, [folded]);
    else if (!list.includes(folded)) list.push(folded);
  }
  return out;
}

export function languageStemsByToken(language: StemLanguage | undefined, runs: readonly Run[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!language) return out;
  for (const run of runs) {
    if (run.cjk) continue;
    const token = toToken(run.text);
    const stem = token && languageStem(language, run.text);
    if (!token || !stem) continue;
    const list = out.get(token);
    if (!list) out.set(token, [stem]);
    else if (!list.includes(stem)) list.push(stem);
  }
  return out;
}

/** The question's stems per language, each computed once. */
export function stemsInLanguage(
  runs: readonly Run[],
  englishAsWritten = false,
  storeHolds: (token: string) => boolean = () => false,
  asked?: { readonly language: string | undefined; readonly functionTokens: ReadonlySet<string> },
): (language: StemLanguage) => ReadonlySet<string> {
  const byLanguage = new Map<StemLanguage, ReadonlySet<string>>();
  // In a sentence no count of function words places in another language (English, then), a common English word is
  // that word: it meets a memory in another language only as written, never through that language's stemmer ("back"
  // is not German "backen"). So is a word whose English form the user's store holds: "hives" there is the "hive" of
  // the store's memories, not the French "hiver" its stem spells. One or two words are too few to tell a language by
  // ("rosse?"), so they keep the stems.
  const english = englishAsWritten && runs.filter((r) => !r.cjk).length >= ENGLISH_SENTENCE_WORDS;
  const asWritten = (token: string) => isCommonEnglishWord(token) || storeHolds(token);
  const stemmed = english ? runs.filter((r) => r.cjk || !asWritten(toToken(r.text) ?? '')) : runs;
  // A function word of the question's own language is that word, not a stem of another language's content word
  // (French "son" is no Italian "sono", Spanish "para" no Portuguese "parar").
  const sentence = runs.filter((r) => !r.cjk).length >= ENGLISH_SENTENCE_WORDS;
  const ownFunction = (r: Run) => sentence && !r.cjk && asked?.language !== undefined && asked.functionTokens.has(toToken(r.text) ?? '');
  return (language) => {
    let stems = byLanguage.get(language);
    if (!stems) {
      stems = languageStemsOf(language, language === asked?.language ? stemmed : stemmed.filter((r) => !ownFunction(r)), true);
      byLanguage.set(language, stems);
    }
    return stems;
  };
}
