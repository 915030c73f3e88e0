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

// The destination read from the memory's own words: a memory about going (a trip, a holiday, a move) names the place
// in its text only; a memory that names a place for another reason carries nothing.
describe('a destination the memory of going writes in its text', () => {
  const card = (
    type: 'project_context' | 'stable_user_context' | 'user_preference',
    subject: string,
    tags: string[],
    text: string,
    i: number,
  ) => memoryFrom(rawCandidate({ type, subject, tags, text }), `2025-07-01T00:00:0${i}.000Z`);
  const own = [
    card(
      'project_context',
      'Japan trip',
      ['trip', 'Japan', 'October'],
      'The family is planning a two-week trip to Japan in October 2027, ending in Sapporo.',
      1,
    ),
    card('stable_user_context', 'brother Kenta', ['brother', 'Kenta'], 'Her brother Kenta lives in Sapporo and works as a nurse.', 2),
    card('project_context', 'summer holiday', ['holiday', 'summer'], 'Every summer they rent a cottage near Tavira for ten days.', 3),
    card('user_preference', 'olive oil', ['olive oil', 'cooking'], 'Cooks only with the olive oil of a small mill in Jaén.', 4),
  ];
  const ownIndex = buildRecallIndex(own);
  const picked = (question: string) =>
    selectFromIndex(ownIndex, question).map((s) => own.find((m) => m.stableKey === s.stableKey)?.identity.subject);

  it.each(['what to see in Sapporo in October with the kids', 'o que fazer em Sapporo em outubro', 'cosa vedere a Sapporo in ottobre'])(
    'recalls the trip when the question says it is the user’s going (a month, a companion): %s',
    (question) => expect(picked(question)).toContain('Japan trip'),
  );
  it.each(['comment aller à Tavira cet été ?', 'cómo llegar a Tavira con los niños', 'come arrivare a Tavira in agosto'])(
    'recalls the holiday when the question says when or with whom: %s',
    (question) => expect(picked(question)).toContain('summer holiday'),
  );
  it.each(['que visiter à Sapporo en une journée', 'what are the sights of Sapporo?'])(
    'leaves a bare visitor’s question to the place (the going may be done, a relative may live there): %s',
    (question) => expect(picked(question)).not.toContain('Japan trip'),
  );
  it.each(['qué ver en Jaén en octubre', 'cosa vedere a Jaén'])('leaves a place the memory only mentions: %s', (question) =>
    expect(picked(question)).not.toContain('olive oil'),
  );
  it('needs the visitor’s frame: the population is not the trip', () => {
    expect(picked('population of Tavira')).not.toContain('summer holiday');
  });
});
