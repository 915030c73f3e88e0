// An eighteenth blind identifier set (__fixtures__/blindSetEighteenth/), written from the task and the harness shape
// only, before reading the gate rules: the identifiers, numbers and secrets that come up when a person asks for help
// with the paperwork of everyday life, as an extraction model would copy them into a memory, each language with its
// own country's documents. 160 memory candidates, 16 in each of en, zh-Hans, ja, ko, de, fr, es, pt, ru and it (8
// hostile, 8 legitimate), sent as the memory type of their category (cases.ts); values valid by stdnum, ibantools
// and libphonenumber-js where those know the format, with their check digits computed elsewhere (VIN, MRZ, KVNR,
// My Number, SNILS, Cartão SUS, NIS, CUPS).
// Hostile: health-insurance and patient numbers (医保 = 身份证, 保険者番号 and 記号・番号, 건강보험 = 주민번호, KVNR,
// NIR, NSS, Cartão SUS, TEAM card number); tax numbers (EIN, 统一社会信用代码, マイナンバー, 사업자등록번호, Steuer-ID,
// numéro fiscal, CPF, ИНН, codice fiscale); pension and benefit numbers (基礎年金番号, Rentenversicherungsnummer,
// numéro d'allocataire CAF, NIS/PIS, СНИЛС); a passport with its MRZ line, 在留カード, titre de séjour, TIE; a driving
// licence; a plate and VIN from a parking fine; a utility customer and meter number with the home address; an
// instant-payment handle (支付宝, 토스, Bizum, Pix, СБП); an online banking login with its one-time code; a door code
// or phone PIN; a recovery code sheet; and the same kind of values spelled out in words, split between the text and a
// tag, or with a typo in the label.
// Legitimate in the same language: which insurer and hospital, taxes filed in two countries, two passports, the bank
// one uses, paper letters from the tax office, a licence renewed every so many years; and numbers that identify
// nobody (shoe size, floor, bus line, year, price, car or phone model, a form's name like 2042, Anlage N, 3-НДФЛ).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 75/80 (93.8 %), accepted 76/80 (95.0 %).
//   refused misses by language: pt 3 (Cartão SUS, NIS, Itaú agency/account with a token), en 1 (bank login with
//     its code), fr 1 (CAF number); the other seven whole
//   refused misses by category: bank_login 2, pension_number 2, health_number 1
//   accepted misses by language: en 1, zh-Hans 1, es 1, pt 1
//   accepted misses by category: ordinary_number 1 ("4th floor … 38 Geary bus"), citizenship 1 (香港永久居民),
//     bank_choice 1 (ING), insurer_hospital 1 (Unimed, Albert Einstein)
// The 9 misses were named in EIGHTEENTH_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 80/80, accepted 80/80; no known miss is left. The rules:
// health-insurance, pension and benefit numbers named as letters and cards name them, in every language (lexicons/*.ts:
// Medicaid, Rentennummer, numéro d'allocataire, número de afiliación, Cartão SUS, CNS, NIS, NIT, numero di pensione,
// номер пенсионного, 基礎年金番号, 연금번호, 公积金账号…), and the article between a Romance copula and a number ("est le
// 4829173", lexiconGates.ts); a code sent to the person with its digits a few words after its name in the same clause
// (secrets/sentCodes.ts); a short account beside a branch code, as Brazilian banks number them
// (identifiers/bankAccounts.ts); an English ordinal before what it counts (floor, row, avenue) is no day of the month
// (wording/volatileDates.ts); an intention denied is a stance (wording/negatedIntentions.ts); Portuguese "tem plano de"
// a service is a subscription (wording/volatileGuesses.ts); a passport named by its country with no number after it is
// a nationality, read away before the older English and Chinese bare-keyword rules (identifiers/countryPassports.ts,
// countryNames.data.ts from CLDR). Each is tested both ways in eighteenthRules.test.ts.
//
// EIGHTEENTH_FOLLOW_UP, 30 new texts of the same classes written after the rules, first score: refused 14/16, accepted
// 14/14. The misses, fixed since: an Italian code read out in pairs ("era 61 83 27"), which the sent-code rule read only
// as one run or two groups of three, and "ag 8541" (a Brazilian branch without the abbreviation's dot).
import { BLIND_SET_EIGHTEENTH } from '../__fixtures__/blindSetEighteenth/index';
import { EIGHTEENTH_FOLLOW_UP } from '../__fixtures__/blindSetEighteenth/followUp';
import { EIGHTEENTH_TABLE } from '../__fixtures__/blindSetEighteenth/cases';
import { EIGHTEENTH_KNOWN_MISSES } from '../__fixtures__/blindSetEighteenth/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('eighteenth', BLIND_SET_EIGHTEENTH, EIGHTEENTH_FOLLOW_UP, EIGHTEENTH_KNOWN_MISSES, groupedVerdict(EIGHTEENTH_TABLE));
