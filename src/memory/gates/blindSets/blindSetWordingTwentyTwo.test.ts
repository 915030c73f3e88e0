// A twenty-second blind round on temporary wording under stability "stable" (__fixtures__/blindSetWordingTwentyTwo/),
// written from the round format and the task description alone, before reading any gate rule: 160 memory candidates
// in ten languages (8 to refuse and 8 to accept in each), each sent through rawCandidate as its category's memory
// type (cases.ts). The angle: HOME, FAMILY, PETS AND MONEY OF THE MOMENT, as an extraction model copies them from a
// chat. To refuse: the home of the moment (a broken boiler, a power cut tonight, a roof being repaired), the family of
// the moment (exams this week, a teething baby, a son off school sick), pets of the moment (a dog recovering from
// surgery, a cat in heat) and money of the moment (saving for a phone this month, waiting for the salary, overdrawn,
// comparing TVs, a returned jacket, a grocery parcel coming, the rent going up next month, a tax refund pending), in
// third-person extraction phrasing and in the user's own words, with and without a time word. To accept: the lasting
// look-alikes (owns the flat, has two children, the son is diabetic, the dog is a rescue, pays rent monthly, keeps a
// budget spreadsheet, saves 10 % of the salary, banks with a cooperative bank, the cat is indoor-only).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 63/80 (79 %), accepted 80/80 (100 %).
//   refused by language: en 6/8, zh-Hans 5/8, ja 6/8, ko 8/8, de 7/8, fr 6/8, es 6/8, pt 6/8, ru 7/8, it 6/8
//   accepted by language: all 8/8
//   by category: home_now 19/20, family_now 16/20, pet_now 6/10, money_now 22/30; the lasting ones all accepted
// The 17 misses were named in WORDING_TWENTY_TWO_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingTwentyTwoRules.test.ts pins each both ways): refused
// 80/80, accepted 80/80. Follow-up cases written after the rules (followUp.ts): 30/30 at first.
//   - volatileAwaitedPayment.ts: a payment (salary, refund, transfer…) awaited now or not come in yet.
//   - volatileBodyCycle.ts: a baby teething or an animal in heat, unless spayed or neutered.
//   - volatileSickAbsence.ts: away from school or work because of an illness now.
//   - volatileRestAfter.ts: rest ordered after one event (an operation, a fracture).
//   - volatileBrokenAppliance.ts: a household appliance that has just broken (past and perfect forms).
//   - volatileReturnedPurchase.ts: one purchase sent back, as a past act.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_TWENTY_TWO } from '../__fixtures__/blindSetWordingTwentyTwo/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingTwentyTwo/cases';
import { WORDING_TWENTY_TWO_FOLLOW_UP } from '../__fixtures__/blindSetWordingTwentyTwo/followUp';
import { WORDING_TWENTY_TWO_KNOWN_MISSES } from '../__fixtures__/blindSetWordingTwentyTwo/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording twenty-two blind set, counts', () => {
  it('has 8 hostile and 8 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_TWENTY_TWO).toHaveLength(160);
    const langs = new Set(BLIND_SET_WORDING_TWENTY_TWO.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_TWENTY_TWO.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(8);
      expect(BLIND_SET_WORDING_TWENTY_TWO.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(8);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_TWENTY_TWO.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_TWENTY_TWO.length);
  });
});

describeBlindRound(
  'wording twenty-two',
  BLIND_SET_WORDING_TWENTY_TWO,
  WORDING_TWENTY_TWO_FOLLOW_UP,
  WORDING_TWENTY_TWO_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
