import { twelfthQuestions, twelfthStore, runTwelfthAboutnessSet } from './__fixtures__/twelfthRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { TWELFTH_KNOWN_MISSES } from './__fixtures__/twelfthKnownMisses';

// The twelfth blind aboutness set: a twelfth invented user (Hsu Ya-chu, 34, a Taiwanese specialty-coffee roaster and
// Q grader with her own small roastery in Taichung, born in Chiayi, three years a barista in Mexico City; her husband
// Diego, a Spanish teacher from Oaxaca with gout on allopurinol; a daughter Xiaomi, 5, with atopic eczema and a shrimp
// allergy; her father, an Alishan oolong farmer with type 2 diabetes on metformin, with whom she grows coffee trees;
// her mother-in-law doña Lupe in Oaxaca, sent money every month; a shiba Douhua with ear infections and a calico cat
// Frida with kidney disease; reflux on esomeprazole, a herniated disc, a penicillin allergy; a second shop in Tainan
// on a startup loan, a roasting championship, a home-roasting book; a Giesen roaster, Cropster, a Gogoro, a Xiaomi
// robot vacuum, a La Marzocco Linea Mini; 110 memories, 56 of them in the traditional Chinese she mostly writes) and
// 739 questions in ten languages, the most in Chinese (100), written before the recall rules were read.
// Its angles: a household word that is a brand (her daughter Xiaomi and the Xiaomi phone, while she owns a Xiaomi
// vacuum), pet names that are a dessert (豆花, tofu pudding) and a painter (Frida Kahlo), her husband's namesakes
// (Maradona, Rivera, Velázquez, Luna, Simeone), her trade's words asked as world knowledge (first crack, Geisha and
// geishas, arabica and robusta, Q grader), memory words inside longer words (Friday, molecule, montanha-russa,
// фридайвинг, 小米椒, 지은이), traditional Chinese memories asked in other languages and scripts (Доухуа, 두화, Сяоми),
// and tasks (draft, plan, write) about her things.
//
// First score, before any rule was changed for it (2026-12-05): false injection 13.9 % (103 of 739), direct
// questions recalled 62.5 % (207 of 331).
//   by category (false injections / questions): direct 44/331, implicit 2/33, personal_none 3/32, homograph 5/41,
//   name 4/38, place 15/40, brand 17/40, topic 4/41, subword 1/25, function 1/25, stem 2/25, generic 0/26, idiom 1/24,
//   mixed 4/18; recalled: implicit 2/33
//   by language (false / questions, recalled / questions naming memories): en 11/73 24/44, zh 22/100 54/69,
//   ja 12/70 19/36, ko 11/70 13/35, de 4/69 17/30, fr 7/69 20/32, es 14/71 22/38, pt 7/71 13/25, ru 4/73 11/28,
//   it 11/73 16/27
//
// The hold-out during session 31, a study set after it (the thirteenth is the hold-out). After its first score, recall learned to read traditional Chinese as simplified
// (record/hanFolding.ts): a change made knowing only that this user writes traditional Chinese, no question read;
// false injection 13.9 % (unchanged), direct 70.4 % (233 of 331).
// With the rest of session 31's rules (written from the tenth and eleventh sets, none from this one): false injection
// 13.9 % (unchanged), direct 71.9 % (238 of 331).

describeBlindAboutnessSet({
  name: 'twelfth',
  questions: twelfthQuestions,
  store: twelfthStore,
  run: runTwelfthAboutnessSet,
  minQuestions: 739,
  minMemories: 110,
  maxFalseInjection: 0.071,
  minDirectRecall: 0.839,
  knownMisses: TWELFTH_KNOWN_MISSES,
});
