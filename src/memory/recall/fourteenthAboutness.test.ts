import { fourteenthQuestions, fourteenthStore, runFourteenthAboutnessSet } from './__fixtures__/fourteenthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { FOURTEENTH_KNOWN_MISSES } from './__fixtures__/fourteenthKnownMisses';

// The fourteenth blind aboutness set: a fourteenth invented user who writes mostly Italian (Lucia, 44, a Sardinian
// cheesemaker with her own small dairy, Su Pinnu, in Oliena near Nuoro, 200 Sarda ewes, Fiore Sardo and smoked
// ricotta, a granite ageing cave and a DOP application; Hashimoto's on Eutirox, lactose intolerant, a bad disc; her
// husband Jonas from Bremen, a wind-turbine technician with gout on allopurinol who restores a folkboat and sings
// bassu in a tenore choir; his mother Helga in Bremen; a son Leone, 12, a goalkeeper with type 1 diabetes on an
// Omnipod; a daughter Stella, 8, a rider with atopic eczema who learns German; her father Efisio, 79, with Parkinson's
// on Sinemet; a brother Gavino, a lobster fisherman in Alghero; a dog Pepe with leishmaniasis, a cat Dante with kidney
// disease, a donkey Vespa and a ram Pavarotti; a Moldovan farm hand Oleg; a PSR grant, a fixed-rate mortgage, the
// milk price, an agriturismo, a recipe book, an export plan to Japan and a trip to Hokkaido; 109 memories in ten
// languages, 49 of them in Italian) and 697 questions (Italian 118, English 93, German 80, then 51 to 66 in each other
// language), written before the recall rules were read. Its angles: pet and family names that are everyday words or
// famous namesakes (Vespa the scooter and the wasp, Leone the lion and Sergio Leone, Stella, Pepe the pepper, Dante
// Alighieri, Pavarotti, the Jonas Brothers, Sant'Efisio); her trade asked as world knowledge (how cheeses are made,
// bluetongue, mastitis, the agricultural VAT); idioms with her animals and her cheese ("revenons à nos moutons",
// "schwarzes Schaf", 羊頭狗肉, 亡羊补牢); and sub-words in every script (cagnotto, Hundekuchen, 猫舌, 고양이과).
//
// First score, before any rule was changed for it (2026-12-05): false injection 11.3 % (79 of 697), direct
// questions recalled 75.7 % (253 of 334).
//   by category (false injections / questions): direct 38/334, implicit 4/35, personal_none 5/41, homograph 0/35,
//   name 2/35, place 8/30, brand 11/31, topic 2/34, subword 2/26, function 1/20, stem 0/13, generic 2/20, idiom 0/27,
//   mixed 4/16; recalled: implicit 15/35
//   by language (false / questions, recalled / questions naming memories): en 5/93 43/53, zh 9/66 18/33,
//   ja 6/63 20/31, ko 14/60 18/28, de 6/80 30/45, fr 9/58 23/28, es 8/56 22/27, pt 4/52 20/24, ru 2/51 15/24,
//   it 16/118 59/76
// A hold-out until session 34 (2026-12-06), then a study set: the fifteenth and the sixteenth are the hold-outs now.
// Its score when it stopped being unseen: false injection 10.9 % (76 of 697), direct 79.6 %.

describeBlindAboutnessSet({
  name: 'fourteenth',
  questions: fourteenthQuestions,
  store: fourteenthStore,
  run: runFourteenthAboutnessSet,
  minQuestions: 697,
  minMemories: 109,
  maxFalseInjection: 0.082,
  minDirectRecall: 0.832,
  knownMisses: FOURTEENTH_KNOWN_MISSES,
});
