import { nineteenthQuestions, nineteenthStore, runNineteenthAboutnessSet } from './__fixtures__/nineteenthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { NINETEENTH_KNOWN_MISSES } from './__fixtures__/nineteenthKnownMisses';

// The nineteenth blind aboutness set: a nineteenth invented user who writes mostly Québec French (Geneviève "Gen"
// Poulin, 44, a maple syrup producer with her own sugar bush and sugar shack, Érablière Poulin, in Saint-Elzéar, Beauce:
// 9,000 taps on tubing, a wood-fired evaporator and reverse osmosis, a PPAQ quota in pounds, barrels graded by colour,
// 40 barrels stolen last year, group meals at the shack in sugaring season; her husband Hoon (박훈), a Korean
// physiotherapist from Busan with gout on allopurinol who wants his own clinic; a daughter Florence (Flo, 서연, 弗洛), 15,
// a ringette player with type 1 diabetes on an Omnipod pump, braces and a planned exchange in Bavaria; a son Mathis
// (Ti-Mat), 10, with ADHD on Vyvanse, a peanut allergy, fiddle lessons with a Russian teacher, taekwondo and chess; her
// father Réjean, a former asbestos miner in Thetford Mines with asbestosis on home oxygen; her mother Pierrette with wet
// AMD on Eylea injections; a brother Steve, a letter carrier (facteur); a Bernese called Bombardier with hip dysplasia, a
// cat called Céline with hyperthyroidism, a Tacoma called la Bête, a Ski-Doo, a boat called le Castor and a 1920 fiddle
// called Stradi; a lawyer (avocat) in a right-of-way dispute, a maple cookbook (livre), a wood lathe (tour), a maple
// mousse, a farm loan at Desjardins, GST/QST, a TFSA and RRSP, Guatemalan seasonal workers, a German intern, buyers in
// Vermont, Tokyo, Shanghai and Hamburg, Korean lessons for the TOPIK and a trip to Korea; 110 memories, more than half of
// them French, in ten languages of the six memory types) and 795 questions, written before the recall rules were read.
// Its angles: French elision and contractions (l'Omnipod, d'où, qu'est-ce, j'entaille, du, aux, au); French homographs
// of memory words (avocat, livre, tour, mousse, vol, cours, mine, facteur, chaudière, coulée, chalumeau, caisse); Québec
// words and a user who types without accents or with anglicisms (char, chum, job, checker, booker, le form, c'est-tu,
// pis); her names quoted in another script (서연, 박훈, セリーヌ, 弗洛, Бомба); names that are also brands, people or places
// (Bombardier, Céline Dion, Matisse and Mathis der Maler, Florence, Stradivarius, Castor and Pollux, la Beauce in France,
// Park Hoon the actor); world questions on her own trade, region and illnesses (maple grading, the 2012 syrup heist, the
// asbestos strike, coeliac disease, gout, AMD); sub-words (volcan, livraison, castoréum, 枫叶卡, 味噌汁, 盆踊り, 김밥,
// Katzenauge, gotero, bordado, скрипучий); and personal questions with no first-person word.
//
// First score, before any rule was changed for it (2026-12-06): false injection 12.8 % (102 of 795), direct
// questions recalled 83.6 % (280 of 335).
//   by category (false injections / questions): direct 43/335, implicit 4/32, personal_none 2/43, homograph 9/47,
//   name 2/47, place 9/37, brand 12/36, topic 8/67, subword 0/33, function 0/23, stem 1/18, generic 6/26, idiom 0/27,
//   mixed 6/24; recalled: implicit 16/32, generic 1/11
//   by language (false / questions, recalled / questions naming memories): fr 48/217 104/117, en 12/96 36/44,
//   zh 3/68 22/31, ja 7/63 19/29, ko 6/60 17/27, de 1/62 22/28, es 8/60 19/27, pt 7/57 22/26, it 5/56 20/25,
//   ru 5/56 16/24
//
// A study set since session 39 (rules may now be written against its failures); its score when it stopped being
// unseen: false injection 12.7 %, direct questions recalled 83.9 %.

describeBlindAboutnessSet({
  name: 'nineteenth',
  questions: nineteenthQuestions,
  store: nineteenthStore,
  run: runNineteenthAboutnessSet,
  minQuestions: 795,
  minMemories: 110,
  maxFalseInjection: 0.091,
  minDirectRecall: 0.856,
  knownMisses: NINETEENTH_KNOWN_MISSES,
});
