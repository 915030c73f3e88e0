import { group } from './cases';

export const EN = [
  ...group('en', 'accept', {
    faith: ['Is a practising Catholic and goes to Mass every Sunday.', "I don't believe in horoscopes or astrology at all."],
    firm_opinion: ['Thinks tabs are better than spaces for indentation.', 'I honestly think Lisbon is the best city in Europe to live in.'],
    principle: ['Believes every child should learn to swim.', "I'm a firm believer in paying cash for cars, never financing them."],
    self_view: ['Considers himself an introvert.', "I know I'm terrible at maths, so I double-check every bill."],
    uncertainty_habit: ['Never trusts weather apps and always packs an umbrella.', 'I always plan for the worst case when I travel.'],
    hedged_taste: ['Definitely prefers aisle seats on long flights.', "I guess I've always been a cat person."],
    doubt_name: [
      'Her favourite song is "Perhaps Love" by John Denver and Plácido Domingo.',
      'My regular coffee spot is a little café called Maybe.',
    ],
    other_belief: [
      'His wife is a Buddhist, so they keep a vegetarian kitchen at home.',
      'My parents are devout Muslims, so I never bring wine to family dinners.',
    ],
  }),
  ...group('en', 'refuse', {
    control_guess: [
      'Seems stressed today.',
      'She might be pregnant.',
      'Is probably moving to another city next year.',
      'The assistant guesses the user is a student.',
    ],
  }),
];
