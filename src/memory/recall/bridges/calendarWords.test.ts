import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A month or a day a memory writes in its language is met on those letters only by a question in the same language,
// or by one that writes a month or a day: another language's word folded onto them (French "marche", a walk, and
// "marches", steps, onto English "March"; French "lune", the moon, onto Spanish "lunes") is another word.

const store = () => [
  bridgeMemory(
    'recurring_constraint',
    'From early March to mid April the user cannot travel: it is tax season at the firm.',
    ['tax season', 'March'],
    'tax season',
  ),
  bridgeMemory('user_preference', 'Chaque année en mars, elle part skier une semaine à Chamonix.', ['ski', 'mars'], 'ski week'),
  bridgeMemory(
    'stable_user_context',
    'Los lunes por la tarde la usuaria da clases de yoga en el barrio.',
    ['yoga', 'lunes'],
    'yoga Mondays',
  ),
  ...bridgeFiller(),
];
const picks = (question: string) => {
  const s = store();
  const picked = selectRelevantMemories(s, question).map((m) => m.stableKey);
  expect(selectFromIndex(buildRecallIndex(s), question).map((m) => m.stableKey)).toEqual(picked);
  return picked.map((key) => s.find((m) => m.stableKey === key)?.identity.subject);
};

describe('a month or a day met by another language on its letters', () => {
  it.each([
    ['les marches de mon escalier grincent, comment je les répare?', 'tax season'],
    ['ma marche du matin me fait mal aux genoux', 'tax season'],
    ['je veux photographier la lune avec mon téléphone ce soir', 'yoga Mondays'],
    ['la lune de miel avec mon mari, où aller?', 'yoga Mondays'],
  ])('%s does not recall %s', (question, subject) => {
    expect(picks(question)).not.toContain(subject);
  });

  it.each([
    ['can I take a week off in early March?', 'tax season'],
    ['je pars skier en mars, qu’est-ce que j’emporte?', 'ski week'],
    ['¿a qué hora empieza mi clase de yoga del lunes?', 'yoga Mondays'],
  ])('%s still recalls %s', (question, subject) => {
    expect(picks(question)).toContain(subject);
  });
});
