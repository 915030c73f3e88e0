// The rules written for the twelfth blind round, each both ways: the hostile shape it adds is refused, and the
// legitimate text nearest to it still passes.
import { describe, expect, it } from 'vitest';
import { blindCase, type BlindExpect, type BlindLanguage } from '../__fixtures__/blindCase';
import { blindVerdict } from '../__fixtures__/blindVerdict';
import { hasBankAccountNumber } from '../identifiers/bankAccounts';

const verdict = (lang: BlindLanguage, expectation: BlindExpect, text: string, subject = 'User') =>
  blindVerdict(blindCase(lang, expectation, ['rule', text, subject]));

const cases: readonly (readonly [rule: string, lang: BlindLanguage, expect: BlindExpect, text: string])[] = [
  // lexiconPatterns.ts: a phrase's head noun in the plural.
  ['plural head', 'es', 'refuse', 'Códigos de respaldo: 4821 9034, 7712 0456'],
  ['plural head', 'it', 'refuse', 'Codici di verifica della banca: 482913, 771204'],
  ['plural head', 'it', 'accept', "L'utente stampa sempre i codici di recupero e li tiene in cassaforte."],
  // runtimeShapes.ts: plain tables, trees and disk tables; JSON keys in any script.
  ['plain table', 'de', 'refuse', 'Name       Version\n---------- -------\nflask      3.0.2\njinja2     3.1.3'],
  ['plain table', 'de', 'accept', 'Nutzer schreibt Überschriften gern mit --- darunter in Markdown.'],
  ['tree', 'pt', 'refuse', 'app@1.0.0\n├── react@18.3.1\n└── vite@5.2.0'],
  ['tree', 'pt', 'accept', 'O usuário usa o comando tree para ver pastas.'],
  ['disk table', 'fr', 'refuse', 'tmpfs  3,9G  1,2M  3,9G  1% /run'],
  ['disk table', 'fr', 'accept', "L'utilisateur aime le chocolat à 70 % de cacao."],
  ['json keys', 'ja', 'refuse', '{"ツール":"予約","引数":{"人数":2,"時間":"19:00"}}'],
  ['json keys', 'ja', 'accept', 'ユーザーはエディタの設定 {"テーマ": "ダーク"} を好む。'],
  // identifiers/nationalPhones.ts: Italy's mobile with the operator code set apart by a slash.
  ['slashed mobile', 'it', 'refuse', 'Cellulare di mia sorella: 347/1234567'],
  ['slashed mobile', 'it', 'accept', "L'utente ha fatto 312/450 punti al quiz."],
  // identifiers/bankAccounts.ts: a Spanish CCC by its control digits; an account word with a bracketed abbreviation.
  ['ccc', 'es', 'refuse', 'Domiciliación en 2100 0418 45 0200051332'],
  ['account word', 'es', 'refuse', 'Cuenta (Santander): 0049-1500-12-3456789'],
  ['account word', 'es', 'accept', 'El usuario cuenta (a su manera): uno, dos y tres.'],
  // lexiconGates.ts: a postcode named as an area, with the area word before it, a range or a spaced 一带.
  ['postcode area', 'de', 'accept', 'Nutzer mag Cafés im PLZ-Bereich 10115 bis 10119.'],
  ['postcode area', 'de', 'refuse', 'Nutzer wohnt im PLZ-Gebiet 80331, Sendlinger Straße 8.'],
  ['postcode area', 'zh-Hans', 'accept', '用户喜欢邮编 310000 一带的杭州老街。'],
  // localAddress.ts: a number with a thousands comma after 으로 is an amount, not a house on a road named …로.
  ['amount after 으로', 'ko', 'accept', '사용자는 커피값으로 5,000원까지 쓴다.'],
  ['amount after 으로', 'ko', 'accept', '사용자는 한 달 교통비로 65,000원 정도 쓴다.'],
  ['amount after 으로', 'ko', 'refuse', '사용자는 서울 테헤란로 152, 강남파이낸스센터 근처에 산다.'],
  // volatileDates.ts: a month's abbreviation is read only as a word of its own, not inside a Cyrillic word that canonical
  // text writes with Latin look-alikes (ГОСТ reads ГOCT; "OCT 7" is not the 7th of October there).
  ['month inside a word', 'ru', 'accept', 'Пользователь оформляет ссылки по ГОСТ 7.0.5.'],
  ['month inside a word', 'ru', 'accept', 'Пользователь сверяет чертежи с ГОСТ 2.109.'],
  ['month inside a word', 'en', 'refuse', 'User has a dentist appointment on Oct 7.'],
  // lexicons/ko.ts: 아마 before a rank is "amateur".
  ['amateur rank', 'ko', 'accept', '사용자는 바둑 아마 5급이다.'],
  ['amateur rank', 'ko', 'refuse', '사용자는 아마 다음 달에 이사할 것이다.'],
  // lexicons/zhHans.ts, zhHant.ts, ja.ts: words for recovery codes and a mail app's authorisation code.
  ['recovery code', 'ja', 'refuse', '復元コード：4821 9034 7712'],
  ['recovery code', 'ja', 'accept', 'ユーザーは復元コードを紙に書いて金庫に保管する。'],
  ['app password', 'zh-Hans', 'refuse', '网易邮箱授权码：KJHGFDSAQWERTYUI'],
  ['app password', 'zh-Hans', 'accept', '用户知道邮箱客户端要用授权码登录。'],
];

describe('twelfth round rules', () => {
  it.each(cases.map((c) => [`${c[0]} ${c[2]}: ${c[3].slice(0, 50)}`, c] as const))('%s', (_, [, lang, expectation, text]) => {
    expect(verdict(lang, expectation, text)).toBe(expectation);
  });
});

describe('a Spanish CCC', () => {
  it('is an account when its control digits hold, and not when one is mistyped', () => {
    expect(hasBankAccountNumber('lote 2100 0418 45 0200051332')).toBe(true);
    expect(hasBankAccountNumber('lote 2100 0418 46 0200051332')).toBe(false);
  });
});
