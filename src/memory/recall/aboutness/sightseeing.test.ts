import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A visitor's question about a place (what to see, to visit there) asks about the place, not about the one of the
// user's life the memory says lives there (worldPlaces.ts); "what to see in X" does not go to X.

const store = parseMemoryLines(`
stable_user_context | sister, Ines, Valparaíso | sister Ines | Her sister Ines lives in Valparaíso and teaches music at a school.
stable_user_context | cugino, Lecce | cousin Lecce | Il cugino Marco abita a Lecce vicino al mare.
project_context | trip, Lisbon, May | Lisbon trip | She is planning a trip to Lisbon in May with her partner.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a visitor’s question about a place where someone of the user’s life lives', () => {
  it.each([
    ['what to see in Valparaíso in one day', 'sister Ines'],
    ['Valparaíso: qué ver y visitar', 'sister Ines'],
    ['cosa vedere a Lecce in un weekend', 'cousin Lecce'],
    ['Valparaíso: достопримечательности', 'sister Ines'],
  ])('Given the memory, when "%s" asks what to see, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['what should I bring my sister in Valparaíso?', 'sister Ines'],
    ['cosa posso vedere a Lecce con mio cugino?', 'cousin Lecce'],
    ['what to see in Lisbon in May', 'Lisbon trip'],
  ])('Given the memory, when "%s" is the user’s own or about a trip there, then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
