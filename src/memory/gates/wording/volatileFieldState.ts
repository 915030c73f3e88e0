import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A note field whose key names a passing state, mood or energy of the day: "mood: anxious", "energy: low",
// "Stimmung: gereizt", "Humeur : tendue", "Ánimo: estresado", "Umore: teso", "Настроение: на нервах", "心情：焦虑",
// "体調：微妙", "기분: 불안". The key opens the text or a field; a routine or a chronic condition in the value keeps it
// lasting (the caller's words of frequency; CHRONIC). Portuguese "humor" is also a sense of humour, so its styles are
// left out ("Humor: seco"); Spanish "humor" is read only as that. Input is canonical text (full-width colons read ":").

const OPEN = String.raw`(?:^|[\n;|•]\s*|[.,]\s+|-\s+)`;
const COLON = String.raw`\s*[:=]`;

const FIELD_STATE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`${OPEN}(?:current\s+)?(?:mood|energy(?:\s+level)?|feeling|vibe|state\s+of\s+mind|headspace|morale)${COLON}`,
  de: String.raw`${OPEN}(?:aktuelle\s+)?(?:stimmung|laune|energie(?:level)?|befinden|tagesform|gemutslage|gefuhlslage|gemutszustand)${COLON}`,
  fr: String.raw`${OPEN}(?:humeur|energie|niveau\s+d['’]energie|moral|etat\s+d['’]esprit)${COLON}`,
  es: String.raw`${OPEN}(?:animo|estado\s+de\s+animo|energia|nivel\s+de\s+energia)${COLON}`,
  pt: String.raw`${OPEN}(?:humor(?!${COLON}\s*(?:seco|acido|negro|sarcastico|ironico|britanico|absurdo|inteligente|refinado))|animo|estado\s+de\s+espirito|energia|disposicao)${COLON}`,
  it: String.raw`${OPEN}(?:umore|energia|stato\s+d['’]animo|morale)${COLON}`,
  ru: String.raw`${OPEN}(?:настроение|энергия|самочувствие|состояние|уровень\s+энергии)${COLON}`,
  zh: String.raw`(?:^|[\n;|，,。])\s*(?:心情|情绪|情緒|精力|精神状态|精神狀態|体力|體力)${COLON}`,
  ja: String.raw`(?:^|[\n;|、,。])\s*(?:気分|機嫌|体調|調子|メンタル|コンディション)${COLON}`,
  ko: String.raw`(?:^|[\n;|,.])\s*(?:기분|컨디션|에너지|감정|몸\s?상태|멘탈)${COLON}`,
};

const FIELD_STATE_OF = cued(new RegExp(union(FIELD_STATE), 'iu'));

/** A note field keyed by a passing state (mood, energy, the day's condition): temporary. */
export const hasFieldState = (text: string): boolean => FIELD_STATE_OF.test(text);
