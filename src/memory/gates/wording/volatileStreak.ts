import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A streak counted in days up to now: "a 12-day streak", "12 days in a row", "seit 12 Tagen am Stück", "12 jours
// d'affilée", "12 días seguidos", "uma sequência de 12 dias", "12 giorni di fila", "12 дней подряд", "连续打卡12天", "连续跑步15天",
// "12日連続", "12일 연속". The count grows or breaks tomorrow. A rota that names what follows ("four days in a row, then
// three off") is a routine, and the caller leaves out a text with a word of habit. A streak of 100 days or more ("연속
// 300일째") is a habit kept for months: only one or two digits count. Input is canonical text.

const D = String.raw`(?<!\d)\d{1,2}(?!\d)`;
const N = String.raw`(?:${D}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const THEN = String.raw`(?![^.;!?]{0,30}(?<![\p{L}])(?:then|dann|puis|luego|depois|poi|потом|затем)(?![\p{L}]))`;
const STREAK: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b${N}[-\s]day\s+streak\b|\bstreak\s+of\s+${N}\s+days\b|\b${N}\s+days\s+(?:in\s+a\s+row|straight|running)\b${THEN}`,
  de: String.raw`\b${D}\s+tage\s+(?:in\s+folge|am\s+stuck|hintereinander)\b${THEN}|\bseit\s+${D}\s+tagen\s+(?:am\s+stuck|ohne\s+pause|in\s+folge)\b|\b${D}-tage-(?:serie|strahne|streak)\b`,
  fr: String.raw`\b${D}\s+jours\s+(?:d['’]affilee|de\s+suite|consecutifs|d['’]affile)\b${THEN}|\bserie\s+de\s+${D}\s+jours\b`,
  es: String.raw`\b${D}\s+dias\s+(?:seguidos|consecutivos|de\s+racha)\b${THEN}|\bracha\s+de\s+${D}\s+dias\b`,
  pt: String.raw`\b${D}\s+dias\s+(?:seguidos|consecutivos|sem\s+falhar)\b${THEN}|\b(?:sequencia|ofensiva)\s+de\s+${D}\s+dias\b`,
  it: String.raw`\b${D}\s+giorni\s+(?:di\s+fila|consecutivi|di\s+seguito)\b${THEN}|\b(?:serie|striscia)\s+di\s+${D}\s+giorni\b`,
  ru: String.raw`(?<![\p{L}\d])${D}\s+(?:дней|дня|день)\s+подряд(?![\p{L}])${THEN}|(?<![\p{L}])(?:серия|серию|стрик)\s+(?:из\s+|в\s+)?${D}\s+(?:дней|дня)(?![\p{L}])`,
  zh: String.raw`(?:连续|連續)[^，。,.;；\d]{0,4}${D}\s*天`,
  ja: String.raw`${D}\s*日連続|連続\s*${D}\s*日`,
  ko: String.raw`${D}\s?일\s?(?:연속|째\s?연속)|연속\s?${D}\s?일`,
};

const STREAK_OF = cued(new RegExp(union(STREAK), 'iu'));

/** A streak counted in days up to now: temporary. */
export const hasStreak = (text: string): boolean => STREAK_OF.test(text);
