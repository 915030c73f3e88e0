import { blindQuestions, blindStore, runBlindAboutnessSet } from './__fixtures__/blindRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';

// The blind aboutness set: a second invented user (100 memories in ten languages) and 400 questions written
// before the recall rules were read, each about the user ("direct": must recall the memory it names) or about
// the world / the user on an uncovered topic (must recall nothing).
//
// First score, before any rule was changed for it (2026-12-03): false injection 9.5 % (38 of 400), direct
// questions recalled 93.2 % (138 of 148).
//   by category (false injections / questions): direct 6/148, generic 2/29 (recalled 2 of 6), homograph 4/24,
//   name 3/27, brand 1/18, place 4/25, topic 11/45, stem 1/12, function 2/23, personal_none 1/34, subword 3/15
//   by language (false / questions, direct recalled): en 5/79 25/28, zh 3/48 17/19, ja 7/37 13/14,
//   ko 2/32 9/13, de 6/38 15/15, fr 3/35 13/13, es 3/33 13/13, pt 4/32 12/13, ru 1/32 10/13, it 4/34 13/13
//
// After rules for the categories that failed (English function words meet no other language's stem;
// articles never name a person of the store; world frames in de/es/pt/it/ru/ja/ko and past-tense history
// anywhere; first-person verbs of pro-drop languages, Russian infinitive advice, Japanese and Korean advice
// endings; Korean particles end a word; lower-case "i" only in English; a Chinese or Japanese modifier inside a
// memory's compound is no match; the user's own project is the thing itself in a definition or history; a
// memory's own tag keeps its weight when only a third language lists it as a function word):
// false injection 1.5 % (6 of 400), direct recalled 95.9 % (142 of 148). After the third blind set's rules:
// 1.5 % (6 of 400), 95.3 % (141 of 148); after the fourth blind set's rules:
// 1.3 % (5 of 400), 95.3 % (141 of 148). With word ranks for eight more languages and the first person's
// possessive determiners of de/fr/es/pt/it/ru (meiner Tochter, mia figlia): 1.3 % (5 of 400), 95.9 % (142 of 148);
// "martes" now weighs as the rare word it is. After the fifth blind set's rules (a world frame's topic nouns alone
// carry no memory): 1.0 % (4 of 400), 95.9 % (142 of 148). The misses left are listed below.
// With the closed-class bridge (conceptBridge.ts: a personal question's kinship, pet, body or meal word reaches the
// store's one memory of it, or the one of several written in the question's language, дочери → Вера): 1.0 % (4 of
// 400), 96.6 % (143 of 148).
// With the bridge's open classes (conceptBridgeOpen.ts: everyday things from the CLDR emoji annotations, only across
// languages, only the store's one memory naming the thing as its topic): unchanged,
// 0.8 % (3 of 400), 98.0 % (145 of 148).

/** Questions the rules still get wrong, and why (rules would need word meaning, or would name one example). */
const KNOWN_MISSES = new Map([
  [
    'How do I add a background job queue to my Phoenix app?',
    '"app" is also a word of the Spanish recipe-app memory, and "my … app" owns it',
  ],
  ['How much exercise does Pluto need each day?', 'a pet named after a planet, in a "how much" frame, with no possessive or relation'],
  ['Plan a route for my ride on Sunday.', 'Sunday is part of the weekend only by meaning'],
  ['我爸爸能吃什么水果？', '爸爸 and 父亲 are synonyms'],
  ['今晚我吃什么好？', 'a one-character generic tag (吃) never selects on its own'],
  ['西安全国第几大城市？这个说法对吗', '西安 read across a word edge (安全); the dictionary breaks it as a name'],
  ['次の旅行先、どこがいいと思う？', '旅行 inside the compound 旅行先'],
  ['Посоветуй мне клюшку для хоккея.', 'the Russian stemmer parts хоккей and хоккея'],
  ['Che vino abbino al mio risotto?', 'the Rioja wine preference is arguably relevant to choosing a wine'],
]);

describeBlindAboutnessSet({
  name: 'blind',
  questions: blindQuestions,
  store: blindStore,
  run: runBlindAboutnessSet,
  minQuestions: 400,
  minMemories: 95,
  maxFalseInjection: 0.008,
  minDirectRecall: 0.979,
  knownMisses: KNOWN_MISSES,
});
