import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// New in a place and knowing no one there yet: "new in town and doesn't know a soul yet", "kennt hier noch niemanden",
// "ne connaît encore personne", "todavía no conoce a nadie", "ainda não conhece ninguém", "non conosce ancora nessuno",
// "пока никого не знает", "还没交到朋友", "まだ知り合いがいない", "아직 아는 사람이 없다". A move itself is read as a lasting
// change (lives in Lyon now), but the "not yet" of a newcomer ends by itself as friends are made. What is lasting says
// no "yet": "doesn't know anyone who skis", "knows everyone in the village", "makes friends easily wherever he moves".
// Input is canonical text.

const NEW_IN_TOWN: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bnew\s+(?:in|to)\s+(?:town|the\s+(?:city|area|neighbou?rhood|village))\b|\b(?:doesn['’]?t|don['’]?t|does\s+not|do\s+not)\s+know\s+(?:anyone|anybody|a\s+soul|many\s+people|people)\s+(?:\p{L}+\s+){0,3}?yet\b|\b(?:has|have)(?:n['’]?t|\s+not)\s+(?:made|got)\s+(?:any\s+)?friends\s+(?:\p{L}+\s+){0,3}?yet\b|\bknows\s+(?:no\s+one|nobody)\s+(?:\p{L}+\s+){0,2}?yet\b`,
  de: String.raw`\bkenn(?:t|e|en)\s+(?:\p{L}+\s+){0,3}?noch\s+(?:niemanden|keinen|keine\s+Leute|kaum\s+jemanden)\b|\bnoch\s+keine\s+Freunde\s+(?:gefunden|hier|dort)\b|\bneu\s+in\s+der\s+Stadt\b`,
  fr: String.raw`\bne\s+connai(?:t|s|ssent|ssons)\s+(?:encore\s+personne|personne\s+encore)\b|\bn['’]\s*(?:a|ai|ont)\s+pas\s+encore\s+(?:d['’]\s*amis|de\s+copains|fait\s+de\s+connaissances)\b|\bnouve(?:au|lle|aux)\s+(?:en\s+ville|dans\s+(?:la\s+ville|le\s+quartier|la\s+region|le\s+coin))\b`,
  es: String.raw`\b(?:todavia|aun)\s+no\s+conoce(?:n|mos)?\s+a\s+nadie\b|\bno\s+conoce(?:n|mos)?\s+a\s+nadie\s+(?:todavia|aun)\b|\b(?:todavia|aun)\s+no\s+tiene\s+amigos\b|\bnuev[oa]s?\s+en\s+(?:la\s+ciudad|el\s+barrio|el\s+pueblo)\b`,
  pt: String.raw`\bainda\s+nao\s+conhece(?:m|mos)?\s+ninguem\b|\bnao\s+conhece(?:m|mos)?\s+ninguem\s+ainda\b|\bainda\s+nao\s+(?:tem|fez)\s+amigos\b|\bnov[oa]s?\s+na\s+cidade\b`,
  it: String.raw`\bnon\s+conosc(?:e|o|ono|iamo)\s+ancora\s+nessuno\b|\bancora\s+non\s+conosc(?:e|o|ono|iamo)\s+nessuno\b|\bnon\s+ha\s+ancora\s+amici\b|\bnuov[oa]\s+in\s+citta\b`,
  ru: String.raw`(?<![\p{L}])(?:пока|ещ[её])\s+никого\s+(?:здесь\s+|тут\s+)?не\s+зна(?:ет|ю|ем|ют)(?![\p{L}])|(?<![\p{L}])никого\s+(?:пока|ещ[её])\s+не\s+зна(?:ет|ю|ем|ют)(?![\p{L}])|(?<![\p{L}])(?:пока|ещ[её])\s+нет\s+(?:друзей|знакомых)(?![\p{L}])`,
  zh: String.raw`还没(?:有)?(?:交到|认识|結交|结交)(?:什么|什麼|几个|幾個|新)?朋友|還沒(?:有)?(?:交到|認識)(?:什麼|幾個|新)?朋友|(?:还|還)(?:谁|誰)都不认识|(?:还|還)(?:谁|誰)都不認識|人生地不熟`,
  ja: String.raw`まだ(?:知り合い|友達|友人|知人)(?:が|も)(?:いない|少ない|一人も)|(?:知り合い|友達|友人)(?:が|も)まだ(?:いない|一人も)`,
  ko: String.raw`아직\s?(?:아는\s?사람이|친구가|지인이)\s?(?:없|별로\s?없)|이사\s?온\s?지\s?얼마\s?(?:안|되지)`,
};

const NEW_IN_TOWN_OF = cued(new RegExp(union(NEW_IN_TOWN), 'iu'));

/** New in a place, knowing no one there yet: temporary. */
export const hasNewInTown = (text: string): boolean => NEW_IN_TOWN_OF.test(text);
