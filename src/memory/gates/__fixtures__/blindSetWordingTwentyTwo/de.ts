import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    home_now: ['Bei ihm fällt heute Nacht der Strom aus.', 'Das Dach wird gerade neu gedeckt.'],
    family_now: ['Die Tochter schreibt diese Woche Abiturprüfungen.', 'Mein Sohn ist krank und bleibt heute zu Hause.'],
    pet_now: ['Der Hund erholt sich gerade von einer OP.'],
    money_now: ['Ich warte noch auf mein Gehalt.', 'Ist im Moment im Dispo.', 'Die Miete steigt ab nächsten Monat.'],
  }),
  ...group('de', 'accept', {
    lasting_home: ['Besitzt eine Eigentumswohnung in Leipzig.', 'Wohnt zur Miete in einem Altbau.'],
    lasting_family: ['Hat zwei Kinder, einen Sohn und eine Tochter.', 'Der Sohn ist Diabetiker.'],
    lasting_pet: ['Der Hund ist aus dem Tierschutz.', 'Die Katze ist eine reine Wohnungskatze.'],
    lasting_money: ['Zahlt die Miete jeden Monat per Dauerauftrag.', 'Ist Mitglied einer Genossenschaftsbank.'],
  }),
];
