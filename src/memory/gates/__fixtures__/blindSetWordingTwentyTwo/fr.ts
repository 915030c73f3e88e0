import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    home_now: ['La chaudière est en panne depuis hier.', 'Coupure de courant chez moi ce soir.'],
    family_now: ['Son fils passe le bac cette semaine.', 'Le bébé fait ses dents en ce moment.'],
    pet_now: ['La chatte est en chaleur.'],
    money_now: [
      "J'économise ce mois-ci pour un nouveau téléphone.",
      "Attend un remboursement d'impôts.",
      'Compare des téléviseurs cette semaine.',
    ],
  }),
  ...group('fr', 'accept', {
    lasting_home: ['Est propriétaire de son appartement à Lyon.', 'Vit dans une maison avec jardin.'],
    lasting_family: ['A deux enfants, un garçon et une fille.', 'Son fils est diabétique.'],
    lasting_pet: ["Le chien vient d'un refuge.", 'Le chat ne sort jamais, il vit en intérieur.'],
    lasting_money: ['Tient un tableur pour le budget du foyer.', 'Met de côté 10 % de son salaire chaque mois.'],
  }),
];
