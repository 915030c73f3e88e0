import { describe, expect, it } from 'vitest';
import { cjkPhrases, containsOnBoundaries, latinTokens, runForm, splitRuns, toToken } from './tokenize';

describe('recall tokenisation', () => {
  it('Given "用VSCode写", when split, then CJK and Latin runs separate', () => {
    expect(splitRuns('用VSCode写').map((r) => r.text)).toEqual(['用', 'vscode', '写']);
  });

  it('Given full-width letters and punctuation, when split, then they are folded and dropped', () => {
    expect(splitRuns('ＲＥＡＣＴ，hooks！').map((r) => r.text)).toEqual(['react', 'hooks']);
  });

  it('Given a CJK run, when phrased, then 2–4 character substrings come out without low-signal phrases or phrases holding one', () => {
    const phrases = cjkPhrases(splitRuns('记住喜欢桃子'));
    expect(phrases).toContain('桃子');
    expect(phrases).not.toContain('喜欢桃子');
    expect(phrases).not.toContain('记住');
    expect(phrases).not.toContain('喜欢');
    expect(phrases).not.toContain('桃');
  });

  it('Given English text, when tokenised, then stop words, low-signal words and 1-char words drop and plurals fold', () => {
    expect([...latinTokens(splitRuns('Please remember that I likes fruits and the users, a b c'))]).toEqual([
      ...latinTokens(splitRuns('fruit')),
    ]);
    expect(latinTokens(splitRuns('fruit')).size).toBe(1);
  });

  it('Given a repeated word in plural and singular, when tokenised, then it appears once', () => {
    expect([...latinTokens(splitRuns('cookies cookie COOKIES'))]).toHaveLength(1);
    expect([...latinTokens(splitRuns('analysis analyses'))]).toHaveLength(1);
  });

  it('Given words pluralize mangles, when folded, then they stay intact', () => {
    expect([...latinTokens(splitRuns('js us'))]).toEqual(['js', 'us']);
  });

  it('Given irregular past forms, when tokenised, then each meets its verb; forms that are other everyday words stay apart', () => {
    for (const [past, verb] of [
      ['grew', 'grow'],
      ['grown', 'grows'],
      ['taught', 'teaching'],
      ['met', 'meet'],
      ['wrote', 'writes'],
      ['bought', 'buy'],
    ])
      expect(toToken(past ?? '')).toBe(toToken(verb ?? ''));
    for (const [word, verb] of [
      ['rose', 'rise'],
      ['left', 'leave'],
      ['saw', 'see'],
      ['found', 'find'],
    ])
      expect(toToken(word ?? '')).not.toBe(toToken(verb ?? ''));
  });

  it('Given Latin containment, when checked, then it respects word boundaries but CJK does not need them', () => {
    const form = runForm(splitRuns('I use preact and 前端工程师们'));
    expect(containsOnBoundaries(form, 'react')).toBe(false);
    expect(containsOnBoundaries(form, 'preact')).toBe(true);
    expect(containsOnBoundaries(form, '工程师')).toBe(true);
  });
});
