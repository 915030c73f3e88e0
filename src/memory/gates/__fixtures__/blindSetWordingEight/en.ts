import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    extraction_temporary: [
      "User mentioned they are sleeping on a friend's couch until their lease starts.",
      'The user said that at the moment they are only eating soup because of a dental procedure.',
      "User noted they have been working from their parents' place since the storm knocked out power.",
    ],
    extraction_speculative: [
      'User implied they might be pregnant but has not confirmed it.',
      'The user appears to be left-handed, judging from one photo they described.',
    ],
    unaccented: ['user is off work til thurs, back on monday', 'rn the user cant drink coffee bc of meds, prolly for another week'],
    code_switch: [
      'User is staying in Madrid hasta el domingo for a wedding.',
      'User is in Berlin bis Ende des Monats for a training course.',
    ],
    regional: ['User is on annual leave for the fortnight and away at the cottage.', 'User is off sick this arvo and staying in bed.'],
    cultural_event: [
      'User is fasting this Ramadan, so skips lunch meetings until Eid.',
      'User gave up chocolate for Lent this year.',
      'User is hunting for Black Friday deals on a TV this week.',
    ],
    marked_uncertain: ['User likes jazz (?)', 'User is vegetarian??', 'User prefers Android maybe… 🤔'],
    life_phase: [
      'User is on an exchange semester in Seoul until June.',
      'User is on parental leave until spring and mostly at home with the baby.',
    ],
    borrowed: ["User is borrowing a neighbour's car while theirs is in the shop."],
    conditional_wish: ['User would go running every morning if it stopped raining.'],
    first_impression: ['After one episode, user finds the new detective show boring.'],
  }),
  ...group('en', 'accept', {
    yearly_custom: [
      'User fasts every Ramadan and breaks the fast with dates and water.',
      'User celebrates Chuseok with their family in Busan each year.',
      'Every Lent the user gives up meat on Fridays.',
    ],
    dated_phase: [
      'User did an exchange semester in Lyon in 2014.',
      'User took a sabbatical in 2019 to sail around the Caribbean.',
      'User was on parental leave from March to October 2021 when their daughter was born.',
    ],
    dialect_preference: [
      'User prefers British spelling such as colour and organise.',
      'User wants measurements in metric units rather than imperial.',
    ],
    uncertainty_preference: [
      'User prefers answers that say "maybe" or "I am not sure" when the assistant is unsure.',
      'User wants estimates to come with a confidence level.',
      'User dislikes answers that hedge too much and prefers a clear recommendation.',
    ],
    title_hedge: [
      'User\'s favourite song is "Maybe Tomorrow" by Stereophonics.',
      'User loves the film "Before Sunrise".',
      'User\'s favourite album is "Perhaps Love" by Plácido Domingo.',
    ],
    profession_phase: ['User works as a probation officer in Leeds.', 'User is an exchange teacher coordinator at a language school.'],
    extraction_stable: [
      'User mentioned they always take the stairs instead of the lift.',
      'The user said they have been vegan for twelve years.',
      'User noted that they read before bed every night.',
    ],
    unaccented_lasting: [
      'user doesnt eat pork, never has',
      'user likes pho and banh mi a lot, fav foods',
      'user loves creme brulee and cafe au lait',
    ],
  }),
];
