import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TITLE_MAX_CODE_POINTS, countCodePoints, titleFromText } from './title';

/** With the u flag a valid pair is one code point, so only a lone surrogate matches \p{Cs}. */
const hasLoneSurrogate = (s: string): boolean => /\p{Cs}/u.test(s);

describe('titleFromText', () => {
  it('given text with line breaks, tabs and repeated spaces, when titled, then every run becomes one space and the ends are trimmed', () => {
    expect(titleFromText('  Plan\n\n the   trip\tto  Kyoto  ')).toBe('Plan the trip to Kyoto');
  });

  it('given a full-width space in Chinese text, when titled, then it collapses like any other whitespace', () => {
    expect(titleFromText('帮我　　写一首诗')).toBe('帮我 写一首诗');
  });

  it('given exactly 80 code points, when titled, then the text is kept whole without an ellipsis', () => {
    const text = 'a'.repeat(80);
    expect(titleFromText(text)).toBe(text);
  });

  it('given 81 code points, when titled, then it is cut to 79 and ends with the ellipsis, 80 in all', () => {
    const title = titleFromText('b'.repeat(81));
    expect(title).toBe('b'.repeat(79) + '…');
    expect(countCodePoints(title)).toBe(80);
  });

  it('given 100 CJK characters, when titled, then each counts once and the title holds 79 of them plus the ellipsis', () => {
    const title = titleFromText('桃'.repeat(100));
    expect(title).toBe('桃'.repeat(79) + '…');
  });

  it('given 80 emoji (160 UTF-16 units), when titled, then they fit because the limit counts code points', () => {
    const text = '😀'.repeat(80);
    expect(titleFromText(text)).toBe(text);
  });

  it('given emoji around the cut, when titled, then no surrogate pair is split', () => {
    const title = titleFromText('x' + '😀'.repeat(100));
    expect(title).toBe('x' + '😀'.repeat(78) + '…');
    expect(hasLoneSurrogate(title)).toBe(false);
  });

  it('given a flag emoji straddling the cut, when titled, then the flag is dropped whole rather than halved', () => {
    // 78 letters + 🇯🇵 (2 code points) would need 80 before the ellipsis: only 79 fit.
    const title = titleFromText('a'.repeat(78) + '🇯🇵' + ' and more words');
    expect(title).toBe('a'.repeat(78) + '…');
  });

  it('given a cut right after a word, when titled, then no space is left before the ellipsis', () => {
    // The 79th code point is the space after the a's.
    expect(titleFromText('a'.repeat(78) + ' more words follow')).toBe('a'.repeat(78) + '…');
  });

  it('given whitespace only, when titled with a fallback, then the fallback is returned', () => {
    expect(titleFromText(' \n\t ', 'New chat')).toBe('New chat');
    expect(titleFromText('')).toBe('');
  });

  it('property: a title never exceeds 80 code points, never splits a surrogate pair, and is stable when titled again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const title = titleFromText(text);
        expect(countCodePoints(title)).toBeLessThanOrEqual(TITLE_MAX_CODE_POINTS);
        expect(hasLoneSurrogate(title)).toBe(false);
        expect(title).toBe(title.trim());
        expect(/\s{2}/u.test(title)).toBe(false);
        expect(titleFromText(title)).toBe(title);
      }),
    );
  });
});
