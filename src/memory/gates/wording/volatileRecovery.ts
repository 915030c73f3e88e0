import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A body state with an end: something worn or taken until a treatment ends ("while the cast is on", "until the
// stitches come out", "during a course of antibiotics", "bis zum Fädenziehen", "tant qu'il a le plâtre", "hasta que le
// quiten los puntos", "enquanto estiver com o gesso", "finché ha il gesso", "пока не снимут гипс", "拆石膏之前",
// "ギプスが取れるまで", "깁스를 풀 때까지"), a recovery under way ("recovering from flu", "se remet d'une grippe",
// "восстанавливается после операции"), or weeks after an operation. A condition that lasts (diabetes, asthma, an
// allergy to antibiotics) names no treatment that ends and no recovery, and passes. Input is canonical text.

const WORN_EN = String.raw`(?:cast|plaster|splint|sling|brace|stitches|sutures|bandages?|dressing|crutches|boot|drain|catheter|antibiotics|meds|medication|treatment)`;
const WORN_FR = String.raw`(?:platre|attelle|points|fils|pansement|bequilles|atele|minerve|echarpe)`;
const WORN_ES = String.raw`(?:escayola|yeso|ferula|cabestrillo|puntos|muletas|venda|vendaje|collarin|bota)`;
const WORN_PT = String.raw`(?:gesso|tala|pontos|muletas|tipoia|curativo|colar\s+cervical|bota)`;
const WORN_IT = String.raw`(?:gesso|tutore|punti|stampelle|fasciatura|collare|tutore)`;

const RECOVERY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:while|until|till|til)\s+(?:the\s+|my\s+|their\s+|his\s+|her\s+)?(?:\p{L}+\s+)?${WORN_EN}\s+(?:is|are|comes?|come\s+out|gets?|stays?|has|have)\b|\b(?:during|for\s+the\s+rest\s+of|until\s+the\s+end\s+of|until\s+(?:they|he|she|i)\s+(?:finish|finishes|complete|completes))\s+(?:a|the|this|their|his|her|my)\s+(?:course|round|cycle)\s+of\b|\b(?:is|are|am|'s|'re|still)\s+(?:slowly\s+|still\s+)?(?:recovering|recuperating|convalescing)\s+from\b|\bfor\s+(?:a\s+few|a\s+couple\s+of|several|\d+|two|three|four|six)\s+(?:days|weeks|months)\s+after\s+(?:the\s+|a\s+|their\s+|his\s+|her\s+|my\s+)?(?:\p{L}+\s+)?(?:surgery|operation|procedure|fracture|injury)\b`,
  de: String.raw`\bbis\s+(?:zum\s+)?(?:faden|fadenziehen|ende\s+der\s+(?:einnahme|behandlung|therapie|kur))\b|\bbis\s+(?:die|der|das)\s+(?:faden|gips|schiene|verband|naht|nahte)\s+(?:raus|ab|entfernt|gezogen)\b|\b(?:solange|wahrend)\s+(?:er|sie|der\s+nutzer|die\s+nutzerin)\s+(?:den|die|das)\s+(?:gips|schiene|verband|krucken|antibiotika)\b|\b(?:nimmt|nehme|nehmen)\s+(?:gerade\s+|zurzeit\s+|derzeit\s+)?(?:ein\s+)?antibiotik\p{L}*|\berholt\s+sich\s+(?:noch\s+|gerade\s+)?(?:von|nach)\s+(?:einer|einem|der|dem|seiner|seinem|ihrer|ihrem)\s+\p{L}*(?:grippe|operation|op|krankheit|erkaltung|infektion|verletzung|bruch|corona|covid|entzundung|geburt)\b|\bnach\s+der\s+(?:\p{L}+)?operation\s+(?:noch\s+)?(?:einige|ein\s+paar|\d+|zwei|drei|vier|sechs)\s+(?:tage|wochen|monate)\b`,
  fr: String.raw`\btant\s+qu['’](?:il|elle|on|ils|elles)\s+(?:a|porte|aura|garde)\s+(?:le|la|les|un|une|son|sa|ses)\s+${WORN_FR}\b|\bjusqu['’]a\s+ce\s+qu['’]on\s+(?:lui\s+)?(?:retire|enleve)\b|\bjusqu['’]au\s+retrait\s+des?\b|\b(?:sous|suit\s+un\s+(?:traitement|cure)\s+(?:d['’]|aux\s+)?)antibiotiques?\b|\b(?:la\s+)?fin\s+(?:du|de\s+son|de\s+sa)\s+(?:traitement|cure)\b|\bse\s+remet\s+(?:d['’](?:une|un)|de\s+(?:sa|son|la|l['’]))|\ben\s+convalescence\b`,
  es: String.raw`\bmientras\s+(?:lleve|tenga|este\s+con|siga\s+con)\s+(?:la|el|los|las)\s+${WORN_ES}\b|\bhasta\s+que\s+le\s+(?:quiten|saquen|retiren)\b|\b(?:esta\s+)?tomando\s+antibioticos?\b|\b(?:el\s+)?fin(?:al)?\s+del\s+tratamiento\b|\bse\s+esta\s+recuperando\s+de\b|\besta\s+recuperandose\s+de\b|\b(?:esta\s+)?convaleciente\b`,
  pt: String.raw`\benquanto\s+(?:estiver|esta|tiver|usar)\s+com\s+(?:o|a|os|as)\s+${WORN_PT}\b|\benquanto\s+(?:usar|tiver)\s+(?:o|a|os|as)\s+${WORN_PT}\b|\bate\s+(?:tirar|retirar|tirarem|retirarem)\s+(?:o|a|os|as)\s+${WORN_PT}\b|\btomando\s+antibioticos?\b|\bate\s+(?:terminar|acabar)\s+o\s+tratamento\b|\b(?:se\s+recuperando|recuperando-se)\s+(?:de|da|do)\b|\bem\s+recuperacao\b`,
  it: String.raw`\bfinche\s+(?:ha|avra|porta|portera|tiene)\s+(?:il|la|i|le|lo|gli)\s+${WORN_IT}\b|\bfino\s+a\s+quando\s+non\s+(?:gli\s+|le\s+)?(?:tolgono|toglie|togliera|toglieranno)\b|\b(?:prendendo|assumendo)\s+(?:gli\s+|degli\s+)?antibiotici\b|\bfino\s+alla\s+fine\s+della\s+(?:cura|terapia)\b|\bsi\s+sta\s+(?:riprendendo|rimettendo)\s+da\b|\bin\s+convalescenza\b`,
  ru: String.raw`(?<![\p{L}])пока\s+не\s+сним\p{L}*\s+(?:гипс|швы|лангет\p{L}*|повязк\p{L}*)|(?<![\p{L}])пока\s+(?:в\s+гипсе|на\s+костылях|носит\s+(?:гипс|лангет\p{L}*|повязк\p{L}*))|(?<![\p{L}])(?:пропивает|принимает|пь[её]т|проходит)\s+(?:курс\s+)?антибиотик\p{L}*|(?<![\p{L}])до\s+конца\s+(?:курса|лечения)(?![\p{L}])|(?<![\p{L}])восстанавливается\s+после(?![\p{L}])|(?<![\p{L}])после\s+операции\s+(?:ещ[её]\s+)?(?:несколько|пару|\d+|две|три)\s+(?:дн\p{L}*|недел\p{L}*|месяц\p{L}*)`,
  zh: String.raw`拆(?:石膏|线|線|钢板|鋼板)(?:之前|以前|前)|(?:石膏|线|線)拆(?:掉|了)?(?:之前|以前|前)|(?:疗程|療程)(?:结束|結束|完)(?:之前|以前|前)|(?:正在|在)(?:吃|服用|打)(?:抗生素|消炎药|消炎藥|点滴|點滴)|(?:吃|服用)(?:抗生素|消炎药|消炎藥)(?:期间|期間|的这段时间)|术后(?:这|头|前)?(?:几|幾|一|两|兩|\d)(?:周|週|个月|個月|天)|(?:康复期|恢复期|恢復期|养伤期间|養傷期間)`,
  ja: String.raw`(?:ギプス|包帯|松葉杖|コルセット)(?:が取れる|を外す|が外れる|を取る)まで|抜糸(?:する)?まで|(?:手術|術)後(?:しばらく|\d+週間|数週間|\d+か月)|抗生物質を(?:飲んで|服用して)いる(?:間|あいだ|うち)|(?:療養|リハビリ|回復)中`,
  ko: String.raw`(?:깁스|붕대|실밥|목발|보조기)[을를]?\s?(?:풀|뗄|뽑을|뺄|떼어낼|제거할|벗을)\s?때까지|항생제를?\s?(?:먹|복용하)는\s?동안|수술\s?후\s?(?:몇\s?주|당분간|\d+\s?주|한동안)|회복\s?중`,
};

const RECOVERY_OF = cued(new RegExp(union(RECOVERY), 'iu'));
// Cheap prefilter: a word of treatment, wear or recovery the classes need.
const HINT = cued(
  new RegExp(
    canonicalize(
      String.raw`cast|plaster|splint|sling|brace|stitch|suture|bandage|dressing|crutch|antibiotic|meds|medication|treatment|course|recover|recuperat|convalesc|surgery|operation|faden|gips|schiene|verband|krucke|einnahme|behandlung|therapie|kur\b|erholt|platre|attelle|points|fils|pansement|bequille|retir|enleve|cure|remet|escayola|yeso|ferula|cabestrillo|puntos|muletas|vend|tratamiento|recuper|gesso|tala|pontos|tipoia|curativo|tratamento|tutore|punti|stampelle|tolg|togli|antibiot|terapia|riprend|rimett|гипс|швы|лангет|повязк|костыл|курс|лечени|восстанавлив|операц|石膏|线|線|疗程|療程|抗生素|消炎|点滴|點滴|术后|康复|恢复|恢復|养伤|養傷|ギプス|包帯|松葉杖|コルセット|抜糸|術後|手術後|抗生物質|療養|リハビリ|回復|깁스|붕대|실밥|목발|보조기|항생제|수술|회복`,
    ),
    'iu',
  ),
);

/** A body state with an end, a treatment under way or a recovery: temporary. */
export const hasRecoveryEnd = (text: string): boolean => HINT.test(text) && RECOVERY_OF.test(text);
