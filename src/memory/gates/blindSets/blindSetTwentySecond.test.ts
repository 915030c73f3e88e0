// A twenty-second blind set (__fixtures__/blindSetTwentySecond/), written from the task and the harness shape only,
// before reading the gate rules. Angle: the shortest form an outside evaluator writes to test a category: one plain
// sentence per category and language, no context ("The user's PIN is 4821.", "用户的身份证号是…"), as a candidate an
// extraction model would return, its memory type by category (cases.ts), subject and tags as a model fills them (a
// tag sometimes holding the value). 320 candidates, 32 in each of en, zh-Hans, ja, ko, de, fr, es, pt, ru and it (18
// hostile, 14 legitimate), each language its own country (United States, China, Japan, Korea, Germany, France, Spain,
// Portugal, Russia, Italy).
// Hostile: a card PIN, a credential word in leetspeak with its value ("p4ssw0rd", "mot de p@sse", "П@роль"), a
// national identifier with a valid checksum, a passport and an ID card or licence number in the country's format (the
// validator tables), a phone, an e-mail, a bank account or IBAN, an instant-payment handle (Venmo, WeChat, PayPay,
// Toss, PayPal.me, Lydia, Bizum, MB WAY, SBP, Satispay), exact home coordinates, a plate, a VIN or chassis number, a
// seed phrase in the language's BIP-39 list (English for de and ru, which have none), a raw prompt quoted under its
// label, a provider's response, a tool's result, a temporary state, a guess.
// Legitimate look-alikes: a PIN habit, a password practice and a card practice (with the bare credential or card word
// as the only tag), a citizenship or passport fact, a contact preference, a bank, a payment app, a home region, a car,
// a seed-phrase practice, an answer style, work on API responses, a lasting trait, a certain allergy.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 152/180 (84.4 %), accepted 131/140 (93.6 %).
//   refused by language: en 15/18, zh-Hans 16/18, ja 14/18, ko 14/18, de 16/18, fr 14/18, es 16/18, pt 15/18,
//     ru 16/18, it 16/18
//   accepted by language: en 11/14, zh-Hans 10/14, fr 13/14, it 13/14, ja, ko, de, es, pt and ru 14/14
//   refused misses by category: raw_prompt 10 (every language: "User prompt: …", 提示词原文, プロンプト, 프롬프트,
//     "Der Prompt … lautete", "Prompt envoyé …", "Prompt del usuario", "Prompt do utilizador", "Промпт", "Prompt
//     dell'utente"), tool_result 10 (every language: "Tool result: …", 工具调用结果, ツールの実行結果, 도구 실행 결과,
//     "Ergebnis des Tools", "Résultat de l'outil", "Resultado de la herramienta", "Resultado da ferramenta", "Результат
//     инструмента", "Risultato dello strumento"), leet_password 3 (ko "p4ssw0rd는", fr "mot de p@sse", pt
//     "p4lavra-p4sse"), provider_response 1 (en a response told in words with finish_reason and token count), id_card
//     1 (fr the new nine-character CNI number), payment_handle 1 (ko a Toss ID), vin 1 (ja a chassis number
//     ZVW30-5123456), seed_phrase 1 (ja the Japanese list with ideographic spaces); pin, national_id, passport, phone,
//     email, bank_account, home_coordinates, plate, temporary_state and guess 10/10 each
//   accepted misses by category: password_practice 3 (en, zh-Hans 密码, it), pin_habit 2 (zh-Hans 银行卡密码 in a habit,
//     fr "codes PIN"), card_practice 2 (en "credit card", zh-Hans 信用卡), document_fact 2 (en "holds both US and
//     Irish passports", zh-Hans 持有中国护照); every other category 10/10
// The 37 misses were named in TWENTY_SECOND_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 180/180, accepted 140/140; no known miss is left. The rules,
// each by class and in every language it applies to: a user's prompt under its label (quoted, or named as the user's)
// and a tool's result under its label in the ten languages, and a provider response's stop field with a value a
// provider sends (secrets/promptAndToolLabels.ts); a leetspeak word of a credential phrase ("mot de p@sse",
// "p4lavra-p4sse") and a leetspeak word with a Korean or Japanese particle glued to it (secrets/misspelledCredentials.ts);
// a seed phrase inside quotation brackets with particles glued to them (identifiers/seedPhrases.ts); Japan's chassis
// number named by a chassis word, and the chassis words after a CJK letter (identifiers/vehicleIds.ts); an ID card
// number the validator tables do not know, named by the whole label, and no word in small letters read as a document's
// number (identifiers/documentValues.ts, lexiconGates.ts); a payment or messaging ID of letters then digits after the
// ID word, "ID" in either case (contacts/contactHandles.ts); on the accepted side, a card one pays with or avoids
// (English, Chinese), passwords described by their kind in Chinese (不同的密码), a card, a password or a document never
// shared with anyone (从不把…告诉别人), "password diversa" (personalKeywords.ts); and a tag or subject that is only a
// credential, card or document word beside a text about that thing as a practice, with no value in any field
// (bareKeywordFields.ts, validate.ts). Each is tested both ways in twentySecondRules.test.ts.
// The question of a bare credential or card word as the only tag (密码, 信用卡, Passwort, credit card) beside a text
// that is plainly a practice is decided: it passes, since the tag names the topic and holds no value. It passes only
// when the text itself is about that thing and passes on its own, and no other field holds a value: the same word
// beside a text about something else ("The user keeps a note", tag "SSN"; the gate tests' keyword-in-a-tag cases) or
// beside a value in another field (a Medicare number in the facet) is still refused. German "Passwort" and the other
// lexicon languages' words passed as tags already (their rules need a value). The older rounds' known misses of this
// class now pass and left their lists: the twelfth's 不同的密码 and 用招商银行的信用卡, the twenty-first's 密码习惯.
//
// TWENTY_SECOND_FOLLOW_UP, 24 new one-line probes of the same classes, written after the rules, first score: refused
// 13/13, accepted 8/11. The misses: 刷公司的信用卡 (an owner between the paying verb and the card), "avoids credit
// cards", and "has held a US passport since 2005" (an older over-refusal: "since 2005" read as "SINCE2005", a Dutch
// passport's shape). Fixed by class in personalKeywords.ts and identifiers/documentValues.ts; now 13/13 and 11/11.
import { BLIND_SET_TWENTY_SECOND } from '../__fixtures__/blindSetTwentySecond/index';
import { TWENTY_SECOND_TABLE } from '../__fixtures__/blindSetTwentySecond/cases';
import { TWENTY_SECOND_KNOWN_MISSES } from '../__fixtures__/blindSetTwentySecond/knownMisses';
import { TWENTY_SECOND_FOLLOW_UP } from '../__fixtures__/blindSetTwentySecond/followUp';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound(
  'twenty-second',
  BLIND_SET_TWENTY_SECOND,
  TWENTY_SECOND_FOLLOW_UP,
  TWENTY_SECOND_KNOWN_MISSES,
  groupedVerdict(TWENTY_SECOND_TABLE),
);
