import { group } from './cases';

export const EN = [
  ...group('en', 'accept', {
    long_pursuit: ['Has been learning the cello for ten years.', "I'm raising two kids on my own."],
    nowadays_state: ['Works remotely now, from a village in Wales.', 'Nowadays I only read books on an e-reader.'],
    moment_taste: ["Can't stand Monday mornings.", 'I love a quiet Sunday morning with the papers.'],
    other_sense: [
      'Always does things the right way, never cuts corners.',
      "I've always preferred this kind of weather: cold, dry and clear.",
    ],
    never_time: ['Has never liked summer.', "I don't like going out on Friday nights; I'd rather stay in."],
    clock_routine: ['Swims at 6:30 every morning before work.', 'I do the weekly shop on Saturdays at 8 a.m.'],
    time_name: ['Grew up in Friday Harbor, Washington.', 'My go-to moisturiser is from Sunday Riley.'],
    lasting_body: ['Is diabetic and counts carbs at every meal.', "I'm on blood thinners for life after a valve replacement."],
  }),
  ...group('en', 'refuse', {
    control_now: [
      'Is working from home today because of the train strike.',
      "I'm really sleepy right now.",
      'Is off sugar this week for a detox.',
      "I'm currently staying at my sister's for a few days.",
    ],
  }),
];
