import { sixteenthQuestions, sixteenthStore, runSixteenthAboutnessSet } from './__fixtures__/sixteenthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { SIXTEENTH_KNOWN_MISSES } from './__fixtures__/sixteenthKnownMisses';

// The sixteenth blind aboutness set: a sixteenth invented user who writes mostly Japanese (Makoto Takahashi, 54, the
// tōji and sixth-generation owner of his family's sake brewery in Nagaoka, Niigata; his Italian wife Chiara from
// Bologna, who teaches Italian and makes fresh pasta; a daughter Hana, 20, studying oenology in Dijon, with mild
// asthma; a son Daichi, 16, a catcher with orthostatic dysregulation on midodrine; his mother Fumiko, 81, diabetic on
// metformin; a father-in-law Dante in Bologna with Parkinson's; a shiba Daifuku with atopic skin on Apoquel and a cat
// Totò with struvite stones; his gout, hay fever, tinnitus and blood pressure; a Korean apprentice Minjun, importers in
// Taipei and Hamburg, ProWein, a kimoto book, a farmhouse tasting room with a subsidy and a tank loan; shogi, fly
// fishing, a Moto Guzzi, the Camino and a Sakhalin friend; 110 memories in ten languages, about half in Japanese) and
// 731 questions (171 in Japanese), written before the recall rules were read. Its angles: a trade's jargon in Japanese
// (麹室, 生酛, 山卸し, 精米歩合, 櫂入れ); names that are everyday words or famous namesakes (大福, 花, 大地, Totò and TOTO,
// Dante, Chiara Ferragni, Vogel, Paulo Coelho, Igor Stravinsky); pronoun-dropping Japanese and Korean requests; idioms
// holding a memory word (花より団子, 猫に小判, 그림의 떡, den Vogel abschießen, кот наплакал, cane non mangia cane).
//
// First score, before any rule was changed for it (2026-12-06): false injection 15.6 % (114 of 731), direct
// questions recalled 73.5 % (238 of 324).
//   by category (false injections / questions): direct 58/324, implicit 4/35, personal_none 4/47, homograph 7/37,
//   idiom 1/33, name 4/38, place 9/41, brand 12/36, topic 10/50, subword 1/26, function 0/15, stem 2/22, generic 1/16,
//   mixed 1/11; recalled: implicit 16/35
//   by language (false / questions, recalled / questions naming memories): ja 37/171 72/104, en 12/89 33/45,
//   zh 12/76 24/33, ko 14/75 22/36, de 5/58 22/27, fr 8/56 19/25, es 6/51 13/22, pt 6/48 13/19, ru 4/48 14/20,
//   it 10/59 22/28
//
// A study set since session 36 (rules may now be written against its failures); its score when it stopped being
// unseen: false injection 15.1 %, direct questions recalled 75.0 %.

describeBlindAboutnessSet({
  name: 'sixteenth',
  questions: sixteenthQuestions,
  store: sixteenthStore,
  run: runSixteenthAboutnessSet,
  minQuestions: 731,
  minMemories: 110,
  maxFalseInjection: 0.109,
  minDirectRecall: 0.842,
  knownMisses: SIXTEENTH_KNOWN_MISSES,
});
