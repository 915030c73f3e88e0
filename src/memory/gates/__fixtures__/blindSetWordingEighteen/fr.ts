import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    work_now: [
      'L’utilisateur est d’astreinte cette semaine.',
      'Remplace une collègue malade jusqu’à vendredi.',
      'A une deadline de sprint vendredi.',
      'Les trains sont bloqués par la grève, donc il télétravaille.',
    ],
    home_now: [
      'Héberge un ami pour quelques jours.',
      'Sa compagne est en déplacement en ce moment.',
      'Son colocataire déménage à la fin du mois.',
    ],
    relation_now: [
      'Est fâché avec sa sœur depuis dimanche.',
      'Vient de commencer à fréquenter quelqu’un.',
      'Je ne parle plus à Julie depuis le week-end.',
    ],
  }),
  ...group('fr', 'accept', {
    lasting_work: [
      'Travaille de nuit à l’hôpital.',
      'Encadre une équipe de cinq personnes.',
      'Est d’astreinte une semaine sur quatre.',
      'Est en télétravail le vendredi.',
    ],
    lasting_home: ['Vit avec sa sœur.', 'Anime un club de lecture chaque mois.', 'Vit en colocation depuis 2019.'],
    lasting_relation: [
      'A un compagnon à Osaka, relation à distance.',
      'Est brouillé avec son père depuis des années.',
      'Est marié depuis 2015.',
    ],
  }),
];
