import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    code_now: [
      "L'utilisateur est en train de traquer un bug qui fait planter l'appli au démarrage.",
      'Mon build plante depuis ce matin sur une erreur de dépendance.',
      "L'équipe migre la base de données vers PostgreSQL pendant ce sprint.",
    ],
    device_now: [
      "L'écran de son téléphone est fissuré en ce moment.",
      "L'essai gratuit de Figma se termine vendredi.",
      'Son PC portable est au SAV depuis lundi.',
    ],
    work_now: [
      "Grosse panne au boulot aujourd'hui, plus rien ne marche.",
      'Révise à fond pour la certification Azure de la semaine prochaine.',
    ],
  }),
  ...group('fr', 'accept', {
    lasting_code: [
      'Maintient une bibliothèque open source de graphiques en JavaScript.',
      'Code en Rust sur des systèmes embarqués.',
      'Préfère des pull requests courtes et ciblées.',
    ],
    lasting_devices: [
      'Utilise vim pour tout, même pour écrire ses mails.',
      'Préfère le mode sombre partout.',
      "N'active jamais les mises à jour automatiques.",
    ],
    lasting_work: ['Développeur backend senior dans une fintech.', "Travaille dans l'équipe paiements d'un grand site de e-commerce."],
  }),
];
