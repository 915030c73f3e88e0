import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';

// Korean's humble first-person possessive (제, 저의) before a noun makes the question the user's, like 내; the same
// syllable ending a word (문제, 숙제) or before an ordinal's number (제 1장) does not.
describe('the Korean humble possessive', () => {
  it.each(['제 자전거 체인이 자꾸 빠져요', '저의 고양이 사료 양은 적당한가요?', '제 차 타이어 공기압은 얼마가 좋아요?'])(
    'is the user asking: %s',
    (question) => expect(classifyAboutness(question)).toBe('user'),
  );
  it.each(['이 수학 문제 풀이 방법', '헌법 제 1조의 내용은?', '경제 성장률은 어떻게 계산해요?'])('is no first person: %s', (question) =>
    expect(classifyAboutness(question)).not.toBe('user'),
  );
});
