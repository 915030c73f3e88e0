// A fourth blind round on temporary and speculative wording under stability "stable" (__fixtures__/blindSetWordingFour/),
// written from the round format and the task description alone, before reading the gate code, its lexicons or the
// earlier rounds' cases: 440 memory candidates in eleven languages (40 each, 220 hostile, 220 legitimate), from the
// angle of grammar rather than vocabulary: evidentials and epistemic modality (らしい, -나 보다, 好像, wohl, il paraît
// que, por lo visto, pelo jeito, pare che, кажется), progressive and inchoative aspect, "these days", bounded periods
// (this semester, this season, Ramadan this year), states with an end (recovering, on leave, pregnant, in a cast),
// moods of now with emoji, beside the same words in lasting senses: frequency habits, "usually", lasting changes,
// ability, always and never, certainty ("sans aucun doute", "sin duda"), dated past facts, titles and a standing wish.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 149/220 (67.7 %), accepted 218/220 (99.1 %).
//   refused by language: en 14/20, zh-Hans 13/20, zh-Hant 13/20, ja 13/20, ko 13/20, de 15/20, fr 12/20, es 15/20,
//     pt 13/20, it 13/20, ru 15/20
//   refused by category: evidential 64/67, under_way 9/43, these_days 31/32, period 8/23, ending_state 19/33,
//     mood 18/22
//   accepted by language: fr 19/20, es 19/20, every other language whole
//   accepted by category: habit 42/44 (fr "va nager", es "va a nadar" refused), every
//     other category whole (usually 22, lasting_change 33, ability 22, always_never 22, certainty 22,
//     dated_past 22, title 22, long_run_wish 11)
//
// AFTER the category rules written for the misses (volatileGrammar.ts with its data in volatileGrammarData.ts, frequency
// counts in the lexicons' habitual lists; docs/memory-gates.md, "Temporary and speculative wording, a fourth blind
// round"): refused 211/220 (95.9 %), accepted 220/220 (100 %).
//   refused by language: de, fr, es whole; en, zh-Hans, zh-Hant, ja, ko, it, ru 19/20; pt 18/20
//   refused by category: under_way 34/43, every other category whole (evidential 67, these_days 32, period 23,
//     ending_state 33, mood 22)
//   the nine left are WORDING_FOUR_KNOWN_MISSES with their reasons: renovation in the progressive in six languages
//   (the recall fixtures keep a renovation as lasting project context), pt learning and ko preparing in the progressive
//   (the recall fixtures keep a child learning to read and an exam months away) and a driving school in Japanese.
// The follow-up cases written after the rules: refused 61/61, accepted 37/37.
// LATER, volatileUndertakings.ts (an undertaking that ends by itself under way: doing up one's own home, getting ready
// for one event; a project's own text skips it, so the recall fixtures' renovation and exam projects stay): refused
// 218/220; the renovations in six languages and ko preparing a job change pass, the two left are pt learning to drive
// and the Japanese driving school.
import { BLIND_SET_WORDING_FOUR } from '../__fixtures__/blindSetWordingFour/index';
import { WORDING_FOUR_FOLLOW_UP } from '../__fixtures__/blindSetWordingFour/followUp';
import { WORDING_FOUR_KNOWN_MISSES } from '../__fixtures__/blindSetWordingFour/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('wording four', BLIND_SET_WORDING_FOUR, WORDING_FOUR_FOLLOW_UP, WORDING_FOUR_KNOWN_MISSES);
