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
// The 7 misses were named in TWENTIETH_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 120/120, accepted 79/80; one known miss is left (below). The
// rules, each by class and in every language it applies to: ping's reply lines (an address and a sequence number or a
// TTL given with "=") and traceroute's hop lines, in any locale (secrets/networkTools.ts, through
// secrets/pastedRuntime.ts); a flat object's keys that end in a status or number word of Chinese, Japanese or Korean
// (配送状況, 支付状态, 주문번호) or name the record's identifier (order_id, numero_ordine), and "result"
// (secrets/localisedEnvelopes.ts); a short code read out digit by digit in kana, Sino-Korean syllables or Chinese
// numerals after a code or number word, set apart by middle dots, commas or spaces (secrets/shortSpokenCodes.ts); a
// piece of a secret named as a piece (first half, beginnt mit, commence par, empieza por, начинается с, 前半, 앞자리,
// 前三位) with a value, beside a word that names a secret, the rest often in a tag (secrets/partialSecrets.ts); and
// "since" opening a clause whose verb began something (da quando, с тех пор как, seitdem) as a lasting fact
// (wording/volatileGrammarData.ts). Each is tested both ways in twentiethRules.test.ts.
// Left: 工资卡一直用招商银行，信用卡办的是工行的 (TWENTIETH_KNOWN_MISSES): 信用卡 is a bare keyword by design, and the
// gate corpus holds "The user's bank card is from HSBC." as refused; a rule reading a card used in a sentence away was
// written, broke that corpus case and the property tests built on it, and was dropped.
// Since the twenty-third round it passes: the bank that issued a Chinese card, named after the card (信用卡办的是工行的,
// 信用卡一直在招商银行), is read as a fact about a bank (personalKeywords.ts), and the list is empty; the English corpus
// case is untouched.
//
// TWENTIETH_FOLLOW_UP, 24 new texts of the same classes written after the rules, first score (with the dropped card
// rule in place): refused 14/14, accepted 8/10. The two misses are over-refusals by older rules, left out of the list
// until fixed: a Russian genitive read as a misspelt credential word ("Первая часть любого его пароля — название
// птицы": secrets/misspelledCredentials.ts reads "пароля" as a slip for "пароль"), and a Korean adverb taken for the
// value after the topic particle ("비밀번호는 절대 생일로 하지 않는다", the credential rule of lexiconGates.ts). Two
// accepted cards (出差一般刷公司的信用卡…, "Uses a debit card for everyday spending…") left with the card rule.
// The twenty-first round fixed both over-refusals by class (a credential word's case forms are no slips, an adverb
// after the topic particle is no value; twentyFirstRules.test.ts), and they are back in the follow-up list.
import { BLIND_SET_TWENTIETH } from '../__fixtures__/blindSetTwentieth/index';
import { TWENTIETH_FOLLOW_UP } from '../__fixtures__/blindSetTwentieth/followUp';
import { TWENTIETH_TABLE } from '../__fixtures__/blindSetTwentieth/cases';
import { TWENTIETH_KNOWN_MISSES } from '../__fixtures__/blindSetTwentieth/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('twentieth', BLIND_SET_TWENTIETH, TWENTIETH_FOLLOW_UP, TWENTIETH_KNOWN_MISSES, groupedVerdict(TWENTIETH_TABLE));
