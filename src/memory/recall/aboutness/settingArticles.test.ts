import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// "a" is a locative only where it is no article (settingPlaces.ts): English writes it as the indefinite article ("a
// Beaujolais under 20 euros"), Portuguese as the definite one after a preposition ("com a Camila", "para a Strada").
// A place after a real locative stays the question's setting.

const memory = (type: 'user_preference' | 'stable_user_context', text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }));
const wine = memory(
  'user_preference',
  'Prefers light red wines, Beaujolais above all, with roast chicken.',
  ['wine', 'Beaujolais'],
  'wine',
);
const pickup = memory('stable_user_context', 'Drives an old Fiat Strada pickup to the apiaries.', ['Strada', 'pickup'], 'pickup Strada');
const others = [
  memory('stable_user_context', 'Lives in Lyon with her husband Marc.', ['Lyon', 'home'], 'home'),
  memory('user_preference', 'Likes long walks on Sundays.', ['walks'], 'walks'),
];
const recalled = (m: typeof wine, q: string): boolean => selectRelevantMemories([m, ...others], q).some((s) => s.stableKey === m.stableKey);

describe('"a" as an article, not a locative', () => {
  it('Given an English "a" before the name, then the memory comes', () => {
    expect(recalled(wine, 'a Beaujolais under 20 euros for Christmas dinner')).toBe(true);
    expect(recalled(pickup, 'which tyres for a Strada on dirt roads?')).toBe(true);
  });

  it('Given a Portuguese "a" after a preposition before the name, then the memory comes', () => {
    expect(recalled(pickup, 'o seguro para a Strada vence quando?')).toBe(true);
  });

  it('Given the name after a real locative in a question asking a topic of its own, then it stays the setting', () => {
    expect(recalled(wine, 'what is the weather like in Beaujolais in October?')).toBe(false);
    expect(recalled(wine, 'qual é a população em Beaujolais?')).toBe(false);
    expect(recalled(wine, 'cosa vedere a Beaujolais in ottobre?')).toBe(false);
    expect(recalled(wine, '¿qué ver a Beaujolais en octubre?')).toBe(false);
  });
});
