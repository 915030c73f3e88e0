import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A present state that began days ago: since a weekday ("since Monday", "seit Montag", "depuis lundi", "desde el lunes",
// "desde sexta", "da lunedì", "с понедельника", "从周一开始", "月曜から", "월요일부터") or since the weekend ("since the
// weekend", "seit dem Wochenende", "depuis le week-end", "desde el fin de semana", "dal weekend", "с выходных", "从周末开始",
// "週末から", "주말부터"), or counted in days up to now ("for two
// days now", "seit zwei Tagen", "depuis deux jours", "desde hace dos días", "há dois dias", "da due giorni", "уже два
// дня", "两天了", "二日前から", "며칠째"). A range of weekdays ("from Monday to Friday", "с понедельника по пятницу",
// "月曜から金曜まで") is a routine, and years or months ("há dois anos", "3년째") are lasting. Input is canonical text;
// CJK numerals are written apart, as canonicalize reads a run of them as one number.

const WD_EN = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const WD_DE = String.raw`(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)`;
const WD_FR = String.raw`(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)`;
const WD_ES = String.raw`(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)`;
const WD_PT = String.raw`(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?|sabado|domingo`;
const WD_IT = String.raw`(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)`;
const WD_RU = String.raw`(?:понедельника|вторника|среды|четверга|пятницы|субботы|воскресенья)`;
// A second weekday after the first makes a range: a routine ("с понедельника до пятницы").
const NO_RANGE = String.raw`(?![^.;!?]{0,12}(?<![\p{L}])(?:to|bis|a|au|jusqu['’]au|jusqu['’]a|hasta|al|ate|fino|по|до|through|till|until)\s+(?:\p{L}+\s+)?(?:${WD_EN}|${WD_DE}|${WD_FR}|${WD_ES}|${WD_PT}|${WD_IT}|${WD_RU}|понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)(?![\p{L}]))`;
const FEW_EN = String.raw`(?:two|three|four|five|a\s+few|a\s+couple\s+of|several|\d)`;
const FEW_DE = String.raw`(?:zwei|drei|vier|funf|ein\s+paar|einigen|paar|\d)`;
const FEW_FR = String.raw`(?:deux|trois|quatre|cinq|quelques|plusieurs|\d)`;
const FEW_ES = String.raw`(?:dos|tres|cuatro|cinco|unos|varios|un\s+par\s+de|\d)`;
const FEW_PT = String.raw`(?:dois|tres|quatro|cinco|uns|alguns|varios|\d)`;
const FEW_IT = String.raw`(?:due|tre|quattro|cinque|qualche|alcuni|un\s+paio\s+di|\d)`;
const FEW_RU = String.raw`(?:два|три|четыре|пять|несколько|пару|\d)`;

const RECENT_START: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bsince\s+(?:last\s+)?${WD_EN}\b(?!s)${NO_RANGE}|\bsince\s+(?:the|last)\s+weekend\b|\bfor\s+(?:the\s+(?:past|last)\s+)?${FEW_EN}\s+days?\s+now\b|\bfor\s+the\s+(?:past|last)\s+${FEW_EN}\s+days\b|\bfor\s+(?:the\s+(?:past|last)\s+)?(?:a\s+few|a\s+couple\s+of)\s+weeks\s+now\b`,
  de: String.raw`\bseit\s+(?:letztem\s+|vergangenem\s+)?${WD_DE}\b${NO_RANGE}|\bseit\s+(?:dem|letztem|vergangenem)\s+wochenende\b|\bseit\s+(?:gestern\s+|vorgestern\s+)?${FEW_DE}\s+tagen\b|\bseit\s+(?:ein\s+paar|einigen|paar)\s+wochen\b`,
  fr: String.raw`\bdepuis\s+${WD_FR}(?:\s+dernier)?\b${NO_RANGE}|\bdepuis\s+le\s+week-?end(?:\s+dernier)?\b|\bdepuis\s+${FEW_FR}\s+jours\b|\bdepuis\s+quelques\s+semaines\b`,
  es: String.raw`\bdesde\s+(?:el\s+)?${WD_ES}(?:\s+pasado)?\b${NO_RANGE}|\bdesde\s+el\s+(?:fin\s+de\s+semana|finde)(?:\s+pasado)?\b|\bdesde\s+hace\s+${FEW_ES}\s+dias\b|\blleva\p{L}*\s+${FEW_ES}\s+dias\b|\bdesde\s+(?:hace\s+)?(?:unas|algunas)\s+semanas\b|\bdesde\s+(?:la|esta)\s+manana\b`,
  pt: String.raw`\bdesde\s+(?:a\s+|o\s+)?(?:${WD_PT})(?!\s+(?:serie|ano|classe|temporada|edicao|colocacao|posicao)\b)\b${NO_RANGE}|\bdesde\s+o\s+(?:ultimo\s+)?(?:fim\s+de\s+semana|final\s+de\s+semana|fds)(?:\s+passado)?\b`,
  it: String.raw`\bda\s+${WD_IT}(?:\s+scorso)?\b${NO_RANGE}|\bdal(?:lo)?\s+(?:weekend|week-end|fine\s+settimana)(?:\s+scorso)?\b|\bda\s+${FEW_IT}\s+giorni\b(?!\s+fa\b)|\bda\s+qualche\s+settimana\b`,
  ru: String.raw`(?<![\p{L}])с\s+(?:прошлого\s+|прошлой\s+)?${WD_RU}(?![\p{L}])${NO_RANGE}|(?<![\p{L}])с\s+(?:прошлых\s+)?выходных(?![\p{L}])|(?<![\p{L}])уже\s+${FEW_RU}\s+(?:дня|дней)(?![\p{L}])|(?<![\p{L}])(?:второй|третий|четвертый|четвёртый)\s+день\s+подряд(?![\p{L}])`,
  zh: String.raw`(?:从|從|自)(?:上)?(?:周|週|星期|礼拜|禮拜)(?:一|二|三|四|五|六|日|天|末)(?:开始|開始|起|以来|以來)|(?:两|兩|三|四|五|几|幾|好几|好幾)天了|(?:已经|已經)(?:两|兩|三|四|五|几|幾|好几|好幾)天`,
  ja: String.raw`(?<!毎週)[月火水木金土日]曜(?:日)?から(?![^.。]{0,6}[月火水木金土日]曜)|(?<!毎)(?:先|この)?週末から(?![^.。]{0,8}まで)|(?:二|三|四|五|\d|数)日(?:前|くらい前)から|ここ数日`,
  ko: String.raw`(?<!매주\s?)[월화수목금토일]요일부터(?![^.]{0,10}까지)|(?<!매\s?)주말부터(?![^.]{0,10}까지)|(?:며칠|이틀|사흘|나흘|닷새|몇\s?일)\s?째`,
};

const RECENT_START_OF = cued(new RegExp(union(RECENT_START), 'iu'));
// Portuguese counts days up to now and days ago with the same "há": "está cansado há dois dias" (since) but "contou há
// dois dias que é alérgico" (ago). A verb in the preterite in the clause makes it "ago", and the fact told lasts.
const DAYS_PT_PLAIN = new RegExp(union({ pt: String.raw`\b(?:ha|faz)\s+(?:uns\s+|alguns\s+)?${FEW_PT}\s+dias\b(?!\s+atras)` }), 'iu');
const DAYS_PT = cued(DAYS_PT_PLAIN);
const PRETERITE_PT =
  /(?<![\p{L}])(?!(?:estou|sou|vou|dou|tou|meu|seu|teu|ceu|adeus|europeu)(?![\p{L}]))\p{L}{2,}(?:ou|eu|iu)(?:-(?:se|me|lhe))?(?![\p{L}])/u;
const clauseOf = (text: string, pattern: RegExp): string | undefined => text.split(/[.;!?\n]/u).find((clause) => pattern.test(clause));
const hasDaysPt = (text: string): boolean => {
  if (!DAYS_PT.test(text)) return false;
  const clause = clauseOf(text, DAYS_PT_PLAIN);
  return clause === undefined || !PRETERITE_PT.test(clause);
};
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/** A present state dated from a weekday of this week, or counted in days up to now: temporary. */
export const hasRecentStart = (text: string): boolean => (RECENT_START_OF.test(text) || hasDaysPt(text)) && !YEAR.test(text);

// Japanese "lately" with a negated state ("最近よく眠れていない", "最近あまり食べていない"): a state of now, even with "よく"
// (well, also "often") in it, so it is read before words of frequency. "最近の" is "modern", not "lately".
const LATELY_NOT_JA = cued(/最近(?!の)[^。、.]{0,12}(?:ていない|てない|れていない|れてない)/u);

/** Japanese "lately" with a negated state: temporary. */
export const hasLatelyNot = (text: string): boolean => LATELY_NOT_JA.test(text);
