import { group } from './cases';

export const FR = [
  ...group('fr', 'accept', {
    long_pursuit: ['Apprend le violoncelle depuis dix ans.', "J'élève seule mes deux enfants."],
    nowadays_state: ['Travaille désormais en télétravail complet.', "Aujourd'hui, je vis à Montréal."],
    moment_taste: ['Déteste les lundis matin.', "J'adore les dimanches tranquilles à la maison."],
    other_sense: ['Fait toujours les choses comme il faut, dans les règles.', "J'aime ce genre de thé, fumé et corsé."],
    never_time: ["N'aime pas les soirées du vendredi.", "Je n'ai jamais aimé l'été."],
    clock_routine: ['Nage tous les matins à 6 h 30.', 'Je fais mes courses le samedi à 8 h.'],
    time_name: ['Est journaliste à Midi Libre.', "Je suis fan de l'émission Quotidien."],
    lasting_body: ['Est diabétique de type 1.', 'Je suis sous anticoagulants à vie.'],
  }),
  ...group('fr', 'refuse', {
    control_now: [
      "Télétravaille aujourd'hui à cause de la grève.",
      'Je suis épuisée ce soir.',
      'Fait une cure sans sucre cette semaine.',
      'Je loge chez ma sœur pour quelques jours.',
    ],
  }),
];
