// An eighth blind round on temporary and speculative wording under stability "stable" (__fixtures__/blindSetWordingEight/),
// written from the round format and the task description alone, before reading any gate rule or the earlier rounds'
// case texts: 440 memory candidates in ten languages (44 each, 220 hostile, 220 legitimate), each sent through
// rawCandidate as its category's memory type (cases.ts). Angles the earlier rounds did not cover, as extraction models
// and users write them: third-person extraction phrasing ("User mentioned they are", "用户提到", "と言っていた",
// "L'utilisateur a dit qu'en ce moment") around a temporary or speculative core; text without diacritics, chat typos
// and romanised Chinese, Japanese, Korean and Russian; code-switching (an English time word in another language);
// regional variants (Austrian "heuer", Swiss "Tessin", Québec "fin de semaine", Mexican "ahorita", pt-PT
// "utilizador"); a cultural event bounded to this year (this Ramadan, Lent, Golden Week, Chuseok, Carnival, Black
// Friday); uncertainty written as marks ("(?)", "??", "…", 🤔); a life phase with an end (an exchange semester,
// parental leave until spring, a sabbatical this year); something borrowed or rented for a while; a conditional wish
// about now; a verdict after one episode. Beside look-alikes that last: a yearly custom, a dated past phase, a dialect
// or register preference, a preference about uncertainty in answers, titles with hedge or time words, professions
// (probation officer, exchange coordinator), stable habits in extraction phrasing, lasting text without diacritics.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 108/220 (49.1 %), accepted 217/220 (98.6 %).
//   refused by language: en 13/22, zh-Hans 11/22, ja 8/22, ko 10/22, de 12/22, fr 10/22, es 11/22, pt 12/22,
//     ru 9/22, it 12/22
//   refused by category: extraction_temporary 22/30, extraction_speculative 17/20, unaccented 15/20, code_switch
//     20/20, regional 0/20, cultural_event 10/30, marked_uncertain 9/30, life_phase 9/20, borrowed 6/10,
//     conditional_wish 0/10, first_impression 0/10
//   accepted by language: ja 21/22 (確信度 in an answer preference), ko 20/22 ("아마" quoted, 추측 in an answer
//     preference), the others whole
//   accepted by category: uncertainty_preference 27/30, every other category whole
// The 115 misses are named in WORDING_EIGHT_KNOWN_MISSES.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_EIGHT } from './__fixtures__/blindSetWordingEight/index';
import { CATEGORY } from './__fixtures__/blindSetWordingEight/cases';
import { WORDING_EIGHT_KNOWN_MISSES } from './__fixtures__/blindSetWordingEight/knownMisses';
import { groupedVerdict } from './__fixtures__/blindGrouped';
import { describeBlindRound } from './__fixtures__/blindRound';

describe('wording eight blind set, counts', () => {
  it('has 22 hostile and 22 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_EIGHT).toHaveLength(440);
    const langs = new Set(BLIND_SET_WORDING_EIGHT.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_EIGHT.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(22);
      expect(BLIND_SET_WORDING_EIGHT.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(22);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_EIGHT.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_EIGHT.length);
  });
});

describeBlindRound('wording eight', BLIND_SET_WORDING_EIGHT, [], WORDING_EIGHT_KNOWN_MISSES, groupedVerdict(CATEGORY));
