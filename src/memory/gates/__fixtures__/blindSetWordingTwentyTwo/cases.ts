// The categories of the twenty-second wording round, each with the memory type an extraction model would send for it
// when it copies home, family, pets or money of the moment from a chat, and a subject word of its own: the home of the
// moment (a broken boiler, a power cut tonight, a roof being repaired), the family of the moment (exams this week, a
// teething baby, a son off school sick), pets of the moment (a dog recovering from surgery, a cat in heat), money of
// the moment (saving for a phone this month, waiting for the salary, overdrawn, comparing TVs, a returned jacket, a
// grocery parcel coming, the rent going up next month, a tax refund pending), and the lasting facts that look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  home_now: ['stable_user_context', 'home'],
  family_now: ['stable_user_context', 'family'],
  pet_now: ['stable_user_context', 'pet'],
  money_now: ['recurring_constraint', 'money'],
  // to accept
  lasting_home: ['stable_user_context', 'home'],
  lasting_family: ['stable_user_context', 'family'],
  lasting_pet: ['stable_user_context', 'pet'],
  lasting_money: ['recurring_constraint', 'money'],
};

export const group = groupedBy(CATEGORY);
