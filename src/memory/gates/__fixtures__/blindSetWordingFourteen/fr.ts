import { twins } from './cases';

export const FR = twins('fr', {
  pref: [
    ["L'utilisateur mange végétarien ce mois-ci.", "L'utilisateur mange végétarien."],
    ['Préfère sans doute le mode sombre.', 'Préfère le mode sombre.'],
  ],
  fact: [
    ['Je vis chez ma sœur à Lille en ce moment.', 'Je vis chez ma sœur à Lille.'],
    ["L'utilisatrice aurait grandi à Brest.", "L'utilisatrice a grandi à Brest."],
  ],
  health: [
    ['Semble allergique aux crustacés.', 'Est allergique aux crustacés.'],
    ["Je ne bois pas d'alcool jusqu'à l'opération.", "Je ne bois jamais d'alcool."],
  ],
  work: [
    ["L'utilisateur travaille de nuit cette semaine.", "L'utilisateur travaille toujours de nuit."],
    ['Dirigerait une équipe de douze personnes.', 'Dirige une équipe de douze personnes.'],
  ],
  family: [
    ['Ma mère habite chez nous provisoirement.', 'Ma mère habite chez nous.'],
    ["L'utilisateur a peut-être deux enfants.", "L'utilisateur a deux enfants."],
  ],
  plan: [
    ["Il paraît qu'il prépare le marathon de Berlin 2027.", 'Prépare le marathon de Berlin 2027.'],
    ["J'apprends le coréen ce semestre.", "J'apprends le coréen depuis des années."],
  ],
  habit: [
    ["L'utilisateur saute le petit-déjeuner ces temps-ci.", "L'utilisateur saute toujours le petit-déjeuner."],
    ['Pendant les vacances, je nage tous les matins à six heures.', 'En semaine, je nage tous les matins à six heures.'],
  ],
  instr: [["Réponds en espagnol jusqu'à la fin de la semaine.", "Réponds en espagnol jusqu'à nouvel ordre."]],
});
