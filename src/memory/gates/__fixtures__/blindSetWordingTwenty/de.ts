import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    illness_now: ['Hat diese Woche eine Erkältung.', 'Ich hab heute einen Kater.', 'Hat gerade einen Jetlag.'],
    treatment_now: ['Nimmt bis Freitag Antibiotika.', 'Geht bis März zweimal die Woche zur Physio.', 'Wartet noch auf den Befund vom MRT.'],
    diet_now: ['Fastet diesen Monat.', 'Macht gerade eine Saftkur.'],
  }),
  ...group('de', 'accept', {
    lasting_health: ['Ist allergisch gegen Penicillin.', 'Ist Typ-1-Diabetiker.', 'Hat Asthma.'],
    lasting_care: ['Nimmt täglich Schilddrüsentabletten.', 'Geht jeden Frühling zur Physiotherapie.'],
    lasting_diet: ['Lebt seit Jahren vegetarisch.', 'Trinkt nie Alkohol.', 'Verträgt keine Laktose.'],
  }),
];
