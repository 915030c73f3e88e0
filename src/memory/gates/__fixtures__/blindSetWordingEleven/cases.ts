// The categories of the eleventh wording round, each with the memory type another extraction model would send for it
// (the types vary on purpose) and a subject word of its own: what holds only for now or only as a guess, and the
// lasting facts, tastes and plans that share their words.
import { groupedBy, type CategoryTable } from '../blindGrouped';

export const CATEGORY: CategoryTable = {
  // to refuse
  mood: ['stable_user_context', 'mood'],
  illness: ['recurring_constraint', 'health'],
  travel_now: ['stable_user_context', 'location'],
  week_plan: ['project_context', 'plans'],
  waiting: ['stable_user_context', 'pending'],
  trial: ['user_preference', 'trial'],
  short_situation: ['recurring_constraint', 'situation'],
  guess: ['stable_user_context', 'background'],
  inferred_trait: ['communication_preference', 'personality'],
  // to accept
  lasting_preference: ['user_preference', 'tastes'],
  habit: ['workflow_preference', 'habits'],
  fact: ['stable_user_context', 'facts'],
  long_project: ['project_context', 'project'],
  allergy: ['recurring_constraint', 'allergy'],
  routine: ['user_preference', 'routine'],
  dated_title: ['user_preference', 'media'],
  future_plan: ['stable_user_context', 'future'],
};

export const group = groupedBy(CATEGORY);
