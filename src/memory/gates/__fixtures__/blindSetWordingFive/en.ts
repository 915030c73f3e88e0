import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const en: readonly BlindCase[] = [
  ...grouped('en', 'refuse', {
    now_state: ['The user is at the airport right now.', 'The user is stuck in traffic on the way home.'],
    near_plan: [
      'The user is flying to Lisbon next Tuesday.',
      'The user has a dentist appointment on Friday.',
      'The user is going to pick up the new car after lunch.',
    ],
    mood_illness: ['The user is feeling pretty down tonight.', 'The user has a bad cold and is staying in bed.', 'The user is hungover.'],
    one_off: [
      'The user missed the last train and took a taxi.',
      'The user spilled coffee on the laptop this morning.',
      'The user won the raffle at the office party.',
    ],
    guess_hearsay: [
      'The user might be a nurse, judging by the shift talk.',
      'According to a coworker, the user is moving to Berlin.',
      'The user seems to be vegan.',
    ],
    ends_with_event: [
      'The user is staying with a friend until the apartment is ready.',
      'The user is on crutches until the cast comes off.',
      'The user is living out of a suitcase until the movers arrive.',
    ],
    chat: ['user rn at gym lol', 'user v tired atm 😴', 'user gonna crash at moms tmrw'],
    trailing_hedge: ['The user works at a bank, I think.', 'The user has two sisters, or so it seems.'],
  }),
  ...grouped('en', 'accept', {
    habit_time: [
      'The user runs every morning before work.',
      'The user always drinks tea after dinner.',
      'The user reads for an hour every night.',
    ],
    past_dated: [
      'The user graduated from university in 2015.',
      'The user moved to Canada in March 2018.',
      'The user got married last year in June.',
    ],
    lasting_condition: ['The user has type 1 diabetes.', 'The user is colorblind.', 'The user is allergic to penicillin.'],
    time_preference: [
      'The user prefers meetings in the morning.',
      'The user likes to get reminders on Sunday evenings.',
      'The user does not want notifications after 10 pm.',
    ],
    title_name: ['The user\'s favourite film is "Before Sunrise".', 'The user plays guitar in a band called Tomorrow Morning.'],
    quoted: ['The user\'s motto is "live for today".', 'The user\'s favourite song is "Yesterday" by the Beatles.'],
    for_years: ['The user has been a vegetarian for years.', 'The user has worked as a nurse for twelve years.'],
    since_year: ['The user has lived in Oslo since 2019.', 'The user has played chess since childhood.'],
    recurring_day: ['The user plays football every Thursday.', 'The user calls their mother on Sundays.'],
  }),
];
