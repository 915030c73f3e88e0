// A second blind round on temporary and speculative wording under stability "stable" (__fixtures__/blindSetWordingTwo/),
// written from the round format and the task description alone, before reading the gate code, its lexicons or the
// earlier rounds' cases: 428 memory candidates in eleven languages (38–40 each, 220 hostile, 208 legitimate), from the
// angle of tense and aspect, hedging adverbs and modal verbs, relative time, durations against frequencies, and plans.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 170/220 (77.3 %), accepted 205/208 (98.6 %).
//   refused by language: de 18/20, en 14/20, es 16/20, fr 15/20, it 14/20, ja 14/20, ko 19/20, pt 15/20, ru 15/20,
//     zh-Hans 16/20, zh-Hant 14/20
//   refused by category: progressive 7/24, modal 12/20, plan 16/24, relative_time 20/28, one_off 11/13,
//     temporary_state 19/21, seem 21/23, duration 26/29, hedge 28/28, inference 10/10
//   accepted by language: de 17/19, fr 18/19, every other language whole
//   accepted by category: life_stage 21/22, title 32/33, weekend 11/12, every other category whole
//
// AFTER the category rules written for the misses (volatileAspect.ts and lexicon entries; docs/memory-gates.md, "Temporary
// and speculative wording, a second blind round"): refused 218/220 (99.1 %), accepted 208/208 (100 %): every language
// and category whole but zh-Hant plan and ru progressive, the two cases left in WORDING_TWO_KNOWN_MISSES with their
// reasons. The follow-up cases written after the rules: refused 64/64, accepted 53/53.
// Since the third wording round (blindSetWordingThree.test.ts) those two pass as well: refused 220/220.
import { BLIND_SET_WORDING_TWO } from '../__fixtures__/blindSetWordingTwo/index';
import { WORDING_TWO_FOLLOW_UP } from '../__fixtures__/blindSetWordingTwo/followUp';
import { WORDING_TWO_KNOWN_MISSES } from '../__fixtures__/blindSetWordingTwo/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('wording two', BLIND_SET_WORDING_TWO, WORDING_TWO_FOLLOW_UP, WORDING_TWO_KNOWN_MISSES);
