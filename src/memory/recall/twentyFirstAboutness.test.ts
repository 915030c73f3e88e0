import { twentyFirstQuestions, twentyFirstStore, runTwentyFirstAboutnessSet } from './__fixtures__/twentyFirstRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { TWENTYFIRST_KNOWN_MISSES } from './__fixtures__/twentyFirstKnownMisses';

// The twenty-first blind aboutness set: a twenty-first invented user who writes mostly Traditional Chinese as typed in
// Taiwan (Lin Chien-hung 林建宏, 42, a carpenter with his own fit-out workshop, 宏木作, in Yongkang, Tainan, who does
// wooden ceilings, built-in cabinets and 系統櫃 with an apprentice nicknamed 黑輪 (oden), the painter 阿忠師 and the
// electrician 昌哥, a Mitsubishi Veryca work truck, Makita 18V tools and a Festool track saw, trained in sashimono in
// Kyoto, who has a herniated disc, acid reflux, a dental implant, hearing loss and a wood-dust allergy; his wife
// Misaki 美咲, a Japanese teacher from Sakai with Hashimoto's on 昂特欣, a Hanshin Tigers fan who hates coriander; a son
// 柏翰 (Haruto), 13, a pitcher with ADHD on 專思達 at 成大醫院, in ortho-k lenses; a daughter 小米 (Mia), 8, with atopic
// eczema and a peanut allergy, at swimming and piano; his father 阿爸 with diabetes on 庫魯化 at 奇美醫院 and a chronic
// prescription, his mother 阿母 with a new knee who worships at 大天后宮, his grandmother 阿嬤 with dementia and an
// Indonesian carer in Madou, a pomelo orchard, a brother in Hsinchu; a white mongrel 豆花 (a dessert) on heartworm
// pills, a ginger cat Mochi (麻糬) with kidney disease, a white Gogoro scooter 小白 (Shin-chan's dog), a Yamaha guitar
// 阿信 (Mayday's singer, a Japanese drama); a Bank of Taiwan mortgage in NT$, 0050 every month, a Shopee shop of
// cypress boards, a Sakai father-in-law closing his okonomiyaki shop, a trip to Osaka, JLPT N3, and clients and
// friends from France, Russia, Korea and Germany; 111 memories, half of them Traditional Chinese, in ten languages of
// the six memory types) and 757 questions, written before the recall rules were read. Its angles: Traditional
// characters and Taiwanese usage (台, 裡, 著, 妳, 機車 the scooter and 機車 "annoying", 便當, 健保卡, 慢箋, 透天厝, 坪);
// particles and internet forms (啦, 喔, 欸, 齁, der, 484, XD, ㄇㄉ, ㄇ); Hokkien (阿嬤, 阿母, 歹勢, 古錐, sio);
// memory words inside longer words (釣魚台, 統一發票, 小白菜, 烏龍派出所, 小米酒, 夜市人生, mochila, Eichhörnchen,
// дубликат); homographs of memory words in Chinese and in Japanese (小米, 豆花, 麻糬, 黑輪, 蝦皮, 阿信, 麻豆, 大丈夫,
// 手紙, 勉強); names that are brands, places or everyday words (Xiaomi, Mochi, Douhua, 統一, Curry, Ferrari, Julien);
// personal questions with no first-person word; code-switching between Mandarin, Hokkien, English and Japanese; and
// world questions on carpentry, Tainan, eczema, ADHD, diabetes, dementia, Hashimoto's and Japan.
//
// First score, before any rule was changed for it (2026-12-06): false injection 8.6 % (65 of 757), direct
// questions recalled 77.6 % (288 of 371).
//   by category (false injections / questions): direct 31/371, implicit 2/33, personal_none 2/42, homograph 9/46,
//   name 5/26, place 3/30, brand 6/25, topic 4/50, subword 2/26, function 0/22, stem 1/17, generic 0/25, idiom 0/22,
//   mixed 0/22; recalled: implicit 21/33, generic 1/3
//   by language (false / questions, recalled / questions naming memories): zh 29/230 126/156, en 8/87 37/52,
//   ja 7/61 21/28, ko 1/53 12/24, de 6/56 19/25, fr 4/55 19/25, es 2/55 20/25, it 2/54 19/25, pt 3/52 20/23,
//   ru 3/54 17/24

describeBlindAboutnessSet({
  name: 'twenty-first',
  questions: twentyFirstQuestions,
  store: twentyFirstStore,
  run: runTwentyFirstAboutnessSet,
  minQuestions: 757,
  minMemories: 111,
  maxFalseInjection: 0.08,
  minDirectRecall: 0.781,
  knownMisses: TWENTYFIRST_KNOWN_MISSES,
});
