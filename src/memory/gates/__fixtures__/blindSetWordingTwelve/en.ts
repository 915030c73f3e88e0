import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    chat_now: ['swamped with work rn, super tired', 'kinda broke atm, no eating out till payday'],
    negated_state: ["User hasn't been sleeping well lately.", "hasn't been eating much since Monday"],
    intention: ['User might switch to a Linux laptop.', 'thinking about maybe moving to Lisbon if the visa comes through'],
    reported: ["She says she's exhausted today after the night shift.", "User mentioned they're feeling kinda off this morning."],
    impression: ['Sounds like the user is pretty burned out.', 'User gives the impression of being nervous about the launch.'],
    event_bound: [
      'User is cramming every night before the exam.',
      "Can't drive until the cast comes off.",
      'Fasting during Ramadan this year, so no lunch meetings.',
    ],
    outage: ["no hot water at the user's place, showering at the gym", "User has no wifi at home, so they're using a phone hotspot."],
  }),
  ...group('en', 'accept', {
    colloquial_taste: ['def not a fan of horror movies', "can't stand cilantro lol", 'loves anything with matcha tbh'],
    chronic: ['User has had type 1 diabetes since age 9.', 'lives with chronic migraines, avoids bright screens'],
    weekday_routine: ['Every Monday the user does a long run before work.', 'User has band practice on Thursdays.'],
    year_plan: ['User plans to retire to Portugal in 2035.', 'Wants to run the Berlin Marathon in 2028.'],
    title_name: ['Favorite podcast is "Today, Explained".', "User's band is called Sleepy Monday."],
    deadline_project: [
      'User is writing a PhD thesis on coral reefs, due in June 2028.',
      'Long-term project: renovating an old farmhouse, target finish 2029.',
    ],
    self_trait: ["I'm an early riser, up at 5 most days.", 'User describes themselves as a night owl.'],
  }),
];
