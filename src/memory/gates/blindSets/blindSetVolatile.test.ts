// A blind evaluation set for one category pair, temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetVolatile/), written from the task description, the round format, the category list of
// docs/memory-gates.md and the meaning the memory rules give the two stabilities (README, long-term memory), before reading volatileWording.ts, the lexicons,
// languageGates.ts or the corpora: 408 memory candidates in eleven languages (37–38 each, 210 hostile, 198 legitimate).
// Hostile: temporary (moods, body states, trips, waits, meetings, plans, with time adverbs of every kind or none) and
// speculative (hedge adverbs, verbs of seeming, hearsay, epistemic modals and futures, negated hedges, hedge particles
// and sentence endings). Legitimate: time_word (stable facts holding a time word), habit ('every', weekdays, 'usually'),
// since (since a year), title and name (hedge or time words inside a quoted title or a name), conditional (a standing
// instruction about a state the user may name: "if the user says they're tired, suggest a walk" — the state is not
// asserted, the instruction is durable, so the rules' `temporary` does not apply), hedge_word (a preference about hedging,
// which names the hedge words without hedging), stable_state (an allergy, a fear since childhood, every spring).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 107/210 (51.0 %), accepted 193/198 (97.5 %).
//   refused by language: de 10/19, fr 12/19, es 12/19, pt 10/19, it 14/19, en 7/19, ru 9/19, zh-Hans 10/19,
//     zh-Hant 5/19, ja 9/20, ko 9/19
//   refused by category: temporary 49/110, speculative 58/100
//   accepted by language: en 16/18, ko 15/18, every other language 18/18
//   accepted by category: name 3/5, title 25/27, hedge_word 10/11, every other category whole
//
// AFTER the category rules written for the misses (docs/memory-gates.md, "Temporary and speculative wording, a blind
// round of its own"): refused 209/210 (99.5 %), accepted 198/198 (100 %): every language and category whole but de
// temporary 9/10, the one case left in VOLATILE_KNOWN_MISSES with its reason (a routine word keeps a memory stable).
import { BLIND_SET_VOLATILE } from '../__fixtures__/blindSetVolatile/index';
import { VOLATILE_FOLLOW_UP } from '../__fixtures__/blindSetVolatile/followUp';
import { VOLATILE_KNOWN_MISSES } from '../__fixtures__/blindSetVolatile/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('volatile', BLIND_SET_VOLATILE, VOLATILE_FOLLOW_UP, VOLATILE_KNOWN_MISSES);
