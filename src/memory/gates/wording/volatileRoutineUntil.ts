import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A routine held only until a named month: "physio twice a week until March", "bis Ende Mai jeden Tag", "jusqu'à fin
// janvier", "hasta marzo", "até março", "fino a marzo", "до конца марта", "到三月", "3月まで", "3월까지". The routine's words
// of frequency do not make it lasting: it ends with the month. A range that comes back each year ("from December until
// March", "every year until Easter") and a dated past ("until March 2019") are lasting. Input is canonical text.

const M_EN = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)`;
const M_DE = String.raw`(?:januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)`;
const M_FR = String.raw`(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)`;
const M_ES = String.raw`(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)`;
const M_PT = String.raw`(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)`;
const M_IT = String.raw`(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)`;
const M_RU = String.raw`(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)`;
// The Chinese numerals as escapes: canonicalize reads them as digits in a source, not in a text.
const M_CJK = String.raw`(?:\d{1,2}|十[\u4e00\u4e8c]?|[\u4e00\u4e8c\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d])月`;
const M_KO = String.raw`(?:\d{1,2}|[일이삼사오육칠팔구]|십[일이]?)월`;

const UNTIL_MONTH: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:until|till|til)\s+(?:the\s+(?:end|middle)\s+of\s+|(?:mid|early|late)[-\s])?${M_EN}\b`,
  de: String.raw`\bbis\s+(?:(?:ende|mitte|anfang)\s+)?${M_DE}\b`,
  fr: String.raw`\bjusqu['’]\s*(?:en\s+|a\s+(?:la\s+)?(?:fin|mi|debut)(?:\s+de|\s+d['’]|-)?\s*)${M_FR}\b`,
  es: String.raw`\bhasta\s+(?:(?:finales|fin|mediados|principios)\s+de\s+)?${M_ES}\b`,
  pt: String.raw`\bate\s+(?:(?:o\s+)?(?:fim|final|meados|inicio)\s+de\s+)?${M_PT}\b`,
  it: String.raw`\bfino\s+a(?:lla)?\s+(?:(?:fine|meta|inizio)\s+(?:di\s+)?)?${M_IT}\b`,
  ru: String.raw`(?<![\p{L}])до\s+(?:(?:конца|середины|начала)\s+)?${M_RU}(?![\p{L}])`,
  zh: String.raw`(?:到|至|直到)${M_CJK}(?:底|初|中旬|末|为止|為止)?`,
  ja: String.raw`${M_CJK}(?:末|中旬|上旬|いっぱい)?まで`,
  ko: String.raw`${M_KO}\s?(?:말|중순|초)?\s?까지`,
};

// A range or a routine that comes back every year (a deadline kept "always"), a "never … until" of a kind of thing
// ("basil never lasts until September"), and a year: lasting.
const YEARLY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bfrom\s+(?:\p{L}+\s+)?${M_EN}\s+(?:until|till|til|to|through)\b|\b(?:every|each)\s+(?:year|winter|summer|spring|autumn|fall)\b|\b(?:annually|yearly|always|never)\b`,
  de: String.raw`\bvon\s+(?:\p{L}+\s+)?${M_DE}\s+bis\b|\bjedes\s+jahr\b|\bjeden\s+(?:winter|sommer|fruhling|herbst)\b|\b(?:jahrlich|immer|nie|niemals)\b`,
  fr: String.raw`\b(?:de\s+|d['’])(?:\p{L}+\s+)?${M_FR}\s+(?:a|jusqu)|\bchaque\s+(?:annee|hiver|ete|printemps|automne)\b|\b(?:tous\s+les\s+ans|toujours|jamais)\b`,
  es: String.raw`\bde(?:sde)?\s+(?:\p{L}+\s+)?${M_ES}\s+(?:a|hasta)\b|\bcada\s+(?:ano|invierno|verano|primavera|otono)\b|\b(?:todos\s+los\s+anos|siempre|nunca|jamas)\b`,
  pt: String.raw`\bde(?:sde)?\s+(?:\p{L}+\s+)?${M_PT}\s+(?:a|ate)\b|\b(?:todo|cada)\s+(?:ano|inverno|verao)\b|\b(?:todos\s+os\s+anos|sempre|nunca|jamais)\b`,
  it: String.raw`\bda\s+(?:\p{L}+\s+)?${M_IT}\s+(?:a|fino)\b|\bogni\s+(?:anno|inverno|estate|primavera|autunno)\b|\b(?:tutti\s+gli\s+anni|sempre)\b|\bnon\s+(?:\p{L}+\s+){0,2}mai\b`,
  ru: String.raw`(?<![\p{L}])(?:с\s+(?:\p{L}+\s+)?(?:январ|феврал|март|апрел|ма|июн|июл|август|сентябр|октябр|ноябр|декабр)[яа]\s+(?:до|по)|каждый\s+год|каждую\s+(?:зиму|весну|осень)|каждое\s+лето|ежегодно|всегда|никогда)(?![\p{L}])`,
  zh: String.raw`每年|总是|總是|从不|從不|从来|從來|从[^，。]{1,4}月(?:到|至)|從[^，。]{1,4}月(?:到|至)`,
  ja: String.raw`毎年|いつも|決して|一度も|月から`,
  ko: String.raw`매년|항상|늘\s|절대|한\s?번도|해마다|월부터`,
};
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

const UNTIL_MONTH_OF = cued(new RegExp(union(UNTIL_MONTH), 'iu'));
const YEARLY_OF = new RegExp(union(YEARLY), 'iu');

/** A routine or a state held only until a named month: temporary, even with words of frequency. */
export const hasRoutineUntil = (text: string): boolean => UNTIL_MONTH_OF.test(text) && !YEARLY_OF.test(text) && !YEAR.test(text);
