import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    home_phase: [
      'Déménage le mois prochain.',
      "L'utilisatrice est en train de refaire sa cuisine.",
      "Garde la maison d'un ami jusqu'à la fin du mois.",
      'Héberge de la famille en ce moment.',
    ],
    work_phase: [
      "Est en recherche d'emploi.",
      'Entre deux boulots.',
      "En pleine période d'examens.",
      'Attend son visa.',
      'Apprend à conduire, examen du permis en mai.',
    ],
    health_phase: [
      'Enceinte, accouchement prévu au printemps.',
      'Sous antibiotiques cette semaine.',
      'A le bras dans le plâtre.',
      'Fait un régime pour le mariage de sa sœur.',
    ],
    family_phase: ["S'occupe de son père depuis son opération.", "L'utilisateur est en plein divorce."],
  }),
  ...group('fr', 'accept', {
    lasting_home: [
      'Vit chez ses parents.',
      'Est propriétaire de sa maison.',
      'Loue un appartement à Lyon.',
      'Habite à Berlin depuis 2015.',
    ],
    lasting_work: [
      'Travaille de nuit.',
      "L'utilisatrice est infirmière.",
      'Va au travail en voiture.',
      'Apprend le japonais depuis des années, par passion.',
    ],
    lasting_health: ['A un diabète de type 1.', 'Ne mange plus de viande depuis dix ans.', "Est sourd d'une oreille."],
    lasting_family: ['A deux enfants.', 'Est divorcée.', "S'est marié en 2019.", 'Est en couple avec son compagnon depuis douze ans.'],
  }),
];
