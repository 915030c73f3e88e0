import { fifteenthQuestions, fifteenthStore, runFifteenthAboutnessSet } from './__fixtures__/fifteenthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { FIFTEENTH_KNOWN_MISSES } from './__fixtures__/fifteenthKnownMisses';

// The fifteenth blind aboutness set: a fifteenth invented user who writes mostly German (Hanne, 58, an organ builder
// from Dresden with her own workshop of four in Freiburg-Haslach, a specialist in voicing reeds; her husband Takeshi,
// a potter from Kanazawa with gout who fires raku in the garden; a son Jonas teaching German at the Goethe-Institut in
// Seoul, his wife Seoyeon, a dentist, and their baby Hana; a daughter Lena, a coeliac midwife in Hamburg; her mother
// Ilse with Alzheimer's in a Dresden care home; a mother-in-law Fumiko in Kanazawa; a wire-haired dachshund Bach with
// a slipped disc and a cat Kugel with kidney disease; rheumatoid arthritis on methotrexate, tinnitus, a cataract;
// the Endingen restoration, a new organ for Kanazawa, a book on women organ builders, a workshop loan and a care-home
// share; a Ukrainian journeyman and a Chinese intern; 113 memories in ten languages, about half in German) and 711
// questions (133 in German), written before the recall rules were read. Its angles: pet and family names that are
// everyday words or namesakes (Bach the brook and the composer, Kugel the ball, Hana "one" in Korean and "flower" in
// Japanese, Lena the river, Takeshi Kitano, Uwe Seeler, Carmen, Paolo Rossi, Jonas Kaufmann), the organ as a body
// organ in every language, her trade's words in idioms ("alle Register ziehen", "pull out all the stops", 对牛弹琴),
// German compounds and sub-words (Bachelor, Kugelschreiber, Bienenstich, 하나은행, 花火), brands she owns (Miele, the
// Italian "miele", Festool, Fairphone, VW Crafter, Peterson) and tasks about her things in other languages than
// the memory's.
//
// First score, before any rule was changed for it (2026-12-06): false injection 17.2 % (122 of 711), direct
// questions recalled 69.9 % (258 of 369).
//   by category (false injections / questions): direct 74/369, implicit 4/32, personal_none 0/33, homograph 5/28,
//   name 6/40, place 13/37, brand 13/31, topic 4/35, subword 1/22, function 0/13, stem 2/13, generic 0/13,
//   idiom 0/33, mixed 0/12; recalled: implicit 11/32
//   by language (false / questions, recalled / questions naming memories): en 17/86 36/50, zh 12/65 18/35,
//   ja 13/70 25/44, ko 12/65 20/38, de 19/133 62/81, fr 12/61 23/32, es 8/59 22/30, pt 9/57 22/30, ru 10/58 18/30,
//   it 10/57 23/31
// A hold-out until session 35 (2026-12-06), then a study set: the sixteenth and the seventeenth are the hold-outs now.
// Its score when it stopped being unseen: false injection 16.2 % (115 of 711), direct 70.2 %.

describeBlindAboutnessSet({
  name: 'fifteenth',
  questions: fifteenthQuestions,
  store: fifteenthStore,
  run: runFifteenthAboutnessSet,
  minQuestions: 711,
  minMemories: 113,
  maxFalseInjection: 0.109,
  minDirectRecall: 0.813,
  knownMisses: FIFTEENTH_KNOWN_MISSES,
});
