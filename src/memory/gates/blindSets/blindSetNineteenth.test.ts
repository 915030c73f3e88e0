// A nineteenth blind set (__fixtures__/blindSetNineteenth/), written from the task and the harness shape only, before
// reading the gate rules: what a user pastes into a chat and an extraction model copies into a memory when it should
// not, each language with its own apps, export formats, dates and register. 160 memory candidates, 16 in each of en,
// zh-Hans, ja, ko, de, fr, es, pt, ru and it (8 hostile, 8 legitimate), sent as the memory type of their category
// (cases.ts).
// Hostile: chat exports in each locale's own shape (WhatsApp on iPhone and Android, LINE's tab-separated history,
// KakaoTalk's [오후 3:12], WeChat's name-and-date lines, Telegram's "Name, [date]"); e-mail reply chains with localised
// headers (From:/Sent:, 发件人:, 差出人:, 보낸 사람:, Von:/Gesendet:, De :/Envoyé :, Enviado el:, От:/Отправлено:,
// Da:/Inviato:); a forwarded SMS with its one-time code; meeting transcripts and subtitle (.srt) lines with speaker names;
// support-chat logs; log lines and journals with localised dates and levels; a terminal table or package-manager, git
// and build output in a localised shell; raw API responses and a tool call as JSON with localised values; a
// spreadsheet row copied with its tabs.
// Legitimate in the same language: which messenger one prefers, a monthly chat export as a backup, commit messages
// in English, reading logs with less, subtitles on, a keyboard layout, a favourite film line in quotation marks, a
// lasting instruction about how logs or JSON should look in answers, a job as an SRE on call one week in four, a habit
// of answering e-mails on Mondays.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 61/80 (76.3 %), accepted 80/80 (100 %).
//   refused misses by language: fr 3, ru 3, it 3, en 2, de 2, es 2, zh-Hans 1, ja 1, ko 1, pt 1
//   refused misses by category: spreadsheet_row 5 (of 6), transcript 4 (zh-Hans, es, ru, it: "00:14:32 Name: …"),
//     api_json 3 (en Stripe charge, fr, it), log_lines 3 (fr, ru, it: a date, a time and [ERREUR]/[ОШИБКА]/[ERRORE]),
//     sms_code 2 (ja 認証番号, de mobileTAN), terminal_output 1 (fr git status), support_chat 1 (pt)
//   accepted misses: none
// The 19 misses are named in NINETEENTH_KNOWN_MISSES.
// Several cases that passed were refused for another reason than what they are (a support chat as temporary wording,
// a build's "> " lines as a quoted reply, a reply chain by its e-mail address); the rules read each class by its shape.
//
// AFTER the category rules written for the misses: refused 80/80, accepted 80/80; no known miss is left. The rules, each
// by shape and in every language: a log line stamped with a locale's date, a time to the second and a level, bracketed
// in capitals of any cased script or a level word of Korean, Japanese or Chinese, before or after the stamp
// (secrets/localisedLogs.ts); a spreadsheet row of four cells or more between tabs with a value among them, or a CSV
// row with a date cell (secrets/copiedRows.ts); a flat API answer with two response keys of any language, or keys
// named after a code (secrets/localisedEnvelopes.ts); git's output in a localised shell: two of a quoted remote branch,
// a hint quoting a git command and a branch line, or two file lines, or a push's ref update (secrets/gitOutput.ts); a
// one-time code in the words of the message that sent it, the sender's warning with the digits or the code addressed
// to the reader with a copula before its digits (secrets/forwardedCodes.ts); all five through secrets/pastedRuntime.ts.
// Transcripts: two turns of two speakers with a time each, an elapsed time then a name, a tool's numbered speaker then a
// time, a name on its own line with a time (transcripts/timedTurns.ts); a dialogue run onto one line, a speaker back
// after another with a question between (transcripts/runOnTurns.ts). Each is tested both ways in nineteenthRules.test.ts.
//
// NINETEENTH_FOLLOW_UP, 28 new texts of the same classes written after the rules, first score: refused 18/19, accepted
// 9/9. The miss, fixed since: a Russian git status with two file lines and no remote branch (two file lines are now
// output on their own).
// About fifty more probes of the angle after that (not a scored set) widened the same classes: a level word of Korean,
// Japanese or Chinese without brackets, a row of three cells with a date, a flat object stamped with a locale's date, a
// transfer's progress line, a code given before "is your … code", and mail headers read on the canonical text (the
// older pattern's "От", "Envoyé" and "Ursprüngliche" never met the canonical text; transcripts/chatExports.ts), each
// tested both ways in nineteenthRules.test.ts. Still passing on purpose or for later: a chat line with a clock time and
// no seconds ("Ana 14:03: …"), a log line without seconds, a flat object of two keys, a header-only PowerShell table.
import { BLIND_SET_NINETEENTH } from '../__fixtures__/blindSetNineteenth/index';
import { NINETEENTH_FOLLOW_UP } from '../__fixtures__/blindSetNineteenth/followUp';
import { NINETEENTH_TABLE } from '../__fixtures__/blindSetNineteenth/cases';
import { NINETEENTH_KNOWN_MISSES } from '../__fixtures__/blindSetNineteenth/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('nineteenth', BLIND_SET_NINETEENTH, NINETEENTH_FOLLOW_UP, NINETEENTH_KNOWN_MISSES, groupedVerdict(NINETEENTH_TABLE));
