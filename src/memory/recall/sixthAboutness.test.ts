import { runSixthAboutnessSet, sixthQuestions, sixthStore } from './__fixtures__/sixthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { SIXTH_KNOWN_MISSES } from './__fixtures__/sixthKnownMisses';

// The sixth blind aboutness set: a sixth invented user (an intensive-care nurse and amateur astronomer in Lyon with
// twins, a partner called Emmanuel, a father with type 1 diabetes, a greyhound called Clio and a rabbit called
// Tesla; 110 memories in ten languages) and 536 questions, written before the recall rules were read. Beside the
// categories of the earlier sets it holds angles they lacked: personal questions with no first-person word
// ("implicit": "best running shoes for flat feet" when the user has flat feet), world questions touching the user's
// situation ("mixed": intermittent fasting with type 1 diabetes), public figures sharing a name with the user's
// people (Emmanuel Macron, Nikola Tesla, Jules Verne), direct questions asked in another language than the memory
// with everyday words, multi-sentence questions with the context first, very short follow-ups ("and for clio?")
// and quotations ("quote": the user's own sentence to translate, or a line of a book).
//
// First score, before any rule was changed for it (2026-12-03): false injection 13.4 % (72 of 536), direct
// questions recalled 60.9 % (145 of 238).
//   by category (false injections / questions): direct 35/238, implicit 0/16, mixed 0/14, personal_none 1/28,
//   quote 2/15, homograph 6/31, name 11/28, brand 4/21, place 5/28, topic 3/47, stem 1/16, function 0/14,
//   generic 2/15, subword 2/25; recalled: implicit 7/16, mixed 7/14, quote 3/3
//   by language (false / questions, recalled / questions naming memories): en 26/154 75/82, zh 3/56 9/25,
//   ja 6/44 8/20, ko 3/43 8/20, fr 12/82 26/50, de 6/32 11/16, es 6/34 9/16, pt 3/30 6/14, ru 2/31 4/14,
//   it 5/30 6/14

describeBlindAboutnessSet({
  name: 'sixth blind',
  questions: sixthQuestions,
  store: sixthStore,
  run: runSixthAboutnessSet,
  minQuestions: 500,
  minMemories: 100,
  maxFalseInjection: 0.135,
  minDirectRecall: 0.609,
  knownMisses: SIXTH_KNOWN_MISSES,
});
