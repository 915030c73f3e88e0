import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    school_now: [
      'La figlia ha una gita scolastica venerdì.',
      'Gli esami di mio figlio iniziano lunedì.',
      "Stasera c'è il colloquio con gli insegnanti.",
    ],
    weather_now: ['Oggi scuole chiuse per la neve.', "Con l'ondata di caldo lavora da casa."],
    work_now: [
      'Il team è sotto pressione per il rilascio.',
      'Sta affiancando un nuovo collega questa settimana.',
      'Deve preparare un intervento a una conferenza per martedì prossimo.',
    ],
  }),
  ...group('it', 'accept', {
    lasting_school: [
      'La figlia frequenta la terza media.',
      'Il figlio va a una scuola Montessori.',
      'Accompagna i figli a scuola ogni mattina.',
    ],
    lasting_weather: ['Detesta le estati afose.', 'Vive in una città molto piovosa.'],
    lasting_work: ['Non lavora il venerdì.', 'Guida un team di sei persone.', 'Preferisce gli aggiornamenti di stato per iscritto.'],
  }),
];
