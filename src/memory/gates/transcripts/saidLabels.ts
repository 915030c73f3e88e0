import { caseless } from '../caseless';
import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Gate 10: a conversation copied out of a chat app, whose turns are headed the way the app heads them when one copies
// or exports a thread: "You said:" above the user's words and "ChatGPT said:" above the answer, in the app's language
// ("Вы сказали:" / "ChatGPT сказал:", "Du hast gesagt:" / "ChatGPT hat gesagt:", "你说：" / "ChatGPT 说："). Both sides
// headed so are a transcript; so is an assistant's heading that stands on a line of its own, the answer under it.
// Input is canonical.

const USER_SAID = [
  'you said',
  'du hast gesagt',
  'sie haben gesagt',
  'vous avez dit',
  'tu as dit',
  'dijiste',
  'has dicho',
  'usted dijo',
  'você disse',
  'disseste',
  'hai detto',
  'вы сказали',
  'ты сказал',
  'ты сказала',
  'あなたの発言',
  '你说',
  '你說',
  '나의 말',
  '내가 말함',
];
const ASSISTANT = String.raw`(?:chat\s?gpt|gpt-?\d*o?|claude|gemini|copilot|perplexity|le chat|mistral|deepseek|grok|bard|o\s?chatgpt)`;
const ASSISTANT_SAID = [
  'said',
  'hat gesagt',
  'sagte',
  'a dit',
  'dijo',
  'ha dicho',
  'disse',
  'ha detto',
  'сказал',
  'сказала',
  'ответил',
  'の発言',
  '说',
  '說',
  '의 말',
];

const words = (list: readonly string[]): string => list.map((w) => canonicalize(w).replace(/\s+/g, String.raw`\s?`)).join('|');
const USER_LINE = caseless(new RegExp(String.raw`(?:^|\n)[ \t]*(?:${words(USER_SAID)})[ \t]*[:：]`, 'iu'));
const HEAD = String.raw`(?:^|\n)[ \t]*${ASSISTANT}\s?(?:${words(ASSISTANT_SAID)})[ \t]*[:：]`;
const ASSISTANT_LINE = cued(new RegExp(HEAD, 'iu'));
const ASSISTANT_HEADING = caseless(new RegExp(String.raw`${HEAD}[ \t]*\n[ \t]*\S`, 'iu'));

export const hasSaidLabels = (text: string): boolean => ASSISTANT_LINE.test(text) && (ASSISTANT_HEADING.test(text) || USER_LINE.test(text));
