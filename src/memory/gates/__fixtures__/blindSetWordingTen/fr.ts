import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    temporary_state: ["L'utilisateur est très fatigué en ce moment.", 'jsuis malade cette semaine, grosse grippe'],
    temporary_whereabouts: ["L'utilisateur est en déplacement à Lyon jusqu'à vendredi.", 'Je loge chez mes parents pendant deux semaines.'],
    temporary_diet: ["L'utilisateur ne boit pas d'alcool ce mois-ci.", "L'utilisatrice est au régime pour l'instant, pas de sucre."],
    temporary_project: ["L'utilisateur rénove actuellement sa salle de bain.", "L'utilisatrice prépare son mémoire de master cette année."],
    temporary_plan: ["L'utilisateur va à un concert samedi soir."],
    speculation: ["L'utilisateur est probablement gaucher.", "L'utilisatrice va peut-être déménager à Montréal l'an prochain."],
    hearsay: ["Il paraît que l'entreprise de l'utilisateur va être rachetée.", "D'après sa sœur, l'utilisateur ronfle beaucoup."],
    hedge: ["Je crois que je suis intolérant au lactose, mais j'en suis pas sûr.", "L'utilisateur semble préférer le thé."],
  }),
  ...group('fr', 'accept', {
    habit: [
      "L'utilisateur court tous les matins avant le travail.",
      "J'appelle ma grand-mère chaque dimanche.",
      "L'utilisatrice va au travail à vélo tous les jours.",
    ],
    usual: [
      "L'utilisateur boit généralement du thé vert plutôt que du café.",
      "Je me couche d'habitude vers minuit.",
      "L'utilisateur choisit toujours une place côté hublot.",
    ],
    chronic_condition: ["L'utilisateur est asthmatique depuis l'enfance.", "L'utilisatrice a un diabète de type 1."],
    profession_time: ["L'utilisateur est infirmier de nuit aux urgences.", "L'utilisatrice est prévisionniste à Météo-France."],
    dated_title: [
      "Le film préféré de l'utilisateur est « Peut-être » de Cédric Klapisch.",
      "L'utilisateur adore le documentaire « Demain ».",
    ],
    past_event: [
      "L'utilisateur est né à Marseille en 1987.",
      "L'utilisatrice s'est installée à Bordeaux en 2019.",
      "L'utilisateur a passé un an en Erasmus à Madrid en 2011.",
    ],
  }),
];
