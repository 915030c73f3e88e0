import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';

// A question about the user that calls a relation or a pet theirs in the very word the card tags ("my daughter…",
// "ma fille…") reaches that card through the closed bridge (conceptBridge.ts): the kinship word alone is too common
// to select it, the possessive says which one is meant. Without the possessive, or in a world question, it does not.

const memory = memoryMaker('2025-09-01');

const others = () => [
  memory('user_preference', 'User likes rowing on the lake on Saturday mornings.', ['rowing', 'lake'], 'rowing'),
  memory('project_context', 'User maintains a small open-source map renderer.', ['maps', 'renderer'], 'map renderer'),
];

describe('a relation the user calls theirs in the card own word', () => {
  it.each([
    ['my daughter cried all evening after the match', 'daughter', 'User has a daughter, Wenna, who is 11.'],
    ['ma fille ne veut plus aller à la piscine', 'fille', "L'utilisateur a une fille, Wenna, de 11 ans."],
    ['mein Bruder kommt erst um zehn nach Hause', 'Bruder', 'Der Nutzer hat einen Bruder, Wenna, der in Kiel lebt.'],
  ])('Given a card tagging the relation, when the user asks "%s", then the card is recalled', (question, word, text) => {
    const card = memory('stable_user_context', text, [word, 'Wenna'], `${word} Wenna`);
    expect(picked([card, ...others()], question)).toEqual([card.stableKey]);
  });

  it.each([
    ['why do daughters cried more than sons in the study', 'daughter', 'User has a daughter, Wenna, who is 11.'],
    ['la fille du roi ne voulait pas se marier', 'fille', "L'utilisateur a une fille, Wenna, de 11 ans."],
  ])(
    'Given a card tagging the relation, when the question "%s" names no one of the user, then nothing is recalled',
    (question, word, text) => {
      const card = memory('stable_user_context', text, [word, 'Wenna'], `${word} Wenna`);
      expect(picked([card, ...others()], question)).toEqual([]);
    },
  );
});
