import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    inferred: [
      'User is likely a parent based on the questions about school lunches.',
      'Inferred from the chat: the user works night shifts as a nurse.',
    ],
    relayed: ['Her mother thinks she has ADHD.', 'A colleague said he is burnt out.'],
    deduced_trait: ['Seems to be an introvert.', 'Probably lives alone.'],
    hearsay: ['Heard through the grapevine that he might be promoted.'],
    hedged: ['Possibly vegetarian.'],
  }),
  ...group('en', 'accept', {
    own_diagnosis: ['Was diagnosed with ADHD in 2019.', 'Has had type 1 diabetes since childhood.'],
    own_trait: ['Describes herself as an introvert.', "I'm a morning person and always have been."],
    own_belief: ['Believes in astrology.'],
    relative_fact: ['His mother is a doctor.', 'Her older brother lives in Melbourne.'],
    firm_preference: ['Definitely prefers tea over coffee.'],
  }),
];
