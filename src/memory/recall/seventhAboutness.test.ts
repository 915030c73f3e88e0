import { runSeventhAboutnessSet, seventhQuestions, seventhStore } from './__fixtures__/seventhRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { SEVENTH_KNOWN_MISSES } from './__fixtures__/seventhKnownMisses';

// The seventh blind aboutness set: a seventh invented user (Graça, a long-haul truck driver for twenty years who now
// owns a bakery in Porto, with a husband Rui who has gout, a dyslexic fifteen-year-old son Tiago, an African grey
// parrot called Canela, which is also the cinnamon of her pastéis, a sourdough starter called Bolota, a vegetable
// garden, sleep apnoea with a CPAP machine, and Korean lessons for a trip to Busan; 109 memories in ten languages)
// and 584 questions, written before the recall rules were read. Its angles: a second memory sharing one ordinary word
// beside the right one (São João in Rui's gout question, August in the basil one), Chinese and Japanese compounds
// holding a memory word (面包车, 鹦鹉螺, 韓国料理), names in katakana and hangul (カネラ, 티아고), direct questions in
// another language than the memory with everyday words, personal questions with no first-person word, public figures
// sharing the names of the user's people (Rui Costa, Tiago Monteiro, Rosa Mota, Olena Zelenska), brands she owns
// (Volvo, Renault, Millennium) asked about as products, and one-line follow-ups ("e per canela?").
//
// First score, before any rule was changed for it (2026-12-03): false injection 15.8 % (92 of 584), direct
// questions recalled 52.2 % (143 of 274).
//   by category (false injections / questions): direct 46/274, implicit 5/16, mixed 0/3, quote 0/2,
//   personal_none 4/25, homograph 2/48, name 6/33, place 10/31, brand 9/26, topic 1/32, subword 5/36, function 1/15,
//   stem 1/16, generic 2/27; recalled: implicit 9/16, mixed 2/3, quote 1/1
//   by language (false / questions, recalled / questions naming memories): en 40/160 65/92, zh 5/68 9/33,
//   ja 6/56 8/28, ko 5/52 8/26, pt 16/72 28/37, es 6/36 10/17, it 4/35 11/16, fr 6/39 7/18, de 4/34 7/14,
//   ru 0/32 2/13
// Labels corrected after this score (the score above counts them as first labelled), as in the sixth set: a direct,
// implicit or mixed question about Canela, Tiago, Rui, the apnoea, the mother, Olena or the Korean lessons may get any
// memory about that one (the neighbour's cat memory is about Canela screaming; the languages memory says she learns
// Korean). Corrected: false injection 11.6 % (68 of 584), direct recalled 56.2 % (154 of 274).

describeBlindAboutnessSet({
  name: 'seventh',
  questions: seventhQuestions,
  store: seventhStore,
  run: runSeventhAboutnessSet,
  minQuestions: 580,
  minMemories: 109,
  maxFalseInjection: 0.11,
  minDirectRecall: 0.55,
  knownMisses: SEVENTH_KNOWN_MISSES,
});
