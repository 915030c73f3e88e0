import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    mood_now: [
      "User is stressed about tomorrow's exam.",
      'Feeling really down today.',
      'User is super annoyed with her landlord right now.',
      'Is exhausted after a long week.',
      'User sounds a bit lonely tonight.',
    ],
    craving: ['User is in the mood for Thai food tonight.', 'Craving something sweet at the moment.'],
    guess: [
      'User seems to be an introvert.',
      'Judging by the questions, probably a student.',
      'User is likely a software developer, based on the code shared.',
      'Probably lives alone.',
      'User appears to have kids, given the mention of school runs.',
    ],
    hedged_health: [
      'I think I might be lactose intolerant.',
      'User suspects she may have a mild gluten sensitivity.',
      'Possibly has ADHD, judging from how the messages jump around.',
    ],
  }),
  ...group('en', 'accept', {
    lasting_feeling: [
      'User is afraid of heights.',
      'Gets anxious on planes.',
      'User feels at home in Lisbon.',
      'Finds crowded places draining.',
    ],
    taste: ['User hates cilantro.', 'Loves jazz, especially Coltrane.', "Can't stand horror movies."],
    stated_trait: ["I'm an introvert.", "User is a nurse at a children's hospital.", 'User lives alone with two cats.'],
    diagnosed: ['User was diagnosed with ADHD as an adult.', 'I am lactose intolerant, confirmed by a breath test.', 'Has celiac disease.'],
    title: ['Favorite novel is "Bonjour tristesse" by Françoise Sagan.', 'User\'s go-to karaoke song is "Happy" by Pharrell Williams.'],
  }),
];
