import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// One trip's flight or train cancelled, delayed or missed, in the word orders volatileStatuses.ts leaves out: "my flight
// to Oslo got cancelled", "mein Flug nach Wien wurde gestrichen", "on lui a annulé son vol", "le cancelaron el vuelo",
// "cancelaram o voo dele", "gli hanno cancellato il volo", "рейс отменили", "航班被取消了", "便が欠航になった", "항공편이
// 취소됐다". Flights in general ("handles cancelled flights", "fears delays") name no one trip. Input is canonical text.

const CANCELLED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:flight|train|bus|plane|ferry|connection)\s+(?:\p{L}+\s+){0,3}?(?:got|was|has\s+been|is|were)\s+(?:just\s+)?(?:cancell?ed|delayed|diverted|overbooked)\b|\b(?:missed|cancell?ed)\s+(?:his|her|my|their|the|a)\s+(?:connecting\s+)?(?:flight|train|connection)\b`,
  de: String.raw`\b(?:flug|zug|anschlussflug|anschluss|fahrt|fahre)\b(?:\s+\p{L}+){0,3}?\s+(?:wurde|ist|wird)\s+(?:\p{L}+\s+)?(?:gestrichen|storniert|abgesagt|annulliert|gecancelt)\b|\b(?:hat|habe)\s+(?:\p{L}+\s+)?(?:flug|zug|anschluss)\s+verpasst\b`,
  fr: String.raw`\bon\s+(?:lui|m['’]|leur|nous)\s*a\s+(?:annule|supprime)\s+(?:son|sa|mon|ma|leur|notre|le|la)\s+(?:vol|train|avion|correspondance)\b|\b(?:vol|train|correspondance)\s+(?:\p{L}+\s+){0,3}?(?:a\s+ete|est)\s+(?:annule|supprime|detourne)e?\b|\b(?:a|ai)\s+rate\s+(?:son|sa|mon|ma|le|la)\s+(?:vol|train|avion|correspondance)\b`,
  es: String.raw`\b(?:le|me|les|nos)\s+(?:cancelaron|han\s+cancelado|retrasaron|suspendieron)\s+(?:el|su|mi)\s+(?:vuelo|tren|viaje|autobus)\b|\b(?:perdio|perdi)\s+(?:el|su|mi)\s+(?:vuelo|tren|enlace)\b`,
  pt: String.raw`\b(?:cancelaram|atrasaram|adiaram)\s+(?:o|seu|meu)\s+(?:voo|trem|comboio|onibus)\b|\b(?:perdeu|perdi)\s+(?:o|seu|meu)\s+(?:voo|trem|comboio)\b`,
  it: String.raw`\b(?:volo|treno|aereo|coincidenza)\s+(?:\p{L}+\s+){0,3}?(?:e\s+stat[oa]|e)\s+(?:cancellat[oa]|soppress[oa]|annullat[oa]|in\s+ritardo)\b|\b(?:gli|le|mi|ci)\s+hanno\s+(?:cancellato|soppresso)\s+(?:il|lo|la)\s+(?:volo|treno|coincidenza)\b|\bha\s+perso\s+(?:il|la)\s+(?:volo|treno|coincidenza)\b`,
  ru: String.raw`(?<![\p{L}])(?:рейс|поезд|самолёт|самолет)\s+(?:\p{L}+\s+){0,3}?(?:отменили|отменён|отменен|задерживается|задержали|перенесли)(?![\p{L}])|(?<![\p{L}])(?:отменили|задержали)\s+(?:\p{L}+\s+)?(?:рейс|поезд)(?![\p{L}])|(?<![\p{L}])опоздал[аи]?\s+на\s+(?:рейс|поезд|самолёт|самолет)(?![\p{L}])`,
  zh: String.raw`(?:航班|班机|班機|火车|火車|高铁|高鐵|车次|車次)(?:被取消|取消了|延误了|延誤了|晚点了|晚點了|停运了|停運了)|(?:错过了|錯過了)(?:航班|火车|火車|高铁|高鐵|飞机|飛機)`,
  ja: String.raw`(?:便|フライト|飛行機|電車|新幹線)が(?:欠航|運休|遅延|キャンセル)(?:に)?(?:なった|した|している|中)|(?:飛行機|電車|新幹線|便)に乗り遅れた`,
  ko: String.raw`(?:항공편|비행기|비행편|기차|열차)(?:이|가)?\s?(?:취소|결항|지연)(?:됐|되었|되어|돼)|(?:비행기|기차|열차)(?:를|을)\s?놓쳤`,
};

const CANCELLED_OF = cued(new RegExp(union(CANCELLED), 'iu'));

/** One trip's transport cancelled, delayed or missed: temporary. */
export const hasTripCancelled = (text: string): boolean => CANCELLED_OF.test(text);
