import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A spell of weather of the moment that a plan depends on: "we're in a heatwave", "with the heatwave, works from home",
// "keeps the windows shut while the pollen count is high", "wegen der Hitzewelle", "à cause de la canicule", "por la
// ola de calor", "estamos numa onda de calor", "con l'ondata di caldo", "из-за жары", "赶上热浪", "猛暑が続いている",
// "폭염 때문에". The spells are a closed class (a heatwave, a cold snap, a storm, a flood, smog, the pollen count); the
// one spell is named with the definite article or as the present state, while the plural or a bare noun is a liking
// or a rule for whenever one comes ("hates heatwaves", "stays in during heatwaves"). A cause word alone ("因为", "花粉の
// せいで", "꽃가루 때문에") is said of a lasting allergy as often, so in Chinese, Japanese and Korean it is read only
// before a spell that comes and goes. Input is canonical text.

const SPELL_EN = String.raw`(?:heat\s?wave|cold\s+(?:snap|spell)|snow\s?storm|blizzard|storm|flood(?:ing)?|drought|smog|pollen\s+(?:count|season)|hay\s?fever\s+season|monsoon|typhoon|hurricane)`;
const SPELL_DE = String.raw`(?:Hitzewelle|Hitze|Kaltewelle|Kalteeinbruch|Unwetter|Sturm|Hochwasser|Uberschwemmung|Smog|Pollenflug|Pollensaison|Schneechaos|Glatteis)`;
const SPELL_FR = String.raw`(?:canicule|vague\s+de\s+(?:chaleur|froid)|tempete|inondation|crue|secheresse|pollution|saison\s+des\s+pollens|pollens?)`;
const SPELL_ES = String.raw`(?:ola\s+de\s+(?:calor|frio)|tormenta|temporal|inundacion|sequia|contaminacion|temporada\s+de\s+polen|nevada|calima)`;
const SPELL_PT = String.raw`(?:onda\s+de\s+(?:calor|frio)|tempestade|enchente|inundacao|seca|poluicao|temporada\s+de\s+polen)`;
const SPELL_IT = String.raw`(?:ondata\s+di\s+(?:caldo|freddo|gelo)|caldo|afa|tempesta|alluvione|siccita|smog|stagione\s+dei\s+pollini|nevicata)`;
const SPELL_RU = String.raw`(?:жар\p{L}*|аномальн\p{L}*\s+жар\p{L}*|морозов|мороза|урагана|шторма|наводнения|паводка|смога|цветения)`;
const COPULA_IN = String.raw`(?:is|are|am|'s|'re)\s+(?:in|having)\s+(?:a|the|an)\s+(?:\p{L}+\s+)?`;

const WEATHER_SPELL: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b${COPULA_IN}${SPELL_EN}\b|\b(?:with|because\s+of|due\s+to|during|since)\s+(?:the|this|this\s+week['’]s)\s+(?:\p{L}+\s+)?${SPELL_EN}\b|\bwhile\s+(?:the\s+)?(?:\p{L}+\s+)?${SPELL_EN}\s+(?:is|lasts|continues|stays|goes\s+on)\b`,
  de: String.raw`\b(?:wegen|bei|seit|wahrend)\s+(?:der|dem|des|diesem|dieser)\s+(?:\p{L}+\s+)?${SPELL_DE}\b|\bsolange\s+(?:der|die|das)\s+${SPELL_DE}\s+(?:anhalt|dauert|andauert)\b`,
  fr: String.raw`\b(?:avec|a\s+cause\s+de|pendant|depuis)\s+(?:la|le|l['’]|cette|ce)\s*${SPELL_FR}\b|\btant\s+que\s+(?:dure(?:ra)?\s+)?(?:la|le|l['’])\s*${SPELL_FR}\b|\b(?:c['’]\s*est|on\s+est\s+en)\s+(?:la\s+|pleine\s+)?${SPELL_FR}\b`,
  es: String.raw`\b(?:con|por|durante|desde)\s+(?:la|el|esta|este)\s+${SPELL_ES}\b|\bmientras\s+(?:dure|siga|haya)\s+(?:la|el)\s+${SPELL_ES}\b|\b(?:estamos|esta|estan)\s+en\s+(?:plena\s+)?${SPELL_ES}\b`,
  pt: String.raw`\b(?:com|por\s+causa\s+d|durante|desde)\s*(?:a|o|essa|esta|esse|este)\s+${SPELL_PT}\b|\benquanto\s+(?:durar|houver)\s+(?:a|o)\s+${SPELL_PT}\b|\b(?:estamos|esta|estao)\s+(?:numa|em\s+uma|em\s+plena|na)\s+${SPELL_PT}\b`,
  it: String.raw`\b(?:con|per|durante|da)\s+(?:l['’]\s*|la\s+|il\s+|questa\s+|questo\s+|quest['’]\s*)${SPELL_IT}\b|\bfinche\s+(?:dura|c['’]\s*e)\s+(?:l['’]\s*|la\s+|il\s+)${SPELL_IT}\b|\b(?:siamo|e)\s+in\s+piena\s+${SPELL_IT}\b`,
  ru: String.raw`(?<![\p{L}])(?:из-за|во\s+время|пока\s+(?:стоит|держится|не\s+спад[её]т))\s+(?:этой\s+|сильной\s+)?${SPELL_RU}(?![\p{L}])`,
  zh: String.raw`(?:赶上|碰上|遇上|正值|正赶上)(?:这波|這波|这次|這次)?(?:热浪|熱浪|高温|高溫|寒潮|暴雨|台风|颱風|雾霾|霧霾|花粉季|沙尘暴|沙塵暴)`,
  ja: String.raw`(?:猛暑|熱波|寒波|大雪|台風|大雨|酷暑)(?:が続いて(?:いる|る|います)|の(?:せい|影響)で)`,
  ko: String.raw`(?:폭염|한파|폭설|태풍)\s?(?:때문에|중이|이\s?계속)|(?:장마|황사|미세먼지|꽃가루)\s?(?:가|이)?\s?(?:계속되|심해서|한창)`,
};

const WEATHER_SPELL_OF = cued(new RegExp(canonicalize(union(WEATHER_SPELL)), 'iu'));

/** A spell of weather of the moment named as the present state or the reason of a plan: temporary. */
export const hasWeatherSpell = (text: string): boolean => WEATHER_SPELL_OF.test(text);
