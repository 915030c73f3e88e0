import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// One social occasion the person goes to, hosts or prepares: "is organising her sister's hen party", "plant die
// Einweihungsparty", "j'ai un premier rendez-vous", "está organizando la despedida de soltera", "está organizando um chá
// de bebê", "sto organizzando la rimpatriata del liceo", "идёт на свадьбу", "在筹备同学聚会", "土曜日は友人の結婚式で受付を
// 頼まれている", "다음 주에 집들이를 한다". The occasions are a closed class of one-off events (a wedding, a housewarming, a
// hen or stag party, a baby shower, a reunion, a first or blind date, a surprise or birthday party, an engagement, a
// christening), each named in the singular with a determiner after a verb of going, hosting, organising, preparing or
// being invited, in a present or future form: once it is over the memory is stale. What is lasting names no one
// occasion: the plural or a bare noun ("organises weddings for a living", "hates going to weddings", "liebt
// Überraschungspartys"), a past act ("met his wife at a wedding"), a trade word after the occasion ("wedding planner",
// "婚礼策划"), help given to others as a trade ("专门帮人筹备婚礼", "結婚式の準備を手伝っている"), a liking or a dislike
// ("結婚式に呼ばれるのが苦手"); the caller leaves out a text with a word of habit ("hosts a reunion every year"). Input is
// canonical text.

const OCCASION_EN = String.raw`(?:wedding|housewarming|hen\s+(?:party|do|night)|stag\s+(?:party|do|night)|bachelor(?:ette)?\s+party|baby\s+shower|bridal\s+shower|(?:class\s+|school\s+|family\s+)?reunion|first\s+date|blind\s+date|surprise\s+party|engagement\s+party|leaving\s+(?:do|party)|farewell\s+party|christening|(?:\d+(?:st|nd|rd|th)\s+)?birthday\s+party)`;
const TRADE_EN = String.raw`(?![\p{L}])(?!\s+(?:planner|planning|photographer|business|venue|band|dj|caterer|industry|company|shop|dress\s+shop|anniversary|season)\b)`;

const OCCASION_AHEAD: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:organi[sz]ing|planning|hosting|throwing|arranging|preparing\s+for|getting\s+ready\s+for|going\s+to|off\s+to|invited\s+to|(?<!\b(?:was|were|been)\s+(?:the\s+|a\s+)?)(?:best\s+man|maid\s+of\s+honou?r|matron\s+of\s+honou?r|bridesmaid|groomsman|usher|officiant)\s+(?:at|for)|nervous\s+about|excited\s+about|looking\s+forward\s+to|(?:has|have|has\s+got|have\s+got|['’]s\s+got|['’]ve\s+got)(?=\s+(?:a|an)\s+(?:first|blind)\s+date))\s+(?:(?:a|an|the|his|her|their|my|our|this|next)\s+)?(?:\p{L}+['’]s\s+|\p{L}+\s+){0,2}?${OCCASION_EN}${TRADE_EN}`,
  de: String.raw`\b(?:organisier|plan|bereite|veranstalt|schmeiss|richte|feier|geh|fahr|eingeladen|trauzeug|brautjungfer)\p{L}*\s+(?:\p{L}+\s+){0,4}?(?:die|eine|seine|ihre|meine|unsere|der|einer|zur|zum|den|einen|ein|sein|ihr|mein)\s+(?:\p{L}+\s+){0,2}?(?:Hochzeit|Einweihungsparty|Housewarming(?:-?Party)?|Junggesell(?:en|innen)abschied|Polterabend|Babyparty|Babyshower|Baby-Shower|Klassentreffen|Jahrgangstreffen|Abitreffen|Uberraschungsparty|Geburtstagsparty|Geburtstagsfeier|Verlobungsfeier|Abschiedsfeier|Abschiedsparty|Taufe|erstes\s+Date|Blind\s+Date)(?![\p{L}])|\b(?:hat|habe|haben)\s+(?:heute\s+|morgen\s+|bald\s+)?(?:ein|sein|ihr|mein)\s+(?:erstes\s+Date|Blind\s+Date)\b`,
  fr: String.raw`\b(?:organise|organisons|organisent|prepare|preparons|preparent|planifie|va\s+(?:a|au)|vais\s+(?:a|au)|vont\s+(?:a|au)|invitee?s?\s+(?:a|au)|temoin\s+(?:a|au|de)|(?:j['’]\s*ai|il\s+a|elle\s+a|a)(?=\s+(?:un|son|mon)\s+(?:premier\s+rendez-vous|premier\s+rencard|rendez-vous\s+(?:galant|a\s+l['’]aveugle))))\s+(?:(?:un|une|la|le|sa|son|ses|l['’]|ma|mon|notre|leur)\s*)?(?:\p{L}+\s+)?(?:mariage|cremaillere|enterrement\s+de\s+vie\s+de\s+(?:garcon|jeune\s+fille)|evjf|evg|baby\s+shower|retrouvailles|soiree\s+d['’]anciens|premier\s+rendez-vous|premier\s+rencard|rendez-vous\s+(?:galant|a\s+l['’]aveugle)|fete\s+surprise|fete\s+d['’]anniversaire|fiancailles|bapteme|pot\s+de\s+depart)(?![\p{L}])`,
  es: String.raw`\b(?:organizando|organiza|organizo|preparando|prepara|preparo|planeando|planea|montando|monta|va\s+a|voy\s+a|van\s+a|invitad[oa]s?\s+a|(?:padrino|madrina|testigo)\s+(?:en|de)|(?:tiene|tengo)(?=\s+(?:una|su|mi)\s+(?:primera\s+cita|cita\s+a\s+ciegas)))\s+(?:(?:un|una|la|el|su|mi|al|nuestra)\s+)?(?:\p{L}+\s+)?(?:boda|despedida\s+de\s+solter[oa]|baby\s+shower|inauguracion\s+de\s+(?:la|su|mi)\s+(?:casa|piso)|fiesta\s+de\s+inauguracion|reencuentro|cena\s+de\s+antiguos\s+alumnos|primera\s+cita|cita\s+a\s+ciegas|fiesta\s+sorpresa|fiesta\s+de\s+cumpleanos|fiesta\s+de\s+compromiso|pedida\s+de\s+mano|bautizo|comunion)(?![\p{L}])`,
  pt: String.raw`\b(?:organizando|organiza|organizo|preparando|prepara|preparo|planejando|planeja|vai\s+(?:a|ao|num|numa)|vou\s+(?:a|ao|num|numa)|convidad[oa]s?\s+(?:para|pro|pra)|(?:padrinho|madrinha)\s+(?:de|do|da|num|numa|no|na)|(?:tem|tenho)(?=\s+(?:um|seu|meu)\s+(?:primeiro\s+encontro|encontro\s+as\s+cegas)))\s+(?:(?:um|uma|o|a|seu|sua|meu|minha|nosso|nossa)\s+)?(?:\p{L}+\s+)?(?:casamento|cha\s+de\s+(?:bebe|panela|casa\s+nova|fraldas|cozinha)|despedida\s+de\s+solteir[oa]|reencontro|encontro\s+da\s+turma|primeiro\s+encontro|encontro\s+as\s+cegas|festa\s+surpresa|festa\s+de\s+aniversario|festa\s+de\s+noivado|noivado|batizado|formatura)(?![\p{L}])`,
  it: String.raw`\b(?:organizzando|organizza|organizzo|preparando|prepara|preparo|va\s+(?:a|al|alla|ad)|vado\s+(?:a|al|alla|ad)|invitat[oaie]\s+(?:a|al|alla)|testimone\s+(?:a|al|alla|di)|(?:ha|ho)(?=\s+(?:un|il)\s+(?:primo\s+appuntamento|appuntamento\s+al\s+buio)))\s+(?:(?:un|una|il|la|lo|l['’]|suo|sua|mio|mia|nostra|nostro)\s*)?(?:\p{L}+\s+)?(?:matrimonio|festa\s+di\s+inaugurazione|inaugurazione\s+della\s+casa|addio\s+al\s+(?:celibato|nubilato)|baby\s+shower|rimpatriata|cena\s+di\s+classe|primo\s+appuntamento|appuntamento\s+al\s+buio|festa\s+a\s+sorpresa|festa\s+di\s+compleanno|festa\s+di\s+fidanzamento|festa\s+di\s+laurea|battesimo)(?![\p{L}])`,
  ru: String.raw`(?<![\p{L}])(?:(?:организу|устраива|готов|планиру|собира|ид[её]т|иду|идем|пойд|приглаш|зов)\p{L}*|свидетел\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:свадьб[уе]|новосель[ея]|девичник|мальчишник|встреч[уе]\s+выпускников|встреч[уе]\s+одноклассников|перво[ем]\s+свидани[ие]|свидани[ея]\s+вслепую|вечеринк[уе]-сюрприз|крестин[аы])(?![\p{L}])`,
  zh: String.raw`(?<!喜欢|喜歡|讨厌|討厭|不爱|不愛|不想|怕|帮人|幫人|帮别人|幫別人|替人|为人|為人|给人|給人|专门|專門)(?:参加|參加|去参加|去參加|要去|准备|準備|筹备|籌備|组织|組織|张罗|張羅|举办|舉辦|办|辦|当伴娘|當伴娘|当伴郎|當伴郎)[^，。,.!?！？]{0,10}?(?:婚礼|婚禮|婚宴|乔迁宴|喬遷宴|暖房派对|温居|溫居|单身派对|單身派對|同学聚会|同學聚會|同学会|同學會|生日派对|生日派對|生日会|生日會|迎婴派对|宝宝派对|订婚宴|訂婚宴|满月酒|滿月酒|第一次约会|第一次約會)(?!策划|策劃|摄影|攝影|行业|行業)`,
  ja: String.raw`(?:結婚式|披露宴|二次会|新居祝い|引っ越し祝い|同窓会|初デート|お見合い|合コン|誕生日会|誕生日パーティー|ベビーシャワー|婚約パーティー|送別会|歓迎会)(?!場)(?:で|に|の|を|が|は)[^。.!?！？\n]{0,10}?(?:頼まれている|頼まれてる|予定|行く|行きます|出る|出ます|出席する|呼ばれている|呼ばれてる|招待されている|招待されてる|幹事|準備|企画|開く|(?<!ことが|ことも)ある|(?<!ことが|ことも)あります|控えて)(?![たのこ])(?![^。.!?\n]*(?:手伝って|手伝う|の仕事|を仕事))`,
  ko: String.raw`(?:결혼식|돌잔치|집들이|동창회|소개팅|첫\s?데이트|생일\s?파티|브라이덜\s?샤워|베이비\s?샤워|송별회|상견례)(?:이|가|을|를|에|은|는)?\s?(?:간다|가기로|갈\s?예정|참석한다|참석할|준비\s?중|준비하고|준비한다|연다|열기로|한다|하기로|할\s?예정|있다|잡혀|초대받았)|(?:결혼식|돌잔치)\s?(?:사회를|축가를)\s?(?:본다|보기로|부른다|부르기로|맡았)`,
};

const OCCASION_AHEAD_OF = cued(new RegExp(union(OCCASION_AHEAD), 'iu'));

/**
 * A trip planned around the occasion with a stay counted in weeks or months ("plans to go to Oaxaca for the wedding
 * and stay three weeks", "会在当地住三周", "3週間滞在", "3주 동안 머문다") is a travel plan, a project of its own, not one
 * evening's occasion: the trip rules judge it. Counts as digits or number words of the ten languages.
 */
const NUMBER_WORD = String.raw`(?:\d+|two|three|four|five|six|several|a\s+few|zwei|drei|vier|funf|sechs|einige|mehrere|deux|trois|quatre|cinq|six|plusieurs|quelques|dos|duas|tres|cuatro|quatro|cinco|seis|varias|unas|unos|uns|umas|due|tre|quattro|cinque|sei|alcune|qualche|две|три|четыре|пять|несколько)`;
const LONG_STAY = new RegExp(
  String.raw`(?<![\p{L}])${NUMBER_WORD}\s+(?:weeks|months|Wochen|Monate|semaines|mois|semanas|meses|settimane|mesi|недел[иь]|месяц(?:а|ев))(?![\p{L}])|(?:住|待|停留|逗留)[^，。,.!?！？]{0,4}?[\d两兩二三四五六七八九十几幾]+\s?(?:个|個)?(?:周|週|星期|礼拜|禮拜|月)|[\d二三四五六七八九十]+\s?(?:週間|か月|ヶ月|カ月)|\d+\s?(?:주|개월)\s?(?:동안|간)|(?:두|세|네|몇)\s?(?:주|달)\s?(?:동안|간)`,
  'iu',
);

/** One social occasion gone to, hosted or prepared, not the aim of a trip with a stay of weeks: temporary. */
export const hasOccasionAhead = (text: string): boolean => OCCASION_AHEAD_OF.test(text) && !LONG_STAY.test(text);
