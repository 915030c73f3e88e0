// Belgique : espace insécable avant les deux-points, numéro national à points et tiret, GSM à barre oblique, « arobase »
// et « point », compte en puce emoji, adresse bruxelloise dans une longue phrase, « Vous / ChatGPT », sortie de df,
// langage parlé ; des faits durables écrits de la même façon.
import { twentyFirstCases } from './cases';

const subjects = {
  credential: 'Wi-Fi',
  national_id: 'Registre national',
  phone: 'GSM',
  email: 'Courriel',
  bank_detail: 'Compte',
  street_address: 'Logement',
  role_labels: 'Conversation',
  runtime_data: 'Serveur',
  temporary_state: 'Humeur',
  guess: 'Santé',
  romanised: 'Cuisine',
  fullwidth_year: 'Parcours',
  markdown_list: 'Loisirs',
  loanword_job: 'Travail',
  long_number: 'Famille',
  emoji_bullets: 'Goûts',
  label_no_value: 'Sécurité',
  odd_spacing: 'Communication',
};

export const fr = [
  ...twentyFirstCases('fr', 'refuse', subjects, {
    credential: ['Mot de passe du wifi\u00a0: Manneken_1619 (collé sous la box)'],
    national_id: ['Numéro national : 88.04.21-915.40'],
    phone: ['GSM : 0475/38.21.94'],
    email: ['son adresse mail : julie.peeters arobase skynet point be'],
    bank_detail: ['💳 Compte courant : BE98 0631 8475 2093'],
    street_address: [
      'Passionnée par le vieux Bruxelles depuis toujours, elle loue depuis des années un petit appartement Rue des Bouchers 12 bte 3, 1000 Bruxelles, à deux pas de la Grand-Place.',
    ],
    role_labels: ["Vous : c'est quoi une fricadelle ?\nChatGPT : C'est une saucisse frite typique de Belgique…"],
    runtime_data: ['/dev/sda1        50G   47G  3,0G  95% /'],
    temporary_state: ["chui crevé ce soir, j'ai pas fermé l'œil de la nuit"],
    guess: ['Il serait peut-être diabétique, à vérifier 🤔'],
  }),
  ...twentyFirstCases('fr', 'accept', subjects, {
    romanised: ['Adore les ramen tonkotsu et commande toujours un supplément de chashu.'],
    fullwidth_year: ['Vit à Namur depuis ２００９.'],
    markdown_list: ['Loisirs :\n• BD franco-belges\n• vélo le dimanche\n• jeux de société'],
    loanword_job: ['Travaille comme product owner dans une scale-up bruxelloise.'],
    long_number: ['A 4 enfants et 9 petits-enfants, et organise chaque année un barbecue familial pour une trentaine de personnes.'],
    emoji_bullets: ['🍟 frites uniquement chez Maison Antoine · 🍺 fan de Westmalle · 🍫 chocolat noir only'],
    label_no_value: ["Change ses mots de passe tous les six mois et n'utilise jamais le même pour deux sites."],
    odd_spacing: ['Préfère\u00a0les\u00a0SMS aux appels\u202f; déteste les messages vocaux.'],
  }),
];
