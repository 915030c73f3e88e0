import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    temp_preference: [
      'This week the user prefers green tea over coffee.',
      'Lately the user is really into lo-fi playlists while working.',
      'For now, the user uses Firefox as their main browser.',
    ],
    trial: [
      'User is trying out a standing desk to see if it helps their back.',
      'Testing whether oat milk agrees with them better than regular milk.',
    ],
    temp_diet: ['Cutting out carbs for a few weeks before the wedding.', 'Doing a seven-day juice cleanse and is on day three.'],
    whereabouts: ['User is in Lisbon on a work trip at the moment.', 'Is on the train to Munich as we speak.'],
    device_state: [
      "User's phone screen is cracked, so they're using an old tablet in the meantime.",
      'Their laptop is in for repair and they are working on a loaner.',
    ],
    interrupted_habit: ['Has stopped running while the knee injury heals.', 'Has put piano lessons on hold until after the move.'],
    event_feeling: [
      'User was annoyed by how the meeting with their manager went yesterday.',
      'Felt really proud after giving the quarterly presentation.',
    ],
    waiting: ['User is waiting for the results of a blood test.', 'Is waiting to hear back after the interview at Stripe.'],
    deadline: ['Still has the statistics final to sit this term.'],
    probability: ['User is probably left-handed.', 'Likely works in finance, judging by the vocabulary.'],
    one_instance: ['Seems to be a cat person, since they mentioned a cat once.'],
    third_party: ['According to their roommate, the user hates loud music.'],
  }),
  ...group('en', 'accept', {
    long_duration: [
      'User has been vegetarian for ten years.',
      'Has played the cello since childhood.',
      'Has lived with type 1 diabetes for over twenty years.',
    ],
    dated_past: [
      'User graduated from the University of Edinburgh in 2014.',
      'Moved from Chile to Canada in 2009.',
      'Ran their first marathon in Berlin in 2018.',
    ],
    habit_time: [
      'Goes swimming every Tuesday and Thursday morning.',
      'Always reads for half an hour before bed.',
      'Calls their mother every Sunday evening.',
    ],
    long_plan: ['Wants to open a small bakery someday.', 'Plans to learn Japanese well enough to live in Japan eventually.'],
    stable_negation: ['Never drinks coffee.', 'Does not eat pork.', 'Has never owned a car and prefers cycling.'],
    title_time: [
      "Their favourite novel is 'One Hundred Years of Solitude'.",
      "Loves the film 'Before Sunrise'.",
      "Favourite album is 'Tonight's the Night' by Neil Young.",
    ],
    profession_time: [
      "Works as a night nurse in a children's hospital.",
      'User is a weather forecaster for a regional TV station.',
      'Works as an emergency doctor.',
    ],
    currently_lasting: [
      'Currently lives in Lyon with their partner and two kids.',
      'Is currently employed as a software engineer at a bank.',
    ],
  }),
];
