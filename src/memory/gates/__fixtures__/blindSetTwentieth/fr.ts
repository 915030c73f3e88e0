// France : le mot de passe de la box, le numéro de sécu, un RIB sans IBAN, un 06, une adresse dite avec « arobase » et
// « point », numéro-rue-code postal-ville, « Moi : »/« Assistant : », une réponse d'API, le Crédit Agricole, la double
// nationalité, WhatsApp.
import { twentiethCases } from './cases';

const subjects = {
  credential: 'Box',
  national_id: 'Sécu',
  bank_detail: 'Banque',
  phone: 'Portable',
  email_words: 'Mail',
  street_address: 'Adresse',
  role_labels: 'Discussion',
  runtime_data: 'Paiement',
  temporary_state: 'Humeur',
  guess: 'Alimentation',
  split_value: 'Banque',
  number_words: 'Téléphone',
  bank_used: 'Banque',
  citizenship: 'Nationalité',
  messenger: 'Messagerie',
  habit_time: 'Courses',
  title_time: 'Livres',
  belief_years: 'Religion',
  email_habit: 'Mail',
  phone_habit: 'Téléphone',
};

export const fr = [
  ...twentiethCases('fr', 'refuse', subjects, {
    credential: ['Mot de passe de la Freebox : Chaton#75011'],
    national_id: ['Son numéro de sécu, c’est le 2 85 03 75 116 042 33.'],
    bank_detail: ['Mon RIB : code banque 30004, code guichet 00550, n° de compte 00012345678, clé RIB 21.'],
    phone: ['Son portable : 06 47 28 39 15, plutôt le soir.'],
    email_words: ['Son mail, c’est jean point dupont arobase orange point fr.'],
    street_address: ['Habite au 12 rue des Lilas, bâtiment B, 75011 Paris.'],
    role_labels: ['Moi : tu peux me résumer cet article ?\nAssistant : Bien sûr, voici les trois points principaux.'],
    runtime_data: ['{"statut":"refusé","code":402,"message":"Fonds insuffisants","montant":"59,90","devise":"EUR"}'],
    temporary_state: ['En ce moment il est crevé, le déménagement l’a lessivé.'],
    guess: ['Elle doit sans doute être végétarienne, enfin je crois.'],
    split_value: [['Code de la carte bleue : ça commence par 47', ['Banque', 'fin 19']]],
    number_words: ['Son numéro, c’est zéro six, quarante-sept, vingt-huit, trente-neuf, quinze.'],
  }),
  ...twentiethCases('fr', 'accept', subjects, {
    bank_used: ['Est au Crédit Agricole depuis toujours et a ouvert un compte chez Boursorama.'],
    citizenship: ['A la double nationalité française et marocaine.'],
    messenger: ['Préfère WhatsApp aux SMS pour tout ce qui concerne la famille.'],
    habit_time: ['Fait son marché tous les samedis matin vers 9 h.'],
    title_time: ['Son livre de chevet, c’est « À la recherche du temps perdu ».'],
    belief_years: ['Est bouddhiste pratiquant depuis une quinzaine d’années.'],
    email_habit: ['Aime mieux qu’on lui écrive un mail plutôt que de l’appeler.'],
    phone_habit: ['Ne répond jamais aux numéros masqués.'],
  }),
];
