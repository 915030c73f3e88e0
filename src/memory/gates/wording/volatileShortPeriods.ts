import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A short period as the length of a present situation. The rest of a period ("for the rest of January", "für den Rest
// des Monats", "pour le reste de la semaine", "el resto del mes", "pelo resto do mês", "per tutto il mese", "до конца
// месяца"), and a few days or weeks written bare after a verb of staying ("me quedo en casa de mis padres unas semanas",
// "fico na casa da minha mãe uns dias", "resto da mia sorella qualche giorno", "bleibt ein paar Tage bei", "живу у
// родителей пару недель", "在朋友家借住几天", not a planned one, "会在当地住三周"; with a preposition they are read by volatileTrials.ts). "A few weeks ago" and "for a few weeks
// now" date a change instead ("hace", "há", "fa", "vor", "il y a", "назад"). Input is canonical text.

const MONTH_EN = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)`;
const STAY_ES = String.raw`(?:quedando|quedo|queda|alojando|alojo|aloja|viviendo|hospedando|hospedo)`;
const STAY_PT = String.raw`(?:ficando|fico|fica|hospedad[oa]|hospedando|morando)`;
const STAY_IT = String.raw`(?:sto|sta|resto|resta|rimango|rimane|alloggio|alloggia|dormo|dorme)`;
const STAY_FR = String.raw`(?:reste|loge|dors|dort|habite|sejourne)`;
const STAY_DE = String.raw`(?:bleibt|bleibe|wohnt|wohne|ubernachtet|ubernachte|schlaft|schlafe)`;

const SHORT_PERIOD: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bfor\s+the\s+rest\s+of\s+(?:the\s+|this\s+)?(?:week|month|year|semester|term|summer|winter|season|trip|holidays?|${MONTH_EN})\b`,
  de: String.raw`\b(?:fur\s+)?den\s+rest\s+(?:des|der|dieses|dieser)\s+(?:woche|monats|jahres|semesters|sommers|ferien|\p{L}+s)\b|\b${STAY_DE}\s+(?:noch\s+)?(?:\p{L}+\s+){0,4}?(?<!\bvor\s)(?<!\bseit\s)(?:ein\s+paar|einige|zwei|drei)\s+(?:tage|wochen)(?!\s+(?:lang|her|spater))\b`,
  fr: String.raw`\b(?:pour|pendant)\s+(?:le\s+)?reste\s+(?:de\s+la\s+semaine|du\s+mois|de\s+l['’]annee|du\s+semestre|de\s+l['’]ete|des\s+vacances)\b|\b(?:pendant|durant)\s+tout\s+(?:le|ce)\s+mois\b|\b${STAY_FR}\s+(?:\p{L}+\s+){0,5}?(?<!\by\s+a\s)(?<!\bdepuis\s)(?:quelques|deux|trois)\s+(?:jours|semaines)\b(?!\s+plus\s+tard)`,
  es: String.raw`\b(?:durante\s+|por\s+)?el\s+resto\s+(?:de\s+la\s+semana|del\s+mes|del\s+ano|del\s+verano|del\s+semestre|de\s+las\s+vacaciones)\b|\b(?:durante\s+)?todo\s+este\s+mes\b|\b${STAY_ES}\s+(?:\p{L}+\s+){0,6}?(?<!\bhace\s)(?<!\bdesde\s)(?:unas|unos|algunas|algunos|un\s+par\s+de|dos|tres)\s+(?:semanas|dias)\b(?!\s+(?:atras|despues|antes|mas\s+tarde))`,
  pt: String.raw`\b(?:pelo|durante\s+o)\s+resto\s+(?:da\s+semana|do\s+mes|do\s+ano|do\s+semestre|do\s+verao|das\s+ferias)\b|\b(?:durante\s+)?todo\s+(?:este|esse)\s+mes\b|\b(?:este|esse)\s+mes\s+(?:todo|inteiro)\b|\b${STAY_PT}\s+(?:\p{L}+\s+){0,6}?(?<!\bha\s)(?<!\bfaz\s)(?<!\bdesde\s)(?:umas|uns|algumas|alguns|duas|dois|tres)\s+(?:semanas|dias)\b(?!\s+(?:atras|depois|antes|mais\s+tarde))`,
  it: String.raw`\bper\s+il\s+resto\s+(?:della\s+settimana|del\s+mese|dell['’]anno|dell['’]estate|delle\s+vacanze)\b|\bper\s+tutt[oa]\s+(?:il|la|questo|questa)\s+(?:mese|settimana)\b|\b${STAY_IT}\s+(?:\p{L}+\s+){0,5}?(?:qualche|un\s+paio\s+di|alcuni|alcune|due|tre)\s+(?:giorni|settimane)\b(?!\s+fa\b)`,
  ru: String.raw`(?<![\p{L}])(?:живу|живет|живёт|поживу|поживет|гощу|гостит|ночую|ночует|останусь|останется)(?![\p{L}])[^.;!?]{0,40}?(?<![\p{L}])(?:пару|несколько|две|три)\s+(?:дней|недель|недели)(?![\p{L}])(?!\s+назад)`,
  zh: String.raw`(?:这个月|這個月|这周|這週)(?:剩下|余下|餘下)的(?:时间|時間|日子)|(?<!(?:每|会|會|将|將|要|想|打算|计划|計劃|計畫|准备|準備)[^，。,.]{0,8})(?:借住|暂住|暫住|借宿|住|待|呆|留)(?:上|了)?(?:几|幾|两|兩|三|好几|好幾)(?:天|周|週|个星期|個星期)`,
  ja: String.raw`今月(?:中|いっぱい)|今週(?:中|いっぱい)`,
  ko: String.raw`이번\s?(?:달|주)\s?(?:내내|동안)`,
};

const SHORT_PERIOD_OF = cued(new RegExp(union(SHORT_PERIOD), 'iu'));
// A year makes a stay a dated past ("se quedó unas semanas en Perú en 2018").
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/;
// Cheap prefilter: the words the classes need.
const HINT = cued(
  new RegExp(
    canonicalize(
      String.raw`rest|reste|resto|tutt|tout|todo|mes\s|paar|einige|zwei|drei|quelques|deux|trois|unas|unos|algun|par\s+de|dos\s|tres\s|umas|uns\s|duas|dois|qualche|paio|alcun|due\s|пару|несколько|две|три|剩下|余下|餘下|几|幾|两|兩|三|今月|今週|내내|동안`,
    ),
    'iu',
  ),
);

/** The rest of a period, or a few days or weeks of a stay, as the length of a present situation: temporary. */
export const hasShortPeriod = (text: string): boolean => HINT.test(text) && SHORT_PERIOD_OF.test(text) && !YEAR.test(text);
