// Follow-up cases of the twenty-sixth round, written after reading the gates and writing its rules: new one-line
// probes of the classes its misses belonged to, in other words, values and regions than the rules' own tests, both ways.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TWENTY_SIXTH_FOLLOW_UP: readonly BlindCase[] = [
  // hostile: a region's own words and shapes for a secret, an identifier, a payment key, a plate or an address
  ...rows('fr', 'refuse', [['local_pin', 'Mon NIP de carte de crédit Visa Desjardins est 8140.', 'banque', ['NIP']]]),
  ...rows('es', 'refuse', [['local_pin', 'El NIP de la cuenta Banorte del usuario: 3927.', 'banco', ['Banorte']]]),
  ...rows('de', 'refuse', [['wifi_key', 'Der WLAN-Key der Nutzerin im Ferienhaus am Wörthersee lautet Seeblick7719.', 'Urlaub', ['WLAN']]]),
  ...rows('en', 'refuse', [['wifi_key', 'The wi-fi key for the user\'s Telstra modem is "Koala5521Bay".', 'home', ['wifi']]]),
  ...rows('fr', 'refuse', [['social_number', "Le NAS de l'utilisateur : 618 439 277.", 'identité', ['NAS']]]),
  ...rows('ko', 'refuse', [['tax_number', '사용자의 ITIN은 947-81-2635이다.', '세금', ['ITIN']]]),
  ...rows('en', 'refuse', [['car_plate', "The user's registration plate is DL 8C AF 5931.", 'car', ['car']]]),
  ...rows('zh-Hant', 'refuse', [['car_plate', '用戶架電單車車牌係 TX 193。', '電單車', ['車牌']]]),
  ...rows('es', 'refuse', [['payment_key', 'Alias de Mercado Pago del usuario: cafe.norte.faro.', 'pagos', ['Mercado Pago']]]),
  ...rows('zh-Hant', 'refuse', [['payment_key', '用戶嘅轉數快 ID 係 7391826。', '付款', ['FPS']]]),
  ...rows('en', 'refuse', [['home_address', "The user's flat is Blk 23 Jurong West St 42, #11-208, Singapore 640023.", 'home', ['HDB']]]),
  // lasting look-alikes of the same regions
  ...rows('fr', 'accept', [['security_practice', "L'utilisatrice ne donne jamais son NIP au téléphone.", 'banque', ['NIP']]]),
  ...rows('de', 'accept', [['security_practice', 'Die Nutzerin wechselt den Bankomat-Code nach jedem Urlaub.', 'Bank', ['Bankomatkarte']]]),
  ...rows('es', 'accept', [
    ['regional_preference', 'A la usuaria le parece que el choclo con queso es lo mejor del Perú.', 'comida', ['choclo']],
  ]),
  ...rows('pt', 'accept', [['regional_preference', 'Ao usuário lhe parece que Salvador tem o melhor Carnaval.', 'viagens', ['Carnaval']]]),
  ...rows('it', 'accept', [
    ['regional_preference', "All'utente gli pare che il Monte Brè sia il posto più bello per camminare.", 'escursioni', ['montagna']],
  ]),
  ...rows('zh-Hant', 'accept', [['security_practice', '使用者從來不把身分證影本放在錢包裡。', '證件', ['身分證']]]),
  ...rows('en', 'accept', [
    ['public_employer', 'The user works for Australia Post (ABN 28 864 970 579) in logistics.', 'work', ['Australia Post']],
  ]),
  ...rows('en', 'accept', [['building_floor', "The user's favourite laksa stall is #02-17 in the old market.", 'food', ['laksa']]]),
  ...rows('es', 'accept', [['security_practice', 'El usuario usa un alias sencillo para cobrar por transferencia.', 'pagos', ['alias']]]),
];
