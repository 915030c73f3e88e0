import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A cleanse, a detox or a juice fast, and the named month without alcohol: "on a juice cleanse", "doing Dry January",
// "macht eine Saftkur", "une cure de jus", "una limpieza a base de zumos", "dieta de sucos", "dieta dei succhi",
// "соковая детокс-диета", "果汁断食", "ジュースクレンズ中", "디톡스 중". A programme of days that ends by nature; the caller
// leaves out a text with a word of habit ("does a cleanse every January"). A place or a product named after it ("works at
// a detox clinic", "sells detox tea") is no such programme. Input is canonical text.

const DO_EN = String.raw`(?:doing|on|started|starting|trying|in\s+the\s+middle\s+of|halfway\s+through)`;
const CLEANSE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b${DO_EN}\s+(?:a|an|the|her|his|their|my)\s+(?:\d+[-\s]day\s+|(?:three|five|seven|ten)[-\s]day\s+|week[-\s]long\s+)?(?:juice\s+cleanse|cleanse|detox|juice\s+fast|water\s+fast)\b(?!\s+(?:clinic|centre|center|tea|shop|bar))|\bjuice\s+cleanse\b|(?<!\bdid\s)\b(?:dry\s+(?:january|july)|sober\s+(?:october|september)|veganuary|stoptober)\b`,
  de: String.raw`\b(?:saftkur|saftfasten|detoxkur|detox-kur|entgiftungskur|fastenkur|heilfasten|basenfasten|fastenwoche)\b|\b(?:dry\s+january|trockener\s+januar|veganuary)\b`,
  fr: String.raw`\bcure\s+(?:de\s+jus|detox|de\s+detox|de\s+jeune|de\s+desintoxication)\b|\bjeune\s+(?:hydrique|de\s+jus)\b|\b(?:fait|fais|suit|suis|commence|entame)\s+(?:une|un|sa|son|ma|mon)\s+(?:petite\s+)?detox\b|\b(?:dry\s+january|janvier\s+sobre|defi\s+de\s+janvier)\b`,
  es: String.raw`\b(?:limpieza|dieta|cura|ayuno)\s+(?:a\s+base\s+)?de\s+(?:zumos?|jugos?|batidos\s+verdes)\b|\b(?:dieta|cura|plan|semana)\s+detox\b|\b(?:haciendo|hace|hago|empezo|empece)\s+(?:un|una)\s+detox\b|\benero\s+(?:seco|sin\s+alcohol)\b`,
  pt: String.raw`\b(?:dieta|jejum|limpeza)\s+(?:a\s+base\s+)?de\s+sucos?\b|\b(?:dieta|plano|semana)\s+detox\b|\b(?:fazendo|faz|faco|comecou|comecei)\s+(?:um|uma)\s+detox\b|\bjaneiro\s+(?:seco|sem\s+alcool)\b`,
  it: String.raw`\b(?:dieta|cura|digiuno|depurazione)\s+(?:a\s+base\s+)?(?:di|dei|de)\s+(?:succhi|centrifugati|estratti)\b|\b(?:dieta|cura|settimana)\s+detox\b|\b(?:facendo|fa|faccio|ha\s+iniziato)\s+(?:un|una)\s+detox\b|\bgennaio\s+(?:secco|senza\s+alcol)\b`,
  ru: String.raw`(?<![\p{L}])(?:соков\p{L}*\s+(?:детокс\p{L}*|диет\p{L}*|голодани\p{L}*|очищени\p{L}*)|детокс[-\s]?(?:диет|программ|курс|недел)\p{L}*|(?:сидит|сижу|сидим|сидят)\s+на\s+(?:\p{L}+\s+)?детокс\p{L}*|трезв\p{L}+\s+январ\p{L}*|сух\p{L}+\s+январ\p{L}*)(?![\p{L}])`,
  zh: String.raw`(?:果汁|果蔬汁|蔬果汁)(?:断食|斷食|排毒|轻断食|輕斷食)|(?:在|正在)(?:做|进行|進行)?(?:排毒|清肠|清腸|断食|斷食)|无酒一月|無酒一月`,
  ja: String.raw`ジュースクレンズ|(?:ファスティング|デトックス|プチ断食|断食|クレンズ)(?:中|をしている|している|に挑戦中|を始めた|期間中)|ドライ・?ジャニュアリー`,
  ko: String.raw`주스\s?클렌즈|(?:디톡스|해독\s?다이어트|단식|클렌즈)\s?(?:중|하는\s?중|을\s?하고\s?있|를\s?하고\s?있)|드라이\s?재뉴어리`,
};

// Once a year, the month or the year named with "every": a routine, lasting.
const YEARLY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:every|each)\s+(?:year|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|lent)\b|\b(?:annually|yearly)\b`,
  de: String.raw`\bjede[ns]?\s+(?:jahr|januar|februar|marz|fruhjahr|fruhling|herbst|winter|sommer)\b|\bjahrlich\b`,
  fr: String.raw`\bchaque\s+(?:annee|janvier|printemps|automne|hiver|ete|careme)\b|\btous\s+les\s+ans\b`,
  es: String.raw`\bcada\s+(?:ano|enero|primavera|otono|invierno|verano|cuaresma)\b|\btodos\s+los\s+anos\b`,
  pt: String.raw`\b(?:todo|cada)\s+(?:ano|janeiro|inverno|verao)\b|\btodos\s+os\s+anos\b|\btoda\s+(?:primavera|quaresma)\b`,
  it: String.raw`\bogni\s+(?:anno|gennaio|primavera|autunno|inverno|estate|quaresima)\b|\btutti\s+gli\s+anni\b`,
  ru: String.raw`(?<![\p{L}])(?:каждый\s+(?:год|январь)|каждую\s+(?:весну|осень|зиму)|каждое\s+лето|ежегодно)(?![\p{L}])`,
  zh: String.raw`每年`,
  ja: String.raw`毎年`,
  ko: String.raw`매년|해마다`,
};

const CLEANSE_OF = cued(new RegExp(union(CLEANSE), 'iu'));
const YEARLY_OF = new RegExp(union(YEARLY), 'iu');

/** A cleanse, a detox or a juice fast under way, or the named month without alcohol: temporary. */
export const hasCleanse = (text: string): boolean => CLEANSE_OF.test(text) && !YEARLY_OF.test(text);
