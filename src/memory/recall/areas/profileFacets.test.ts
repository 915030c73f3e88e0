import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A question asking one side of the user's own life (home, job, allergies, car, instrument) in any of the ten
// languages recalls the memory that states it about the user, though they share no word; a partner's job is not
// the user's, and questions about the world or someone else get none of them.
const STORE = `
stable_user_context | home, city | home | User lives in Graz, Austria.
stable_user_context | work, testing | job | User works as a QA engineer testing banking apps.
stable_user_context | partner | partner | User's partner Jasper works as a pharmacist.
user_preference | allergy, food | allergy | User is allergic to shellfish.
stable_user_context | car | car | User drives a 2018 Skoda Octavia estate.
user_preference | music, guitar | guitar | User plays fingerstyle guitar and likes Tommy Emmanuel.
user_preference | coffee | coffee | User drinks oat-milk flat whites.
`;
const ASKS: readonly (readonly [question: string, subject: string])[] = [
  ['where do i live again?', 'home'],
  ['tu te souviens où j’habite ?', 'home'],
  ['где я живу?', 'home'],
  ['私がどこに住んでいるか覚えてる？', 'home'],
  ['what do i do for a living?', 'job'],
  ['Was ist mein Beruf?', 'job'],
  ['¿A qué me dedico?', 'job'],
  ['我是做什么工作的？', 'job'],
  ['내 직업이 뭐였지?', 'job'],
  ['a cosa sono allergico?', 'allergy'],
  ['我对什么过敏？', 'allergy'],
  ['какая у меня машина?', 'car'],
  ['quelle voiture je conduis déjà ?', 'car'],
  ['welches Instrument spiele ich?', 'guitar'],
  ['what instrument do i play?', 'guitar'],
];
const OTHERS: readonly string[] = [
  'where do penguins live?',
  'what does a pharmacist do for a living?',
  'which car has the best safety rating?',
  'what instrument did Mozart play?',
];

const subjectsFor = (question: string) => {
  const entries = parseMemoryLines(STORE);
  const subjectOf = new Map(entries.map((e) => [e.memory.stableKey, e.subject]));
  return selectFromIndex(buildRecallIndex(entries.map((e) => e.memory)), question).map((s) => subjectOf.get(s.stableKey));
};

describe('a question asking one side of the user’s own life', () => {
  it.each(ASKS)('%s → %s', (question, subject) => {
    expect(subjectsFor(question)).toEqual([subject]);
  });
  it.each(OTHERS.map((q) => [q]))('not about the user: %s', (question) => {
    expect(subjectsFor(question).filter((s) => ['home', 'job', 'car', 'guitar'].includes(s ?? ''))).toEqual([]);
  });
});
