import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Statuses that will change within days, as a model copies them from a chat: an order or a parcel on its way ("the
// order is in transit", "订单正在运输途中", "配送中", "배송 중", "ist unterwegs", "en cours de livraison", "en camino", "em
// trânsito", "в пути", "in consegna"), a flight or a train delayed ("vol retardé", "航班延误", "рейс задерживается"), a
// place on a waiting list ("Platz 12 der Warteliste", "número 12 en la lista de espera"), a battery running out ("Akku
// fast leer", "电量只剩5%", "le queda un 5 % de batería"). A job in delivery or in flights, a
// fear of flying or a battery's life name no such status. Input is canonical text.

const SHIPMENT: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:order|parcel|package|delivery|shipment)s?\s+(?:is|are|was)\s+(?:still\s+)?(?:in transit|on (?:its|their|the) way|out for delivery|being delivered|being shipped)\b`,
  de: String.raw`\b(?:bestellung|paket|lieferung|sendung|packchen)\w*\b[^.;!?\n]{0,20}?\b(?:unterwegs|in zustellung|auf dem weg)\b`,
  fr: String.raw`\b(?:colis|commande|livraison)\b[^.;!?\n]{0,20}?\b(?:en cours de livraison|en transit|en route|en cours d['’]acheminement|en cours d['’]expedition)\b`,
  es: String.raw`\b(?:pedido|paquete|envio|encargo)\b[^.;!?\n]{0,20}?\b(?:en camino|en transito|en reparto)\b`,
  pt: String.raw`\b(?:encomenda|pedido|pacote|entrega)\b[^.;!?\n]{0,20}?\b(?:em transito|a caminho|em rota de entrega|saiu para entrega)\b`,
  it: String.raw`\b(?:pacco|ordine|spedizione|consegna)\b[^.;!?\n]{0,20}?\b(?:in consegna|in transito|in viaggio|in arrivo)\b`,
  ru: String.raw`(?<!\p{L})(?:заказ|посылка|посылку|доставка)(?!\p{L})[^.;!?\n]{0,20}?(?<!\p{L})(?:в пути|доставляется|едет)(?!\p{L})`,
  zh: String.raw`(?:订单|訂單|包裹|快递|快遞|货物|貨物)[^，。,.;!?\n]{0,6}?(?:运输途中|運輸途中|运输中|運輸中|在途|派送中|配送中|在路上)`,
  ja: String.raw`(?:荷物|注文|小包|商品|宅配便)[^。.!?\n]{0,8}?(?:配送中|輸送中|配達中|発送中|お届け中)`,
  ko: String.raw`(?:물건|택배|주문|소포|상품)[^.!?\n]{0,10}?(?:배송|배달|운송)\s?중`,
};

const DELAYED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:flight|train|bus|plane)\s+(?:is|was|has been)\s+(?:delayed|cancell?ed|running late)\b`,
  de: String.raw`\b(?:flug|zug|bus|maschine)\b[^.;!?\n]{0,20}?\b(?:verspatet|hat\s+(?:\d+\s+\w+\s+)?verspatung|fallt aus|annulliert)\b`,
  fr: String.raw`\b(?:vol|train|avion)\b[^.;!?\n]{0,12}?\b(?:retarde|en retard|annule)\b`,
  es: String.raw`\b(?:vuelo|tren|avion|autobus)\b[^.;!?\n]{0,12}?\b(?:retrasado|con retraso|cancelado)\b`,
  pt: String.raw`\b(?:voo|trem|comboio|aviao|onibus)\b[^.;!?\n]{0,12}?\b(?:atrasado|com atraso|cancelado)\b`,
  it: String.raw`\b(?:volo|treno|aereo)\b[^.;!?\n]{0,12}?\b(?:in ritardo|ritardato|cancellato)\b`,
  ru: String.raw`(?<!\p{L})(?:рейс|поезд|самол[её]т)(?!\p{L})[^.;!?\n]{0,12}?(?<!\p{L})(?:задерживается|задержан|отмен[её]н|опаздывает)(?!\p{L})`,
  zh: String.raw`(?:航班|飞机|飛機|火车|火車|高铁|高鐵|列车|列車)[^，。,.;!?\n]{0,4}?(?:延误|延誤|晚点|晚點|取消了)`,
  ja: String.raw`(?:便|飛行機|電車|列車|フライト|新幹線)[^。.!?\n]{0,6}?(?:遅延して|遅れて|欠航に|運休に)`,
  ko: String.raw`(?:비행기|항공편|기차|열차|버스)[^.!?\n]{0,10}?(?:지연됐|지연되|연착|결항)`,
};

const WAITING_PLACE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:number|no\.|#|place)\s*\d+\s+(?:on|in)\s+(?:the|a)\s+(?:waiting list|waitlist|queue)\b|\b\d+(?:st|nd|rd|th)\s+(?:on|in)\s+(?:the\s+)?(?:waiting list|waitlist|queue)\b`,
  de: String.raw`\b(?:platz|nummer|nr\.)\s*\d+\s+(?:der|auf der)\s+warteliste\b|\bwarteliste\b[^.;!?\n]{0,12}?\bplatz\s*\d+`,
  fr: String.raw`\b(?:numero|n°|place|rang)\s*\d+\s+(?:sur|de|dans)\s+(?:la\s+)?liste d['’]attente\b|\b\d+e\s+sur\s+(?:la\s+)?liste d['’]attente\b`,
  es: String.raw`\b(?:numero|puesto|lugar)\s*\d+\s+(?:en|de)\s+(?:la\s+)?lista de espera\b`,
  pt: String.raw`\b(?:numero|posicao|lugar)\s*\d+\s+(?:na|da)\s+lista de espera\b|\b\d+[º°o]\s+na\s+lista de espera\b`,
  it: String.raw`\b(?:numero|posto|n\.)\s*\d+\s+(?:in|nella|della)\s+lista d['’]attesa\b`,
  ru: String.raw`(?<!\p{L})(?:номер|место|мест\p{L}*)\s*\d+\s+в\s+(?:листе|списке|очереди)(?!\p{L})|\d+-?(?:й|м|ой)\s+в\s+(?:очереди|списке ожидания|листе ожидания)`,
  zh: String.raw`(?:候补|候補|等候名单|等候名單|排队|排隊)[^，。,.;!?\n]{0,6}?第\s*\d+`,
  ja: String.raw`(?:キャンセル待ち|順番待ち|待機リスト|ウェイティングリスト)(?:で|の|は)?\s*\d+\s*番`,
  ko: String.raw`대기(?:자)?\s?(?:명단|번호|순번|순위)?(?:에서|이|가|는)?\s?\d+\s?(?:번째|번|위)`,
};

// A charge left, written low (under 30 %): a battery's health ("a bateria já em 78 %") is a lasting figure.
const LOW = String.raw`(?<!\d)(?:[0-9]|[12][0-9])\s*%`;
const BATTERY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bbattery\b[^.;!?\n]{0,12}?\b(?:is\s+)?(?:dying|almost (?:dead|empty|flat)|at ${LOW})|\b(?:phone|laptop)\s+is\s+(?:dying|about to die)\b|\b${LOW} (?:of\s+)?battery\b`,
  de: String.raw`\bakku\b[^.;!?\n]{0,25}?\b(?:fast leer|gleich leer|bei ${LOW}|macht schlapp)`,
  fr: String.raw`\bbatterie\b[^.;!?\n]{0,20}?\b(?:presque vide|a plat|a ${LOW}|bientot vide)`,
  es: String.raw`\bbateria\b[^.;!?\n]{0,12}?\b(?:casi agotada|a punto de agotarse|al ${LOW})|${LOW}\s+de\s+bateria\b`,
  pt: String.raw`\bbateria\b[^.;!?\n]{0,12}?\b(?:acabando|no fim|quase a zero|em ${LOW})|${LOW}\s+de\s+bateria\b`,
  it: String.raw`\bbatteria\b[^.;!?\n]{0,12}?\b(?:quasi scarica|sta per finire|al ${LOW})|${LOW}\s+di\s+batteria\b`,
  ru: String.raw`(?<!\p{L})(?:телефон|ноутбук|смартфон)(?!\p{L})[^.;!?\n]{0,12}?(?<!\p{L})(?:сядет|садится|разряжается)(?!\p{L})|(?<!\p{L})(?:заряд|батаре)\p{L}*\s+${LOW}`,
  zh: String.raw`电量(?:只剩|剩下?|不足|快没)|電量(?:只剩|剩下?|不足|快沒)|快没电|快沒電`,
  ja: String.raw`(?:バッテリー|電池)(?:残量)?(?:が|は)?(?:残り\s*\d+|${LOW}|切れそう|少ない)`,
  ko: String.raw`배터리(?:가|는)?\s?(?:${LOW}|얼마\s?안\s?남|거의\s?없|다\s?돼)`,
};

const STATUS = cued(new RegExp([SHIPMENT, DELAYED, WAITING_PLACE, BATTERY].map(union).join('|'), 'iu'));

/** A parcel on its way, a delayed flight, a place on a waiting list or a dying battery: temporary. */
export const hasStatusOfMoment = (text: string): boolean => STATUS.test(text);
