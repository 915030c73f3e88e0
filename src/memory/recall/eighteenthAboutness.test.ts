import { eighteenthQuestions, eighteenthStore, runEighteenthAboutnessSet } from './__fixtures__/eighteenthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { EIGHTEENTH_KNOWN_MISSES } from './__fixtures__/eighteenthKnownMisses';

// The eighteenth blind aboutness set: an eighteenth invented user who writes mostly Russian (Vera Sokolova, 49, a
// sailmaker born in Arkhangelsk into a Pomor fishing family, trained at the Makarov academy in St Petersburg, with her
// own sail loft, Sokol Sails, in Tivat, Montenegro; her husband Rui, a Portuguese charter skipper from Aveiro with type
// 2 diabetes on metformin and a mended meniscus; a son Tyoma (Тёма, Тимофей), 19, studying oceanography in Porto with
// a girlfriend from Vigo; a daughter Liza (Лизонька), 12, a rhythmic gymnast with atopic eczema, braces and
// orthokeratology lenses; her mother Tamara, 78, alone in Arkhangelsk on warfarin with a paid carer; a brother Oleg,
// an icebreaker mechanic in Murmansk; a mother-in-law Fátima with early Alzheimer's; a Jack Russell called Yakor
// ("anchor") with a luxating kneecap, a Siberian cat called Pushkin with kidney disease, and a Bavaria 34 called Chaika
// ("seagull"); gaff sails for a 1936 ketch Vega, a book on Pomor sails, a loft mortgage, VAT as a Montenegrin sole
// trader, a passage to the Azores and a plot near Aveiro; 111 memories, half of them Russian, in ten languages of the
// six memory types) and 785 questions, written before the recall rules were read. Its angles: Russian cases and
// diminutives (Лизоньке, у Тёмы, к маме, Якорьку, Пушок); pet and boat names that are everyday words or famous
// namesakes (якорь in HTML and psychology, Chekhov's Seagull, Pushkin the poet and the town, the star Vega, Rui Costa,
// Czesław Miłosz, Willy Brandt, Al Gore, Paolo Rossi); her names written in other scripts (丽莎, 海鸥号, 普希金,
// プーシキン, 루이, 차이카, Tjoma, Tioma, Jakor); sailmaking jargon (грот, ванты, гафельные паруса, spi asymétrique,
// genoa, jarcia firme, sartiame); sub-words (лизинг, тамарины, Чайковский, 腰果, 牙买加, 딸기, 루이보스, Garnelen,
// Hundertwasser, Rossini); and world questions on her own trade and illnesses.
//
// First score, before any rule was changed for it (2026-12-06): false injection 8.4 % (66 of 785), direct
// questions recalled 76.7 % (257 of 335).
//   by category (false injections / questions): direct 19/335, implicit 2/40, personal_none 3/55, homograph 6/35,
//   name 4/46, place 5/42, brand 11/40, topic 8/46, subword 0/28, function 0/23, stem 3/26, generic 0/26, idiom 1/26,
//   mixed 4/17; recalled: implicit 21/40
//   by language (false / questions, recalled / questions naming memories): ru 24/178 68/92, en 7/80 25/36,
//   zh 6/74 25/36, ja 8/69 19/33, ko 7/69 23/33, de 0/65 23/30, fr 4/64 21/29, es 5/63 25/30, pt 3/62 25/29,
//   it 2/61 24/27
//
// A study set since session 38 (rules may now be written against its failures); its score when it stopped being
// unseen: false injection 8.3 %, direct questions recalled 77.0 %.

describeBlindAboutnessSet({
  name: 'eighteenth',
  questions: eighteenthQuestions,
  store: eighteenthStore,
  run: runEighteenthAboutnessSet,
  minQuestions: 785,
  minMemories: 111,
  maxFalseInjection: 0.062,
  minDirectRecall: 0.844,
  knownMisses: EIGHTEENTH_KNOWN_MISSES,
});
