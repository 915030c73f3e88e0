import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    body_reading: [
      'Al momento pesa 82 kg.',
      'Stamattina aveva la pressione a 150/95.',
      'Stanotte ha dormito solo quattro ore.',
      'Ha la febbre a 38,5.',
    ],
    money_now: ['Le restano 200 euro fino allo stipendio.', 'Il conto è in rosso.', 'Oggi la benzina costa 1,85 al litro.'],
    status_now: ['Il pacco è in consegna.', 'È il numero 12 in lista d’attesa.', 'La macchina è dal meccanico questa settimana.'],
  }),
  ...group('it', 'accept', {
    lasting_body: [
      'È alto 1,80 m.',
      'Il gruppo sanguigno è 0 positivo.',
      'Ha una diagnosi di ipertensione.',
      'Porta il 43 di scarpe.',
      'Vuole perdere 5 kg.',
    ],
    lasting_money: ['Viene pagato in euro.', 'Risparmia 200 euro al mese.'],
    lasting_status: ['Guida un’auto del 2019.', 'La lingua madre è il coreano.', 'Corre 10 km ogni domenica.'],
  }),
];
