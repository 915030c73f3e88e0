// An eighteenth blind round on temporary wording under stability "stable" (__fixtures__/blindSetWordingEighteen/),
// written from the round format and the task description alone, before reading any gate rule: 200 memory candidates
// in ten languages (10 to refuse and 10 to accept in each), each sent through rawCandidate as its category's memory
// type (cases.ts). The angle: SOCIAL AND WORK SITUATIONS OF THE MOMENT, as an extraction model copies them from a
// chat. To refuse: work of the moment (on call this week, covering for a sick colleague, a short-staffed team, a
// sprint deadline on Friday, a talk for next month's conference, a recruiter's answer awaited, a raise under
// negotiation, a strike that stops the trains, this year's turn on the holiday rota), home of the moment (a friend on
// the sofa for a few days, a partner away on a trip, the kids at their grandparents' this week, a roommate moving out
// at the end of the month, a neighbour's renovation) and relations of the moment (a fight with a sister, not speaking
// to a friend since the weekend, just started dating), in third-person extraction phrasing and in the user's own
// words, with and without a time word. To accept: the lasting look-alikes (works night shifts, manages a team of
// five, on call one week in four as a rule, lives with a sister, hosts a book club every month, a long-distance
// partner in Osaka, estranged from a father for years, married since 2015).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 71/100 (71 %), accepted 99/100 (99 %).
//   refused by language: en 8/10, zh-Hans 6/10, ja 8/10, ko 7/10, de 7/10, fr 6/10, es 6/10, pt 8/10, ru 8/10, it 7/10
//   accepted by language: fr 9/10, all others 10/10
//   by category: work_now 31/40, home_now 26/30, relation_now 14/30; lasting_relation 29/30, the others all accepted
// The 30 misses were named in WORDING_EIGHTEEN_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingEighteenRules.test.ts pins each both ways): refused
// 100/100, accepted 100/100. Follow-up cases written after the rules (followUp.ts): 29/30 at first (Chinese
// "正在和公司谈涨薪": the negotiation rule knew only 跟 before the partner, not 和; widened), 30/30 after.
//   - volatileRecentStart.ts: since the weekend, beside since a weekday.
//   - volatileStates.ts: a quarrel or a silence of the moment (in a fight with, not speaking to), lasting when held for years.
//   - volatileStandIn.ts: standing in for a colleague, a boss, someone.
//   - volatileNewRelationship.ts: a relationship just begun.
//   - volatileNegotiation.ts: one's own pay under negotiation.
//   - volatileMonthEndMove.ts: a departure set for the end of this month.
//   - volatileStrikeCause.ts: a strike named as the cause.
//   - volatileShortPeriods.ts: a stay of a few days in Chinese (借住几天).
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_EIGHTEEN } from '../__fixtures__/blindSetWordingEighteen/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingEighteen/cases';
import { WORDING_EIGHTEEN_FOLLOW_UP } from '../__fixtures__/blindSetWordingEighteen/followUp';
import { WORDING_EIGHTEEN_KNOWN_MISSES } from '../__fixtures__/blindSetWordingEighteen/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording eighteen blind set, counts', () => {
  it('has 10 hostile and 10 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_EIGHTEEN).toHaveLength(200);
    const langs = new Set(BLIND_SET_WORDING_EIGHTEEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_EIGHTEEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(10);
      expect(BLIND_SET_WORDING_EIGHTEEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(10);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_EIGHTEEN.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_EIGHTEEN.length);
  });
});

describeBlindRound(
  'wording eighteen',
  BLIND_SET_WORDING_EIGHTEEN,
  WORDING_EIGHTEEN_FOLLOW_UP,
  WORDING_EIGHTEEN_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
