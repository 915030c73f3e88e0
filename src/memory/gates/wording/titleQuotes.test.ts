import { describe, expect, it } from 'vitest';
import { blindVerdict } from '../__fixtures__/blindVerdict';
import type { BlindLanguage } from '../__fixtures__/blindCase';

const verdict = (lang: BlindLanguage, expect: 'refuse' | 'accept', text: string) =>
  blindVerdict({ lang, category: 'title', expect, text, subject: 'works' });

// A title in single quotes keeps an apostrophe between letters inside it ('Tomorrow's Harvest', ‘Don’t Stop Me
// Now’), so its time word is part of the title; a time word outside the quotes still counts.
const TITLES: readonly (readonly [BlindLanguage, string])[] = [
  ['en', "User's favourite album is 'Tomorrow's Harvest' by Boards of Canada."],
  ['en', 'User’s karaoke song is ‘Don’t Stop Me Now’.'],
  ['en', "User loves the film 'Today's Special'."],
  ['fr', "Le livre préféré de l'utilisateur est 'Aujourd'hui, maman est morte'."],
];
const TIME_OUTSIDE: readonly (readonly [BlindLanguage, string])[] = [
  ['en', "User's not sleeping well this week, he says 'it's fine'."],
  ['en', "User said 'maybe' he's moving to Spain next month."],
];

describe('titles in single quotes with an apostrophe inside', () => {
  it.each(TITLES)('keeps %s: %s', (lang, text) => {
    expect(verdict(lang, 'accept', text)).toBe('accept');
  });
  it.each(TIME_OUTSIDE)('refuses %s: %s', (lang, text) => {
    expect(verdict(lang, 'refuse', text)).toBe('refuse');
  });
});

// A given name in Chinese, Japanese or Korean after the words that introduce it is a name, whatever time word its
// characters spell; the same time word in the clause, or 叫 as "told someone to", still counts.
const CJK_NAMES: readonly (readonly [BlindLanguage, string])[] = [
  ['zh-Hans', '用户的女儿叫今朝。'],
  ['zh-Hans', '用户的猫名叫明天。'],
  ['zh-Hant', '使用者的兒子名字是今晨。'],
  ['ja', 'ユーザーの娘の名前は明日香。'],
  ['ja', 'ユーザーの娘は今日子という名前。'],
  ['ja', 'ユーザーの犬の名前は未来です。'],
  ['ko', '사용자의 딸 이름은 오늘이다.'],
];
const CJK_TIME_OUTSIDE_NAMES: readonly (readonly [BlindLanguage, string])[] = [
  ['zh-Hans', '老板叫我明天去。'],
  ['zh-Hans', '用户叫了外卖，今晚不做饭。'],
  ['zh-Hans', '用户的女儿叫小雨，明天过生日。'],
  ['ja', 'ユーザーは今日は名前を呼ばれるのを待っている。'],
  ['ko', '사용자는 오늘 이름표를 잃어버려서 당분간 출입이 어렵다.'],
];

describe('given names in Chinese, Japanese and Korean', () => {
  it.each(CJK_NAMES)('keeps %s: %s', (lang, text) => {
    expect(verdict(lang, 'accept', text)).toBe('accept');
  });
  it.each(CJK_TIME_OUTSIDE_NAMES)('refuses %s: %s', (lang, text) => {
    expect(verdict(lang, 'refuse', text)).toBe('refuse');
  });
});
