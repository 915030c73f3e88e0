import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    whereabouts_now: ['Je suis coincé dans les bouchons.', 'L’utilisateur est à l’aéroport en ce moment.'],
    trip_now: ['À Lisbonne pour le week-end.', 'En déplacement professionnel jusqu’à jeudi.'],
    errand_now: ['Attend un colis.', 'Doit renouveler son passeport avant mai.'],
    appointment_now: ['A rendez-vous chez le dentiste mardi.', 'On a des amis à la maison jusqu’à dimanche.'],
  }),
  ...group('fr', 'accept', {
    lasting_place: ['Habite à Lisbonne.', 'A grandi à Osaka.', 'Vit à Lyon depuis vingt ans.'],
    lasting_routine: ['Va au travail à vélo.', 'Rend visite à sa mère tous les dimanches.', 'Télétravaille le vendredi.'],
    lasting_habit: ['Passe chaque mois d’août en Bretagne.', 'A un dentiste en qui elle a confiance.'],
  }),
];
