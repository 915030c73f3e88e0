import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from './__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from './recallIndex';
import { selectRelevantMemories } from './selection';

// A memory met only on a word many of the user's memories hold stays out beside one whose topic met a word few
// memories hold (sharedAnchors.ts); two memories each met on their own topic both stay.

const store = parseMemoryLines(`
recurring_constraint | knee, meniscus | knee injury | User tore the meniscus of the left knee in 2023 and avoids kneeling.
user_preference | choir, cheese | goat cheese | User brings goat cheese to the choir's Saturday picnic.
project_context | choir, loaves, prices | loaf prices | User sells sourdough loaves to the choir for six euros each.
stable_user_context | choir, van | old van | User drives the choir's old van to every concert.
project_context | allotment, tomatoes | allotment | User grows tomatoes and beans on a rented allotment by the river.
recurring_constraint | genou, ménisque | genou | L'utilisateur s'est déchiré le ménisque du genou gauche et évite de s'agenouiller.
user_preference | marché, fromage | fromage | L'utilisateur achète du fromage de chèvre au marché chaque samedi.
project_context | marché, pains, prix | prix du pain | L'utilisateur vend ses pains au levain au marché six euros pièce.
stable_user_context | marché, camionnette | camionnette | L'utilisateur conduit une vieille camionnette au marché avant l'aube.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjectOf = (key: string) => store.find((s) => s.memory.stableKey === key)?.subject ?? key;
const subjects = (q: string) => selectFromIndex(index, q).map((m) => subjectOf(m.stableKey));

describe('a memory met only on a word many memories hold', () => {
  it.each([
    ['my knee hurts after a long choir rehearsal, any stretches?', 'knee injury', ['goat cheese', 'loaf prices', 'old van']],
    ["j'ai mal au genou après le marché, quels étirements ?", 'genou', ['fromage', 'prix du pain', 'camionnette']],
  ])('Given "%s", then %s comes and the memories met only on the shared word stay out', (q, kept, dropped) => {
    const got = subjects(q);
    expect(got).toContain(kept);
    for (const s of dropped) expect(got).not.toContain(s);
  });

  it('Given the index and the plain selection, then both answer the same', () => {
    const q = 'my knee hurts after a long choir rehearsal, any stretches?';
    const plain = selectRelevantMemories(
      store.map((s) => s.memory),
      q,
    ).map((m) => subjectOf(m.stableKey));
    expect(plain).toEqual(subjects(q));
  });

  it('Given two memories each met on its own topic, then both stay', () => {
    const got = subjects('my knee hurts, can I still kneel to plant tomatoes on my allotment?');
    expect(got).toContain('knee injury');
    expect(got).toContain('allotment');
  });

  it('Given nothing better met the question, then the shared word still selects', () => {
    expect(subjects('what should I bring to the choir on Saturday?').length).toBeGreaterThan(0);
  });
});
