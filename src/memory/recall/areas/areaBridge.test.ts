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
});
