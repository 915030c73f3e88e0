import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { asksCareerRecord } from '../aboutness/worldRecords';

// A name of the user's life asked in a career's record — its goals, titles, albums, when it was born or died — is its
// famous bearer (worldRecords.ts asksCareerRecord, namesakes.ts). Every case is invented for this file: a dog Zico, a
// cat Bowie, a son Tiago who plays handball.

const store = parseMemoryLines(`
stable_user_context | cão, Zico, rafeiro | dog Zico | O cão deles, Zico, é um rafeiro preto de seis anos.
stable_user_context | Zico, coleira, pulgas | Zico collar | A coleira antipulgas do Zico troca-se em maio.
stable_user_context | Zico, ração | Zico food | O Zico come ração sem cereais.
stable_user_context | gato, Bowie | cat Bowie | O gato Bowie tem um olho azul e outro castanho.
stable_user_context | Bowie, veterinário | Bowie vet | O Bowie vai ao veterinário em Alvalade.
stable_user_context | filho, Tiago, andebol | son Tiago | O filho Tiago tem 14 anos e joga andebol no clube do bairro.
stable_user_context | Tiago, andebol, golos | Tiago handball | O Tiago é ponta no andebol e marca muitos golos.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('the frame: a count of a career’s achievements, or the dates of a life (asksCareerRecord)', () => {
  it.each([
    'how many goals did he score for Santos',
    'quantos gols ele fez em Copas do Mundo',
    'cuántos goles marcó en su carrera',
    'quanti gol ha segnato in nazionale',
    'combien de buts a-t-il marqués',
    "combien d'albums a-t-il sortis",
    'wie viele Tore hat er geschossen',
    'сколько голов он забил',
    '他进了多少球',
    '何ゴール決めた？',
    '골을 몇 개 넣었어?',
    'when was he born',
    'quando morreu o cantor',
    'wann ist er gestorben',
  ])('Given "%s", then it asks a career’s record', (q) => {
    expect(asksCareerRecord(q)).toBe(true);
  });
  it.each([
    'how many treats a day for a dog',
    'quantos golos marcou ontem no jogo',
    'wie viele Tore hat er heute geschossen',
    'when was the last flea treatment',
    '今天进了几个球',
  ])('Given "%s", then it asks no career’s record', (q) => {
    expect(asksCareerRecord(q)).toBe(false);
  });
});

describe('a name of the user’s life asked in a career’s record is the famous bearer', () => {
  it.each([
    ['how many goals did Zico score for Flamengo', 'Zico'],
    ['quantos gols o Zico fez pela seleção', 'Zico'],
    ['cuántos goles marcó Zico', 'Zico'],
    ['quanti gol ha segnato Zico', 'Zico'],
    ['combien de buts a marqué Zico en carrière', 'Zico'],
    ['wie viele Tore hat Zico in seiner Karriere geschossen', 'Zico'],
    ['сколько голов забил Zico', 'Zico'],
    ['how many albums did Bowie release', 'Bowie'],
    ['when did Bowie die', 'Bowie'],
    ['quando nasceu o Bowie?', 'Bowie'],
  ])('Given the store’s pet, when "%s", then no memory of the store’s %s comes', (q, name) => {
    expect(subjects(q).filter((s) => s.includes(name))).toEqual([]);
  });

  it.each([
    ['a coleira do Zico está larga, troco já?', 'Zico'],
    ['how many treats can Zico have a day', 'Zico'],
    ['quantos golos o Tiago marcou ontem no andebol?', 'Tiago'],
    ['how many goals did my son Tiago score this season in handball', 'Tiago'],
  ])('Given the same store, when "%s" asks of the user’s own, then a memory of the store’s %s still comes', (q, name) => {
    expect(subjects(q).filter((s) => s.includes(name))).not.toEqual([]);
  });
});
