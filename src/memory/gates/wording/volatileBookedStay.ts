import { cued } from '../cueScan';
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

// Tickets got for one show, match or trip, in a past or perfect form: "got tickets for the Coldplay gig", "hat Karten
// für das Spiel ergattert", "a pris des places pour", "sacó entradas para", "comprou ingressos para", "ha preso i
// biglietti per", "купила билеты на концерт", "抢到了演唱会的票", "ライブのチケットが取れた", "공연 티켓을 두 장 예매해 뒀다".
// A season ticket or buying tickets as a habit ("buys tickets for every home game") is no one occasion: the first has
// no past verb, the second a word of habit the caller reads.
const TICKETS_GOT: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:got|bought|booked|snagged|scored|grabbed|has|have)\s+(?!season\s)(?:\p{L}+\s+)?tickets\s+(?:for|to)\s+(?:the|a|an|his|her|their|our|this|next|tonight|\p{Lu})`,
  de: String.raw`\b(?:hat|habe|haben)\s+(?:\p{L}+\s+){0,6}?(?:Karten|Tickets|Eintrittskarten)\s+(?:\p{L}+\s+){0,5}?(?:gekauft|ergattert|besorgt|bekommen|gebucht)\b`,
  fr: String.raw`\b(?:a|ai|avons|ont)\s+(?:deja\s+)?(?:pris|achete|eu|trouve|reserve)\s+(?:des|deux|trois|nos|ses|mes|les)\s+(?:billets|places)\s+pour\b`,
  es: String.raw`\b(?:saco|saque|ha\s+sacado|he\s+sacado|compro|compre|ha\s+comprado|he\s+comprado|consiguio|consegui|tiene|tengo)\s+(?:ya\s+)?(?:dos\s+|tres\s+|las\s+)?(?:entradas|boletos|billetes)\s+(?:para|del|de\s+la)\b`,
  pt: String.raw`\b(?:comprou|comprei|garantiu|garanti|conseguiu|consegui|tem|tenho)\s+(?:ja\s+)?(?:dois\s+|duas\s+|os\s+)?(?:ingressos|bilhetes|entradas)\s+(?:para|pro|pra|do|da)\b`,
  it: String.raw`\b(?:ha|ho|abbiamo)\s+(?:gia\s+)?(?:preso|comprato|trovato)\s+(?:i\s+|due\s+|tre\s+)?biglietti\s+(?:per|del|della|dello)\b`,
  ru: String.raw`(?<![\p{L}])(?:купил|купила|купили|взял|взяла|взяли|достал|достала|достали)\s+(?:\p{L}+\s+)?билеты\s+(?:на|в)(?![\p{L}])`,
  zh: String.raw`(?:抢到|搶到|买到|買到|买好|買好|订到|訂到)了?[^，。,.]{0,10}?(?:票|门票|門票)`,
  ja: String.raw`チケット(?:が|を)(?:取れた|取った|買った|当たった|手に入れた|確保した)`,
  ko: String.raw`(?:티켓|표|입장권)(?:을|를|은|는|도)?\s?(?:\S+\s?){0,2}?(?:예매했|예매해\s?(?:두었|뒀|놓았|놨)|구했|샀)`,
};

const BOOKED_STAY_OF = cued(new RegExp(union(BOOKED_STAY), 'iu'));
const TICKETS_GOT_OF = cued(new RegExp(union(TICKETS_GOT), 'iu'));

/** A booking made for one stay, trip or event, or tickets got for one: temporary. */
export const hasBookedStay = (text: string): boolean => BOOKED_STAY_OF.test(text) || TICKETS_GOT_OF.test(text);
