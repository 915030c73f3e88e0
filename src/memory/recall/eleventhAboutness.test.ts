import { eleventhQuestions, eleventhStore, runEleventhAboutnessSet } from './__fixtures__/eleventhRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { ELEVENTH_KNOWN_MISSES } from './__fixtures__/eleventhKnownMisses';

// The eleventh blind aboutness set: an eleventh invented user (Jin-young Moser, 44, a Korean-born piano tuner and
// technician, Klavierbaumeisterin trained in Ludwigsburg, with her own workshop in Meran, South Tyrol; born in Jeonju;
// a household speaking Korean, German and Italian: her husband Florian, a ski instructor and mountain-rescue volunteer
// with type 1 diabetes on a pump; a daughter Hana, 14, with ADHD, who plays the Styrian accordion and learns Chinese;
// a son Otto, 9, allergic to bee stings, on venom immunotherapy; her mother-in-law Rosa, 78, with atrial fibrillation
// on apixaban and osteoporosis; her mother Mi-sook in Jeonju, hard of hearing; a brother Tae-yang, a chef in Toronto;
// a friend Soledad in Seville; a Lagotto Tartufo with epilepsy and an old cat Mozart with kidney failure; a Bechstein
// restoration, the Busoni competition, a workshop move into a barn, a tuning manual to translate, a cookbook; 114
// memories in ten languages of the eight memory types) and 705 questions, written before the recall rules were read.
// Its angles: names that are everyday words in another language (rosa, otto, tartufo, lana, soledad, 하나, 태양, 미숙,
// 전주, Bach, ducato, scena), her trade asked as world knowledge (equal temperament, soundboards, voicing, A = 440),
// "tuning" words that mean something else (Stimmung, accorder le participe, настройка роутера, afinar o motor),
// Korean and Japanese sub-words (전주곡, 미숙아, 공방전, 태양광, 血液型, 保険証), idioms and code-mixed questions.
//
// First score, before any rule was changed for it (2026-12-05): false injection 9.4 % (66 of 705), direct
// questions recalled 80.8 % (252 of 312).
//   by category (false injections / questions): direct 26/312, implicit 2/39, personal_none 4/41, homograph 6/37,
//   name 2/46, place 4/39, brand 6/38, topic 5/42, subword 4/21, function 0/21, stem 3/16, generic 2/22, idiom 0/21,
//   mixed 2/10; recalled: implicit 10/39
//   by language (false / questions, recalled / questions naming memories): en 9/74 26/38, zh 6/72 24/36,
//   ja 9/72 28/36, ko 11/72 27/35, de 7/69 23/34, fr 5/69 29/34, es 6/70 26/35, pt 7/68 25/34, ru 3/70 25/35,
//   it 3/69 29/34
//
// A study set since session 31 (2026-12-05, evening): the twelfth is the hold-out. After that session's rules, many
// written from this set's failures: false injection 6.8 % (48 of 705), direct 86.2 %.

describeBlindAboutnessSet({
  name: 'eleventh',
  questions: eleventhQuestions,
  store: eleventhStore,
  run: runEleventhAboutnessSet,
  minQuestions: 705,
  minMemories: 114,
  maxFalseInjection: 0.049,
  minDirectRecall: 0.891,
  knownMisses: ELEVENTH_KNOWN_MISSES,
});
