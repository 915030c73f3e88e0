import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A place a question about the user is set in, which a lasting fact of the store names only as where its someone
// lives or is, is where both happen, not what either is about (worldPlaces.ts, withoutSharedSetting): "our wedding in
// Bologna" is not about Luca's mother who lives there. A question naming the relation, the person, or the memory's
// subject keeps it, and so does a routine or a project set there.

const memory = (type: 'stable_user_context' | 'recurring_constraint', text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type, text, tags, subject, polarity: null }));
const rosa = memory(
  'stable_user_context',
  "Luca's mother Rosa lives in Bologna and phones every Sunday.",
  ['Rosa', 'Bologna', 'mother-in-law'],
  'Rosa',
);
const hana = memory('stable_user_context', 'Her daughter Hana studies law in Dijon.', ['Hana', 'Dijon', 'daughter'], 'daughter Hana');
const matches = memory(
  'recurring_constraint',
  'On Saturdays she drives Chidi to his basketball matches in Caluire.',
  ['Chidi', 'Caluire'],
  'Chidi matches',
);
const others = [
  memory('stable_user_context', 'The user works as a nurse on night shifts.', ['nurse', 'night shifts'], 'nurse'),
  memory('stable_user_context', 'The user has gout and avoids beer.', ['gout', 'beer'], 'gout'),
];
const recalled = (m: typeof rosa, q: string): boolean => selectRelevantMemories([m, ...others], q).some((s) => s.stableKey === m.stableKey);

describe('a place both the question and a lasting fact are set in', () => {
  it('Given a question about the user set in the place the memory says someone lives, then the memory stays out', () => {
    expect(recalled(rosa, 'a checklist for our wedding in Bologna')).toBe(false);
    expect(recalled(rosa, 'una lista delle cose da fare per il nostro matrimonio a Bologna')).toBe(false);
    expect(recalled(rosa, 'eine Checkliste für unsere Hochzeit in Bologna')).toBe(false);
    expect(recalled(hana, "J'ai une crise de goutte, je peux quand même goûter du vin à Dijon ?")).toBe(false);
  });

  it('Given the person or the relation named, then the memory comes', () => {
    expect(recalled(rosa, 'what can I bring Rosa when we visit Bologna?')).toBe(true);
    expect(recalled(hana, 'ma fille à Dijon a la grippe, que lui envoyer ?')).toBe(true);
  });

  it('Given where the user lives, then a question set there for the user keeps it', () => {
    const home = memory('stable_user_context', 'Пользователь живёт в Казани с мужем Айдаром.', ['Казань', 'дом'], 'Казань');
    expect(recalled(home, 'Посоветуй мне кафе в Казани для работы.')).toBe(true);
    expect(recalled(home, 'Куда мне сходить в Казани в эти выходные?')).toBe(true);
  });

  it('Given a routine set in the place, then the place still carries it', () => {
    expect(recalled(matches, 'the game in Caluire starts at 10, when should we leave?')).toBe(true);
  });
});
