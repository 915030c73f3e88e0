import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Something that has to be done before a named month: "has to renew the passport before May", "muss bis Mai den Pass
// verlängern", "doit renouveler son passeport avant mai", "tiene que renovar el pasaporte antes de mayo", "precisa
// renovar o passaporte antes de maio", "deve rinnovare il passaporto entro maggio", "надо продлить паспорт до мая",
// "5月前得续签护照", "5月までに更新しないといけない", "5월 전에 갱신해야 한다". Once the month is past the memory is stale;
// a yearly deadline ("every year before April") is a routine the caller leaves out. The month names come from Intl (the
// Russian ones in the genitive, as after "до"). Input is canonical text.

export const MONTHS = (locale: string, withDay = false): string =>
  Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat(locale, withDay ? { month: 'long', day: 'numeric', timeZone: 'UTC' } : { month: 'long', timeZone: 'UTC' })
      .format(new Date(Date.UTC(2001, m, 15)))
      .replace(/\d+/g, '')
      .trim()
      .toLowerCase(),
  ).join('|');

const CJK_MONTH = String.raw`(?:\d{1,2}|[一二三四五六七八九十]{1,2})月`;
const GAP = String.raw`(?:\p{L}+\s+){0,6}?`;
const MONTH_DEADLINE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:has|have|needs?|must|got)\s+to\s+${GAP}(?:before|by)\s+(?:the\s+end\s+of\s+)?(?:${MONTHS('en')})\b`,
  de: String.raw`\b(?:muss|musst|mussen|sollte|soll)\s+${GAP}(?:vor|bis|bis\s+zum|bis\s+ende|bis\s+spatestens)\s+(?:ende\s+)?(?:${MONTHS('de')})\b`,
  fr: String.raw`\b(?:doit|dois|devons|doivent|faut)\s+${GAP}(?:avant|d['’]ici)\s+(?:fin\s+|la\s+fin\s+)?(?:${MONTHS('fr')})\b`,
  es: String.raw`\b(?:tiene\s+que|tengo\s+que|debe|debo|necesita|necesito|hay\s+que)\s+${GAP}(?:antes\s+de|para|hasta)\s+(?:finales\s+de\s+|fin\s+de\s+)?(?:${MONTHS('es')})\b`,
  pt: String.raw`\b(?:tem\s+que|tem\s+de|tenho\s+que|tenho\s+de|precisa|preciso|deve|devo)\s+${GAP}(?:antes\s+de|ate)\s+(?:o\s+fim\s+de\s+)?(?:${MONTHS('pt')})\b`,
  it: String.raw`\b(?:deve|devo|dobbiamo|bisogna|ha\s+da|ho\s+da)\s+${GAP}(?:entro|prima\s+di)\s+(?:fine\s+)?(?:${MONTHS('it')})\b`,
  ru: String.raw`(?<![\p{L}])(?:надо|нужно|должен|должна|должны|необходимо)\s+${GAP}до\s+(?:конца\s+)?(?:${MONTHS('ru', true)})(?![\p{L}])`,
  zh: String.raw`${CJK_MONTH}(?:底|份)?(?:前|之前|以前)[^，。,.]{0,4}?(?:得|要|必须|必須|需要)|(?:得|要|必须|必須|需要)在?${CJK_MONTH}(?:底|份)?(?:前|之前|以前)`,
  ja: String.raw`${CJK_MONTH}末?(?:までに|まで|前に|中に)[^。]{0,20}?(?:しなければ|しないと|なきゃ|ないといけない|なければならない|必要がある)`,
  ko: String.raw`\d{1,2}월\s?(?:말\s?)?(?:전에|까지|이전에|안에)\s?[^.!?\n]{0,20}?(?:해야|야\s?(?:한다|해|돼|된다|합니다))`,
};

const MONTH_DEADLINE_OF = cued(new RegExp(union(MONTH_DEADLINE), 'iu'));

/** Something that has to be done before a named month: temporary. */
export const hasMonthDeadline = (text: string): boolean => MONTH_DEADLINE_OF.test(text);
