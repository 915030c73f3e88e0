import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A place for one weekend: "in Lisbon for the weekend", "übers Wochenende in Lissabon", "à Lisbonne pour le week-end",
// "en Lisboa para el fin de semana", "em Lisboa no fim de semana", "a Lisbona per il fine settimana", "в Питере на
// выходные", "週末の間リスボンにいる", "주말 동안 리스본에 있다". Weekends as a routine are said in the plural or with
// "every" ("spends weekends at the lake", "jedes Wochenende", "주말마다"), which the caller leaves out. Input is canonical
// text.

const STAY_ROM = String.raw`(?:est|suis|sommes|sont|reste|esta|estoy|estamos|se\s+queda|me\s+quedo|estou|fica|fico|e|sono|siamo|resta|rimane)`;
const FOR_THE_WEEKEND: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:^|\b(?:is|am|are|stays?|staying|['’]m|['’]s|['’]re)\s+)(?:in|at)\s+(?:\p{L}+\s+){1,2}?for\s+(?:the|this)\s+(?:long\s+)?weekend\b|\baway\s+for\s+the\s+weekend\b`,
  de: String.raw`\b(?:uber\s+das|fur\s+das|ubers|furs)\s+(?:lange\s+)?wochenende\s+(?:in|bei|am|an\s+der|auf)\b|\b(?:in|bei)\s+\p{L}+\s+(?:uber\s+das|fur\s+das|ubers|furs)\s+(?:lange\s+)?wochenende\b`,
  fr: String.raw`(?:^|\b${STAY_ROM}\s+)(?:a|en|au|chez)\s+(?:\p{L}+\s+){1,2}?pour\s+(?:le|ce)\s+(?:long\s+)?week-?end\b`,
  es: String.raw`(?:^|\b${STAY_ROM}\s+)(?:en|a)\s+(?:\p{L}+\s+){1,2}?(?:para|durante|por)\s+el\s+(?:fin\s+de\s+semana|finde|puente)\b`,
  pt: String.raw`(?:^|\b${STAY_ROM}\s+)(?:em|no|na)\s+(?:\p{L}+\s+){1,2}?(?:para|durante)\s+o\s+(?:fim\s+de\s+semana|feriado)\b`,
  it: String.raw`(?:^|\b${STAY_ROM}\s+)(?:a|in|al|dai|da)\s+(?:\p{L}+\s+){1,2}?per\s+(?:il|questo)\s+(?:fine\s+settimana|weekend|ponte)\b`,
  ru: String.raw`(?<![\p{L}])(?:в|у)\s+\p{L}+\s+на\s+(?:эти\s+)?выходные(?![\p{L}])|(?<![\p{L}])на\s+(?:эти\s+)?выходные\s+(?:уехал|уехала|уехали|улетел|улетела)(?![\p{L}])`,
  zh: String.raw`(?:这个|這個|本)(?:周末|週末)(?:在|去了)`,
  ja: String.raw`(?:週末の間|今週末|この週末)[^。]{0,12}?(?:にいる|に滞在|に泊ま|で過ごして)`,
  ko: String.raw`주말\s?동안\s?(?:\p{L}+\s)?\p{L}+에\s?(?:있|머물|가\s?있)`,
};

const FOR_THE_WEEKEND_OF = cued(new RegExp(union(FOR_THE_WEEKEND), 'iu'));

/** A place for one weekend: temporary. */
export const hasForTheWeekend = (text: string): boolean => FOR_THE_WEEKEND_OF.test(text);
