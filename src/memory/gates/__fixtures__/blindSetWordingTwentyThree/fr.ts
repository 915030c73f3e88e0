import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    school_now: [
      'Sa fille part en sortie scolaire vendredi.',
      'Les examens de mon fils commencent lundi.',
      'Réunion parents-profs ce soir.',
    ],
    weather_now: ["Canicule cette semaine, il reste à l'intérieur.", "Le jardin a été inondé après l'orage de cette nuit."],
    work_now: [
      "L'équipe est en plein rush avant la mise en production.",
      'Je remplace une collègue en congé.',
      'Attend une réponse pour une promotion.',
    ],
  }),
  ...group('fr', 'accept', {
    lasting_school: [
      'Sa fille est en troisième.',
      'Son fils est scolarisé dans une école Montessori.',
      "Emmène les enfants à l'école à vélo tous les matins.",
    ],
    lasting_weather: ['Déteste les étés humides.', 'Habite une ville où il pleut souvent.'],
    lasting_work: [
      'Ne travaille pas le vendredi.',
      'Dirige une équipe de six personnes.',
      'Travaille dans la même entreprise depuis 2015.',
    ],
  }),
];
