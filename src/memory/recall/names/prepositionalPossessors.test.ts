import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { normalizeForRecall } from '../../record/tokenize';
import { prepositionalPossessors } from './prepositionalPossessors';
import { selectRelevantMemories } from '../selection';
import { possessedOf } from './senses';

const read = (q: string): string[] => [...prepositionalPossessors(normalizeForRecall(q))];

describe('a name after a genitive preposition and a household noun is the possessor', () => {
  it.each([
    ['¿cada cuánto analizar los riñones de Mochi?', 'mochi'],
    ['la dieta do Bolt está muito rígida?', 'bolt'],
    ['le vétérinaire de Mochi est fermé le lundi', 'mochi'],
    ["les croquettes d'Oscar sont trop grosses", 'oscar'],
    ['la pappa di Mochi va bene così?', 'mochi'],
    ['das Futter von Mochi ist alle', 'mochi'],
    ['la displasia de cadera de Luna empeora', 'luna'],
    ['o aniversário da Yoko é em março', 'yoko'],
  ])('%s', (q, owner) => {
    expect(read(q)).toContain(owner);
    expect(possessedOf(q).has(owner)).toBe(true);
  });
});

describe("a name after a person's papers, schooling, work or wedding, maybe with an adjective, is the possessor", () => {
  it.each([
    ['Quali documenti mancano per la residenza permanente di Diego?', 'diego'],
    ['Quels papiers faut-il encore pour la résidence permanente de Diego ?', 'diego'],
    ['¿Cuándo vence el pasaporte de Diego?', 'diego'],
    ['Que documentos faltam para a residência permanente do Diego?', 'diego'],
    ['Wann läuft das Visum von Diego ab?', 'diego'],
    ['¿Qué le regalo para la boda de Ximena?', 'ximena'],
    ['Il corso intensivo di Diego comincia lunedì?', 'diego'],
  ])('%s', (q, owner) => {
    expect(read(q)).toContain(owner);
  });
  it.each([
    '¿Cuándo se construyó la catedral gótica de Santiago?',
    'La residencia permanente de España exige un seguro?',
    'il passaporto italiano è il più forte?',
  ])('%s', (q) => {
    expect(read(q)).toEqual([]);
  });
});

describe('places, works and other nouns have no possessor', () => {
  it.each([
    '¿cuándo se construyó la catedral de Santiago?',
    'quanto è lungo il ponte di Rialto?',
    'la tour de Lyon est-elle ouverte ?',
    'wie alt ist das Museum von Porto?',
    'a ponte de Lima é bonita?',
    'la comida de México es picante?',
    'il cibo di Roma è caro?',
    'die Schule von Athen ist ein Fresko',
  ])('%s', (q) => {
    expect(read(q)).toEqual([]);
  });
});

describe('recall of the possessor named so', () => {
  const cat = memoryFrom(
    rawCandidate({
      type: 'stable_user_context',
      text: 'The cat, Mochi, is a white Japanese Bobtail.',
      tags: ['cat', 'Mochi'],
      subject: 'cat Mochi',
      polarity: null,
    }),
  );
  const son = memoryFrom(
    rawCandidate({
      type: 'stable_user_context',
      text: 'My son Santiago is nine.',
      tags: ['son', 'Santiago'],
      subject: 'son Santiago',
      polarity: null,
    }),
  );
  const recalled = (q: string) => selectRelevantMemories([cat, son], q).map((m) => m.stableKey);
  it('reaches the pet through its possessive', () => {
    expect(recalled('¿cada cuánto analizar los riñones de Mochi?')).toEqual([cat.stableKey]);
    expect(recalled('la pappa di Mochi va bene così?')).toEqual([cat.stableKey]);
  });
  it('leaves the namesake place or dish the world’s', () => {
    expect(recalled('¿cuándo se construyó la catedral de Santiago?')).toEqual([]);
    expect(recalled('la ricetta del mochi con le fragole?')).toEqual([]);
  });
});
