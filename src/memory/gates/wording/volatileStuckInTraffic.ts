import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Stuck in traffic now: "is stuck in traffic", "steht im Stau", "coincé dans les bouchons", "atascado en el tráfico",
// "preso no trânsito", "bloccato nel traffico", "стою в пробке", "堵在路上了", "渋滞にはまっている", "차가 막혀서". A
// dislike of jams is said with an infinitive ("hates being stuck in traffic", "im Stau zu stehen", "стоять в пробках"),
// and the caller leaves out a text with a word of habit. Input is canonical text.

const STUCK: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|am|are|got|['’]m|['’]s|['’]re)\s+(?:\p{L}+\s+)?stuck\s+in\s+(?:a\s+|the\s+)?(?:traffic|jam|traffic\s+jam|tailback|gridlock)\b`,
  de: String.raw`\b(?:steht|stehe|stehen|steckt|stecke|stecken|sitzt|sitze|hangt|hange)\s+(?:[\p{L}\p{N}-]+\s+){0,3}?im\s+\p{L}*stau\b`,
  fr: String.raw`\b(?:suis|est|sommes|sont|reste|restent)\s+(?:\p{L}+\s+)?(?:coince|bloque)e?s?\s+dans\s+(?:les|un|le|des)\s+(?:bouchons?|embouteillages?|trafic|circulation)\b`,
  es: String.raw`\b(?:estoy|esta|estamos|estan|se\s+quedo|me\s+quede)\s+(?:\p{L}+\s+)?(?:atascad|atrapad|parad)[oa]s?\s+en\s+(?:el|un|la)\s+(?:trafico|atasco|embotellamiento|caravana)\b|\b(?:estoy|esta)\s+en\s+(?:un|el)\s+atasco\b`,
  pt: String.raw`\b(?:estou|esta|estamos|estao|fiquei|ficou)\s+(?:\p{L}+\s+)?(?:pres|parad|engarrafad|travad)[oa]s?\s+(?:no|num|na)\s+(?:transito|engarrafamento|trafego)\b`,
  it: String.raw`\b(?:sono|e|siamo|sono\s+rimast[oaie]|e\s+rimast[oa])\s+(?:\p{L}+\s+)?(?:bloccat|imbottigliat|incastrat)[oaie]\s+nel(?:l['’])?\s*(?:traffico|ingorgo)\b`,
  ru: String.raw`(?<![\p{L}])(?:стою|стоит|стоим|стоят|застрял|застряла|застряли|торчу|торчит)\s+(?:\p{L}+\s+)?в\s+пробке(?![\p{L}])`,
  zh: String.raw`堵在(?:路上|半路|高速|桥上|橋上|高架)|(?:堵车|堵車)(?:中|呢|了)|被堵在`,
  ja: String.raw`渋滞(?:に|で)(?:はまって|巻き込まれて|つかまって|捕まって)(?:いる|る|います|しまった)|渋滞(?:に|で)(?:はまった|巻き込まれた|捕まった)`,
  ko: String.raw`(?:차|길)(?:가|이)\s?막혀\s?(?:서|있)|(?:교통\s?)?(?:체증|정체)에\s?(?:갇혀|걸려)`,
};

const STUCK_OF = cued(new RegExp(union(STUCK), 'iu'));

/** Stuck in traffic now: temporary. */
export const hasStuckInTraffic = (text: string): boolean => STUCK_OF.test(text);
