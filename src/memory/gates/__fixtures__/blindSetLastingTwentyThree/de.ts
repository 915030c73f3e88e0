import { group } from './cases';

export const DE = [
  ...group('de', 'accept', {
    episode_dislike: ['Hasst Staus auf der Autobahn.', 'Ich habe große Angst vor Turbulenzen im Flugzeug.'],
    never_habit: ['Meldet sich nie krank.', 'Ich trinke nach zwölf Uhr keinen Kaffee mehr.'],
    frequency_habit: ['Fährt jeden Winter zum Skifahren nach Tirol.', 'Ich gehe zweimal im Jahr zur Zahnreinigung.'],
    dated_biography: ['Ist 2016 nach Leipzig gezogen.', 'Ich bin seit 2008 verheiratet.'],
    lasting_health: ['Hat seit der Kindheit eine Nussallergie.', 'Ich bekomme bei Wetterumschwung Migräne.'],
    timed_work_home: ['Arbeitet im Schichtdienst, meistens nachts.', 'Wir heizen im Winter mit dem Holzofen.'],
    time_title: ['Lieblingsbuch: "Morgen, morgen und wieder morgen".', 'Ich trinke meinen Kaffee am liebsten im Café "Montag".'],
    moment_preference: ['Bevorzugt Besprechungen am Vormittag.', 'Ich beantworte E-Mails lieber nur einmal am Tag.'],
  }),
  ...group('de', 'refuse', {
    control_now: [
      'Steht gerade im Stau auf der A9.',
      'Ich habe heute Migräne.',
      'Hat diese Woche Nachtschicht.',
      'Sein Flug heute Abend hat Verspätung.',
    ],
  }),
];
