import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    event_now: [
      'Ist am Samstag Trauzeuge auf der Hochzeit seiner Schwester.',
      'Am Wochenende übernachten Freunde aus Hamburg bei uns.',
      'Ich plane gerade die Einweihungsparty für die neue Wohnung.',
    ],
    shopping_now: [
      'Sucht ein neues Sofa und klappert dafür die Möbelhäuser ab.',
      'Muss noch ein Geschenk zum Geburtstag ihrer Mutter finden.',
      'Hat Karten für das Champions-League-Spiel am Mittwoch ergattert.',
    ],
    social_now: ['Wartet seit Tagen auf eine Antwort von ihrer Freundin.', 'Ist neu in der Stadt und kennt hier noch niemanden.'],
  }),
  ...group('de', 'accept', {
    lasting_events: [
      'Hat eine Dauerkarte für den SC Freiburg.',
      'Geht oft ins Konzert, am liebsten Jazz.',
      'Lädt einmal im Monat Freunde zum Essen ein.',
    ],
    lasting_shopping: ['Kauft Möbel grundsätzlich gebraucht.', 'Einkaufszentren kann ich nicht ausstehen.'],
    lasting_social: [
      'Ist eher introvertiert und meidet große Feiern.',
      'Seit 2012 verheiratet.',
      'Trifft sich jeden Donnerstag mit seiner Skatrunde.',
    ],
  }),
];
