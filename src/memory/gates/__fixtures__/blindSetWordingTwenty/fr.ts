import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    illness_now: ['A un rhume cette semaine.', 'Se remet d’une opération du genou.', 'J’ai la jambe plâtrée.'],
    treatment_now: [
      'Est sous antibiotiques jusqu’à vendredi.',
      'Attend les résultats de ses analyses.',
      'Se fait soigner une dent en ce moment.',
    ],
    diet_now: ['Ne boit plus d’alcool jusqu’à fin janvier.', 'Fait une cure de jus cette semaine.'],
  }),
  ...group('fr', 'accept', {
    lasting_health: ['Est allergique à la pénicilline.', 'Est diabétique de type 1.', 'Porte des appareils auditifs.'],
    lasting_care: ['Prend un comprimé pour la thyroïde tous les jours.', 'Voit un kiné chaque printemps.'],
    lasting_diet: ['Est végétarien depuis des années.', 'Ne boit jamais d’alcool.', 'Je suis intolérant au lactose.'],
  }),
];
