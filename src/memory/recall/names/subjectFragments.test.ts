import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

/** A personal-context memory of the user's life. */
const memory = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));

const club = memory(
  'The user and her husband are Sporting Braga members with season tickets in the east stand.',
  ['Sporting Braga', 'season tickets'],
  'Sporting Braga',
);
const pickup = memory('Para levar as caixas ele usa uma Ford Ranger 2019 de cabine dupla.', ['picape', 'Ford Ranger'], 'pickup Ranger');
const parrot = memory(
  'Her parrot Pimenta is 20 years old and whistles the Sporting Braga anthem every morning.',
  ['parrot', 'Pimenta'],
  'parrot Pimenta',
);
const recalled = (memory: typeof club, q: string): number => selectRelevantMemories([memory], q).length;

describe('one word of a proper name of several words (subjectFragments.ts)', () => {
  it('Given a question not about the user naming one word of the name beside a topic of its own, then the memory stays out', () => {
    expect(recalled(club, 'population of Braga in 2024')).toBe(0);
    expect(recalled(club, 'história da Sé de Braga')).toBe(0);
    expect(recalled(pickup, 'cosa fa un Ranger nei parchi nazionali?')).toBe(0);
    expect(recalled(parrot, 'population of Braga in 2024')).toBe(0);
  });

  it('Given the whole name, a question about the user or a name the memory writes alone, then the memory comes', () => {
    expect(recalled(club, 'Sporting Braga tickets for the derby')).toBe(1);
    expect(recalled(club, 'should I renew our Braga season tickets?')).toBe(1);
    expect(recalled(pickup, 'o seguro da minha Ranger vence em maio')).toBe(1);
    expect(recalled(parrot, 'my parrot Pimenta pulls out her feathers')).toBe(1);
  });
});
