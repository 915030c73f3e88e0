// Deutsch aus Österreich und der Schweiz: AHV-Nummer, Sozialversicherungsnummer, IBAN, TWINT, Telefon, Adresse,
// Kennzeichen, Bankomat-Code, Passwort und WLAN-Schlüssel, Zustände und Vermutungen in der Mundart der Region;
// auf der anderen Seite dauerhafte Tatsachen derselben Gegenden voller Zahlen, die nichts verraten.
import { twentySixthCases } from './cases';

export const de = twentySixthCases(
  'de',
  [
    ['social_number', 'Die AHV-Nummer des Nutzers ist 756.4827.3916.57.', 'Ausweise', ['AHV']],
    ['social_number', 'Die Sozialversicherungsnummer des Nutzers (e-card) lautet 1237 010180.', 'Ausweise', ['e-card']],
    ['bank_details', 'Der Lohn des Nutzers geht aufs Konto CH47 0076 2482 7391 6504 8 bei der Kantonalbank.', 'Bank', ['Lohn']],
    ['bank_details', 'Die Kontonummer des Nutzers bei der Erste Bank: AT61 1904 3002 3457 3201.', 'Bank', ['Erste Bank']],
    ['payment_key', 'Der Nutzer bekommt das Geld per TWINT auf 079 482 73 91.', 'Zahlungen', ['TWINT']],
    ['local_phone', 'Der Nutzer ist am besten unter 0664/482 73 91 zu erreichen.', 'Kontakt', ['Handy']],
    ['home_address', 'Der Nutzer wohnt an der Weinbergstrasse 48, 8006 Zürich.', 'Wohnung', ['Zürich']],
    ['home_address', 'Der Nutzer wohnt in der Mariahilfer Straße 48/3/12, 1060 Wien.', 'Wohnung', ['Wien']],
    ['car_plate', 'Das Auto des Nutzers hat das Kontrollschild ZH 482 739.', 'Auto', ['Auto']],
    ['local_pin', 'Der Bankomat-Code des Nutzers ist 7391.', 'Bank', ['Bankomatkarte']],
    ['wifi_key', 'Der WLAN-Schlüssel vom Swisscom-Router des Nutzers ist Gruezi-4827-Bern.', 'Zuhause', ['WLAN']],
    ['regional_temporary', 'Der Nutzer hat heute grosse Kopfschmerzen und bleibt zuhause.', 'Gesundheit', ['Kopfweh']],
    ['regional_guess', 'Der Nutzer zieht wahrscheinlich nach Graz, fix ist aber noch nix.', 'Pläne', ['Graz']],
  ],
  [
    ['postcode_area', 'Der Nutzer wohnt seit Jahren im Kreis 5 in Zürich.', 'Wohnung', ['Zürich']],
    ['transit_line', 'Der Nutzer fährt jeden Tag mit dem 13er-Tram zur Arbeit.', 'Arbeitsweg', ['Tram']],
    ['school_year', 'Die Tochter des Nutzers geht in die 3. Klasse Gymnasium in Linz.', 'Familie', ['Schule']],
    ['local_price', 'Der Nutzer findet 6 Franken für einen Kaffee zu teuer und trinkt ihn zuhause.', 'Kaffee', ['Kaffee']],
    ['building_floor', 'Der Nutzer wohnt im 4. Stock eines Altbaus ohne Lift.', 'Wohnung', ['Altbau']],
    ['public_holiday', 'Der Nutzer feiert jedes Jahr den 1. August mit einem Höhenfeuer.', 'Feiertage', ['Bundesfeier']],
    ['emergency_number', 'Der Nutzer weiss, dass in der Schweiz 144 die Sanität und 117 die Polizei ist.', 'Sicherheit', ['Notruf']],
    ['public_employer', 'Der Nutzer arbeitet seit 2009 bei den ÖBB als Lokführer.', 'Arbeit', ['ÖBB']],
    ['regional_preference', 'Der Nutzer trinkt am Freitagabend gern ein Krügerl beim Heurigen.', 'Essen', ['Heuriger']],
    [
      'security_practice',
      'Der Nutzer ändert den Code seiner Bankomatkarte jedes Jahr und schreibt ihn nie auf.',
      'Bank',
      ['Bankomatkarte'],
    ],
    ['regional_routine', 'Der Nutzer geht jeden Samstag auf den Naschmarkt einkaufen.', 'Alltag', ['Markt']],
  ],
);
