import { describe, expect, it } from 'vitest';
import { particleFits } from './cjkOwnedWords';
import { conceptsIn } from './conceptReading';

// A Korean particle that alternates with the noun's last sound (이/가, 은/는, 을/를, 과/와, 으로/로) is read as one only
// where it fits: 고양이과 (a vowel before 과) is the cat family, no cat "and"; 고양이와, 딸과, 개가 are the noun and its
// particle (cjkOwnedWords.ts, read by conceptReading.ts).

describe('a Korean particle fits the sound it follows', () => {
  it.each([
    ['고양이', '와'],
    ['고양이', '가'],
    ['딸', '과'],
    ['딸', '이'],
    ['남편', '은'],
    ['아내', '를'],
    ['아들', '로'],
    ['아내', '로'],
    ['남편', '으로'],
    ['고양이', '의'],
    ['남편', '에게'],
  ])('Given %s before %s, then it fits', (noun, particle) => {
    expect(particleFits(noun, particle)).toBe(true);
  });

  it.each([
    ['고양이', '과'],
    ['개', '과'],
    ['딸', '가'],
    ['남편', '는'],
    ['아내', '을'],
    ['남편', '로'],
  ])('Given %s before %s, then it does not fit', (noun, particle) => {
    expect(particleFits(noun, particle)).toBe(false);
  });

  it.each(['고양이과 동물 종류', '개과 동물은 몇 종이야?'])('Given a family of animals ("%s"), then no pet is read', (text) => {
    expect([...conceptsIn(text, new Set()).keys()]).not.toContain('cat');
    expect([...conceptsIn(text, new Set()).keys()]).not.toContain('dog');
  });

  it.each([
    ['우리 고양이와 산책해도 돼?', 'cat'],
    ['고양이가 물을 안 마셔', 'cat'],
    ['딸과 같이 갈 만한 곳', 'daughter'],
    ['남편은 오늘 늦어', 'partner'],
  ])('Given a noun with a particle that fits ("%s"), then the noun is read', (text, id) => {
    expect([...conceptsIn(text, new Set()).keys()]).toContain(id);
  });
});
