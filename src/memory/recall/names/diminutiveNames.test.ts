import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';
import { buildCorpus } from '../words/recallCorpus';
import { buildMemoryFeatures } from '../matchFeatures';
import { withDiminutiveNamesWritten } from './diminutiveNames';

// A Russian diminutive of a name the store writes (Машенька, Машеньке for Маша; Стёпочка for Стёпа; a dog Уголёк as
// Угольку) is that name in the same case; a capitalised word built on the stem with no diminutive suffix, a lower-case
// word sharing the stem, and a word the store holds itself stay what they are.

const store = () => [
  bridgeMemory(
    'stable_user_context',
    'Дочь Маша, 9 лет, ходит в музыкальную школу на скрипку.',
    ['дочь', 'Маша', 'скрипка'],
    'daughter Masha',
  ),
  bridgeMemory(
    'stable_user_context',
    'У Маши аллергия на арахис, в школу даём ей свой обед.',
    ['Маша', 'аллергия', 'арахис'],
    'Masha allergy',
  ),
  bridgeMemory('stable_user_context', 'Сын Стёпа, 16 лет, играет в хоккей за городскую команду.', ['сын', 'Стёпа', 'хоккей'], 'son Styopa'),
  bridgeMemory(
    'stable_user_context',
    'Кота зовут Уголь — чёрный британец, 4 года, боится пылесоса.',
    ['кот', 'Уголь', 'британец'],
    'cat Ugol',
  ),
  ...bridgeFiller(),
];

/** The first of the name's memories the question selects (any of them answers it). */
const pickedOf = (memories: ReturnType<typeof store>, question: string, name: string) => {
  const keys = new Set(memories.filter((m) => m.tags.some((t) => t.toLowerCase() === name.toLowerCase())).map((m) => m.stableKey));
  return selectRelevantMemories(memories, question).find((m) => keys.has(m.stableKey))?.stableKey;
};

describe('a Russian diminutive of a store name', () => {
  it.each([
    ['Маша', 'Машеньке нужны новые кроссовки, какие выбрать?'],
    ['Маша', 'можно ли Машуньке ночевать у подруги?'],
    ['Маша', 'что подарить Машке на десятилетие'],
    ['Стёпа', 'Стёпочке нужны коньки, какой размер брать на вырост?'],
    ['Уголь', 'Уголёк перестал есть, что делать?'],
    ['Уголь', 'какую переноску купить Угольку для поездки'],
  ])('Given the store names %s, when "%s" writes a diminutive of it, then one of its memories is recalled', (name, question) => {
    const memories = store();
    expectRecalled(memories, question, pickedOf(memories, question, name) ?? 'none of the name');
  });

  it.each([
    'Машинка для стрижки сломалась, как починить?',
    'Машина не заводится на морозе, что делать?',
    'что такое угольки в костре и сколько они горят',
  ])('Given the same store, when "%s" holds no diminutive of a store name, then the name is not read into it', (question) => {
    const memories = store();
    const corpus = buildCorpus(memories.map((m) => buildMemoryFeatures(m)));
    expect(withDiminutiveNamesWritten(question, corpus)).toBe(question);
  });

  it('Given no Cyrillic name in the store, when a Russian question writes a diminutive, then it is left as written', () => {
    const corpus = buildCorpus(bridgeFiller().map((m) => buildMemoryFeatures(m)));
    expect(withDiminutiveNamesWritten('Машеньке нужна новая скрипка', corpus)).toBe('Машеньке нужна новая скрипка');
    expect(selectRelevantMemories(bridgeFiller(), 'Машеньке нужна новая скрипка')).toEqual([]);
  });
});
