import { cued } from './cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// One purchase sent back, told as a past act: "returned a jacket", "hat eine Jacke zurückgeschickt", "a renvoyé un
// pull", "devolví una chaqueta", "devolveu uma camisa", "ha restituito una giacca", "вернула куртку в магазин", "退了一件
// 外套", "ジャケットを返品した", "재킷을 반품했다". Only the past act: sending things back as a habit is said in the present
// ("returns whatever does not fit") and not read; "returned to Spain" or "returned a year later" name no thing sent
// back, and "returned the company to profit" brings a thing to a state: in English only "to" a shop or a seller
// counts. Input is canonical text.

const TIME_EN = String.raw`(?:year|month|week|day|decade|few|couple|changed|different)`;

const RETURNED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:returned|sent\s+back|took\s+back)\s+(?:a|an|the|his|her|my|their|some)\s+(?!${TIME_EN}\b)\p{L}+(?![^.;!?\n]*\bto\s+(?!(?:the\s+)?(?:shop|store|seller)\b))|\b(?:sent|took)\s+(?:a|an|the|his|her|my|their)\s+(?:\p{L}+\s+)?\p{L}+\s+back\b|\bgot\s+a\s+refund\s+for\b`,
  de: String.raw`\b(?:hat|habe|haben)\s+(?:\p{L}+\s+){0,3}?(?:zuruckgeschickt|umgetauscht|retourniert|zuruckgebracht|zuruckgesendet)\b`,
  fr: String.raw`\b(?:a|ai|avons|ont)\s+(?:\p{L}+\s+)?(?:renvoye|retourne|rapporte|echange)\s+(?:un|une|des|le|la|les|son|sa|ses|mon|ma|mes)\s+\p{L}+|\bfait\s+(?:un\s+)?retour\s+(?:de|d['’]|du)\b`,
  es: String.raw`\b(?:devolvi|devolvio|devolvimos|devolvieron|he\s+devuelto|ha\s+devuelto|hemos\s+devuelto|han\s+devuelto)\s+(?:un|una|unos|unas|el|la|los|las|mi|mis|su|sus)\s+\p{L}+`,
  pt: String.raw`\b(?:devolvi|devolveu|devolvemos|devolveram)\s+(?:um|uma|uns|umas|o|a|os|as|meu|minha|seu|sua)\s+\p{L}+`,
  it: String.raw`\b(?:ho|ha|abbiamo|hanno)\s+(?:\p{L}+\s+)?(?:restituito|rimandato\s+indietro|riportato\s+al\s+negozio|fatto\s+il\s+reso)\b`,
  ru: String.raw`(?<![\p{L}])(?:вернул\p{L}*|сдал\p{L}*|обменял\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:в\s+магазин|обратно|продавцу)(?![\p{L}])|(?<![\p{L}])оформил\p{L}*\s+возврат(?![\p{L}])`,
  zh: String.raw`退了(?:一|两|兩|几|幾)?(?:件|双|雙|个|個|台|部|条|條|套|单|單)|退货了|退貨了|申请了?(?:退货|退款)|申請了?(?:退貨|退款)`,
  ja: String.raw`返品(?:した|しました|済み|手続き中)|(?:交換|返金)(?:してもらった|手続き中)`,
  ko: String.raw`반품\s?(?:했|신청|처리\s?중)|환불\s?(?:받았|신청했)|교환\s?(?:했|신청했)`,
};

const RETURNED_OF = cued(new RegExp(union(RETURNED), 'iu'));

/** One purchase sent back, as a past act: temporary. */
export const hasReturnedPurchase = (text: string): boolean => RETURNED_OF.test(text);
