import { cjkStopwords, foreignStopwords } from '../../record/stopwords';
import { stemWord, foldWord } from '../../record/tokenize';
import { koreanParticleAt } from '../../record/wordBreaks';
import type { StemLanguage } from './languageStems';
import { verbFormRank } from './japaneseForms';
import { koreanStemRank } from './koreanForms';
import {
  CHINESE_BY_RANK,
  ENGLISH_BY_RANK,
  FRENCH_BY_RANK,
  GERMAN_BY_RANK,
  ITALIAN_BY_RANK,
  JAPANESE_BY_RANK,
  KOREAN_BY_RANK,
  PORTUGUESE_BY_RANK,
  RUSSIAN_BY_RANK,
  SPANISH_BY_RANK,
} from './wordRarity.data';

// How much one matched word or phrase says about the topic. Two sources:
//  - the language at large: a ranked frequency list, because on a small memory store every word
//    looks rare ("use", "work", 工作 are in any conversation). English and Chinese lists, and lists of
//    Japanese, Korean, German, French, Spanish, Portuguese, Russian and Italian: a CJK unit is ranked in the
//    languages its script allows (Hangul: Korean; kana: Japanese; Han alone: Chinese or Japanese), a Latin or
//    Cyrillic token of a memory in one of the six by its stem in that language (and by English, as every
//    Latin token); each list is keyed the way recall keys that language's words (the generator stems the
//    six, Japanese and Korean words are keyed when first needed);
//  - the user's own store: a word in many active memories (the user's name, their city) tells them
//    apart less than one in a few.
// Weights are in (0, 1]: a rare, store-rare word weighs 1, so the fixed points of the score and its
// threshold keep their meaning for distinctive words, and only common ones are scaled down.

/** Ranks at or above this are "common": the least weight. */
const COMMON_RANK = 300;
/** Ranks past this weigh fully; the list ships this many words. */
const RARE_RANK = 3000;
/** The least language weight: half a point of a rare word. */
export const COMMON_WEIGHT = 0.5;
/** A matched unit at or above this weight is distinctive: it may select a memory on its own. */
export const DISTINCTIVE_WEIGHT = 0.65;
/** A text-only match on a project, risk or personal-context memory needs a unit this rare, or two units. */
export const RARE_TEXT_WEIGHT = 0.8;
/** Up to this many memories hold a word before the store scales it down. */
export const STORE_COMMON_DF = 4;

/** Chinese particles and helper characters: a phrase edge on one is a fragment across words (的工, 作是). */
export const CJK_FUNCTION_CHARS = new Set(Array.from('的了是在和就都也很不一个这那有着把被给让对从向跟要会能想去来说到我你您们吧啊呀嘛'));

let englishRanks: Map<string, number> | undefined;
let chineseRanks: Map<string, number> | undefined;
let japaneseRanks: Map<string, number> | undefined;
let koreanRanks: Map<string, number> | undefined;

/** A ranked list keyed as recall keys its words; a word with no key (a function word) is skipped but keeps its place. */
function rankMap(list: string, key: (word: string) => string | undefined): Map<string, number> {
  const ranks = new Map<string, number>();
  list.split(' ').forEach((word, i) => {
    const k = key(word);
    if (k !== undefined && !ranks.has(k)) ranks.set(k, i + 1);
  });
  return ranks;
}

/** The stemming languages with a ranked list. */
const STEM_LANGUAGE_LISTS: Partial<Record<StemLanguage, string>> = {
  de: GERMAN_BY_RANK,
  es: SPANISH_BY_RANK,
  fr: FRENCH_BY_RANK,
  it: ITALIAN_BY_RANK,
  pt: PORTUGUESE_BY_RANK,
  ru: RUSSIAN_BY_RANK,
};

/** Whether tokens of a memory in this language are ranked by a list of its own. */
export const hasLanguageRanks = (language: StemLanguage | undefined): language is StemLanguage =>
  language !== undefined && STEM_LANGUAGE_LISTS[language] !== undefined;

const stemRanks = new Map<StemLanguage, Map<string, number>>();

/** Rank of a language stem ("es:cas", as languageStem keys it) among its language's most common words. */
export function stemRank(language: StemLanguage, stem: string): number | undefined {
  let ranks = stemRanks.get(language);
  if (ranks === undefined) {
    const list = STEM_LANGUAGE_LISTS[language];
    if (list === undefined) return undefined;
    // The list holds the stems languageStem gives its words (the generator keys them), empty where none begins.
    ranks = rankMap(list, (stem) => (stem === '' ? undefined : `${language}:${stem}`));
    stemRanks.set(language, ranks);
  }
  return ranks.get(stem);
}

/**
 * Weight of a memory's token by its stems in the memory's language (the most common of them), or undefined when
 * no list applies: the language has none, or the token has no stem there (a short word, digits).
 */
export function stemLanguageWeight(language: StemLanguage | undefined, stems: readonly string[] | undefined): number | undefined {
  if (!hasLanguageRanks(language) || stems === undefined || stems.length === 0) return undefined;
  let best: number | undefined;
  for (const stem of stems) {
    const rank = stemRank(language, stem);
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return weightOfRank(best);
}

/** Rank of a token (a stem) among English words; undefined when it is not among the most common. */
export function englishRank(stem: string): number | undefined {
  englishRanks ??= rankMap(ENGLISH_BY_RANK, (w) => stemWord(foldWord(w)));
  return englishRanks.get(stem);
}

/** Whether a folded English word is among the most common (a typo of a known word is no typo). */
export const isCommonEnglishWord = (stem: string): boolean => englishRank(stem) !== undefined;

function chineseRank(word: string): number | undefined {
  chineseRanks ??= rankMap(CHINESE_BY_RANK, (w) => w);
  return chineseRanks.get(word);
}

const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u;
const EDGE_HIRAGANA = /^\p{Script=Hiragana}+|\p{Script=Hiragana}+$/gu;

/** A Korean word without the case particle written onto it (주말에 → 주말), as word breaking ends the noun there. */
export function koreanKey(word: string): string {
  const particle = koreanParticleAt(word);
  return particle > 0 ? word.slice(0, word.length - particle) : word;
}

/** A Japanese word without the particles and endings in hiragana at its edges (週末は → 週末), when two characters are left. */
export function japaneseKey(word: string): string {
  const core = word.replace(EDGE_HIRAGANA, '');
  return Array.from(core).length >= 2 ? core : word;
}

/** Rank of a CJK word in the languages its script allows: Hangul Korean, kana Japanese, Han alone Chinese or Japanese (the more common). */
export function cjkRank(word: string): number | undefined {
  if (HANGUL.test(word)) {
    koreanRanks ??= rankMap(KOREAN_BY_RANK, koreanKey);
    return koreanRanks.get(koreanKey(word));
  }
  japaneseRanks ??= rankMap(JAPANESE_BY_RANK, japaneseKey);
  const japanese = japaneseRanks.get(japaneseKey(word));
  if (KANA.test(word)) return japanese;
  const chinese = chineseRank(word);
  return chinese === undefined || japanese === undefined ? (chinese ?? japanese) : Math.min(chinese, japanese);
}

/** 0.5 for the 300 most common words, 1 past rank 3,000, log-linear between. */
export function weightOfRank(rank: number | undefined): number {
  if (rank === undefined || rank >= RARE_RANK) return 1;
  if (rank <= COMMON_RANK) return COMMON_WEIGHT;
  return COMMON_WEIGHT + (1 - COMMON_WEIGHT) * (Math.log(rank / COMMON_RANK) / Math.log(RARE_RANK / COMMON_RANK));
}

/** Japanese case and topic particles, one hiragana each. */
export const JAPANESE_PARTICLES = new Set(Array.from('がのをにはでともへや'));
const HIRAGANA = /\p{Script=Hiragana}/u;
const KATAKANA = /\p{Script=Katakana}/u;

/**
 * A Japanese particle opening a phrase before a character of another script is the grammar of the word before it, not
 * part of the phrase ("が好き", "の店"); one closing a phrase after katakana ends a loanword cut anywhere ("トの" of
 * "ビートの"). After a kanji noun it stays ("猫の" is the cat's), and between hiragana it may spell the word (もち).
 */
const openingParticle = (chars: readonly string[], at: number): boolean =>
  JAPANESE_PARTICLES.has(chars[at] ?? '') && at + 1 < chars.length && !HIRAGANA.test(chars[at + 1] ?? '');
const closingParticle = (chars: readonly string[], at: number): boolean =>
  JAPANESE_PARTICLES.has(chars[at] ?? '') && at > 0 && KATAKANA.test(chars[at - 1] ?? '');

/** The part of a CJK phrase left when particles at its edges are stripped ("的工作" → "工作", "が好き" → "好き"). */
export function cjkCore(phrase: string): string {
  const chars = Array.from(phrase);
  let start = 0;
  let end = chars.length;
  while (start < end && (CJK_FUNCTION_CHARS.has(chars[start] ?? '') || openingParticle(chars, start))) start += 1;
  while (end > start && (CJK_FUNCTION_CHARS.has(chars[end - 1] ?? '') || closingParticle(chars, end - 1))) end -= 1;
  return chars.slice(start, end).join('');
}

const weightCache = new Map<string, number>();

/** Some lists also hold content words (month names, numerals); function words are short. */
const FUNCTION_WORD_MAX = 6;

/**
 * Tokens that are function words in some language the user may write in ("la", "der", "les") and no
 * English word: they weigh nothing. A short one is a function word even if English subtitles use it
 * ("la la"); from three letters on, an English word of the list keeps its weight ("war", "son", "man"),
 * and so does a longer word ("december"). Compared on the token as it is (stemming the lists' ten
 * thousand words would hold the first recall for a long moment; short words rarely change under it).
 */
function isForeignFunctionWord(stem: string): boolean {
  if (stem.length > FUNCTION_WORD_MAX || !foreignStopwords().has(stem)) return false;
  return stem.length < 3 || englishRank(stem) === undefined;
}

/**
 * Language weight of a unit (0 for a function word of any language): a Latin token (stem) by the English list; a CJK phrase or tag by the
 * lists its script allows after stripping Chinese particles at its edges (`cjkRank`); a fragment left with one character weighs
 * as a common word, and a longer phrase not in the list (a name, a compound) as a rare one.
 */
export function languageWeight(unit: string, cjk: boolean, properNoun = false): number {
  // A capitalised name ("Tom", "Lena") that some language uses as a function word is still the name.
  if (properNoun && !cjk) return weightOfRank(englishRank(unit));
  const cached = weightCache.get(unit);
  if (cached !== undefined) return cached;
  let weight: number;
  if (!cjk) weight = isForeignFunctionWord(unit) ? 0 : weightOfRank(englishRank(unit));
  else {
    const core = cjkCore(unit);
    if (cjkStopwords().has(core)) weight = 0;
    else if (Array.from(core).length < 2) weight = COMMON_WEIGHT;
    else {
      // Chinese particles may be part of a Japanese word (落ち着く, 不思議): the phrase and its core, the more common.
      // A Japanese verb's form weighs as its stem (japaneseForms.ts: に行く, を飲んで, 考えて).
      const ranks = [cjkRank(core), core === unit ? undefined : cjkRank(unit), verbFormRank(core, cjkRank, COMMON_RANK)].filter(
        (r) => r !== undefined,
      );
      weight = weightOfRank(ranks.length > 0 ? Math.min(...ranks) : undefined);
    }
  }
  if (weightCache.size > 50_000) weightCache.clear();
  weightCache.set(unit, weight);
  return weight;
}

/**
 * The weight a shared Hangul phrase takes when one of the texts writes it as a verb's stem before an ending
 * (koreanForms.ts: 바꾸 of 바꾸고), or undefined when neither does.
 */
export function koreanStemWeight(phrase: string, forms: readonly string[]): number | undefined {
  const rank = koreanStemRank(phrase, forms, cjkRank, COMMON_RANK);
  return rank === undefined ? undefined : weightOfRank(rank);
}

/** Store weight from the number of active memories holding a unit: 1 up to 4, then 2/√df. */
export const storeWeight = (df: number): number => (df <= STORE_COMMON_DF ? 1 : Math.sqrt(STORE_COMMON_DF / df));
