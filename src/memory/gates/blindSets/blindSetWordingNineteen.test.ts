// A nineteenth blind round on temporary wording under stability "stable" (__fixtures__/blindSetWordingNineteen/),
// written from the round format and the task description alone, before reading any gate rule: 160 memory candidates
// in ten languages (8 to refuse and 8 to accept in each), each sent through rawCandidate as its category's memory
// type (cases.ts). The angle: MEDIA, HOBBIES AND CONSUMPTION OF THE MOMENT, as an extraction model copies them from a
// chat. To refuse: media of the moment (a novel being read, a series this week, a K-drama binge, an album on repeat
// lately), hobbies of the moment (a recipe tonight, a song for Saturday's party, a class this term, padel since last
// month, a game these days) and progress of the moment (halfway through a puzzle, a 30-day challenge, a 12-day streak
// on a language app, a library book due Friday), in third-person extraction phrasing and in the user's own words,
// with and without a time word. To accept: the lasting look-alikes (a favourite author, has read every Murakami
// novel, loves jazz, plays chess on Sundays, the cello since age seven, collects vinyl, watches every Formula 1 race,
// reads before sleeping).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 59/80 (74 %), accepted 80/80 (100 %).
//   refused by language: en 7/8, zh-Hans 6/8, ja 6/8, ko 5/8, de 8/8, fr 5/8, es 5/8, pt 6/8, ru 5/8, it 6/8
//   accepted by language: all 8/8
//   by category: media_now 36/40, hobby_now 13/20, progress_now 10/20; the lasting ones all accepted
// The 21 misses were named in WORDING_NINETEEN_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingNineteenRules.test.ts pins each both ways): refused
// 80/80, accepted 80/80. Follow-up cases written after the rules (followUp.ts): 30/30 at first.
//   - volatileHalfway.ts: halfway through one piece of a pastime (a puzzle, a book).
//   - volatileStreak.ts: a streak counted in days up to now, unless a rota names what follows.
//   - volatileBinge.ts: binge-watching one series of the moment.
//   - volatileNewCraze.ts: a craze begun last month or a month ago.
//   - volatileEventOfDay.ts: getting ready for one event of a named weekday ("for Saturday's party").
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_NINETEEN } from '../__fixtures__/blindSetWordingNineteen/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingNineteen/cases';
import { WORDING_NINETEEN_FOLLOW_UP } from '../__fixtures__/blindSetWordingNineteen/followUp';
import { WORDING_NINETEEN_KNOWN_MISSES } from '../__fixtures__/blindSetWordingNineteen/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording nineteen blind set, counts', () => {
  it('has 8 hostile and 8 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_NINETEEN).toHaveLength(160);
    const langs = new Set(BLIND_SET_WORDING_NINETEEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_NINETEEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(8);
      expect(BLIND_SET_WORDING_NINETEEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(8);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_NINETEEN.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_NINETEEN.length);
  });
});

describeBlindRound(
  'wording nineteen',
  BLIND_SET_WORDING_NINETEEN,
  WORDING_NINETEEN_FOLLOW_UP,
  WORDING_NINETEEN_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
