import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { classifyAboutness } from './aboutness';
import { asksWhatOthersDo } from './othersDo';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// What others do, asked with a plural subject and its article (othersDo.ts): a world frame in Spanish, Portuguese,
// French and Italian; the household's own people and pets stay out.

const store = parseMemoryLines(`
user_preference | hormigas, terrario | ant farm | Tiene un terrario de hormigas cortadoras en el salón desde 2024.
project_context | vinho, vindima | wine harvest | Ela faz vinho caseiro com as uvas do quintal; a vindima é em setembro.
stable_user_context | escargots, jardin | garden snails | Les escargots mangent toute sa salade au jardin chaque printemps.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a question of what a kind of things or creatures does', () => {
  it.each([
    ['¿cómo construyen los hormigueros las hormigas?', 'ant farm'],
    ['cómo las hormigas encuentran comida', 'ant farm'],
    ['como os monges faziam vinho na idade média?', 'wine harvest'],
    ['pourquoi les escargots sortent quand il pleut ?', 'garden snails'],
  ])('Given a memory of the user’s own, when "%s" asks how the world works, then %s does not come', (q, subject) => {
    expect(classifyAboutness(q)).toBe('world');
    expect(subjects(q)).not.toContain(subject);
  });

  it.each(['come fanno il nido le rondini?', 'perché le api danzano?'])('"%s" is a world frame in Italian', (q) => {
    expect(asksWhatOthersDo(q)).toBe(true);
  });

  it.each([
    'cómo mis hormigas encuentran comida',
    'o que faço com o vinho que azedou?',
    'que faire contre les escargots dans mon jardin ?',
  ])('Given the same memories, when "%s" asks about the user’s own, then it still comes', (q) => {
    expect(subjects(q).length).toBeGreaterThan(0);
  });

  it.each(['¿qué comen los niños en el cole?', 'pourquoi les chats de la maison miaulent la nuit', 'come dormono i figli piccoli?'])(
    'a household’s people or pets by article ("%s") are no world frame',
    (q) => {
      expect(asksWhatOthersDo(q)).toBe(false);
    },
  );
});

describe('French asking what others do by an inverted pronoun (othersDo.ts, INVERTED)', () => {
  it.each([
    'Quelles activités les Français font-ils le plus le week-end ?',
    'quelle salade les escargots mangent-ils le plus ?',
    'En quelle saison les escargots sortent-ils au jardin ?',
  ])('Given "%s", then it asks what others do', (q) => {
    expect(asksWhatOthersDo(q.toLowerCase())).toBe(true);
  });

  it('Given snails asked about with an inverted pronoun, then the user’s garden snails stay out', () => {
    expect(subjects('quelle salade les escargots mangent-ils le plus ?')).toEqual([]);
  });

  it.each([
    'les enfants peuvent-ils manger du miel ?',
    'mes escargots mangent-ils trop de salade ?',
    'les escargots mangent la salade du jardin',
  ])('Given "%s" (a household noun, the user’s own, or no inversion), then it asks nothing of others', (q) => {
    expect(asksWhatOthersDo(q.toLowerCase())).toBe(false);
  });
});
