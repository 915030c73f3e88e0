// A twenty-first blind round on temporary wording under stability "stable" (__fixtures__/blindSetWordingTwentyOne/),
// written from the round format and the task description alone, before reading any gate rule: 160 memory candidates
// in ten languages (8 to refuse and 8 to accept in each), each sent through rawCandidate as its category's memory
// type (cases.ts). The angle: WHEREABOUTS, TRIPS, ERRANDS AND APPOINTMENTS OF THE MOMENT, as an extraction model copies
// them from a chat. To refuse: whereabouts of the moment (at the airport, stuck in traffic, at her parents' this
// week), trips of the moment (in Lisbon for the weekend, a business trip until Thursday, a cancelled flight), errands
// of the moment (a parcel awaited, the car at the garage, milk to buy, a passport to renew before May) and
// appointments of the moment (the dentist on Tuesday, house guests until Sunday, a hotel booked for a conference), in
// third-person extraction phrasing and in the user's own words, with and without a time word. To accept: the lasting
// look-alikes (lives in Lisbon, grew up in Osaka, commutes by bike, visits her mother every Sunday, works from home on
// Fridays, always flies with one airline, spends every August in Brittany, has a dentist she trusts).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 48/80 (60 %), accepted 79/80 (99 %).
//   refused by language: en 5/8, zh-Hans 6/8, ja 4/8, ko 5/8, de 5/8, fr 4/8, es 4/8, pt 6/8, ru 4/8, it 5/8
//   accepted by language: pt 7/8 ("Vai trabalhar de bicicleta." refused as temporary), all others 8/8
//   by category: whereabouts_now 13/20, trip_now 13/20, errand_now 5/20, appointment_now 17/20; lasting_place 30/30,
//   lasting_routine 29/30, lasting_habit 20/20
// The 33 misses were named in WORDING_TWENTY_ONE_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingTwentyOneRules.test.ts pins each both ways): refused
// 80/80, accepted 80/80. Follow-up cases written after the rules (followUp.ts): 30/30 at first. All but the first two
// are wired through wording/wordingTwentyOne.ts.
//   - volatileAtTransit.ts: at an airport or a station ("está en el aeropuerto", "空港にいる").
//   - volatileStuckInTraffic.ts: stuck in traffic now, with a verb of being there (not "hates being stuck").
//   - volatileForTheWeekend.ts: a place for one weekend ("à Lisbonne pour le week-end", "주말 동안").
//   - volatileTripCancelled.ts: one trip's flight or train cancelled, delayed or missed, in the word orders
//     volatileStatuses.ts leaves out ("got cancelled", "wurde gestrichen", "le cancelaron el vuelo").
//   - volatileBookedStay.ts: a hotel, a room, a ticket booked (a past booking, not booking as a habit or a job).
//   - volatileAwaitedDelivery.ts: waiting for one parcel or delivery.
//   - volatileInRepair.ts: one's car, bike or device at the repair shop.
//   - volatileErrandToBuy.ts: a bare staple that has to be bought (not "lactose-free milk").
//   - volatileMonthDeadline.ts: something to be done before a named month (month names from Intl).
//   - volatileTense.ts: "vai trabalhar de bicicleta" (going to work by a means of transport) is a commute, no intention.
//   - lexicons/de.ts: "Zimmer" no longer reads as "immer" (always), which kept a booked room stable.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_TWENTY_ONE } from '../__fixtures__/blindSetWordingTwentyOne/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingTwentyOne/cases';
import { WORDING_TWENTY_ONE_FOLLOW_UP } from '../__fixtures__/blindSetWordingTwentyOne/followUp';
import { WORDING_TWENTY_ONE_KNOWN_MISSES } from '../__fixtures__/blindSetWordingTwentyOne/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording twenty-one blind set, counts', () => {
  it('has 8 hostile and 8 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_TWENTY_ONE).toHaveLength(160);
    const langs = new Set(BLIND_SET_WORDING_TWENTY_ONE.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_TWENTY_ONE.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(8);
      expect(BLIND_SET_WORDING_TWENTY_ONE.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(8);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_TWENTY_ONE.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_TWENTY_ONE.length);
  });
});

describeBlindRound(
  'wording twenty-one',
  BLIND_SET_WORDING_TWENTY_ONE,
  WORDING_TWENTY_ONE_FOLLOW_UP,
  WORDING_TWENTY_ONE_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
