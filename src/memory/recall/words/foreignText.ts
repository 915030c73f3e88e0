import { isFunctionWordAnywhere, isFunctionWordOf } from './languageStems';
import type { MemoryFeatures } from '../matchFeatures';
import { COMMON_WEIGHT, englishRank } from './rarity';

// Rarity is known for English (and Chinese) words only, so in a memory written in another language every word
// of its sentence would weigh as rare ("tiene", "fa", "vive").

const SHORT_WORD = 5;

/** The memory is written in another language: detected, or it holds a function word of one that English lacks ("el"). */
const isForeign = (m: MemoryFeatures): boolean =>
  m.language !== undefined || [...m.latinTokens].some((t) => isFunctionWordAnywhere(t) && !isFunctionWordOf(t, 'en'));

/**
 * The most a memory's text word may weigh: in a memory in another language, a short word (the most frequent
 * words of any language are short) it does not give as a tag, its subject or a name weighs as a common one.
 */
export function foreignTextCap(m: MemoryFeatures, token: string): number {
  if (token.length > SHORT_WORD || englishRank(token) !== undefined || m.names.has(token) || m.identityTokens.has(token)) return Infinity;
  if (m.tagMatchers.some((t) => t.latinWords.includes(token))) return Infinity;
  return isForeign(m) ? COMMON_WEIGHT : Infinity;
}
