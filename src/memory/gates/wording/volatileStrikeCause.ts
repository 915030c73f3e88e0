import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A strike named as the cause of a present arrangement: "works from home because of the train strike", "wegen des
// Streiks", "les trains sont bloqués par la grève", "por la huelga de metro", "por causa da greve", "per lo sciopero",
// "из-за забастовки", "因为罢工", "ストライキで", "파업 때문에". A strike is one event that ends; striking as a person's own
// state is read by volatileStates.ts, and a trade of strikes ("organises strikes for the union") names no cause.
// Input is canonical text (canonical.ts).

const STRIKE_CAUSE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:because\s+of|due\s+to|owing\s+to|by|during)\s+(?:the|a|this)\s+(?:\p{L}+\s+){0,2}?(?:strikes?|walkouts?)\b`,
  de: String.raw`\b(?:wegen|durch|aufgrund)\s+(?:des|den|dem|eines|einen)\s+(?:\p{L}+\s+)?(?:\p{L}*streiks?|ausstand(?:es|s)?)\b|\b(?:bahn|lokfuhrer|gdl|kita|verdi|warn)?streik\s+(?:legt|lahmt|bremst)\b`,
  fr: String.raw`\b(?:par|a\s+cause\s+de|en\s+raison\s+de|avec)\s+(?:la|les|cette|une)\s+greves?\b|\bgreves?\s+(?:des|de\s+la|du)\s+(?:\p{L}+\s+)?(?:bloque|paralyse|empeche)`,
  es: String.raw`\b(?:por|a\s+causa\s+de|debido\s+a|con)\s+(?:la|una|esta)\s+huelga\b`,
  pt: String.raw`\b(?:por\s+causa\s+da|devido\s+a|pela|com\s+a)\s+greve\b`,
  it: String.raw`\b(?:per|a\s+causa|causa|con)\s+(?:lo|dello|uno)?\s*sciopero\b`,
  ru: String.raw`(?<![\p{L}])(?:из-за|из\s+за|во\s+время)\s+(?:\p{L}+\s+)?забастовки(?![\p{L}])`,
  zh: String.raw`(?:因为|因為|由于|由於|赶上|趕上)[^，。,.]{0,6}(?:罢工|罷工)|(?:罢工|罷工)(?:导致|導致|影响|影響|停运|停運)`,
  ja: String.raw`(?<![\p{Script=Katakana}ー])(?:ストライキ|スト)(?:で|のため|のせいで|の影響で)`,
  ko: String.raw`파업\s?(?:때문에|으로|으로\s?인해|여파로)`,
};

const STRIKE_CAUSE_OF = cued(new RegExp(union(STRIKE_CAUSE), 'iu'));

/** A strike named as the cause of a present arrangement: temporary. */
export const hasStrikeCause = (text: string): boolean => STRIKE_CAUSE_OF.test(text);
