import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A state that lasts while something else lasts: while a contract runs, during the World Cup, while the office is
// closed, as long as the parents are staying, while the children are at camp ("solange der Vertrag läuft", "tant que ses
// parents sont chez lui", "mientras dura el Mundial", "пока офис закрыт", "世界杯期间", "월드컵 기간 동안", "契約期間中").
// The span bounds whatever it holds, a routine too ("during the World Cup watches every night"), so the caller reads it
// before words of frequency; only a span that comes back each time ("every World Cup") is a routine. A habit done while
// doing something ("listens to podcasts while cooking", "пока готовит ужин") names an activity of the person, not a
// state of something else, and is none of these. Input is canonical text (canonical.ts).

// Events and arrangements that run for a while by design.
const EVENT_EN = String.raw`world\s+cup|olympics|olympic\s+games|euros?|tournament|contract|lease|strike|lockdown|visit|assignment|posting|secondment|internship|residency|renovation|works`;

const SPAN: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:while|as\s+long\s+as|so\s+long\s+as)\s+(?:the|their|his|her|its|our)\s+(?:[\p{L}'’-]+\s+){0,2}(?:is|are|stays?|remains?)\s+(?:closed|shut|away|visiting|staying\s+(?:with|over)|in\s+town|abroad|at\s+camp|running|under\s+way|out\s+of\s+order)\b|\b(?:while|as\s+long\s+as)\s+(?:the|their|his|her)\s+(?:[\p{L}'’-]+\s+){0,2}(?:lasts|runs|is\s+on|continues)\b|\b(?:during|for\s+the\s+(?:length|duration)\s+of)\s+(?:the|their|his|her)\s+(?:\p{L}+\s+)?(?:${EVENT_EN})\b`,
  zh: String.raw`(?:世界杯|世界盃|奥运会?|奧運會?|欧洲杯|歐洲盃|亚运会|亞運會|合同|合约|合約|装修|裝修|罢工|罷工|封城|出差|借调|借調|外派|(?:父母|爸妈|爸媽)(?:来|來)(?:住|访|訪|探亲|探親))的?(?:期间|期間|这段时间|這段時間)`,
  ja: String.raw`(?:契約|ワールドカップ|W杯|オリンピック|五輪|工事|ストライキ|出向|派遣|赴任|滞在)(?:期間)?(?:中|の間|期間中|が続く間)|(?:が|の)(?:閉まって|来て|泊まって|滞在して|続いて)いる間`,
  ko: String.raw`(?:월드컵|올림픽|계약|공사|파업|출장|파견|부모님\s?방문)\s?(?:기간\s?)?(?:동안|중에는|중엔|기간에는|기간엔)|(?:이|가)\s(?:닫혀\s?있는|와\s?계신|머무는|계속되는)\s?(?:동안|사이)`,
  de: String.raw`\b(?:solange|wahrend|so\s+lange)\s+(?:der|die|das|seine|ihre|sein|ihr)\s+(?:\p{L}+\s+){0,2}(?:lauft|dauert|geschlossen\s+ist|geschlossen\s+sind|zu\s+ist|zu\s+besuch\s+(?:ist|sind)|im\s+ferienlager\s+(?:ist|sind)|verreist\s+(?:ist|sind))\b|\bwahrend\s+der\s+(?:wm|weltmeisterschaft|em|europameisterschaft|olympischen\s+spiele|olympiade|vertragslaufzeit|bauarbeiten|sanierung|streiks?)\b|\bfur\s+die\s+dauer\s+(?:des|der)\b`,
  fr: String.raw`\b(?:tant\s+que|pendant\s+que|le\s+temps\s+que)\s+(?:\p{L}+['’]?\s*){1,4}(?:sont|est|reste(?:nt)?)\s+(?:chez|la|ici|fermee?s?|en\s+visite|en\s+colonie|a\s+l['’]etranger|absents?)\b|\b(?:tant\s+que|le\s+temps\s+que)\s+(?:\p{L}+['’]?\s*){1,3}(?:dure|durera|court)\b|\bpendant\s+(?:la\s+coupe\s+du\s+monde|les\s+jeux\s+olympiques|l['’]euro|la\s+duree\s+d[ue])\b`,
  es: String.raw`\bmientras\s+(?:dur[ae]n?|sig[au]e?n?)\s+(?:el|la|los|las|su|sus)\b|\bmientras\s+(?:el|la|los|las|su|sus)\s+(?:\p{L}+\s+){1,2}(?:esten?|estan?|sigue|siga|dure)\s+(?:cerrad[oa]s?|de\s+visita|en\s+casa|aqui|fuera|de\s+campamento)|\bdurante\s+(?:el|la|los)\s+(?:mundial|copa\s+del\s+mundo|juegos\s+olimpicos|olimpiadas|eurocopa|contrato|huelga|obra)\b`,
  pt: String.raw`\benquanto\s+(?:durar|dura|durarem|duram)\s+(?:o|a|os|as|seu|sua)\b|\benquanto\s+(?:o|a|os|as|seus?|suas?)\s+(?:\p{L}+\s+){1,2}(?:estiverem|estiver|ficarem|durar)\b|\bdurante\s+(?:a|o)\s+(?:copa(?:\s+do\s+mundo)?|olimpiadas|contrato|greve|obra)\b`,
  it: String.raw`\b(?:finche|fin\s+quando|per\s+tutto\s+il\s+tempo\s+in\s+cui)\s+(?:\p{L}+['’]?\s*){1,4}(?:sono|e|resta|restano|rimane|rimangono|dura|durano)\s+(?!sempre\b)|\bdurante\s+(?:i\s+mondiali|la\s+coppa\s+del\s+mondo|le\s+olimpiadi|gli\s+europei|il\s+contratto|lo\s+sciopero)\b|\bmentre\s+(?:il|la|i|le|lo|gli|suo|sua|suoi)\s+(?:\p{L}+\s+){1,2}(?:e|sono)\s+(?:chius[oaie]|in\s+visita|al\s+campo|via)\b`,
  ru: String.raw`(?<![\p{L}])пока\s+(?:\p{L}+\s+){0,2}(?:закрыт[аоы]?|идет|длится|действует|гостят|гостит|в\s+отъезде|в\s+лагере|не\s+закончится|не\s+кончится)(?![\p{L}])|(?<![\p{L}])(?:во\s+время|на\s+время|на\s+период)\s+(?:чемпионата|олимпиады|контракта|забастовки|командировки|визита|карантина)(?![\p{L}])`,
};

const SPAN_OF = cued(new RegExp(union(SPAN), 'iu'));
// A span that comes back each time is a routine: "every World Cup", "jede WM", "每届世界杯", "매 월드컵".
const EVERY_SPAN = cued(
  new RegExp(
    canonicalize(
      String.raw`\b(?:every|each)\s+(?:world\s+cup|olympics|tournament|visit)|\bjede[nrs]?\s+(?:wm|em|olympiade|besuch)|\b(?:chaque|cada|ogni|todo|toda)\s+(?:coupe|mundial|copa|mondiali|olimpiada|visita)|(?<![\p{L}])(?:каждый|каждую|каждого)\s+(?:чемпионат|олимпиаду|визит)|每届|每屆|每次|매\s?(?:월드컵|올림픽)|毎回`,
    ),
    'iu',
  ),
);

/** A state that lasts while something else lasts: temporary, even with a routine in it. */
// Cheap prefilter: the word for "while", "as long as" or "during" in any of the languages.
const SPAN_WORD = cued(
  new RegExp(
    canonicalize(
      String.raw`while|as\s+long|so\s+long|during|duration|length|期间|期間|中|間|동안|중에|기간|사이|solange|so\s+lange|wahrend|dauer|tant\s+que|pendant|le\s+temps\s+que|mientras|durante|enquanto|finche|fin\s+quando|per\s+tutto|mentre|пока|во\s+время|на\s+время|на\s+период`,
    ),
    'iu',
  ),
);

export const hasDependentSpan = (text: string): boolean => SPAN_WORD.test(text) && SPAN_OF.test(text) && !EVERY_SPAN.test(text);
