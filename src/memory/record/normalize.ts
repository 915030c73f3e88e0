// Text normalisation (for the gates and storage) and key/tag segment normalisation (for stable keys and tags).
// Both strip invisible characters first, so that a zero-width space inside "sk-…" or a key cannot
// slip past a gate or split one identity into two keys.

/**
 * Zero-width and bidi controls (ZWSP, ZWJ, BOM, the bidi overrides…), plus their close relatives (LRM/RLM, the Arabic
 * letter mark, soft hyphen, invisible operators) and every C0/C1 control except tab and line breaks.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u200B-\u200F\u2060-\u2064\uFEFF\u202A-\u202E\u2066-\u2069\u00AD\u061C\u180E\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export const stripInvisible = (s: string): string => s.replace(INVISIBLE, '');

/** Code-point aware cut, so a surrogate pair is never split. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const points = Array.from(s);
  return points.length <= max ? s : points.slice(0, max).join('');
}

export const codePointLength = (s: string): number => {
  let n = 0;
  for (const _ of s) n += 1;
  return n;
};

/** NFKC, invisible characters removed, CRLF folded to LF, trimmed. Keeps line breaks (gate 10 needs them). */
export function normalizeText(s: string): string {
  return stripInvisible(s).normalize('NFKC').replace(/\r\n?/g, '\n').trim();
}

/** The stored form: normalised and every whitespace run collapsed to one space. */
export const collapseWhitespace = (s: string): string => s.replace(/\s+/g, ' ').trim();

export const normalizeForStorage = (s: string): string => collapseWhitespace(normalizeText(s));

export const SEGMENT_MAX = 96;
export const TAG_SEGMENT_MAX = 48;

// Letters keep their combining marks (\p{M}) so scripts such as Devanagari are not torn apart.
const NON_WORD_RUN = /[^\p{L}\p{M}\p{N}]+/gu;

const stripDashes = (s: string): string => s.replace(/^-+|-+$/g, '');

/**
 * Key form of a piece of text: NFKC, lower-case, every run of non-letters/digits becomes one `-`,
 * no leading/trailing `-`, at most `max` characters.
 */
export function normalizeSegment(s: string, max = SEGMENT_MAX): string {
  const words = stripInvisible(s).normalize('NFKC').toLowerCase().replace(NON_WORD_RUN, ' ').trim();
  return stripDashes(clip(stripDashes(words.replace(/ /g, '-')), max));
}

export const normalizeTag = (s: string): string => normalizeSegment(s, TAG_SEGMENT_MAX);

/** Tags in key form: empties dropped, duplicates dropped keeping first order, at most `limit`. */
export function normalizeTags(tags: readonly string[], limit = 8): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const t = normalizeTag(tag);
    if (t && !out.includes(t)) out.push(t);
    if (out.length === limit) break;
  }
  return out;
}
