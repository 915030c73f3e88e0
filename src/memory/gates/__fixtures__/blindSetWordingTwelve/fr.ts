import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    chat_now: ['grave débordé au taf en ce moment', "L'utilisateur est à sec en ce moment, pas de resto jusqu'à la paie."],
    negated_state: ["L'utilisateur ne dort pas bien ces temps-ci.", 'mange presque rien depuis lundi'],
    intention: ["L'utilisateur pense peut-être passer sur Linux.", "Si le visa passe, l'utilisatrice déménagera sans doute au Canada."],
    reported: ["L'utilisatrice dit qu'elle est crevée aujourd'hui.", "D'après l'utilisateur, il a mal au dos depuis ce matin."],
    impression: ["On dirait que l'utilisateur est à bout.", "L'utilisateur donne l'impression d'être dépassé par son nouveau poste."],
    event_bound: ["Pas de sorties avant l'examen de vendredi.", "Ne peut pas conduire tant que le plâtre n'est pas enlevé."],
    outage: [
      "Pas d'eau chaude chez l'utilisateur.",
      'Plus de wifi à la maison, bosse au café.',
      "L'utilisatrice n'a pas de chauffage dans son appart.",
    ],
  }),
  ...group('fr', 'accept', {
    colloquial_taste: [
      'Déteste la coriandre, depuis toujours.',
      "L'utilisateur kiffe le jazz des années 60.",
      'Grand fan de Nutella, en mange tous les matins.',
    ],
    chronic: ["L'utilisateur a un diabète de type 2.", "souffre d'acouphènes chroniques"],
    weekday_routine: ["Tous les mardis, l'utilisatrice va à la chorale.", "L'utilisateur fait du télétravail le vendredi."],
    year_plan: ["L'utilisateur prévoit de s'installer au Québec en 2029.", 'Veut faire le tour du monde en 2030.'],
    title_name: [
      "Chanson préférée : « Aujourd'hui peut-être » de Fernand Sardou.",
      "Le podcast de l'utilisateur s'appelle « Lundi Blues ».",
    ],
    deadline_project: [
      "L'utilisatrice rédige sa thèse, soutenance prévue en juin 2028.",
      "Projet de longue haleine : un roman de fantasy, à finir d'ici 2029.",
    ],
    self_trait: ['Je suis du matin.', "L'utilisateur se dit très introverti."],
  }),
];
