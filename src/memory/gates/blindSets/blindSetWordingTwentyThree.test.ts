// A twenty-third blind round on temporary wording under stability "stable" (__fixtures__/blindSetWordingTwentyThree/),
// written from the round format and the task description alone, before reading any gate rule: 160 memory candidates
// in ten languages (8 to refuse and 8 to accept in each), each sent through rawCandidate as its category's memory
// type (cases.ts). The angle: SCHOOL, WEATHER AND WORK OF THE MOMENT, as an extraction model copies them from a chat.
// To refuse: school of the moment (a school trip on Friday, exams starting Monday, a parent-teacher meeting tonight,
// half-term or holidays now), weather of the moment (a snow day, a heatwave, a garden flooded after last night's
// storm, windows shut for the pollen season) and work of the moment (a release crunch, the Q3 report this month, the
// boss away until Thursday, covering for a colleague, a contract ending in March, a promotion awaited, a new hire
// onboarded, a conference talk next Tuesday), in third-person extraction phrasing and in the user's own words, with
// and without a time word. To accept: the lasting look-alikes (the daughter is in year 9, the son goes to a
// Montessori school, hates humid summers, lives in a rainy city, works four days a week, leads a team of six, at the
// company since 2015, prefers written status updates, does not work on Fridays).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 60/80 (75 %), accepted 79/80 (99 %).
//   refused by language: en 4/8, zh-Hans 6/8, ja 7/8, ko 6/8, de 6/8, fr 8/8, es 6/8, pt 5/8, ru 6/8, it 6/8
//   accepted by language: ko 7/8, all others 8/8
//   by category: school_now 25/30, weather_now 17/20, work_now 18/30; lasting_school 30/30, lasting_weather 20/20,
//   lasting_work 29/30
// The 21 misses were named in WORDING_TWENTY_THREE_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingTwentyThreeRules.test.ts pins each both ways): refused
// 80/80, accepted 80/80. Follow-up cases written after the rules (followUp.ts): 30/30 at first.
//   - volatileSchoolBreak.ts: children on a school break now (half-term, Herbstferien, de vacaciones, 放暑假, 春休み中).
//   - volatileSchoolEvent.ts: one school event (a trip, exams, a parents' meeting) on a named weekday.
//   - volatileWeatherSpell.ts: one spell of weather (a heatwave, a storm, the pollen count) as the present state or the
//     reason of a plan.
//   - volatileCrunch.ts: a push before one release or deadline.
//   - volatileAwaitedAnswer.ts: one answer, decision or result awaited now.
//   - volatileContractEnd.ts: one contract, lease or placement ending in a named month.
//   - lexicons/ko.ts: 지금 after a span from a year ("2015년부터 지금 회사에") is "to this day", not "now".
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_TWENTY_THREE } from '../__fixtures__/blindSetWordingTwentyThree/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingTwentyThree/cases';
import { WORDING_TWENTY_THREE_FOLLOW_UP } from '../__fixtures__/blindSetWordingTwentyThree/followUp';
import { WORDING_TWENTY_THREE_KNOWN_MISSES } from '../__fixtures__/blindSetWordingTwentyThree/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording twenty-three blind set, counts', () => {
  it('has 8 hostile and 8 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_TWENTY_THREE).toHaveLength(160);
    const langs = new Set(BLIND_SET_WORDING_TWENTY_THREE.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_TWENTY_THREE.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(8);
      expect(BLIND_SET_WORDING_TWENTY_THREE.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(8);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_TWENTY_THREE.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_TWENTY_THREE.length);
  });
});

describeBlindRound(
  'wording twenty-three',
  BLIND_SET_WORDING_TWENTY_THREE,
  WORDING_TWENTY_THREE_FOLLOW_UP,
  WORDING_TWENTY_THREE_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
