import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    work_now: [
      'User is on call this week.',
      'Covering for a sick colleague until Thursday.',
      'The team is short-staffed right now, so user works late.',
      'Has a sprint deadline on Friday.',
    ],
    home_now: [
      'A friend is sleeping on user’s sofa for a few days.',
      'User’s partner is away on a business trip.',
      'Kids are at their grandparents’ this week.',
    ],
    relation_now: [
      'In a fight with her sister at the moment.',
      'I haven’t spoken to Tom since the weekend.',
      'Just started dating someone.',
    ],
  }),
  ...group('en', 'accept', {
    lasting_work: [
      'Works night shifts at a hospital.',
      'Manages a team of five engineers.',
      'Is on call one week in four as a rule.',
      'Speaks at a conference every spring.',
    ],
    lasting_home: ['Lives with his sister in Leeds.', 'Hosts a book club every month.', 'Shares a flat with two roommates.'],
    lasting_relation: ['Has a long-distance partner in Osaka.', 'Has been estranged from his father for years.', 'Married since 2015.'],
  }),
];
