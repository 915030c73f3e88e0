import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A state or a routine held only up to a coming event: "cramming every night before the exam", "can't drive until the
// cast comes off", "no eating out till payday", "Bis zur Prüfung lernt er jeden Abend", "avant l'examen", "tant que le
// plâtre n'est pas enlevé", "hasta el examen", "até a prova", "só depois do salário", "fino all'esame", "до экзамена",
// "考试前这段时间", "給料日まで", "월급날까지"; and this year's fast ("в этом году во время Рамадана"). The events are a closed
// class (an exam, a cast, an operation, a wedding, a move, a birth, an interview, a submission, a competition, payday).
// A routine before every such event ("always nervous before exams", "vor jeder Prüfung") and a past ("before the
// wedding she lived in Rome") are lasting. A routine said inside the bound stays temporary, so this is read before
// words of frequency. Input is canonical text.

const EVENT_EN = String.raw`(?:exam|exams|finals|test|surgery|operation|wedding|move|birth|due\s+date|baby\s+(?:comes|arrives|is\s+born)|interview|deadline|submission|defen[cs]e|competition|race|marathon|tournament|payday|next\s+paycheck|cast\s+(?:comes|is)\s+off)`;
const EVENT_DE = String.raw`(?:prufung|klausur|examen|op|operation|hochzeit|umzug|geburt|entbindung|vorstellungsgesprach|abgabe|verteidigung|wettkampf|turnier|marathon|zahltag|gehalt|gips\s+ab)`;
const EVENT_FR = String.raw`(?:examen|partiel|partiels|bac|concours|operation|mariage|demenagement|accouchement|naissance|entretien|soutenance|rendu|competition|marathon|paie|salaire)`;
const EVENT_ES = String.raw`(?:examen|examenes|operacion|cirugia|boda|mudanza|parto|entrevista|entrega|defensa|competencia|maraton|quincena|cobro|yeso)`;
const EVENT_PT = String.raw`(?:prova|exame|vestibular|enem|cirurgia|operacao|casamento|mudanca|parto|entrevista|entrega|defesa|competicao|maratona|salario|pagamento|gesso)`;
const EVENT_IT = String.raw`(?:esame|esami|maturita|operazione|intervento|matrimonio|trasloco|parto|colloquio|consegna|discussione|gara|maratona|stipendio|gesso)`;
const EVENT_RU = String.raw`(?:экзамен\p{L}*|сессии|операции|свадьбы|переезда|родов|собеседовани\p{L}*|сдачи|защиты|соревновани\p{L}*|марафона|зарплаты|получки|снятия\s+гипса)`;
// The events that come once (an operation, a wedding, a move, a birth, a defence, an interview), not exams, which come
// back: before one of them a Chinese, Japanese or Korean abstention needs no word of "until" ("我手术前不喝酒", "手術前は
// 禁酒", "수술 전에는 술을 안 마셔요"); a habit before every exam stays lasting.
const ONE_OFF_ZH = String.raw`(?:手术|手術|婚礼|婚禮|搬家|生产|生產|预产期|預產期|答辩|答辯|面试|面試)`;
const ONE_OFF_JA = String.raw`(?:手術|結婚式|引っ越し|出産|面接)`;
const ONE_OFF_KO = String.raw`(?:수술|결혼식|이사|출산|면접)`;
const THE = (articles: string) => String.raw`(?:(?:${articles})\s*)?(?:\p{L}+\s+)?`;

const EVENT_BOUND: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:before|until|till|til|up\s+to|ahead\s+of|in\s+the\s+run-up\s+to)\s+(?:the|my|his|her|their|next)\s+(?:big\s+)?${EVENT_EN}\b|\b(?:until|till|til)\s+${EVENT_EN}\b`,
  de: String.raw`\b(?:bis\s+zu[rm]|vor\s+de[rm]|bis\s+nach\s+de[rm])\s+(?:\p{L}+\s+)?${EVENT_DE}\b|\bbis\s+(?:der|die|das)\s+${EVENT_DE}\b`,
  fr: String.raw`(?:\bavant\s+(?:l['’]\s*|le\s+|la\s+|les\s+|son\s+|sa\s+|ses\s+)|\bjusqu['’]\s*(?:au\s+|aux\s+|a\s+(?:l['’]\s*|la\s+|son\s+|sa\s+)))${EVENT_FR}\b|\btant\s+que\s+(?:le|la|son|sa)\s+platre\b`,
  es: String.raw`\b(?:antes\s+del?|hasta\s+(?:el|la|que\s+(?:le\s+)?(?:quiten|pase|llegue|cobre|sea))|solo\s+despues\s+del?)\s+(?:${THE('el|la|su')}${EVENT_ES}|(?:(?:el|la|su)\s+)?(?:gran\s+)?final)\b`,
  pt: String.raw`\b(?:antes\s+d[oa]|ate\s+(?:o|a)|so\s+depois\s+d[oa])\s+(?:\p{L}+\s+)?${EVENT_PT}\b`,
  it: String.raw`\b(?:prima\s+del(?:l['’]|la|lo)?|fino\s+(?:al(?:l['’]|la|lo)?|a\s+(?:che|quando))|finche\s+non)\s*(?:\p{L}+\s+)?${EVENT_IT}\b`,
  ru: String.raw`(?<![\p{L}])(?:до|перед|пока\s+не\s+(?:снимут|будет))\s+(?:\p{L}+\s+)?${EVENT_RU}(?![\p{L}])|(?<![\p{L}])(?:в\s+этом\s+году\s+во\s+время|во\s+время\s+\p{L}+\s+в\s+этом\s+году)(?![\p{L}])`,
  zh: String.raw`(?:考试|考試|期末考|高考|考研|手术|手術|婚礼|婚禮|搬家|生产|生產|预产期|預產期|面试|面試|答辩|答辯|比赛|比賽|发工资|發工資|发薪|發薪)(?:之前|以前|前)(?:这段时间|這段時間|这几天|這幾天|这阵子|這陣子|[，,])|(?:考完|发工资|發工資|发薪|發薪|拆石膏)(?:之前|以前)|${ONE_OFF_ZH}(?:之前|以前|前)(?:都|先|就|会|會|要|在|正在)?(?=不|别|別|戒|停|少|只|暂|暫|禁|控|减|減)|(?:为了|為了)${ONE_OFF_ZH}[^，。]{0,4}(?:在|正在)?(?:戒|控|减|減|少吃|不吃|不喝)`,
  ja: String.raw`(?:試験|テスト|手術|結婚式|引っ越し|出産|面接|締め切り|提出|大会|給料日|ボーナス)(?:が終わる|まで|前まで)|${ONE_OFF_JA}前(?:は|に|の間は)[^。]*?(?:禁|控え|やめ|止め|ない|断)|${ONE_OFF_JA}に(?:向けて|備えて)[^。]*?(?:禁|控え|やめ|止め|減らし|断|ダイエット)`,
  ko: String.raw`(?:시험|수술|결혼식|이사|출산|면접|마감|제출|대회|월급날|월급)\s?(?:끝날\s?때까지|전까지|때까지|까지)|${ONE_OFF_KO}\s?전(?:에는|엔|에|까지는)\s[^.]*?(?:안\s|못\s|끊|참|금지|않)|${ONE_OFF_KO}(?:을|를)\s?앞두고\s[^.]*?(?:안\s|못\s|끊|참|금지|않|줄이|다이어트)`,
};

// Before every such event, or a past: lasting.
const LASTING: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:always|usually|every\s+time|each\s+time|whenever|before\s+(?:every|each|any)|was|were|had|used\s+to|lived|worked)\b`,
  de: String.raw`\b(?:immer|jedes\s+mal|vor\s+jede[rm]?|bis\s+zu\s+jede[rm]|war|waren|hatte|wohnte|arbeitete)\b`,
  fr: String.raw`\b(?:toujours|chaque\s+fois|avant\s+chaque|a\s+chaque|etait|avait|vivait|habitait|travaillait)\b`,
  es: String.raw`\b(?:siempre|cada\s+vez|antes\s+de\s+cada|era|estaba|vivia|trabajaba|tenia)\b`,
  pt: String.raw`\b(?:sempre|toda\s+vez|antes\s+de\s+cada|era|estava|morava|trabalhava|tinha)\b`,
  it: String.raw`\b(?:sempre|ogni\s+volta|prima\s+di\s+ogni|era|viveva|lavorava|aveva)\b`,
  ru: String.raw`(?<![\p{L}])(?:всегда|каждый\s+раз|перед\s+каждым|был|была|были|жил|жила|работал|работала)(?![\p{L}])`,
  zh: String.raw`每次|总是|總是|一般|通常|以前就`,
  ja: String.raw`いつも|毎回|たびに`,
  ko: String.raw`항상|매번|때마다|늘`,
};

const EVENT_BOUND_OF = cued(new RegExp(union(EVENT_BOUND), 'iu'));
const LASTING_OF = new RegExp(union(LASTING), 'iu');

/** A state or a routine held only up to a coming event: temporary. */
export const hasEventBound = (text: string): boolean => EVENT_BOUND_OF.test(text) && !LASTING_OF.test(text);
