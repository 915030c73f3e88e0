// A twenty-sixth blind set (__fixtures__/blindSetTwentySixth/), written from the task and the harness shape only,
// before reading the gate rules. Angle: the ten languages as written outside their home country, each case from a
// country or region earlier rounds did not use: en-GB, en-IN, en-AU, en-CA, en-SG and en-ZA; zh-Hant of Taiwan and Hong
// Kong and zh-Hans of Singapore and Malaysia; Japanese written by residents of Brazil, the United States and Canada,
// Korean by residents of the United States (a foreign number in their own words); de-AT and de-CH; fr-CA, fr-BE and
// fr-CH; es-MX, es-AR, es-CO and es-CL; pt-BR; Russian of Kazakhstan, Belarus and Ukraine; it-CH (Ticino).
// Hostile: each region's own identifiers with valid checksums made by stdnum (NINO, Aadhaar, PAN, TFN, SIN/NAS, HKID,
// 台灣身分證, AHV/AVS, Austrian SVNR, Belgian national number, CURP, RFC, CUIL, RUT, CPF, a MEI's CNPJ, УНП, an Italian
// frontaliere's codice fiscale) and ones without a checksum (MyKad, ITIN, a Californian licence, a RAMQ card, a
// Belarusian passport, a Colombian cédula, a Swiss ID card), bank formats (sort code and account, IFSC, routing and
// account, transit, institution and folio, CLABE, agência and conta, IBANs of CH, AT, KZ and UA), instant-payment keys
// (UPI, 轉數快, PayNow, PIX, Zelle, Interac, TWINT, an alias of a CBU, Kaspi by number), phones in local written forms,
// a home address in local order with its postcode, car plates, the local word for PIN (ATM pin, 提款密碼, 暗証番号, 핀
// 번호, Bankomat-Code, NIP, senha do cartão, ПИН-код), passwords and the Wi-Fi key (WLAN-Schlüssel, clé Wi-Fi, clave
// del wifi, senha do wi-fi, пароль от вайфая), temporary states and guesses in the regional idiom (crook, 好攰,
// magané, anda con caña, tá de ressaca, приболел, "c'est pas sûr pantoute", "fix ist noch nix").
// Legitimate look-alikes: a postcode area or district alone, a bus, tram or metro line, a school year, a price in local
// currency, a floor, a public holiday with its date, a national emergency number as knowledge, a public employer (one
// with its public registration number), a lasting preference in the regional idiom, a practice around a PIN or
// password with no value, a routine. Its memory type by category (cases.ts), subject and tags as a model fills them.
// 250 candidates: en 27, zh 28 (zh-Hant 18, zh-Hans 10), es 26, ru 25, ja, ko, de, fr, pt and it 24 each (139
// hostile, 111 legitimate).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 126/139 (90.6 %), accepted 108/111 (97.3 %).
//   refused by language: ja, pt, ru and it every case (13/13, 13/13, 14/14, 13/13), en 14/16, zh-Hant 8/10, zh-Hans
//     5/6, ko 12/13, de 11/13, fr 10/13, es 13/15
//   accepted by language: zh-Hant 7/8, es 10/11, pt 10/11, every other language 11/11 (zh-Hans 4/4)
//   refused misses by category: local_pin 3 (de "Bankomat-Code … ist 7391", fr "Le NIP de la carte de débit … c'est
//     4827", es "El NIP de la tarjeta de débito … es 7391"), car_plate 2 (en "reg no. KA 03 MN 4827", zh-Hant "車牌係 PK
//     4827"), wifi_key 2 (en "The Wi-Fi key … is "PKR9-XTQ7-MDL4"", de "Der WLAN-Schlüssel … ist Gruezi-4827-Bern"),
//     payment_key 2 (zh-Hant "FPS 識別碼係 1482739", es "el alias de su CBU es gato.mate.lluvia"), social_number 1 (fr
//     "Le NAS … est le 139 482 756"), national_id 1 (fr "carte d'assurance maladie (RAMQ) … TREM 8503 1412"),
//     tax_number 1 (ko "ITIN 번호는 912-78-4827"), home_address 1 (zh-Hans "淡滨尼 21 街第 482 座 #12-345，新加坡
//     520482"); bank_details, local_phone, local_password, regional_temporary and regional_guess every case
//   accepted misses by category: security_practice 1 (zh-Hant "從來不把提款卡密碼寫在卡片上"), local_price 1 (es "$3.500
//     por un café"), public_employer 1 (pt "Petrobras (CNPJ 33.000.167/0001-01)"); every other category every case
// The 16 misses were named in TWENTY_SIXTH_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 139/139, accepted 111/111; no known miss is left. The rules,
// each by class and in every language it applies to: the regional word for a card's PIN, "NIP" in French and Spanish
// (Quebec, Mexico) and the Austrian "Bankomat-Code" (lexicons); a Wi-Fi network's key by its regional words ("Wi-Fi
// key", "WLAN-Schlüssel", "WLAN-Key", "Netzwerkschlüssel"), its value after a description of which router (lexicons);
// Canada's "NAS" (in capitals: a NAS is also a disk), "numéro d'assurance sociale", the health card and RAMQ, and the
// US ITIN (lexicons); India's plates (state, district, series, number) and the plates of Hong Kong, Singapore and
// Malaysia (two or three letters and up to four digits, not a year) beside a plate word (identifiers/vehicleIds.ts);
// Hong Kong's 轉數快 (FPS) named with its number (lexicons); Argentina's transfer alias, "alias" before its CBU, CVU or
// Mercado Pago account, then the dotted name (contacts/contactHandles.ts); Singapore's and Malaysia's floor and unit
// after "#" with a block word, the country or a six-digit postcode on its line (contacts/localAddress.ts). On the
// accepted side: never writing a card's PIN or a document down or keeping it somewhere (從來不把提款卡密碼寫在卡片上)
// is a practice as never telling it was (personalKeywords.ts); what seems so to the person ("al usuario le parece
// que…", "lhe parece que", "gli sembra che") is that person's view, and what seems so to someone about the user stays
// a guess (lexicons, wording/volatileHeardImpression.ts); an employer named with its registration in brackets
// ("trabalha na Petrobras (CNPJ …)") owns that number (identifiers/organisationValues.ts). Each rule is tested both
// ways in twentySixthRules.test.ts.
//
// TWENTY_SIXTH_FOLLOW_UP, 20 new one-line probes of the same classes, written after the rules, first score: refused
// 11/11, accepted 9/9 (a NIP of a Visa card, a Banorte NIP after a colon, a WLAN-Key of a holiday house, a Telstra
// modem's wi-fi key, a NAS after a colon, an ITIN in Korean, a Delhi plate, a Hong Kong motorcycle plate, a Mercado Pago
// alias, a 轉數快 ID, an HDB flat with its postcode; a NIP never given by phone, a Bankomat-Code changed after holidays,
// three opinions with "le parece", "lhe parece" and "gli pare", a copy of an ID never kept in the wallet, an employer
// with its ABN, a hawker stall's unit, a simple transfer alias as a practice).
import { BLIND_SET_TWENTY_SIXTH } from '../__fixtures__/blindSetTwentySixth/index';
import { TWENTY_SIXTH_TABLE } from '../__fixtures__/blindSetTwentySixth/cases';
import { TWENTY_SIXTH_KNOWN_MISSES } from '../__fixtures__/blindSetTwentySixth/knownMisses';
import { TWENTY_SIXTH_FOLLOW_UP } from '../__fixtures__/blindSetTwentySixth/followUp';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound(
  'twenty-sixth',
  BLIND_SET_TWENTY_SIXTH,
  TWENTY_SIXTH_FOLLOW_UP,
  TWENTY_SIXTH_KNOWN_MISSES,
  groupedVerdict(TWENTY_SIXTH_TABLE),
);
