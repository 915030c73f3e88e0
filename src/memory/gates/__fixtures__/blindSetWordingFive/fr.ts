import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const fr: readonly BlindCase[] = [
  ...grouped('fr', 'refuse', {
    now_state: ["L'utilisateur est à l'aéroport en ce moment.", "L'utilisateur est coincé dans les bouchons sur le chemin du retour."],
    near_plan: [
      "L'utilisateur part à Lisbonne mardi prochain.",
      "L'utilisateur a rendez-vous chez le dentiste vendredi.",
      "L'utilisateur va récupérer sa nouvelle voiture après le déjeuner.",
    ],
    mood_illness: [
      "L'utilisateur a le moral à zéro ce soir.",
      "L'utilisateur est cloué au lit avec un rhume.",
      "L'utilisateur a la gueule de bois.",
    ],
    one_off: [
      "L'utilisateur a raté le dernier train et a pris un taxi.",
      "L'utilisateur a renversé du café sur son ordinateur ce matin.",
      "L'utilisateur a gagné la tombola à la fête du bureau.",
    ],
    guess_hearsay: [
      "L'utilisateur serait infirmier, d'après ses horaires.",
      "Selon un collègue, l'utilisateur déménagerait à Lyon.",
      "Il se peut que l'utilisateur soit végétarien.",
    ],
    ends_with_event: [
      "L'utilisateur loge chez un ami en attendant que son appartement soit prêt.",
      "L'utilisateur est en béquilles jusqu'à ce qu'on lui retire son plâtre.",
      "L'utilisateur vit dans ses cartons jusqu'à l'arrivée des déménageurs.",
    ],
    chat: ['utilisateur à la salle là mdr', 'utilisateur trop crevé jsp 😴', 'utilisateur dort chez sa mère dem1'],
    trailing_hedge: ["L'utilisateur travaille dans une banque, il me semble.", "L'utilisateur a deux sœurs, si je ne me trompe pas."],
  }),
  ...grouped('fr', 'accept', {
    habit_time: [
      "L'utilisateur court tous les matins avant le travail.",
      "L'utilisateur boit toujours un thé après le dîner.",
      "L'utilisateur lit une heure chaque soir.",
    ],
    past_dated: [
      "L'utilisateur a obtenu son diplôme en 2015.",
      "L'utilisateur a émigré au Canada en mars 2018.",
      "L'utilisateur s'est marié en juin l'année dernière.",
    ],
    lasting_condition: [
      "L'utilisateur a un diabète de type 1.",
      "L'utilisateur est daltonien.",
      "L'utilisateur est allergique à la pénicilline.",
    ],
    time_preference: [
      "L'utilisateur préfère que les réunions aient lieu le matin.",
      "L'utilisateur aimerait recevoir ses rappels le dimanche soir.",
      "L'utilisateur ne veut pas de notifications après 22 h.",
    ],
    title_name: [
      "Le film préféré de l'utilisateur est « Avant l'aube ».",
      "L'utilisateur joue de la guitare dans un groupe qui s'appelle « Demain matin ».",
    ],
    quoted: ["La devise de l'utilisateur est « vivre au jour le jour ».", "La chanson préférée de l'utilisateur est « Hier encore »."],
    for_years: ["L'utilisateur est végétarien depuis des années.", "L'utilisateur travaille comme infirmier depuis douze ans."],
    since_year: ["L'utilisateur habite à Oslo depuis 2019.", "L'utilisateur joue aux échecs depuis l'enfance."],
    recurring_day: ["L'utilisateur joue au foot tous les jeudis.", "L'utilisateur appelle sa mère le dimanche."],
  }),
];
