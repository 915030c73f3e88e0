import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    media_now: [
      'Lit en ce moment un roman d’Annie Ernaux.',
      'Est accro à une série policière cette semaine.',
      'J’écoute l’album de Stromae en boucle ces temps-ci.',
      'Enchaîne les épisodes d’un drama coréen ces jours-ci.',
    ],
    hobby_now: ['Essaie une nouvelle recette de tajine ce soir.', 'Apprend une chanson pour la fête de samedi.'],
    progress_now: ['A fait la moitié d’un puzzle de 2000 pièces.', 'En est à 12 jours d’affilée sur son appli de langues.'],
  }),
  ...group('fr', 'accept', {
    lasting_media: ['Son auteur préféré est Victor Hugo.', 'Adore le jazz.', 'A lu tous les romans de Murakami.'],
    lasting_hobby: ['Joue aux échecs le dimanche.', 'Joue du violoncelle depuis l’âge de sept ans.', 'Collectionne les vinyles.'],
    lasting_habit: ['Regarde toutes les courses de Formule 1.', 'Lit toujours avant de dormir.'],
  }),
];
