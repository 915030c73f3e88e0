import { fourthQuestions, fourthStore, runFourthAboutnessSet } from './__fixtures__/fourthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';

// The fourth blind aboutness set: a fourth invented user (101 memories in ten languages) and 402 questions
// written before the recall rules were read and with words not used by the first three sets.
//
// First score, before any rule was changed for it (2026-12-03): false injection 9.0 % (36 of 402), direct
// questions recalled 79.4 % (139 of 175).
//   by category (false injections / questions): direct 9/175, generic 0/21 (recalled 3 of 7), personal_none 1/28,
//   homograph 4/32, name 3/21, brand 6/21, place 3/19, topic 6/44, subword 4/21, stem 0/10, function 0/10
//   by language (false / questions, direct recalled): en 11/111 40/45, zh 5/47 14/22, ja 6/36 12/17,
//   ko 1/35 12/17, de 1/32 8/15, fr 1/32 13/15, es 2/30 12/14, pt 6/26 11/12, ru 1/26 9/13, it 2/27 11/12
// Five of the nine direct false injections were the Portuguese preposition "com" taken for the dog Comet.

/** Questions the rules still get wrong, and why. */
const KNOWN_MISSES = new Map<string, string>([]);

describeBlindAboutnessSet({
  name: 'fourth blind',
  questions: fourthQuestions,
  store: fourthStore,
  run: runFourthAboutnessSet,
  minQuestions: 400,
  minMemories: 100,
  maxFalseInjection: 1,
  minDirectRecall: 0,
  knownMisses: KNOWN_MISSES,
});
