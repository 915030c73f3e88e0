import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    compound_temporary: [
      'Der Nutzer ist seit Jahren Vegetarier und verzichtet diesen Monat zusätzlich auf Milchprodukte.',
      'Der Nutzer arbeitet als Lehrer in Graz und fährt vorerst mit dem Rad zur Schule.',
    ],
    compound_speculative: ['Der Nutzer wohnt in Köln und zieht vermutlich bald nach Hamburg.'],
    dated_end: ['Der Nutzer hat bis 15.03. Spätschicht.', 'Die Mitgliedschaft des Nutzers im Fitnessstudio ruht noch 6 Wochen.'],
    medical_end: [
      'Der Nutzer darf bis zum Fädenziehen keinen Sport machen.',
      'Der Nutzer nimmt Antibiotika und trinkt bis zum Ende der Einnahme keinen Alkohol.',
    ],
    unacted_plan: ['Der Nutzer hat vor, nächstes Jahr auf Linux umzusteigen.', 'Der Nutzer spart auf ein E-Bike.'],
    inferred: ['Nach dem Akzent zu urteilen kommt der Nutzer aus Bayern.'],
    reported_joke: ['Der Nutzer hat im Scherz gesagt, er lebe nur von Kaffee.'],
  }),
  ...group('de', 'accept', {
    dated_lasting: ['Der Nutzer ist am 15.03.1990 geboren.', 'Der Nutzer muss jedes Jahr bis zum 31.07. seine Steuererklärung abgeben.'],
    compound_lasting: [
      'Der Nutzer wohnt in Köln und arbeitet als Apotheker.',
      'Der Nutzer ist seit Jahren Vegetarier und mag keine Pilze.',
    ],
    chronic_condition: ['Der Nutzer hat Typ-1-Diabetes und trägt eine Insulinpumpe.', 'Der Nutzer hat seit der Kindheit Asthma.'],
    lasting_ambition: [
      'Eine Weltumsegelung ist der Lebenstraum des Nutzers.',
      'Romanautor zu werden ist seit der Schulzeit das Lebensziel des Nutzers.',
    ],
    profession_words: ['Der Nutzer schreibt beruflich Witze für eine Comedy-Show.', 'Der Nutzer plant als Architekt Gebäude.'],
    dated_title: ['Der Lieblingsfilm des Nutzers ist „Zurück in die Zukunft“.'],
  }),
];
