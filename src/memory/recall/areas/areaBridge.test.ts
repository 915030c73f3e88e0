import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { selectRelevantMemories } from '../selection';

// The area rule across languages (areaBridge.ts): a food, drink or sleep plan asked in one language reaches the
// rules the user keeps in another, when the user keeps that area's rules mainly in one language and none in the
// question's.

const mem = (text: string, tags: string[], subject: string, type: UserMemory['type'] = 'recurring_constraint'): UserMemory =>
  memoryFrom(rawCandidate({ type, text, tags, subject }));
const recalled = (memories: UserMemory[], q: string): string[] => selectRelevantMemories(memories, q).map((m) => m.stableKey);

const diet = mem('User is pescatarian: fish and seafood yes, no meat or poultry.', ['pescatarian', 'fish', 'no meat'], 'pescatarian');
const lactose = mem('User is lactose intolerant: hard cheeses are fine, milk and cream are not.', ['lactose', 'dairy'], 'lactose');
const caffeine = mem('User drinks no caffeine after 14:00 because it wrecks their sleep.', ['caffeine', 'afternoon'], 'no caffeine');
const tea = mem('User drinks no black tea after lunch.', ['tea', 'afternoon'], 'no black tea');
const store = [diet, lactose, caffeine, tea];

describe('recall by area of life across languages', () => {
  it('Given food and drink rules kept in English, when the user asks their own dinner or coffee plan in another language, then a rule of that area is recalled', () => {
    for (const q of ['was koche ich heute abend?', 'что приготовить на ужин сегодня'])
      expect(
        recalled(store, q).filter((k) => k === diet.stableKey || k === lactose.stableKey),
        q,
      ).toHaveLength(1);
    for (const q of ['darf ich um 16 Uhr noch einen Kaffee trinken?'])
      expect(
        recalled(store, q).filter((k) => k === caffeine.stableKey || k === tea.stableKey),
        q,
      ).toHaveLength(1);
  });

  it('Given the same store, when the question is about the world, a plain request or another area, then nothing is recalled', () => {
    expect(recalled(store, 'was essen die Leute in Japan zum Abendessen?')).toEqual([]);
    expect(recalled(store, 'Rezepte mit Linsen')).toEqual([]);
    expect(recalled(store, 'welches Buch soll ich heute Abend lesen?')).toEqual([]);
  });

  it('Given one rule kept in another language, when the user asks a plan in its area, then it is recalled', () => {
    expect(recalled([diet], 'was koche ich heute abend?')).toEqual([diet.stableKey]);
    expect(recalled([caffeine], 'posso bere un caffè alle cinque?')).toEqual([caffeine.stableKey]);
  });

  it('Given a liking kept in the question’s language and rules kept in another, when the user asks a plan in the area, then a rule comes before the liking', () => {
    const chocolate = mem(
      'All’utente piace il cioccolato di Torino, soprattutto il gianduiotto.',
      ['cioccolato'],
      'cioccolato',
      'user_preference',
    );
    const got = recalled([diet, lactose, chocolate], 'cosa cucino stasera senza carne e senza latte?');
    expect(got).toHaveLength(1);
    expect([diet.stableKey, lactose.stableKey]).toContain(got[0]);
    // A rule kept in the question's own language answers it: the others stay out.
    const vegan = mem('Der Nutzer isst vegan, keine tierischen Produkte.', ['vegan', 'ernährung'], 'vegan');
    expect(recalled([diet, lactose, vegan], 'was koche ich heute abend?')).toEqual([vegan.stableKey]);
  });

  it('Given rules in several languages, one in the question’s language or a rule of someone else’s life, then no rule of another language is recalled by area alone', () => {
    const gastritis = mem('У пользователя гастрит: на ужин ему нельзя острую еду.', ['гастрит', 'еда'], 'гастрит');
    expect(recalled([diet, gastritis], 'was koche ich heute abend?')).toEqual([]);
    const vegan = mem('Der Nutzer isst vegan, keine tierischen Produkte.', ['vegan', 'ernährung'], 'vegan');
    expect(recalled([diet, lactose, vegan], 'was koche ich heute abend?')).toEqual([vegan.stableKey]);
    const jules = mem('Jules gets no screens after 19:00 because he then cannot sleep.', ['jules', 'screens', 'sleep'], 'Jules screens');
    const shifts = mem('User works night shifts and then sleeps until 14:00.', ['night shifts', 'sleep'], 'night shifts');
    expect(recalled([jules], 'wie schlafe ich tagsüber besser?')).toEqual([]);
    expect(recalled([jules, shifts], 'wie schlafe ich tagsüber besser?')).toEqual([shifts.stableKey]);
  });

  it('Given rules filed under another topic that mention a meal or a drink on the way, when the user asks a plan in another language, then none is recalled by area alone', () => {
    const salesTax = mem(
      'Elle perçoit la TVA sur les repas du gîte et la déclare chaque trimestre.',
      ['TVA', 'gîte', 'déclaration'],
      'VAT returns',
    );
    const pills = mem('Он не пьёт кофе после обеда из-за таблеток от давления.', ['таблетки', 'давление'], 'pressure pills');
    const match = mem('아이가 축구할 때는 주스와 사탕을 꼭 챙긴다.', ['축구', '경기'], 'match snacks');
    for (const q of ['was koche ich heute abend?', 'what should I cook tonight', 'qué hago de cenar hoy', '今晩何を作ろう？'])
      expect(recalled([salesTax, pills, match], q), q).toEqual([]);
    expect(recalled([salesTax], 'cosa cucino stasera')).toEqual([]);
    expect(recalled([pills], 'was koche ich heute abend?')).toEqual([]);
  });

  it('Given rules whose tags name their area, by its words or by a food they name, when the user asks a plan in another language, then the rule is recalled', () => {
    const vegetarian = mem('Elle est végétarienne depuis dix ans, mais mange des œufs.', ['végétarienne', 'régime'], 'vegetarian');
    const onions = mem('Il ne supporte pas les oignons crus.', ['oignons'], 'raw onions');
    const decaf = mem('Он не пьёт кофе после обеда из-за давления.', ['кофе', 'давление'], 'no coffee after lunch');
    for (const q of ['what should I cook tonight', 'was koche ich heute abend?'])
      expect(recalled([vegetarian], q), q).toEqual([vegetarian.stableKey]);
    expect(recalled([onions], 'what should I cook tonight')).toEqual([onions.stableKey]);
    expect(recalled([decaf], 'darf ich um 16 Uhr noch einen Kaffee trinken?')).toEqual([decaf.stableKey]);
  });
});
