import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A household name that owns works, songs, books or films beside a word of fame or rank, or that is asked as a writer's,
// a composer's or a singer's name, is a famous bearer (creativeWorks.ts). The store names a dog Chopin, a son Marley and
// a mother-in-law 千尋 in several memories each, and holds memories on a trade word the questions bring (piano).

const store = parseMemoryLines(`
stable_user_context | Hund, Chopin, Dackel | dog Chopin | Unser Hund Chopin ist ein Dackel, sieben Jahre alt.
stable_user_context | Chopin, Tierarzt, Zähne | Chopin teeth | Chopin hatte im Mai eine Zahnbehandlung beim Tierarzt.
standing_instruction | Chopin, Futter | Chopin food | Chopin bekommt nur Nassfutter ohne Getreide.
project_context | Klavier, piano, Stimmung | piano tuning | Sie stimmt Klaviere (piano) für Konzertsäle in Basel.
user_preference | piano, Flügel, Steinway | piano grand | Ihr eigenes Piano ist ein alter Steinway-Flügel.
stable_user_context | Sohn, Marley, Lissabon | son Marley | Ihr Sohn Marley lebt in Lissabon und arbeitet als Koch.
project_context | Marley, Hochzeit, Sintra | Marley wedding | Marley heiratet im Juni in Sintra; sie plant die Musik.
stable_user_context | 義母, 千尋, 金沢 | Chihiro | 義母の千尋は金沢に住んでいて、毎週電話する。
stable_user_context | 千尋, 膝, 階段 | Chihiro knee | 千尋は膝が悪く、階段が苦手だ。
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);
const household = (q: string) => subjects(q).filter((s) => /Chopin|Marley|Chihiro/u.test(s));

describe('a household name owning famous or ranked works is the famous maker', () => {
  it.each([
    'Quali sono le opere per pianoforte più famose di Chopin?',
    '¿Cuáles son las mejores obras para piano de Chopin?',
    'Quais são as melhores obras de Chopin para piano?',
    'Quelles sont les œuvres pour piano les plus célèbres de Chopin ?',
    'Was sind die bekanntesten Werke von Chopin für Piano?',
    "Bob Marley's best songs",
    'the most famous songs by Bob Marley',
    'le canzoni più famose di Bob Marley',
    'Marley的代表作有哪些？',
    'Marleyの名曲で一番有名なのは？',
    'Marley의 대표곡 알려줘',
  ])('Given a dog Chopin and a son Marley, when "%s", then no household memory comes', (q) => {
    expect(household(q)).toEqual([]);
  });
});

describe('a household name asked as a writer’s, composer’s or singer’s name is a bearer in the world', () => {
  it.each([
    'is there a writer called Marley?',
    'Gibt es einen Sänger namens Marley?',
    'Y a-t-il un écrivain nommé Marley ?',
    '¿Hay algún escritor llamado Marley?',
    'Existe um cantor chamado Marley?',
    'Esiste uno scrittore di nome Marley?',
    '田中千尋という作家はいる？',
    '有没有一个叫千尋的作家？',
    'Marley라는 가수 알아?',
  ])('Given the store, when "%s", then no household memory comes', (q) => {
    expect(household(q)).toEqual([]);
  });
});

describe('works, songs and books of the household without fame or a maker’s trade stay theirs', () => {
  it.each([
    ['which songs does Chopin react to when he howls?', 'dog Chopin'],
    ["a song for Marley's wedding in Sintra", 'Marley wedding'],
    ['las mejores canciones para la boda de Marley en Sintra', 'Marley wedding'],
    ['die besten Lieder für die Hochzeit von Marley in Sintra', 'Marley wedding'],
    ['千尋が誕生日に本を欲しがっている、膝に優しい階段の本は？', 'Chihiro knee'],
  ])('Given the store, when "%s", then %s still comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
