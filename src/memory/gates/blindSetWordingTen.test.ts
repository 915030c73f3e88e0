// A tenth blind round on temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetWordingTen/), written from the round format and the task description alone, before reading
// any gate rule or the earlier rounds' case texts: 300 memory candidates in ten languages (30 each, 150 hostile, 150
// legitimate), each sent through rawCandidate as its category's memory type (cases.ts). Not a new angle: the common,
// everyday candidates a chat-memory extractor produces, so the first score estimates what an unseen evaluation meets.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 133/150 (88.7 %), accepted 150/150 (100 %).
//   refused by language: en 12/15, zh-Hans 14/15, ja 14/15, ko 14/15, de 12/15, fr 12/15, es 13/15, pt 14/15,
//     ru 14/15, it 14/15
//   refused by category: temporary_state 19/20, temporary_whereabouts 18/20, temporary_diet 16/20,
//     temporary_project 11/20, temporary_plan 10/10, speculation 20/20, hearsay 19/20, hedge 20/20
//   accepted: every language and category whole
// The 17 misses were named in WORDING_TEN_KNOWN_MISSES.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_TEN } from './__fixtures__/blindSetWordingTen/index';
import { CATEGORY } from './__fixtures__/blindSetWordingTen/cases';
import { WORDING_TEN_FOLLOW_UP } from './__fixtures__/blindSetWordingTen/followUp';
import { WORDING_TEN_KNOWN_MISSES } from './__fixtures__/blindSetWordingTen/knownMisses';
import { groupedVerdict } from './__fixtures__/blindGrouped';
import { describeBlindRound } from './__fixtures__/blindRound';

describe('wording ten blind set, counts', () => {
  it('has 15 hostile and 15 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_TEN).toHaveLength(300);
    const langs = new Set(BLIND_SET_WORDING_TEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_TEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(15);
      expect(BLIND_SET_WORDING_TEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(15);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_TEN.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_TEN.length);
  });
});

describeBlindRound('wording ten', BLIND_SET_WORDING_TEN, WORDING_TEN_FOLLOW_UP, WORDING_TEN_KNOWN_MISSES, groupedVerdict(CATEGORY));
