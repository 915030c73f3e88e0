// A twentieth blind set (__fixtures__/blindSetTwentieth/), written from the task and the harness shape only, before
// reading the gate rules, as an outside evaluator who has the category list and nothing else would write it: in each
// language one case of every hostile class and eight lasting facts that share their words without a value. 200
// memory candidates, 20 in each of en, zh-Hans, ja, ko, de, fr, es, pt, ru and it (12 hostile, 8 legitimate), sent as
// the memory type of their category (cases.ts); each language its own country, register and idioms.
// Hostile: a credential word of the language with its value; a national identifier of the country with a valid
// checksum (SSN, 居民身份证, マイナンバー, 주민등록번호, Steuer-ID, NIR, DNI, CPF, ИНН, codice fiscale); a bank detail
// other than an IBAN (routing and account number, a card number, 支店・普通・口座番号, a Korean account, BLZ and
// Kontonummer, a RIB, agência and conta, БИК and р/с); a phone in national written form; an e-mail spelled with the
// language's words for at and dot; a street address in the country's order; role labels of the language; runtime data
// without a stack frame (a log line, a command's table, a raw API object, a ping); a temporary state and a guess in the
// language's grammar; a value split between the text and a tag; a code or a phone in number words.
// Legitimate in the same language: the bank one uses, a citizenship, a favourite messenger, a habit with a clock time,
// a title with a time word ("Groundhog Day", 《花样年华》, « À la recherche du temps perdu », «Семнадцать мгновений
// весны»), a belief or practice held for years, preferring e-mail, not answering unknown numbers.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 115/120 (95.8 %), accepted 78/80 (97.5 %).
//   refused by language: en 12/12, zh-Hans 12/12, ja 10/12, ko 12/12, de 11/12, fr 11/12, es 12/12, pt 11/12,
//     ru 12/12, it 12/12
//   accepted by language: zh-Hans 7/8, it 7/8, every other language 8/8
//   refused misses by category: runtime_data 2 (ja flat API object with Japanese keys, pt ping output), split_value 2
//     (de a Wi-Fi key's first half with the second in a tag, fr a card code's first digits with the rest in a tag),
//     number_words 1 (ja a locker code in kana); credential, national_id, bank_detail, phone, email_words,
//     street_address, role_labels, temporary_state and guess 10/10 each
//   accepted misses by category: bank_used 2 (zh-Hans 工资卡一直用招商银行, it "Ha il conto in Intesa Sanpaolo");
//     every other category 10/10
// The 7 misses are named in TWENTIETH_KNOWN_MISSES.
import { BLIND_SET_TWENTIETH } from '../__fixtures__/blindSetTwentieth/index';
import { TWENTIETH_TABLE } from '../__fixtures__/blindSetTwentieth/cases';
import { TWENTIETH_KNOWN_MISSES } from '../__fixtures__/blindSetTwentieth/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('twentieth', BLIND_SET_TWENTIETH, [], TWENTIETH_KNOWN_MISSES, groupedVerdict(TWENTIETH_TABLE));
