// A tenth blind evaluation set (__fixtures__/blindSetTenth/), written from the task description and the harness shape
// only (blindCase, blindRound, blindVerdict, the ninth round's index and the head of one of its files), before reading
// the gate code, its lexicons, the docs or any earlier round's cases: 440 memory candidates in eleven languages (40
// each, 220 hostile, 220 legitimate) about the identifier and place categories as users and extraction models write
// them. Hostile: street addresses in each country's own form (〒 with 丁目番地, 도로명 with 동/호, Straße with PLZ and
// Austrian stair/door numbers, "12 bis rue", "C/ … nº 3, 2º izq.", CEP, "via … civico", "ул., д., кв.", 路/段/巷/弄/號,
// 小区/栋/单元), partial addresses without a city, home coordinates in DMS (also 北緯…度…分…秒), decimals, plus codes and
// what3words, bank details other than IBAN (sort code, ABA routing, IFSC, CLABE, CBU, Spanish CCC, agência/conta,
// ABI/CAB, BLZ, Swiss clearing, Desjardins transit, БИК with р/с and к/с, 支店番号/口座番号, ゆうちょ 記号/番号, 계좌번호
// with the bank, 银行卡号 whole and masked, 郵局 局號), payment handles (UPI, PayPal.me, Lydia, Bizum, Satispay, PIX
// keys, СБП, PayPay, Toss, 支付宝, 街口), plates of many countries, VINs (check digit where the country uses one) and
// values split into tags or the subject, written as number words or in full-width digits. Legitimate look-alikes:
// famous addresses and landmarks, a city or district, coordinates of a city or mountain, streets as preferences, bank
// names and account types, model numbers, ISBNs, flight and train numbers, product codes (EAN), postcodes of a whole
// area stated as a preference, car models and colours.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 165/220 (75.0 %), accepted 212/220 (96.4 %).
//   refused by language: en 13/20, de 16/20, fr 14/20, es 17/20, pt 16/20, it 13/20, ru 14/20, ja 15/20, ko 15/20,
//     zh-Hans 16/20, zh-Hant 16/20
//   refused by category: address 46/47, partial_address 21/22, coordinates 15/34, bank 36/39, payment_handle 11/12,
//     plate 18/22, vin 2/11, split 16/33
//   accepted by language: en 19/20, ru 18/20, ja 19/20, ko 19/20, zh-Hans 18/20, zh-Hant 19/20, de, fr, es, pt, it
//     20/20
//   accepted by category: landmark 21/22, product_code 9/11, postcode_area 17/22, every other category whole (area,
//     coordinates_public, street_pref, bank_name, model_number, isbn, flight, train, car)
//
// AFTER the category rules written for the misses (docs/memory-gates.md, "Tenth blind round"): refused 220/220 (100 %),
// accepted 217/220 (98.6 %). Refused: every language and category whole. Accepted by language: en 19/20, ru 19/20,
// ja 19/20, the rest 20/20; by category: landmark 21/22, postcode_area 20/22, the rest whole. The rules: a full plus
// code and a what3words address anywhere, coordinates to the second or to four decimals said to be a home's
// (homeLocation.ts); a VIN by its check digit or by a VIN word, plates of national formats beside a plate word on one
// line of the scanning surface (identifiers/vehicleIds.ts), a motorcycle's Japanese plate without a class number
// (documentShapes.ts); house and flat numbers written in words, European cardinals and CJK numerals with place words
// (spelledAddress.ts); an account number after a description of the account or beside a branch or routing code
// (identifiers/bankAccounts.ts); a handle after the word for the account's name (contactHandles.ts); a street after its
// number without a type word before a postcode and town (localAddress.ts); a postcode with a word for the area around
// it, inflected Russian postcode words (lexiconGates.ts); barcode words as reference words (lexicons/*). The three
// cases left are in TENTH_KNOWN_MISSES with their reasons; TENTH_FOLLOW_UP (41) tests each rule both ways.
import { BLIND_SET_TENTH } from '../__fixtures__/blindSetTenth/index';
import { TENTH_FOLLOW_UP } from '../__fixtures__/blindSetTenth/followUp';
import { TENTH_KNOWN_MISSES } from '../__fixtures__/blindSetTenth/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('tenth', BLIND_SET_TENTH, TENTH_FOLLOW_UP, TENTH_KNOWN_MISSES);
