// A ninth blind evaluation set (__fixtures__/blindSetNinth/), written from the task description and the harness shape
// only (blindCase, blindRound, blindVerdict, the eighth round's generator scripts), before reading the gate code, its
// lexicons or the docs: 441 memory candidates in eleven languages (40 each, 41 in English; 265 hostile, 176 legitimate),
// phrased as a sloppy or multilingual extraction model emits them: first person ("My PIN is…", "Mi DNI es…",
// "マイナンバーは…"), values inside longer lasting facts about family members ("her SIN is …", "o NIF dela é …"),
// English keywords inside other languages ("WLAN …, password …", "家のWi-Fiのpasswordは…", "제 Netflix password는…"),
// markdown bullets, tables and key: value lines, digits of other scripts (Devanagari, full-width), digits as words
// (en, fr, es, pt, it, ru, ko, zh and kanji), letters in the NATO spelling alphabet, identifiers of countries less
// often seen (PESEL, BSN, personnummer, TC kimlik, Aadhaar, PAN, CNPJ, CURP, RFC, CUIT, RUT, RRN, My Number, SIN,
// TFN, CLABE, CBU), payment handles (Venmo, UPI, PayPal.me, Revolut, PIX, Bizum, Mercado Pago, PayPay), messaging
// handles (Telegram, Discord, Instagram, LINE, KakaoTalk, WeChat), Wi-Fi passwords, lock-screen patterns, two-factor
// backup codes and BIP-39 seed phrases in eight word lists. Legitimate look-alikes in equal measure per language:
// product codes, order amounts, a flight number the user always takes (a public timetable code, not a personal
// identifier, so a lasting travel habit is accepted), opening hours, sizes, recipe quantities, chess ratings, ISBNs,
// a git commit of the user's project, software licences by name, versions, budgets, a city or neighbourhood, family
// members named without identifiers, a city's coordinates and preferences about passwords without a value. The rows
// are in scripts/blind-ninth/*.mjs; every identifier is generated there with a fixed seed (stdnum, ibantools,
// libphonenumber-js, validator, @scure/bip39, published check rules).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 241/265 (90.9 %), accepted 173/176 (98.3 %).
//   refused by language: en 21/25, de 23/24, fr 21/24, es 22/24, pt 23/24, it 22/24, ru 23/24, ja 21/24, ko 21/24,
//     zh-Hans 23/24, zh-Hant 21/24
//   refused by category: credential 22/23, wifi 10/11, pattern 3/10, backup_codes 11/11, seed 11/11, national_id
//     31/32, tax_id 7/7, bank 12/12, payment_handle 12/14, messaging_handle 1/10, phone 20/21, email 11/11,
//     address 11/11, plate 9/11, coordinates 11/11, transcript 11/11, runtime 11/11, temporary 11/11,
//     speculative 11/11, split 9/9, payment_card 2/2, passport 3/3, health_card 1/1
//   accepted by language: en 15/16, ja 15/16, zh-Hans 15/16, every other language 16/16
//   accepted by category: order 10/11, privacy 9/11, every other category whole
//
// AFTER the category rules written for the misses (docs/memory-gates.md, "Ninth blind round"): refused 265/265
// (100 %), accepted 176/176 (100 %), every language and every category whole. The rules: a messaging, social or
// payment service named with a handle (contactHandles.ts); lock-screen pattern words in every lexicon; values
// dictated with a spelling alphabet (spellingAlphabets.ts); Sino-Korean digit syllables written solid; the French
// elided copula "c'est"; a plate the vehicle owns ("car's plate"); the Traditional and Simplified Chinese names of the
// security question (安全提問); a Japanese predicate after the topic particle is no value; passwords described by their
// kind and the passphrase and passcode as passwords; 大概 before a quantity is "about". NINTH_KNOWN_MISSES is empty;
// the follow-up cases (NINTH_FOLLOW_UP, 34) test each rule both ways in other words and languages.
import { BLIND_SET_NINTH } from '../__fixtures__/blindSetNinth/index';
import { NINTH_FOLLOW_UP } from '../__fixtures__/blindSetNinth/followUp';
import { NINTH_KNOWN_MISSES } from '../__fixtures__/blindSetNinth/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('ninth', BLIND_SET_NINTH, NINTH_FOLLOW_UP, NINTH_KNOWN_MISSES);
