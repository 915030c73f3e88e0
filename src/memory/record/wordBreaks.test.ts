import { describe, expect, it } from 'vitest';
import { cjkWordEdges, containsCjkWords } from './wordBreaks';

const contains = (text: string, word: string) => containsCjkWords(text, cjkWordEdges(text), word);

describe('Korean particles end the noun they are written onto', () => {
  it.each([
    ['사과한테 먹여도 되는 간식', '사과'],
    ['지민이랑 결혼기념일에 갈 식당', '지민'],
    ['이번 주말에 뭐 하면 좋을까', '주말'],
    ['부산에서 서울까지', '부산'],
  ])('Given "%s", then "%s" is a word of it', (text, word) => {
    expect(contains(text, word)).toBe(true);
  });

  it.each([
    ['부산물이란 무엇인가요', '부산'],
    ['사과문은 어떻게 쓰나요', '사과'],
  ])('Given "%s", then "%s" is only part of a longer word', (text, word) => {
    expect(contains(text, word)).toBe(false);
  });
});
