// The categories of the twenty-first wording round, each with the memory type an extraction model would send for it
// when it copies whereabouts, a trip, an errand or an appointment of the moment from a chat, and a subject word of its
// own: whereabouts of the moment (at the airport, stuck in traffic, at her parents' this week), trips of the moment
// (in Lisbon for the weekend, a business trip until Thursday, a cancelled flight), errands of the moment (a parcel
// awaited, the car at the garage, milk to buy, a passport to renew before May) and appointments of the moment (the
// dentist on Tuesday, house guests until Sunday, a hotel booked for a conference), and the lasting places, routines
// and habits that look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  whereabouts_now: ['stable_user_context', 'location'],
  trip_now: ['stable_user_context', 'travel'],
  errand_now: ['recurring_constraint', 'errand'],
  appointment_now: ['recurring_constraint', 'schedule'],
  // to accept
  lasting_place: ['stable_user_context', 'location'],
  lasting_routine: ['recurring_constraint', 'routine'],
  lasting_habit: ['stable_user_context', 'habit'],
};

export const group = groupedBy(CATEGORY);
