import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    school_now: ['Die Tochter hat am Freitag einen Schulausflug.', 'Heute Abend ist Elternabend.', 'Die Kinder haben Herbstferien.'],
    weather_now: ['Heute ist wegen Schnee schulfrei.', 'Wegen des Pollenflugs bleiben die Fenster im Moment zu.'],
    work_now: [
      'Arbeitet diesen Monat am Quartalsbericht für Q3.',
      'Mein Chef ist bis Donnerstag nicht da.',
      'Der Vertrag läuft im März aus.',
    ],
  }),
  ...group('de', 'accept', {
    lasting_school: [
      'Die Tochter geht in die neunte Klasse.',
      'Der Sohn besucht eine Montessori-Schule.',
      'Hilft den Kindern jeden Abend bei den Hausaufgaben.',
    ],
    lasting_weather: ['Mag keine schwülen Sommer.', 'Wohnt in einer Stadt, in der es oft regnet.'],
    lasting_work: ['Arbeitet vier Tage pro Woche.', 'Leitet ein Team von sechs Leuten.', 'Bevorzugt schriftliche Statusberichte.'],
  }),
];
