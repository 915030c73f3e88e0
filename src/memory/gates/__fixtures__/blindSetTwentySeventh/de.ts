// Deutsch: Miles & More, PAYBACK, Buchungscode, Türcode der Ferienwohnung, private Krankenversicherung, Patienten-,
// Personal- und Matrikelnummer, Moodle-Zugang, Solana-Adresse, Depot, PayPal.Me, Battle.net-Tag, Seriennummer,
// Zählernummer, Stadtwerke-Kundennummer, PostNummer, Garagentor und Fitnessstudio mit ihren Werten; auf der anderen
// Seite dieselben Dienste als dauerhafte Tatsachen ohne Wert oder mit öffentlichen Nummern.
import { twentySeventhCases } from './cases';

export const de = twentySeventhCases(
  'de',
  [
    ['loyalty_number', 'Die Miles-&-More-Servicekartennummer des Nutzers ist 992 004 482 739 165.', 'Reisen', ['Lufthansa']],
    ['loyalty_number', 'Die PAYBACK-Kundennummer der Nutzerin lautet 4827391650.', 'Einkaufen', ['PAYBACK']],
    ['booking_code', 'Der Buchungscode des Nutzers für den Flug nach Mallorca ist K7QX2M.', 'Reisen', ['Flug']],
    ['door_code', 'Der Türcode der Ferienwohnung des Nutzers in Meran ist 3917.', 'Urlaub', ['Ferienwohnung']],
    [
      'health_member',
      'Die Versicherungsnummer der Nutzerin bei ihrer privaten Krankenversicherung (Debeka) ist 4827391-06.',
      'Gesundheit',
      ['Krankenversicherung'],
    ],
    ['patient_number', 'Die Patientennummer des Nutzers in der Charité ist 20483917.', 'Gesundheit', ['Klinik']],
    ['school_work_number', 'Die Personalnummer des Nutzers bei Siemens lautet 00482739.', 'Arbeit', ['Siemens']],
    ['school_work_number', 'Die Matrikelnummer der Nutzerin an der LMU ist 12482739.', 'Studium', ['Uni']],
    ['portal_login', 'Die Nutzerin meldet sich bei Moodle als m.huber23 mit dem Kennwort Fruehling#24 an.', 'Studium', ['Moodle']],
    ['crypto_address', 'Die Solana-Adresse des Nutzers (Phantom) ist 9vbFpHdHGFDh6G7Bssv8iktTyj6qNoi5ozqJcbUbdunG.', 'Krypto', ['Solana']],
    ['payment_handle', 'Geld für gemeinsame Essen schickt man dem Nutzer an paypal.me/lukaswerner87.', 'Zahlungen', ['PayPal']],
    ['gamer_code', 'Das Battle.net-Tag des Nutzers ist Nachtfalke#21947.', 'Spiele', ['Battle.net']],
    [
      'device_serial',
      'Die Seriennummer des MacBooks des Nutzers ist C02XK1ZJJG5H, hinterlegt bei der Hausratversicherung.',
      'Geräte',
      ['MacBook'],
    ],
    ['utility_number', 'Die Zählernummer des Stromzählers des Nutzers ist 1ESY1161482739.', 'Wohnung', ['Strom']],
    ['utility_number', 'Die Kundennummer der Nutzerin bei den Stadtwerken München ist 204827391.', 'Wohnung', ['Stadtwerke']],
    ['pickup_code', 'Die PostNummer des Nutzers für die Packstation ist 482739165.', 'Pakete', ['DHL']],
    ['membership_number', 'Die Mitgliedsnummer der Nutzerin bei McFit ist 38274916.', 'Sport', ['McFit']],
  ],
  [
    ['loyalty_practice', 'Der Nutzer fliegt meist Lufthansa und sammelt Meilen bei Miles & More.', 'Reisen', ['Lufthansa']],
    ['loyalty_practice', 'Die Nutzerin sammelt bei jedem Einkauf PAYBACK-Punkte.', 'Einkaufen', ['PAYBACK']],
    ['public_route', 'Der Nutzer fliegt jeden Sommer mit LH 400 von Frankfurt nach New York.', 'Reisen', ['Flug']],
    ['health_practice', 'Die Nutzerin ist seit Jahren bei der Techniker Krankenkasse versichert.', 'Gesundheit', ['TK']],
    [
      'school_work_practice',
      'Der Nutzer verwaltet die Zugänge zum Schulportal seiner Kinder mit einem Passwort-Manager.',
      'Schule',
      ['Schulportal'],
    ],
    ['crypto_practice', 'Der Nutzer bewahrt seine Bitcoins auf einer Hardware-Wallet (Trezor Model T) auf.', 'Krypto', ['Bitcoin']],
    ['payment_practice', 'Die Nutzerin bezahlt online am liebsten mit PayPal.', 'Zahlungen', ['PayPal']],
    ['gaming_practice', 'Der Nutzer spielt abends auf der PS5 und mag Rollenspiele.', 'Spiele', ['PS5']],
    ['product_model', 'Die Waschmaschine des Nutzers ist eine Miele WWD 320.', 'Haushalt', ['Miele']],
    ['service_hours', 'Das Fitnessstudio der Nutzerin hat rund um die Uhr geöffnet, sie trainiert meist um 6 Uhr.', 'Sport', ['Fitness']],
    ['id_kind_name', 'Der Nutzer weiß, dass Steuer-ID und Steuernummer nicht dasselbe sind.', 'Steuern', ['Steuer']],
    ['service_preference', 'Der Nutzer lässt Pakete lieber an die Packstation liefern als nach Hause.', 'Pakete', ['DHL']],
    ['product_model', 'Am Haus des Nutzers hängt seit Jahren eine Paketbox von Renz.', 'Pakete', ['Paketbox']],
  ],
);
