import { runSeventhAboutnessSet, seventhQuestions, seventhStore } from './__fixtures__/seventhRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { SEVENTH_KNOWN_MISSES } from './__fixtures__/seventhKnownMisses';

// The seventh blind aboutness set: a seventh invented user (Graça, a long-haul truck driver for twenty years who now
// owns a bakery in Porto, with a husband Rui who has gout, a dyslexic fifteen-year-old son Tiago, an African grey
// parrot called Canela, which is also the cinnamon of her pastéis, a sourdough starter called Bolota, a vegetable
// garden, sleep apnoea with a CPAP machine, and Korean lessons for a trip to Busan; 109 memories in ten languages)
// and 584 questions, written before the recall rules were read. Its angles: a second memory sharing one ordinary word
// beside the right one (São João in Rui's gout question, August in the basil one), Chinese and Japanese compounds
// holding a memory word (面包车, 鹦鹉螺, 韓国料理), names in katakana and hangul (カネラ, 티아고), direct questions in
// another language than the memory with everyday words, personal questions with no first-person word, public figures
// sharing the names of the user's people (Rui Costa, Tiago Monteiro, Rosa Mota, Olena Zelenska), brands she owns
// (Volvo, Renault, Millennium) asked about as products, and one-line follow-ups ("e per canela?").
//
// First score, before any rule was changed for it (2026-12-03): false injection 15.8 % (92 of 584), direct
// questions recalled 52.2 % (143 of 274).
//   by category (false injections / questions): direct 46/274, implicit 5/16, mixed 0/3, quote 0/2,
//   personal_none 4/25, homograph 2/48, name 6/33, place 10/31, brand 9/26, topic 1/32, subword 5/36, function 1/15,
//   stem 1/16, generic 2/27; recalled: implicit 9/16, mixed 2/3, quote 1/1
//   by language (false / questions, recalled / questions naming memories): en 40/160 65/92, zh 5/68 9/33,
//   ja 6/56 8/28, ko 5/52 8/26, pt 16/72 28/37, es 6/36 10/17, it 4/35 11/16, fr 6/39 7/18, de 4/34 7/14,
//   ru 0/32 2/13
// Labels corrected after this score (the score above counts them as first labelled), as in the sixth set: a direct,
// implicit or mixed question about Canela, Tiago, Rui, the apnoea, the mother, Olena or the Korean lessons may get any
// memory about that one (the neighbour's cat memory is about Canela screaming; the languages memory says she learns
// Korean). Corrected: false injection 11.6 % (68 of 584), direct recalled 56.2 % (154 of 274).
//
// After category rules (recall rules read; 2026-12-03): a place the question names after a locative preposition of
// the ten languages ("in Porto", "a Porto", "à Toronto", "em Viseu"; settingPlaces.ts) is where a world question is
// set, not its topic, when the question neither speaks of the user nor asks advice, names a topic of its own the
// memory lacks, and the memory is not about going there (a trip); a maker the store holds beside a model designation
// it lacks, letters and digits in one word ("Volvo EX30", "Volvo XC40"; namesakes.ts), is another product. A rule
// tried and dropped: a clock time's hour and minutes as no evidence (a starter fed at 21:00 is no dinner at 21:00)
// fixed one false injection and lost the bedtime memory for the same question. False injection 11.6 → 9.6 % (56 of
// 584), direct recalled 56.2 → 55.8 % (153 of 274; the Dragão season tickets, "no Dragão", now read as a setting);
// sixth set 6.1 → 5.9 % (Lisbon 1755), no other set moved (main 2.0 %, blind 0.75 %, third 2.3 %, fourth 0.5 %,
// fifth 2.75 %; retrieval recall@3 97.7 %).
//   by category (false / questions): direct 23/274, implicit 0/16, mixed 0/3, quote 0/2, personal_none 4/25,
//   homograph 2/48, name 6/33, place 6/31, brand 6/26, topic 1/32, subword 4/36, function 1/15, stem 1/16,
//   generic 2/27; recalled: implicit 12/16, mixed 2/3, quote 1/1
//   by language (false / questions, recalled / questions naming memories): en 26/160 69/92, zh 3/68 11/33,
//   ja 1/56 13/28, ko 2/52 10/26, pt 10/72 27/37, es 6/36 11/17, it 1/35 11/16, fr 5/39 7/18, de 2/34 7/14,
//   ru 0/32 2/13
// Twenty follow-up cases written after the rules (seventhFollowUps.ts: world questions set in her places and about
// other models of her makers, and her own questions about those places, the trip and her van): 14 pass; with them the
// set holds 604 questions, false injection 9.9 % (60), direct recalled 56.5 % (160 of 283). Failing: "Wetter in
// Viseu im Mai" and "musei gratuiti a Viseu" (their other words are too common to name a topic of their own), a museum's
// opening hours meeting the bakery's on "horário" and Monday, "Renault Clio 5" (a bare number is no model code), and two
// Busan trip questions in Italian and Korean with no word in common with the Portuguese memory.
// Left: most direct misses are asked in another language than the memory with no word in common (the cross-language
// bridge's concern, place and language names included: 韓国語, 釜山, 코리아); false injections left are a second memory
// sharing one ordinary word (férias, neighbour, 아침, receita), namesakes whose given name the store does not mark as
// one (Marek Hamšík, Olena Zelenska) or that keep a common word beside the name (Tiago Monteiro … year), makers asked
// about as products with no model code (Renault 5, Millennium app), and Chinese and Japanese compounds (面包车, 韓国料理).
// With a place the memory names as where its someone is no anchor of a world question on its own (worldPlaces.ts):
// false injection 9.9 % -> 9.8 % (57 of 584), direct unchanged.
// With a product the user owns asked about as one on the market ("Renault Kangoo E-Tech avis"; productQuestions.ts):
// false injection 9.8 % -> 9.3 % (54 of 584), direct unchanged.
// With a memory counting as one about going to its place only when its subject or tags say so ("visits her weekly"
// in the text of the mother's memory is the sister's visit, not a trip to Viseu; worldPlaces.ts), and a place after
// a directional preposition of the memory's language ("came back to Viseu"): false injection 9.2 % -> 8.6 % (50 of
// 584; with the follow-ups 52 of 604), direct unchanged.
// With an English sentence's word the store holds in English meeting other languages' memories only as written
// (runMaps.ts): false injection 8.6 % -> 8.4 % (51 of 604 with the follow-ups), direct unchanged.
// With namesakes kept from the name's memory, the world frame of what others do and a visitor's question (namesakes.ts,
// othersDo.ts, worldPlaces.ts): false injection 8.4 % -> 7.6 % (46 of 604); with the place bridge of several holders,
// the health and shift bridge and names asked in another script: direct recalled 60.8 % -> 62.5 %.

describeBlindAboutnessSet({
  name: 'seventh',
  questions: seventhQuestions,
  store: seventhStore,
  run: runSeventhAboutnessSet,
  minQuestions: 600,
  minMemories: 109,
  maxFalseInjection: 0.05,
  minDirectRecall: 0.78,
  knownMisses: SEVENTH_KNOWN_MISSES,
});
