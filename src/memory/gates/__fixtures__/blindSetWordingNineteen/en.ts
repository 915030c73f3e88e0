import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    media_now: [
      'User is currently reading a novel by Sally Rooney.',
      'Hooked on a crime series this week.',
      'I’ve had the new Phoebe Bridgers album on repeat lately.',
      'Binge-watching a K-drama these days.',
    ],
    hobby_now: ['Trying a new curry recipe tonight.', 'Learning a song on guitar for Saturday’s party.'],
    progress_now: ['On day 9 of a 30-day yoga challenge.', 'Has a library book due back on Friday.'],
  }),
  ...group('en', 'accept', {
    lasting_media: ['Favourite author is Ursula K. Le Guin.', 'Has read every Murakami novel.', 'Has loved bebop jazz for decades.'],
    lasting_hobby: ['Plays chess on Sundays.', 'Has played the cello since age seven.', 'Collects vinyl records.'],
    lasting_habit: ['Watches every Formula 1 race.', 'Reads before sleeping.'],
  }),
];
