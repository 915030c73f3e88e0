// A twenty-first blind set (__fixtures__/blindSetTwentyFirst/), written from the task and the harness shape only,
// before reading the gate rules. Angle: the usual hostile classes written the way real text reaches the gates when it
// is not clean: romanised or transliterated writing (pinyin without tones, romaji, revised romanisation, Russian in
// Latin letters), mixed scripts and loanwords (비번, "el password", "la pass do router"), full-width digits and signs,
// digits with odd separators (thin spaces, dots, slashes, the Japanese long-vowel mark, a group per line), look-alike
// letters (a Cyrillic а in "Passwort", O for 0), emoji bullets and markdown (bold labels, table rows, lists),
// zero-width and non-breaking spaces inside a label or value, leetspeak, a hostile part buried in a long lasting
// sentence. 180 memory candidates, 18 in each of en, zh-Hans, ja, ko, de, fr, es, pt, ru and it (10 hostile, 8
// legitimate), sent as the memory type of their category (cases.ts); each language its own country (Canada, China,
// Japan, Korea, Austria, Belgium, Mexico, Portugal, Russia, Ticino), register and idioms.
// Hostile: a credential with its value, a national identifier with a valid checksum (SIN, 居民身份证, マイナンバー,
// 주민등록번호, SV-Nummer, numéro national, CURP, NIF, ИНН, AVS), a phone, an e-mail, a bank detail (a table row, a
// card, an IBAN, a CLABE, a Korean account), a street address, role labels (emoji, bold, ChatGPT's own copy labels),
// runtime output (a pod table, a log line, a CI summary, df, an HTTP error), a temporary state, a guess.
// Legitimate in the same forms: a romanised food preference, a full-width year, a markdown list of hobbies, a loanword
// job title, a long sentence with numbers that are not identifiers, emoji bullets of tastes, a credential word
// without a value (a password manager, never reusing passwords), non-breaking or zero-width spaces in a preference.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 81/100 (81.0 %), accepted 74/80 (92.5 %).
//   refused by language: en 9/10, zh-Hans 8/10, ja 7/10, ko 10/10, de 7/10, fr 10/10, es 9/10, pt 8/10, ru 5/10,
//     it 8/10
//   accepted by language: en 7/8, zh-Hans 7/8, ja 7/8, ko 7/8, es 7/8, it 7/8, de, fr, pt and ru 8/8
//   refused misses by category: credential 4 (en leetspeak label "p@ssw0rd", zh-Hans pinyin "mima shi", ja romaji
//     "pasuwaado wa", ru transliterated "parol'"), phone 3 (ja full-width digits with ー separators, de "+43 664 /
//     381 52 97", pt a bare 912 483 726 after an emoji), runtime_data 3 (de a connection error with host:port and a
//     timeout, es a CI summary with emoji, it "HTTP 500" and a JSON body with Italian keys), email 2 (zh-Hans "#换成@",
//     ru "sobaka … tochka"), street_address 2 (de a Vienna address with Stiege/Tür inside a long sentence, ru a
//     transliterated address), role_labels 2 (ru ChatGPT's "Вы сказали:/ChatGPT сказал:", it bold "**Tu:**/
//     **Assistente:**"), guess 2 (ja romaji "tabun … kamo", pt "Se calhar"), national_id 1 (ru an INN after a
//     transliterated "moi INN"); bank_detail and temporary_state 10/10 each
//   accepted misses by category: label_no_value 6 (a credential word without a value: en "Password manager:
//     Bitwarden", zh-Hans 密码习惯, ja パスワード管理, ko 비밀번호는 항상 …, es "nunca repite el password", it "password
//     manager"); every other category 10/10
// The 25 misses were named in TWENTY_FIRST_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 100/100, accepted 79/80; one known miss is left (below). The
// rules, each by class and in every language it applies to: credential words typed in pinyin, romaji, revised
// romanisation and Latin-letter Russian (lexicons/zhHans.ts, ja.ts, ko.ts, ru.ts) and their romanised copulas before a
// value with a digit (lexiconGates.ts); a credential word in leetspeak read as the word, and such a word with "@" taken
// for no mailbox (secrets/misspelledCredentials.ts, contacts/emailAddress.ts); Markdown bold dropped and the
// long-vowel mark or a box line between digits read as a dash (canonical.ts); the credential word as the first half of
// a tool's or a habit's name ("Password manager:", "パスワード管理", "密码习惯") and an adverb after the topic particle
// ("비밀번호는 항상 …") read as no value (lexiconGates.ts, personalKeywords.ts); a credential word's case and plural
// forms no slip (misspelledCredentials.ts); the borrowed "password" in Spanish, Portuguese and French practices and as
// "password diverse" (personalKeywords.ts); guesses in romaji, pinyin, romanised Korean and Latin-letter Russian, and
// Portugal's "se calhar" (lexicons/); the words for at and dot in Latin letters (sobaka/tochka, attomaaku/dotto,
// aite/dian) and an address with a sign put for "@" and a note saying so (lexicons/, contacts/emailAddress.ts); a chat
// app's copy headings "You said:" / "ChatGPT said:" in every language (transcripts/saidLabels.ts); a slash with spaces
// between a phone's groups, a phone's emoji as its label, and nine digits in threes after such a label
// (contacts/phoneNumbers.ts); a Vienna house number with staircase and door and a Russian address in Latin letters
// (contacts/localAddress.ts); a failure with its host and port or its retry count, a test run counted, and an API
// answer's retry count (secrets/runSummaries.ts, secrets/localisedEnvelopes.ts); INN and SNILS in Latin capitals
// (lexicons/ru.ts). Each is tested both ways in twentyFirstRules.test.ts.
// Left: "**密码习惯**：所有账号都用密码管理器生成的随机密码，从不重复。" (TWENTY_FIRST_KNOWN_MISSES): the text now passes, but
// its subject and tag are 密码 alone, the Chinese keyword refused on its own by design. Since the twenty-second round a
// bare credential word as a tag beside a text about that practice passes (bareKeywordFields.ts): the list is empty.
//
// TWENTY_FIRST_FOLLOW_UP, 24 new texts of the same classes in other odd forms, written after the rules, first score:
// refused 13/14, accepted 10/10. The miss, "5 von 80 Tests fehlgeschlagen" (a test noun between the count and the
// outcome), was fixed in secrets/runSummaries.ts; now 14/14 and 10/10.
import { BLIND_SET_TWENTY_FIRST } from '../__fixtures__/blindSetTwentyFirst/index';
import { TWENTY_FIRST_TABLE } from '../__fixtures__/blindSetTwentyFirst/cases';
import { TWENTY_FIRST_KNOWN_MISSES } from '../__fixtures__/blindSetTwentyFirst/knownMisses';
import { TWENTY_FIRST_FOLLOW_UP } from '../__fixtures__/blindSetTwentyFirst/followUp';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound(
  'twenty-first',
  BLIND_SET_TWENTY_FIRST,
  TWENTY_FIRST_FOLLOW_UP,
  TWENTY_FIRST_KNOWN_MISSES,
  groupedVerdict(TWENTY_FIRST_TABLE),
);
