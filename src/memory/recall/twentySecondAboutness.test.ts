import { twentySecondQuestions, twentySecondStore, runTwentySecondAboutnessSet } from './__fixtures__/twentySecondRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { TWENTYSECOND_KNOWN_MISSES } from './__fixtures__/twentySecondKnownMisses';

// The twenty-second blind aboutness set: a twenty-second invented user who writes mostly Spanish as typed in Mexico
// (Rogelio "Roger" Peña Olvera, 38, a baker with his own bakery, Panadería San Rafa, in the barrio de Santiago in
// Puebla, who lives in the colonia La Paz, bakes bolillos, conchas from a sourdough starter he calls "La Doña", cemita
// bread for a market stall and roscas de reyes, sells at the Cholula tianguis on Sundays and to corner stores against
// the Bimbo truck, with the night baker Don Chava and a helper nicknamed "el Chino", a gas deck oven, a BBVA loan for a
// rack oven, a white Nissan van "La Burra" and a red Italika motorbike "El Chapulín", a guitar "Chente", Friday football
// with "la banda", gout on allopurinol and a flour rhinitis; his wife Giulia, an Italian teacher from Turin, celiac,
// with migraine on Maxalt, a Toro fan writing a gluten-free cookbook; a son Leo, 12, with type 1 diabetes on glargine
// and lispro with a FreeStyle Libre sensor at the Hospital para el Niño Poblano; a daughter Ximena, "la Chiquis", 6,
// with asthma on salbutamol and Montelukast at the IMSS clinic, at ballet folklórico; his father Don Beto, a retired
// teacher on losartán at the ISSSTE awaiting cataract surgery, his mother Doña Chela with type 2 diabetes on Dabex who
// makes the family mole; a dog Canela with hip dysplasia, a black cat Mole on urinary food; an Infonavit loan, CETES,
// a tanda, Soriana, Popocatépetl ash, plans for Turin, La Paz (Baja California Sur), a second branch and CILS B1 in
// Italian, in-laws in Turin (Franca with Parkinson's, Piero from FIAT) and friends and clients from Germany (VW),
// France, Brazil, Russia, Japan and Korea; 110 memories, half of them Spanish, in ten languages of the six memory
// types) and 771 questions, written before the recall rules were read. Its angles: Mexican Spanish as typed (no
// accents or ¿, q, xq, neta, güey, chido, ahorita, jefe and jefa for the parents, vieja for the wife); Spanish
// homographs of memory words (canela the spice, mole the dish, the animal and the unit, gato the car jack, banda the
// music, burra, chino, concha, gota, chapulines, la Doña); clitics, contractions and diminutives (recuérdame, dámelo,
// del, al, cafecito, perrita); Mexican brands and places that are everyday words (Bimbo, Soriana, Cholula, Pachuca,
// La Paz, Italika); Spanglish; personal questions with no first-person word ("qué le doy a la niña para la tos");
// memory words inside longer words (canelones, molcajete, Moleskine, cannelés, 面包车); and world questions on
// baking, Puebla, diabetes, asthma, celiac disease, gout and Italy.
//
// First score, before any rule was changed for it (2026-12-07): false injection 12.2 % (94 of 771), direct
// questions recalled 83.0 % (279 of 336).
//   by category (false injections / questions): direct 35/336, implicit 1/27, personal_none 8/46, homograph 14/58,
//   name 4/34, brand 6/31, place 5/35, topic 11/55, subword 1/23, function 0/23, stem 3/23, generic 3/24, idiom 1/24,
//   mixed 2/32; recalled: implicit 16/27, generic 2/11, mixed 16/17
//   by language (false / questions, recalled / questions naming memories): es 50/201 101/114, en 11/85 43/51,
//   ja 7/58 16/27, ko 6/58 20/27, zh 2/57 19/26, de 3/62 22/27, fr 5/62 23/29, it 6/66 27/34, pt 3/60 23/28,
//   ru 1/62 19/28

describeBlindAboutnessSet({
  name: 'twenty-second',
  questions: twentySecondQuestions,
  store: twentySecondStore,
  run: runTwentySecondAboutnessSet,
  minQuestions: 771,
  minMemories: 110,
  maxFalseInjection: 0.122,
  minDirectRecall: 0.83,
  knownMisses: TWENTYSECOND_KNOWN_MISSES,
});
