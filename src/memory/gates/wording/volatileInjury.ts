import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// An injury of the moment and jet lag after one flight: a sprain or a pulled muscle ("sprained her ankle", "hat sich
// den Knöchel verstaucht", "s'est foulé la cheville", "tiene un esguince", "torceu o tornozelo", "ha una distorsione",
// "подвернул ногу", "脚崴了", "足首を捻挫した", "발목을 삐었다"), crutches, a limb in a cast said with the participle ("la
// jambe plâtrée", "с гипсом на ноге"), jet lag after the flight ("jet lag dopo il volo", "时差还没倒过来"). Each heals or
// passes; the caller leaves out a text with a word of habit ("sprains an ankle every season"). Input is canonical text.

const LIMB_EN = String.raw`(?:ankle|wrist|knee|back|shoulder|hamstring|calf|groin|neck|muscle|finger|thumb|foot|toe)`;
const INJURY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:sprained|twisted|pulled|strained|tweaked)\s+(?:a|an|her|his|their|my|the)\s+(?:\p{L}+\s+)?${LIMB_EN}\b|\b(?:has|have|with|got)\s+(?:a\s+)?(?:sprain|sprained\s+${LIMB_EN}|pulled\s+(?:muscle|hamstring))\b|\bon\s+crutches\b|\bjet[-\s]?lag(?:ged)?\s+(?:after|from)\s+(?:the|her|his|their|my|a)\s+(?:\p{L}+\s+)?(?:flight|trip)\b`,
  de: String.raw`\bhat\s+sich\s+(?:\p{L}+\s+){1,4}(?:verstaucht|gezerrt|verrenkt|uberdehnt)\b|\bhat\s+(?:eine|einen)\s+(?:\p{L}+\s+)?(?:verstauchung|zerrung|banderriss|muskelfaserriss|prellung)\b|\b(?:an|auf)\s+krucken\b|\bmit\s+(?:einem\s+)?gips\s+(?:am|an)\b|\bgips(?:bein|arm)\b|\bjetlag\s+nach\s+(?:dem|der)\s+(?:flug|reise)\b`,
  fr: String.raw`\bs['’]est\s+(?:foule|tordu|froisse|claque|luxe)\s+(?:la|le|les|l['’]|un|une)|\b(?:a|avec)\s+une\s+(?:entorse|elongation|foulure|luxation)\b|\b(?:en|avec\s+des|sur\s+des)\s+bequilles\b|\b(?:jambe|bras|poignet|cheville|pied|main|genou)\s+platre(?:e|s|es)?\b|\bdecalage\s+horaire\s+(?:apres|depuis)\s+(?:le|son|mon)\s+(?:vol|voyage)\b`,
  es: String.raw`\b(?:tiene|tengo|con)\s+(?:un|una)\s+(?:esguince|torcedura|distension|luxacion)\b|\bse\s+(?:ha\s+)?(?:torcio|torcido|esguinzo|lesiono|lesionado)\b|\b(?:con|usa|anda\s+con|va\s+con)\s+muletas\b|\bjet\s*lag\s+(?:tras|despues\s+del?)\s+(?:el|su|mi)\s+(?:vuelo|viaje)\b`,
  pt: String.raw`\b(?:torceu|torci|luxou|distendeu)\s+(?:o|a)\s+(?:tornozelo|pe|pulso|joelho|braco|dedo|punho|ombro|musculo|coxa)\b|\b(?:tem|tenho|esta\s+com|estou\s+com|ta\s+com)\s+(?:uma\s+|um\s+)?(?:entorse|distensao|luxacao|tornozelo\s+torcido|pe\s+torcido)\b|\b(?:de|com|usando|anda\s+de)\s+muletas\b|\bjet\s*lag\s+depois\s+d[ao]\s+(?:voo|viagem)\b`,
  it: String.raw`\b(?:ha|ho|con)\s+(?:una\s+|la\s+|uno\s+)?(?:distorsione|storta|stiramento|slogatura)\b|\bsi\s+e\s+(?:slogat|stort|strappat|stirat)\p{L}*|\b(?:con\s+le|usa\s+le|sulle|in)\s+stampelle\b|\bjet\s*lag\s+dopo\s+(?:il|un)\s+(?:volo|viaggio)\b`,
  ru: String.raw`(?<![\p{L}])(?:(?:потянул|подвернул|вывихнул|растянул)[аи]?\s+(?:ногу|лодыжку|щиколотку|запястье|колено|спину|мышцу|руку|связки|шею|плечо)|растяжени[ея]\s+связок|на\s+костылях|с\s+гипсом\s+на\s+\p{L}+|загипсован\p{L}*|джетлаг\s+после\s+перел[её]та)(?![\p{L}])`,
  zh: String.raw`崴了|崴到|崴脚|崴腳|扭伤了|扭傷了|拉伤了|拉傷了|扭到了|时差(?:还|還)?没(?:倒|调|調)过来|時差(?:还|還)?沒(?:倒|調)過來`,
  ja: String.raw`捻挫(?:した|して|中)|肉離れ(?:を起こし|になっ)|松葉杖(?:で|をついて|生活)`,
  ko: String.raw`삐었|삐끗했|접질렸|염좌(?:가|를)?\s?(?:생겼|있|입었)|목발을\s?짚|인대가?\s?늘어났`,
};

// An injury told as a past ("once sprained an ankle", "as a child", "years ago", a year): lasting.
const PAST: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:once|as\s+a\s+(?:child|kid|teen(?:ager)?)|years\s+ago|when\s+(?:he|she|they|i)\s+was)\b`,
  de: String.raw`\b(?:einmal|als\s+kind|vor\s+(?:\p{L}+\s+)?jahren)\b`,
  fr: String.raw`\b(?:une\s+fois|enfant|il\s+y\s+a\s+(?:\p{L}+\s+)?ans)\b`,
  es: String.raw`\b(?:una\s+vez|de\s+(?:nino|nina|pequeno|pequena)|hace\s+(?:\p{L}+\s+)?anos)\b`,
  pt: String.raw`\b(?:uma\s+vez|quando\s+(?:crianca|pequen[oa])|ha\s+(?:\p{L}+\s+)?anos)\b`,
  it: String.raw`\b(?:una\s+volta|da\s+(?:bambin[oa]|piccol[oa])|(?:\p{L}+\s+)?anni\s+fa)\b`,
  ru: String.raw`(?<![\p{L}])(?:однажды|в\s+детстве|(?:\p{L}+\s+)?(?:лет|года)\s+назад)(?![\p{L}])`,
  zh: String.raw`曾经|曾經|小时候|小時候|年前|那年`,
  ja: String.raw`昔|子どもの頃|子供の頃|年前`,
  ko: String.raw`예전에|어릴\s?때|년\s?전`,
};

const INJURY_OF = cued(new RegExp(union(INJURY), 'iu'));
const PAST_OF = new RegExp(union(PAST), 'iu');
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/** An injury of the moment or jet lag after one flight: temporary. */
export const hasInjury = (text: string): boolean => INJURY_OF.test(text) && !PAST_OF.test(text) && !YEAR.test(text);
