import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    temporary_state: ['User is feeling really burned out this week.', 'im kinda sick rn, got a nasty cold'],
    temporary_whereabouts: [
      'User is currently in Lisbon for a conference until Thursday.',
      'User is temporarily living in a sublet while their apartment is being renovated.',
    ],
    temporary_diet: ['User is doing a juice cleanse this week.', "I'm not drinking alcohol for the rest of January."],
    temporary_project: [
      'User is currently renovating their bathroom.',
      'For the time being, the user is helping a friend with his startup on weekends.',
    ],
    temporary_plan: ['User plans to visit Rome next month.'],
    speculation: ['User is probably left-handed.', 'user might be moving to canada next year, not decided yet'],
    hearsay: ['According to his sister, the user snores loudly.', "Apparently the user's landlord is selling the flat."],
    hedge: ["I think I might be lactose intolerant, but I'm not sure.", 'User seems to prefer dark mode.'],
  }),
  ...group('en', 'accept', {
    habit: [
      'User goes for a run every morning before work.',
      'I call my grandma every Sunday evening.',
      'User takes the train to work each day.',
    ],
    usual: [
      'User usually drinks green tea instead of coffee.',
      'I normally go to bed around midnight.',
      'User tends to choose window seats on flights.',
    ],
    chronic_condition: ['User has had asthma since childhood.', 'User has type 1 diabetes.'],
    profession_time: ['User works night shifts as an ER nurse.', 'User is a weather forecaster at a local TV station.'],
    dated_title: ["User's favourite film is 'Before Sunrise'.", 'User loves the song "Temporary Home" by Carrie Underwood.'],
    past_event: [
      'User was born in Manchester in 1988.',
      'User moved to Seattle in 2019.',
      'User spent a year in Japan as an exchange student in 2012.',
    ],
  }),
];
