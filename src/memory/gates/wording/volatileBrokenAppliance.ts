import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A household appliance that has just broken, in the verb forms volatileOutages.ts leaves out: the past and the perfect
// ("the fridge broke", "se me ha roto la caldera", "si è rotta la lavatrice", "a geladeira quebrou", "la chaudière est
// tombée en panne", "die Spülmaschine ist kaputtgegangen", "сломался котёл", "锅炉坏了", "給湯器が壊れた", "식기세척기가
// 고장 났다"). It will be mended or replaced; repairing appliances as a trade names no breakdown, and a year makes it a
// dated past. Input is canonical text.

const APPL_EN = String.raw`(?:fridge|refrigerator|freezer|washing\s+machine|washer|dryer|dishwasher|oven|stove|cooker|boiler|furnace|heater|water\s+heater|heat\s+pump|air\s+conditioner|router|microwave|tv|television|vacuum)`;
const APPL_DE = String.raw`\p{L}*(?:waschmaschine|kuhlschrank|gefrierschrank|spulmaschine|geschirrspuler|trockner|herd|backofen|heizung|therme|boiler|heizkessel|durchlauferhitzer|klimaanlage|warmepumpe|router|mikrowelle|fernseher|staubsauger)`;
const APPL_FR = String.raw`(?:chaudiere|frigo|refrigerateur|congelateur|lave-linge|machine\s+a\s+laver|lave-vaisselle|seche-linge|four|cumulus|chauffe-eau|ballon\s+d['’]eau\s+chaude|clim|climatiseur|box|micro-ondes|pompe\s+a\s+chaleur|tele|television)`;
const APPL_ES = String.raw`(?:caldera|nevera|frigorifico|frigo|congelador|lavadora|lavavajillas|lavaplatos|secadora|horno|vitro|vitroceramica|calentador|termo|aire\s+acondicionado|router|microondas|bomba\s+de\s+calor|tele|television)`;
const APPL_PT = String.raw`(?:geladeira|frigorifico|freezer|congelador|maquina\s+de\s+lavar(?:\s+roupa|\s+louca|\s+loica)?|lava-loucas|lava-loica|secadora|forno|fogao|aquecedor(?:\s+de\s+agua)?|chuveiro|esquentador|caldeira|ar-condicionado|ar\s+condicionado|roteador|micro-ondas|microondas|televisao|tv)`;
const APPL_IT = String.raw`(?:caldaia|frigo|frigorifero|congelatore|lavatrice|lavastoviglie|asciugatrice|forno|piano\s+cottura|scaldabagno|boiler|condizionatore|climatizzatore|router|microonde|pompa\s+di\s+calore|televisore|tv)`;
const APPL_RU = String.raw`(?:холодильник\p{L}*|морозилк\p{L}*|стиральн\p{L}*\s+машин\p{L}*|стиралк\p{L}*|посудомо\p{L}*|сушилк\p{L}*|плит\p{L}*|духовк\p{L}*|кот[её]л|котла|бойлер\p{L}*|водонагревател\p{L}*|колонк\p{L}*|кондиционер\p{L}*|роутер\p{L}*|микроволновк\p{L}*|телевизор\p{L}*)`;
const SE_ES = String.raw`\bse\s+(?:me\s+|le\s+|nos\s+|les\s+|te\s+)?`;

const BROKEN: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b${APPL_EN}\s+(?:just\s+)?(?:broke(?:\s+down)?|died|gave\s+up|packed\s+up|conked\s+out|stopped\s+working|(?:has|have)\s+(?:just\s+)?(?:broken(?:\s+down)?|died|stopped\s+working|packed\s+up))\b`,
  de: String.raw`\b${APPL_DE}\s+(?:ist|sind)\s+(?:\p{L}+\s+)?(?:kaputt|kaputtgegangen|defekt|ausgefallen|hinuber)\b|\b${APPL_DE}\s+(?:geht|funktioniert|heizt|springt)\s+(?:\p{L}+\s+){0,2}?nicht\s+(?:mehr|an)\b|\b(?:ist|sind)\s+(?:der|die|das|unser|unsere|sein|seine|ihr|ihre|mein|meine)\s+${APPL_DE}\s+(?:\p{L}+\s+)?(?:kaputt|kaputtgegangen|defekt|ausgefallen)\b`,
  fr: String.raw`\b${APPL_FR}\s+(?:est|sont)\s+(?:\p{L}+\s+)?(?:en\s+panne|tombee?s?\s+en\s+panne|cassee?s?|hs|morte?)\b|\b${APPL_FR}\s+(?:a\s+lache|ne\s+(?:marche|fonctionne|chauffe)\s+plus|vient\s+de\s+(?:lacher|tomber\s+en\s+panne))\b`,
  es: String.raw`${SE_ES}(?:ha|han)\s+(?:roto|estropeado|averiado|muerto)\s+(?:el|la|los|las|mi|su)\s+${APPL_ES}\b|${SE_ES}(?:rompio|estropeo|averio)\s+(?:el|la|mi|su)\s+${APPL_ES}\b|\b${APPL_ES}\s+(?:se\s+(?:ha\s+)?(?:roto|rompio|estropeado|estropeo|averiado|averio)|(?:esta|estan)\s+(?:rot[oa]|averiad[oa]|estropead[oa])|ha\s+dejado\s+de\s+funcionar|dejo\s+de\s+funcionar)\b`,
  pt: String.raw`\b${APPL_PT}\s+(?:quebrou|pifou|estragou|avariou|deu\s+(?:defeito|problema|pau)|parou\s+de\s+funcionar|(?:esta|ta)\s+(?:quebrad[oa]|estragad[oa]|com\s+defeito|avariad[oa]|pifad[oa]))\b|\b(?:quebrou|pifou|estragou|avariou)\s+(?:a|o|minha|meu|sua|seu)\s+${APPL_PT}\b`,
  it: String.raw`\bsi\s+(?:e|sono)\s+(?:rott[oaie]|guastat[oaie])\s+(?:il|la|l['’]|lo|i|le|mio|mia|suo|sua)\s*${APPL_IT}\b|\b${APPL_IT}\s+(?:(?:e|sono)\s+(?:\p{L}+\s+)?(?:rott[oaie]|guast[oaie]|fuori\s+uso|in\s+panne)|si\s+(?:e|sono)\s+(?:rott[oaie]|guastat[oaie])|ha\s+smesso\s+di\s+funzionare)\b`,
  ru: String.raw`(?<![\p{L}])(?:сломал\p{L}*|полетел\p{L}*|сгорел\p{L}*)\s+(?:\p{L}+\s+)?${APPL_RU}(?![\p{L}])|(?<![\p{L}])${APPL_RU}\s+(?:\p{L}+\s+)?(?:сломал\p{L}*|полетел\p{L}*|сломан\p{L}*|перестал\p{L}*\s+работать|сгорел\p{L}*)(?![\p{L}])`,
  zh: String.raw`(?:锅炉|鍋爐|热水器|熱水器|洗碗机|洗碗機|烤箱|微波炉|微波爐|燃气灶|燃氣灶|油烟机|油煙機|烘干机|烘乾機|冰柜|冰櫃|电视|電視|壁挂炉|壁掛爐)(?:又)?(?:坏了|壞了|出故障|出了故障|不工作了|罢工了|罷工了)`,
  ja: String.raw`(?:給湯器|ボイラー|エアコン|冷蔵庫|洗濯機|食洗機|乾燥機|電子レンジ|オーブン|コンロ|ルーター|テレビ|冷凍庫)(?:が|は)?(?:壊れた|壊れちゃった|故障した|動かなくなった|つかなくなった)`,
  ko: String.raw`(?:식기세척기|건조기|전자레인지|오븐|가스레인지|온수기|티비|TV|텔레비전|냉동고)(?:이|가)?\s?(?:고장\s?(?:났|나서)|망가졌)`,
};

const BROKEN_OF = cued(new RegExp(union(BROKEN), 'iu'));
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/** A household appliance that has just broken: temporary. */
export const hasBrokenAppliance = (text: string): boolean => BROKEN_OF.test(text) && !YEAR.test(text);
