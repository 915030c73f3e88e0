import { group } from './cases';

export const IT = [
  ...group('it', 'accept', {
    episode_dislike: ["Odia il traffico dell'ora di punta.", 'Ho il terrore dei ritardi aerei.'],
    never_habit: ['Non si è mai messo in malattia.', 'Non bevo mai caffè dopo pranzo.'],
    frequency_habit: ['Ogni inverno va a sciare in Trentino.', "Vado dal dentista due volte l'anno."],
    dated_biography: ['Si è trasferita a Bologna nel 2016.', 'Sono stato operato al ginocchio nel 2019.'],
    lasting_health: ['È allergica alle graminacee da sempre.', "Mi viene l'emicrania quando cambia il tempo."],
    timed_work_home: ['Fa i turni di notte in ospedale.', 'Il nostro negozio chiude tutto agosto ogni anno.'],
    time_title: ['Il suo libro preferito è "Domani, e domani, e domani".', 'Faccio colazione al bar "Lunedì Caffè".'],
    moment_preference: ['Preferisce le riunioni al mattino.', 'Mi piace rispondere alle e-mail una volta al giorno.'],
  }),
  ...group('it', 'refuse', {
    control_now: [
      'È bloccato nel traffico in questo momento.',
      "Oggi ho l'emicrania.",
      'Questa settimana fa il turno di notte.',
      'Il suo volo di stasera è in ritardo.',
    ],
  }),
];
