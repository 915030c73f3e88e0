import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A phase of life under way that ends by itself, named by its noun or its verb, as a model summarising a week of chats
// writes it with no word of time (the sixteenth wording round): exam season ("in the middle of exam season", "en pleine
// période d'examens", "está en época de provas", "正值考试季", "시험 기간이라"), a divorce under way ("going through a
// divorce", "sta divorziando", "正在办离婚", "離婚協議中", "이혼 소송 중"), a driving licence under way ("learning to
// drive", "está sacándose el carné", "учится водить", "在学车", "教習所に通っている"), a course of antibiotics ("on
// antibiotics", "sous antibiotiques", "항생제를 복용하고 있다") and guests staying ("has relatives staying", "está com
// parentes hospedados", "亲戚来家里住"). The lasting states beside them name none of these shapes: "is divorced",
// "está divorciada", "离过婚", "has a driving licence", "lives with her parents", "is allergic to antibiotics". Input is
// canonical text.

const EXAM_SEASON: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:in\s+the\s+(?:middle|midst|thick)\s+of|(?:is|'s|am|are)\s+in|it['’]?s)\s+(?:\p{L}+\s+)?(?:exam|exams|finals|revision)\s+(?:season|period|week|weeks|time)\b`,
  de: String.raw`\b(?:steckt|stecke|ist|bin)\s+(?:gerade\s+|mitten\s+)?(?:in\s+der|im)\s+(?:prufungs|klausuren)(?:phase|zeit|stress)\b|\b(?:hat|habe)\s+(?:gerade\s+)?(?:prufungs|klausuren)(?:phase|zeit)\b`,
  fr: String.raw`\b(?:est|suis)\s+en\s+(?:plein(?:e)?\s+)?(?:periode|session|semaine)\s+(?:d['’]\s*examens|de\s+partiels|de\s+revisions)|\ben\s+plein(?:e)?\s+(?:periode|session|semaine)\s+(?:d['’]\s*examens|de\s+partiels|de\s+revisions)`,
  es: String.raw`\b(?:esta|estoy|estan)\s+(?:en\s+(?:plena\s+)?|de\s+)(?:epoca|semana|temporada|periodo)\s+de\s+examenes\b|\ben\s+plena\s+(?:epoca|semana|temporada)\s+de\s+examenes\b`,
  pt: String.raw`\b(?:esta|estou|ta|to)\s+(?:em|na)\s+(?:plena\s+)?(?:epoca|semana|temporada|periodo)\s+de\s+(?:provas|exames)\b|\bem\s+plena\s+(?:epoca|semana)\s+de\s+(?:provas|exames)\b`,
  it: String.raw`\b(?:e|sono)\s+in\s+(?:piena\s+)?sessione(?:\s+(?:d['’]\s*esami|di\s+esami|estiva|invernale))?\b|\bin\s+piena\s+sessione\b`,
  ru: String.raw`(?<![\p{L}])у\s+(?:нее|него|меня|нас|них)\s+(?:сейчас\s+)?сессия(?![\p{L}])|(?<![\p{L}])(?:в\s+разгар|в\s+разгаре)\s+сесси\p{L}*`,
  zh: String.raw`(?:正值|正逢|赶上|趕上|处于|處於|正在)(?:期末)?(?:考试|考試)(?:季|周|週|期)`,
  ja: String.raw`(?:試験|テスト)期間(?:中|の(?:真っ)?最中|です|だ)`,
  ko: String.raw`시험\s?기간(?:이라|이다|이에요|이어서|입니다|\s?중)`,
};

const DIVORCE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:going\s+through|in\s+the\s+(?:middle|midst)\s+of)\s+(?:a|the|her|his|their|my)\s+divorce\b|\b(?:is|are|am|'s|'re)\s+(?:currently\s+|now\s+)?(?:getting\s+divorced|divorcing|separating)\b|\bdivorce\s+(?:is\s+)?(?:in\s+progress|under\s*way|pending)\b`,
  de: String.raw`\b(?:lasst|lassen|lasse)\s+sich\s+(?:gerade\s+|zurzeit\s+)?scheiden\b|\b(?:lebt|leben|ist|sind)\s+in\s+(?:scheidung|trennung)\b|\btrennt\s+sich\s+gerade\b|\bmitten\s+in\s+der\s+scheidung\b`,
  fr: String.raw`\ben\s+(?:instance|cours|pleine\s+procedure)\s+de\s+divorce\b|\ben\s+plein\s+divorce\b|\ben\s+train\s+de\s+(?:divorcer|se\s+separer)\b|\bdivorce\s+en\s+cours\b`,
  es: String.raw`\b(?:se\s+esta|esta|estoy)\s+(?:divorciando|separando)(?:se)?\b|\ben\s+(?:pleno\s+)?(?:proceso|tramites?)\s+de\s+(?:divorcio|separacion)\b|\ben\s+pleno\s+divorcio\b`,
  pt: String.raw`\b(?:esta|ta|estou)\s+(?:se\s+)?(?:divorciando|separando)(?:-se)?\b|\bno\s+meio\s+de\s+um\s+divorcio\b|\bem\s+processo\s+de\s+divorcio\b`,
  it: String.raw`\b(?:sta|stanno|sto)\s+divorziando\b|\b(?:si|ci)\s+(?:sta|stanno|stiamo)\s+separando\b|\bin\s+(?:fase|corso|via)\s+di\s+(?:divorzio|separazione)\b`,
  ru: String.raw`(?<![\p{L}])(?:разводится|разводятся|развожусь|расходятся|в\s+процессе\s+развода|идет\s+развод)(?![\p{L}])`,
  zh: String.raw`(?:正在|在)(?:办|辦|闹|鬧|打)?(?:离婚|離婚)(?![后後以])|(?:离婚|離婚)(?:中|官司)`,
  ja: String.raw`離婚(?:協議|調停|裁判|手続き|手続)?中|別居中|離婚(?:協議|調停|裁判|手続き)をして(?:いる|います)`,
  ko: String.raw`(?:이혼\s?(?:소송|절차|조정|협의)?|별거)\s?중|이혼\s?(?:소송|절차)(?:을|를)\s?(?:하고|밟고)\s?있`,
};

const LICENCE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\blearning\s+(?:to|how\s+to)\s+drive\b|\btaking\s+driving\s+lessons\b|\b(?:getting|working\s+on)\s+(?:a|an|his|her|my|their)\s+(?:driving|driver['’]?s)\s+licen[cs]e\b`,
  de: String.raw`\b(?:macht|mache)\s+(?:gerade\s+|zurzeit\s+|grad\s+)?(?:den|seinen|ihren|meinen)\s+fuhrerschein\b|\b(?:nimmt|nehme)\s+fahrstunden\b|\blernt\s+(?:gerade\s+)?(?:auto\s*)?fahren\b`,
  fr: String.raw`\b(?:apprend|apprends)\s+a\s+conduire\b|\b(?:passe|prepare)\s+(?:son|le)\s+permis\b|\bprend\s+des\s+(?:cours|lecons)\s+de\s+conduite\b`,
  es: String.raw`\bsacando(?:se)?\s+(?:el\s+)?(?:carne|carnet|permiso|licencia)\s+de\s+(?:conducir|manejar)\b|\baprendiendo\s+a\s+(?:conducir|manejar)\b|\bclases\s+de\s+(?:conducir|manejo)\b`,
  pt: String.raw`\btirando\s+(?:a\s+)?(?:carteira|carta|habilitacao|cnh)\b|\baprendendo\s+a\s+(?:dirigir|conduzir)\b`,
  it: String.raw`\bprendendo\s+la\s+patente\b|\bimparando\s+a\s+guidare\b|\bfa\s+(?:la\s+)?scuola\s+guida\b`,
  ru: String.raw`(?<![\p{L}])(?:учится|учусь)\s+(?:водить|вождению|на\s+права)(?![\p{L}])|(?<![\p{L}])(?:получает|сдает|сдаю)\s+(?:на\s+)?права(?![\p{L}])|(?<![\p{L}])ходит\s+в\s+автошколу(?![\p{L}])`,
  zh: String.raw`(?<![教])(?:学车|學車|练车|練車)|(?:在|正在)考(?:驾照|駕照)`,
  ja: String.raw`教習所に(?:通って(?:いる|います|る)|通い中)|免許(?:を)?取得中|免許合宿中`,
  ko: String.raw`운전(?:을)?\s?배우(?:고\s?있|는\s?중)|운전면허\s?(?:를\s?)?(?:따는|준비)\s?중|운전\s?학원에?\s?다니(?:고\s?있|는\s?중)`,
};

const ANTIBIOTICS: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:(?:is|'s|am|are)\s+on|taking|finishing)\s+(?:a\s+(?:course|round)\s+of\s+)?antibiotics\b|^on\s+antibiotics\b`,
  de: String.raw`\b(?:nimmt|nehme|bekommt|bekomme)\s+(?:gerade\s+|zurzeit\s+|noch\s+)?(?:ein\s+)?antibiotik(?:a|um)\b|\bunter\s+antibiotika\b`,
  fr: String.raw`\bsous\s+antibiotiques?\b|\bsuit\s+un\s+traitement\s+(?:d['’]\s*|aux\s+)antibiotiques?\b`,
  es: String.raw`\btomando\s+(?:un\s+)?antibioticos?\b|\ben\s+tratamiento\s+con\s+antibioticos?\b`,
  pt: String.raw`\btomando\s+(?:um\s+)?antibioticos?\b|\bem\s+tratamento\s+com\s+antibioticos?\b`,
  it: String.raw`\bprendendo\s+(?:un\s+|gli\s+|degli\s+)?antibiotic[oi]\b|\bsotto\s+antibiotic[oi]\b|\bin\s+terapia\s+antibiotica\b`,
  ru: String.raw`(?<![\p{L}])(?:принимает|пьет|пью|принимаю|колет|сидит\s+на)\s+антибиотик\p{L}*`,
  zh: String.raw`(?:在|正在)(?:吃|服用|打|输|輸)(?:着|著)?抗生素`,
  ja: String.raw`(?:抗生物質|抗生剤)を(?:飲んで|服用して)(?:いる|います|る)|(?:抗生物質|抗生剤)(?:を)?服用中`,
  ko: String.raw`항생제\s?(?:를|을)?\s?(?:복용하고|먹고|맞고)\s?있|항생제\s?(?:복용|치료)\s?중`,
};

const GUESTS: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:has|have|'s\s+got)\s+(?:\p{L}+\s+){0,2}(?:relatives|family|guests|in-laws|visitors)\s+(?:staying|visiting|over)\b|\bhosting\s+(?:\p{L}+\s+)?(?:relatives|family|guests|in-laws)\b`,
  de: String.raw`\b(?:hat|habe|haben)\s+(?:gerade\s+|zurzeit\s+)?(?:\p{L}+\s+)?(?:verwandte|familie|gaste|schwiegereltern)\s+(?:zu\s+besuch|zu\s+gast)\b`,
  fr: String.raw`\bheberge\s+(?:de\s+la\s+famille|des\s+(?:proches|invites|cousins)|sa\s+(?:famille|belle-famille)|ses\s+(?:beaux-parents|cousins))\b`,
  es: String.raw`\btiene\s+(?:a\s+)?(?:unos\s+|sus\s+)?(?:familiares|parientes|invitados|suegros)\s+(?:quedandose|alojados|de\s+visita)\b`,
  pt: String.raw`\b(?:esta|ta|estou)\s+com\s+(?:\p{L}+\s+)?(?:parentes|familiares|visitas|hospedes|sogros)\s+(?:hospedad[oa]s|em\s+casa)\b|\bhospedando\s+(?:\p{L}+\s+)?(?:parentes|familiares|sogros)\b`,
  it: String.raw`\bha\s+(?:dei\s+|i\s+)?(?:parenti|suoceri)\s+(?:ospiti\s+)?in\s+casa\b|\bospita\s+(?:dei\s+|i\s+)?(?:parenti|suoceri)\b`,
  ru: String.raw`(?<![\p{L}])(?:гостят|гостит)(?![\p{L}])`,
  zh: String.raw`(?:亲戚|親戚|客人|公婆|岳父母)(?:来|來)(?:家里|家裡|家)?(?:住|小住|暂住|暫住)|家里(?:来|來)了(?:客人|亲戚|親戚)`,
  ja: String.raw`(?:親戚|両親|友人|友達|義両親|客)が(?:泊まりに来て|泊まって|滞在して)(?:いる|います|る)`,
  ko: String.raw`(?:친척|손님|시부모님|친구)(?:들)?이\s?(?:집에\s?)?(?:와서\s?)?(?:지내고|머물고|묵고)\s?있`,
};

const PHASE_OF = cued(new RegExp([EXAM_SEASON, DIVORCE, LICENCE, ANTIBIOTICS, GUESTS].map(union).join('|'), 'iu'));

/** Exam season, a divorce, a driving licence, a course of antibiotics or guests, under way: temporary. */
export const hasLifePhase = (text: string): boolean => PHASE_OF.test(text);
