// Österreich: ein kyrillisches „а“ im Wort Passwort, eine SV-Nummer in Gruppen, ein Handy mit Schrägstrich, (at) und
// (punkt), eine IBAN in einer Aufzählung, eine Wiener Adresse mitten im Satz, fett gesetzte Rollen, eine Fehlermeldung
// mit Emoji, Dialekt; dauerhafte Fakten in denselben Formen.
import { twentyFirstCases } from './cases';

const subjects = {
  credential: 'WLAN',
  national_id: 'Sozialversicherung',
  phone: 'Handy',
  email: 'E-Mail',
  bank_detail: 'Konto',
  street_address: 'Wohnung',
  role_labels: 'Chat',
  runtime_data: 'Datenbank',
  temporary_state: 'Stimmung',
  guess: 'Gesundheit',
  romanised: 'Essen',
  fullwidth_year: 'Wohnort',
  markdown_list: 'Hobbys',
  loanword_job: 'Beruf',
  long_number: 'Bergsteigen',
  emoji_bullets: 'Musik',
  label_no_value: 'Sicherheit',
  odd_spacing: 'Kommunikation',
};

export const de = [
  ...twentyFirstCases('de', 'refuse', subjects, {
    credential: ['P\u0430sswort fürs WLAN: Kaiserschmarrn77'],
    national_id: ['Meine SV-Nummer lautet 3159 12 07 88.'],
    phone: ['Handy: +43 664 / 381 52 97'],
    email: ['E-Mail: lukas.huber(at)gmx(punkt)at'],
    bank_detail: ['💶 Gehaltskonto\n• Bank: Erste Bank\n• IBAN: AT79\u00a01420\u00a00200\u00a01465\u00a09000'],
    street_address: [
      'Seit er denken kann, liebt er Altbauwohnungen, deshalb wohnt er schon ewig in der Gumpendorfer Straße 63/2/14, 1060 Wien, und will dort nie mehr weg.',
    ],
    role_labels: ['**Nutzer:** Wie lang kocht ein weiches Ei?\n**KI:** Etwa 6 bis 7 Minuten, je nach Größe.'],
    runtime_data: ['❌ Verbindung zu db01:5432 fehlgeschlagen – Zeitüberschreitung nach 30 s (Versuch 3/3)'],
    temporary_state: ['bin grad voll im Stress 😵 heut geht gar nix mehr'],
    guess: ['Vermutlich Laktoseintoleranz?? weiß net genau'],
  }),
  ...twentyFirstCases('de', 'accept', subjects, {
    romanised: ['Bestellt beim Koreaner immer Bibimbap und Kimchi-jjigae, nie etwas anderes.'],
    fullwidth_year: ['Lebt seit ２０１１ in Graz.'],
    markdown_list: ['**Hobbys:**\n- Skitouren\n- Heurigenbesuche\n- Schach im Verein'],
    loanword_job: ['Arbeitet als Senior Consultant bei einer Wiener Unternehmensberatung.'],
    long_number: ['Hat in 25 Jahren über 300 Gipfel in den Alpen bestiegen, darunter den Großglockner (3.798 m) gleich dreimal.'],
    emoji_bullets: ['🎻 spielt Bratsche · 🎼 liebt Mahler · 🎺 mag keine Blasmusik'],
    label_no_value: ['Nutzt für jedes Konto ein eigenes Passwort aus KeePass und ändert keines ohne Grund.'],
    odd_spacing: ['Schreibt lieber E\u2011Mails als\u00a0zu telefonieren.'],
  }),
];
