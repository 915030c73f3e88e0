import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    home_phase: [
      'User is moving house next month.',
      'Currently renovating the kitchen.',
      'House-sitting for a friend until the end of the month.',
      'User has relatives staying with her this week.',
    ],
    work_phase: [
      'User is job hunting at the moment.',
      'Between jobs right now.',
      'In the middle of exam season.',
      'User is waiting for his visa to come through.',
      'Learning to drive, with the test in May.',
    ],
    health_phase: [
      'User is pregnant and expecting in the spring.',
      'On antibiotics for the next ten days.',
      'Has a cast on her arm after a fall.',
      'User is on a diet until the wedding in June.',
    ],
    family_phase: ['User is looking after her father after his operation.', 'Going through a divorce at the moment.'],
  }),
  ...group('en', 'accept', {
    lasting_home: [
      'User lives with her parents.',
      'Owns a house in the suburbs.',
      'Rents a flat in Lyon.',
      'User has lived in Berlin since 2015.',
    ],
    lasting_work: [
      'Works night shifts at the hospital.',
      'User is a nurse.',
      'Drives to work every day.',
      'Has been learning Japanese as a hobby for years.',
    ],
    lasting_health: [
      'User has lived with type 1 diabetes since she was nine.',
      'Has been vegetarian for ten years.',
      'Is deaf in one ear.',
    ],
    lasting_family: ['User has two children.', 'User is divorced.', 'Married in 2019.', 'Has been with her partner for twelve years.'],
  }),
];
