import { clip, collapseWhitespace, normalizeText } from '../record/normalize';
import { EVIDENCE_MAX } from '../record/schema';
import { ACK_PHRASES, ACK_WORDS, CJK_FUNCTION_CHARS } from './acknowledgements';
import { stopWords } from './stopWords';

// How evidence is compared with the user's words, and when a quote says enough to support a memory.

/** Same normalisation as the gates (NFKC, invisible characters removed) plus case, quote and space folding. */
export function matchForm(s: string): string {
  return collapseWhitespace(
    normalizeText(s)
      .toLowerCase()
      .replace(/[‘’‛′`]/g, "'")
      .replace(/[“”„‟″]/g, '"'),
  );
}

/** Leading and trailing punctuation and spaces are not part of what the user said. */
export const trimEdges = (s: string): string => s.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD = /[\p{L}\p{M}'’]+|\p{N}+/gu;
const ACK = new Set(ACK_WORDS);
const FUNCTION_CHARS = new Set(CJK_FUNCTION_CHARS);
const ACK_PHRASE = new RegExp(ACK_PHRASES.join('|'), 'gu');

/** Minimum content in a quote: 3 letters of non-stop words, 2 digits, or 2 CJK/Hangul content characters. */
export const MIN_CONTENT_LETTERS = 3;
export const MIN_CONTENT_DIGITS = 2;
export const MIN_CJK_CONTENT = 2;

/**
 * Whether evidence (already in match form) carries content: a bare "yes", "I", "sounds nice" or "好的"
 * states nothing a memory could rest on, whatever the candidate's text claims.
 */
export function isInformative(evidence: string): boolean {
  let cjk = 0;
  for (const ch of evidence.replace(ACK_PHRASE, ' ')) if (CJK_CHAR.test(ch) && !FUNCTION_CHARS.has(ch)) cjk += 1;
  if (cjk >= MIN_CJK_CONTENT) return true;
  let letters = 0;
  let digits = 0;
  for (const [word] of evidence.matchAll(WORD)) {
    if (CJK_CHAR.test(word)) continue;
    if (/^\p{N}+$/u.test(word)) digits += word.length;
    else if (!ACK.has(word) && !stopWords.has(word) && !stopWords.has(word.replace(/^\p{L}'/u, ''))) letters += word.length;
  }
  return letters >= MIN_CONTENT_LETTERS || digits >= MIN_CONTENT_DIGITS;
}

/** Evidence as it is kept with a memory's history: normalised like a memory's text, spaces collapsed, within its limit. */
export const storedEvidence = (quote: string): string => clip(collapseWhitespace(normalizeText(quote)), EVIDENCE_MAX).trim();
