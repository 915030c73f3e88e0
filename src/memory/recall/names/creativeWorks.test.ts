import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A name of the user's life that owns a symphony, an opera, a novel or a quoted title is its famous maker (creativeWorks.ts).

const store = parseMemoryLines(`
stable_user_context | cat, Mozart, kidneys | cat Mozart | The old cat Mozart is 15 and has kidney disease.
recurring_constraint | 猫, Mozart, 输液 | Mozart fluids | 她每周两次给猫Mozart做皮下输液。
stable_user_context | dog, Tolstoi, Beagle | dog Tolstoi | The family dog Tolstoi is a five-year-old beagle.
user_preference | Tolstoi, walks, park | Tolstoi walks | Tolstoi gets two long walks in the park every day.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a household name that owns a creative work is its famous maker', () => {
  it.each([
    "list Mozart's last three symphonies",
    'Mozarts letzte drei Sinfonien',
    'les dernières symphonies de Mozart',
    '¿Cuántas óperas escribió Mozart? Las óperas de Mozart',
    'as sinfonias de Mozart mais famosas',
    'le sinfonie di Mozart più belle',
    'Mozart的歌剧有哪些',
    'モーツァルトの「魔笛」のあらすじ',
    'Mozartの交響曲で一番有名なのは',
    '모차르트의 교향곡 중 유명한 곡',
    "Tolstoi's novels in order",
    'die Romane von Tolstoi',
  ])('Given a cat Mozart and a dog Tolstoi, when "%s" asks about a work, then no pet memory comes', (q) => {
    expect(subjects(q)).toEqual([]);
  });

  it.each([
    ["is Mozart's kidney food ok?", 'cat Mozart'],
    ['Mozart的皮下输液要多久', 'Mozart fluids'],
    ['how long should Tolstoi walk in the park?', 'Tolstoi walks'],
    ["Tolstoi's walks in the park are too short", 'Tolstoi walks'],
  ])('Given the pets, when "%s" asks about the pet, then its memory still comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
