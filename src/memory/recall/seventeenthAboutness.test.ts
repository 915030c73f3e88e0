import { runSeventeenthAboutnessSet, seventeenthQuestions, seventeenthStore } from './__fixtures__/seventeenthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { SEVENTEENTH_KNOWN_MISSES } from './__fixtures__/seventeenthKnownMisses';

// The seventeenth blind aboutness set: a seventeenth invented user, the first who writes mostly Korean (Han Do-yun, 54,
// a dental technician born in Andong who runs his own lab, 하얀치기공소, in Suseong-gu in Daegu and worked three years
// in Osaka; his wife Lucía from Guadalajara teaches Spanish and has hypothyroidism; a daughter 하늘 (Haneul, "sky"),
// 21, studies mechanical engineering at the RWTH in Aachen; a son 바다 (Bada, "sea"), 15, a goalkeeper with type 1
// diabetes and a shrimp allergy; his father in Andong has Parkinson's (levodopa); a Jindo mix 두부 ("tofu") with a
// luxating kneecap and a cat 나폴레옹 (Napoleon) with kidney disease; gout, a disc, tinnitus; zirconia and e.max work,
// a model scanner, a lab move, a 1986 Hyundai Pony restoration, baduk, road cycling, a mortgage, money sent to Aachen
// and to Guadalajara; 109 memories in ten languages, 61 of them in Korean) and 720 questions (184 in Korean), written
// before the recall rules were read. Its angles: names that are everyday words (하늘은 왜 파란색이야?, 바다는 왜
// 짠가요?, 두부는 콩으로 어떻게 만들어?) and a Korean homograph of a memory word (두부 외상 "head injury", 통풍
// "ventilation", 기공 "qigong", 디스크 "hard disk"); Korean questions without pronouns that are still his
// (바다 저혈당 오면 주스 몇 ml 마시게 해야 돼?); famous namesakes (Napoleon, Carmen, Javier Bardem, Marco Polo, S.E.S's
// Bada, 정은지); idioms holding a memory word (두부 먹다 이 빠진다, la gota que colmó el vaso, settimo cielo); and
// mixed world questions joining two of his words (나폴레옹도 통풍이 있었어?).
//
// First score, before any rule was changed for it (2026-12-06): false injection 10.4 % (75 of 720), direct
// questions recalled 81.0 % (235 of 290).
//   by category (false injections / questions): direct 20/290, implicit 5/35, personal_none 4/56, homograph 7/47,
//   name 8/41, place 6/38, brand 1/30, topic 5/41, subword 0/31, function 0/23, stem 1/23, generic 2/23, idiom 5/29,
//   mixed 11/13; recalled: implicit 21/35
//   by language (false / questions, recalled / questions naming memories): ko 36/184 84/102, en 5/87 37/47,
//   zh 3/67 22/30, ja 5/67 20/29, es 11/63 19/27, de 6/57 19/21, fr 1/52 14/17, pt 3/47 13/17, ru 2/49 13/18,
//   it 3/47 15/17
//
// A study set since session 37 (rules may now be written against its failures); its score when it stopped being
// unseen: false injection 10.1 %, direct questions recalled 82.4 %.

describeBlindAboutnessSet({
  name: 'seventeenth',
  questions: seventeenthQuestions,
  store: seventeenthStore,
  run: runSeventeenthAboutnessSet,
  minQuestions: 720,
  minMemories: 109,
  maxFalseInjection: 0.067,
  minDirectRecall: 0.858,
  knownMisses: SEVENTEENTH_KNOWN_MISSES,
});
