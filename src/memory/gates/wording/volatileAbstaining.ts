import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Going without something for now, in the languages with a frame for it: "está sem beber", "estoy sin fumar", "sta senza
// bere", "is off alcohol", "is off sugar". The state of doing without, not the lasting "não bebe", "no fuma", "never
// drinks", "has been off alcohol for years" (a duration makes it lasting), and not a thing one lacks ("está sem carro"):
// only a verb or a substance follows. Input is canonical text.

const SUBSTANCE_EN = String.raw`(?:alcohol|booze|the\s+booze|drink|the\s+drink|sugar|caffeine|coffee|carbs|sweets|dairy|gluten|meat|cigarettes|smoking|drinking|junk\s+food)`;
const ABSTAINING: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`\b(?:is|am|are|i['’]m|he['’]s|she['’]s|currently|now)\s+off\s+${SUBSTANCE_EN}\b(?!\s+(?:for\s+good|for\s+life|permanently|(?:for|since)\s+(?:years|decades|\d+\s+years|a\s+decade)))`,
  pt: String.raw`\b(?:esta|estou|ta|estamos|estao)\s+sem\s+(?:beber|fumar|comer|tomar|consumir)\b`,
  es: String.raw`\b(?:esta|estoy|estamos|estan)\s+sin\s+(?:beber|fumar|comer|tomar|probar)\b`,
  it: String.raw`\b(?:sta|sto|stiamo|stanno)\s+senza\s+(?:bere|fumare|mangiare)\b`,
};

const ABSTAINING_OF = cued(new RegExp(union(ABSTAINING), 'iu'));

/** Going without a drink, a food or a habit for now: temporary. */
export const hasAbstaining = (text: string): boolean => ABSTAINING_OF.test(text);
