import { group } from './cases';

export const FR = [
  ...group('fr', 'accept', {
    episode_dislike: ['Déteste les embouteillages.', "J'ai horreur des salles d'attente."],
    never_habit: ["Ne prend jamais d'arrêt maladie.", 'Je ne bois jamais de café après midi.'],
    frequency_habit: ['Part au ski chaque hiver.', 'Je vais chez le dentiste deux fois par an.'],
    dated_biography: ["S'est installée à Lyon en 2016.", "J'ai été opéré du genou en 2019."],
    lasting_health: ["Est asthmatique depuis l'enfance.", "J'ai des migraines à chaque changement de temps."],
    timed_work_home: ["Travaille de nuit à l'hôpital.", "Notre boutique ferme tout le mois d'août chaque année."],
    time_title: ['Son livre préféré est « Demain, et demain, et demain ».', "J'écoute le podcast « Ce soir ou jamais » depuis des années."],
    moment_preference: ['Préfère les réunions le matin.', 'Je préfère traiter mes e-mails une fois par jour.'],
  }),
  ...group('fr', 'refuse', {
    control_now: [
      'Est coincé dans les bouchons en ce moment.',
      "J'ai une migraine aujourd'hui.",
      'Travaille de nuit cette semaine.',
      'Son vol de ce soir est retardé.',
    ],
  }),
];
