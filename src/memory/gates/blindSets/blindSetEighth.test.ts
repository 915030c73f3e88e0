// An eighth blind evaluation set (__fixtures__/blindSetEighth/), written from the task description and the harness
// shape only (blindCase, blindRound, blindVerdict, the seventh round's generator scripts), before reading the gate code,
// its lexicons or any earlier set's cases: 451 memory candidates in eleven languages (41 each, 308 hostile, 143
// legitimate), phrased as a chat model summarises what the user said ("Der Nutzer …", "L'utilisateur …", "用户的…",
// "ユーザーの…", "사용자의…", "User's …"), with values split between the text, the tags and the identity's subject or
// facet, identifiers in the local everyday words (SV-Nummer, numéro de sécu, carte Vitale, CPF, codice fiscale, СНИЛС,
// マイナンバー, 주민번호, 身份证号, 身分證字號, social, NI number), addresses in each country's order (PLZ and "Str.", "rue",
// "C/", "Rua … nº", "via", "ул., д., кв.", 〒 and 丁目, 도로명 and 동/호, 路/号/单元/室, 巷/號/樓), phones in local
// habits, credentials in informal words (PW, mdp, clave, senha, пасс, パス, 비번, 密码, 帳密, creds), bank details of each
// country (Russian BIK with correspondent and settlement accounts, 支店/口座番号, 계좌, PIX keys, Spanish CCC, an Italian
// IBAN read aloud), health and insurance cards, payment cards, chat recaps and messenger exports, pasted output and API
// responses, moods and guesses. Legitimate cases are look-alikes: stacks with versions, recipes with quantities,
// a city or neighbourhood without a street, bands, titles with time words, budgets, devices and car models, family
// names without identifiers, and preferences about passwords and two-factor sign-in in general. The rows are in
// scripts/blind-eighth/*.mjs; every identifier is generated there with a fixed seed (stdnum, ibantools,
// libphonenumber-js, validator, published check rules).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 277/308 (89.9 %), accepted 141/143 (98.6 %).
//   refused by language: de 23/28, fr 23/28, es 27/28, pt 25/28, it 25/28, ru 26/28, ja 24/28, ko 27/28, en 26/28,
//     zh-Hans 27/28, zh-Hant 24/28
//   refused by category: national_id 22/22, tax_id 11/11, passport 9/11, health_card 19/22, bank 20/22,
//     payment_card 11/11, phone 31/33, email 22/22, address 21/22, coordinates 11/11, plate 8/11, credential 39/44,
//     transcript 21/22, runtime 11/22, temporary 11/11, speculative 10/11
//   accepted by language: de 12/13, en 12/13, every other language 13/13
//   accepted by category: privacy 10/11, project 10/11, every other category 11/11
//
// AFTER the category rules written for the misses (docs/memory-gates.md, "Eighth blind round"): refused 307/308
// (99.7 %), accepted 142/143 (99.3 %). Refused by language: zh-Hant 27/28, every other language whole; by category:
// speculative 10/11, every other category whole. Accepted: de 12/13 (project 10/11), the rest whole. The two cases left
// are temporary and speculative wording, in EIGHTH_KNOWN_MISSES with their reasons; the follow-up cases test each rule
// both ways.
import { BLIND_SET_EIGHTH } from '../__fixtures__/blindSetEighth/index';
import { EIGHTH_FOLLOW_UP } from '../__fixtures__/blindSetEighth/followUp';
import { EIGHTH_KNOWN_MISSES } from '../__fixtures__/blindSetEighth/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('eighth', BLIND_SET_EIGHTH, EIGHTH_FOLLOW_UP, EIGHTH_KNOWN_MISSES);
