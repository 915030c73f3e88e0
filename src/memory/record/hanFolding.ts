import type { UserMemory } from './schema';
import { TRADITIONAL_SIMPLIFIED_PAIRS } from './hanFolding.data';

// Chinese is written in two scripts: 幫我推薦 and 帮我推荐 are one request, 橋本病 and 桥本病 one condition. Recall reads
// every Chinese text in the simplified script (the table is OpenCC's, generated), so a traditional question meets a
// simplified memory and the rules, written with simplified characters, read a traditional question. Japanese is left
// as written: its kanji are neither script, and the rules read Japanese kanji as Japanese writes them. A text with
// kana is Japanese.

const SIMPLIFIED = new Map<string, string>();
for (const line of TRADITIONAL_SIMPLIFIED_PAIRS) {
  const chars = Array.from(line);
  for (let i = 0; i + 1 < chars.length; i += 2) SIMPLIFIED.set(chars[i] as string, chars[i + 1] as string);
}
/** Each traditional character and the simplified one recall reads it as (the generated table, parsed once). */
export const TRADITIONAL_TO_SIMPLIFIED: ReadonlyMap<string, string> = SIMPLIFIED;
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A Chinese text in the simplified script; any other text (no Han, or Japanese with kana) as it is. */
export function foldChineseScript(text: string): string {
  if (!HAN.test(text) || KANA.test(text)) return text;
  let out = '';
  let changed = false;
  for (const char of text) {
    const simplified = SIMPLIFIED.get(char);
    if (simplified !== undefined) changed = true;
    out += simplified ?? char;
  }
  return changed ? out : text;
}

const japanese = (memory: UserMemory): boolean =>
  KANA.test(memory.text) || KANA.test(memory.identity.subject) || memory.tags.some((t) => KANA.test(t));

const FOLDED = new WeakMap<UserMemory, UserMemory>();
const ORIGINAL = new WeakMap<UserMemory, UserMemory>();

/**
 * The memory as recall reads it: Chinese text, tags and identity in the simplified script. The same record when
 * nothing changes; otherwise a copy that `originalMemory` maps back to the stored record.
 */
export function foldedMemory(memory: UserMemory): UserMemory {
  const cached = FOLDED.get(memory);
  if (cached) return cached;
  // A Japanese memory's kanji-only tag (韓国語) is Japanese too: kana anywhere in the record keeps all of it as written.
  const fold = japanese(memory) ? (s: string) => s : foldChineseScript;
  const text = fold(memory.text);
  const tags = memory.tags.map(fold);
  const subject = fold(memory.identity.subject);
  const facet = memory.identity.facet === undefined ? undefined : fold(memory.identity.facet);
  const same =
    text === memory.text &&
    subject === memory.identity.subject &&
    facet === memory.identity.facet &&
    tags.every((t, i) => t === memory.tags[i]);
  const folded: UserMemory = same
    ? memory
    : { ...memory, text, tags, identity: { ...memory.identity, subject, ...(facet === undefined ? {} : { facet }) } };
  FOLDED.set(memory, folded);
  if (folded !== memory) ORIGINAL.set(folded, memory);
  return folded;
}

/** The stored record a folded memory was read from (the record itself when it was not folded). */
export const originalMemory = (memory: UserMemory): UserMemory => ORIGINAL.get(memory) ?? memory;
