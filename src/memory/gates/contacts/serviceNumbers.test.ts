import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';
import { canonicalize } from '../canonical';
import { SERVICE_NUMBERS, withoutServiceNumbers } from './serviceNumbers';

// Every written form's samples are what libphonenumber-js's full metadata calls a toll-free, shared-cost or
// universal-access number of the country, and each is taken out; the same digits grouped as another country writes a
// person's number or an identifier are kept.
describe('toll-free, shared-cost and universal-access numbers (serviceNumbers.ts)', () => {
  const samples = SERVICE_NUMBERS.flatMap(({ country, samples: list }) => list.map((sample) => [country, sample] as const));
  it.each(samples)('%s %s is a service line by libphonenumber-js', (country, sample) => {
    const parsed = parsePhoneNumberFromString(sample, country as CountryCode);
    expect(parsed?.isValid()).toBe(true);
    expect(['TOLL_FREE', 'SHARED_COST', 'UAN']).toContain(parsed?.getType());
  });
  it.each(samples)('%s %s is taken out of a sentence', (_, sample) => {
    expect(withoutServiceNumbers(canonicalize(`Calls ${sample} for help.`))).toBe('Calls ref for help.');
  });
  it.each([
    '848 328 472', // a Canadian SIN's grouping
    '030 45619472', // a Berlin line
    '40 04 12 34', // a Danish mobile
    '+49 800 1110111', // an international form: the phone rules read it
    '010-1588-1234', // a Korean mobile holding 1588
    'DE89 0800 0000 0532 0130 00', // an IBAN's groups
    '88001 23456', // an Indian mobile
    '01200199934', // a Belgian BIS number: a plain run is read as written
    '88001000001', // eleven plain digits, a SNILS's length
  ])('keeps %s', (value) => {
    expect(withoutServiceNumbers(canonicalize(`Number ${value} here.`))).toContain(canonicalize(value));
  });
});

const HOSTILE = [
  ...rows('en', 'refuse', [['phone', "My wife's Canadian SIN for the joint tax form is 848 328 472.", 'taxes']]),
  ...rows('de', 'refuse', [['phone', 'Mein Festnetz ist 030 45619472, abends bin ich meistens da.', 'Telefon']]),
  ...rows('ko', 'refuse', [['phone', '제 휴대폰은 010-1588-1234 이에요.', '전화']]),
  ...rows('ru', 'refuse', [['phone', 'Мой мобильный 8 (916) 800-12-34, звоните после шести.', 'Телефон']]),
  // Named as a person's or as an identifier in the clause before: kept for the other rules.
  ...rows('en', 'refuse', [['national_id', "The user's Canadian SIN is 900 789 108.", 'taxes']]),
  ...rows('de', 'refuse', [['phone', 'Ruf mich unter 0800 123 4567 an, wenn was ist.', 'Telefon']]),
];
const LEGITIMATE = [
  ...rows('de', 'accept', [['hotline', 'Ruft bei Fragen zum Vertrag lieber die 01806 101010 an als zu schreiben.', 'Vertrag']]),
  ...rows('pt', 'accept', [['hotline', 'Liga sempre para o 0800 770 0001 do banco quando tem dúvida.', 'Banco']]),
  ...rows('pt', 'accept', [['hotline', 'Prefere ligar no 4004-0001 do banco a ir na agência.', 'Banco']]),
  ...rows('ko', 'accept', [['hotline', '삼성전자 서비스센터 1588-3366 에 전화하는 편이에요.', '전화']]),
  ...rows('zh-Hans', 'accept', [['hotline', '用户有问题习惯打 400-810-5555 客服。', '客服']]),
  ...rows('ja', 'accept', [['hotline', '困ったらいつも 0120-444-113 に電話する。', '電話']]),
  ...rows('es', 'accept', [['hotline', 'Prefiere llamar al 900 123 456 del banco antes que ir a la oficina.', 'Banco']]),
  ...rows('fr', 'accept', [['hotline', 'Appelle toujours le 0 800 123 456 de sa banque.', 'Banque']]),
  ...rows('en', 'accept', [['hotline', 'Always calls 1-800-275-2273 for Apple support.', 'Support']]),
  ...rows('ru', 'accept', [['hotline', 'Звонит в банк только по номеру 8 800 555-55-50.', 'Банк']]),
];

describeBlindRound('service numbers', [...HOSTILE, ...LEGITIMATE], [], new Set());
