import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    whereabouts_now: ['Nutzer ist gerade am Flughafen.', 'Wohnt diese Woche bei ihren Eltern.'],
    trip_now: ['Ist bis Donnerstag auf Geschäftsreise.', 'Mein Flug nach Wien wurde gestrichen.'],
    errand_now: ['Das Auto ist in der Werkstatt.', 'Muss noch Milch kaufen.'],
    appointment_now: ['Hat am Dienstag einen Zahnarzttermin.', 'Hotel für die Konferenz ist gebucht.'],
  }),
  ...group('de', 'accept', {
    lasting_place: ['Lebt in Lissabon.', 'Ist in Osaka aufgewachsen.', 'Stammt aus dem Allgäu.'],
    lasting_routine: ['Fährt mit dem Fahrrad zur Arbeit.', 'Besucht jeden Sonntag ihre Mutter.', 'Arbeitet freitags im Homeoffice.'],
    lasting_habit: ['Fliegt immer mit Lufthansa.', 'Verbringt jeden August in der Bretagne.'],
  }),
];
