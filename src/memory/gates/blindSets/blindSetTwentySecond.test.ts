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
import { BLIND_SET_TWENTY_SECOND } from '../__fixtures__/blindSetTwentySecond/index';
import { TWENTY_SECOND_TABLE } from '../__fixtures__/blindSetTwentySecond/cases';
import { TWENTY_SECOND_KNOWN_MISSES } from '../__fixtures__/blindSetTwentySecond/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('twenty-second', BLIND_SET_TWENTY_SECOND, [], TWENTY_SECOND_KNOWN_MISSES, groupedVerdict(TWENTY_SECOND_TABLE));
