import { cued } from '../cueScan';
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

// A return still to make, with a verb of need: "still has to send back the boots", "muss die Jacke noch
// zurückschicken", "doit renvoyer le pull", "tiene que devolver la chaqueta", "precisa devolver o tênis", "deve
// restituire la giacca", "надо вернуть куртку в магазин", "还得把鞋退掉", "返品しないと", "코트를 반품해야 한다". It ends once
// the parcel is sent. "Has to return home by ten" or "doit retourner à Lyon" name no thing sent back; a word of habit
// keeps a duty lasting ("returns the library books every three weeks"), and the caller reads this only where none is.
const RETURN_TO_MAKE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:has|have|needs?|must|got)\s+(?:still\s+)?(?:to\s+)?(?:return|send\s+back|take\s+back)\s+(?:a|an|the|his|her|my|their|some|these|those|that|this)\s+(?!${TIME_EN}\b)\p{L}+(?![^.;!?\n]*\bto\s+(?!(?:the\s+)?(?:shop|store|seller)\b))|\b(?:has|have|needs?|must)\s+(?:still\s+)?(?:to\s+)?send\s+(?:a|an|the|his|her|my|their|these|those)\s+(?:\p{L}+\s+)?\p{L}+\s+back\b`,
  de: String.raw`\b(?:muss|mussen|sollte)\s+(?:\p{L}+\s+){0,5}?(?:zuruckschicken|zuruckgeben|umtauschen|zurucksenden|zuruckbringen|retournieren)\b`,
  fr: String.raw`\b(?:doit|dois|doivent|faut)\s+(?:encore\s+)?(?:renvoyer|retourner|rapporter|echanger|rendre)\s+(?:un|une|le|la|les|l['’]|son|sa|ses|mon|ma|mes|ce|cette|ces)\s*\p{L}+`,
  es: String.raw`\b(?:tiene|tengo|tienen)\s+que\s+(?:ir\s+a\s+)?(?:devolver|cambiar)\s+(?:un|una|unos|unas|el|la|los|las|su|sus|mi|mis|esta|este|estas|estos)\s+\p{L}+|\b(?:debe|debo|necesita|necesito|hay\s+que)\s+devolver\s+(?:un|una|el|la|los|las|su|sus|mi|mis)\s+\p{L}+`,
  pt: String.raw`\b(?:precisa|preciso|tem\s+que|tenho\s+que|tem\s+de|tenho\s+de|deve)\s+(?:ainda\s+)?(?:devolver|trocar)\s+(?:um|uma|o|a|os|as|seu|sua|meu|minha|esse|essa|este|esta)\s+\p{L}+`,
  it: String.raw`\b(?:deve|devo|devono|bisogna)\s+(?:ancora\s+)?(?:restituire|riportare\s+indietro|rimandare\s+indietro|fare\s+il\s+reso\s+d)\s*(?:un|una|il|la|lo|l['’]|i|gli|le|quel|quella|quelle|quei|el|ella|ello|ei|egli|elle)?\s*\p{L}+`,
  ru: String.raw`(?<![\p{L}])(?:надо|нужно|должен|должна|придется)\s+(?:\p{L}+\s+){0,2}?(?:вернуть|сдать|обменять)\s+(?:\p{L}+\s+){0,3}?(?:в\s+магазин|обратно|продавцу)(?![\p{L}])|(?<![\p{L}])(?:надо|нужно)\s+оформить\s+возврат(?![\p{L}])`,
  zh: String.raw`(?:要|得|还得|還得|需要|准备|準備)(?:去)?(?:把[^，。,.]{1,8})?退(?:掉|货|貨|回去)`,
  ja: String.raw`返品(?:しないと|しなきゃ|しなければ|する予定|するつもり|しようと)|(?:交換|返金)(?:しないと|しなきゃ|してもらう予定)`,
  ko: String.raw`반품\s?(?:해야|하려고|할\s?예정|하기로)|환불\s?(?:받아야|받으려고)|교환\s?(?:해야|하려고)`,
};

const RETURNED_OF = cued(new RegExp(union(RETURNED), 'iu'));
const RETURN_TO_MAKE_OF = cued(new RegExp(union(RETURN_TO_MAKE), 'iu'));

/** One purchase sent back, as a past act, or a return still to make: temporary. */
export const hasReturnedPurchase = (text: string): boolean => RETURNED_OF.test(text) || RETURN_TO_MAKE_OF.test(text);
