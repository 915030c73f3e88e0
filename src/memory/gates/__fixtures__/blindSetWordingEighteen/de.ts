import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    work_now: [
      'Der Nutzer hat diese Woche Rufbereitschaft.',
      'Vertritt gerade eine kranke Kollegin.',
      'Bereitet einen Vortrag für die Konferenz im nächsten Monat vor.',
      'Hat laut Urlaubsplan über Weihnachten Dienst.',
    ],
    home_now: [
      'Ein Freund schläft ein paar Tage bei ihm auf dem Sofa.',
      'Die Kinder sind diese Woche bei den Großeltern.',
      'Der Nachbar renoviert gerade, es ist laut.',
    ],
    relation_now: [
      'Ich habe Streit mit meiner Schwester.',
      'Spricht seit dem Wochenende nicht mit seinem besten Freund.',
      'Datet seit kurzem jemanden.',
    ],
  }),
  ...group('de', 'accept', {
    lasting_work: [
      'Arbeitet im Nachtdienst.',
      'Leitet ein Team von fünf Leuten.',
      'Hat in der Regel jede vierte Woche Rufbereitschaft.',
      'Arbeitet Vollzeit als Krankenpfleger.',
    ],
    lasting_home: ['Wohnt mit seiner Schwester zusammen.', 'Veranstaltet jeden Monat einen Buchclub.', 'Lebt in einer WG.'],
    lasting_relation: [
      'Führt eine Fernbeziehung mit einer Partnerin in Osaka.',
      'Hat seit Jahren keinen Kontakt zu seinem Vater.',
      'Ist seit 2015 verheiratet.',
    ],
  }),
];
