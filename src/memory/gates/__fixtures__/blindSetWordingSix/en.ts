import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const en: readonly BlindCase[] = [
  ...grouped('en', 'refuse', {
    relative_day: [
      'The user has a job interview the day after tomorrow.',
      'The user barely slept last night.',
      'The user is cooking dinner for their in-laws tonight.',
    ],
    bounded_future: [
      'The user will be working out of the Denver office for the next two weeks.',
      'The user has given up caffeine until the end of the semester.',
    ],
    in_progress: [
      'The user is in the middle of moving apartments.',
      'The user is halfway through a 30-day yoga challenge.',
      'The user is busy packing for the trip as we speak.',
    ],
    slang_state: ['The user is totally wiped and running on fumes.', 'The user is feeling kinda meh and under the weather.'],
    assistant_guess: [
      'The user seems to be a grad student, based on their questions.',
      'Probably works in finance.',
      'Looks like the user has kids.',
    ],
    one_remark: [
      'Since the user mentioned a long commute, they must live outside the city.',
      'The user asked about visa rules, so they are likely planning to emigrate.',
    ],
    modal_possibility: ['The user could be allergic to cats.', 'The user may have switched jobs recently.'],
    wish_question: ['The user is wondering whether to quit their job.'],
    temp_location: [
      'The user is staying at a hotel near the convention center this week.',
      'The user is visiting their parents in Ohio over the holidays.',
    ],
    temp_work: ['The user is on call this weekend.'],
    one_off_buy: ['The user just picked up a secondhand bike for $80.'],
  }),
  ...grouped('en', 'accept', {
    habit_same_words: [
      'On Fridays the user is usually tired after work and likes a quiet evening.',
      'The user visits their parents every other Sunday.',
      'The user reads for half an hour each night before bed.',
      'The user works from home on Mondays and Thursdays.',
    ],
    lasting_condition: [
      'The user has celiac disease and cannot eat gluten.',
      'The user is severely allergic to bee stings.',
      'The user has had chronic migraines since their teens.',
    ],
    time_preference: [
      'The user prefers to schedule calls before lunch.',
      'The user wants reminders the night before, not the same day.',
      'The user would rather work out late in the evening.',
    ],
    dated_past: [
      'The user moved to Lyon in 2019.',
      'The user finished a PhD in chemistry in 2016.',
      'The user lived in Seoul for three years as a child.',
    ],
    life_plan: ['The user plans to retire in Portugal.', 'The user is saving up to buy a house in the countryside someday.'],
    title_quote: [
      'The user\'s favorite novel is "One Hundred Years of Solitude".',
      'The user loves the song "Tonight, Tonight" by the Smashing Pumpkins.',
      'The user\'s motto is "Do it today, not tomorrow."',
    ],
    lasting_work: ['The user works night shifts as an ICU nurse.', 'The user is an on-call IT technician for a hospital.'],
    for_years_since: ['The user has lived in the same flat for over a decade.', 'The user has been vegetarian since 2012.'],
  }),
];
