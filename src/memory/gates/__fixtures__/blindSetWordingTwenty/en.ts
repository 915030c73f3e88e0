import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    illness_now: ['User has a bad cold this week.', 'Recovering from knee surgery at the moment.', 'I’m nursing a hangover today.'],
    treatment_now: ['On amoxicillin until Friday.', 'Has physio twice a week until March.', 'Still waiting on biopsy results.'],
    diet_now: ['Doing Dry January.', 'Cutting out sugar before the wedding.'],
  }),
  ...group('en', 'accept', {
    lasting_health: ['Is allergic to penicillin.', 'Has had type 1 diabetes since childhood.', 'Wears hearing aids in both ears.'],
    lasting_care: ['Takes levothyroxine every morning.', 'Sees a physiotherapist every spring.'],
    lasting_diet: ['Has been vegetarian for twelve years.', 'Never drinks alcohol.', 'I’m lactose intolerant.'],
  }),
];
