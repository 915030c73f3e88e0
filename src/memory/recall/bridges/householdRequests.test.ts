import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';

// A plain request (plainRequests.ts) that names the household's one pet by its species reaches the pet's card also in
// the card's own word ("can the dog have…", "darf der Hund…"): the species word is too common to select it, the
// request is still the household's. A parent's familiar name written bare ("papa ne peut plus…", "Mama kann…") names
// the user's parent as a definite article does. A world question, a plural and a word's meaning stay the world's.

const memory = memoryMaker('2025-09-01');

const others = () => [
  memory('user_preference', 'User likes rowing on the lake on Saturday mornings.', ['rowing', 'lake'], 'rowing'),
  memory('project_context', 'User maintains a small open-source map renderer.', ['maps', 'renderer'], 'map renderer'),
];

const PETS = [
  ['can the dog have a bit of turkey instead of chicken', "User's dog Brisco is a nine-year-old mutt.", 'dog'],
  ['is tuna water ok for a cat on renal food?', "User's cat Brisco is a white bobtail.", 'cat'],
  ['darf der Hund ein Stück Pute statt Huhn haben?', 'Der Hund des Nutzers, Brisco, ist ein neunjähriger Mischling.', 'Hund'],
  ['le chat peut-il boire le jus du thon ?', "Le chat de l'utilisateur, Brisco, est un bobtail blanc.", 'chat'],
] as const;

describe('the household pet named by its species in a request', () => {
  it.each(PETS)('Given the pet card, when the user asks "%s", then the card is recalled', (question, text, word) => {
    const card = memory('stable_user_context', text, [word, 'Brisco'], `${word} Brisco`);
    expect(picked([card, ...others()], question)).toEqual([card.stableKey]);
  });

  it.each([
    ['why do cats purr when they sleep', "User's cat Brisco is a white bobtail.", 'cat'],
    ['how long do dogs live on average', "User's dog Brisco is a nine-year-old mutt.", 'dog'],
    ['können Hunde Pute statt Huhn fressen?', 'Der Hund des Nutzers, Brisco, ist ein neunjähriger Mischling.', 'Hund'],
  ])('Given the pet card, when the question "%s" asks about the species, then nothing is recalled', (question, text, word) => {
    const card = memory('stable_user_context', text, [word, 'Brisco'], `${word} Brisco`);
    expect(picked([card, ...others()], question)).toEqual([]);
  });
});

describe("a parent's familiar name written bare in a request", () => {
  const father = () =>
    memory('stable_user_context', "User's father Bernard lives alone in Annecy.", ['father', 'Bernard', 'Annecy'], 'father Bernard');
  it.each([
    'papa ne peut plus conduire la nuit, comment il peut venir à lyon ?',
    'Papa kann nachts nicht mehr Auto fahren, wie kommt er zu uns?',
    'papá ya no maneja de noche, ¿cómo puede venir a casa?',
    'papai não dirige mais à noite, como ele pode vir?',
  ])('Given the father card, when the user asks "%s", then the card is recalled', (question) => {
    const card = father();
    expect(picked([card, ...others()], question)).toEqual([card.stableKey]);
  });

  it.each(['un papa peut-il prendre un congé parental ?', 'kann eine Mama in Elternzeit arbeiten?', 'what does papa mean in Italian'])(
    'Given the father card, when "%s" names a father in general or the word, then nothing is recalled',
    (question) => {
      expect(picked([father(), ...others()], question)).toEqual([]);
    },
  );
});
