// A ninth blind round (A) on temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetWordingNineA/), written from the round format and the task description alone, before reading
// any gate rule or the earlier rounds' case texts: 220 memory candidates in ten languages (22 each, 110 hostile, 110
// legitimate), each sent through rawCandidate as its category's memory type (cases.ts). Angles the earlier rounds did
// not cover: a temporary or speculative clause inside a compound sentence whose other part lasts ("has been vegetarian
// for years and is avoiding gluten for the time being", "lives in Lyon and will probably move to Paris"); an end
// written as a date or a number in each language's notation ("until 12/15", "bis 15.03.", "3月末まで", "jusqu'au 20",
// "hasta el día 5", "до 10-го", "fino al 3 maggio", "15일까지", "through Q3", "noch 6 Wochen"); a physical or medical
// state with an end (while the cast is on, until the stitches come out, a course of antibiotics, after surgery); plans
// not yet acted on (plans to switch, is thinking about learning, saving up for, wants to start soon); an inference from
// evidence or a joke reported as a fact ("judging by the photos", "by their accent", "from the way they write",
// "jokingly said", "half seriously", irony). Beside look-alikes that last: a birth date or a yearly deadline written
// as a date, a compound sentence with two lasting parts, a chronic condition, a long-held ambition, professions with
// these words (joke writer, evidence analyst, plans buildings), a title with a number or a time word.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 62/110 (56.4 %), accepted 110/110 (100 %).
//   refused by language: en 7/11, zh-Hans 6/11, ja 8/11, ko 6/11, de 6/11, fr 6/11, es 6/11, pt 5/11, ru 6/11,
//     it 6/11
//   refused by category: compound_temporary 17/20, compound_speculative 10/10, dated_end 11/20, medical_end 10/20,
//     unacted_plan 11/20, inferred 3/10, reported_joke 0/10
//   accepted: every language and category whole
// The 48 misses are named in WORDING_NINE_A_KNOWN_MISSES.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_NINE_A } from './__fixtures__/blindSetWordingNineA/index';
import { CATEGORY } from './__fixtures__/blindSetWordingNineA/cases';
import { WORDING_NINE_A_FOLLOW_UP } from './__fixtures__/blindSetWordingNineA/followUp';
import { WORDING_NINE_A_KNOWN_MISSES } from './__fixtures__/blindSetWordingNineA/knownMisses';
import { groupedVerdict } from './__fixtures__/blindGrouped';
import { describeBlindRound } from './__fixtures__/blindRound';

describe('wording nine A blind set, counts', () => {
  it('has 11 hostile and 11 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_NINE_A).toHaveLength(220);
    const langs = new Set(BLIND_SET_WORDING_NINE_A.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_NINE_A.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(11);
      expect(BLIND_SET_WORDING_NINE_A.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(11);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_NINE_A.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_NINE_A.length);
  });
});

describeBlindRound(
  'wording nine A',
  BLIND_SET_WORDING_NINE_A,
  WORDING_NINE_A_FOLLOW_UP,
  WORDING_NINE_A_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
