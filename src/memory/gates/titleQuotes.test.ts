import { describe, expect, it } from 'vitest';
import { blindVerdict } from './__fixtures__/blindVerdict';
import type { BlindLanguage } from './__fixtures__/blindCase';

const verdict = (lang: BlindLanguage, expect: 'refuse' | 'accept', text: string) =>
  blindVerdict({ lang, category: 'title', expect, text, subject: 'works' });

// A title in single quotes keeps an apostrophe between letters inside it ('Tomorrow's Harvest', ‘Don’t Stop Me
// Now’), so its time word is part of the title; a time word outside the quotes still counts.
const TITLES: readonly (readonly [BlindLanguage, string])[] = [
  ['en', "User's favourite album is 'Tomorrow's Harvest' by Boards of Canada."],
  ['en', 'User’s karaoke song is ‘Don’t Stop Me Now’.'],
  ['en', "User loves the film 'Today's Special'."],
  ['fr', "Le livre préféré de l'utilisateur est 'Aujourd'hui, maman est morte'."],
];
const TIME_OUTSIDE: readonly (readonly [BlindLanguage, string])[] = [
  ['en', "User's not sleeping well this week, he says 'it's fine'."],
  ['en', "User said 'maybe' he's moving to Spain next month."],
];

describe('titles in single quotes with an apostrophe inside', () => {
  it.each(TITLES)('keeps %s: %s', (lang, text) => {
    expect(verdict(lang, 'accept', text)).toBe('accept');
  });
  it.each(TIME_OUTSIDE)('refuses %s: %s', (lang, text) => {
    expect(verdict(lang, 'refuse', text)).toBe('refuse');
  });
});
