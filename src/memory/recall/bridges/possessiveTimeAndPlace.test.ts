import { describe, expect, it } from 'vitest';
import { conceptsIn } from './conceptReading';

// A word before a Chinese, Japanese or Korean possessive owns the word after it only when it is someone (cjkOwnedWords.ts):
// a time says when a condition comes ("生理前の片頭痛") and a part of the body, with its side, where it is ("右手首の
// 手根管症候群"), so the condition is still read; a person or another owner before the possessive keeps it theirs.

const read = (text: string, language: 'zh' | 'ja' = 'ja'): string[] => [...conceptsIn(text, new Set(), language).keys()];

describe('a time or a part of the body before a CJK possessive', () => {
  it.each([
    ['生理前の片頭痛がつらい', 'migraine'],
    ['手術後の腰痛がまだ続いている', 'lower back'],
    ['右手首の手根管症候群、夜がつらい', 'carpal tunnel'],
    ['左ひざの関節炎がひどくなった', 'arthritis'],
    ['생리 전의 편두통이 심해', 'migraine'],
  ])('Given "%s", then the condition after the possessive is read (%s)', (text, id) => {
    expect(read(text)).toContain(id);
  });

  it.each([
    ['经期前的偏头痛怎么办', 'migraine'],
    ['手术后的腰痛怎么缓解', 'lower back'],
  ])('Given the Chinese "%s", then the condition after the possessive is read (%s)', (text, id) => {
    expect(read(text, 'zh')).toContain(id);
  });

  it.each([
    ['友達の片頭痛に効く薬は？', 'migraine'],
    ['田中さんの娘が結婚する', 'daughter'],
    ['邻居的偏头痛很严重', 'migraine'],
    ['친구의 편두통', 'migraine'],
  ])('Given "%s", then the word after someone’s possessive stays theirs (%s not read)', (text, id) => {
    expect(read(text, /[\u3040-\u30ff]/u.test(text) ? 'ja' : 'zh')).not.toContain(id);
  });
});
