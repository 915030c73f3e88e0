import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    natural_state: [
      'User has a sunburn on both shoulders.',
      'User is annoyed with their landlord about the broken heater.',
      'User is snowed in at the cabin.',
    ],
    grammar_guess: ['User must be a teacher, given how they talk about grading.', 'I gather the user lives alone.'],
    guessed_range: [
      'User is somewhere in their late 30s or early 40s.',
      'User manages somewhere between 30 and 40 people, not sure exactly.',
    ],
    extraction_note: ["User's employer: Siemens (unconfirmed)"],
    dependent_span: ['User works from the café while the office is closed.'],
    open_decision: ['User hasn’t decided yet whether to accept the offer from Berlin.'],
    others_belief: ["User's doctor suspects a gluten intolerance."],
  }),
  ...group('en', 'accept', {
    chronic_condition: ['User has asthma and carries an inhaler.', 'User has had type 1 diabetes since childhood.'],
    lasting_measure: ['User is about 180 cm tall.', 'User has roughly 20 years of experience in IT.'],
    confirmed_fact: ["User's employer is Siemens (confirmed by the user)."],
    profession_word: ['User is a cold-chain engineer at a vaccine logistics firm.'],
    approximate_preference: ['User prefers rough estimates over long exact answers.'],
    title_word: ["User's favourite song is 'Maybe Tomorrow' by Stereophonics."],
    modal_lasting: [
      'User must avoid peanuts because of a severe allergy.',
      'User would rather take the train than fly, whenever possible.',
    ],
    habitual_while: ['User listens to audiobooks while cooking.'],
  }),
];
