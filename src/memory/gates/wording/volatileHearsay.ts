import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Hearsay: a fact the user's note only reports from others. Phrases of report and of rumour ("they say", "rumour has
// it", "man sagt", "man munkelt", "on dit que", "le bruit court", "dicen que", "se rumorea", "dizem que", "corre o
// boato", "si dice che", "si vocifera", "говорят", "по слухам", "据说", "传言", "とのこと", "噂では", "-다고 한다",
// "얘기를 들었다고 함"); the German modal of report with a
// perfect infinitive, after a person or at a note's start ("soll in Bremen aufgewachsen sein"); the Romance conditional
// of report at a note's start or after a person: the perfect (aurait, habría, teria, avrebbe with a participle:
// "teria crescido em Recife"), Portuguese "estaria", and a full verb in French, Italian and, after a person, Spanish
// ("dirigerait une équipe", "guiderebbe un team"), not the verbs of wish and ability ("aimerait", "gostaria",
// "preferiría", "vorrebbe", "pourrait"); and the Korean reported endings -대(요) after a verb of any stem and -(이)래(요)
// after a noun ("서울에 산대요", "대구 출신이래요"). Input is canonical text.

const HANGUL = (finalConsonant: number): string => {
  let out = '';
  for (let code = 0xac00; code <= 0xd7a3; code += 28) out += String.fromCharCode(code + finalConsonant);
  return out;
};
// Syllables with the final ㄴ (a verb's present "-ㄴ대": 산대, 간대, 한대) and without a final (a noun before "-래").
const N_FINAL = `[${HANGUL(4)}]`;
const OPEN_SYLLABLE = `[${HANGUL(0)}]`;
// Nouns that end in 래 (노래 song, 미래 future, 원래 originally…) are no report.
const NOT_RAE = String.raw`(?<!노|미|원|유|거|도|외|재|왕|초|본|오|장|내|후|실|그|저|더|요|어)`;
const END = String.raw`(?=\s*(?:[.!?~]|$))`;

const START_OR_PERSON_ROMANCE = String.raw`(?:^|[.;:\n]\s*|\b(?:utilisateur|utilisatrice|usuari[oa]|utilizador[a]?|utente|cliente|il|elle|el|ella|ele|ela|lui|lei)\s+(?:ne\s+|no\s+|nao\s+|non\s+)?)`;
const WISH_FR = String.raw`voud|aime|prefere|souhaite|pour|dev|faud|adore|apprecie|au|se|plai|conviend|vaud|suffi|sau|desire|i|ver`;
// Spanish nouns end in -ería (panadería, ingeniería): its conditional counts only after a person.
const PERSON_ES = String.raw`\b(?:usuari[oa]|cliente|el|ella)\s+(?:no\s+)?`;
const WISH_ES = String.raw`gostar|adorar|poder|dever|desejar|querer|querr|gustar|preferir|podr|deber|encantar|agradecer|convendr|desear|ser|habr|estar|ir|valdr|tendr`;
const WISH_IT = String.raw`vor|preferi|pot|dov|piace|ame|gradi|desidere|sa|av|sap|and|conver|baste|var`;
const PART_FR = String.raw`\p{L}+(?:e|i|u|is|it)`;
const PART_ES_PT = String.raw`\p{L}+(?:ado|ada|ido|ida|to|ta|so|sa|cho|cha)`;
const PART_IT = String.raw`\p{L}+(?:ato|ata|ito|ita|uto|uta|so|sa|to|ta)`;

// The conditional of "have" before a number or an article: "avrebbe tre nipoti", "teria dois filhos", "tendría un
// perro" (is said to have).
const COUNT_OR_ARTICLE = String.raw`(?:un|una|uno|un['’]|um|uma|due|dos|dois|duas|tre|tres|quattro|cuatro|quatro|cinque|cinco|\d+)\b`;

const HEARSAY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:^|[,;:.]\s*)(?:they|people|everyone|folks)\s+say\s+(?:that\s+)?(?:he|she|they|the\s+user|user|i)\b|\bi(?:'ve|\s+have)?\s+heard\s+(?:that\s+)?(?:he|she|they|the\s+user|user)\b|\bas\s+the\s+story\s+goes\b|\b(?:rumou?r\s+has\s+it|(?:the\s+)?word\s+is\s+that|there\s+are\s+rumou?rs|it\s+is\s+rumou?red|heard\s+through\s+the\s+grapevine|rumou?r\s+(?:at|in)\s+the\s+office\s+is)\b`,
  de: String.raw`\b(?:man\s+sagt|sagt\s+man|es\s+hei(?:ss|ß)t|wie\s+man\s+h[oö]rt|h[oö]rt\s+man|man\s+munkelt|ger[uü]chteweise|es\s+gibt\s+ger[uü]chte)\b|(?:^|[.;:\n]\s*|\b(?:nutzer(?:in)?|benutzer(?:in)?|user(?:in)?|kund(?:e|in)|er|sie)\s+)soll(?:en)?\s+(?:[\p{L}\d-]+\s+){0,5}(?:\p{L}*ge\p{L}+(?:t|en)|\p{L}+iert|(?:be|ver|er|zer|ent|emp|miss)\p{L}+(?:t|en))\s+(?:sein|haben)\b`,
  fr: String.raw`\b(?:on\s+dit\s+qu|on\s+raconte\s+qu|a\s+ce\s+qu['’]on\s+dit|d['’]apres\s+ce\s+qu['’]on\s+dit|parait-il|selon\s+la\s+rumeur|la\s+rumeur\s+dit\s+qu|des\s+rumeurs\s+disent\s+qu|on\s+murmure\s+qu|le\s+bruit\s+court\s+qu)|${START_OR_PERSON_ROMANCE}(?!(?:${WISH_FR})r(?:ait|aient)\b)\p{L}{2,}(?:erait|irait|drait|vrait|trait|eraient|iraient|draient|vraient|traient)\b(?!\s+(?:ravie?|heureu\p{L}*|contente?|prete?|mieux|bien|si))|${START_OR_PERSON_ROMANCE}(?:aurait|auraient)\s+(?!(?:pu|du|voulu|aime|prefere|souhaite|besoin|envie)\b)${PART_FR}\b`,
  es: String.raw`${START_OR_PERSON_ROMANCE}(?:tendria|tendrian)\s+${COUNT_OR_ARTICLE}|\b(?:dicen\s+que|se\s+dice\s+que|cuentan\s+que|segun\s+cuentan|por\s+lo\s+que\s+dicen|dizque|se\s+rumorea|corre\s+el\s+rumor|se\s+comenta\s+que|hay\s+rumores\s+de\s+que)\b|${START_OR_PERSON_ROMANCE}(?:habria|habrian)\s+(?!(?:podido|querido|preferido|gustado|debido)\b)${PART_ES_PT}\b|${PERSON_ES}(?!(?:${WISH_ES})(?:ia|ian)\b)\p{L}{2,}(?:aria|eria|iria)(?:n)?\b(?!\s+(?:feliz|encantad\p{L}*|mejor|bien|si))`,
  pt: String.raw`${START_OR_PERSON_ROMANCE}(?:teria|teriam)\s+${COUNT_OR_ARTICLE}|\b(?:dizem\s+que|diz-se\s+que|contam\s+que|pelo\s+que\s+dizem|segundo\s+dizem|ouvi\s+dizer\s+que|consta\s+que|h[aá]\s+rumores\s+de\s+que|corre\s+o\s+boato|comenta-se\s+que|diz\s+o\s+boato)\b|${START_OR_PERSON_ROMANCE}(?:teria|teriam|haveria|haveriam)\s+(?!(?:podido|querido|preferido|gostado|sido\s+melhor)\b)${PART_ES_PT}\b|${START_OR_PERSON_ROMANCE}(?:estaria|estariam)\s+(?!(?:dispost[oa]s?|interessad\p{L}*|feliz|felizes|content\p{L}*|pront\p{L}*|abert\p{L}*|de\s+acordo)\b)\p{L}`,
  it: String.raw`${START_OR_PERSON_ROMANCE}(?:avrebbe|avrebbero)\s+${COUNT_OR_ARTICLE}|\b(?:si\s+dice\s+che|a\s+quanto\s+(?:si\s+)?dice|si\s+racconta\s+che|corre\s+voce\s+che|ho\s+sentito\s+dire\s+che|si\s+vocifera|gira\s+voce\s+che|circola\s+voce\s+che|si\s+mormora\s+che)\b|${START_OR_PERSON_ROMANCE}(?:avrebbe|avrebbero)\s+(?!(?:potuto|dovuto|voluto|preferito|bisogno|voglia|piacere)\b)${PART_IT}\b|${START_OR_PERSON_ROMANCE}(?!(?:${WISH_IT})rebbe(?:ro)?\b)\p{L}{2,}(?:erebbe|irebbe|rebbe)(?:ro)?\b(?!\s+(?:felice|content\p{L}*|meglio|bene|se))`,
  ru: String.raw`(?:^|[,;:.]\s*)говорят(?=\s*(?:,|что|$))|(?<![\p{L}])(?:как\s+говорят|ходят\s+слухи|по\s+слухам|по\s+рассказам|слышал[аи]?,?\s+что)(?![\p{L}])`,
  zh: String.raw`据说|據說|据称|據稱|听人说|聽人說|听别人说|聽別人說|传闻|傳聞|有人说|有人說|据传|據傳|传言|傳言|小道消息`,
  ja: String.raw`とのこと|という話(?:だ|です)?${END}|と聞いた|と聞いている|だって${END}|という噂|噂では|噂によると`,
  ko: String.raw`(?<!반|안|관|현|근|연|환|전|만|본|순|건|편|원|정|단|분|진|문|군|신|판|선|운|인|권|견|잔|번)(?<=${N_FINAL}|는|었|았|였|했|겠|있|없|좋|싫|같|많)대요?${END}|(?:(?<=\p{Script=Hangul})이|${NOT_RAE}(?<=${OPEN_SYLLABLE}))래요?${END}|(?<!달|하|말|자|려|으|오|가)(?:다|라)고\s?(?:한다|해요|합니다|하더라|하던데|들었\p{L}*)${END}|(?:다|라)(?:더라|던데)(?:고요|요)?${END}|(?:얘기|이야기|말|소문)(?:을|를)\s?들었다고\s?(?:함|한다|해요|합니다)|소문에\s?(?:따르면|의하면)`,
};

const HEARSAY_OF = cued(new RegExp(union(HEARSAY), 'imu'));

/**
 * A fact reported from others (a phrase, a modal or a conditional of report, a reported ending): speculative. Read on
 * the candidate's own text, whose end is a sentence's end (tags run on after it: "… 천문대" is a place, not a report).
 */
export const hasHearsay = (text: string): boolean => HEARSAY_OF.test(text);
