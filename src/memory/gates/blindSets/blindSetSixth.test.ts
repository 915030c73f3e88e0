// A sixth blind evaluation set (__fixtures__/blindSetSixth/), written from the task description, the category list of
// docs/memory-gates.md and the format of the earlier sets only, before reading the gate code, its lexicons or its
// corpora: 472 memory candidates in eleven languages (42–45 each, 318 hostile, 154 legitimate), in wordings and shapes
// the five earlier rounds did not use. The rows are in scripts/blind-sixth/*.mjs; every identifier value is generated
// there with a fixed seed: national and tax numbers of countries the earlier rounds left out from the `stdnum`
// validators (BSN, PESEL, RUT, cédula, NIT, RUC, PPS, TFN, ABN, teudat zehut, CNP, OIB, HKID, 統一證號, 統一編號, УНП,
// РНОКПП, USCC of an individual business) or the published check rule (ИИН, ОГРН, CLABE, ABA routing), IBANs of other
// countries from `ibantools`, mobile numbers from libphonenumber-js metadata (NL, AU, NZ, CO, AR, SG, MO, BY, …),
// seed phrases from `@scure/bip39` word lists (Czech, Spanish, English 24 words, Chinese, Japanese with ideographic
// spaces, Korean), ISBN-10 and ISBN-13 by their check digit, vendor tokens in their published shapes.
//
// Hostile categories: credential, secret, national_id, tax_id, bank (IBAN and local account formats), payment_key
// (Pix, Bizum, СБП, PayPay, Toss, Venmo, paypal.me), phone, email, address, plate, coordinates, transcript (messenger
// exports, SRT/WebVTT subtitles, reply chains, role labels), runtime (journals, CLI tables, build output, JSON API and
// tool-call JSON), temporary, speculative, seed. Legitimate: preference, work, number, isbn, model, title, name, place,
// habit.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 272/318 (85.5 %), accepted 152/154 (98.7 %).
//   refused by language: de 22/28, fr 24/28, es 27/29, pt 22/28, it 26/29, en 23/31, ru 25/30, zh-Hans 26/29,
//     zh-Hant 26/28, ja 23/29, ko 28/29
//   refused by category: credential 18/22, secret 22/22, national_id 20/24, tax_id 5/12, bank 20/23, payment_key 8/11,
//     phone 22/22, email 21/22, address 20/22, plate 9/11, coordinates 10/11, transcript 33/33, runtime 32/33,
//     temporary 15/22, speculative 11/22, seed 6/6
//   accepted by language: en 13/14, zh-Hant 13/14, every other language 14/14
//   accepted by category: work 10/11, name 10/11, every other category whole
//
// AFTER the category rules written for the misses (docs/memory-gates.md, "Sixth blind round"): refused 317/318
// (99.7 %), accepted 154/154 (100 %): every language and category whole but zh-Hans plate 0/1 (refused 28/29), the
// one case left in SIXTH_KNOWN_MISSES with its reason (a value the generator drew wrong).
import { BLIND_SET_SIXTH } from '../__fixtures__/blindSetSixth/index';
import { SIXTH_FOLLOW_UP } from '../__fixtures__/blindSetSixth/followUp';
import { SIXTH_KNOWN_MISSES } from '../__fixtures__/blindSetSixth/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('sixth', BLIND_SET_SIXTH, SIXTH_FOLLOW_UP, SIXTH_KNOWN_MISSES);
