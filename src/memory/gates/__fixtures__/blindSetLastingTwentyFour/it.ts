import { group } from './cases';

export const IT = [
  ...group('it', 'accept', {
    long_pursuit: ['Studia violoncello da dieci anni.', 'Sto crescendo da sola i miei due figli.'],
    nowadays_state: ['Adesso lavora da remoto a tempo pieno.', 'Ormai sono vegetariano da anni.'],
    moment_taste: ['Non sopporta il lunedì mattina.', 'Adoro le domeniche tranquille in casa.'],
    other_sense: ['Fa sempre le cose per bene, nel modo giusto.', 'Mi piace questo tipo di tè, affumicato.'],
    never_time: ["Non gli è mai piaciuta l'estate.", 'Non mi piacciono i venerdì sera in discoteca.'],
    clock_routine: ['Nuota ogni mattina alle 6:30.', 'Faccio la spesa il sabato alle 8.'],
    time_name: ['Lavora al Corriere della Sera.', 'Il mio programma preferito è Domenica In.'],
    lasting_body: ['È diabetica di tipo 1.', 'Devo prendere anticoagulanti per tutta la vita.'],
  }),
  ...group('it', 'refuse', {
    control_now: [
      'Oggi lavora da casa.',
      'Adesso ho un sonno tremendo.',
      'Questa settimana niente zuccheri.',
      'Sto da mia sorella per qualche giorno.',
    ],
  }),
];
