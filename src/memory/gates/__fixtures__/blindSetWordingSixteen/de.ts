import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    home_phase: [
      'Zieht nächsten Monat um.',
      'Der Nutzer renoviert gerade die Küche.',
      'Hütet bis Ende des Monats das Haus einer Freundin.',
      'Hat zurzeit Verwandte zu Besuch.',
    ],
    work_phase: [
      'Ist auf Jobsuche.',
      'Zwischen zwei Jobs.',
      'Die Nutzerin steckt mitten in der Prüfungsphase.',
      'Wartet noch auf sein Visum.',
      'Macht gerade den Führerschein, Prüfung im Mai.',
    ],
    health_phase: [
      'Die Nutzerin ist schwanger, Geburtstermin im Frühling.',
      'Nimmt zurzeit Antibiotika.',
      'Hat den Arm in Gips.',
      'Macht eine Diät bis zur Hochzeit.',
    ],
    family_phase: ['Pflegt ihren Vater nach seiner Operation.', 'Steckt mitten in der Scheidung.'],
  }),
  ...group('de', 'accept', {
    lasting_home: ['Wohnt bei ihren Eltern.', 'Besitzt ein Haus.', 'Mietet eine Wohnung in Lyon.', 'Lebt seit 2015 in Berlin.'],
    lasting_work: [
      'Arbeitet in Nachtschicht.',
      'Die Nutzerin ist Krankenschwester.',
      'Fährt mit dem Auto zur Arbeit.',
      'Lernt seit Jahren als Hobby Japanisch.',
    ],
    lasting_health: ['Hat Typ-1-Diabetes.', 'Ist seit zehn Jahren Vegetarier.', 'Ist auf einem Ohr taub.'],
    lasting_family: [
      'Hat zwei Kinder.',
      'Der Nutzer ist geschieden.',
      'Hat 2019 geheiratet.',
      'Ist seit zwölf Jahren mit ihrem Partner zusammen.',
    ],
  }),
];
