import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    event_now: [
      'Va au concert de Stromae ce soir.',
      'Organise une crémaillère samedi prochain.',
      "J'ai un premier rendez-vous avec une fille rencontrée sur Bumble.",
    ],
    shopping_now: [
      "Les soldes commencent mercredi, elle compte en profiter pour s'acheter un manteau.",
      'Attend la livraison de sa précommande.',
      'Cherche un cadeau pour les 30 ans de sa sœur.',
    ],
    social_now: ['Est en froid avec sa meilleure amie depuis hier.', "Vient d'emménager à Lyon et ne connaît encore personne."],
  }),
  ...group('fr', 'accept', {
    lasting_events: [
      'Reçoit des amis à dîner tous les mois.',
      "Est abonné à l'Opéra de Paris depuis des années.",
      'Va souvent à des concerts.',
    ],
    lasting_shopping: ["Achète ses meubles d'occasion, chez Emmaüs ou sur Leboncoin.", 'Déteste les centres commerciaux.'],
    lasting_social: [
      "Plutôt introverti, il n'aime pas les grandes fêtes.",
      'Marié depuis 2012.',
      'Préfère les petits apéros entre amis aux grosses soirées.',
    ],
  }),
];
