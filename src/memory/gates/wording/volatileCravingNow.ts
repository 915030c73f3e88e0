import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import { NOW_WORDS, type GrammarLang } from './volatileGrammarData';

// A craving with a word of now in one clause: "现在特别想喝奶茶", "今甘いものが食べたい", "지금 치킨이 먹고 싶다",
// "agora está com desejo de brigadeiro", "a une grosse envie de chocolat, là", "jetzt Lust auf Sushi", "ahora tiene
// antojo de churros". A taste with no word of now is a liking ("loves jazz", "喜欢吃辣"), and now with a wish to do
// something ("ahora quiere aprender alemán", "хочет переехать") is a goal, so only wanting to eat or drink, or a thing
// wanted, counts. Input is canonical text (canonical.ts).

const CRAVING: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:craving|craves|in\s+the\s+mood\s+for|fancies|feels?\s+like\s+(?:eating|having|drinking))\b`,
  de: String.raw`\b(?:Lust|Hunger|Appetit|Bock|Jieper)\s+auf\b|\bHei(?:ß|ss)hunger\b`,
  fr: String.raw`\b(?:envie\s+(?:d['’]\s*(?:une?\b|manger|boire)|de\s+(?!\p{L}+(?:er|ir|re)\b)\p{L}+|du\b|des\b)|fringale)`,
  es: String.raw`\b(?:antojo|(?:le\s+)?apetece|ganas\s+de\s+(?:comer|beber|tomar|un|una)|quiere\s+(?:comer|beber|tomar))\b`,
  pt: String.raw`\b(?:(?:vontade|desejo)\s+de\s+(?:comer|beber|tomar|(?!\p{L}+(?:ar|er|ir)\b)\p{L}+)|quer\s+(?:comer|beber|tomar))\b`,
  it: String.raw`\b(?:voglia\s+di\s+(?:mangiare|bere|(?!\p{L}+(?:are|ere|ire)\b)\p{L}+)|vuole\s+(?:mangiare|bere))\b`,
  ru: String.raw`(?<![\p{L}])(?:хочет|хочется|хочу|тянет\s+на)\s+(?:\p{L}+\s+)?(?!\p{L}+(?:ть|ться|ти)(?![\p{L}]))\p{L}+`,
  ja: String.raw`(?:食べたい|飲みたい|の気分)`,
  ko: String.raw`(?:먹고\s?싶|마시고\s?싶|땡기|땡겨|당긴다)`,
  zh: String.raw`(?:想吃|想喝|嘴馋|嘴饞|馋(?:了|得))`,
};

// Colloquial French "là" closing or opening a clause with a comma ("…, là.", "Là, …") is now as well.
const NOW: Readonly<Record<GrammarLang, string>> = {
  ...NOW_WORDS,
  fr: String.raw`${NOW_WORDS.fr}|,\s*la(?=\s*(?:[.!?]|$))|(?:^|[.;!?]\s*)la\s*,`,
};

const CRAVING_NOW = cued(
  new RegExp(
    (Object.keys(CRAVING) as GrammarLang[])
      .map((lang) => {
        const now = canonicalize(NOW[lang]);
        const craving = canonicalize(CRAVING[lang]);
        return `(?:${now})[^.!?\\n]{0,24}?(?:${craving})|(?:${craving})[^.!?\\n]{0,32}?(?:${now})`;
      })
      .join('|'),
    'iu',
  ),
);

/** A craving with a word of now: temporary. */
export const hasCravingNow = (text: string): boolean => CRAVING_NOW.test(text);
