import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    work_now: [
      'L’utente è reperibile questa settimana.',
      'Sta sostituendo un collega malato.',
      'Ha una scadenza venerdì.',
      'Per lo sciopero i treni non passano, oggi lavora da casa.',
    ],
    home_now: ['Ospita un amico per qualche giorno.', 'Il suo compagno è in viaggio.', 'Il coinquilino se ne va a fine mese.'],
    relation_now: [
      'Ha litigato con la sorella.',
      'Non parla con la sua amica dal weekend.',
      'Ha appena iniziato a uscire con una ragazza.',
    ],
  }),
  ...group('it', 'accept', {
    lasting_work: [
      'Fa il turno di notte in fabbrica.',
      'Gestisce un team di cinque persone.',
      'È reperibile una settimana su quattro.',
      'Lavora in ospedale come infermiere.',
    ],
    lasting_home: ['Vive con la sorella.', 'Ospita un club del libro ogni mese.', 'Vive da solo.'],
    lasting_relation: ['Ha una relazione a distanza con una ragazza di Osaka.', 'Non parla con il padre da anni.', 'È sposato dal 2015.'],
  }),
];
