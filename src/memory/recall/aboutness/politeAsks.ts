// A world question asked politely through the assistant: "你能告诉我俄罗斯有几个时区吗？", "can you tell me who wrote
// it", "sais-tu pourquoi le ciel est bleu ?". The frame's "me" / 我 is the asker being told, not the topic: what
// follows the frame decides (aboutness.ts reads it as the world's when the rest is a world question). The frames of
// asking to be told or asking whether the assistant knows, at the question's start, in the ten languages (Japanese
// and Korean put theirs at the end and write no first person in it).

const FRAMES = [
  // en
  'can you tell me',
  'could you tell me',
  'would you tell me',
  'do you know',
  // de
  'kannst du mir sagen',
  'können sie mir sagen',
  'weißt du',
  'wissen sie',
  // fr
  'peux-tu me dire',
  'pouvez-vous me dire',
  'pourriez-vous me dire',
  'sais-tu',
  'savez-vous',
  // es
  'puedes decirme',
  'podrías decirme',
  'me puedes decir',
  'sabes',
  // pt
  'podes dizer-me',
  'pode me dizer',
  'pode dizer-me',
  'você sabe',
  // it
  'puoi dirmi',
  'potresti dirmi',
  'mi sai dire',
  'sai',
  // ru
  'можешь сказать',
  'можете сказать',
  'ты знаешь',
  'вы знаете',
  // zh
  '你能告诉我',
  '你能不能告诉我',
  '能告诉我',
  '请告诉我',
  '你知道',
];

const HAN = /\p{Script=Han}/u;
/** A Latin or Cyrillic frame ends at a word's end; Chinese writes no space after it. */
const FRAME = new RegExp(`^(?:${FRAMES.map((f) => (HAN.test(f) ? f : `${f}(?![\\p{L}\\p{N}])`)).join('|')})[\\s,，:]*`, 'u');

/** What follows a polite frame at the question's start ("俄罗斯有几个时区吗？" of "你能告诉我俄罗斯有几个时区吗？"), or undefined. */
export function afterPoliteAsk(text: string): string | undefined {
  const start = text.replace(/^[\s¿¡"'“”«»]+/u, '');
  const match = FRAME.exec(start);
  if (match === null) return undefined;
  const rest = start.slice(match[0].length);
  return rest.length > 0 ? rest : undefined;
}
