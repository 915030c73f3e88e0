import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Temporary wording bound to a span of this year: an occasion of the year or a phase of life named as this year's, a
// phase that lasts until a month or a season, something borrowed or rented until or while, a stay while works last.
// Each class is one pattern over every language, compiled from the tables below; input is canonical text
// (canonical.ts). A routine ("every Ramadan", "jedes Jahr zu Ostern", "每年春节") keeps the memory stable: these
// patterns are read only where no word of frequency is.

/**
 * Occasions that come back each year: religious seasons and feasts, carnivals and fairs, national holiday weeks, shopping
 * days and school holidays. Named as this one ("this Ramadan", "in dieser Fastenzeit", "nesta Quaresma", "今年の
 * お盆", "올해 추석") they are one passing instance, not the custom.
 */
const OCCASION: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`ramadan|lent|advent|eid|easter|christmas|hanukkah|passover|diwali|carnival|mardi\s+gras|oktoberfest|golden\s+week|chuseok|seollal|black\s+friday|cyber\s+monday|thanksgiving|(?:lunar|chinese)\s+new\s+year|spring\s+festival|holiday\s+season|obon|songkran|holi|yom\s+kippur`,
  de: String.raw`ramadan|fastenzeit|advent(?:szeit)?|ostern|weihnachten|karneval|fasching|fasnacht|fastnacht|oktoberfest|wiesn|silvester|black\s+friday|zuckerfest|pfingsten|(?:sommer|herbst|oster|winter|weihnachts|pfingst)ferien`,
  fr: String.raw`ramadan|careme|avent|paques|noel|carnaval|mardi\s+gras|black\s+friday|nouvel\s+an(?:\s+lunaire|\s+chinois)?|aid|toussaint|vacances\s+(?:d['’]ete|de\s+noel|de\s+paques|d['’]hiver)`,
  es: String.raw`ramadan|cuaresma|adviento|pascua|navidad(?:es)?|carnaval|semana\s+santa|black\s+friday|dia\s+de\s+muertos|nochevieja|san\s+fermin|feria\s+de\s+abril|vacaciones\s+de\s+(?:verano|navidad|invierno)`,
  pt: String.raw`ramada|ramadao|ramadan|quaresma|advento|pascoa|natal|carnaval|black\s+friday|festas?\s+juninas?|sao\s+joao|reveillon|ferias\s+de\s+(?:verao|natal|inverno)`,
  it: String.raw`ramadan|quaresima|avvento|pasqua|natale|carnevale|black\s+friday|ferragosto|capodanno|vacanze\s+(?:estive|di\s+natale|di\s+pasqua)`,
  ru: String.raw`рамадан|великий\s+пост|масленицу?|пасху?|рождество|новогодние\s+праздники|чорную\s+пятницу|черн(?:ую|ая|ой)\s+пятниц[уаы]|майские(?:\s+праздники)?`,
  ja: String.raw`ゴールデンウィーク|GW|お盆|盆休み|年末年始|お?正月|クリスマス|ラマダン|シルバーウィーク|ブラックフライデー|春節`,
  ko: String.raw`추석|설날|설\s?연휴|명절|크리스마스|라마단|블랙\s?프라이데이|어린이날|연말`,
  zh: String.raw`春节|春節|过年|過年|国庆|國慶|黄金周|黃金週|中秋|端午|清明|双十一|雙十一|斋月|齋月|圣诞|聖誕|元旦|五一|十一假期|开斋节|開齋節`,
};

/** Phases of life that end by design: an exchange semester, a sabbatical, parental leave, a probation period. */
const PHASE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`exchange\s+(?:semester|year|term|program(?:me)?)|erasmus|sabbatical|(?:parental|maternity|paternity)\s+leave|gap\s+year|study\s+abroad|probation(?:ary)?\s+period|secondment`,
  de: String.raw`auslandssemester|austauschsemester|austauschjahr|erasmus|sabbatical|sabbatjahr|elternzeit|mutterschutz|probezeit|karenz|kur(?![\p{L}])`,
  fr: String.raw`semestre\s+d['’]echange|annee\s+d['’]echange|erasmus|(?:annee|conge)\s+sabbatique|conge\s+(?:parental|maternite|paternite)|periode\s+d['’]essai`,
  es: String.raw`semestre\s+de\s+intercambio|intercambio|erasmus|(?:ano|periodo)\s+sabatico|baja\s+por\s+(?:maternidad|paternidad)|periodo\s+de\s+prueba`,
  pt: String.raw`intercambio|erasmus|(?:ano|periodo)\s+sabatico|licenca(?:\s+|-)(?:parental|maternidade|paternidade)|periodo\s+de\s+experiencia|periodo\s+experimental`,
  it: String.raw`erasmus|semestre\s+di\s+scambio|anno\s+sabbatico|congedo\s+(?:parentale|di\s+maternita|di\s+paternita)|periodo\s+di\s+prova`,
  ru: String.raw`по\s+обмену|академическ(?:ом|ий)\s+отпуск[еа]?|декретн(?:ом|ый)\s+отпуск[еа]?|творческ(?:ом|ий)\s+отпуск[еа]?|испытательн(?:ом|ый)\s+срок[еа]?`,
  ja: String.raw`交換留学|留学|サバティカル|育休|育児休業|産休|試用期間`,
  ko: String.raw`교환\s?학생|교환\s?학기|어학연수|안식년|육아\s?휴직|출산\s?휴가|수습\s?기간`,
  zh: String.raw`交换|交換|交流生|游学|遊學|间隔年|間隔年|产假|產假|陪产假|育儿假|育兒假|试用期|試用期`,
};

// Things named after the occasion, not the occasion itself: "this Christmas song", "diese Weihnachtsmarkt-Tradition".
const NOT_A_THING_EN = String.raw`(?!\s+(?:songs?|albums?|movies?|films?|trees?|markets?|carols?|specials?|episodes?|playlists?|cookies?|recipes?|sweaters?|jumpers?|menus?|dish(?:es)?|stor(?:y|ies)|books?|traditions?)\b)`;

/** "This …" or "this year" (or "this year's") beside an occasion or a phase, in one clause, in the same language. */
const THIS_YEARS: Readonly<Record<GrammarLang, (what: string) => string>> = {
  en: (w) =>
    String.raw`\bthis\s+(?:year['’]?s\s+)?(?:${w})\b${NOT_A_THING_EN}|\b(?:${w})\b[^.;!?]{0,40}\bthis\s+year\b|\bthis\s+year\b[^.;!?]{0,40}\b(?:${w})\b`,
  de: (w) =>
    String.raw`\b(?:in\s+)?(?:diese[snrm]?)\s+(?:${w})|\b(?:dieses\s+jahr|heuer)\b[^.;!?]{0,40}(?:${w})|(?:${w})[^.;!?]{0,40}\b(?:dieses\s+jahr|heuer)\b`,
  fr: (w) =>
    String.raw`\b(?:ce|cet|cette)\s+(?:${w})\b|\bcette\s+annee\b[^.;!?]{0,40}\b(?:${w})\b|\b(?:${w})\b[^.;!?]{0,40}\bcette\s+annee\b`,
  es: (w) =>
    String.raw`\b(?:este|esta|estas|estos)\s+(?:${w})\b|\beste\s+ano\b[^.;!?]{0,40}\b(?:${w})\b|\b(?:${w})\b[^.;!?]{0,40}\beste\s+ano\b`,
  pt: (w) =>
    String.raw`\b(?:este|esta|neste|nesta|deste|desta|nestas|destas)\s+(?:${w})\b|\b(?:n?este|desse|n?esse)\s+ano\b[^.;!?]{0,40}\b(?:${w})\b|\b(?:${w})\b[^.;!?]{0,40}\b(?:d|n)?este\s+ano\b`,
  it: (w) =>
    String.raw`\b(?:questo|questa|quest['’])\s*(?:${w})\b|\bquest['’]\s?anno\b[^.;!?]{0,40}\b(?:${w})\b|\b(?:${w})\b[^.;!?]{0,40}\bquest['’]\s?anno\b`,
  ru: (w) =>
    String.raw`(?<![\p{L}])(?:в\s+)?(?:этот|эту|этой|этом|эти|этих)\s+(?:${w})(?![\p{L}])|(?<![\p{L}])в\s+этом\s+году(?![\p{L}])[^.;!?]{0,40}(?<![\p{L}])(?:${w})(?![\p{L}])|(?<![\p{L}])(?:${w})(?![\p{L}])[^.;!?]{0,40}в\s+этом\s+году`,
  ja: (w) => String.raw`(?:今年|今年度|この)(?:の|は|、)?[^.。]{0,12}(?:${w})`,
  ko: (w) => String.raw`(?:올해|금년|이번)\s?[^.]{0,12}(?:${w})`,
  zh: (w) => String.raw`(?:今年|这个|這個)[^，。,.]{0,10}(?:${w})`,
};

const THIS_YEARS_OCCASION = cued(
  new RegExp(
    union(
      Object.fromEntries(
        (Object.keys(THIS_YEARS) as GrammarLang[]).map((lang) => [lang, THIS_YEARS[lang](`${OCCASION[lang]}|${PHASE[lang]}`)]),
      ),
    ),
    'iu',
  ),
);

// Months and seasons as "until" takes them ("until June", "bis Juni", "jusqu'en juin", "до июня", "до весны").
const UNTIL_MONTH: Readonly<Partial<Record<GrammarLang, string>>> = {
  en: String.raw`\b(?:until|till|til|through)\s+(?:the\s+end\s+of\s+)?(?:january|february|march|april|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)\b`,
  de: String.raw`\bbis\s+(?:zum\s+|in\s+den\s+|ende\s+)?(?:januar|janner|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember|fruhling|fruhjahr|sommer|herbst|winter)\b`,
  fr: String.raw`\bjusqu['’]\s*(?:en|a\s+la\s+fin\s+de|au|a\s+l['’])\s*(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|printemps|ete|automne|hiver)\b`,
  es: String.raw`\bhasta\s+(?:(?:el\s+)?final\s+de\s+|la\s+|el\s+)?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|primavera|verano|otono|invierno)\b`,
  pt: String.raw`\bate\s+(?:(?:o\s+)?(?:fim|final)\s+de\s+|a\s+|o\s+|ao\s+|à\s+)?(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|primavera|verao|outono|inverno)\b`,
  it: String.raw`\bfino\s+(?:a|alla|all['’]|ad)\s*(?:(?:la\s+)?fine\s+di\s+)?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|primavera|estate|autunno|inverno)\b`,
  ru: String.raw`(?<![\p{L}])до\s+(?:конца\s+)?(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|весны|лета|осени|зимы)(?![\p{L}])`,
};
// A range of months is a season of the year ("swims outdoors from May until September", "von Mai bis September",
// "с мая до сентября"), and a year makes it a dated past.
const MONTH_RANGE = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:from|von|vom|de|du|desde|dal|da|dai|с|от)\s+\p{L}+\s+(?:until|till|to|through|bis|jusqu|a|au|hasta|ate|al|fino|до|по)(?![\p{L}])`,
    ),
    'iu',
  ),
);
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;
// A thing that never lasts until a month is a pattern of every year ("nunca duram até setembro", "never last till June").
const NEVER_LASTS = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:never|nunca|nie|niemals|jamais|mai|никогда)(?![\p{L}])|\b(?:lasts?|dur\p{L}*|halt|halten)\s+(?:until|till|ate|hasta|jusqu|fino|bis)\b`,
    ),
    'iu',
  ),
);
const UNTIL_MONTH_OF = cued(new RegExp(union(UNTIL_MONTH), 'iu'));

// "今年度いっぱい" (for the rest of this year): a period of now running to its end.
const REST_OF_PERIOD_JA = /(?:今年度|今年|今月|今週|今学期|今期|年内|月内)いっぱい/u;

/**
 * Something borrowed or rented, said with "until" or "while": a stopgap that ends ("is borrowing a neighbour's car
 * while theirs is in the shop", "hat sich … geliehen, bis …", "emprunte … pendant que …", "レンタカーを…まで",
 * "수리될 때까지 … 빌려"). Borrowing as a habit has neither word ("always borrows books from the library").
 */
const BORROWED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:borrow(?:s|ed|ing)?|rent(?:s|ed|ing)|loaner|on\s+loan)\b[^.;]{0,60}\b(?:until|till|while|for\s+now)\b|\b(?:until|till|while)\b[^.;]{0,60}\b(?:borrow(?:s|ed|ing)?|rent(?:s|ed|ing))\b`,
  de: String.raw`\b(?:geliehen|leiht|ausgeliehen|gemietet|mietet|leihwagen|mietwagen|ersatzwagen)\b[^.;]{0,60}\b(?:bis|solange|wahrend|vorerst)\b|\b(?:bis|solange|wahrend)\b[^.;]{0,60}\b(?:geliehen|leiht|ausgeliehen|gemietet|mietet|leihwagen|mietwagen)\b`,
  fr: String.raw`\b(?:emprunte|empruntee?s?|loue|louee?s?|voiture\s+de\s+location|vehicule\s+de\s+pret|prete|pretee?)\b[^.;]{0,60}\b(?:pendant\s+que|jusqu['’]a\s+ce\s+que|en\s+attendant|le\s+temps\s+que)\b`,
  es: String.raw`\b(?:prestad[oa]s?|alquilad[oa]s?|alquila|usa\s+el\s+coche\s+de|usa\s+la\s+moto\s+de|de\s+alquiler)\b[^.;]{0,60}\b(?:mientras|hasta\s+que)\b|\b(?:usa|maneja|conduce)\s+(?:el|la)\s+\p{L}+\s+de\s+(?:su|un|una)\s+\p{L}+\s+mientras\b`,
  pt: String.raw`\b(?:emprestad[oa]s?|alugad[oa]s?|aluga|de\s+aluguel|usando\s+o\s+carro\s+d[oa])\b[^.;]{0,60}\b(?:enquanto|ate\s+que)\b|\b(?:usa|usando)\s+(?:o|a)\s+\p{L}+\s+d[oa]\s+\p{L}+\s+enquanto\b`,
  it: String.raw`\b(?:prestat[oa]|noleggi(?:o|ata|ato|a)|in\s+prestito|a\s+noleggio|usa\s+la\s+macchina\s+d(?:i|el|ella))\b[^.;]{0,60}\b(?:mentre|finche)\b`,
  ru: String.raw`(?<![\p{L}])(?:одолжил[аи]?|взял[аи]?\s+(?:на\s+время|в\s+аренду|напрокат)|арендует|ездит\s+на\s+машине\s+\p{L}+)(?![\p{L}])[^.;]{0,60}(?<![\p{L}])пока(?![\p{L}])`,
  ja: String.raw`(?:まで|間)[^.。]{0,20}(?:レンタカー|レンタル|代車|借りて|借り物)|(?:レンタカー|代車|借りて)[^.。]{0,20}(?:まで|間)`,
  ko: String.raw`(?:때까지|동안)[^.]{0,30}(?:빌려|렌트|대여)|(?:빌려|렌트|대여)[^.]{0,30}(?:때까지|동안)`,
  zh: String.raw`(?:暂时|暫時|先)(?:借|租)|(?:借|租)[^，。,.]{0,12}(?:等|直到)[^，。,.]{0,10}(?:修好|回来|回來|到货|到貨)`,
};
const BORROWED_OF = cued(new RegExp(union(BORROWED), 'iu'));

/**
 * For as long as works or a treatment last: "le temps des travaux", "mientras dura la reforma", "enquanto durar a
 * reforma", "на время ремонта", "finché durano i lavori", "until the renovation is done".
 */
const WHILE_WORKS = cued(
  new RegExp(
    canonicalize(
      [
        String.raw`\b(?:while|until|for\s+the\s+duration\s+of)\s+(?:the\s+|their\s+|his\s+|her\s+)?(?:renovation|works|repairs|construction|treatment|move|recovery)\b`,
        String.raw`\b(?:fur\s+die\s+dauer\s+der|wahrend\s+der|solange\s+die)\s+(?:renovierung|sanierung|bauarbeiten|reparatur|behandlung|umbau)`,
        String.raw`\ble\s+temps\s+(?:des|du|de\s+la|de\s+l['’])\s*(?:travaux|renovation|chantier|demenagement|reparations?|traitement|convalescence)\b`,
        String.raw`\bmientras\s+dur(?:a|e|en|an)\s+(?:la|el|las|los)\s+(?:reforma|obras?|mudanza|reparacion|tratamiento)\b`,
        String.raw`\benquanto\s+dur(?:a|ar|arem|am)\s+(?:a|o|as|os)\s+(?:reforma|obras?|mudanca|reparo|tratamento)\b`,
        String.raw`\bfinche\s+dur(?:a|ano)\s+(?:la|il|i|le)\s+(?:lavori|ristrutturazione|trasloco|riparazione|cura)\b|\bper\s+la\s+durata\s+dei\s+lavori\b`,
        String.raw`(?<![\p{L}])на\s+время\s+(?:ремонта|переезда|лечения|стройки)(?![\p{L}])`,
      ].join('|'),
    ),
    'iu',
  ),
);

/**
 * An occasion or a phase of this year, something that lasts until a month or a season, something borrowed for a while,
 * a stay while works last: temporary.
 */
export const hasThisYearsOccasion = (text: string): boolean =>
  THIS_YEARS_OCCASION.test(text) ||
  BORROWED_OF.test(text) ||
  WHILE_WORKS.test(text) ||
  REST_OF_PERIOD_JA.test(text) ||
  (UNTIL_MONTH_OF.test(text) && !MONTH_RANGE.test(text) && !YEAR.test(text) && !NEVER_LASTS.test(text));
