import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Temporary wording said by a date rather than by a word of now (docs/memory-gates.md, "Temporary and speculative
// wording, a third blind round"): a day of the month, a single weekday as a date, a deadline, a year ahead. Each pattern
// is one class in every language the gates read. Input is canonical text (canonical.ts: accents dropped, Cyrillic
// look-alikes read as Latin, kana without voicing marks), so every source but the Chinese and Korean ones goes through
// canonicalize; a word of habit anywhere keeps the memory stable, as the caller decides.

const canon = (source: string): string => canonicalize(source);

const WEEKDAY_EN = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTH_EN = String.raw`january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec`;
const MONTH_DE = String.raw`januar|janner|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember`;
const MONTH_FR = String.raw`janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre`;
const MONTH_ES = String.raw`enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre`;
const MONTH_PT = String.raw`janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro`;
const MONTH_IT = String.raw`gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre`;
const MONTH_RU = String.raw`января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря`;
const DAY = String.raw`(?:[12]\d|3[01]|0?[1-9])`;
const NOT_AFTER = String.raw`(?![\d:.,]\d|\s*(?:h|uhr|heures?|ore|horas?|часов|%|am|pm)\b)`;
// An ordinal counts many things besides days: "lives on the 4th floor", "from the 2nd row", "on 5th Avenue", "by the 3rd
// hole", "until the 8th grade". A noun after the ordinal says what it counts; a day has none.
const NOT_A_DAY_EN = String.raw`(?!\s+(?:floors?|stor(?:e?y|ies|eys)|levels?|rows?|decks?|platforms?|gates?|avenue|ave|street|st|road|rd|place|ward|district|arrondissement|precinct|grades?|holes?|seats?|pews?|lanes?|bays?|aisles?|stands?|wings?|tiers?|building|house|door|stop|exit|bus|line)\b)`;

/**
 * A day of the month: "on the 14th", "from 3/12 to 3/15", "am 12.3.", "vom 3. bis 7. Mai", "le 5 mai", "du 12 au 15",
 * "el 15 de marzo", "del 3 al 7", "no dia 15", "il 15 marzo", "dal 3 al 7", "15 марта", "с 3 по 7", "3月15日", "12号",
 * "14日に", "3월 15일에". A date with its year is a dated fact ("married on 12 June 2015"), and a day that comes back
 * every year or every month is lasting (the caller's LASTING_DAY): "birthday is on 14 March", "rent is due on the 1st
 * of the month".
 */
const DAY_OF_MONTH_PATTERN = new RegExp(
  // Every shape starts at its day's first numeral, and the words before it are read behind it: a position that holds no
  // numeral is left at once, where a shape led by a word ("until the", "vom", "с") was tried at every position.
  String.raw`(?=[0-9一二三四五六七八九十])(?:` +
    [
      canon(
        [
          String.raw`(?<=\b(?:on|from|to|until|till|by|before|after|through)\s+(?:the\s+)?)${DAY}(?:st|nd|rd|th)\b${NOT_A_DAY_EN}`,
          String.raw`\b${DAY}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTH_EN})\b(?!\s*,?\s*\d{4})`,
          // Not \b before the month: canonical text writes Cyrillic look-alikes in Latin, so "ГОСТ 7" reads "ГOCT 7", and an
          // ASCII word edge would find "OCT 7" inside a Cyrillic word.
          String.raw`(?<=(?<![\p{L}\p{N}_])(?:${MONTH_EN})\.?\s+)${DAY}(?:st|nd|rd|th)?\b(?!\s*,?\s*\d{4}|\d)`,
          String.raw`(?<=(?<![\p{L}])(?:on|from|to|until|till|through|thru|by|before|after|am|vom|bis|ab|zum|le|du|au|el|del|al|desde|hasta|no|dia|il|dal|entro|с|по|до|к)\s+)${DAY}[./]${DAY}(?:\.(?!\d)|(?![./]?\d))${NOT_AFTER}`,
          // Portuguese "até 12/03" (canonical "ate"): a two-digit month, so that English "ate 3/4" is a fraction.
          String.raw`(?<=(?<![\p{L}])ate\s+(?:o\s+dia\s+)?)${DAY}[./](?:0[1-9]|1[0-2])(?![\d./])`,
          String.raw`\b${DAY}\.\s?(?:${MONTH_DE})\b(?!\s+\d{4})|(?<=\bvom\s+)${DAY}\.\s+(?:bis|zum)\s+(?:zum\s+)?${DAY}\.`,
          String.raw`\b${DAY}(?:er)?\s+(?:${MONTH_FR})\b(?!\s+\d{4})|(?<=\bdu\s+)${DAY}(?:er)?\s+au\s+${DAY}\b${NOT_AFTER}`,
          String.raw`\b${DAY}\s+de\s+(?:${MONTH_ES}|${MONTH_PT})\b(?!\s+(?:de\s+)?\d{4})|(?<=\bdel\s+)${DAY}\s+al\s+${DAY}\b${NOT_AFTER}|(?<=\bno\s+dia\s+)${DAY}\b${NOT_AFTER}`,
          String.raw`(?<=\bde\s+)${DAY}\s+a\s+${DAY}\s+de\s+(?:${MONTH_PT})\b`,
          String.raw`\b${DAY}\s+(?:${MONTH_IT})\b(?!\s+\d{4})|(?<=\bdal\s+)${DAY}\s+al\s+${DAY}\b${NOT_AFTER}`,
          String.raw`(?<![\p{L}\d])${DAY}\s+(?:${MONTH_RU})(?![\p{L}])(?!\s+\d{4})|(?<=(?<![\p{L}])с\s+)${DAY}\s+по\s+${DAY}(?![\d\p{L}])`,
        ].join('|'),
      ),
      // Chinese and Japanese: a month and a day, or a bare day after the person or a preposition ("用户12号飞成都"); 号 is
      // also a number ("3号楼", "12号线", "42号鞋") and 日 a count of days, so neither stands alone.
      String.raw`(?<!\d{2,4}年\s?)(?:\d{1,2}|[一二三四五六七八九十]{1,3})月(?:\d{1,2}|[一二三四五六七八九十]{1,3})(?:日|号|號)`,
      String.raw`(?<=(?:用户|用戶|使用者|他|她|在|于|於|到|从|從)\s*)\d{1,2}(?:号|號)(?![楼樓线線房室码碼鞋的])`,
      canon(String.raw`(?<![\d月毎每])\d{1,2}日(?:に|から|まで|\s)`),
      String.raw`(?<!\d{2,4}년\s?)\d{1,2}월\s?\d{1,2}일|(?<![\d월]\s?)\d{1,2}일에(?!\s?한\s?번)`,
      // A month and a day in figures ("3/12", "3.12") up to or before which something holds: "3/12まで", "3/12까지",
      // "3.12前", "到11/30".
      canon(
        String.raw`(?<![\d./])${DAY}[./]${DAY}(?![\d./])\s*(?:まで|までに|까지|前|之前|以前)|(?<=(?:到|至|直到)\s*)${DAY}[./]${DAY}(?![\d./])`,
      ),
    ].join('|') +
    ')',
  'iu',
);
const DAY_OF_MONTH = cued(DAY_OF_MONTH_PATTERN);

/** Every shape of DAY_OF_MONTH writes its day in digits or Chinese numerals: a text with neither is tested no further. */
const DAY_NUMERAL = /[0-9一二三四五六七八九十]/u;

/**
 * A day that comes back: a birthday, a name day, an anniversary, a holiday, a birth or a death, a day of every month
 * or year, and the date of something quarterly or monthly ("3号要交季度报告"), the rent or the pay ("rent is due on the 1st"). A date with one of these is a lasting fact.
 */
export const LASTING_DAY = cued(
  new RegExp(
    [
      canon(
        [
          // A day named with "every": "every February 2", "chaque 2 février", "jeden 1. Mai", "cada 3 de julio".
          String.raw`(?<![\p{L}])(?:every|each|chaque|jeden|jede|jedes|cada|todo|toda|ogni|каждый|каждое|каждого|каждую)\s+(?:\p{L}+\s+)?(?:\d|${MONTH_EN}|${MONTH_DE}|${MONTH_FR}|${MONTH_ES}|${MONTH_PT}|${MONTH_IT})`,
          String.raw`(?<![\p{L}])(?:birthday|anniversary|born|name\s?day|christmas|geburtstag|geboren|namenstag|jahrestag|hochzeitstag|weihnacht\p{L}*|anniversaire|(?:est|etait|suis)\s+nee?|fete|noel|cumpleanos|aniversario|nacio|nacid[oa]|santo|navidad|nasceu|nascid[oa]|natal|compleanno|anniversario|nat[oa]|onomastico|natale|день\s+рождения|годовщин\p{L}*|родил\p{L}*|именин\p{L}*|рождеств\p{L}*|of\s+(?:the|each|every)\s+month|every\s+year|each\s+year|yearly|annually|jedes\s+Jahr|jahrlich|chaque\s+annee|tous\s+les\s+ans|cada\s+ano|todos\s+los\s+anos|todo\s+ano|todos\s+os\s+anos|ogni\s+anno|tutti\s+gli\s+anni|каждый\s+год|ежегодно|des\s+monats|du\s+mois|de\s+cada\s+mes|del\s+mes|do\s+mes|del\s+mese|каждого\s+месяца|quarterly|monthly|rent|payday|salary|paycheck|miete|gehalt|loyer|salaire|alquiler|sueldo|nomina|aluguel|salario|affitto|stipendio|аренд\p{L}*|зарплат\p{L}*|vierteljahr\p{L}*|quartals\p{L}*|monatlich\p{L}*|trimestriel\p{L}*|mensuel\p{L}*|trimestral\p{L}*|mensual\p{L}*|mensal\p{L}*|trimestrale|mensile|квартальн\p{L}*|ежемесячн\p{L}*)(?![\p{L}])`,
        ].join('|'),
      ),
      String.raw`生日|生辰|纪念日|紀念日|出生|诞辰|誕辰|圣诞|聖誕|春节|春節|中秋|每月|每个月|每個月|每年|季度|月度|年度|房租|工资|工資|薪水`,
      canon(String.raw`誕生日|記念日|生まれ|命日|クリスマス|正月|毎月|毎年|四半期|月次|家賃|給料|給与`),
      String.raw`생일|기념일|태어|생신|크리스마스|설날|추석|매달|매월|매년|분기|월간|월세|월급`,
    ].join('|'),
    'iu',
  ),
);

/**
 * A single weekday as a date, with any verb: "el viernes" (against "los viernes"), Italian "sabato" without an article
 * (against "il sabato", "di sabato", "ogni sabato"), "na sexta" (against "às sextas"), "am Samstag" (against "samstags"),
 * "this Saturday", "周六去…", "土曜に" (against "毎週土曜日に", "土曜は"), "토요일에" (against "토요일마다", "토요일에는"). The
 * event-noun rule of volatileAppointments.ts covers these with an appointment; this one covers the bare date.
 */
const WEEKDAY_DATE = cued(
  new RegExp(
    [
      canon(
        [
          String.raw`\b(?:this|next|coming|by)\s+(?:${WEEKDAY_EN})\b(?!s)`,
          String.raw`(?<![\p{L}])(?:am|diesen|kommenden|nachsten|bis)\s+(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonnabend|Sonntag)(?![\p{L}])`,
        ].join('|'),
      ),
      String.raw`(?<![每逢到至~-])(?:这|這|下|本)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天](?=要|去|回|飞|飛|得|会|會|就|出发|出發|前|之前|以前)`,
      canon(String.raw`(?<!毎週|毎|隔週)[月火水木金土日]曜日?に(?!は|も)`),
      String.raw`(?<!매주\s?|격주\s?)[월화수목금토일]요일에(?!는|도|마다)`,
    ].join('|'),
    'iu',
  ),
);

/**
 * The Romance weekdays are written in lower case: a capital inside a sentence is a title or a name ("ascolta spesso
 * Domenica bestiale"), so these patterns keep the case; a sentence may open with one ("Sabato l'utente va…").
 */
const ROMANCE_WEEKDAY_DATE = new RegExp(
  canon(
    [
      String.raw`(?<![\p{L}])(?:[Ee]l|[Ee]ste|[Ee]l\s+proximo|[Aa]ntes\s+del|[Pp]ara\s+el)\s+(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?![\p{L}])`,
      String.raw`(?<![\p{L}]|(?:[Ii]l|[Ii]|[Ll]a|[Oo]gni|[Dd]i|tutti\s+i|tutte\s+le)\s)(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)(?![\p{L}])(?!\s+(?:sera|mattina|pomeriggio)\s+(?:di\s+)?ogni)|(?:^|[.!?]\s+)(?:Lunedi|Martedi|Mercoledi|Giovedi|Venerdi|Sabato|Domenica)\s+(?!(?:sera|mattina|pomeriggio)\s)`,
      String.raw`(?<![\p{L}])(?:[Nn]a|[Nn]esta|[Nn]essa|[Aa]te|[Aa]te\s+a)\s+(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?(?![\p{L}s])|(?<![\p{L}])(?:[Nn]o|[Nn]este|[Nn]esse|[Aa]te\s+o)\s+(?:sabado|domingo)(?![\p{L}s])`,
      String.raw`(?<![\p{L}])(?:[Dd]['’]ici|[Pp]our|[Aa]vant)\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?![\p{L}])`,
    ].join('|'),
  ),
  'u',
);

/** A weekday of a past narrative is a dated past fact ("Die Bestellung kam am Montag", "ist am Samstag umgezogen"). */
const PAST_NARRATIVE_DE = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:kam|kamen|war|waren|hatte|hatten|wurde|wurden|ging|gingen|fuhr|fuhren|traf|gab|(?:hat|haben|ist|sind)\s+(?:\p{L}+\s+){0,5}\p{L}{0,5}ge\p{L}+(?:t|en))(?![\p{L}])`,
    ),
    'iu',
  ),
);

/**
 * A liking, a dislike or a favourite makes a day a preference ("el viernes es su día favorito", "mag keine Termine am
 * Montag"), in the first person and the plural as in the third ("non mi piacciono i venerdì sera", "odio el lunes").
 */
const DAY_PREFERENCE = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:prefers?|likes?|loves?|hates?|dislikes?|favou?rite|mag|mogen|hasst|liebt|lieblings\p{L}*|bevorzugt|prefere|aime|adore|deteste|prefere|prefiere|gusta|gustan|encanta|encantan|odia|odio|detesto|prefiero|favorit[oa]|gosta|gostam|adora|adoro|odeia|odeio|prefiro|preferisce|preferisco|piace|piacciono|ama|amo|preferit[oa]|liebe|hasse|любит|люблю|ненавидит|ненавижу|предпочитает|предпочитаю|нравится|нравятся|любим\p{L}*)(?![\p{L}])|好き|嫌い|たくない|好む|좋아|싫어|선호|喜欢|喜歡|讨厌|討厭|不想|偏好|最爱|最愛`,
    ),
    'iu',
  ),
);

/**
 * A deadline near at hand: "by the end of the month", "bis Ende des Monats", "avant la fin du mois", "antes de fin de
 * mes", "até o fim do mês", "entro fine mese", "до конца месяца", "月底前", "月末までに", "월말까지", and "by tomorrow".
 * A deadline that comes back is a standing rule and names a month or a word of habit ("always files taxes before
 * April", "by the end of each month").
 */
const DEADLINE = cued(
  new RegExp(
    [
      canon(
        [
          String.raw`\b(?:by|before|until|till)\s+(?:the\s+)?end\s+of\s+(?:the|this|next)\s+(?:week|month|year|semester|term|quarter)\b|\bby\s+(?:tomorrow|tonight|next\s+week|the\s+weekend)\b`,
          String.raw`\bbis\s+(?:zum\s+)?(?:Ende\s+(?:des|der|dieses|dieser|nachsten|nachster)\s+(?:Monats|Woche|Jahres|Semesters)|Monatsende|Jahresende|Wochenende|Semesterende)\b`,
          String.raw`\b(?:avant|d['’]ici|pour)\s+(?:la\s+)?fin\s+(?:du|de\s+la|de\s+l['’]|de\s+ce|de\s+cette)\s*(?:mois|semaine|annee|semestre)\b|\bd['’]ici\s+(?:demain|la\s+semaine\s+prochaine)\b`,
          String.raw`\bantes\s+(?:de(?:l)?\s+)?(?:(?:el|la)\s+)?(?:fin|final)\s+de(?:l)?\s+(?:este\s+|esta\s+)?(?:mes|semana|ano|trimestre|cuatrimestre)\b|\bpara\s+(?:el\s+)?fin\s+de\s+mes\b`,
          String.raw`\bate\s+(?:o\s+)?(?:fim|final)\s+d[oa]\s+(?:mes|semana|ano|semestre)\b`,
          String.raw`\b(?:entro|fino\s+a)\s+(?:la\s+)?fine\s+(?:del\s+|della\s+|di\s+)?(?:mese|settimana|anno|semestre)\b|\bfino\s+alla\s+fine\s+(?:del|della|di\s+questo|di\s+questa)\s+(?:mese|settimana|anno|semestre)\b|\bentro\s+domani\b`,
          String.raw`(?<![\p{L}])до\s+конца\s+(?:этого\s+|следующего\s+)?(?:месяца|недели|года|семестра)(?![\p{L}])`,
        ].join('|'),
      ),
      String.raw`(?<![每])(?:月底|月末|年底|年末|周末|週末|本周|本週|这周|這週|下周|下週|明天|明早)(?:之前|以前|前)`,
      canon(String.raw`(?<![毎])(?:月末|年末|週末|今月末|来月末|今週末|明日|来週)までに?`),
      String.raw`(?<![매])(?:월말|연말|주말|이번\s?달\s?말|이번\s?주|다음\s?주|내일)까지`,
    ].join('|'),
    'iu',
  ),
);

/**
 * A year ahead said as an adverb: "next year", "nächstes Jahr", "l'année prochaine", "el año que viene", "no ano que
 * vem", "l'anno prossimo", "в следующем году", "明年", "来年", "내년에", and a future with a year ("will retire in
 * 2031"). "Next year's exam" and "明年的考研" name a project by its date and stay lasting context.
 */
const YEAR_AHEAD = cued(
  new RegExp(
    [
      canon(
        [
          String.raw`\b(?:next\s+year|the\s+year\s+after\s+next|in\s+a\s+year(?:'s)?\s+time)\b(?!['’]s)|\bwill\s+(?:\p{L}+\s+){0,4}in\s+20\d\d\b`,
          String.raw`\b(?:(?:nachstes|kommendes|ubernachstes)\s+Jahr|im\s+(?:nachsten|kommenden|ubernachsten)\s+Jahr)\b`,
          String.raw`\bl['’](?:annee|an)\s+prochaine?\b|\bdans\s+un\s+an\b`,
          String.raw`\b(?:el\s+ano\s+que\s+viene|el\s+proximo\s+ano)\b`,
          String.raw`\b(?:ano\s+que\s+vem|no\s+proximo\s+ano)\b`,
          String.raw`\b(?:l['’]anno\s+prossimo|(?:il|nel)\s+prossimo\s+anno)\b`,
          String.raw`(?<![\p{L}])(?:в\s+следующем\s+году|через\s+год)(?![\p{L}])`,
        ].join('|'),
      ),
      String.raw`(?:明年|后年|後年|来年|來年)(?![的底初])`,
      canon(String.raw`(?:再来年|来年)(?!の|度の)`),
      String.raw`(?:내후년|내년)에`,
    ].join('|'),
    'iu',
  ),
);

/**
 * "Never" makes a day a standing rule, as "always" does for the caller: "nunca trabaja el domingo", "arbeitet nie am
 * Sonntag", "non lavora mai sabato", "никогда не работает в субботу", "从不在周日加班", "日曜には決して", "절대 토요일에".
 */
const NEVER = cued(
  new RegExp(
    canon(
      String.raw`(?<![\p{L}])(?:never|nie|niemals|jamais|nunca|jamas|никогда)(?![\p{L}])|\bnon\s+(?:\p{L}+\s+){0,2}mai\b|从不|從不|从来不|從來不|決して|절대`,
    ),
    'iu',
  ),
);

/**
 * A weekday in the form of a habit ("il giovedì", "los viernes", "às sextas", "freitags", "le vendredi"): a text that
 * says its day so is about every such day, and a tag that names the day again ("giovedì" beside "gioca a calcetto il
 * giovedì", the two read together) is that same day, no date.
 */
const HABIT_WEEKDAY = cued(
  new RegExp(
    canon(
      [
        String.raw`(?<![\p{L}])(?:il|i|ogni|di|tutti\s+i|tutte\s+le)\s+(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)(?![\p{L}])`,
        String.raw`(?<![\p{L}])los\s+(?:lunes|martes|miercoles|jueves|viernes|sabados|domingos)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:as|aos)\s+(?:segundas|tercas|quartas|quintas|sextas|sabados|domingos)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags)(?![\p{L}])`,
        String.raw`(?<![\p{L}])le\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?![\p{L}])`,
      ].join('|'),
    ),
    'iu',
  ),
);

/** Temporary by date: a day of the month, a weekday as a date, a deadline near at hand, a year ahead. */
export function hasTemporaryDate(text: string): boolean {
  if (NEVER.test(text)) return YEAR_AHEAD.test(text);
  if (DAY_NUMERAL.test(text) && DAY_OF_MONTH.test(text) && !LASTING_DAY.test(text) && !DAY_PREFERENCE.test(text)) return true;
  if (
    (WEEKDAY_DATE.test(text) || ROMANCE_WEEKDAY_DATE.test(text)) &&
    !DAY_PREFERENCE.test(text) &&
    !PAST_NARRATIVE_DE.test(text) &&
    !HABIT_WEEKDAY.test(text)
  )
    return true;
  return DEADLINE.test(text) || YEAR_AHEAD.test(text);
}

/**
 * The Japanese frequency "1日に2回" (so many times a day) is a habit word of the lexicon; a day of the month before に
 * ("15日に引っ越す", "3月15日に") has no count after it, so it is taken out before the habit words are read for a date.
 */
const DAY_OF_MONTH_JA = new RegExp(canon(String.raw`(?<=\d)日に(?!\s*[\d一二三四五六七八九十何数半])`), 'gu');
export const withoutDayOfMonthJa = (text: string): string => text.replace(DAY_OF_MONTH_JA, '日 ');
