import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';

// A store name asked in Cyrillic with a Russian case ending of its own (Марте, Марты, Мартой for Marta) in a question
// framed as about the world is the household's person many memories are about (otherScriptNames.ts, `persons`); the
// nominative (a famous bearer's), a place's name in a case (России), and a name in another script stay the world's.

const store = (name: string) => [
  bridgeMemory(
    'stable_user_context',
    `Her mother-in-law ${name} is 78 and lives on the ground floor.`,
    ['mother-in-law', name],
    `mother-in-law ${name}`,
  ),
  bridgeMemory(
    'stable_user_context',
    `${name} has osteoporosis and broke her wrist on the ice last winter.`,
    ['osteoporosis', name],
    `${name} osteoporosis`,
  ),
  bridgeMemory(
    'standing_instruction',
    `Before suggesting any remedy for ${name}, check the interactions with apixaban.`,
    ['remedies', name],
    `${name} interactions`,
  ),
  ...bridgeFiller(),
];

describe('a store name in a Russian case', () => {
  it.each([
    ['Marta', 'Какие упражнения для запястья после перелома подойдут Марте?'],
    ['Marta', 'Какие витамины при остеопорозе нужны Марте зимой?'],
    ['Florian', 'Какие упражнения для запястья после перелома подойдут Флориану?'],
    ['Rosa', 'Какие упражнения для запястья после перелома подойдут Розе?'],
  ])('Given three memories of %s, when the world-framed "%s" names her in a case, then she is recalled', (name, question) => {
    const memories = store(name);
    expectRecalled(memories, question, memories[0]?.stableKey);
  });

  it.each([
    ['Rosa', 'Какие документы нужны, чтобы перевести пенсию из России в Испанию?'],
    ['Marta', 'Кто такая Марта Хари и чем она известна?'],
    ['Tesla', 'テスラはどこの国の人?'],
  ])('Given three memories of %s, when the world question "%s" writes no case of the name, then nothing is recalled', (name, question) => {
    expect(selectRelevantMemories(store(name), question)).toEqual([]);
  });
});
