import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    illness_now: [
      'Ha il raffreddore questa settimana.',
      'Si sta riprendendo da un’operazione al ginocchio.',
      'Soffre di jet lag dopo il volo.',
    ],
    treatment_now: ['Prende antibiotici fino a venerdì.', 'Sta curando un dente dal dentista.', 'Aspetta i risultati degli esami.'],
    diet_now: ['Sto facendo un digiuno questo mese.', 'Taglia gli zuccheri prima del matrimonio.'],
  }),
  ...group('it', 'accept', {
    lasting_health: ['È allergico alla penicillina.', 'È diabetico di tipo 1.', 'Ha l’asma.'],
    lasting_care: ['Prende ogni giorno una pastiglia per la tiroide.', 'Fa fisioterapia ogni primavera.'],
    lasting_diet: ['È vegetariano da anni.', 'Non beve mai alcolici.', 'È intollerante al lattosio.'],
  }),
];
