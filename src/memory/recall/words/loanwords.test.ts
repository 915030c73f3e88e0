import { describe, expect, it } from 'vitest';
import { sameLoanword, spellingKey } from './loanwords';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';

// loanwords.ts: an international word written with another Latin-script language's spelling and ending is the
// memory's word, at reduced weight; a common word, a name, a place and a short word never join.

describe('one international word in the Latin-script languages', () => {
  it.each([
    ['drug names: -ine / -ina / -in', 'amlodipine', 'amlodipina'],
    ['drug names, German', 'Amlodipin', 'amlodipine'],
    ['chemicals: -ic / -ico / -ique, x / ss', 'oxálico', 'oxalic'],
    ['chemicals, Italian', 'ossalico', 'oxalic'],
    ['chemicals, French', 'oxalique', 'oxalic'],
    ['a Spanish ending and accent', 'maratón', 'maratona'],
    ['accents folded', 'ukulélé', 'ukulele'],
    ['Portuguese accents', 'própolis', 'propolis'],
    ['British oe', 'apnea', 'apnoea'],
    ['th and ph', 'hepatite', 'hepatitis'],
    ['Spanish plural', 'implantes', 'implants'],
  ])('%s: %s is %s', (_, a, b) => {
    expect(sameLoanword(a, b)).toBe(true);
    expect(sameLoanword(b, a)).toBe(true);
  });

  it.each([
    ['a common word of some language (carte, card)', 'carte', 'cart'],
    ['a common Spanish word', 'carta', 'card'],
    ['a short word', 'sal', 'sale'],
    ['a function word', 'para', 'pare'],
    ['a place of the place table', 'Oporto', 'porto'],
    ['other letters inside', 'pétrin', 'vitrine'],
    ['another word of the same start', 'salon', 'salo'],
    ['Cyrillic is not read', 'сауна', 'sauna'],
  ])('%s: %s is not %s', (_, a, b) => {
    expect(sameLoanword(a, b)).toBe(false);
  });

  it('keys keep four letters at least', () => {
    expect(spellingKey('ácidos')).toBe('acid');
    expect(spellingKey('acide')).toBe('acid');
    expect(spellingKey('rosa')).toBe('rosa');
  });
});

const store = () => [
  memory(
    'stable_user_context',
    'Graça tem tensão alta e toma um comprimido de manhã (amlodipina).',
    ['tensão', 'amlodipina'],
    'blood pressure',
  ),
  memory(
    'recurring_constraint',
    'He treats the hives against varroa with oxalic acid in May.',
    ['varroa', 'oxalic acid'],
    'varroa treatment',
  ),
  memory('stable_user_context', 'El hijo del usuario se llama Tiago.', ['hijo', 'tiago'], 'son Tiago'),
  memory('stable_user_context', 'L’utilisateur est professeur de mathématiques au lycée.', ['professeur', 'mathématiques'], 'professeur'),
  memory('stable_user_context', 'User’s cat Mistral is a chartreux, nine years old.', ['cat', 'Mistral', 'Chartreux'], 'cat Mistral'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;
const picked = (s: ReturnType<typeof store>, q: string) => {
  const keys = selectRelevantMemories(s, q).map((m) => m.stableKey);
  expect(selectFromIndex(buildRecallIndex(s), q).map((m) => m.stableKey)).toEqual(keys);
  return keys;
};

describe('a loanword of the question recalls its memory', () => {
  it.each([
    ['varroa treatment', '¿ácido oxálico en julio si hay muchos ácaros?'],
    ['varroa treatment', 'acido ossalico gocciolato o sublimato?'],
    ['varroa treatment', 'acide oxalique en juillet, c’est risqué ?'],
    ['blood pressure', 'can I take my amlodipine tablet with grapefruit?'],
  ])('%s ← %s', (subject, question) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it('met only through a loanword, it stays out beside a memory met on the question’s own words', () => {
    const s = store();
    const keys = picked(s, 'Tiago suspendió matemáticas, ¿cómo lo ayudo?');
    expect(keys).toContain(keyOf(s, 'son Tiago'));
    expect(keys).not.toContain(keyOf(s, 'professeur'));
  });

  it('a word the question capitalises is a name, no loanword', () => {
    const s = store();
    expect(picked(s, 'Comment est fabriquée la Chartreuse verte ?')).not.toContain(keyOf(s, 'cat Mistral'));
  });

  it('the same question without the loanword recalls nothing', () => {
    const s = store();
    expect(picked(s, '¿ácido cítrico en julio si hay muchos ácaros?')).not.toContain(keyOf(s, 'varroa treatment'));
  });
});
