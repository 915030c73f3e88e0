import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    school_now: ['Her daughter has a school trip on Friday.', "My son's exams start on Monday.", 'The kids are off for half-term.'],
    weather_now: ["Snow day today, so I'm home with the kids.", 'Keeps the windows shut while the pollen count is high.'],
    work_now: [
      'The team is in a release crunch.',
      "I'm covering for a colleague who is on leave.",
      'Is waiting to hear back about a promotion.',
    ],
  }),
  ...group('en', 'accept', {
    lasting_school: ['Her daughter is in year 9.', 'The son goes to a Montessori school.', 'Walks the kids to school every morning.'],
    lasting_weather: ['Hates humid summers.', 'Lives in a rainy city and always carries an umbrella.'],
    lasting_work: ['Works four days a week.', 'Leads a team of six engineers.', 'Has been at the same company since 2015.'],
  }),
];
