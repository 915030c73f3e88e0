import { group } from './cases';

export const EN = [
  ...group('en', 'refuse', {
    whereabouts_now: ['User is at the airport right now.', 'I’m stuck in traffic on the ring road.'],
    trip_now: ['On a business trip until Thursday.', 'My flight to Oslo got cancelled.'],
    errand_now: ['Waiting for a parcel from Amazon.', 'The car is at the garage for repairs.'],
    appointment_now: ['Has a dentist appointment on Tuesday.', 'We have house guests until Sunday.'],
  }),
  ...group('en', 'accept', {
    lasting_place: ['Lives in Lisbon.', 'Grew up in Osaka.', 'Has lived in the same flat in Leeds for twenty years.'],
    lasting_routine: ['Commutes to work by bike.', 'Visits her mother every Sunday.', 'Works from home on Fridays.'],
    lasting_habit: ['Always flies with KLM.', 'Spends every August in Brittany.'],
  }),
];
