// Chinese and Japanese words as Intl.Segmenter yields them, one segmenter per locale, shared by every reader of CJK text.

const segmenters = new Map<string, Intl.Segmenter>();

/** The words of a Chinese or Japanese text (none where the platform cannot segment). */
export function segmentedWords(text: string, locale: 'zh' | 'ja'): string[] {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return [];
  let seg = segmenters.get(locale);
  if (seg === undefined) {
    seg = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, seg);
  }
  return [...seg.segment(text)].filter((s) => s.isWordLike === true).map((s) => s.segment);
}
