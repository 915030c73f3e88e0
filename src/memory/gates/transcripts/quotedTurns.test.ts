import { describe, expect, it } from 'vitest';
import { blindVerdict } from '../__fixtures__/blindVerdict';
import type { BlindLanguage } from '../__fixtures__/blindCase';

const verdict = (lang: BlindLanguage, expect: 'refuse' | 'accept', text: string) =>
  blindVerdict({ lang, category: 'quoted_turns', expect, text, subject: 'dialogue' });

// A script's dialogue with the words in corner brackets or quotes after the speaker, no colon: a question and its
// answer, or two speakers alternating, whatever the names; and the same brackets in a list of works or one quote.
const DIALOGUES: readonly (readonly [BlindLanguage, string])[] = [
  ['ja', '私「明日何時に起きる？」\n母「6時よ」\n私「了解」'],
  ['ja', '太郎「行こうぜ」\n花子「うん」\n太郎「よし」'],
  ['zh-Hans', '我“你几点下班？”\n老公“七点左右”'],
  ['zh-Hant', '阿明「你明天有空嗎？」\n小華「有啊」'],
  ['ko', '민수 "내일 뭐 해?"\n지은 "집에 있을 거야"'],
  ['en', 'Anna "Are you coming tonight?"\nBen "Yes, around eight."'],
];
const LOOK_ALIKES: readonly (readonly [BlindLanguage, string])[] = [
  ['ja', '好きな作品：\n映画「千と千尋の神隠し」\n小説「ノルウェイの森」\n漫画「ワンピース」'],
  ['zh-Hans', '用户喜欢的作品：\n电影“霸王别姬”\n小说“活着”'],
  ['ja', 'ユーザーの口癖は「なるほどね」。'],
  ['en', 'Favourite films:\nKurosawa "Ran"\nOzu "Tokyo Story"'],
];

describe('a dialogue written as a script, with quotes instead of colons', () => {
  it.each(DIALOGUES)('refuses %s: %s', (lang, text) => {
    expect(verdict(lang, 'refuse', text)).toBe('refuse');
  });
  it.each(LOOK_ALIKES)('keeps %s: %s', (lang, text) => {
    expect(verdict(lang, 'accept', text)).toBe('accept');
  });
});
