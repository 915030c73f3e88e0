import { describe, expect, it } from 'vitest';
import { MEMORY_TURNS } from './__fixtures__/memoryTurns';
import { LANGS } from './__fixtures__/packs';
import { isExplicitMemoryRequest, mayHoldMemory } from './mayHoldMemory';

const withMemory = MEMORY_TURNS.filter((t) => t.holdsMemory);
const without = MEMORY_TURNS.filter((t) => !t.holdsMemory);

describe('mayHoldMemory on the labelled set', () => {
  it('Given the set, then it has at least 800 turns and every language has both labels', () => {
    expect(MEMORY_TURNS.length).toBeGreaterThanOrEqual(800);
    for (const lang of LANGS) {
      expect(withMemory.some((t) => t.lang === lang)).toBe(true);
      expect(without.some((t) => t.lang === lang)).toBe(true);
    }
  });

  it('Given turns without a memory, then at least 60 % are skipped', () => {
    const skipped = without.filter((t) => !mayHoldMemory(t.text)).length;
    expect(skipped / without.length).toBeGreaterThanOrEqual(0.6);
  });

  it('Given turns with a memory, then at most 1 % are missed', () => {
    const missed = withMemory.filter((t) => !mayHoldMemory(t.text));
    expect(missed.length / withMemory.length).toBeLessThanOrEqual(0.01);
  });

  it('Given explicit remember and forget requests, then none is missed', () => {
    expect(MEMORY_TURNS.filter((t) => t.explicit && !mayHoldMemory(t.text)).map((t) => t.text)).toEqual([]);
  });
});

describe('mayHoldMemory', () => {
  it.each([
    'explain this error',
    'translate this',
    'shorter please',
    'what is 17 * 23',
    'Who wrote Hamlet?',
    '翻译成英文',
    'このエラーを説明して',
  ])('Given %j, then it is skipped', (text) => expect(mayHoldMemory(text)).toBe(false));

  it('Given pasted code with first-person comments and a question, then it is skipped', () => {
    expect(mayHoldMemory('why does this fail?\n```py\n# I prefer tabs, my name is Bob\nx = 1\n```')).toBe(false);
  });

  it('Given a remember or forget request inside otherwise pasted text, then it is called anyway', () => {
    expect(mayHoldMemory('```\nconst a = 1\n```\nremember this setup')).toBe(true);
    expect(mayHoldMemory('> some quote\nforget it')).toBe(true);
  });

  it.each([
    'I prefer tabs',
    '我喜欢吃桃子',
    '以后用中文回答',
    '忘掉这个',
    'je préfère le thé',
    'ich mag Katzen',
    'a partir de ahora en inglés',
    '私は猫が好き',
    '저는 커피를 좋아해요',
    'я предпочитаю чай',
    "d'ora in poi in italiano",
    'eu prefiro café',
  ])('Given %j, then it is called', (text) => expect(mayHoldMemory(text)).toBe(true));
});

describe('isExplicitMemoryRequest', () => {
  it.each(['remember that I use vim', '记住我喜欢吃桃子', '忘掉这个', 'forget what I said about tea'])(
    'Given %j, then it is explicit',
    (text) => expect(isExplicitMemoryRequest(text)).toBe(true),
  );

  it.each(['I prefer tabs', '我喜欢吃桃子', 'explain this error'])('Given %j, then it is not explicit', (text) =>
    expect(isExplicitMemoryRequest(text)).toBe(false),
  );
});
