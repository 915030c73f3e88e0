import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    mood_now: [
      "L'utilisateur est stressé par son examen de demain.",
      "Est de mauvaise humeur aujourd'hui.",
      'Se sent un peu déprimée en ce moment.',
      'Crevé après sa garde de nuit.',
      "L'utilisatrice est agacée par son voisin ce soir.",
    ],
    craving: ["A envie d'une raclette ce soir.", "L'utilisateur a une grosse envie de chocolat, là."],
    guess: [
      "L'utilisateur semble être introverti.",
      'Vu ses questions, probablement étudiant.',
      'Doit être développeur, à en juger par le code.',
      "L'utilisatrice a l'air de vivre seule.",
      'A sans doute des enfants.',
    ],
    hedged_health: [
      'Je crois que je suis allergique aux arachides.',
      "L'utilisateur pense être peut-être intolérant au lactose.",
      "Il se pourrait qu'elle soit anémique.",
    ],
  }),
  ...group('fr', 'accept', {
    lasting_feeling: [
      'A peur du vide.',
      'Est toujours anxieux en avion.',
      'Se sent chez elle à Lisbonne.',
      "L'utilisateur a peur des araignées.",
    ],
    taste: ['Déteste la coriandre.', 'Adore le jazz, surtout Bill Evans.', "Ne supporte pas les films d'horreur."],
    stated_trait: ['Je suis introverti.', "L'utilisateur est infirmier.", "L'utilisatrice vit seule avec deux chats."],
    diagnosed: [
      "On m'a diagnostiqué une intolérance au lactose.",
      'Est asthmatique et a toujours un inhalateur sur lui.',
      "L'utilisateur est diabétique de type 2 depuis 2015.",
    ],
    title: ['Son roman préféré est « Bonjour tristesse » de Sagan.', 'Sa chanson fétiche au karaoké est « Happy » de Pharrell Williams.'],
  }),
];
