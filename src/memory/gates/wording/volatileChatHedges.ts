import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// "Maybe" as chat says it, abbreviated or colloquial, and the deliberation of a change not yet made: "prolly", "idk
// if", "evtl. nach Kanada", "vllt", "ptet", "igual se cambia a Android", "capaz que", "vai que", "может, перейдёт",
// "乗り換えようかと考え中", "바꿀까 생각 중", "이사할지도 모름". "Igual" as "same" ("igual que su padre", "le da igual") and
// "может" as "can" ("может работать") take no such shape. Input is canonical text.

const CHAT_HEDGE: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`\b(?:prolly|probs|idk\s+(?:if|whether)|maaaybe|mayyy?be)\b`,
  de: String.raw`\b(?:evtl|eventl|vllt|vlt|viell)(?:\.|\b)`,
  fr: String.raw`\b(?:ptet|p['’]?tet|p-?e\s+que)\b`,
  es: String.raw`\bigual\s+(?:y\s+)?(?:se|le|les|lo|la|los|las|me|te|nos)\s+\p{L}+(?:a|e|an|en)\b|\bigual\s+(?:va|van)\s+a\b|\bcapaz\s+que\b`,
  pt: String.raw`\b(?:vai\s+que|capaz\s+de\s+(?:ele|ela|o\s+usuario|a\s+usuaria))\b`,
  ru: String.raw`(?<![\p{L}])может,\s+(?!если|когда|при|в\s|на\s|по\s|и\s)\p{L}+(?:ет|ёт|ит|ут|ют|ат|ят|ется|ится)(?![\p{L}])`,
  ja: String.raw`(?:[おこごそぞとどのほぼぽもよろ]う|よう)かと(?:考え|思って|迷って|悩んで)|(?:[おこごそぞとどのほぼぽもよろ]う|よう)かな(?:と(?:考え|思って)|[。、]|$)`,
  ko: String.raw`[\p{Script=Hangul}]까\s?(?:생각|고민)\s?(?:중|하고|하는)|[\p{Script=Hangul}]지도\s?(?:모른다|모름|모르겠|몰라|모릅니다)`,
};

const CHAT_HEDGE_OF = cued(new RegExp(union(CHAT_HEDGE), 'iu'));

/** "Maybe" as chat says it, or a change still weighed: speculative. */
export const hasChatHedge = (text: string): boolean => CHAT_HEDGE_OF.test(text);
