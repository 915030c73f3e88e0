import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';
import { canonicalize } from '../canonical';

// A departure set for the end of this month: "the roommate moves out at the end of the month", "zieht Ende des Monats
// aus", "déménage à la fin du mois", "se muda a fin de mes", "vai se mudar no fim do mês", "se ne va a fine mese",
// "съезжает в конце месяца", "室友月底搬走", "月末に引っ越す", "월말에 이사 나간다". It happens once; what comes back at each
// month's end ("gets paid at the end of the month", "zahlt die Miete Ende des Monats") is no departure and stays lasting.
// Input is canonical text (canonical.ts); either order in one clause.

const both = (end: string, verb: string): string => String.raw`(?:${end})[^.;!?\n]{0,40}?(?:${verb})|(?:${verb})[^.;!?\n]{0,40}?(?:${end})`;

const MONTH_END_MOVE: Readonly<Record<GrammarLang, string>> = {
  en: both(
    String.raw`\b(?:at|by)\s+the\s+end\s+of\s+(?:the|this)\s+month\b|\bend\s+of\s+(?:the|this)\s+month\b`,
    String.raw`\b(?:moves?|moving)\s+out\b|\b(?:leaves|leaving|quits|quitting|moves|moving|relocates|relocating)\b`,
  ),
  de: both(
    String.raw`\b(?:ende\s+(?:des|dieses)\s+monats|zum\s+monatsende|ende\s+monat|am\s+monatsende)\b`,
    String.raw`\b(?:zieht|ziehe|ziehen)\b(?=[^.;!?\n]{0,50}\baus\b)|\b(?:auszieht|verlasst|kundigt|geht|wechselt|umzieht|zieht\s+um)\b`,
  ),
  fr: both(
    String.raw`\b(?:a\s+la\s+)?fin\s+(?:du|de\s+ce)\s+mois\b`,
    String.raw`\b(?:demenage|demenagent|part|partent|quitte|quittent|s['’]en\s+va|s['’]en\s+vont)\b`,
  ),
  es: both(
    String.raw`\ba\s+(?:fin(?:ales)?\s+de(?:l)?\s+mes|final(?:es)?\s+de(?:l)?\s+mes)\b`,
    String.raw`\b(?:se\s+muda|se\s+mudan|se\s+va|se\s+van|deja|dejan|sale|salen)\b`,
  ),
  pt: both(String.raw`\bno\s+(?:fim|final)\s+do\s+mes\b`, String.raw`\b(?:se\s+muda|se\s+mudar|muda-se|sai|saem|vai\s+embora|deixa)\b`),
  it: both(
    String.raw`\b(?:a|alla)\s+fine\s+(?:del\s+)?mese\b`,
    String.raw`\b(?:se\s+ne\s+va(?:nno)?|trasloca|traslocano|si\s+trasferisce|lascia|lasciano|va\s+via)\b`,
  ),
  ru: both(
    String.raw`(?<![\p{L}])в\s+конце\s+(?:этого\s+)?месяца(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:съезжает|съезжают|переезжает|переезжают|уходит|уезжает|увольняется)(?![\p{L}])`,
  ),
  zh: both(String.raw`(?<!每个?|每個)(?:月底|月末)`, String.raw`搬走|搬出|搬家|离开|離開|离职|離職|辞职|辭職|走人`),
  ja: both(String.raw`(?<!毎)月末(?:に|で)`, String.raw`引っ越|出て(?:いく|行く)|退職|退去|辞め`),
  ko: both(String.raw`(?<!매\s?)월말에|(?:이번\s?)?달\s?말에`, String.raw`이사|나간다|나가|퇴사|그만둔`),
};

// A routine of each month's end: "every month", "jeden Monat", "chaque mois", "每月".
const EACH_MONTH = new RegExp(
  canonicalize(
    String.raw`\b(?:every|each)\s+month\b|\bjede[nm]?\s+monat|\b(?:chaque|cada|ogni|todo)\s+mes|каждый\s+месяц|每月|毎月|매달|매월`,
  ),
  'iu',
);

const MONTH_END_MOVE_OF = cued(new RegExp(union(MONTH_END_MOVE), 'iu'));

/** A departure set for this month's end: temporary. */
export const hasMonthEndMove = (text: string): boolean => MONTH_END_MOVE_OF.test(text) && !EACH_MONTH.test(text);
