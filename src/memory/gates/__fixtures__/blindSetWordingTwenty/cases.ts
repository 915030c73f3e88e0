// The categories of the twentieth wording round, each with the memory type an extraction model would send for it
// when it copies a health, diet or care episode of the moment from a chat, and a subject word of its own: illness of
// the moment (a cold this week, a hangover, jet lag, a sprained ankle, a cast, recovering from an operation,
// breastfeeding), treatment of the moment (antibiotics until Friday, physio until March, a tooth being treated,
// waiting for test results), diets of the moment (off alcohol for January, a juice cleanse, fasting this month,
// cutting sugar before the wedding), and the lasting conditions, care and diets that look like them.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  illness_now: ['stable_user_context', 'health'],
  treatment_now: ['recurring_constraint', 'treatment'],
  diet_now: ['recurring_constraint', 'diet'],
  // to accept
  lasting_health: ['stable_user_context', 'health'],
  lasting_care: ['recurring_constraint', 'treatment'],
  lasting_diet: ['recurring_constraint', 'diet'],
};

export const group = groupedBy(CATEGORY);
