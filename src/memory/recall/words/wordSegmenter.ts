import { koreanParticleAt } from '../../record/wordBreaks';

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

export const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
export const HANGUL = /\p{Script=Hangul}/u;
export const HAN = /\p{Script=Han}/u;

/** How many of Intl.Segmenter's words a Chinese or Japanese form may span (唐辛子 may come in pieces). */
export const CJK_SEGMENTS = 3; // scripts/gen-concept-annotations.mjs keeps only forms cut into at most this many

/**
 * The look-up keys (`ko:…`, `zh:…`, `ja:…`) a text's Chinese, Japanese and Korean words give a table of forms: Korean
 * words with and without their particle; Chinese or Japanese words as Intl.Segmenter yields them, alone or joined with
 * the next one or two. Kana make a text Japanese; Han characters alone may be either language (客船, 足球), so their
 * words are looked up in both (cut once, as Chinese: a kanji compound is cut alike).
 */
export function cjkLookupKeys(text: string): { language: 'ko' | 'zh' | 'ja'; key: string }[] {
  const keys: { language: 'ko' | 'zh' | 'ja'; key: string }[] = [];
  for (const word of text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => HANGUL.test(w))) {
    keys.push({ language: 'ko', key: `ko:${word}` });
    const stem = word.slice(0, word.length - koreanParticleAt(word));
    if (stem !== word) keys.push({ language: 'ko', key: `ko:${stem}` });
  }
  if (HAN.test(text) || KANA.test(text)) {
    const kana = KANA.test(text);
    const segments = segmentedWords(text, kana ? 'ja' : 'zh');
    const languages: ('zh' | 'ja')[] = kana ? ['ja'] : ['zh', 'ja'];
    segments.forEach((_, i) => {
      for (let n = 1; n <= CJK_SEGMENTS && i + n <= segments.length; n++) {
        const word = segments.slice(i, i + n).join('');
        for (const language of languages) keys.push({ language, key: `${language}:${word}` });
      }
    });
  }
  return keys;
}
