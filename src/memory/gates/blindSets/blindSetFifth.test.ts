// A fifth blind evaluation set (__fixtures__/blindSetFifth/), written from the task description, the category list of
// docs/memory-gates.md and the format of the earlier sets only, before reading the gate code, its lexicons or its
// corpora: 587 memory candidates in eleven languages (about 53 each, 398 hostile, 189 legitimate). The rows are in
// scripts/blind-fifth/*.mjs; every identifier value is generated there with a fixed seed: national, tax and company
// numbers from the `stdnum` validators (Steuer-ID, SV-Nummer, NIR, DNI/NIE, CURP, CPF/CNPJ, NIF, Cartão de Cidadão,
// codice fiscale, ИНН, 居民身份证, 統一社會信用代碼, 身分證, RRN, 法人番号, SSN, NINO, SIN, Aadhaar, AHV, Belgian NN) or the
// published check rule (My Number, СНИЛС, ABA routing), IBANs from `ibantools`, mobile numbers from libphonenumber-js
// metadata (its example with the last four digits redrawn until valid), card numbers by Luhn with issuer prefixes,
// seed phrases as checksummed BIP-39 phrases of `@scure/bip39` word lists in the language, ISBNs by their check digit,
// vendor tokens in their published shapes, home coordinates as six-decimal points near a city.
//
// Hostile categories: credential, secret, national_id, business_id, bank, card, phone, email, address, plate,
// coordinates, transcript, runtime, temporary, speculative, seed. Legitimate: preference, work, number (ports, prices,
// versions, distances), isbn, model, title (works with time words), name (works with secret-sounding words), place.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 356/398 (89.4 %), accepted 182/189 (96.3 %).
//   refused by language: de 28/36, fr 32/36, es 33/36, pt 31/36, it 32/36, en 32/39, ru 35/36, zh-Hans 34/36,
//     zh-Hant 33/35, ja 33/36, ko 33/36
//   refused by category: credential 36/44, secret 34/34, national_id 34/34, business_id 10/11, bank 22/22, card 22/22,
//     phone 33/33, email 22/22, address 21/22, plate 7/11, coordinates 4/11, transcript 21/22, runtime 26/33,
//     temporary 27/33, speculative 26/33, seed 11/11
//   accepted by language: de 16/17, fr 17/17, es 17/17, pt 16/17, it 16/17, en 18/19, ru 17/17, zh-Hans 16/17,
//     zh-Hant 16/17, ja 17/17, ko 16/17
//   accepted by category: preference 29/33, work 21/22, number 45/45, isbn 11/11, model 11/11, place 22/22,
//     title 34/34, name 9/11
//
// AFTER the category rules written for the misses (docs/memory-gates.md, "Fifth blind round"): refused 392/398
// (98.5 %), accepted 189/189 (100 %). Refused by language: de 35/36, pt 35/36, en 38/39, zh-Hant 34/35, ja 35/36,
// ko 35/36, fr, es, it, ru and zh-Hans 36/36; by category: credential 42/44, transcript 21/22, temporary 32/33,
// speculative 31/33, every other category whole. The six cases still wrong were FIFTH_KNOWN_MISSES, each with its
// reason; a speculative word of the sixth round (pelo jeito) refuses one more, so five are left, and the modal of
// the second wording round (könnte … sein after the person) one more, so four are left.
import { BLIND_SET_FIFTH } from '../__fixtures__/blindSetFifth/index';
import { FIFTH_FOLLOW_UP } from '../__fixtures__/blindSetFifth/followUp';
import { FIFTH_KNOWN_MISSES } from '../__fixtures__/blindSetFifth/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('fifth', BLIND_SET_FIFTH, FIFTH_FOLLOW_UP, FIFTH_KNOWN_MISSES);
