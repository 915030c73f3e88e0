import { twentyThirdQuestions, twentyThirdStore, runTwentyThirdAboutnessSet } from './__fixtures__/twentyThirdRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { TWENTYTHIRD_KNOWN_MISSES } from './__fixtures__/twentyThirdKnownMisses';

// The twenty-third blind aboutness set: a twenty-third invented user who writes mostly Simplified Chinese as typed on
// a phone in mainland China (Liu Yang, 35, a giant panda keeper for eleven years at the Chengdu Research Base of Giant
// Panda Breeding, who raises a stubborn female panda "芝麻" (Zhima, sesame), watched by weekly ultrasound for
// pseudopregnancy and rewarded with apple slices, and her cub "汤圆" (Tangyuan, the rice ball) being weaned onto
// bamboo shoots; night shifts in the breeding and cub seasons, bamboo trucked in from Dujiangyan and Ya'an, wotou
// feeding at 7, the vet Lao Zhou, a senior keeper technician certificate, a part-time master's at Sichuan
// Agricultural University, a fecal-hormone paper, talks for schoolchildren, a Douyin account of 80,000 followers,
// weekend cover of the red panda enclosure and a panda-bite scar; a herniated L4-L5 disc from carrying bamboo, mild
// fatty liver, a penicillin allergy, beef-tallow hotpot and rabbit heads, Zhuyeqing tea (竹叶青, also a pit viper),
// Honor of Kings, a DJI drone, Chengdu Rongcheng with his friend 胖哥 and his hotpot shop on Chunxi Road; a home in
// Xipu, Pidu, a housing-fund mortgage, CSI 300 index funds, 惠蓉保 insurance, a white BYD Song PLUS DM-i, a Yadea
// e-bike and a Xiaomi 14; his wife Chen Jing, a primary-school maths teacher with Hashimoto's on Euthyrox, training
// for the Chengdu Marathon, on Korean dramas and Chanel N°5; a son 轩轩, 9, myopic in ortho-k lenses, with dust-mite
// rhinitis, an amateur 3-dan Go player and Messi fan with a hamster called 小米; a daughter 糖糖, 3, with a history of
// febrile seizures and a cow's-milk protein allergy, who loves Peppa Pig; his father, a retired Zigong coal miner
// with COPD on tiotropium and a night oxygen concentrator, who fishes and drives an old Great Wall Haval H6 (长城);
// his mother with knee osteoarthritis awaiting a replacement; in-laws in Leshan (a bobo chicken shop, a breast cancer
// survivor on tamoxifen); a corgi 可乐 (cola) with a slipped disc and a fat ginger cat 花卷 (the steamed roll); plans
// for Daocheng Yading, a school-district flat, Beijing and the Great Wall with his parents, Osaka and Wakayama, Rome
// and Venice; and friends and colleagues abroad: Emily at the National Zoo in Washington, Jonas at Zoo Berlin (a
// three-month keeper exchange, IELTS, German), Tanaka at Adventure World in Wakayama, the Korean Fu Bao fan Minji,
// Camille at Beauval, Javier at the Madrid zoo, Lucas, a wildlife photographer from Lisbon, Ivan at the Moscow Zoo and
// Marco, a documentary director from Milan; 104 memories, half of them Chinese, in ten languages of the six memory
// types) and 769 questions, written before the recall rules were read. Its angles: cross-language direct questions
// sharing no word with their memory (a Chinese memory asked about in English, German or Russian, an English one in
// Chinese or Japanese); Chinese homographs of the user's pandas, pets, names and brands (芝麻 and 芝麻信用, 汤圆, 可乐,
// 花卷, 小米 the grain and the brand, 苹果, 长城 the wall and the carmaker, 竹叶青 the snake, 糖); names written in
// another script than in the memory (伊万, イワン, Ivan and Iwan for the Иван of his memory, 卡米尔, 哈维尔, 约纳斯,
// ジーマ, and 糖糖 as Tangtang and Тантан); personal questions with no first-person word ("孩子发烧38度5要不要去医院"),
// search-style noun phrases ("成都 火锅 推荐", "best hotpot Chengdu", "犀浦 美食 推荐"); memory words inside longer
// ones (芝麻酱, 可乐定, 熊猫血, pandas the Python library, Berliner, Moskvich, Ivanovo, camerata); function words of
// ten languages; idioms with memory words (胸有成竹, 芝麻开门, 不到长城非好汉, 竹を割ったよう, 우후죽순, coup de
// bambou, медвежья услуга); and world questions on pandas, Chengdu, Sichuan, the family's illnesses (Hashimoto's,
// febrile seizures, COPD) and the friends' zoos and countries.
//
// First score, before any rule was changed for it (2026-12-07): false injection 8.2 % (63 of 769), direct
// questions recalled 66.7 % (228 of 342).
//   by category (false injections / questions): direct 30/342, implicit 1/28, personal_none 1/46, homograph 5/52,
//   name 2/36, brand 7/36, place 2/35, topic 10/50, subword 2/25, function 0/23, stem 0/23, generic 0/22, idiom 2/24,
//   mixed 1/27; recalled: implicit 6/28, generic 1/11, mixed 9/14
//   by language (false / questions, recalled / questions naming memories): zh 27/189 63/101, en 6/95 47/59,
//   ja 3/62 15/30, ko 1/60 18/29, de 5/62 19/31, fr 2/61 17/30, es 4/62 19/30, pt 6/59 17/28, it 2/58 15/27,
//   ru 7/61 14/30

describeBlindAboutnessSet({
  name: 'twenty-third',
  questions: twentyThirdQuestions,
  store: twentyThirdStore,
  run: runTwentyThirdAboutnessSet,
  minQuestions: 769,
  minMemories: 104,
  maxFalseInjection: 0.082,
  minDirectRecall: 0.666,
  knownMisses: TWENTYTHIRD_KNOWN_MISSES,
});
