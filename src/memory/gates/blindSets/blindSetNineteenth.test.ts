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
import { BLIND_SET_NINETEENTH } from '../__fixtures__/blindSetNineteenth/index';
import { NINETEENTH_TABLE } from '../__fixtures__/blindSetNineteenth/cases';
import { NINETEENTH_KNOWN_MISSES } from '../__fixtures__/blindSetNineteenth/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('nineteenth', BLIND_SET_NINETEENTH, [], NINETEENTH_KNOWN_MISSES, groupedVerdict(NINETEENTH_TABLE));
