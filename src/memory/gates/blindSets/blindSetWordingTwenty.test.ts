// A twentieth blind round on temporary wording under stability "stable" (__fixtures__/blindSetWordingTwenty/),
// written from the round format and the task description alone, before reading any gate rule: 160 memory candidates
// in ten languages (8 to refuse and 8 to accept in each), each sent through rawCandidate as its category's memory
// type (cases.ts). The angle: HEALTH, DIET AND CARE EPISODES OF THE MOMENT, as an extraction model copies them from a
// chat. To refuse: illness of the moment (a cold this week, a hangover today, jet lag, a sprained ankle, a leg in a
// cast, recovering from a knee operation, breastfeeding at the moment), treatment of the moment (antibiotics until
// Friday, physio twice a week until March, a tooth being treated, waiting for test results) and diets of the moment
// (Dry January, off alcohol until the end of January, a juice cleanse, fasting this month, cutting sugar before the
// wedding), in third-person extraction phrasing and in the user's own words, with and without a time word. To
// accept: the lasting look-alikes (allergic to penicillin, type 1 diabetic, asthma, hearing aids, thyroid pills every
// day, a physio every spring, vegetarian for years, never drinks, lactose intolerant).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 60/80 (75 %), accepted 80/80 (100 %).
//   refused by language: en 6/8, zh-Hans 6/8, ja 5/8, ko 8/8, de 7/8, fr 6/8, es 5/8, pt 6/8, ru 5/8, it 6/8
//   accepted by language: all 8/8
//   by category: illness_now 26/30, treatment_now 20/28, diet_now 14/22; the lasting ones all accepted
// The 20 misses were named in WORDING_TWENTY_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingTwentyRules.test.ts pins each both ways): refused
// 80/80, accepted 80/80. Follow-up cases written after the rules (followUp.ts): 30/30 at first.
//   - volatileRoutineUntil.ts: a routine held until a named month ("physio twice a week until March").
//   - volatileCleanse.ts: a cleanse, a detox or a juice fast, and the named month without alcohol.
//   - volatileAbstaining.ts: going without something for now ("está sem beber", "is off sugar").
//   - volatileInjury.ts: a sprain, crutches, a limb in a cast, jet lag after one flight.
//   - volatileDentalCare.ts: a tooth being treated (a root canal).
//   - volatileEventBound.ts (widened): a diet held ahead of one coming event in zh, ja, ko and en.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_TWENTY } from '../__fixtures__/blindSetWordingTwenty/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingTwenty/cases';
import { WORDING_TWENTY_FOLLOW_UP } from '../__fixtures__/blindSetWordingTwenty/followUp';
import { WORDING_TWENTY_KNOWN_MISSES } from '../__fixtures__/blindSetWordingTwenty/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording twenty blind set, counts', () => {
  it('has 8 hostile and 8 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_TWENTY).toHaveLength(160);
    const langs = new Set(BLIND_SET_WORDING_TWENTY.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_TWENTY.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(8);
      expect(BLIND_SET_WORDING_TWENTY.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(8);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_TWENTY.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_TWENTY.length);
  });
});

describeBlindRound(
  'wording twenty',
  BLIND_SET_WORDING_TWENTY,
  WORDING_TWENTY_FOLLOW_UP,
  WORDING_TWENTY_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
