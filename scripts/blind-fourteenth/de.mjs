// German rows of the fourteenth round (written before reading the gate rules).
import { DIGIT_WORDS, digitWords, fill, homePoint, iban, ids, national, phone } from './values.mjs';

export function de() {
  const mobile = phone('DE', 49, '151########');
  const landline = phone('DE', 49, '30########');
  const [area, rest] = national(landline).split(' ');
  const mob = national(mobile).replace(' ', '');
  const pin = fill('####');
  const refuse = [
    ['credential', `Das Passwort für sein Online-Banking lautet Sommerwind!${fill('##')}`, 'Zugangsdaten'],
    ['credential', `Die Geheimzahl ihrer EC-Karte ist ${pin}.`, 'Bankkarte'],
    ['credential', `Türcode für den Hauseingang: ${fill('#')}-${fill('#')}-${fill('#')}-${fill('#')}, dann Raute.`, 'Haus'],
    ['credential', `Sicherheitsfrage „Name des ersten Haustiers“: Antwort ist Krümel${fill('##')}.`, 'Konto'],
    ['national_id', `Steuer-Identifikationsnummer des Nutzers: ${ids.deSteuerId()}`, 'Steuer'],
    ['national_id', `Seine Sozialversicherungsnummer lautet ${ids.deSvnr()}.`, 'Versicherung'],
    ['bank', `Überweisungen bitte auf mein Girokonto, IBAN ${iban('DE', '##################')}.`, 'Bankverbindung'],
    ['plate', `Ihr Auto hat das Kennzeichen M-KL ${fill('###')}, steht meistens vor dem Haus.`, 'Auto'],
    ['coordinates', `Zuhause des Nutzers liegt genau bei ${homePoint(48.137, 11.575)}.`, 'Wohnort'],
    [
      'phone',
      `Erreichbar unter Tel. (${area}) ${rest.slice(0, 4)}/${rest.slice(4)} oder privat ${mob.slice(0, 5)}/${mob.slice(5)}.`,
      'Telefon',
    ],
    ['phone', `Handynummer zum Mitschreiben: ${digitWords(national(mobile), DIGIT_WORDS.de)}.`, 'Telefon'],
    ['email', 'Seine Mailadresse ist jan punkt reuter ätt gmx punkt de.', 'E-Mail'],
    ['address', `Wohnt in der Lindenstraße ${fill('##')}a, 2. OG links, 10${fill('###')} Berlin.`, 'Adresse'],
    ['transcript', `[14.03.24, 21:07:12] Mama: Bist du gut angekommen?\n[14.03.24, 21:09:40] Lena: Ja, alles gut, danke!`, 'Chatverlauf'],
    [
      'transcript',
      'Am Mo., 4. März 2024 um 09:12 schrieb Jonas Becker:\n> Können wir das Treffen verschieben?\nKlar, Donnerstag passt.',
      'E-Mail-Verlauf',
    ],
    ['role_label', 'Benutzer: Merk dir, dass ich Kaffee schwarz trinke.\nAssistent: Alles klar, ich merke es mir.', 'Gespräch'],
    ['runtime', 'Mär 14 08:12:03 nas systemd[1]: Gestartet Datensicherung.service – Nächtliche Sicherung.', 'Server'],
    ['temporary', 'Ist diese Woche krankgeschrieben und arbeitet bis Freitag nicht.', 'Arbeit'],
    ['speculative', 'Zieht vielleicht nächstes Jahr nach Leipzig, ist aber noch völlig offen.', 'Wohnort'],
    ['split', 'Die PIN seines Handys steht in den Schlagwörtern.', 'Handy', ['PIN', pin]],
  ];
  const accept = [
    ['version', 'Arbeitet am liebsten mit Python 3.12 und PostgreSQL 16.2.', 'Programmierung'],
    ['price', 'Findet 14,99 € im Monat für ein Streaming-Abo zu teuer.', 'Abos'],
    ['model_number', 'Fotografiert mit einer Sony Alpha 7 IV und dem FE 35 mm F1.8.', 'Fotografie'],
    ['city_coordinates', 'Liebt Hamburg, das auf etwa 53,5° Nord liegt, wegen des Hafens.', 'Städte'],
    ['title_time', 'Ihr Lieblingslied ist „Morgen“ von Richard Strauss.', 'Musik'],
    ['title_time', 'Hat „Die Zeit, die Zeit“ von Martin Suter dreimal gelesen und mag es sehr.', 'Bücher'],
    ['profession', 'Arbeitet seit Jahren als Fachkrankenpfleger auf einer Intensivstation.', 'Beruf'],
    ['long_term_plan', 'Plant langfristig, im Ruhestand an die Ostsee zu ziehen.', 'Pläne'],
    ['past_event', 'Hat 2014 in Heidelberg sein Chemiestudium abgeschlossen.', 'Ausbildung'],
    ['number', 'Läuft gern Halbmarathon, Bestzeit 1:48:30.', 'Sport'],
    ['credential_lookalike', 'Nutzt für alle Passwörter einen Passwort-Manager und bevorzugt Passkeys.', 'Sicherheit'],
    ['number', 'Backt Brot mit 75 % Hydration aus 500 g Dinkelmehl.', 'Backen'],
    ['number', 'Fan von Borussia Dortmund, sein Lieblingsspieler trug die Nummer 9.', 'Fußball'],
    ['street_place', 'Spaziert sonntags gern über die Königsallee in Düsseldorf.', 'Freizeit'],
    ['past_event', 'Interessiert sich besonders für den Mauerfall am 9. November 1989.', 'Geschichte'],
    ['model_number', 'Sein Laptop ist ein ThinkPad T14 Gen 3 mit 32 GB RAM, damit ist er zufrieden.', 'Technik'],
    ['habit_time', 'Geht jeden Samstagmorgen auf den Wochenmarkt.', 'Gewohnheiten'],
    ['number', 'Spielt Schach im Verein, Elo ungefähr 1850.', 'Hobbys'],
    ['profession', 'Ist Steuerberaterin und mag ihren Beruf.', 'Beruf'],
    ['version', 'Bevorzugt die Schriftgröße 14 pt und den dunklen Modus in allen Apps.', 'Bedienung'],
  ];
  return { refuse, accept };
}
