import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    compound_temporary: [
      'User has been a vegetarian for years and is also avoiding gluten for the time being.',
      "User lives in Leeds with two cats, and a friend's dog is staying with them for now.",
    ],
    compound_speculative: ['User lives in Lyon and will probably move to Paris at some point.'],
    dated_end: ["User's gym membership is frozen until 12/15.", 'User is covering the front desk through Q3.'],
    medical_end: [
      "User can't type with the left hand while the cast is on.",
      'For a few weeks after the knee surgery, the user has to use crutches.',
    ],
    unacted_plan: ['User plans to switch to Linux next year.', 'User is thinking about learning the piano.'],
    inferred: ['Judging by the photos they shared, the user lives somewhere near the sea.'],
    reported_joke: ['User said, with obvious irony, that they love Monday mornings.'],
  }),
  ...group('en', 'accept', {
    dated_lasting: ['User was born on 12/15/1990.', 'User files their tax return by April 15 every year.'],
    compound_lasting: [
      'User lives in Lyon and works as a pharmacist.',
      'User has been vegetarian for years and has never liked mushrooms.',
    ],
    chronic_condition: ['User has type 1 diabetes and uses an insulin pump.', 'User has had asthma since childhood.'],
    lasting_ambition: [
      "User's lifelong dream is to sail around the world.",
      "Becoming a published novelist has been the user's ambition since school.",
    ],
    profession_words: ['User works as a joke writer for a late-night TV show.', 'User is an evidence analyst at a forensic lab.'],
    dated_title: ["User's favourite film is '(500) Days of Summer'."],
  }),
];
