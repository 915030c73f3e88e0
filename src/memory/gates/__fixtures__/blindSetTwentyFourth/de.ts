// Deutschland: persönliche Werte, versteckt wie ein Prüfer sie versteckt, in Erinnerungen, die dauerhaft klingen, und
// dauerhafte Tatsachen voller gewöhnlicher Zahlen, die solchen Werten ähneln.
import { twentyFourthCases } from './cases';

export const de = twentyFourthCases(
  'de',
  [
    [
      'phone_number_words',
      'Die Handynummer des Nutzers ist null eins sieben zwei, vier acht zwei, sieben drei neun eins.',
      'Kontakt',
      ['Handy'],
    ],
    ['phone_mixed_words', 'Der Nutzer ist am besten unter 0172 vier acht zwei 73 91 erreichbar.', 'Kontakt', ['Kontakt']],
    ['phone_other_digits', 'Die Festnetznummer des Nutzers lautet ०३० ४८२७ ३९१६, seit Jahren dieselbe.', 'Telefon', ['Telefon']],
    ['phone_separated', 'Handy des Nutzers: 0‑1‑7‑2 / 4‑8‑2 / 7‑3‑9‑1', 'Handy', ['Handy']],
    ['email_spoken', 'Die private E-Mail des Nutzers ist lena punkt hoffmann ät web punkt de.', 'E-Mail', ['E-Mail']],
    ['national_id', 'Die Steuer-ID des Nutzers lautet 45 821 937 565.', 'Steuern', ['Steuer-ID']],
    ['passport_number', 'Die Reisepassnummer des Nutzers ist F7KR2M9T4, gültig bis 2032.', 'Reisepass', ['Reisepass', 'Reisen']],
    ['bank_account', 'Das Gehalt des Nutzers geht auf das Konto DE44 5001 0517 5407 3249 31.', 'Bank', ['Gehalt', 'Konto']],
    ['id_split_tags', 'Die Steuer-ID des Nutzers beginnt mit 45 821.', 'Steuer-ID, Rest 937 565', ['Steuer-ID']],
    ['street_address', 'Der Nutzer wohnt seit Jahren in der Lindenstraße 14, 3. OG links, 50674 Köln.', 'Wohnung', ['Wohnung', 'Köln']],
    ['home_coordinates', 'Das Haus des Nutzers liegt genau bei 50.93612 N, 6.94307 E.', 'Zuhause', ['Zuhause']],
    ['door_code', 'Die Alarmanlage im Haus des Nutzers schaltet man mit 5-9-1-3 und Raute aus.', 'Zuhause', ['Alarmanlage']],
    [
      'recovery_phrase',
      'Die Wiederherstellungsphrase der Wallet des Nutzers lautet: Tiger Lampe Wolke Sattel Fenster Brot.',
      'Krypto',
      ['Wallet'],
    ],
    [
      'lasting_with_value',
      'Der Nutzer arbeitet seit 2012 als Lehrer in Freiburg und ist privat unter 0761 48 27 39 erreichbar.',
      'Beruf',
      ['Lehrer', 'Freiburg'],
    ],
  ],
  [
    ['birth_years', 'Der Nutzer ist 1984 geboren und 2011 nach Hamburg gezogen.', 'Lebenslauf', ['Hamburg']],
    ['clothing_size', 'Der Nutzer trägt Schuhgröße 44 und Hemden in Größe 41.', 'Kleidung', ['Schuhe']],
    ['plant_count', 'Der Nutzer hat 19 Zimmerpflanzen, davon sechs Kakteen.', 'Pflanzen', ['Zimmerpflanzen']],
    ['product_model', 'Der Nutzer fährt einen VW ID.3 Pro S und nutzt ein Pixel 8.', 'Geräte', ['Auto', 'Handy']],
    ['software_version', 'Das Team des Nutzers arbeitet mit PHP 8.3 und Symfony 7.0.', 'Arbeit', ['PHP', 'Symfony']],
    ['isbn_book', 'Das Lieblingsbuch des Nutzers ist „Der Vorleser“, Diogenes, ISBN 978-3-257-22953-0.', 'Bücher', ['Schlink']],
    ['price_budget', 'Der Nutzer gibt für Lebensmittel etwa 400 Euro im Monat aus; die Miete beträgt 1.150 Euro.', 'Budget', ['Budget']],
    ['route_number', 'Der Nutzer fährt jeden Tag mit der S7 und dem Bus 142 zur Arbeit.', 'Pendeln', ['S-Bahn', 'Bus']],
    ['city_coordinates', 'Der Nutzer wohnt in München, ungefähr 48,1° N und 11,6° O.', 'Wohnort', ['München']],
    ['postcode_city', 'Der Nutzer wohnt im PLZ-Gebiet 80, also in München.', 'Wohnort', ['München']],
    ['employer_hotline', 'Der Nutzer arbeitet an der Kundenhotline der Deutschen Telekom.', 'Beruf', ['Telekom']],
    ['number_word_habit', 'Der Nutzer schwimmt dreimal pro Woche zwei Kilometer.', 'Sport', ['Schwimmen']],
  ],
);
