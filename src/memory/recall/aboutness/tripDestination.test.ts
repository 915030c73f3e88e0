import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A visitor's question about the place the user's own trip goes to is about the trip (worldPlaces.ts,
// visitsTripDestination); the same question about a place a memory names for another reason is the place's.
const memory = (subject: string, tags: string[], text: string, i: number) =>
  memoryFrom(rawCandidate({ type: 'project_context', subject, tags, text }), `2025-06-01T00:00:0${i}.000Z`);

const store = [
  memory('Busan trip', ['Busan', 'viagem', '2027'], 'Graça e o Rui vão a Busan em abril de 2027 para as bodas de prata.', 1),
  memory('home', ['Lisbon', 'home'], 'The user lives in Lisbon with two cats.', 2),
  memory('garden', ['garden', 'tomatoes'], 'Grows tomatoes on the balcony.', 3),
];
const index = buildRecallIndex(store);
const subjects = (question: string) =>
  selectFromIndex(index, question).map((s) => store.find((m) => m.stableKey === s.stableKey)?.identity.subject);

describe('a visitor question about the destination of the user’s own trip', () => {
  it.each(['cosa vedere a Busan in aprile', 'was sollte man in Busan im April sehen?', 'what to see in Busan in spring'])(
    'recalls the trip: %s',
    (question) => expect(subjects(question)).toContain('Busan trip'),
  );
  it.each(['what to see in Lisbon in a weekend', 'what are the sights of Lisbon?'])(
    'leaves a place the user lives in to the place: %s',
    (question) => expect(subjects(question)).not.toContain('home'),
  );
  it('leaves out a memory that tags the place for another reason', () => {
    const liking = memoryFrom(
      rawCandidate({
        type: 'user_preference',
        subject: 'fish cakes',
        tags: ['Daegu', 'fish cakes'],
        text: 'Loves the fish cakes Daegu is known for.',
        polarity: 'prefer',
      }),
      '2025-06-01T00:00:09.000Z',
    );
    const own = buildRecallIndex([liking]);
    expect(selectFromIndex(own, 'cosa vedere a Daegu in aprile')).toEqual([]);
  });
  it('needs the visitor’s frame: a history of the city is not the trip', () => {
    expect(subjects('when was Busan founded?')).not.toContain('Busan trip');
  });
});
