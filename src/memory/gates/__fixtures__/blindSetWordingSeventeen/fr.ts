import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    body_reading: [
      'Pèse actuellement 82 kg.',
      'Sa tension était à 15/9 ce matin.',
      'N’a dormi que quatre heures cette nuit.',
      'A 38,5 de fièvre.',
    ],
    money_now: [
      'Il lui reste 200 euros jusqu’à la paie.',
      'Son compte est à découvert en ce moment.',
      'Le loyer de ce mois n’est pas encore payé.',
    ],
    status_now: ['Le colis est en cours de livraison.', 'Son vol est retardé de deux heures.', 'La voiture est au garage cette semaine.'],
  }),
  ...group('fr', 'accept', {
    lasting_body: [
      'Mesure 1,80 m.',
      'Son groupe sanguin est O+.',
      'Souffre d’hypertension diagnostiquée.',
      'Chausse du 43.',
      'Veut perdre 5 kg.',
    ],
    lasting_money: ['Est payé en euros.', 'Met 200 euros de côté chaque mois.'],
    lasting_status: ['Conduit une voiture de 2019.', 'Sa langue maternelle est le coréen.', 'Court 10 km tous les dimanches.'],
  }),
];
