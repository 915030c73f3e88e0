// Decoy memories: a fixed, varied set of plausible user notes that no question is expected to be
// about as a whole. They stand for "unrelated texts" in the calibration (calibration.ts): the ones
// nearest a question give its unrelated level, and asked as questions themselves they show how
// high an unrelated question scores against the user's memories under the current model.
// Changing this list changes the calibration: re-run paraphrase.test.ts and the meaning bench.
export const SEMANTIC_ANCHOR_TEXTS: readonly string[] = [
  'The user collects old postage stamps from Scandinavia.',
  'The user keeps a sourdough starter in the fridge.',
  'The user repaired a vintage bicycle last spring.',
  'The user enjoys watching documentaries about deep-sea creatures.',
  'The user grows tomatoes on a small balcony.',
  'The user practises calligraphy on weekends.',
  'The user is learning to play the cello.',
  'The user likes jigsaw puzzles with at least a thousand pieces.',
  'The user volunteers at an animal shelter once a month.',
  'The user wears glasses for reading.',
  'The user prefers window seats on long flights.',
  'The user follows a local amateur football league.',
  'The user knits scarves as gifts.',
  'The user drinks green tea in the afternoon.',
  'The user owns an old film camera.',
  'The user is interested in the history of lighthouses.',
  '用户周末喜欢去爬山。',
  '用户在阳台上养了几盆多肉植物。',
  '用户小时候学过书法。',
  '用户每年春节都回老家。',
  '用户喜欢听相声。',
  '用户收藏了很多旧邮票。',
  '用户习惯早上跑步。',
  '用户对天文摄影感兴趣。',
  '用户最近在学钩针编织。',
  '用户喜欢玩拼图。',
  '用户的猫叫团子。',
  '用户每天骑自行车上班。',
  '用户喜欢看纪录片。',
  '用户会做手工皂。',
  '用户喜欢下围棋。',
  '用户经常去图书馆借书。',
];
