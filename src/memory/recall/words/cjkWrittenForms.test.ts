import { describe, expect, it } from 'vitest';
import { withoutGrammarPieces } from './cjkWrittenForms';

// A shared piece made of one character inside a word and its particle or ending counts no more (cjkWrittenForms.ts).

describe('the shared pieces of one written CJK word', () => {
  it.each([
    [['통풍', '풍이', '통풍이'], ' 통풍이 잘 되는 옷 ', ['통풍', '통풍이']],
    [['주말', '말에', '주말에'], ' 이번 주말에 뭐 해 ', ['주말', '주말에']],
    [['手順', '順を', '手順を'], ' ハンマーの手順を教えて ', ['手順', '手順を']],
    [['工作', '作是'], ' 我的工作是什么 ', ['工作']],
    [['親知', '知ら'], ' 親知らずの抜歯 ', ['親知', '知ら']],
  ])('Given %j shared in "%s", then the piece of one character and grammar does not count', (pieces, form, kept) => {
    expect(withoutGrammarPieces(pieces, form)).toEqual(kept);
  });

  it.each([
    [['裁ち', '裁ちば', '裁ちばさ'], ' 裁ちばさみが切れない '],
    [['偏头', '头痛', '偏头痛'], ' 偏头痛怎么办 '],
    [['바다'], ' 바다는 왜 짜요 '],
    [['바다'], ' 바다 '],
  ])('Given %j in "%s", pieces holding content of their own, then each still counts', (pieces, form) => {
    expect(withoutGrammarPieces(pieces, form)).toEqual(pieces);
  });
});
