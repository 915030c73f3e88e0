import { ninthQuestions, ninthStore, runNinthAboutnessSet } from './__fixtures__/ninthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { NINTH_KNOWN_MISSES } from './__fixtures__/ninthKnownMisses';

// The ninth blind aboutness set: a ninth invented user (Adaeze, 47, a Nigerian-French architect born in Enugu, with her
// own practice in the Croix-Rousse in Lyon; her husband Thibault, a physics teacher with coeliac disease who runs
// trails; a son Chidi, 16, who plays basketball and has asthma; a daughter Amara, 11, dyslexic, who plays the violin
// and is allergic to peanuts; her mother Ngozi in Enugu with high blood pressure; a brother Emeka, a pharmacist in
// Houston; a Bernese dog Kola with bad hips and a Chartreux cat Mistral on thyroid pills; a canut renovation, a pisé
// school competition, a fee dispute, a house for her mother in laterite, a talk in Lagos and a book on pisé; 105
// memories in ten languages of the six memory types) and 614 questions, written before the recall rules were read.
// Its angles, other than the eighth's: idioms and fixed phrases holding a memory word ("let the cat out of the bag",
// "I don't give a fig", "avoir un chat dans la gorge", "la verità è amara", 猫の手も借りたい); her own trade asked as
// world knowledge (rammed earth, RE2020, the décennale, VAT, BIM software, the canuts' revolt of 1831); namesakes
// inside a famous full name or a product (Ngozi Okonjo-Iweala, Chimamanda Ngozi Adichie, Thibaut Courtois, Victor Hugo,
// the Hugo cocktail, Auguste Perret, Mistral AI and the mistral wind, the kola nut, Zoe Saldana); tasks about her
// things (draft, write, plan: "Rédige une mise en demeure pour Batilys"); Nigerian Pidgin ("abeg, wetin I fit cook
// for Sunday lunch?"); her words written in another script (埃努古, エヌグ, Нгози, 雨果, 토리노); and sub-words in Chinese,
// Japanese and Korean (大丈夫, 客户端, 酵母, 膝枕, 마감재, 고양시).
//
// First score, before any rule was changed for it (2026-12-04): false injection 14.5 % (89 of 614), direct
// questions recalled 59.5 % (153 of 257).
//   by category (false injections / questions): direct 27/257, implicit 2/30, personal_none 2/32, homograph 8/35,
//   name 11/43, place 7/40, brand 15/36, topic 7/47, subword 2/24, function 0/23, stem 1/20, generic 7/27;
//   recalled: implicit 10/30
//   by language (false / questions, recalled / questions naming memories): en 27/163 57/91, zh 13/78 19/34,
//   ja 2/60 9/23, ko 5/53 10/21, de 9/48 10/20, fr 9/61 22/31, es 11/42 11/17, pt 3/36 8/17, ru 3/36 9/16,
//   it 7/37 8/17
// Labels corrected after this score (the score above counts them as first labelled), as in the seventh and eighth
// sets: a question about Thibault or Amara may get any memory about that one, a question naming Nigeria or Enugu may
// get the memories naming them (her roots, travel in Nigeria, the house in Enugu), "an architect learning Italian" may
// get the architect memory, a canut building the apartment, the pisé book the pisé competition, the children's study
// money Chidi's studies and a mentoring evening with students her teaching. Corrected: false injection 13.0 % (80 of
// 614), direct recalled 61.5 % (158 of 257).
//   by category (false / questions): direct 18/257, implicit 2/30, personal_none 2/32, homograph 8/35, name 11/43,
//   place 7/40, brand 15/36, topic 7/47, subword 2/24, function 0/23, stem 1/20, generic 7/27; recalled: implicit
//   10/30
//   by language (false / questions, recalled / questions naming memories): en 23/163 59/91, zh 13/78 19/34,
//   ja 2/60 9/23, ko 5/53 10/21, de 7/48 12/20, fr 9/61 22/31, es 9/42 12/17, pt 2/36 8/17, ru 3/36 9/16,
//   it 7/37 8/17

describeBlindAboutnessSet({
  name: 'ninth',
  questions: ninthQuestions,
  store: ninthStore,
  run: runNinthAboutnessSet,
  minQuestions: 614,
  minMemories: 105,
  maxFalseInjection: 0.027,
  minDirectRecall: 0.793,
  knownMisses: NINTH_KNOWN_MISSES,
});
