// A ninth blind round on temporary and speculative wording under stability "stable", second half
// (__fixtures__/blindSetWordingNineB/), written from the round format and the task description alone, before reading
// any gate rule or the earlier rounds' case texts: 220 memory candidates in ten languages (22 each, 110 hostile, 110
// legitimate), each sent through rawCandidate as its category's memory type (cases.ts). Angles the earlier rounds did
// not cover: a state temporary by its nature with no time word (a cold, a hangover, jet lag, a sunburn, snowed in, on
// strike, fasting, out of work, annoyed with a landlord); speculation in each language's own grammar (fr "serait",
// es "será"/"quizá sea", de "wohl"/"dürfte", it "sarebbe"/"dovrebbe essere", ja らしい/っぽい, ko -나 봐/-듯하다,
// zh 好像/应该是, ru вроде/кажется, pt "deve ser"); approximations and ranges that are guesses; notes an extraction model
// adds ("(unconfirmed)", "(待确认)", "(要確認)", "(a confirmar)"); a state that lasts while something else lasts (a
// contract, the World Cup, a closed office, parents staying, children at camp); a decision still open; a belief someone
// else holds about the user. Beside look-alikes that last: chronic conditions, measures with "about", confirmed facts,
// professions (cold-chain engineer, refrigeration technician, trade unionist), preferences about approximate answers,
// titles with hedge words, modal words in a deontic or lasting sense, a habit done while doing something else.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 39/110 (35.5 %), accepted 108/110 (98.2 %).
//   refused by language: en 1/11, zh-Hans 2/11, ja 5/11, ko 4/11, de 2/11, fr 4/11, es 6/11, pt 6/11, ru 4/11,
//     it 5/11
//   refused by category: natural_state 9/30, grammar_guess 18/20, guessed_range 9/20, extraction_note 0/10,
//     dependent_span 1/10, open_decision 2/10, others_belief 0/10
//   accepted by language: zh-Hans 10/11 (大概 in an answer preference), ko 10/11 (추정치 in an answer preference), the
//     others whole
//   accepted by category: approximate_preference 8/10, every other category whole
// The 73 misses were named in WORDING_NINE_B_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 110/110, accepted 110/110.
//   - volatileStates.ts: a state that passes by its nature, with no time word (a sunburn, a hangover named with an
//     adjective, jet lag, snowed in, on strike, fasting, out of work, cross with one person of one's life), temporary.
//   - volatileSpans.ts: a state that lasts while something else lasts (a contract, the World Cup, a closed office,
//     parents staying, children at camp), temporary even with a routine in it, unless the span comes back ("every
//     World Cup").
//   - volatileDecisions.ts: a decision still open, temporary. volatileBeliefs.ts: a belief someone else holds about the
//     person ("her doctor suspects", "朋友们觉得"), speculative; a regard ("thinks highly of", "believes in") is not.
//   - volatileNotes.ts: a note of doubt in brackets or after a separator ("(unconfirmed)", "(待确认)", ", not sure
//     exactly", "Employer: ?"), speculative. volatileGuessedAge.ts: an age given as a range or an approximation,
//     speculative; a height, a weight or years of experience with "about" are measures.
//   - volatileGuessEnding.ts: Korean -나 봐 after a verb stem. Lexicons: "i gather", "i take it"; 大概的 (rough) and
//     추정치 before a particle are what an answer preference is about, not a guess (the two legitimate misses).
// Follow-up cases written after the rules, with a probe of legitimate texts sharing the rules' words: refused 56/56,
// accepted 80/80. The probe refused one text at first ("parents think highly of his cooking"), now read as a regard;
// a hangover cure, an opinion shared with friends (用户和朋友都觉得) and life without work as a trait are kept too.
// A second probe in other wordings refused 30/30 hostile texts and accepted 25/25 legitimate ones. Speed: the seven new
// checks cost about 0.03 ms per text together, run without their prefilters over the 660 texts of this round and the
// eighth; the gates bench measured a median of 1.51 ms before the round and 1.15 ms after it, on a machine shared by several test runs
// (load about 12 on 2 CPUs), so the bench is a rough check only.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_NINE_B } from '../__fixtures__/blindSetWordingNineB/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingNineB/cases';
import { WORDING_NINE_B_FOLLOW_UP } from '../__fixtures__/blindSetWordingNineB/followUp';
import { WORDING_NINE_B_KNOWN_MISSES } from '../__fixtures__/blindSetWordingNineB/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording nine B blind set, counts', () => {
  it('has 11 hostile and 11 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_NINE_B).toHaveLength(220);
    const langs = new Set(BLIND_SET_WORDING_NINE_B.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_NINE_B.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(11);
      expect(BLIND_SET_WORDING_NINE_B.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(11);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_NINE_B.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_NINE_B.length);
  });
});

describeBlindRound(
  'wording nine B',
  BLIND_SET_WORDING_NINE_B,
  WORDING_NINE_B_FOLLOW_UP,
  WORDING_NINE_B_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
