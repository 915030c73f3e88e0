import { canonicalize } from '../canonical';

// Log lines stamped with a locale's own date (gate 9): runtimeShapes.ts reads a time stamp written the ISO way
// ("2026-03-14 02:17:45 ERROR …"); programs that follow the system's locale print the day first or the month first
// ("14/03/2026 02:17:45 [ERREUR] …", "14.03.2026 02:17:45,123 [ОШИБКА] …", "03/14/2026 2:17:45 PM WARN …",
// "2026/03/14 02:17:45 [エラー] …"), and some put the level first ("[FEHLER] 14.03.2026 02:17:45 …"). The line needs
// the date, the time to the second and a level (a bracketed word in capitals of any cased script, or a level word of a
// script without case): a date and a time alone are a schedule ("on 14.03.2026 at 02:17:45 the eclipse peaks"), a word in
// capitals after them is a name. Input is canonical (Cyrillic look-alikes read as Latin, full-width signs as ASCII).

// Day or month first with dots, slashes or dashes, or the year first.
const DATE = String.raw`(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}[./-]\d{1,2}[./-]\d{1,2})`;
const TIME = String.raw`\d{1,2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:\s?[AP]M)?`;
const STAMP = String.raw`\[?${DATE}[,\sT]+${TIME}\]?`;
// The levels of the ISO rule and their translations in the lexicons' cased languages, as programs print them unbracketed.
const LEVEL = String.raw`(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|FATAL|CRIT|CRITICAL|SEVERE|FEHLER|WARNUNG|HINWEIS|ERREUR|AVERTISSEMENT|ATTENTION|ERRO|AVISO|ERRORE|AVVISO|ATTENZIONE|ИНФО|ОШИБКА|ПРЕДУПРЕЖДЕНИЕ|ВНИМАНИЕ|КРИТИЧЕСКАЯ)`;
// Level words of the scripts without case (Korean, Japanese, Chinese), bracketed or followed by a space or a colon.
const CASELESS_LEVEL = '오류|에러|경고|정보|치명적|エラー|警告|情報|致命的|错误|錯誤|警告|信息|致命';
const BRACKETED_LEVEL = String.raw`\[(?:\p{Lu}{3,}|${CASELESS_LEVEL})\]`;

const STAMP_THEN_LEVEL = new RegExp(
  String.raw`(?:^|\n)[ \t]*${STAMP}\s+(?:\[[^\]\n]{1,40}\]\s+)?(?:${BRACKETED_LEVEL}|${canonicalize(LEVEL)}(?![\p{L}])|(?:${CASELESS_LEVEL})(?=[\s:]))`,
  'u',
);
const LEVEL_THEN_STAMP = new RegExp(String.raw`(?:^|\n)[ \t]*${BRACKETED_LEVEL}\s*${STAMP}`, 'u');

// A cheap look first: a time to the second.
const SECONDS = /\d:\d\d:\d\d/;

/** Gate 9: a log line stamped with a locale's date and time and a level. Expects the canonical form. */
export function hasLocalisedLogLine(text: string): boolean {
  if (!SECONDS.test(text)) return false;
  return STAMP_THEN_LEVEL.test(text) || LEVEL_THEN_STAMP.test(text);
}
