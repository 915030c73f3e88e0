import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    whereabouts_now: ['È in aeroporto adesso.', 'Sono bloccato nel traffico.'],
    trip_now: ['A Lisbona per il fine settimana.', 'In trasferta di lavoro fino a giovedì.'],
    errand_now: ['La macchina è dal meccanico.', 'Deve rinnovare il passaporto entro maggio.'],
    appointment_now: ['Martedì ha il dentista.', 'Abbiamo ospiti fino a domenica.'],
  }),
  ...group('it', 'accept', {
    lasting_place: ['Vive a Lisbona.', 'È cresciuta a Osaka.', 'Abita a Torino da sempre.'],
    lasting_routine: ['Va al lavoro in bici.', 'Ogni domenica va a trovare sua madre.', 'Il venerdì lavora da casa.'],
    lasting_habit: ['Vola sempre con ITA Airways.', 'Ha un dentista di fiducia.'],
  }),
];
