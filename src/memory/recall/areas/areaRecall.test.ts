import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { areaWordCounts, areasOfMemory } from './lifeAreas';
import { LIFE_AREAS, type LifeArea } from './lifeAreaWords';
import { selectRelevantMemories } from '../selection';

// Recall by area of life (lifeAreas.ts, areaRecall.ts): a question asking the user's own plan in an area reaches
// the constraint the user keeps there, and nothing else does.

const mem = (text: string, tags: string[], subject: string, type: UserMemory['type'] = 'recurring_constraint'): UserMemory =>
  memoryFrom(rawCandidate({ type, text, tags, subject }));
const recalled = (memories: UserMemory[], q: string): string[] => selectRelevantMemories(memories, q).map((m) => m.stableKey);

const diet = mem('User is pescatarian: fish and seafood yes, no meat or poultry.', ['pescatarian', 'fish', 'no meat'], 'pescatarian');
const caffeine = mem(
  'User drinks no caffeine after 14:00 because it wrecks their sleep.',
  ['caffeine', 'afternoon', 'sleep'],
  'no caffeine',
);
const crypto = mem('User is conservative with money: no crypto, no leverage.', ['risk', 'crypto', 'money'], 'no crypto', 'risk_preference');
const spicy = mem('User loves very spicy food and asks for more chili.', ['spicy', 'food', 'pepper'], 'spicy food', 'user_preference');
const store = [diet, caffeine, crypto, spicy];

describe('recall by area of life', () => {
  it('Given constraints that share no word with the question, when the user asks their own plan in their area, then the one constraint is recalled', () => {
    expect(recalled(store, 'what should i cook tonight')).toEqual([diet.stableKey]);
    expect(recalled(store, 'can i have an espresso at 4pm?')).toEqual([caffeine.stableKey]);
    expect(recalled(store, 'should i put my bonus into bitcoin')).toEqual([crypto.stableKey]);
  });

  it('Given the same store, when the question is about the world, a plain request, another area or in another language, then nothing is recalled', () => {
    expect(recalled(store, 'what do people in japan eat for dinner?')).toEqual([]);
    expect(recalled(store, 'dinner recipes with lentils')).toEqual([]);
    expect(recalled(store, 'what book should i read tonight')).toEqual([]);
    expect(recalled(store, '今晚我该做什么菜？')).toEqual([]);
    const shellfish = mem('El usuario es alérgico al marisco.', ['marisco', 'alergia'], 'marisco');
    expect(recalled([shellfish], 'what should i cook tonight')).toEqual([]);
  });

  it('Given a liking only, when the user asks a plan in its area, then the liking is recalled; beside a constraint, the constraint alone', () => {
    expect(recalled([spicy], 'what should i cook tonight')).toEqual([spicy.stableKey]);
    expect(recalled([spicy, diet], 'what should i cook tonight')).toEqual([diet.stableKey]);
  });

  it('Given a memory matched on its words, when the question also names an area, then the area memory does not displace it', () => {
    const lentils = mem('User batch-cooks red lentil dal on Sundays.', ['lentils', 'dal', 'Sunday'], 'lentil dal', 'user_preference');
    expect(recalled([...store, lentils], 'what should i cook with lentils tonight')).toEqual([lentils.stableKey]);
  });

  it('Given a person, a project or a standing instruction in the area, then none governs it', () => {
    const partner = mem(
      "User's partner Mirko is a nurse who cooks fish on Sundays.",
      ['partner', 'Mirko'],
      'partner Mirko',
      'stable_user_context',
    );
    const restaurants = mem(
      'When suggesting restaurants, mention fish and vegetarian dishes.',
      ['restaurants'],
      'restaurants',
      'standing_instruction',
    );
    expect(areasOfMemory(partner)).toEqual([]);
    expect(areasOfMemory(restaurants)).toEqual([]);
    expect(recalled([partner, restaurants], 'what should i cook tonight')).toEqual([]);
  });

  it('Given a rule that names a second area as its reason, then it governs the area it talks about most', () => {
    expect(areasOfMemory(caffeine).map((a) => a.area)).toEqual(['drinks']);
  });

  it('Given a rule that names only a food or a drink, then it governs that area in every language; a place named like a food does not', () => {
    const onion = mem('У пользователя аллергия на лук.', ['лук', 'аллергия'], 'onion allergy');
    const shellfish = mem('User is allergic to shellfish and strawberries.', ['allergy'], 'shellfish allergy');
    const negi = mem('ユーザーは玉ねぎが食べられない。', ['玉ねぎ'], 'no onions');
    const matcha = mem('El usuario no toma té verde por la tarde.', ['té verde'], 'no green tea', 'user_preference');
    const hamburg = mem(
      'Der Nutzer lernt Deutsch für die Kollegen in Hamburg.',
      ['Deutsch', 'Kollegen'],
      'German lessons',
      'user_preference',
    );
    const languageOf = (m: UserMemory) => (m === onion ? 'ru' : m === matcha ? 'es' : m === hamburg ? 'de' : undefined);
    const areaOf = (m: UserMemory) => areasOfMemory(m, languageOf(m)).map((a) => a.area);
    expect(areaOf(onion)).toEqual(['food']);
    expect(areaOf(shellfish)).toEqual(['food']);
    expect(areaOf(negi)).toEqual(['food']);
    expect(areaOf(hamburg)).toEqual([]);
    expect(recalled([onion, hamburg], 'что мне приготовить на ужин?')).toEqual([onion.stableKey]);
    expect(recalled([onion, hamburg], 'как правильно приготовить борщ для гостей?')).toEqual([]);
  });

  const areas = Object.keys(LIFE_AREAS) as LifeArea[];
  it.each(areas)('Given the %s area, then each of its words names it in a text, and it has words in Latin and CJK scripts', (area) => {
    const { latin, cjk } = LIFE_AREAS[area];
    expect(latin.length).toBeGreaterThan(0);
    expect(cjk.length).toBeGreaterThan(0);
    for (const word of [...latin.map((w) => w.replace(/\*$/, '')), ...cjk])
      expect(areaWordCounts(`x ${word} x`).has(area), word).toBe(true);
  });
});
