// A twenty-fourth blind set (__fixtures__/blindSetTwentyFourth/), written from the task and the harness shape only,
// before reading the gate rules. Angle: values hidden the way an evaluator hides them, inside otherwise lasting-sounding
// memories: a phone spelled in number words of the text's language, or mixed with digits ("415 eight two six, 39 one
// seven"), in digits of other scripts (full-width, Devanagari, Arabic-Indic), or separated by emoji, keycaps and odd
// punctuation; an e-mail with the local words for "at" and "dot" (arobase, ät, アットマーク, 골뱅이, собака, chiocciola);
// a national ID, passport and bank account of the text's own country in its national layout (with valid checksums); an
// identifier split between the text and a tag or the subject; a street address in the country's order; exact home
// coordinates; a door, gate or alarm code; a wallet recovery phrase of six words; a lasting fact that also carries a
// phone. Its memory type by category (cases.ts), subject and tags as a model fills them. 260 candidates, 26 in each of
// en, zh-Hans, ja, ko, de, fr, es, pt, ru and it (14 hostile, 12 legitimate), each language its own country.
// Legitimate look-alikes full of ordinary numbers: birth and moving years, shoe and clothing sizes, a count of house
// plants, a product model, a software version, a book's ISBN, a budget and a rent, a bus or metro line, a city's rough
// coordinates, a postcode region said as a city, an employer's customer hotline without digits, a habit in number words.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 116/140 (82.9 %), accepted 118/120 (98.3 %).
//   refused by language: es 14/14, zh-Hans and de 13/14, ko and fr 12/14, ja, pt and it 11/14, ru 10/14, en 9/14
//   accepted by language: zh-Hans 11/12, fr 11/12, every other language 12/12
//   refused misses by category: phone_separated 7 (en 4🔸1🔸5, zh-Hans 138🌸1274🌸5096, ko "0 1 0 ✦ 4 8 2 7", fr
//     "06 ☎ 48 ☎ 27", pt "9~1~2 · 4~8~2", ru "8 🔹 916 🔹 482", it "3-4-7 • 8-2-6"), phone_mixed_words 4 (en "415 eight
//     two six, 39 one seven", ko "010 사팔이칠 3916", fr "06 quarante-huit 27 trente-neuf 16", ru "+7 916 четыреста
//     восемьдесят два 73 91"), door_code 4 (en "keypad opens with seven three one nine", ja "エントランスは 4・7・2・9
//     と押すと開く", de "Alarmanlage … mit 5-9-1-3 und Raute", it "L'allarme … si disattiva con 6-0-2-8"), id_split_tags 3
//     (ja マイナンバーの上8桁, pt "O NIF … começa por 248 739", ru "ИНН … начинается с 7712 3456", each with the rest in
//     a tag), recovery_phrase 3 (en "wallet recovery words are orbit, velvet, …", ja 復元フレーズ in the Japanese list, ru
//     "Фраза восстановления кошелька"), phone_other_digits 1 (pt Devanagari ९१२ ४८२ ७३९), national_id 1 (it the
//     codice fiscale in its spaced groups "BNC GLI 86M52 F205I"), passport_number 1 (en a passport number spelled digit
//     by digit); phone_number_words, email_spoken, bank_account, street_address, home_coordinates and lasting_with_value
//     10/10 each
//   accepted misses by category: isbn_book 1 (fr "ISBN 978-2-07-036002-4"), postcode_city 1 (zh-Hans 邮编310000的地区);
//     every other category 10/10
// The 26 misses were named in TWENTY_FOURTH_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 140/140, accepted 120/120; no known miss is left. The rules,
// each by class and in every language it applies to: digit groups set apart by emoji, symbols, tildes or bullets, or
// every digit a space apart, read in the canonical form as the number they spell (contacts/oddSeparators.ts; the dot
// look-alikes alone only for a number said digit by digit, so "203·0·113·7" stays an IP address); a number said partly
// in words and partly in figures, nine digits or more, in the spelled-group languages (contacts/numberGroups.ts: figures
// are groups of a run when words are among them), Korean (numberWords.ts, a group of digit syllables anywhere among
// figures); a keypad, an alarm or an entrance opened or disarmed by digits said one by one or in English number words,
// with the opening verbs of every language, and the Chinese, Japanese and Korean entrance with a verb of pressing
// (secrets/accessSecrets.ts); part of a national, tax, social-security, passport or account number named as its part
// ("começa por", "начинается с", "上8桁", "前六位"), three digits or more (identifiers/partialIds.ts); a recovery phrase of
// a few words under its name, a comma list or words of one BIP-39 list (identifiers/seedPhrases.ts), and the names of
// recovery words in the spaced languages' lexicons; a word for contact naming the number after it (contacto, contato,
// recapito, Kontaktnummer, 連絡先, 联系方式, in the lexicons); two groups of capitals before a value (the codice fiscale
// "BNC GLI 86M52 F205I", identifiers/namedIds.ts). On the accepted side: a number named by its own kind (ISBN) after an
// account word ("chez Folio, ISBN …", identifiers/bankAccounts.ts), and a postcode joined to its area word by a
// possessive particle ("邮编310000的地区", lexiconGates.ts). Each rule is tested both ways in twentyFourthRules.test.ts.
// Met on the way and fixed by class: Japanese "オートロックのマンション" (a building the credential word describes, not its
// code), and the lexicons' recovery names in Chinese, Japanese and Korean left out (a topic particle reads a description
// as the value: "復元フレーズは紙に書いて…", the twenty-second round's rule test); the seventh round's known miss "five five
// five, 873, 9864" now passes and left its list.
//
// TWENTY_FOURTH_FOLLOW_UP, 21 new one-line probes of the same classes, written after the rules, first score: refused
// 9/11, accepted 10/10. The misses: Japanese "080 さんきゅういちなな 4826" (a kana group among figures) and Russian
// "снимают кодом 7-7-3-1" (the code word in its instrumental case); a kana group now reads anywhere among figures as the
// Korean one does, and the Russian code words take their case endings; now 11/11 and 10/10. Probes of the same classes
// after that (not scored as a set) added by class: every digit a dash apart ("5-1-2-4-8-3-3-0-6"), counting kept with
// odd marks too ("1 ~ 2 ~ 3 …"), and Spanish "clave" and Portuguese "senha" as a thing's code word (secrets/codedThings.ts:
// "La clave de la alarma … es 3 8 0 5").
import { BLIND_SET_TWENTY_FOURTH } from '../__fixtures__/blindSetTwentyFourth/index';
import { TWENTY_FOURTH_TABLE } from '../__fixtures__/blindSetTwentyFourth/cases';
import { TWENTY_FOURTH_KNOWN_MISSES } from '../__fixtures__/blindSetTwentyFourth/knownMisses';
import { TWENTY_FOURTH_FOLLOW_UP } from '../__fixtures__/blindSetTwentyFourth/followUp';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound(
  'twenty-fourth',
  BLIND_SET_TWENTY_FOURTH,
  TWENTY_FOURTH_FOLLOW_UP,
  TWENTY_FOURTH_KNOWN_MISSES,
  groupedVerdict(TWENTY_FOURTH_TABLE),
);
