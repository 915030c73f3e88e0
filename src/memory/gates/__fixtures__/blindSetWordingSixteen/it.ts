import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    home_phase: [
      'Trasloca il mese prossimo.',
      'Sta ristrutturando la cucina.',
      'Fino a fine mese bada alla casa di un amico.',
      'Ha dei parenti ospiti in casa in questi giorni.',
    ],
    work_phase: [
      'Sta cercando lavoro.',
      "È tra un lavoro e l'altro.",
      "È in piena sessione d'esami.",
      "L'utente sta aspettando il visto.",
      'Sta prendendo la patente, esame a maggio.',
    ],
    health_phase: [
      'È incinta, il parto è previsto in primavera.',
      'Sta prendendo antibiotici.',
      'Ha il braccio ingessato.',
      'È a dieta per il matrimonio.',
    ],
    family_phase: ["Sta assistendo il padre dopo l'operazione.", 'Sta divorziando.'],
  }),
  ...group('it', 'accept', {
    lasting_home: ['Vive con i genitori.', 'Ha una casa di proprietà.', 'Affitta un appartamento a Lione.', 'Vive a Berlino dal 2015.'],
    lasting_work: [
      'Fa i turni di notte.',
      "L'utente è infermiera.",
      'Va al lavoro in macchina.',
      'Studia giapponese per passione da anni.',
    ],
    lasting_health: ['Ha il diabete di tipo 1.', 'Non mangia carne da dieci anni.', 'È sordo da un orecchio.'],
    lasting_family: ['Ha due figli.', 'È divorziata.', 'Si è sposato nel 2019.', 'Sta con il suo compagno da dodici anni.'],
  }),
];
