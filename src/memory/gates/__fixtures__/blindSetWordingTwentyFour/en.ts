import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    event_now: [
      "Is going to her cousin's wedding in Bristol on Saturday.",
      "We're throwing my husband a surprise party for his 40th next week.",
      'Nervous about a first date with a guy from Hinge.',
    ],
    shopping_now: [
      "I'm hunting for a sofa that fits up our narrow stairs.",
      "Can't decide between the Pixel and the iPhone and wants to order one before the price goes up.",
      'Still has to send back the boots that came in the wrong size.',
    ],
    social_now: ["Hasn't spoken to his best friend since they fell out yesterday.", "I'm new in town and don't know a soul yet."],
  }),
  ...group('en', 'accept', {
    lasting_events: [
      'Hosts a dinner for friends on the first Friday of every month.',
      'Has had a season ticket at Villa Park for ten years.',
      'I go to gigs most weekends.',
    ],
    lasting_shopping: [
      'Always buys furniture secondhand.',
      'Would rather do anything than spend a Saturday at the shopping mall.',
      'Likes to give experiences rather than things as presents.',
    ],
    lasting_social: ['An introvert who would rather see one friend than go to a big party.', 'Has been married since 2012.'],
  }),
];
