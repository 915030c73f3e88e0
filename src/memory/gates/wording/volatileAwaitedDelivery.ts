import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Waiting for one delivery: "waiting for a parcel from Amazon", "wartet auf ein Paket", "attend un colis", "espera un
// paquete", "aguarda uma encomenda", "aspetta un pacco", "ждёт посылку", "在等一个快递", "荷物が届くのを待っている", "택배를
// 기다리고 있다". Once it comes the memory is stale. Deliveries in general ("hates waiting for deliveries", "works as a
// courier") name no one parcel, and the caller leaves out a text with a word of habit. Input is canonical text.

const PARCEL_ROM = String.raw`(?:colis|paquet|livraison|commande|coursier|paquete|pedido|envio|entrega|encargo|mensajero|encomenda|pacote|pacco|consegna|corriere|spedizione|ordine)`;
const ONE_ROM = String.raw`(?:un|une|una|um|uma|le|la|el|o|a|il|lo|son|sa|mon|ma|su|mi|seu|sua|meu|minha|suo|mio|mia|leur)`;
const AWAITED_DELIVERY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?<!\b(?:hates|hate|dislikes|avoids|minds|dreads|stand|enjoys|likes)\s)\b(?:waiting\s+(?:for|on)|awaiting|expecting)\s+(?:a|an|the|his|her|my|their|one)\s+(?:\p{L}+\s+){0,2}?(?:parcel|package|delivery|shipment|courier)\b`,
  de: String.raw`\b(?:wartet|warte|warten)\s+(?:\p{L}+\s+){0,2}?auf\s+(?:ein|eine|einen|das|die|den|sein|seine|ihr|ihre|mein|meine)\s+(?:\p{L}+\s+)?\p{L}*(?:paket|packchen|lieferung|sendung|bestellung)\b`,
  fr: String.raw`\b(?:attend|attends|attendent|attendons)\s+${ONE_ROM}\s+(?:\p{L}+\s+)?${PARCEL_ROM}\b`,
  es: String.raw`\b(?:espera|espero|esperando)\s+${ONE_ROM}\s+(?:\p{L}+\s+)?${PARCEL_ROM}\b(?!\s+de\s+(?:disculpas|perdon|matrimonio))`,
  pt: String.raw`\b(?:espera|espero|esperando|aguarda|aguardo|aguardando)\s+${ONE_ROM}\s+(?:\p{L}+\s+)?${PARCEL_ROM}\b(?!\s+de\s+(?:desculpas|perdao|casamento))`,
  it: String.raw`\b(?:aspetta|aspetto|aspettando|attende|attendo)\s+${ONE_ROM}\s+(?:\p{L}+\s+)?${PARCEL_ROM}\b`,
  ru: String.raw`(?<![\p{L}])(?:ждёт|ждет|жду|ждём|ожидает|ожидаю)\s+(?:\p{L}+\s+)?(?:посылку|доставку|курьера|бандероль)(?![\p{L}])`,
  zh: String.raw`(?:在|正在|还在|還在)等(?:着|著)?(?:一个|一個|个|個|一件|件)?(?:快递|快遞|包裹|外卖|外賣|顺丰|順豐)|等(?:着|著)(?:一个|一個|个|個)?(?:快递|快遞|包裹)`,
  ja: String.raw`(?:荷物|小包|宅配便|宅配|郵便物|注文した\p{L}{1,8})(?:が|の)?(?:届くの|到着)を待って(?:いる|る|います)|(?:荷物|小包|宅配便)を待って(?:いる|る|います)`,
  ko: String.raw`(?:택배|소포|배달|주문한\s?\p{L}+)(?:를|을|가|이)?\s?(?:기다리고\s?있|기다리는\s?중)`,
};

const AWAITED_DELIVERY_OF = cued(new RegExp(union(AWAITED_DELIVERY), 'iu'));

/** Waiting for one delivery: temporary. */
export const hasAwaitedDelivery = (text: string): boolean => AWAITED_DELIVERY_OF.test(text);
