import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// The kind of thing a memory writes beside the user's product (productKinds.ts) says no more than the product in a
// question asking whether the maker still makes it, or what a buyer asks of it. Every case here is invented for this file.

const coffee = memoryFrom(
  rawCandidate({
    type: 'user_preference',
    text: 'Ela faz o café todas as manhãs numa cafeteira Bialetti antiga.',
    tags: ['café', 'manhã'],
    subject: 'morning coffee',
    polarity: 'prefer',
  }),
);
const bike = memoryFrom(
  rawCandidate({
    type: 'stable_user_context',
    text: 'Ela vai ao trabalho numa bicicleta dobrável Brompton.',
    tags: ['brompton', 'bicicleta', 'trabalho'],
    subject: 'folding bike',
    polarity: null,
  }),
);
const count = (q: string): number => selectRelevantMemories([coffee, bike], q).length;

describe('the kind of the user’s product in a question about its making or its market (productKinds.ts)', () => {
  it('Given whether the maker still makes that kind, then the memory stays out', () => {
    expect(count('A Bialetti ainda fabrica cafeteiras na Itália?')).toBe(0);
    expect(count('¿Las bicicletas Brompton se fabrican todavía en Londres?')).toBe(0);
    expect(count('As bicicletas Brompton ainda são fabricadas em Londres?')).toBe(0);
  });

  it('Given the user’s own one, or a question about using it, then the memory comes', () => {
    expect(count('a minha cafeteira Bialetti está a pingar, o que faço?')).toBe(1);
    expect(count('como ajustar o selim da bicicleta Brompton?')).toBe(1);
  });

  it('Given a buyer’s word (price, range, reviews) beside the product and its kind, then the memory stays out', () => {
    expect(count('Quanto custa uma bicicleta Brompton em Portugal? preço')).toBe(0);
    expect(count('bicicleta Brompton elétrica: que autonomia tem?')).toBe(0);
    expect(count('cafeteira Bialetti avis')).toBe(0);
    expect(count('Bialetti cafeteira recensione')).toBe(0);
  });

  it('Given the kind and the product with no buyer’s word, then the memory comes', () => {
    expect(count('a bicicleta Brompton faz um barulho na dobradiça')).toBe(1);
    expect(count('cafeteira Bialetti: quanto café pôr?')).toBe(1);
  });
});
