import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    mood: ["L'utilisateur est de tres mauvaise humeur aujourd'hui.", 'Je suis un peu deprimee en ce moment.'],
    illness: ["L'utilisatrice a une angine depuis lundi.", 'Malade cette semaine (gastro).'],
    travel_now: ["L'utilisateur est actuellement à Montréal pour le travail, retour le 3 juin.", 'en vacances au Maroc jusqu a dimanche'],
    week_plan: ["Ce week-end, l'utilisateur va repeindre sa cuisine.", "L'utilisatrice a rendez-vous chez le dentiste jeudi."],
    waiting: ["L'utilisateur attend la réponse de la banque pour son prêt immobilier."],
    trial: ["L'utilisateur teste Obsidian pendant quelques semaines.", "j'essaie de me lever a 6h ce mois-ci"],
    short_situation: ["La voiture de l'utilisateur est au garage, il prend le train en attendant."],
    guess: ["L'utilisateur est sans doute étudiant en médecine.", 'probablement originaire du sud-ouest'],
    inferred_trait: ["L'utilisatrice semble assez timide."],
  }),
  ...group('fr', 'accept', {
    lasting_preference: ["L'utilisateur préfère le thé au café.", "J'aime pas du tout les films d'horreur."],
    habit: ["L'utilisateur relit toujours ses mails deux fois avant de les envoyer.", 'Prend ses notes à la main.'],
    fact: ["L'utilisatrice est sage-femme à Lyon.", "L'utilisateur a trois frères."],
    long_project: [
      "L'utilisateur écrit une thèse de doctorat en histoire médiévale depuis 2022.",
      'Projet au long cours : un jeu vidéo indépendant développé seul depuis quatre ans.',
    ],
    allergy: ["L'utilisateur est allergique aux fruits de mer.", 'Allergie au pollen de bouleau.'],
    routine: ["L'utilisatrice fait du yoga tous les matins.", 'Je vais à la piscine chaque samedi.'],
    dated_title: ['Le film préféré de l\'utilisateur est "Demain".', 'Chanson préférée : « Hier encore » (Aznavour).'],
    future_plan: ["L'utilisatrice continuera à travailler à mi-temps jusqu'à sa retraite."],
  }),
];
