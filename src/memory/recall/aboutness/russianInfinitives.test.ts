import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { classifyAboutness } from './aboutness';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { normalizeForRecall } from '../../record/tokenize';

// A Russian question word of amount, time or frequency before a bare infinitive asks what the asker should do
// (russianInfinitives.ts): "сколько поливать фикус", "когда стричь кота". A finite verb between them, a past tense,
// or a present of the third person, leaves the fact of the world it was.

const store = parseMemoryLines(`
stable_user_context | кот, Барсик, мейн-кун | cat Barsik | Кот Барсик — мейн-кун, 6 лет, линяет весной клоками.
user_preference | фикус, растения | ficus | На подоконнике у неё большой фикус Бенджамина, ему 12 лет.
project_context | дача, теплица, огурцы | greenhouse | На даче она построила теплицу и выращивает огурцы.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);
const aboutness = (q: string) => classifyAboutness(normalizeForRecall(q));

describe('a Russian question asking advice with an infinitive after a word of amount, time or frequency', () => {
  it.each([
    ['сколько раз в неделю поливать фикус зимой?', 'ficus'],
    ['когда вычёсывать Барсика, если он линяет?', 'cat Barsik'],
    ['как часто проветривать теплицу с огурцами в жару', 'greenhouse'],
    ['во сколько открывать теплицу утром', 'greenhouse'],
  ])('Given the user’s memory, when "%s" asks what to do, then it is the user’s and %s is recalled', (q, subject) => {
    expect(aboutness(q)).toBe('user');
    expect(subjects(q)).toContain(subject);
  });

  it.each([
    'когда начали строить Исаакиевский собор?',
    'сколько веков продолжали строить Кёльнский собор',
    'сколько лет дети учатся читать',
    'сколько весит взрослый мейн-кун',
    'когда появились первые теплицы',
    'сколько лететь от Москвы до Владивостока',
    'сколько ехать на поезде из Казани в Сочи',
  ])('Given a finite verb or no infinitive, when "%s" asks a fact, then it stays the world’s', (q) => {
    expect(aboutness(q)).toBe('world');
  });
});
