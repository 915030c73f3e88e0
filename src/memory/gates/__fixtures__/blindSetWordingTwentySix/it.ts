import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    inferred: ["Dalle domande si intuisce che l'utente è un genitore.", "L'utente è presumibilmente un medico."],
    relayed: ["Sua madre pensa che abbia l'ADHD.", 'Secondo un collega è in burnout.'],
    deduced_trait: ['Sembra essere una persona introversa.'],
    hearsay: ['Si vocifera che verrà promosso.', 'Pare che lo trasferiscano a Milano.'],
    hedged: ['Forse è vegetariana.'],
  }),
  ...group('it', 'accept', {
    own_diagnosis: ['Ha ricevuto una diagnosi di ADHD nel 2019.', 'Soffre di emicrania cronica da quando era ragazza.'],
    own_trait: ['Si definisce introversa.'],
    own_belief: ["Crede nell'astrologia."],
    relative_fact: ['Sua madre è medico.', 'Il fratello minore vive a Torino.'],
    firm_preference: ['Preferisce decisamente il tè al caffè.', "Ama senz'altro più il mare che la montagna."],
  }),
];
