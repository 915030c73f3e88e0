// Deutschland: ein Kennwort fürs Online-Banking, die Steuer-ID, BLZ und Kontonummer, eine Handynummer, eine mit
// „Punkt“ und „at“ buchstabierte Adresse, Straße vor PLZ und Ort, „Ich:“/„ChatGPT:“, df -h auf Deutsch, Sparkasse und
// DKB, zwei Staatsangehörigkeiten, Threema.
import { twentiethCases } from './cases';

const subjects = {
  credential: 'Onlinebanking',
  national_id: 'Steuer',
  bank_detail: 'Konto',
  phone: 'Handy',
  email_words: 'E-Mail',
  street_address: 'Wohnung',
  role_labels: 'Chat',
  runtime_data: 'Server',
  temporary_state: 'Stimmung',
  guess: 'Gesundheit',
  split_value: 'WLAN',
  number_words: 'Karte',
  bank_used: 'Bank',
  citizenship: 'Staatsangehörigkeit',
  messenger: 'Messenger',
  habit_time: 'Sport',
  title_time: 'Filme',
  belief_years: 'Ernährung',
  email_habit: 'E-Mail',
  phone_habit: 'Telefon',
};

export const de = [
  ...twentiethCases('de', 'refuse', subjects, {
    credential: ['Sein Kennwort fürs Online-Banking lautet Dackel2023!'],
    national_id: ['Meine Steuer-ID ist 65 738 204 190, falls du die fürs Formular brauchst.'],
    bank_detail: ['Altes Girokonto bei der Kreissparkasse Köln: BLZ 370 502 99, Kontonummer 1234 5678 90.'],
    phone: ['Handynummer: 0151 28473921, abends am besten.'],
    email_words: ['Schreib ihm an max punkt mustermann at gmx punkt de.'],
    street_address: ['Wohnt in der Lindenstraße 14, 3. OG, 10969 Berlin.'],
    role_labels: ['Ich: Kannst du mir bei der Steuererklärung helfen?\nChatGPT: Klar! Welche Einkünfte hattest du 2025?'],
    runtime_data: [
      'Dateisystem    Größe Benutzt Verf. Verw% Eingehängt auf\n/dev/sda1        98G     71G   23G   76% /\n/dev/sdb1       1,8T    1,2T  600G   67% /mnt/daten',
    ],
    temporary_state: ['Ist gerade ziemlich gestresst wegen der Steuererklärung und schläft schlecht.'],
    guess: ['Ist vermutlich Linkshänder, jedenfalls schreibt er so.'],
    split_value: [['WLAN-Schlüssel, erster Teil: Birke7', ['WLAN', 'zweiter Teil Regen!42']]],
    number_words: ['Die PIN der Girocard ist vier-acht-zwei-sieben.'],
  }),
  ...twentiethCases('de', 'accept', subjects, {
    bank_used: ['Ist seit der Ausbildung Kunde bei der Sparkasse und hat nebenher ein Konto bei der DKB.'],
    citizenship: ['Hat die deutsche und die österreichische Staatsangehörigkeit.'],
    messenger: ['Ihr Lieblingsmessenger ist Threema, WhatsApp hat sie gelöscht.'],
    habit_time: ['Geht jeden Sonntagmorgen um acht schwimmen.'],
    title_time: ['Lieblingsfilm: „Und täglich grüßt das Murmeltier“.'],
    belief_years: ['Ist seit über zwanzig Jahren überzeugter Vegetarier.'],
    email_habit: ['Will berufliche Absprachen lieber per E-Mail als am Telefon.'],
    phone_habit: ['Telefoniert ungern und hört Sprachnachrichten grundsätzlich nicht ab.'],
  }),
];
