import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    compound_temporary: [
      "L'utilisateur est végétarien depuis des années et ne mange pas non plus de laitages ce mois-ci.",
      "L'utilisateur est infirmier à Lille et va au travail à vélo pour l'instant.",
    ],
    compound_speculative: ["L'utilisateur habite à Lyon et déménagera sans doute à Paris."],
    dated_end: [
      "L'utilisateur est en télétravail jusqu'au 20.",
      "L'abonnement à la salle de sport de l'utilisateur est suspendu jusqu'au 15/12.",
    ],
    medical_end: [
      "L'utilisateur ne peut pas conduire tant qu'il a le plâtre.",
      "L'utilisateur suit un traitement antibiotique et ne boit pas d'alcool d'ici la fin du traitement.",
    ],
    unacted_plan: [
      "L'utilisateur compte passer à Linux l'année prochaine.",
      "L'utilisateur a envie de se mettre bientôt à la course à pied.",
    ],
    inferred: ["D'après sa façon d'écrire, l'utilisateur est québécois."],
    reported_joke: ["L'utilisateur a dit en plaisantant qu'il ne vit que de café."],
  }),
  ...group('fr', 'accept', {
    dated_lasting: [
      "L'utilisateur est né le 15/12/1990.",
      "L'utilisateur doit rendre sa déclaration d'impôts avant le 31 mai chaque année.",
    ],
    compound_lasting: [
      "L'utilisateur habite à Lyon et travaille comme pharmacien.",
      "L'utilisateur est végétarien depuis des années et n'a jamais aimé les champignons.",
    ],
    chronic_condition: [
      "L'utilisateur a un diabète de type 1 et porte une pompe à insuline.",
      "L'utilisateur est asthmatique depuis l'enfance.",
    ],
    lasting_ambition: [
      "Faire le tour du monde en voilier est le rêve de toute une vie de l'utilisateur.",
      "Devenir romancier est l'ambition de l'utilisateur depuis le lycée.",
    ],
    profession_words: [
      "L'utilisateur est auteur de blagues pour une émission humoristique.",
      "L'utilisateur est analyste de preuves dans un laboratoire de police scientifique.",
    ],
    dated_title: ["Le film préféré de l'utilisateur est « Le Jour d'après »."],
  }),
];
