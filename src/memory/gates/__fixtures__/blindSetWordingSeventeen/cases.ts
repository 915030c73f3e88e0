// The categories of the seventeenth wording round, each with the memory type an extraction model would send for it
// when it copies a reading or a status of the moment from a chat, and a subject word of its own: a reading of the body
// (a weight, a blood pressure, a night's sleep, a day's steps, a fever), money at the moment (a balance, an overdraft,
// what is left until payday, a price today), a status that will change (an order in transit, a delayed flight, a
// place on a waiting list, a dying battery, a car at the garage, a level in a game), and the lasting attributes that
// look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  body_reading: ['stable_user_context', 'health'],
  money_now: ['stable_user_context', 'money'],
  status_now: ['stable_user_context', 'status'],
  // to accept
  lasting_body: ['stable_user_context', 'health'],
  lasting_money: ['stable_user_context', 'money'],
  lasting_status: ['stable_user_context', 'status'],
};

export const group = groupedBy(CATEGORY);
