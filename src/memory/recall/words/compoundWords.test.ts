import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { compoundParts } from './compoundWords';

// A German compound of the question is read with the part of it the store holds: its kind (Winterreifen → Reifen),
// or a place's name in front (Japanreise → Japan). A modifier in front that is no place (Rosenkohl is no rose), a
// word German ranks as a word of its own, and a compound of parts the data does not know stay one word.

let clock = 0;
const memory = (type: MemoryType, text: string, tags: string[], subject: string) =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-07-03T00:00:${String(clock++ % 60).padStart(2, '0')}.000Z`,
  );
const filler = () => [
  memory('stable_user_context', 'User works as a surveyor for a regional water board.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User is restoring an old sailing dinghy in the garage.', ['dinghy', 'restoration'], 'dinghy'),
];
const picks = (store: ReturnType<typeof filler>, question: string) => {
  const picked = selectRelevantMemories(store, question).map((s) => s.stableKey);
  expect(selectFromIndex(buildRecallIndex(store), question).map((s) => s.stableKey)).toEqual(picked);
  return picked;
};

describe('German compounds in a question', () => {
  it.each([
    [
      'Ist der April gut für meine Portugalreise?',
      memory(
        'project_context',
        'User dreams of hiking the coast of Portugal and keeps a list of its trails.',
        ['Portugal', 'hiking'],
        'Portugal hiking',
      ),
    ],
    [
      'Welche Winterreifen soll ich für mein Auto nehmen?',
      memory('project_context', 'Die Nutzerin sucht neue Reifen für ihren alten Kombi.', ['Reifen', 'Auto'], 'Reifen'),
    ],
    [
      'Welchen Geburtstagskuchen soll ich für meine Tochter backen?',
      memory('user_preference', 'Der Nutzer backt jeden Sonntag einen Kuchen für die Familie.', ['Kuchen', 'backen'], 'Kuchen'),
    ],
  ])('Given the memory of a part , when the user asks its compound in "%s", then it is recalled', (question, held) => {
    const store = [held, ...filler()];
    expect(picks(store, question)).toContain(held.stableKey);
  });

  it.each([
    [
      'Wie koche ich meinen Rosenkohl, damit er nicht bitter wird?',
      memory(
        'stable_user_context',
        'Die Nutzerin hat eine Freundin namens Rose, die in Bremen wohnt.',
        ['Rose', 'Freundin'],
        'Freundin Rose',
      ),
    ],
    [
      'Welche Winterreifen soll ich für mein Auto nehmen?',
      memory('user_preference', 'Der Nutzer mag den Winter und fährt gern Ski.', ['Winter', 'Ski'], 'Winter'),
    ],
  ])(
    'Given the memory of a modifier that is no place , when the user asks its compound in "%s", then it is not recalled',
    (question, held) => {
      const store = [held, ...filler()];
      expect(picks(store, question)).not.toContain(held.stableKey);
    },
  );

  it('Given a store without the parts, then a compound stays one word; and a place name of its own is never cut', () => {
    const index = buildRecallIndex(filler());
    expect(compoundParts('Winterreifen', index.corpus)).toBeUndefined();
    const withLand = buildRecallIndex([
      memory('stable_user_context', 'Die Nutzerin lernt Deutsch mit einem Kollegen.', ['Deutsch', 'Land'], 'Deutsch'),
      ...filler(),
    ]);
    expect(compoundParts('Deutschland', withLand.corpus)).toBeUndefined();
  });
});
