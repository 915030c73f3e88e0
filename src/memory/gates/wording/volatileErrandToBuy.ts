import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A shopping errand: a staple that has to be bought ("needs to buy milk", "muss noch Milch kaufen", "doit acheter du
// pain", "tengo que comprar leche", "precisa comprar ovos", "devo comprare il latte", "надо купить молоко", "得买牛奶",
// "牛乳を買わないといけない", "우유를 사야 한다"). Once bought the memory is stale. A staple with its own kind is a lasting
// need ("has to buy lactose-free milk", "leche sin lactosa", "безлактозное молоко"): only the bare staple counts, with
// nothing but an article or "more" before it and no "without / free" after it. Input is canonical text.

const STAPLE_EN = String.raw`(?:milk|bread|eggs|butter|groceries|coffee|toilet\s+paper|cat\s+food|dog\s+food|nappies|diapers|batteries|stamps|a\s+present|a\s+gift)`;
const STAPLE_DE = String.raw`(?:milch|brot|eier|butter|kaffee|klopapier|toilettenpapier|katzenfutter|hundefutter|windeln|batterien|briefmarken|lebensmittel|ein\s+geschenk)`;
const STAPLE_FR = String.raw`(?:lait|pain|oeufs|beurre|cafe|papier\s+toilette|croquettes|couches|piles|timbres|cadeau)`;
const STAPLE_ES = String.raw`(?:leche|pan|huevos|mantequilla|cafe|papel\s+higienico|pienso|panales|pilas|sellos|un\s+regalo)`;
const STAPLE_PT = String.raw`(?:leite|pao|ovos|manteiga|cafe|papel\s+higienico|racao|fraldas|pilhas|selos|um\s+presente)`;
const STAPLE_IT = String.raw`(?:latte|pane|uova|burro|caffe|carta\s+igienica|crocchette|pannolini|pile|francobolli|un\s+regalo)`;
const ERRAND_TO_BUY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:needs?|has|have|must|got)\s+to\s+(?:buy|get|pick\s+up|grab)\s+(?:some\s+)?(?:more\s+)?${STAPLE_EN}\b(?!\s*-?\s*free\b|\s+(?:without|with|that|which)\b)`,
  de: String.raw`\b(?:muss|musst|mussen|sollte|soll)\s+(?:(?:noch|schnell|etwas|mal|ein\s+paar|neue[sn]?)\s+){0,2}${STAPLE_DE}\s+(?:kaufen|besorgen|holen|einkaufen)\b`,
  fr: String.raw`\b(?:doit|dois|devons|faut|il\s+(?:me|lui|nous)\s+faut)\s+(?:encore\s+)?(?:aller\s+)?(?:acheter|racheter|prendre)\s+(?:du|de\s+la|des|un|une|le|la|les|l['’])\s*${STAPLE_FR}\b(?!\s+(?:sans|bio|de\s+soja|d['’]avoine|vegetal))`,
  es: String.raw`\b(?:tengo|tiene|tenemos|tienen)\s+que\s+(?:ir\s+a\s+)?comprar\s+(?:mas\s+)?${STAPLE_ES}\b(?!\s+(?:sin|de\s+soja|de\s+avena|deslactosada|integral))|\b(?:debo|debe|hay\s+que|necesito|necesita)\s+comprar\s+(?:mas\s+)?${STAPLE_ES}\b(?!\s+(?:sin|de\s+soja|de\s+avena|deslactosada|integral))`,
  pt: String.raw`\b(?:tenho|tem|temos|preciso|precisa|precisamos|devo|deve)\s+(?:de\s+|que\s+)?(?:ir\s+)?(?:comprar|buscar)\s+(?:mais\s+)?${STAPLE_PT}\b(?!\s+(?:sem|de\s+soja|de\s+aveia|zero|integral))`,
  it: String.raw`\b(?:devo|deve|dobbiamo|bisogna|ho\s+da|ha\s+da)\s+(?:ancora\s+)?(?:andare\s+a\s+)?(?:comprare|prendere)\s+(?:il\s+|del\s+|della\s+|le\s+|delle\s+|i\s+)?${STAPLE_IT}\b(?!\s+(?:senza|di\s+soia|di\s+avena|vegetale|integrale))`,
  ru: String.raw`(?<![\p{L}])(?:надо|нужно|должен|должна)\s+(?:ещё\s+|еще\s+)?(?:купить|докупить)\s+(?:молоко|молока|хлеб|хлеба|яйца|яиц|масло|кофе|туалетную\s+бумагу|корм|подгузники|батарейки|подарок|марки)(?![\p{L}])(?!\s+без)`,
  zh: String.raw`(?:得|要|需要|还得|還得|还要|還要|必须|必須|顺便|順便)(?:去)?(?:买|買)(?:点|點|些|一些|一盒|一瓶|一袋)?(?:牛奶|面包|麵包|鸡蛋|雞蛋|黄油|咖啡|卫生纸|衛生紙|猫粮|貓糧|狗粮|狗糧|尿布|电池|電池|礼物|禮物)`,
  ja: String.raw`(?:牛乳|パン|卵|たまご|バター|コーヒー|トイレットペーパー|キャットフード|おむつ|電池|プレゼント|切手)を?(?:買わないと|買わなければ|買わなきゃ|買って帰らないと|買いに行かないと)`,
  ko: String.raw`(?:우유|빵|계란|달걀|버터|커피|휴지|화장지|사료|기저귀|건전지|선물|우표)(?:를|을)?\s?(?:사야|사\s?가야|사러\s?가야|사\s?와야)`,
};

const ERRAND_TO_BUY_OF = cued(new RegExp(union(ERRAND_TO_BUY), 'iu'));

/** A staple that has to be bought: temporary. */
export const hasErrandToBuy = (text: string): boolean => ERRAND_TO_BUY_OF.test(text);
