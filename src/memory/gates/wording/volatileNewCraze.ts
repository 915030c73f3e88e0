import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A craze begun last month or a month ago: "into padel since last month", "seit letztem Monat begeistert von Padel",
// "accro au padel depuis le mois dernier", "desde el mes pasado le ha dado por el pádel", "viciado em padel desde o mês
// passado", "da un mese si è appassionato al padel", "с прошлого месяца увлёкся падлом", "上个月开始迷上了", "先月から
// ハマっている", "지난달부터 빠져 있다". So new a craze may pass; a passion held for years ("seit Jahren begeistert") and a
// start in a given year are lasting. Input is canonical text (canonical.ts).

const CRAZE_EN = String.raw`(?:into|hooked\s+on|obsessed\s+with|addicted\s+to|crazy\s+about|mad\s+about|got\s+into|picked\s+up)`;
const CRAZE_DE = String.raw`(?:begeistert|suchtig|besessen|verrückt\s+nach|verruckt\s+nach|fan\s+von|entdeckt|angefangen)`;
const CRAZE_FR = String.raw`(?:accro|passionne|passionnee|fan|dingue|mis\s+a|mise\s+a|fou\s+de|folle\s+de)`;
const CRAZE_ES = String.raw`(?:le\s+ha\s+dado\s+por|enganchad[oa]|aficionad[oa]|obsesionad[oa]|apasionad[oa]|loc[oa]\s+por)`;
const CRAZE_PT = String.raw`(?:viciad[oa]|apaixonad[oa]|obcecad[oa]|louc[oa]\s+por|comecou\s+a)`;
const CRAZE_IT = String.raw`(?:appassionat[oa]|fissat[oa]|in\s+fissa|pazz[oa]\s+per|fan\s+d|si\s+e\s+dat[oa]\s+a|ha\s+iniziato\s+a)`;
const CRAZE_RU = String.raw`(?:увлекся|увлёкся|увлеклась|увлекается|подсел|подсела|залип|залипла|фанатеет|помешан|помешана)`;
// Last month, or one month ago counted to now.
const LAST_MONTH: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:since\s+last\s+month|for\s+a\s+month\s+now|a\s+month\s+ago)`,
  de: String.raw`(?:seit\s+(?:letztem|vergangenem|dem\s+letzten)\s+monat|seit\s+einem\s+monat)`,
  fr: String.raw`(?:depuis\s+le\s+mois\s+dernier|depuis\s+un\s+mois)`,
  es: String.raw`(?:desde\s+el\s+mes\s+pasado|desde\s+hace\s+un\s+mes|hace\s+un\s+mes)`,
  pt: String.raw`(?:desde\s+o\s+mes\s+passado|ha\s+um\s+mes|faz\s+um\s+mes)`,
  it: String.raw`(?:dal\s+mese\s+scorso|da\s+un\s+mese)`,
  ru: String.raw`(?:с\s+прошлого\s+месяца|уже\s+месяц|месяц\s+назад)`,
  zh: String.raw`(?:上个月|上個月|一个月前|一個月前)`,
  ja: String.raw`(?:先月|一か月前|1か月前|ひと月前)`,
  ko: String.raw`(?:지난달|지난\s달|한\s?달\s?전)`,
};
const CRAZE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b${CRAZE_EN}\b[^.;!?]{0,40}\b${LAST_MONTH.en}\b|\b${LAST_MONTH.en}\b[^.;!?]{0,40}\b${CRAZE_EN}\b`,
  de: String.raw`\b${LAST_MONTH.de}\b[^.;!?]{0,40}\b${CRAZE_DE}|\b${CRAZE_DE}[^.;!?]{0,40}\b${LAST_MONTH.de}\b`,
  fr: String.raw`\b${LAST_MONTH.fr}\b[^.;!?]{0,40}\b${CRAZE_FR}|\b${CRAZE_FR}[^.;!?]{0,40}\b${LAST_MONTH.fr}\b`,
  es: String.raw`\b${LAST_MONTH.es}\b[^.;!?]{0,40}\b${CRAZE_ES}|\b${CRAZE_ES}[^.;!?]{0,40}\b${LAST_MONTH.es}\b`,
  pt: String.raw`\b${LAST_MONTH.pt}\b[^.;!?]{0,40}\b${CRAZE_PT}|\b${CRAZE_PT}[^.;!?]{0,40}\b${LAST_MONTH.pt}\b`,
  it: String.raw`\b${LAST_MONTH.it}\b[^.;!?]{0,40}\b${CRAZE_IT}|\b${CRAZE_IT}[^.;!?]{0,40}\b${LAST_MONTH.it}\b`,
  ru: String.raw`(?<![\p{L}])${LAST_MONTH.ru}(?![\p{L}])[^.;!?]{0,40}(?<![\p{L}])${CRAZE_RU}|(?<![\p{L}])${CRAZE_RU}[^.;!?]{0,40}(?<![\p{L}])${LAST_MONTH.ru}(?![\p{L}])`,
  zh: String.raw`${LAST_MONTH.zh}[^。.；;]{0,8}(?:迷上|爱上|愛上|喜欢上|喜歡上|入坑|着迷|著迷|沉迷)`,
  ja: String.raw`${LAST_MONTH.ja}から[^。.]{0,16}(?:ハマって|はまって|夢中|凝って|のめり込)`,
  ko: String.raw`${LAST_MONTH.ko}부터[^.]{0,16}(?:빠져|빠졌|푹\s?빠|꽂혀|꽂혔|열중)`,
};

const CRAZE_OF = cued(new RegExp(union(CRAZE), 'iu'));

/** A craze begun last month: temporary. */
export const hasNewCraze = (text: string): boolean => CRAZE_OF.test(text);
