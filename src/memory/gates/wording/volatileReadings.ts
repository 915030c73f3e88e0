import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Readings of the body that hold for one day: a figure said with a word of "now" ("pèse actuellement 82 kg", "目前体重
// 82公斤", "いま体重が82キロ", "is currently level 40"), a fever with its figure ("a 38,5 de fièvre", "tiene 38,5 de
// fiebre"), and a blood pressure given as two figures ("150/95", "150 на 95", "15 por 9"). A height, a shoe size or a
// diagnosis names no such figure of the moment; a word of habit keeps the text stable (the caller checks).
// Input is canonical text (accents dropped, Cyrillic look-alikes read as Latin).

const MEASURE = String.raw`(?:kg|kilos?|kilogram\w*|lbs?|pounds?|level|niveau|nivel|nivel|livello|stufe)`;
const FIGURE = String.raw`\d+(?:[.,]\d+)?\s*${MEASURE}|(?:level|niveau|nivel|livello|stufe)\s*\d+`;
const RU_FIGURE = String.raw`\d+(?:[.,]\d+)?\s*(?:кг|килограмм\p{L}*)|уров\p{L}*\s*\d+|\d+\s*уров\p{L}*`;

// A word of "now" and a figure within one clause, in either order.
const NOW_FIGURE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:currently|at present|presently)\b[^.;!?\n]{0,30}?(?:${FIGURE})\b`,
  de: String.raw`\b(?:gerade|zurzeit|derzeit|momentan|aktuell)\b[^.;!?\n]{0,30}?(?:${FIGURE})|(?:${FIGURE})[^.;!?\n]{0,20}?\b(?:gerade|zurzeit|derzeit|momentan|aktuell)\b`,
  fr: String.raw`\b(?:actuellement|en ce moment|a l['’]heure actuelle)\b[^.;!?\n]{0,30}?(?:${FIGURE})|(?:pese|mesure le poids de)\s+(?:actuellement|en ce moment)\b`,
  es: String.raw`\b(?:ahora mismo|actualmente|en este momento|ahora)\b[^.;!?\n]{0,30}?(?:${FIGURE})`,
  pt: String.raw`\b(?:neste momento|atualmente|agora)\b[^.;!?\n]{0,30}?(?:${FIGURE})`,
  it: String.raw`\b(?:al momento|attualmente|adesso|ora)\b[^.;!?\n]{0,30}?(?:${FIGURE})`,
  ru: String.raw`(?<!\p{L})(?:сейчас|сегодня|в данный момент|на данный момент)(?!\p{L})[^.;!?\n]{0,30}?(?:${RU_FIGURE})`,
  zh: String.raw`(?:目前|现在|現在|当前|當前|眼下)[^，。,.;!?\n]{0,8}?(?:\d+(?:\.\d+)?\s*(?:公斤|斤|千克|kg|级|級)|\d+\s*级)`,
  ja: String.raw`(?:いま|今(?![日年週月朝夜晩度回後])|現在|現時点で?)[、,]?[^。.!?\n]{0,8}?(?:\d+(?:\.\d+)?\s*(?:キロ|kg|レベル)|レベル\s*\d+|lv\.?\s*\d+)`,
  ko: String.raw`(?:지금|현재)[^.!?\n]{0,10}?(?:\d+(?:\.\d+)?\s*(?:킬로|kg|레벨)|레벨\s*\d+)`,
};

// A fever with a figure of body temperature.
const TEMP = String.raw`(?:3[5-9]|4[0-2])(?:[.,]\d)?`;
const FEVER_FIGURE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:fever|temperature)\s+of\s+${TEMP}|\b${TEMP}\s*(?:°\s*c?|degrees?)?\s+fever\b`,
  de: String.raw`\b${TEMP}\s*(?:°\s*c?|grad)?\s+fieber\b|\bfieber\s+(?:von\s+)?${TEMP}`,
  fr: String.raw`\b${TEMP}\s*(?:°\s*c?)?\s+de\s+fievre\b|\bfievre\s+a\s+${TEMP}`,
  es: String.raw`\b${TEMP}\s*(?:°\s*c?|grados)?\s+de\s+fiebre\b|\bfiebre\s+de\s+${TEMP}`,
  pt: String.raw`\b${TEMP}\s*(?:°\s*c?|graus)?\s+de\s+febre\b|\bfebre\s+de\s+${TEMP}`,
  it: String.raw`\bfebbre\s+(?:a|di)\s+${TEMP}|\b${TEMP}\s*(?:°\s*c?|gradi)?\s+di\s+febbre\b`,
  ru: String.raw`(?<!\p{L})(?:температура|температуру|температурой)\s+${TEMP}`,
  zh: String.raw`(?:发烧|發燒|高烧|高燒|体温|體溫)[^，。,.;!?\n]{0,4}?${TEMP}\s*(?:度|°)`,
  ja: String.raw`${TEMP}\s*(?:度|°)の(?:熱|高熱)|(?:体温|熱)が${TEMP}`,
  ko: String.raw`${TEMP}\s*(?:도|°)(?:의|\s)?\s?(?:열|고열)|(?:체온|열)이\s?${TEMP}`,
};

// A blood pressure as two figures; a bound ("under 130/80") is a goal, not a reading.
const PAIR = String.raw`(?<!\d)\d{2,3}\s*(?:/|на|по|por|over|su|sur|zu)\s*\d{1,3}`;
const PRESSURE_FIGURES: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bblood pressure\b[^.;!?\n]{0,25}?(?<!\b(?:under|below|than)\s)${PAIR}`,
  de: String.raw`\bblutdruck\b[^.;!?\n]{0,25}?(?<!\b(?:unter)\s)${PAIR}`,
  fr: String.raw`\b(?:tension|pression arterielle)\b[^.;!?\n]{0,25}?(?<!\b(?:sous)\s)${PAIR}`,
  es: String.raw`\b(?:tension|presion arterial)\b[^.;!?\n]{0,25}?(?<!\b(?:bajo)\s)${PAIR}`,
  pt: String.raw`\b(?:pressao)\b[^.;!?\n]{0,25}?(?<!\b(?:abaixo de)\s)${PAIR}`,
  it: String.raw`\bpressione\b[^.;!?\n]{0,25}?(?<!\b(?:sotto)\s)${PAIR}`,
  ru: String.raw`(?<!\p{L})давлени\p{L}*[^.;!?\n]{0,25}?${PAIR}`,
  zh: String.raw`(?:血压|血壓)[^，。,.;!?\n]{0,6}?${PAIR}`,
  ja: String.raw`血圧[^。.!?\n]{0,6}?${PAIR}`,
  ko: String.raw`혈압[^.!?\n]{0,6}?${PAIR}`,
};

const READING = cued(new RegExp(`${union(NOW_FIGURE)}|${union(FEVER_FIGURE)}|${union(PRESSURE_FIGURES)}`, 'iu'));

/** A reading of the body or of a game of the moment: a figure with "now", a fever's figure, a blood pressure's pair. */
export const hasReadingOfMoment = (text: string): boolean => READING.test(text);
