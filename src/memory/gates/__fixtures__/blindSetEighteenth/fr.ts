// France : carte Vitale, impôts, CAF, titre de séjour, avis de contravention, Linky, digicode.
import { eighteenthCases } from './cases';

const subjects = {
  health_number: 'Santé',
  tax_number: 'Impôts',
  pension_number: 'Allocations',
  travel_document: 'Papiers',
  car_fine: 'Voiture',
  utility_home: 'Logement',
  pin_code: 'Logement',
  split_value: 'Santé',
  insurer_hospital: 'Santé',
  taxes_abroad: 'Impôts',
  form_name: 'Impôts',
  paper_mail: 'Courrier',
  bank_choice: 'Banque',
  ordinary_number: 'Quotidien',
};

export const fr = [
  ...eighteenthCases('fr', 'refuse', subjects, {
    health_number: ['Numéro de sécurité sociale inscrit sur sa carte Vitale : 2 88 07 75 056 416 18.'],
    tax_number: ['Numéro fiscal pour la déclaration en ligne : 30 23 217 600 053.'],
    pension_number: ["Son numéro d'allocataire CAF, pour l'APL, est le 4829173."],
    travel_document: ["Titre de séjour de son mari : n° 7504829173, valable jusqu'en juin 2028."],
    car_fine: ["Sur l'avis de contravention : plaque GH-482-KT, VIN VF1RFB0066S123847, Clio grise."],
    utility_home: ['Compteur Linky : PDL 14829173640027, référence client EDF 6048291736, 12 rue des Lilas, 69003 Lyon.'],
    pin_code: ["Le digicode de l'immeuble c'est 4B719, et la boîte à clés du garage s'ouvre avec 0815."],
    split_value: [['Son numéro de sécu commence par 1 92 03 69 123, la suite est dans le tag.', '045 77']],
  }),
  ...eighteenthCases('fr', 'accept', subjects, {
    insurer_hospital: ["Sa mutuelle est la MGEN et elle est suivie à l'hôpital Necker."],
    taxes_abroad: ["Déclare ses revenus en France et en Suisse depuis qu'il est frontalier."],
    form_name: ['Remplit elle-même le formulaire 2042 et le 2042-C-PRO chaque printemps.'],
    paper_mail: ["Préfère recevoir l'avis d'impôt par courrier papier plutôt que dans son espace en ligne."],
    bank_choice: ["A son compte au Crédit Mutuel depuis l'enfance."],
    ordinary_number: [
      'Habite au 5e étage sans ascenseur et chausse du 39.',
      'Prend le bus 96 tous les matins depuis 2015.',
      "Roule en Peugeot 208 achetée 14 000 € d'occasion.",
    ],
  }),
];
