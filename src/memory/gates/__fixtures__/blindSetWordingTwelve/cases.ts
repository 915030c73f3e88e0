// The categories of the twelfth wording round, each with the memory type an extraction model that paraphrases a chat
// loosely would send for it and a subject word of its own: what holds only for now, only as an intention or only as
// a guess, and the lasting tastes, conditions, schedules, plans and traits said in the same chat register.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  chat_now: ['stable_user_context', 'status'],
  negated_state: ['recurring_constraint', 'wellbeing'],
  intention: ['user_preference', 'plans'],
  reported: ['stable_user_context', 'feelings'],
  impression: ['communication_preference', 'personality'],
  event_bound: ['recurring_constraint', 'situation'],
  outage: ['stable_user_context', 'home'],
  // to accept
  colloquial_taste: ['user_preference', 'tastes'],
  chronic: ['recurring_constraint', 'health'],
  weekday_routine: ['workflow_preference', 'schedule'],
  year_plan: ['stable_user_context', 'future'],
  title_name: ['user_preference', 'media'],
  deadline_project: ['project_context', 'project'],
  self_trait: ['stable_user_context', 'traits'],
};

export const group = groupedBy(CATEGORY);
