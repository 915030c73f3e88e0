import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    home_now: ["Stasera c'è un blackout nel suo quartiere.", 'Ha la caldaia rotta da lunedì.'],
    family_now: ['Il figlio ha gli esami di maturità questa settimana.', 'Mio figlio è a casa da scuola con la febbre.'],
    pet_now: ['Il cane si sta riprendendo da un intervento.'],
    money_now: [
      'Sto aspettando lo stipendio.',
      'Il rimborso delle tasse deve ancora arrivare.',
      'Sta mettendo da parte soldi per un telefono nuovo questo mese.',
    ],
  }),
  ...group('it', 'accept', {
    lasting_home: ['È proprietario di un appartamento a Bologna.', 'Vive in affitto a Milano.'],
    lasting_family: ['Ha due figli, un maschio e una femmina.', 'Suo figlio è diabetico.'],
    lasting_pet: ['Il cane è stato adottato da un canile.', 'Il gatto vive solo in casa.'],
    lasting_money: ["Paga l'affitto ogni mese.", 'Tiene un foglio di calcolo per il bilancio familiare.'],
  }),
];
