import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';
import { MILD_NOW } from './volatileProjects';

// An undertaking that ends by itself, under way: doing up one's own home ("is renovating their bathroom", "renoviert
// seine Küche", "rénove sa salle de bain", "está reformando la cocina", "делает ремонт на кухне", "正在装修新房",
// "家をリフォーム中", "집 리모델링 중") or getting ready for one event (an exam, a move, a wedding, a trip, an interview:
// "is preparing for the bar exam", "bereitet sich auf den Umzug vor", "prépare son déménagement", "se está preparando
// para las oposiciones", "готовится к экзаменам", "在准备考研", "引っ越しの準備をしている", "이사 준비 중"). Both are over
// when the work is done or the day has come. Training for a race is left out: the recall fixtures keep "is training for
// the Berlin marathon" as lasting context, a season's goal as much as one day's. A job of doing up other people's homes names no home of one's own ("renovates
// old houses", "works for a renovation company", "在装修公司工作"), and a project of months (a thesis, an app, a company)
// is lasting context (volatileProjects.ts) and names none of these verbs with an event. Where a language's present also
// says what someone does for a living (German, French, Spanish, Portuguese, Italian "renoviert das Bad"), a word of
// now or an own home goes with the verb. Input is canonical text.

const HOME_EN = String.raw`(?:kitchen|bathroom|house|home|flat|apartment|bedroom|living\s+room|basement|attic|garden|place|loft|garage)`;
const EXAM_EN = String.raw`(?:exams?|tests?|finals|midterms|bar|boards)`;
const EVENT_EN = String.raw`(?:interviews?|move|relocation|wedding|trip|holiday|vacation|presentation|defen[cs]e|audition|baby|birth|surgery)`;
const HOME_DE = String.raw`(?:kuche|bad|badezimmer|wohnung|haus|zimmer|keller|dachboden|garten|altbau|eigenheim)`;
const EXAM_DE = String.raw`(?:prufung(?:en)?|examen|klausur(?:en)?|abitur|abi|staatsexamen)`;
const EVENT_DE = String.raw`(?:umzug|hochzeit|reise|urlaub|vorstellungsgesprach|bewerbungsgesprach|prasentation|geburt|operation|verteidigung)`;
const HOME_FR = String.raw`(?:cuisine|salle\s+de\s+bains?|maison|appartement|appart|chambre|sous-sol|grenier|jardin|salon)`;
const EXAM_FR = String.raw`(?:examens?|partiels|concours|bac|baccalaureat)`;
const EVENT_FR = String.raw`(?:demenagement|mariage|voyage|entretien|oral|soutenance|accouchement|operation|vacances)`;
const HOME_ES = String.raw`(?:cocina|bano|casa|piso|departamento|apartamento|habitacion|cuarto|jardin|salon)`;
const EXAM_ES = String.raw`(?:examen(?:es)?|oposiciones|selectividad)`;
const EVENT_ES = String.raw`(?:mudanza|boda|viaje|entrevista|presentacion|defensa|parto|operacion|vacaciones)`;
const HOME_PT = String.raw`(?:cozinha|banheiro|casa\s+de\s+banho|casa|apartamento|ape|quarto|sala|jardim)`;
const EXAM_PT = String.raw`(?:provas?|exames?|vestibular|enem|concurso)`;
const EVENT_PT = String.raw`(?:mudanca|casamento|viagem|entrevista|apresentacao|defesa|parto|cirurgia|ferias)`;
const HOME_IT = String.raw`(?:cucina|bagno|casa|appartamento|camera|stanza|giardino|soggiorno|taverna)`;
const EXAM_IT = String.raw`(?:esami?|maturita|concorso)`;
const EVENT_IT = String.raw`(?:trasloco|matrimonio|viaggio|colloquio|presentazione|discussione|parto|operazione|vacanze)`;
const EXAM_RU = String.raw`(?:экзамен\p{L}*|сесси\p{L}*|егэ)`;
const EVENT_RU = String.raw`(?:переезд\p{L}*|свадьб\p{L}*|поездк\p{L}*|путешестви\p{L}*|собеседовани\p{L}*|защит\p{L}*|родам|операци\p{L}*|отпуск\p{L}*)`;
const EXAM_ZH = String.raw`(?:考研|考试|考試|高考|中考|考公|考编|考編|雅思|托福)`;
const EVENT_ZH = String.raw`(?:面试|面試|婚礼|婚禮|结婚|結婚|搬家|出国|出國|留学|留學|旅行|答辩|答辯|手术|手術|生产|分娩)`;
const EXAM_JA = String.raw`(?:試験|受験)`;
const EVENT_JA = String.raw`(?:引っ越し|引越し|結婚式|面接|旅行|留学|出産|手術|発表|転職)`;
const EXAM_KO = String.raw`(?:시험|수능)`;
const EVENT_KO = String.raw`(?:이사|결혼|결혼식|면접|여행|유학|출산|수술|발표|이직|취업)`;

const UNDERTAKING: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:\b(?:is|are|am|'s|'re|been)\s+|^\s*|[.;:!?]\s+)(?:(?:currently|still|now|busy|slowly)\s+)?(?:renovating|remodell?ing|redoing|refurbishing|redecorating|repainting|doing\s+up)\s+(?:their|his|her|my|our|the)\s+(?:\p{L}+\s+)?${HOME_EN}\b|(?:\b(?:is|are|am|'s|'re|been)\s+|^\s*|[.;:!?]\s+)(?:(?:currently|still|now|busy)\s+)?(?:preparing|getting\s+ready|studying|cramming|packing)\s+for\s+(?:(?:the|an?|their|his|her|my|our|next\s+\p{L}+'?s?)\s+)?(?:\p{L}+\s+){0,2}${EVENT_EN}\b|\bin\s+the\s+(?:middle|midst)\s+of\s+(?:(?:a|the|their|his|her|my)\s+)?(?:moving|move|renovating|renovations?|exams|finals|a\s+kitchen\s+remodel)\b`,
  de: String.raw`\b(?:renoviert|saniert|modernisiert|streicht|tapeziert)\s+(?:(?:gerade|zurzeit|derzeit|momentan|aktuell|noch)\s+)?(?:seine|ihre|meine|unsere|sein|ihr|mein|unser)\s+(?:\p{L}+\s+)?${HOME_DE}\b|\b(?:bereitet|bereite)\s+sich\s+(?:(?:gerade|zurzeit|derzeit|momentan|noch)\s+)?(?:auf|fur)\s+(?:\p{L}+\s+){0,2}${EVENT_DE}\b|\blernt\s+(?:(?:gerade|zurzeit|derzeit|momentan)\s+)?fur\s+(?:\p{L}+\s+){0,2}${EVENT_DE}\b|\b(?:ist|bin|steckt|stecke)\s+(?:gerade\s+)?mitten\s+(?:im|in\s+der|in\s+den)\s+(?:umzug|renovierung|prufungen|prufungsphase|prufungszeit|klausurenphase|sanierung)\b`,
  fr: String.raw`\b(?:renove|refait|repeint|retape)\s+(?:(?:actuellement|en\s+ce\s+moment)\s+)?(?:sa|son|ses|notre|ma|mon)\s+${HOME_FR}\b|\b(?:(?:se\s+)?prepare|revise)\s+(?:(?:actuellement|en\s+ce\s+moment)\s+)?(?:pour\s+|a\s+)?(?:son|sa|ses|le|la|les|l['’]|un|une|mon|ma|mes)\s*(?:\p{L}+\s+)?${EVENT_FR}\b|\best\s+en\s+(?:plein(?:e|s)?\s+)?(?:travaux|demenagement|partiels|examens|renovation)\b|\best\s+en\s+train\s+de\s+(?:renover|refaire|demenager|preparer|reviser)\b`,
  es: String.raw`\b(?:reforma|reformando|renueva|renovando|remodela|remodelando|pinta|pintando)\s+(?:(?:actualmente|ahora)\s+)?(?:su|mi|la|el)\s+(?:\p{L}+\s+)?${HOME_ES}\b(?=[^.;]{0,40}\b(?:actualmente|ahora|en\s+este\s+momento|estos\s+dias)\b)|\b(?:esta|estoy|estan)\s+(?:(?:actualmente|ahora)\s+)?(?:reformando|renovando|remodelando|pintando)\s+(?:su|mi|la|el)\s+(?:\p{L}+\s+)?${HOME_ES}\b|\b(?:se\s+)?(?:esta|estoy)\s+(?:preparando|estudiando)\s+(?:para\s+)?(?:(?:el|la|los|las|su|sus|mi|mis|un|una)\s+)?(?:\p{L}+\s+)?${EVENT_ES}\b|\b(?:esta|estoy)\s+(?:de\s+reformas|en\s+obras|de\s+mudanza|en\s+plena\s+mudanza|de\s+examenes|en\s+epoca\s+de\s+examenes)\b`,
  pt: String.raw`\b(?:esta|estou|to|ta)\s+(?:(?:atualmente|agora)\s+)?(?:reformando|renovando|pintando)\s+(?:o|a|seu|sua|meu|minha)\s+(?:\p{L}+\s+)?${HOME_PT}\b|\b(?:esta|estou|to|ta)\s+(?:se\s+)?(?:preparando|estudando)\s+(?:para|pra|pro)\s+(?:(?:o|a|os|as|um|uma|seu|sua|meu|minha)\s+)?(?:\p{L}+\s+)?${EVENT_PT}\b|\b(?:esta|estou|to|ta)\s+(?:em\s+obras|de\s+mudanca|em\s+plena\s+mudanca|em\s+semana\s+de\s+provas)\b`,
  it: String.raw`\b(?:sta|sto|stanno)\s+(?:(?:ancora|attualmente)\s+)?(?:ristrutturando|rinnovando|ridipingendo|rifacendo)\s+(?:(?:il|la|lo|l['’]|suo|sua|mio|mia)\s*)?(?:\p{L}+\s+)?${HOME_IT}\b|\b(?:(?:si|mi)\s+)?(?:sta|sto)\s+(?:preparando(?:si)?|studiando)\s+(?:per\s+|a\s+)?(?:(?:il|la|lo|l['’]|gli|i|le|un|una|suo|sua|mio|mia)\s*)?(?:\p{L}+\s+)?${EVENT_IT}\b|\b(?:e|sono)\s+(?:in\s+pieno\s+trasloco|sotto\s+esami|in\s+piena\s+ristrutturazione)\b|\bha\s+i\s+lavori\s+in\s+casa\b`,
  ru: String.raw`(?<![\p{L}])(?:делает|делаю|делаем|делают|затеял\p{L}*)\s+ремонт(?=\s+(?:в|на)\s|\s*[.,!;]|\s*$)|(?<![\p{L}])(?:готовится|готовлюсь|готовимся|готовятся)\s+к\s+(?:\p{L}+\s+)?${EVENT_RU}|(?<![\p{L}])в\s+(?:процессе|разгаре)\s+(?:переезда|ремонта|сессии)(?![\p{L}])`,
  zh: String.raw`(?:正在|目前在|现在在|現在在|在|忙着|忙著)(?:准备|準備|筹备|籌備|复习|複習|备战|備戰)(?:\S{0,4}?)${EVENT_ZH}|(?:正在|目前在|现在在|現在在|在|忙着|忙著)搬家|(?:正在|目前在|现在在|現在在|在|忙着|忙著)(?:重新)?(?:装修|裝修|装潢|裝潢|翻修|翻新)(?:新房|房子|家|厨房|廚房|卫生间|衛生間|浴室|公寓|老房|客厅|客廳|(?=[。.，,！!]|$))`,
  ja: String.raw`${EVENT_JA}の(?:準備|勉強|支度)(?:を)?(?:して(?:いる|います|る)|中)|(?:リフォーム|改装|改修|内装工事)(?:中|をして(?:いる|います))|(?:受験|試験)勉強(?:中|をして(?:いる|います))`,
  ko: String.raw`${EVENT_KO}\s?(?:준비|공부)\s?(?:를\s?하고\s?있|중)|${EVENT_KO}(?:을|를)\s?준비하고\s?있|(?:리모델링|인테리어\s?공사|집\s?수리|수리)\s?(?:를\s?하고\s?있|중)`,
};

// Getting ready for an exam is a project of months as often as a passing phase (the recall fixtures keep "在准备雅思考试，
// 目标7分" as lasting context): it counts only with a word of now beside it ("is currently studying for the bar exam",
// "目前在准备考研", "현재 시험 준비 중").
const EXAM_PREP: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|are|am|'s|'re|been)\s+(?:(?:currently|still|now|busy)\s+)?(?:preparing|getting\s+ready|studying|cramming)\s+for\s+(?:(?:the|an?|their|his|her|my|our)\s+)?(?:\p{L}+\s+){0,2}${EXAM_EN}\b`,
  de: String.raw`\b(?:bereitet|bereite)\s+sich\s+(?:(?:gerade|zurzeit|derzeit|momentan|noch)\s+)?(?:auf|fur)\s+(?:\p{L}+\s+){0,2}${EXAM_DE}\b|\blernt\s+(?:(?:gerade|zurzeit|derzeit|momentan)\s+)?fur\s+(?:\p{L}+\s+){0,2}${EXAM_DE}\b`,
  fr: String.raw`\b(?:(?:se\s+)?prepare|revise)\s+(?:(?:actuellement|en\s+ce\s+moment)\s+)?(?:pour\s+|a\s+)?(?:son|sa|ses|le|la|les|l['’]|un|une|mon|ma|mes)\s*(?:\p{L}+\s+)?${EXAM_FR}\b`,
  es: String.raw`\b(?:se\s+)?(?:esta|estoy)\s+(?:preparando|estudiando)\s+(?:para\s+)?(?:(?:el|la|los|las|su|sus|mi|mis|un|una)\s+)?(?:\p{L}+\s+)?${EXAM_ES}\b`,
  pt: String.raw`\b(?:esta|estou|to|ta)\s+(?:se\s+)?(?:preparando|estudando)\s+(?:para|pra|pro)\s+(?:(?:o|a|os|as|um|uma|seu|sua|meu|minha)\s+)?(?:\p{L}+\s+)?${EXAM_PT}\b`,
  it: String.raw`\b(?:(?:si|mi)\s+)?(?:sta|sto)\s+(?:preparando(?:si)?|studiando)\s+(?:per\s+|a\s+)?(?:(?:il|la|lo|l['’]|gli|i|le|un|una|suo|sua|mio|mia)\s*)?(?:\p{L}+\s+)?${EXAM_IT}\b`,
  ru: String.raw`(?<![\p{L}])(?:готовится|готовлюсь|готовимся|готовятся)\s+к\s+(?:\p{L}+\s+)?${EXAM_RU}`,
  zh: String.raw`(?:正在|目前在|现在在|現在在|在|忙着|忙著)(?:准备|準備|复习|複習|备战|備戰)(?:\S{0,4}?)${EXAM_ZH}|(?:正在|目前在|现在在|現在在|在|忙着|忙著)(?:备考|備考)`,
  ja: String.raw`${EXAM_JA}の(?:準備|勉強|支度)(?:を)?(?:して(?:いる|います|る)|中)`,
  ko: String.raw`${EXAM_KO}\s?(?:준비|공부)\s?(?:를\s?하고\s?있|중)|${EXAM_KO}(?:을|를)\s?준비하고\s?있`,
};

const EXAM_PREP_OF = cued(new RegExp(union(EXAM_PREP), 'iu'));
const NOW = cued(new RegExp(MILD_NOW.source, 'iu'));
const UNDERTAKING_OF = cued(new RegExp(union(UNDERTAKING), 'iu'));
// Cheap prefilter: the verbs and nouns the classes need.
const HINT = cued(
  new RegExp(
    canonicalize(
      String.raw`renovat|remodel|redo|refurbish|redecorat|repaint|doing\s+up|preparing|getting\s+ready|studying|cramming|packing|middle|midst|renoviert|saniert|modernisiert|streicht|tapeziert|bereite|lernt|mitten|renove|refait|repeint|retape|prepare|revise|en\s+plein|travaux|demenag|en\s+train|reforma|renov|remodela|pinta|preparando|estudiando|estudando|vestibular|obras|mudan|examen|provas|ristruttur|rinnov|ridipingendo|rifacendo|prepar|studiando|trasloco|esami|lavori|ремонт|готов|процессе|разгаре|准备|準備|筹备|籌備|复习|複習|备战|備戰|备考|備考|搬家|装修|裝修|翻修|翻新|の準備|の勉強|の支度|リフォーム|改装|改修|内装|勉強|준비|공부|리모델링|装潢|裝潢|공사|수리`,
    ),
    'iu',
  ),
);

/** An undertaking that ends by itself (doing up one's home, getting ready for one event), under way: temporary. */
export const hasUndertakingUnderWay = (text: string): boolean =>
  HINT.test(text) && (UNDERTAKING_OF.test(text) || (EXAM_PREP_OF.test(text) && NOW.test(text)));
