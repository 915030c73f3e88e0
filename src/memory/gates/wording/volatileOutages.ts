import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A household service cut or an appliance out of order now, which will be restored or mended: "the internet is down",
// "no hot water since the pipe burst", "Strom ist weg", "coupure d'eau", "se fue la luz", "a internet está fora do ar",
// "è saltata la corrente", "отключили горячую воду", "停水", "停電中", "인터넷이 안 된다"; and a household appliance broken
// ("the fridge is broken", "エアコンが壊れている", "空调坏了"; phones, screens and cars are read by volatileTrials.ts). Living
// without a service by choice names no cut ("lives off-grid", "has no TV"), and a year makes it a dated past. Input is
// canonical text.

const SERVICE_EN = String.raw`(?:internet|wi-?fi|power|electricity|hot\s+water|water|heating|gas|phone\s+line|elevator|lift|broadband)`;
const SERVICE_DE = String.raw`(?:internet|wlan|strom|warmwasser|wasser|heizung|gas|aufzug|fahrstuhl|telefon)`;
const SERVICE_FR = String.raw`(?:internet|wi-?fi|electricite|courant|eau\s+chaude|eau|chauffage|gaz|ascenseur|box)`;
const SERVICE_ES = String.raw`(?:internet|wi-?fi|luz|electricidad|agua\s+caliente|agua|calefaccion|gas|ascensor)`;
const SERVICE_PT = String.raw`(?:internet|wi-?fi|luz|energia|agua\s+quente|agua|aquecimento|gas|elevador)`;
const SERVICE_IT = String.raw`(?:internet|wi-?fi|luce|corrente|elettricita|acqua\s+calda|acqua|riscaldamento|gas|ascensore)`;
const SERVICE_RU = String.raw`(?:интернет\p{L}*|свет\p{L}*|электричеств\p{L}*|горяч\p{L}*\s+вод\p{L}*|вод\p{L}*|отоплени\p{L}*|газ\p{L}*|лифт\p{L}*)`;
const APPLIANCE_EN = String.raw`(?:fridge|refrigerator|freezer|washing\s+machine|washer|dryer|dishwasher|oven|stove|boiler|heater|air\s+conditioner|air\s+conditioning|ac|router|water\s+heater)`;

const OUTAGE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b${SERVICE_EN}\s+(?:is|are|has\s+been|went|got)\s+(?:(?:still|completely|totally|currently)\s+)?(?:down|out|cut\s+off|not\s+working)\b|\b(?:power|water|internet)\s+(?:outage|cut)\b|\b${APPLIANCE_EN}\s+(?:is|are|has)\s+(?:\p{L}+\s+)?(?:broken|broke|died|out\s+of\s+order|not\s+working|leaking)\b`,
  de: String.raw`\b(?:ist|sind)\s+(?:(?:der|das|die|sein|ihr)\s+)?${SERVICE_DE}\s+(?:\p{L}+\s+)?(?:weg|ausgefallen|abgestellt|abgeschaltet)\b|\b${SERVICE_DE}\s+(?:ist|sind)\s+(?:(?:gerade|schon\s+wieder|wieder|komplett)\s+)?(?:weg|ausgefallen|abgestellt|abgeschaltet)\b|\b${SERVICE_DE}\s+(?:geht|funktioniert)\s+(?:\p{L}+\s+){0,3}?nicht\b|\b(?:strom|wasser|internet)(?:ausfall|sperre)\b`,
  fr: String.raw`\b(?:coupure|panne)\s+(?:de\s+|d['’])\s*${SERVICE_FR}\b|\b(?:l['’]|le\s+|la\s+|sa\s+|son\s+)\s*${SERVICE_FR}\s+(?:est\s+(?:coupee?|en\s+panne|tombee?)|ne\s+(?:marche|fonctionne)\s+(?:plus|pas))\b|\bpas\s+d['’]\s*(?:eau\s+chaude|electricite|internet|chauffage)\s+depuis\b`,
  es: String.raw`\bse\s+(?:fue|ha\s+ido|corto|ha\s+cortado)\s+(?:la\s+|el\s+)?${SERVICE_ES}\b|\bcorte\s+de\s+${SERVICE_ES}\b|\b(?:el\s+|la\s+)?${SERVICE_ES}\s+no\s+funciona\b|\b(?:le\s+|nos\s+)?(?:cortaron|han\s+cortado)\s+(?:la\s+|el\s+)?${SERVICE_ES}\b`,
  pt: String.raw`\bfora\s+do\s+ar\b|\b(?:a\s+|o\s+)?${SERVICE_PT}\s+(?:caiu|acabou|foi\s+cortad[oa]|nao\s+funciona|esta\s+cortad[oa])\b|\b(?:queda|falta|corte)\s+de\s+${SERVICE_PT}\b|\b(?:cortaram|caiu|acabou)\s+(?:a\s+|o\s+)?${SERVICE_PT}\b`,
  it: String.raw`\b(?:e|sono)\s+saltat[ao]\s+(?:la\s+|il\s+|l['’])?\s*${SERVICE_IT}\b|\b(?:la\s+|il\s+|l['’])?\s*${SERVICE_IT}\s+non\s+funziona\b|\b(?:hanno\s+)?(?:tolto|staccato)\s+(?:la\s+|il\s+|l['’])\s*${SERVICE_IT}\b|\b(?:interruzione|mancanza)\s+d(?:i|ella|el|ell['’])\s*${SERVICE_IT}\b`,
  ru: String.raw`(?<![\p{L}])(?:отключили|отключен\p{L}*|пропал\p{L}*|не\s+работает)\s+${SERVICE_RU}(?![\p{L}])|(?<![\p{L}])${SERVICE_RU}\s+(?:не\s+работает|отключили|пропал\p{L}*)(?![\p{L}])`,
  zh: String.raw`(?:停水|停电|停電|断网|斷網)(?:了|中)|(?:正在|又|还在|還在|一直|这几天|這幾天)(?:停水|停电|停電|断网|斷網)|(?:没|沒)(?:网|網)了|(?:网|網)(?:断|斷)了|(?:空调|空調|冰箱|洗衣机|洗衣機|热水器|熱水器|暖气|暖氣|路由器)(?:坏了|壞了|出故障)`,
  ja: String.raw`停電|断水|(?:ネット|インターネット|Wi-?Fi)(?:が|に)(?:つなから|繋から)ない|お湯が出ない|(?:エアコン|冷蔵庫|洗濯機|給湯器|ヒーター|暖房|ルーター|電子レンジ|食洗機)(?:が|は)?(?:壊れて|故障(?:して|中))`,
  ko: String.raw`정전(?!기)|단수\s?(?:중|됐|되어|돼)|(?:인터넷|와이파이|온수|난방|엘리베이터)(?:이|가)?\s?(?:안\s?(?:된다|돼|됨|나온다|나와)|끊겼|끊겨|고장)|(?:에어컨|냉장고|세탁기|보일러|공유기)(?:이|가)?\s?(?:고장|망가)`,
};

const OUTAGE_OF = cued(new RegExp(union(OUTAGE), 'iu'));
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/** A household service cut or an appliance out of order now: temporary. */
export const hasOutage = (text: string): boolean => OUTAGE_OF.test(text) && !YEAR.test(text);
