import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A question asking for something near the user recalls the one memory of where they live, in each language;
// a question about the world, one that is not about a place near the user, and a store with two homes get none.
const STORE = `
stable_user_context | home, city | home | User lives in Graz, Austria.
stable_user_context | work | job | User works as a QA engineer testing banking apps.
user_preference | coffee | coffee | User drinks oat-milk flat whites.
user_preference | travel | travel | User prefers night trains to flights within Europe.
`;
const NEAR: readonly string[] = [
  'any good ramen places near me?',
  "what's a good weekend hike near where i live",
  'gibt es gute Bäckereien in meiner Nähe?',
  'un bon marché près de chez moi ?',
  '¿hay algún parque bonito cerca de mi casa?',
  'tem alguma academia perto de mim?',
  'un buon ristorante vicino a casa?',
  'посоветуй кафе рядом с домом',
  '近所でおすすめのパン屋ある？',
  '우리 동네 맛집 추천해줘',
  '我家附近有什么好玩的公园',
];
const NOT_NEAR: readonly string[] = [
  'help me set up a local postgres database',
  'how do I find nearby bluetooth devices in android',
  "what's the nearest star to the sun",
  'which restaurants are near the Eiffel Tower?',
  'help me write a cover letter',
];

const subjectsFor = (store: string, question: string) => {
  const entries = parseMemoryLines(store);
  const subjectOf = new Map(entries.map((e) => [e.memory.stableKey, e.subject]));
  return selectFromIndex(buildRecallIndex(entries.map((e) => e.memory)), question).map((s) => subjectOf.get(s.stableKey));
};

describe('something near the user recalls where they live', () => {
  it.each(NEAR.map((q) => [q]))('%s', (question) => {
    expect(subjectsFor(STORE, question)).toEqual(['home']);
  });
  it.each(NOT_NEAR.map((q) => [q]))('not: %s', (question) => {
    expect(subjectsFor(STORE, question)).not.toContain('home');
  });
  it('picks no home when the store holds two', () => {
    const two = `${STORE}\nstable_user_context | home, city | second home | User lives in Trieste in summer.`;
    expect(subjectsFor(two, 'any good ramen places near me?')).toEqual([]);
  });
});
