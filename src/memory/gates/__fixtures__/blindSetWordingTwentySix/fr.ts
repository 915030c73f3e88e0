import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    inferred: [
      "D'après ses questions, l'utilisateur est sans doute enseignant.",
      "L'assistant en déduit que l'utilisatrice est mère célibataire.",
    ],
    relayed: ["Sa mère pense qu'elle est dyslexique.", 'Selon son médecin, il serait probablement en burn-out.'],
    deduced_trait: ["Semble être quelqu'un de très anxieux.", 'Vit apparemment seul.'],
    hearsay: ["Il paraît qu'elle va être mutée à Lyon."],
    hedged: ['Pourrait être intéressé par la randonnée.'],
  }),
  ...group('fr', 'accept', {
    own_diagnosis: ['A été diagnostiquée dyslexique à huit ans.', 'Je suis cœliaque depuis toujours.'],
    own_trait: ['Se décrit comme introvertie.'],
    own_belief: ["Croit à l'astrologie.", 'Est catholique pratiquant.'],
    relative_fact: ['Sa mère est médecin.', 'Mon père est agriculteur dans le Périgord.'],
    firm_preference: ['Préfère nettement le thé au café.'],
  }),
];
