import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    body_reading: [
      'Wiegt gerade 82 kg.',
      'Der Blutdruck lag heute Morgen bei 150/95.',
      'Hat letzte Nacht nur vier Stunden geschlafen.',
      'Hat heute erst 3.000 Schritte gemacht.',
    ],
    money_now: ['Hat bis zum Zahltag noch 200 Euro.', 'Das Konto ist zurzeit überzogen.', 'Der Liter Benzin kostet heute 1,89 Euro.'],
    status_now: ['Die Bestellung ist unterwegs.', 'Steht auf Platz 12 der Warteliste.', 'Der Akku des Handys ist fast leer.'],
  }),
  ...group('de', 'accept', {
    lasting_body: [
      'Ist 1,80 m groß.',
      'Hat Blutgruppe 0 positiv.',
      'Hat diagnostizierten Bluthochdruck.',
      'Trägt Schuhgröße 43.',
      'Möchte 5 kg abnehmen.',
    ],
    lasting_money: ['Verdient in Euro.', 'Spart jeden Monat 200 Euro.'],
    lasting_status: ['Fährt einen Golf von 2019.', 'Muttersprache ist Koreanisch.', 'Läuft jeden Sonntag 10 km.'],
  }),
];
