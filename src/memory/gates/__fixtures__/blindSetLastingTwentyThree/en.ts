import { group } from './cases';

export const EN = [
  ...group('en', 'accept', {
    episode_dislike: ["Can't stand waiting rooms.", "I'm terrified of turbulence on flights."],
    never_habit: ['Has never called in sick in twelve years at the company.', "I don't drink coffee after noon."],
    frequency_habit: ['Gets a flu shot every October.', 'I visit my grandmother twice a year.'],
    dated_biography: ['Moved to Porto in 2016.', 'I had knee surgery in 2019.'],
    lasting_health: ['Gets migraines whenever the weather changes.', 'I have a chronic lower back problem.'],
    timed_work_home: ['Works nights as a security guard.', 'Our bakery closes for the whole of August every year.'],
    time_title: ['Her favourite band is Tonight Alive.', 'I listen to every episode of This Week in Tech.'],
    moment_preference: ['Prefers meetings in the morning.', 'I like to answer e-mail once a day, after lunch.'],
  }),
  ...group('en', 'refuse', {
    control_now: [
      'Is stuck in traffic on the ring road right now.',
      "I've got a migraine today.",
      'Is covering the night shift tonight and tomorrow.',
      'Her flight this afternoon is delayed by three hours.',
    ],
  }),
];
