import { tenthQuestions, tenthStore, runTenthAboutnessSet } from './__fixtures__/tenthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { TENTH_KNOWN_MISSES } from './__fixtures__/tenthKnownMisses';

// The tenth blind aboutness set: a tenth invented user (Galina, 68, a retired Russian chess coach born in Kazan, who
// coached in Leningrad and Belgrade and has lived in Ruzafa, Valencia, since 2015; her husband Santiago, a retired
// ceramicist from Manises with type 2 diabetes on metformin; a daughter Vera, a Lufthansa first officer in Munich,
// pregnant with her second child, married to Jonas; a granddaughter Mila, 9, with eczema, learning chess; a son Lev, a
// sound engineer in Saint Petersburg with epilepsy on levetiracetam; a sister Roza in Kazan with glaucoma; a galga
// Canela with leishmaniasis on allopurinol and an old cat Tal with kidney disease; her own atrial fibrillation on
// apixaban, hearing aids, lactose intolerance and knee arthritis; a pupil Blanca before the Spanish under-16
// championship, a book on rook endgames, a summer camp in Jávea, a Fallas simul and a citizenship application; 115
// memories in ten languages of the eight memory types) and 706 questions, written before the recall rules were read.
// Its angles: names of her family that are everyday words (vera, лев, роза, мила, blanca, Santiago) and namesakes (Vera
// Wang, Lev Tolstoy, Lev Yashin, Mila Kunis, Mikhail Tal, Santiago Calatrava, Jonas Kaufmann, Olga of Kiev); Tal as a
// function word ("¿qué tal?", "tal e qual", "tal dei tali") and as the German valley; Canela as cinnamon and as the
// Portuguese shin; products named after a place or a dance (Seat Ibiza, Cecotec Conga) and the Thermomix under its
// Portuguese and Italian name (Bimby); her trade asked as world knowledge (the Lucena position, the 1986 Olympiad,
// the Najdorf, the Soviet school); sub-words in Chinese, Japanese and Korean (熊猫, 番茄工作法, 女儿红, 肝腎, 将棋倒し,
// 딸기, 개나리, 바둑이); and idioms with a memory word (cat got your tongue, 猫に小判, кот наплакал).
//
// First score, before any rule was changed for it (2026-12-05): false injection 11.2 % (79 of 706), direct
// questions recalled 61.1 % (193 of 316).
//   by category (false injections / questions): direct 48/316, implicit 4/33, personal_none 2/30, homograph 2/35,
//   name 3/49, place 5/45, brand 6/32, topic 5/35, subword 1/24, function 2/23, stem 0/20, generic 1/27, idiom 0/24,
//   mixed 0/13; recalled: implicit 4/33
//   by language (false / questions, recalled / questions naming memories): en 27/108 51/58, zh 3/69 13/33,
//   ja 5/67 8/32, ko 5/65 12/30, de 4/63 18/27, fr 4/62 17/28, es 12/79 29/44, pt 5/63 17/31, ru 4/67 14/35,
//   it 10/63 18/31
// Labels corrected after this score (the score above counts them as first labelled), by two rules over the whole set:
// a personal question about a person or a pet may get any memory whose subject names that one (a question on
// Canela's blood test may get her walks, one on Lev's visa his epilepsy, one on Blanca's training her fees), and the
// lactose intolerance and the lactose-free recipes instruction go together. Corrected: false injection 8.8 % (62 of
// 706), direct recalled 61.7 % (195 of 316).
//   by category (false / questions): direct 31/316, implicit 4/33, personal_none 2/30, homograph 2/35, name 3/49,
//   place 5/45, brand 6/32, topic 5/35, subword 1/24, function 2/23, stem 0/20, generic 1/27, idiom 0/24, mixed 0/13;
//   recalled: implicit 4/33
//   by language (false / questions, recalled / questions naming memories): en 22/108 51/58, zh 3/69 13/33,
//   ja 4/67 9/32, ko 5/65 12/30, de 3/63 18/27, fr 3/62 17/28, es 9/79 29/44, pt 2/63 18/31, ru 3/67 14/35,
//   it 8/63 18/31

// A hold-out until 2026-12-05 17:00 (rules were measured on its totals only); studied since, when the eleventh set took
// its place.

describeBlindAboutnessSet({
  name: 'tenth',
  questions: tenthQuestions,
  store: tenthStore,
  run: runTenthAboutnessSet,
  minQuestions: 706,
  minMemories: 115,
  maxFalseInjection: 0.044,
  minDirectRecall: 0.803,
  knownMisses: TENTH_KNOWN_MISSES,
});
