/**
 * Conversation titles come from the first user text. The limit is counted in code points
 * so that CJK and emoji count one each, and the cut falls between grapheme clusters so that an emoji
 * sequence (flag, family, skin tone) is either whole or absent — never half of one.
 */
export const TITLE_MAX_CODE_POINTS = 80;
export const TITLE_ELLIPSIS = '…';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Number of Unicode code points (a surrogate pair counts once). */
export const countCodePoints = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/** Collapses every whitespace run (including line breaks and full-width spaces) to one space and trims. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/**
 * A title of at most 80 code points. A longer text is cut at a grapheme boundary and ends with '…'
 * (the ellipsis counts inside the 80). Text that is empty after collapsing gives `fallback`.
 */
export function titleFromText(text: string, fallback = ''): string {
  const collapsed = collapseWhitespace(text);
  if (collapsed === '') return fallback;
  if (countCodePoints(collapsed) <= TITLE_MAX_CODE_POINTS) return collapsed;

  const budget = TITLE_MAX_CODE_POINTS - countCodePoints(TITLE_ELLIPSIS);
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(collapsed)) {
    const size = countCodePoints(segment);
    if (used + size > budget) break;
    kept += segment;
    used += size;
  }
  return kept.trimEnd() + TITLE_ELLIPSIS;
}
