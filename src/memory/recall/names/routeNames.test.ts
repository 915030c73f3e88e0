import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A route named after its goal or its saint — a route's head noun, "of" and the name (cammino di Santiago, Camino de
// Santiago, caminho de Santiago, the Way of Santiago) — is a place, not the store's Santiago (namesakes.ts, ROUTES).
const STORE = parseMemoryLines(`
stable_user_context | husband, Santiago | husband Santiago | The user's husband Santiago, 71, is a retired ceramicist.
stable_user_context | Santiago, kiln | Santiago kiln | Santiago still fires pottery in a small electric kiln.
project_context | Santiago, birthday | Santiago birthday | Santiago's birthday is on 25 July.
`);
const index = buildRecallIndex(STORE.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => STORE.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a store name after a route’s head noun and "of"', () => {
  it.each([
    'Quanto dura il cammino di Santiago?',
    '¿Cuántas etapas tiene el Camino de Santiago?',
    'Quantos dias leva o Caminho de Santiago?',
    'How long is the Way of Santiago on foot?',
  ])('Given "%s", then no memory of the husband Santiago comes', (q) => {
    expect(subjects(q)).toEqual([]);
  });

  it.each([
    'Quanti anni compie Santiago a luglio?',
    '¿Qué le regalo a Santiago por su cumpleaños?',
    'Santiago wants a new kiln, which one?',
  ])('Given "%s", then the husband’s memories still come', (q) => {
    expect(subjects(q).length).toBeGreaterThan(0);
  });
});
