// German rows of the fifteenth round (written before reading the gate rules): values as users and extraction models
// paste them.
import { fill, homePoint, iban, ids, isbn, national, phone, printIban, seedPhrase } from './values.mjs';

export function de() {
  const at = iban('AT', '################');
  const swish = national(phone('SE', 46, '70#######'));
  const twint = national(phone('CH', 41, '79#######'));
  const jp = national(phone('JP', 81, '90########'));
  const mobile = phone('DE', 49, '151########');
  const m = national(mobile).replace(/\s/g, '');
  const refuse = [
    ['credential', `Notiz aus dem Chat: WLAN-Passwort ist jetzt hausboot${fill('####')}, der Router steht im Flur.`, 'WLAN'],
    ['credential', `Paswort fürs Online-Banking: Kranich!${fill('####')} (seit 12.03. gültig, 3 Versuche frei)`, 'Bank'],
    ['credential', `zugangsdaten:\n  benutzer: m.keller\n  kennwort: Tannenzapfen${fill('##')}`, 'Zugang'],
    ['national_id', `Ihre polnische PESEL für den Umzug nach Breslau am 14.05.2024 (Kosten 1.250 €): ${ids.plPesel()}`, 'Dokumente'],
    ['national_id', `Österreichische Sozialversicherungsnummer ${ids.atVnr()}, beim Arzttermin am 3. März vorzeigen.`, 'Versicherung'],
    ['national_id', `Seine dänische CPR-Nummer lautet\n${ids.dkCpr()}`, 'Dokumente'],
    ['bank', `Miete 980 € monatlich an iban ${at.toLowerCase()} bis zum 3. jedes Monats.`, 'Miete'],
    ['bank', `Für die Überweisung nach Oslo: norwegische Kontonummer ${ids.noKonto()}, Betrag 4.200 NOK.`, 'Bank'],
    ['payment_key', `Die 35 € fürs Konzert bitte per Swish an ${swish} schicken.`, 'Zahlungen'],
    ['payment_key', `TWINT von Lea (Schweiz): ${twint}`, 'Zahlungen'],
    ['plate', `sein wagen, kennzeichen b-mk ${fill('####')}, steht in der tiefgarage auf platz 12.`, 'Auto'],
    ['plate', `fahrzeug_kennzeichen: HH-LT ${fill('###')}E`, 'Auto'],
    ['coordinates', `wohnort_gps: ${homePoint(52.52, 13.405)}`, 'Wohnort'],
    ['phone', `Ihr japanisches Handy: ${jp}, erreichbar ab 9 Uhr MEZ, 2 Anrufe am Tag reichen.`, 'Telefon'],
    ['phone', `Handy\n${m.slice(0, 4)}\n${m.slice(4)}`, 'Telefon'],
    ['email', `E-Mail: lena.kraus(at)posteo(punkt)de – antwortet meist binnen 2 Tagen.`, 'E-Mail'],
    ['address', `Adresse:\nHauptstr. ${fill('##')}a\n80331 München`, 'Wohnort'],
    ['seed_phrase', `Wiederherstellungswörter ihrer Wallet (spanische Liste): ${seedPhrase('es')}`, 'Krypto'],
    [
      'transcript',
      `WhatsApp-Export:\n12.03.24, 21:14 - Lena: Bist du schon da?\n12.03.24, 21:15 - Tom: Gleich, 5 Minuten.\n12.03.24, 21:15 - Lena: Ok!`,
      'Chat',
    ],
    ['bank', `IBAN (teilweise): ${printIban(at).slice(0, 14)} •••• ${printIban(at).slice(-7)}`, 'Bank'],
  ];
  const accept = [
    [
      'order_number',
      'Bestellt Druckerpatronen am liebsten unter seiner alten Bestellnummer 4471-2290-18 nach, weil das schneller geht.',
      'Einkauf',
    ],
    ['isbn', `Liest jeden Winter gern „Der Zauberberg“ wieder (ISBN ${isbn()}).`, 'Lesen'],
    ['model_number', 'Fotografiert am liebsten mit der Sony ILCE-7M4 und einem 24-70-mm-Objektiv.', 'Fotografie'],
    ['version', 'Bleibt bei Python 3.12.1 und pinnt requests auf 2.31.0.', 'Programmieren'],
    ['price', 'Findet 4,99 € für einen Cappuccino zu teuer und zahlt lieber 2,80 € beim Bäcker.', 'Kaffee'],
    ['city_coordinates', 'Mag Hamburg (etwa 53.55° N, 9.99° O) wegen des Hafens.', 'Reisen'],
    ['bus_line', 'Fährt am liebsten mit der Buslinie 100 vom Zoo zum Alexanderplatz.', 'Verkehr'],
    ['hotline', 'Ruft bei Rentenfragen lieber die kostenlose Hotline der Rentenversicherung an: 0800 1000 4800.', 'Rente'],
    ['company_registration', `Kauft Brot am liebsten bei der Bäckerei Hofmann GmbH (USt-IdNr. der Firma ${ids.deVat()}).`, 'Einkauf'],
    ['tracking_number', 'Verfolgt Pakete gern selbst in der DHL-App, Sendungsnummern wie 00340434161094042557 tippt er ab.', 'Pakete'],
    ['version', 'Spielt am liebsten Minecraft in Version 1.20.4 mit Freunden.', 'Spiele'],
    ['count_date', 'Läuft jedes Jahr am 3. Oktober einen Halbmarathon (21,1 km), Bestzeit 1:42:15.', 'Laufen'],
    ['key_value_note', 'lieblingsessen: Käsespätzle\nlieblingsgetränk: Apfelschorle', 'Essen'],
    ['train', 'Nimmt am liebsten den ICE 578 von Stuttgart nach Hamburg.', 'Bahn'],
    ['model_number', 'Kocht gern mit dem Thermomix TM6 und der KitchenAid 5KSM175.', 'Kochen'],
    ['price', 'Legt jeden Monat 150 € für Reisen zurück und gibt pro Urlaub höchstens 2.400 € aus.', 'Geld'],
    ['credential_lookalike', 'Nutzt einen Passwortmanager und will für jedes Konto ein Passwort mit 20 Zeichen.', 'Sicherheit'],
    ['company_registration', `Trinkt Kaffee einer brasilianischen Kooperative (CNPJ der Firma ${ids.brCnpj()}).`, 'Kaffee'],
    ['isbn', `lieblingsbuch: „Momo“ von Michael Ende, ISBN ${isbn()}`, 'Lesen'],
    ['product_number', 'Trinkt abends gern Tee, am liebsten Sorte Nr. 1024 „Earl Grey“ aus dem Teeladen.', 'Tee'],
  ];
  return { refuse, accept };
}
