import { runThirteenthAboutnessSet, thirteenthQuestions, thirteenthStore } from './__fixtures__/thirteenthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { THIRTEENTH_KNOWN_MISSES } from './__fixtures__/thirteenthKnownMisses';

// The thirteenth blind aboutness set: a thirteenth invented user (Mariana, 31, a Brazilian backend developer from
// Recife, in Lisbon since 2021 after five years in São Paulo, Kotlin and a Kafka migration at a fintech, on call one
// week in six; her Italian partner Luca, a cook from Bologna with lactose intolerance, whose mother Rosa has
// rheumatoid arthritis; her mother Socorro in Recife with type 2 diabetes on metformin, her father Severino, a retired
// fisherman in Olinda who will not wear his hearing aids; a sister Camila in Tokyo with a niece Yuki; a cat Pipoca
// (popcorn) with urinary crystals and a dog Pelé with leishmaniasis; hypothyroidism, ADHD on methylphenidate, wrist
// tendinitis; an open-source library caju, a staff promotion, a talk in Berlin, Portuguese citizenship, a flat to buy
// on the south bank, a wedding in Bologna, remittances, ETFs and two tax systems; 110 memories in ten languages, half
// in Portuguese) and 798 questions, written before the recall rules were read, Portuguese the most asked (129) and
// English next (105). Its angles: pet names that are an everyday word or a famous footballer (pipoca de micro-ondas,
// Pelé's goals); her trade's words asked as world knowledge (Kafka and exactly-once, idempotency, canary deploys,
// on-call doctors, a staff sergeant); namesakes (Ingrid Bergman, Luca Toni, Rosa Parks, Chico Science, Ursula
// Andress); idioms holding cat and dog in every language; sub-words (cajuína, Lucca, Santiago, 東京都, 小熊猫, 김치찌개);
// code-switched questions (mixed); and direct questions asked in a language other than the memory's. Direct questions
// are 62 % of the set, more than the brief's 45 %.
//
// First score, before any rule was changed for it (2026-12-05): false injection 11.0 % (88 of 798), direct
// questions recalled 69.7 % (342 of 491).
//   by category (false injections / questions): direct 47/491, implicit 3/34, personal_none 2/33, homograph 2/25,
//   name 5/39, place 4/32, brand 12/26, topic 7/34, subword 0/16, function 0/12, stem 0/12, generic 3/12, idiom 0/20,
//   mixed 3/12; recalled: implicit 12/34
//   by language (false / questions, recalled / questions naming memories): en 11/105 56/67, pt 20/129 70/90,
//   zh 4/74 30/48, ja 5/72 20/47, ko 7/73 24/48, de 6/71 29/45, fr 5/68 29/45, es 14/67 36/44, it 9/70 33/46,
//   ru 7/69 27/45
//
// The hold-out since it was written (2026-12-05, evening). Its first score was taken on the code before the last two
// rules of that session (medicine use and condition facts as frames); with them: false injection 10.8 % (86 of 798),
// direct 69.7 % (342 of 491); with the maker asked about as a company (productQuestions.ts, written from the twelfth):
// 10.7 % (85 of 798), direct unchanged. Note: direct questions are 62 % of this set (45 % in the earlier ones).
// A study set since session 33 (2026-12-06): the fourteenth and the fifteenth are the hold-outs now. Its score
// when it stopped being unseen: false injection 10.0 % (80 of 798), direct 71.1 %.

describeBlindAboutnessSet({
  name: 'thirteenth',
  questions: thirteenthQuestions,
  store: thirteenthStore,
  run: runThirteenthAboutnessSet,
  minQuestions: 798,
  minMemories: 110,
  maxFalseInjection: 0.071,
  minDirectRecall: 0.824,
  knownMisses: THIRTEENTH_KNOWN_MISSES,
});
