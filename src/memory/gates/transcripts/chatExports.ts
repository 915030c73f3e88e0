import { canonicalize } from '../canonical';

// Transcripts by their shape, in any language (gate 10): the line shapes of messenger
// exports, subtitle cue blocks and e-mail reply chains. contentGates.ts keeps role labels, chat templates
// and time-stamped logs; roleLabels.ts the labels of every lexicon language. Input is canonical.

// "12/03/2024", "12.03.24", "2024-03-12", KakaoTalk's "2024. 3. 12." and "2024년 3월 12일", "2024年3月12日".
const DATE = String.raw`(?:\d{1,4}[./-]\d{1,2}[./-]\d{2,4}|\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?|\d{4}\s?[년年]\s?\d{1,2}\s?[월月]\s?\d{1,2}\s?[일日])`;
const TIME = String.raw`(?:오전|오후|午前|午後|上午|下午)?\s?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[APap]\.?[Mm]\.?)?`;
// A speaker's name ends at a colon that no clock time continues: in "2026.05.01 09:00 회의 준비 10:00 회의" (a schedule
// run onto one line) "10:00" holds no speaker.
const SPEAKER = String.raw`[^:\n\]\[]{1,40}?`;

// WhatsApp, Signal, Telegram, LINE, Viber, KakaoTalk exports:
// "[12/03/2024, 10:15:02] Anna: …", "12.03.24, 10:15 - Anna: …", "2024/03/12 10:15 Anna: …",
// "2024년 3월 12일 오후 9:03, 지은 : …"; WhatsApp on some phones puts the time first: "[10:42, 05/03/2024] Bia: …".
const STAMPED_MESSAGE = new RegExp(
  String.raw`(?:^|\n|\s)\[?${DATE},?\s+(?:um\s+|à\s+|a las\s+|at\s+)?${TIME}\]?\s*(?:[-–—:,]\s*)?${SPEAKER}\s*[:：](?!\d{2})\s*\S`,
  'g',
);
const BRACKETED_MESSAGE = new RegExp(
  String.raw`(?:^|\n)\s*\[(?:${DATE},?\s+${TIME}|${TIME},?\s+${DATE})\]\s*${SPEAKER}[:：](?!\d{2})\s*\S`,
);
// LINE's and KakaoTalk's copied lines open with a time of day in words, no bracket: "上午 10:42 小美：…", "오후 9:03 민수: …".
// A day's schedule is written in 24-hour times; the morning and afternoon words are the messengers'.
const MERIDIEM_MESSAGE = new RegExp(
  String.raw`(?:^|\n)\s*(?:오전|오후|午前|午後|上午|下午)\s?\d{1,2}:\d{2}\s+${SPEAKER}\s*[:：](?!\d{2})\s*\S`,
  'g',
);
// Lines that open with a bracketed time and no date, a speaker after or before it: KakaoTalk's
// "[오후 3:15] 민수: 안녕" and its PC export "[민수] [오후 3:15] 안녕", LINE's "[10:15] Anna: Hi". A list of
// times ("09:30 stand-up") has no brackets.
const TIME_FIRST_MESSAGE = new RegExp(String.raw`(?:^|\n)\s*\[${TIME}\]\s*(?:[-–—]\s*)?${SPEAKER}\s*[:：](?!\d{2})\s*\S`, 'g');
const SPEAKER_THEN_TIME = new RegExp(String.raw`(?:^|\n)\s*\[[^\]\n]{1,40}\]\s*\[${TIME}\]\s*\S`, 'g');
// Telegram desktop and Discord copy: "Anna, [12.03.2024 10:15]", "Anna — Today at 10:15 AM", "Anna — 12/03/2024 10:15".
const HEADER_LINES = new RegExp(
  String.raw`(?:^|\n)[^\n,]{1,40},\s*\[${DATE}\s+${TIME}\]|(?:^|\n)[^\n—]{1,40}\s—\s(?:Today at|Yesterday at|Heute um|Aujourd'hui à|Hoy a las|Hoje às|Oggi alle|Сегодня, в|${DATE})\s*${TIME}`,
  'g',
);

// Slack's and Teams' copied lines: a speaker and a time on a line of their own, the message under it, twice
// ("priya.nair  [10:37 AM]", "**Camille Roux** — 17:59"). The time is bracketed or follows a bold name: a day's plan
// ("Standup 09:30") has neither.
const NAME_TIME_HEADER = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:\*\*[^\n*]{1,40}\*\*\s*[-–—]?\s*${TIME}|[^\n\[\]:]{1,40}?\s\[${TIME}\])[ \t]*\n[ \t]*\S`,
  'g',
);

// LINE's text export: a date line, then "time<TAB>speaker<TAB>message" lines ("14:05\t陳明\t我晚點到").
const TAB_MESSAGE = new RegExp(String.raw`(?:^|\n)[ \t]*${TIME}\t[^\t\n]{1,40}\t[^\n]*\S`, 'g');

// WeChat's and QQ's exports put the speaker, the date and the time on a header line and the message under it ("张伟
// 2024/03/12 14:05\n我晚点到\n李华 2024/03/12 14:06\n好的"): two such headers of two speakers.
const NAME_DATE_HEADER = new RegExp(String.raw`(?:^|\n)[ \t]*([^\s\d:：\[\]]{1,24})[ \t]+${DATE}[ \t]+${TIME}[ \t]*\n[ \t]*\S`, 'g');
function hasNameDateHeaders(text: string): boolean {
  const names = [...text.matchAll(NAME_DATE_HEADER)].map((m) => m[1]);
  return names.length >= 2 && new Set(names).size >= 2;
}

// The same export copied with spaces for its tabs ("2026/03/08（日）\n21:03 怡婷 你到了嗎？\n21:05 志明 快到了\n21:05 怡婷 好"):
// lines that open with a time, then a one-word speaker and the message. A day's plan is written so too ("07:00 Laufen"),
// so it takes a dialogue's turns: a speaker, another, the first again, on consecutive lines, under a date line or with a
// question among them.
const SPACED_MESSAGE = new RegExp(String.raw`(?:^|\n)[ \t]*${TIME}[ \t]+([^\s:：]{1,20})[ \t]+(\S[^\n]*)`, 'g');
const DATE_LINE = new RegExp(String.raw`(?:^|\n)[ \t]*${DATE}[^\n\d]{0,12}\n[ \t]*${TIME}`);
function hasSpacedExport(text: string): boolean {
  const lines = [...text.matchAll(SPACED_MESSAGE)];
  if (lines.length < 3) return false;
  const asked = DATE_LINE.test(text) || lines.some((m) => /[?？]/.test(m[2] ?? ''));
  for (let i = 2; i < lines.length && asked; i += 1) {
    const [a, b, c] = [lines[i - 2]?.[1], lines[i - 1]?.[1], lines[i]?.[1]];
    if (a === c && a !== b) return true;
  }
  return false;
}

// Subtitles: an SRT or WebVTT cue timing line, or the WebVTT header.
const SUBTITLE_CUE = /\d{1,2}:\d{2}(?::\d{2})?[,.]\d{3}\s*-->\s*\d{1,2}:\d{2}(?::\d{2})?[,.]\d{3}|(?:^|\n)WEBVTT\b/;

// E-mail reply chains: the attribution line of a quoted reply, forwarded headers, quoted lines. "写道：" and
// "написал:" also quote an author in prose, so they count only after a time. (Canonical text has Cyrillic
// look-alikes folded to Latin, hence the classes.)
const ATTRIBUTION =
  /\bOn\s[^\n]{4,90}?\b(?:wrote|said):|\bAm\s[^\n]{4,90}?\sschrieb\s[^\n]{0,60}:|\bLe\s[^\n]{4,90}?\sa\s[ée]crit\s?:|\bEl\s[^\n]{4,90}?\sescribi[oó]:|\bEm\s[^\n]{4,90}?\sescreveu:|\bIl\s[^\n]{4,90}?\sha scritto:|\bOp\s[^\n]{4,90}?\sschreef\s[^\n]{0,60}:|さんは書きました\s?[:：]|님이 작성:|\d{1,2}:\d{2}[^\n]{0,60}(?:[нh][аa]пи[сc][аa]л[аa]?|пиш[еe][тt]|写道|寫道)\s?[:：]/i;
// The separator a mail client writes over a forwarded or quoted message, and a sender's header line with a sent or date
// line under it, in the languages of lexicons/. Canonical, as the text is: "Envoyé" reads "Envoye", "От" reads Latin.
const FORWARDED = new RegExp(
  canonicalize(
    String.raw`-{2,}\s*(?:Original Message|Forwarded message|Ursprüngliche Nachricht|Weitergeleitete Nachricht|Message d'origine|Message transféré|Mensaje original|Mensaje reenviado|Mensagem original|Mensagem encaminhada|Messaggio originale|Messaggio inoltrato|Исходное сообщение|Пересылаемое сообщение|元のメッセージ|転送されたメッセージ|원본 메시지|전달된 메시지|原始邮件|原始郵件|转发的邮件|轉寄的郵件)\s*-{2,}|(?:^|\n)\s*(?:From|Von|De|Da|От|差出人|보낸 사람|发件人|寄件者)\s*[:：][^\n]*\n\s*(?:Sent|Date|Gesendet|Datum|Envoyé|Date|Enviado(?: el)?|Fecha|Data|Inviato|Отправлено|Дата|送信日時|日付|보낸 날짜|날짜|发送时间|日期|寄件日期)\s*[:：]`,
  ),
  'i',
);
// Two quoted lines and an answer under them.
const QUOTED_REPLY = /(?:^|\n)[ \t]*>[ \t]?[^\n]+\n[ \t]*>[ \t]?[^\n]*\n+[ \t]*[^>\s]/;

export function isChatExport(text: string): boolean {
  if ((text.match(STAMPED_MESSAGE)?.length ?? 0) >= 2 || BRACKETED_MESSAGE.test(text)) return true;
  if ((text.match(HEADER_LINES)?.length ?? 0) >= 2 || (text.match(NAME_TIME_HEADER)?.length ?? 0) >= 2) return true;
  if ((text.match(TAB_MESSAGE)?.length ?? 0) >= 2 || (text.match(MERIDIEM_MESSAGE)?.length ?? 0) >= 2) return true;
  if ((text.match(TIME_FIRST_MESSAGE)?.length ?? 0) >= 2 || (text.match(SPEAKER_THEN_TIME)?.length ?? 0) >= 2) return true;
  if (hasSpacedExport(text) || hasNameDateHeaders(text)) return true;
  return SUBTITLE_CUE.test(text) || ATTRIBUTION.test(text) || FORWARDED.test(text) || QUOTED_REPLY.test(text);
}
