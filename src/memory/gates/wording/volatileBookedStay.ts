import { cued } from './cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A booking made for one stay, trip or event: "has booked a hotel for the conference", "Hotel für die Konferenz ist
// gebucht", "a réservé une chambre", "ya reservó el hotel", "reservou um quarto", "ha prenotato l'albergo",
// "забронировала гостиницу", "订好了酒店", "ホテルを予約済み", "호텔을 예약했다". Once the stay is over the memory is stale.
// Booking as a habit or a job is said in the present ("books hotels for clients", "bucht immer über …"), and the caller
// leaves out a text with a word of habit. Input is canonical text.

const LODGING_EN = String.raw`(?:hotel|room|flight|table|tickets?|airbnb|cabin|apartment|seat|hostel|b&b)`;
const BOOKED_STAY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:booked|reserved)\s+(?:a|an|the|his|her|my|their|two|three)\s+(?:\p{L}+\s+)?${LODGING_EN}s?\b|\b${LODGING_EN}s?\s+(?:\p{L}+\s+){0,4}?(?:is|are|has\s+been|have\s+been|was)\s+(?:already\s+)?(?:booked|reserved)\b`,
  de: String.raw`\b(?:hotel|hotelzimmer|zimmer|flug|tisch|ticket|tickets|karten|unterkunft|ferienwohnung)\b(?:\s+\p{L}+){0,5}?\s+(?:(?:ist|sind|wurde|wurden)\s+)?(?:schon\s+|bereits\s+)?(?:gebucht|reserviert)\b`,
  fr: String.raw`\b(?:a|ai|avons|ont)\s+(?:deja\s+)?(?:reserve|booke)\s+(?:un|une|le|la|l['’]|son|sa|ses|mon|ma|des|les)\s*(?:\p{L}+\s+)?(?:hotel|chambre|vol|table|billets?|airbnb|gite|logement)\b|\b(?:hotel|chambre|vol|billets?)\s+(?:\p{L}+\s+){0,4}?(?:est|sont)\s+(?:deja\s+)?reserve(?:e|s|es)?\b`,
  es: String.raw`\b(?:reservo|reserve|ha\s+reservado|he\s+reservado|tiene\s+reservad[oa])\s+(?:un|una|el|la|su|mi|los|las)\s+(?:\p{L}+\s+)?(?:hotel|habitacion|vuelo|mesa|billetes?|entradas?|airbnb|alojamiento)\b|\b(?:hotel|habitacion|vuelo|mesa)\s+(?:\p{L}+\s+){0,4}?(?:esta|estan)\s+(?:ya\s+)?reservad[oa]s?\b`,
  pt: String.raw`\b(?:reservou|reservei|reservamos|tem\s+reservad[oa])\s+(?:um|uma|o|a|seu|sua|meu|minha|os|as)\s+(?:\p{L}+\s+)?(?:hotel|quarto|voo|mesa|passagens?|bilhetes?|ingressos?|airbnb|pousada)\b|\b(?:hotel|quarto|voo|mesa)\s+(?:\p{L}+\s+){0,4}?(?:esta|estao|foi)\s+(?:ja\s+)?reservad[oa]s?\b`,
  it: String.raw`\b(?:ha|ho|abbiamo|hanno)\s+(?:gia\s+)?prenotato\s+(?:un|una|il|lo|la|l['’]|suo|sua|mio|mia|i|gli|le)\s*(?:\p{L}+\s+)?(?:hotel|albergo|camera|volo|tavolo|biglietti?|airbnb)\b|\b(?:hotel|albergo|camera|volo|tavolo)\s+(?:\p{L}+\s+){0,4}?(?:e|sono)\s+(?:gia\s+)?prenotat[oaie]\b`,
  ru: String.raw`(?<![\p{L}])(?:забронировал|забронировала|забронировали|заказал|заказала|заказали)\s+(?:\p{L}+\s+)?(?:гостиницу|отель|номер|билеты|билет|столик)(?![\p{L}])`,
  zh: String.raw`(?:订好了|訂好了|预订了|預訂了|预定了|預定了|订了|訂了|定好了|已订|已訂|已预订|已預訂)[^，。,.]{0,8}?(?:酒店|宾馆|賓館|民宿|机票|機票|车票|車票|房间|房間|位子|门票|門票)|(?:酒店|宾馆|賓館|机票|機票|车票|車票|房间|房間)(?:已经|已經)?(?:订好了|訂好了|订好|訂好|预订好了|預訂好了|定好了|订了|訂了)`,
  ja: String.raw`(?:ホテル|宿|航空券|チケット|部屋|座席|旅館)[^。.!?\n]{0,6}?(?:予約済み|予約した|予約してある|予約しました|予約を取った|押さえた|押さえてある)`,
  ko: String.raw`(?:호텔|숙소|항공권|비행기표|기차표|방|티켓)(?:을|를|은|는|도)?\s?(?:이미\s?)?(?:예약했|예약해\s?(?:두었|뒀|놓았|놨)|예약\s?완료|예매했|잡아\s?(?:두었|뒀|놓았|놨))`,
};

const BOOKED_STAY_OF = cued(new RegExp(union(BOOKED_STAY), 'iu'));

/** A booking made for one stay, trip or event: temporary. */
export const hasBookedStay = (text: string): boolean => BOOKED_STAY_OF.test(text);
