import { hasEmailAddress } from './emailAddress';
import { compileWords, hasWord, type Words } from '../lexiconPatterns';

// E-mail addresses spelled with the words of the ten languages for "at" and "dot" (lexicons/: emailAt, emailDot),
// written a letter or two at a time, or with a preposition for "@" before a domain whose dot is spelled.

const AT_WORDS = compileWords('emailAt');
const DOT_WORDS = compileWords('emailDot');
const OPEN = String.raw`[\[({<«【〔「（]?`;
const CLOSE = String.raw`[\])}>»】〕」）]?`;
const wordsSource = (words: Words) => words.map(({ re }) => re.source).join('|');
// Dictated, the words stand between pauses a speech-to-text engine writes as commas ("punto, gil, arroba, gmail punto
// com"): a comma beside the word goes with it.
const PAUSE = String.raw`[\s,、，]*`;
const SPELLED_AT = new RegExp(String.raw`${PAUSE}${OPEN}\s*(?:${wordsSource(AT_WORDS)})\s*${CLOSE}${PAUSE}`, 'giu');
const SPELLED_DOT = new RegExp(String.raw`${PAUSE}${OPEN}\s*(?:${wordsSource(DOT_WORDS)})\s*${CLOSE}${PAUSE}`, 'giu');

/**
 * Gate 8: an e-mail address spelled with the words of any language ("anna punkt schmidt ät gmx punkt de",
 * "juan arroba correo punto es", "ivan собака mail точка ru"). The words are read as "@" and "." and
 * the result must still be a mailbox, so "arroba" in prose is no address.
 */
export function hasSpelledEmail(text: string): boolean {
  if (hasLetterSpacedEmail(text)) return true;
  if (hasWord(AT_WORDS, text)) {
    const read = text.replace(SPELLED_AT, '@').replace(SPELLED_DOT, '.');
    if (read !== text && hasEmailAddress(read)) return true;
  }
  return hasDotSpelledEmail(text);
}

// An address written a letter or two at a time ("c l a i r e . m o r e l @ o r a n g e . f r", "w a n g l e i 49 @ q q .
// c o m"): single spaces between short pieces, which prose never has three times running on both sides of an "@".
const LETTER_SPACED = /(?:[\p{L}\p{N}._%+-]{1,2} ){3,}@(?: [\p{L}\p{N}._-]{1,2}){3,}/gu;
function hasLetterSpacedEmail(text: string): boolean {
  if (!text.includes('@')) return false;
  for (const m of text.matchAll(LETTER_SPACED)) if (hasEmailAddress(m[0].replace(/ /g, ''))) return true;
  return false;
}

// A preposition for "@" (the English "at" that every language borrows, "chez", "en", "em", "bei", "presso")
// reads as one only before a domain whose last dot is spelled with a dot word of any language
// ("jonas punkt berger at gmx punkt de", "carmen_ruiz en hotmail punto es"): prose has no spelled dot there
// ("trabaja en google.com" keeps its preposition). The English "at" also stands as it sounds, spelled the way a German
// or Nordic writer hears it ("ätt", "äht", "aet"; canonical text reads "ä" as "a"): AT_SOUNDS.
const AT_SOUNDS = ['at', 'att', 'aet', 'aett', 'aat', 'aht', 'ett'];
const SPELLED_MARK = '\uE000';
const PREPOSITION_AT = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}._%+-]+),?\s+(?:${AT_SOUNDS.join('|')}|chez|en|em|bei|presso),?\s+(?=[\p{L}\p{N}-]+(?:[.${SPELLED_MARK}][\p{L}\p{N}-]+)*${SPELLED_MARK}\p{L}{2,}(?![\p{L}\p{N}]))`,
  'giu',
);
function hasDotSpelledEmail(text: string): boolean {
  if (!hasWord(DOT_WORDS, text)) return false;
  const marked = text.replace(SPELLED_DOT, SPELLED_MARK);
  const read = marked.replace(PREPOSITION_AT, '$1@');
  return read !== marked && hasEmailAddress(read.replaceAll(SPELLED_MARK, '.'));
}
