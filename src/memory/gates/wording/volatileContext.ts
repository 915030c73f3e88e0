import { type TextTest } from '../caseless';
import { cued, cuedGuarded } from '../cueScan';
import { canonicalize } from '../canonical';

// Temporary and speculative wording said through context rather than a word of time or doubt (the fifth wording
// round, docs/memory-gates.md): a hedge added after the clause, a fact heard from someone else, the conditional of
// hearsay in Romance languages, a state that lasts until an event, an acute illness named with "with", a body state
// of now shown by its emoji, and the chat abbreviations of "right now" and "tomorrow". Input is canonical text
// (accents dropped, Cyrillic look-alikes read as Latin), so the Latin and Cyrillic sources go through canonicalize.
const canon = (sources: readonly string[]): string => canonicalize(sources.join('|'));

/**
 * A hedge after a comma at the very end: "works at a bank, I think.", "…, glaube ich.", "…, il me semble.", "…, si no
 * me equivoco.", "…, acho eu.", "…, se non sbaglio.", "…, если я не ошибаюсь.", "…，应该吧。", "…、たぶん。", "…, 아마도.".
 * The same words opening a sentence are read elsewhere; after a comma at the end they can only qualify the clause.
 */
const HEDGE_AFTER_CLAUSE = cued(
  new RegExp(
    String.raw`[,，、]\s*(?:` +
      canon([
        String.raw`i\s+think|i\s+guess|i\s+believe|i\s+suppose|if\s+i['’]?m\s+not\s+mistaken|if\s+i\s+remember\s+(?:correctly|right)|or\s+so\s+(?:i['’]?m\s+told|i\s+heard|they\s+say|it\s+seems)|unless\s+i['’]?m\s+wrong`,
        String.raw`(?:glaube|denke|vermute|schätze|meine)\s+ich|wenn\s+ich\s+mich\s+(?:nicht\s+irre|recht\s+erinnere)|soweit\s+ich\s+weiß|oder\s+so`,
        String.raw`il\s+me\s+semble|me\s+semble-t-il|je\s+(?:crois|pense|suppose)|j['’]imagine|si\s+je\s+ne\s+me\s+trompe(?:\s+pas)?|si\s+je\s+me\s+souviens\s+bien|para[iî]t-il|à\s+ce\s+qu['’]il\s+para[iî]t`,
        String.raw`creo(?:\s+yo)?|supongo|me\s+parece|si\s+no\s+me\s+equivoco|si\s+mal\s+no\s+recuerdo|imagino`,
        String.raw`acho(?:\s+eu)?|creio|suponho|se\s+não\s+me\s+engano|se\s+bem\s+me\s+lembro|pelo\s+jeito`,
        String.raw`credo|penso|mi\s+pare|mi\s+sembra|se\s+non\s+sbaglio|se\s+non\s+ricordo\s+male|suppongo|immagino`,
        String.raw`кажется|наверное|вроде(?:\s+бы)?|если\s+(?:я\s+)?не\s+ошибаюсь|если\s+я\s+правильно\s+помню|по-моему|думаю|полагаю`,
      ]) +
      String.raw`|(?:应该|應該|可能|大概|也许|也許)吧|好像是|我猜|我(?:觉|覺)得|たぶん|多分|おそらく|と思(?:います|う)|かな|아마(?:도)?|그런\s?(?:것|거)\s?같아요|(?:것|거)\s?같아요|일걸요)` +
      String.raw`(?=\s*(?:[.!?。！？…~～]|$))`,
    'iu',
  ),
);

const PERSON_EN = String.raw`(?:friend|coworker|co-worker|colleague|neighbou?r|sister|brother|cousin|roommate|flatmate|classmate)s?`;
// Family and partners, the other sources of hearsay about the user ("according to his wife", "d'après sa sœur").
const KIN_EN = String.raw`(?:mother|father|mom|mum|dad|wife|husband|partner|girlfriend|boyfriend|parents|son|daughter|aunt|uncle|grandma|grandpa|grandmother|grandfather|grandparents|fiancee?|spouse|family|in-laws|sister|brother)`;
const KIN_FR = String.raw`(?:mere|pere|femme|mari|compagne|compagnon|copine|copain|soeur|sœur|frere|parents|fils|fille|tante|oncle|grand-mere|grand-pere|famille|conjointe?|epouse|epoux|maman|papa)`;
const KIN_DE = String.raw`(?:mutter|vater|mama|papa|frau|mann|partnerin|partner|freundin|eltern|sohn|tochter|tante|onkel|oma|opa|familie|schwester|bruder|ehefrau|ehemann)`;
const KIN_ES = String.raw`(?:madre|padre|mama|papa|esposa|esposo|mujer|marido|pareja|novia|novio|padres|hijo|hija|tia|tio|abuela|abuelo|familia|hermana|hermano)`;
const KIN_PT = String.raw`(?:mae|pai|esposa|marido|mulher|namorada|namorado|pais|filho|filha|tia|tio|avo|familia|companheira|companheiro|irma|irmao)`;
const KIN_IT = String.raw`(?:madre|padre|mamma|papa|moglie|marito|compagna|compagno|fidanzata|fidanzato|genitori|figlio|figlia|zia|zio|nonna|nonno|famiglia|sorella|fratello)`;

/**
 * A fact heard from someone else: "according to a coworker", "laut einem Kollegen", "selon un collègue", "según un
 * compañero", "segundo um colega", "secondo un collega", "по словам коллеги", "коллега говорит, что", "听同事说",
 * "同僚の話では", "동료 말로는", and the Korean reported ending "이사한대요". A named source that is no acquaintance (a
 * doctor, a record) is not hearsay and is left out.
 */
const HEARSAY = new RegExp(
  canon([
    String.raw`\b(?:according\s+to|per)\s+(?:a|an|his|her|their|my|the\s+user['’]?s?|user['’]s)\s+(?:\p{L}+\s+)?(?:${PERSON_EN}|${KIN_EN}s?)\b`,
    String.raw`\b(?:a|his|her|their|my)\s+${PERSON_EN}\s+(?:says|said|mentioned|told\s+me)\s+(?:that\s+)?(?:the\s+user|he|she|they)\b`,
    String.raw`\bi\s+(?:heard|hear)\s+(?:that\s+)?(?:the\s+user|he|she|they)\b`,
    String.raw`\b(?:laut|nach\s+aussage)\s+(?:einem|einer|seinem|seiner|seinen|ihrem|ihrer|ihren|dem|der|meinem|meiner|meinen)\s+(?:\p{L}+\s+)?(?:(?:kolleg|freund|nachbar|schwester|bruder|cousin|mitbewohner)\p{L}*|${KIN_DE}n?\b)`,
    String.raw`\b(?:habe?|hab)\s+gehört,?\s+(?:dass|der|die|er|sie)\b`,
    String.raw`\b(?:selon|d['’]après)\s+(?:un|une|son|sa|ses|le|la|les|des|mon|ma|mes)\s+(?:\p{L}+\s+)?(?:collègue|ami|amie|voisin|voisine|frère|cousin|cousine|colocataire|proche|${KIN_FR})s?\b`,
    String.raw`\bsegún\s+(?:un|una|su|sus|el|la|los|las|mi|mis)\s+(?:\p{L}+\s+)?(?:compañer[oa]|amig[oa]|vecin[oa]|herman[oa]|prim[oa]|colega|compi|${KIN_ES})s?\b`,
    String.raw`\bsegundo\s+(?:um|uma|o|a|os|as|seu|sua|meu|minha)\s+(?:\p{L}+\s+)?(?:coleg[ao]|amig[oa]|vizinh[oa]|irmão|irmã|prim[oa]|companheir[oa]|${KIN_PT})s?\b`,
    String.raw`\bsecondo\s+(?:un|una|uno|il|la|i|le|suo|sua|sue|suoi|mio|mia)\s+(?:\p{L}+\s+)?(?:(?:colleg|amic|vicin|sorell|fratell|cugin|coinquilin)\p{L}*|${KIN_IT}\b)`,
    String.raw`(?<![\p{L}])(?:по\s+словам|со\s+слов)\s+(?:\p{L}+\s+)?(?:коллег|друг|друз|подруг|сосед|сестр|брат|мам|матер|отц|пап|жен|муж|родител|сын|доч|тет|тёт|дяд|бабушк|дедушк|девушк|парн|семь)\p{L}*`,
    String.raw`(?<![\p{L}])(?:коллега|коллеги|друг|друзья|подруга|сосед|соседка|сестра|брат)\s+(?:говорит|говорят|рассказывает|рассказал\p{L}?|сказал\p{L}?),?\s+что(?![\p{L}])`,
  ]) +
    String.raw`|(?:听|聽|据|據)(?:他|她|用户|用戶)?的?(?:妈妈|媽媽|爸爸|老婆|老公|妻子|丈夫|女朋友|男朋友|对象|對象|父母|姐姐|妹妹|哥哥|弟弟|家里人|家裡人)(?:说|說)|(?:听|聽|据|據)(?:同事|朋友|邻居|鄰居|同学|同學|家人|别人|別人|妈妈|媽媽)(?:说|說)(?=\s*(?:用户|用戶|使用者|他|她|,|，))|(?:同僚|友人|友達|知人|家族|妹|姉|兄|弟)(?:の話|から聞いた話|が言うに)(?:では|によると|だと)|(?:동료|친구|이웃|언니|누나|형|오빠|동생|지인)\s?(?:말로는|말에\s?따르면)|(?<=[\p{Script=Hangul}])(?:한|간|온|있|없|된|했)대요?(?=\s*(?:[.!?]|$))`,
  'iu',
);

/**
 * The conditional of hearsay in French, Spanish, Portuguese and Italian: "l'utilisateur serait infirmier", "el usuario
 * sería enfermero", "o usuário seria enfermeiro", "l'utente sarebbe infermiere" (he is said to be). The same verb before
 * a word of liking, readiness or judgement is a wish ("serait ravi de…", "sarebbe felice di…", "sería mejor…").
 */
const HEARSAY_CONDITIONAL = new RegExp(
  canon([
    String.raw`\b(?:utilisateur|utilisatrice|usuari[oa]|utente|il|elle|él|ella|ele|ela|lui|lei)\s+(?:serait|sería|seria|sarebbe)\s+(?!(?:très|molto|muy|muito|plus|più|más|mais|ravie?|heureux|heureuse|contente?|prête?|felice|content[oa]|liet[oa]|dispost[oa]|disposée?|grat[oa]|feliz|encantad[oa]|dispuest[oa]|agradecid[oa]|interess\p{L}*|mieux|meglio|mejor|melhor|ideal|utile|útil|perfett[oa]|perfect[oa]|parfaite?|bien|bene|bem|buen[oa]|bom|boa|capable|capace|capaz|en|in|de|d['’]accord|d['’]accordo|pront[oa]|list[oa]|dispo\p{L}*|reconnaissante?|dovut\p{L}*|potut\p{L}*|volut\p{L}*|stat[oaie]|allée?|venue?)(?![\p{L}]))\p{L}`,
  ]),
  'iu',
);

/**
 * A state that lasts until an end, with no word of time: "bis der Gips abkommt", "en attendant que l'appartement soit
 * prêt", "até o apartamento ficar pronto", "fino alla fine dei lavori", "до окончания ремонта", "新房装修好之前",
 * "新居が完成するまで", "공사가 끝날 때까지". Only verbs of completion and healing: an arrival or a return bounds daily
 * habits as often ("liest gern, bis der Bus kommt", "バスが来るまで本を読む"), so it is left out.
 */
const UNTIL_AN_END = new RegExp(
  canon([
    String.raw`\bbis\s+(?:die|der|das|er|sie|es|seine|ihre|sein|ihr)\s+(?:\p{L}+\s+){0,3}(?:abkommt|ab\s+ist|verheilt|heilt|vorbei\s+ist|fertig\s+ist)\b`,
    String.raw`\ben\s+attendant\s+(?:que|la\s+fin)\b|\bjusqu['’]à\s+la\s+fin\s+des\s+travaux\b`,
    String.raw`\b(?:hasta\s+el\s+final?\s+de\s+las\s+obras|até\s+o\s+fim\s+das\s+obras)\b`,
    String.raw`\baté\s+(?:(?:o|a|os|as)\s+(?:\p{L}+\s+){1,3})?(?:ficar|tirar|acabar|terminar|sarar)(?:em)?\b`,
    String.raw`\bfino\s+alla\s+fine\s+dei\s+lavori\b`,
    String.raw`(?<![\p{L}])до\s+(?:окончания\s+ремонта|выписки|снятия\s+гипса)(?![\p{L}])`,
  ]) +
    String.raw`|(?:修好|装好|裝好|弄好|办好|辦好|装修好|裝修好|搬完|出院|结束|結束)之前|拆[^，。,.]{0,4}之前|` +
    canonicalize(String.raw`(?:完成する|終わる|決まる|見つかる|治る|取れる)まで`) +
    String.raw`|(?:끝날|나을|정해질|완성될|풀)\s?때까지`,
  'iu',
);

/**
 * An acute illness named with "with" (bedridden with a cold): "liegt mit einer Erkältung flach", "cloué au lit avec un
 * rhume", "en cama con un resfriado", "de cama com gripe", "a letto con il raffreddore", "with the flu.".
 */
const WITH_ACUTE_ILLNESS = new RegExp(
  canon([
    String.raw`\bmit\s+(?:einer|einem|der)\s+(?:Grippe|Erkältung|Magen-Darm-Grippe|Mandelentzündung|Bronchitis)(?![\p{L}-])`,
    String.raw`\bavec\s+(?:la|une|un)\s+(?:grippe|rhume|angine|gastro)\b`,
    String.raw`\b(?:con|com)\s+(?:la\s+|el\s+|il\s+|un\s+|una\s+|uma\s+|um\s+|a\s+|l['’])?(?:gripe|resfriado|catarro|influenza|raffreddore|febbre|fiebre|febre|virose|gastroenteritis|bronquitis|bronchite)(?![\p{L}-])(?!\s+(?:avi|sui|porc|espa|spag)\p{L}*)`,
    String.raw`\bwith\s+(?:a|the)\s+(?:cold|flu|fever|stomach\s+bug)(?=\s*[.,;!]|\s*$|\s+(?:and|but|so)\b)`,
    String.raw`(?<![\p{L}])с\s+(?:гриппом|простудой|температурой|ангиной)(?![\p{L}])`,
  ]),
  'iu',
);

/** A word of tiredness or sleepiness in each language, for the emoji that shows it now. */
const TIRED = canon([
  String.raw`\b(?:tired|sleepy|exhausted|knackered|müde|kaputt|erschöpft|fatigué|crevé|épuisé|cansad|agotad|esgotad|stanc|esaust|устал|вымотан)\p{L}*`,
]);
/** A body state of now shown by its emoji beside a word of that state: "v tired atm 😴", "用户累死了😴", "넘 졸림 ㅠㅠ😴". */
const TIRED_EMOJI = new RegExp(
  String.raw`(?:${TIRED}|累|困|疲れ|眠い|졸|피곤)[^\n]{0,24}[\u{1F634}\u{1F971}\u{1F62A}\u{1F62B}\u{1F629}\u{1F635}]`,
  'iu',
);

/**
 * The chat abbreviations of "right now", "tonight" and "tomorrow": "rn", "tmrw", "2nite", "dem1", "ahorita", "mñn",
 * "agr", "agora há pouco" (a moment ago), "明儿", "ジムなう", "낼". "RN" in capitals is a nurse, so "rn" counts in lower case only; "行なう" (to hold) and
 * "낼 수 있다" (can pay) are other words.
 */
const CHAT_NOW_LOWER =
  /(?<![\p{Script=Latin}\p{N}])(?:rn|tmrw|tmrrw|tmr|2moro|2nite|tonite|dem1|ahorita|mnn|agr|agorinha|agora\s+ha\s+pouco)(?![\p{Script=Latin}\p{N}])/u;
const CHAT_NOW_CJK =
  /明儿|明個兒|(?<![行損伴担失賄])(?<=[\p{Script=Katakana}\p{Script=Han}ー])なう|(?<![\p{Script=Hangul}])낼(?=\s)(?!\s*(?:수|거|것|게|때|만|돈))/u;

/** A state of now in traffic: "stuck in traffic", "steckt im Stau", "渋滞にはまって", "차가 막혀". */
const IN_TRAFFIC = new RegExp(
  canon([
    String.raw`\bstuck\s+in\s+(?:traffic|a\s+traffic\s+jam)\b`,
    String.raw`\b(?:steckt|steht|stecke|stehe)\s+(?:\p{L}+\s+){0,4}im\s+Stau\b`,
  ]) + '|渋滞に(?:はまって|巻き込まれて)|차가\\s?막혀',
  'iu',
);

/**
 * The last train or bus of a night, which is one night's: "missed the last train", "den letzten Zug verpasst", "a raté
 * le dernier train", "perdió el último tren", "perdeu o último trem", "ha perso l'ultimo treno", "опоздал на последнюю
 * электричку", "错过了末班车", "終電を逃して", "막차를 놓쳐서". A habit of taking it names its frequency, which the
 * caller reads first.
 */
const LIKING = cued(
  new RegExp(
    canon([
      String.raw`(?<![\p{L}])(?:prefers?|likes?|loves?|hates?|mag|liebt|bevorzugt|préfère|aime|prefiere|gusta|prefere|gosta|preferisce|piace|любит|предпочитает)(?![\p{L}])`,
    ]) + '|喜欢|喜歡|好き|좋아|선호',
    'iu',
  ),
);

const LAST_SERVICE = new RegExp(
  canon([
    String.raw`the\s+last\s+(?:train|bus|metro|subway|tram|ferry)`,
    String.raw`letzten\s+(?:Zug|Bus|U-Bahn|S-Bahn|Tram|Straßenbahn)`,
    String.raw`dernier\s+(?:train|bus|métro|tram|RER)`,
    String.raw`último\s+(?:tren|autobús|bus|metro|trem|ônibus|metrô|comboio|autocarro)`,
    String.raw`l['’]ultimo\s+(?:treno|autobus|bus|tram)|l['’]ultima\s+metro`,
    String.raw`(?<![\p{L}])последн\p{L}+\s+(?:электричк|поезд|автобус|метро|маршрутк)\p{L}*`,
  ]) +
    '|末班(?:车|車|地铁|地鐵|公交|巴士)|' +
    canonicalize('終電|終バス') +
    '|막차',
  'iu',
);

const LAST_SERVICE_GUARDED = cuedGuarded(LAST_SERVICE);

/** One coming weekday in Russian without an event beside it: "в следующий вторник улетит". */
const NEXT_WEEKDAY_RU = new RegExp(
  canon([
    String.raw`(?<![\p{L}])в\s+(?:следующ|ближайш|будущ)\p{L}*\s+(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)(?![\p{L}])`,
  ]),
  'iu',
);

const TEMPORARY_CONTEXT: readonly TextTest[] = [
  UNTIL_AN_END,
  WITH_ACUTE_ILLNESS,
  TIRED_EMOJI,
  IN_TRAFFIC,
  CHAT_NOW_CJK,
  NEXT_WEEKDAY_RU,
].map(cuedGuarded);

/** A temporary state said through context: until an end, an illness "with", tiredness with its emoji, chat "now". */
export const hasTemporaryContext = (text: string): boolean =>
  CHAT_NOW_LOWER.test(text) ||
  TEMPORARY_CONTEXT.some((shape) => shape.test(text)) ||
  (LAST_SERVICE_GUARDED.test(text) && !LIKING.test(text));

/**
 * The honorific and humble forms of the evidentials, which the plain ones ("ようだ", "것 같다") do not spell:
 * "ベジタリアンのようでございます", "らしゅうございます", "かと存じます", "と思われます", "바쁘신가 봐요", "가신 모양입니다".
 */
const HONORIFIC_EVIDENTIAL = new RegExp(
  canonicalize(String.raw`(?:よう|みたい|そう)でございます|らしゅうございます|(?:か|の)と存じます|と思われます|ご様子(?:です|だ)`) +
    String.raw`|신가\s?봐요|신가\s?봅니다|신\s?모양입니다|신\s?듯합니다`,
  'u',
);

const SPECULATIVE_CONTEXT: readonly TextTest[] = [HEARSAY, HEARSAY_CONDITIONAL, HONORIFIC_EVIDENTIAL].map(cuedGuarded);

/** A guess said through context: a hedge after the clause, hearsay, the conditional of hearsay. */
export const hasSpeculativeContext = (text: string): boolean =>
  HEDGE_AFTER_CLAUSE.test(text) || SPECULATIVE_CONTEXT.some((shape) => shape.test(text));
