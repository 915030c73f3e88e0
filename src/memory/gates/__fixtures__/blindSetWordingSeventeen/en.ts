import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    body_reading: [
      'Weighs 82 kg right now.',
      'Blood pressure was 150/95 this morning.',
      'User slept only four hours last night.',
      'Has a fever of 38.5.',
    ],
    money_now: ['Has 200 euros left until payday.', 'User’s bank account is currently overdrawn.', 'Bitcoin is at 61,000 dollars today.'],
    status_now: ['The order is in transit.', 'User’s flight is delayed by two hours.', 'Is currently level 40 in Elden Ring.'],
  }),
  ...group('en', 'accept', {
    lasting_body: [
      'Is 1.80 m tall.',
      'Blood type is 0+.',
      'Has high blood pressure, diagnosed in 2020.',
      'Wears shoe size 43.',
      'Wants to lose 5 kg by summer.',
    ],
    lasting_money: ['Earns in euros.', 'Saves 200 euros a month.'],
    lasting_status: ['Drives a 2019 Honda Civic.', 'Native language is Korean.', 'Runs 10 km every Sunday.'],
  }),
];
