import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    event_now: [
      'Sabato va al matrimonio di un collega.',
      'Stasera ha il primo appuntamento con un ragazzo conosciuto su Tinder.',
      'Sto organizzando la rimpatriata del liceo.',
    ],
    shopping_now: [
      'Questa settimana ci sono i saldi e vuole prendersi un cappotto.',
      'Deve trovare un regalo per la laurea del cugino.',
      "Ha prenotato un tavolo per l'anniversario venerdì.",
    ],
    social_now: ["È arrabbiata con un'amica e non le parla da ieri.", 'Si è appena trasferito a Torino e non conosce ancora nessuno.'],
  }),
  ...group('it', 'accept', {
    lasting_events: ["Ha l'abbonamento allo stadio per l'Inter.", 'Va spesso ai concerti.', 'Una volta al mese invita gli amici a cena.'],
    lasting_shopping: ['Compra i mobili sempre usati.', 'Odia i centri commerciali.'],
    lasting_social: [
      'È introverso e non ama le feste affollate.',
      'Sposato dal 2012.',
      'Manda sempre un biglietto scritto a mano per i compleanni degli amici.',
    ],
  }),
];
